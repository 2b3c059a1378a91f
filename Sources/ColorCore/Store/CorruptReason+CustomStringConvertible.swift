extension StoreError.CorruptReason: CustomStringConvertible {
  /// Why the file cannot be used, e.g. `'colors' is not an array`: the part of a sentence after "is corrupt".
  public var description: String { description(reader: "ColorCore") }

  /// `description`, naming `reader` as what reads version 1 only (`this colormix`).
  public func description(reader: String) -> String {
    switch self {
    case .notJSON(let problem, let offset): "not valid JSON: \(problem) at byte \(offset)"
    case .notObject: "not a JSON object"
    case .missingMember(let name): "'\(name)' is missing"
    case .notNumber(let name): "'\(name)' is not a number"
    case .notArray(let name): "'\(name)' is not an array"
    case .notColorText(let name): "'\(name)' is not a color colormix reads"
    case .notNames(let name): "'\(name)' is not an array of names"
    case .unsupportedVersion(let version?):
      "its 'version' is \(Visible.escape(version)); \(reader) reads version 1 only"
    case .unsupportedVersion(nil):
      "its 'version' is not a number; \(reader) reads version 1 only"
    case .invalidSides: "'sides' is not a whole number from 3 to 12"
    case .entryWithoutName(let index): "color \(index) has no 'name' string"
    case .entry(let index, let reason): "color \(index): \(reason.description(reader: reader))"
    case .tooLarge(let size, let limit): "it is \(size) bytes, more than the limit of \(limit) bytes"
    case .badName(let index, let problem): "color \(index) has a name that is not allowed: \(problem)"
    }
  }
}
