/// Why a file's contents cannot be used.
public struct CorruptReason: Error, Equatable {
  public var text: String
}
