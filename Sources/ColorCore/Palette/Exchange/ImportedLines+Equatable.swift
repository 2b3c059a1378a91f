extension ImportedLines: Equatable {
  /// The same entries and counts (where the entries went is not compared).
  package static func == (left: ImportedLines, right: ImportedLines) -> Bool {
    left.entries == right.entries && left.skipped == right.skipped && left.count == right.count
  }
}
