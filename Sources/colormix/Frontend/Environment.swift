/// The environment variables colormix reads, looked up by name when needed (never copied wholesale).
///
/// Tests pass a dictionary instead of the process environment.
struct Environment: Sendable {
  /// A variable colormix reads.
  enum Variable: String, CaseIterable, Sendable {
    case store = "COLORMIX_STORE"
    case stateHome = "XDG_STATE_HOME"
    case home = "HOME"
    case lockTimeout = "COLORMIX_LOCK_TIMEOUT"
    case noColor = "NO_COLOR"
    case forceColor = "FORCE_COLOR"
    case cliColorForce = "CLICOLOR_FORCE"
    case term = "TERM"
    case colorTerm = "COLORTERM"
    case watcher = "COLORMIX_WATCHER"
  }

  private let values: [String: [UInt8]]?

  /// The process environment.
  static let process = Environment(values: nil)

  private init(values: [String: [UInt8]]?) {
    self.values = values
  }

  /// A fixed environment, for tests.
  init(_ values: [String: String]) {
    self.values = values.mapValues { Array($0.utf8) }
  }

  /// A fixed environment given as bytes, for tests of values that are not UTF-8.
  init(bytes values: [String: [UInt8]]) {
    self.values = values
  }

  /// The value's bytes, or `nil` when unset.
  func bytes(_ variable: Variable) -> [UInt8]? {
    if let values { return values[variable.rawValue] }
    guard let pointer = getenv(variable.rawValue) else { return nil }
    return Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
  }

  /// The value as text, or `nil` when unset; a value that is not valid UTF-8 is a usage error.
  func text(_ variable: Variable) throws(UsageError) -> String? {
    guard let bytes = bytes(variable) else { return nil }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .invalidEnvironmentEncoding(variable: variable.rawValue)
    }
    return text
  }

  /// Whether the variable is set to something other than the empty string.
  func isNonEmpty(_ variable: Variable) -> Bool {
    !(bytes(variable) ?? []).isEmpty
  }

  /// Whether the variable's bytes are exactly `text`.
  func equals(_ variable: Variable, _ text: String) -> Bool {
    bytes(variable).map { $0.elementsEqual(text.utf8) } ?? false
  }
}
