extension StoreError {
  /// Why a store or palette file's contents cannot be used.
  public indirect enum CorruptReason: Error, Equatable, Sendable {
    /// Not valid JSON: what the parser found, and at which byte.
    case notJSON(problem: JSONProblem, offset: Int)
    /// Valid JSON, but not an object.
    case notObject
    /// A required member is missing.
    case missingMember(String)
    /// A member that must be a number is not one.
    case notNumber(String)
    /// The store's `sides` member is not a whole number from 3 to 12.
    case invalidSides
    /// The `version` member is not 1, the only format this build knows (nil: it is not a number).
    case unsupportedVersion(String?)
    /// A member that must be an array is not one (of strings, for `aliases`).
    case notArray(String)
    /// A member that must be an array of names (`aliases`) holds something else.
    case notNames(String)
    /// A member that must be color text (`css`) is not text colormix reads as a color.
    case notColorText(String)
    /// A palette entry (1-based) is not an object with a `name` string.
    case entryWithoutName(index: Int)
    /// A palette entry (1-based) is corrupt for `reason`.
    case entry(index: Int, reason: CorruptReason)
    /// The file holds `size` bytes, more than its kind's `limit`.
    case tooLarge(size: Int, limit: Int)
    /// A palette entry's (1-based) name breaks the naming rules.
    case badName(index: Int, problem: InputError.PaletteNameProblem)
  }
}

/// `StoreError.CorruptReason`, by its short name inside the package.
typealias CorruptReason = StoreError.CorruptReason
