extension InputError.PaletteNameProblem: CustomStringConvertible {
  /// Why the name is not allowed, e.g. `it is empty`.
  public var description: String {
    switch self {
    case .empty: "it is empty"
    case .tooLong:
      "it is longer than \(PaletteEntry.maximumNameScalars) Unicode scalars or \(PaletteEntry.maximumNameBytes) "
        + "UTF-8 bytes"
    case .unsafeCharacter(let scalar): "it contains \(Visible.kind(of: scalar)) U+\(Visible.codePoint(scalar))"
    case .untrimmed: "it starts or ends with white space"
    case .leadingDash: "it begins with '-', so it would read as an option"
    }
  }
}
