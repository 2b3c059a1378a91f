extension ImportedLines: ExpressibleByArrayLiteral {
  /// The lines given, in order, as a reader appends them.
  init(arrayLiteral lines: ImportedLine...) {
    self.init(lines)
  }
}
