import ColorCore

/// The environment variables colormix reads, looked up by name when needed (never copied wholesale).
///
/// Tests pass a dictionary instead of the process environment.
package struct Environment: Sendable {
  /// A variable colormix reads.
  package enum Variable: String, CaseIterable, Sendable {
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
    case columns = "COLUMNS"
    case terminalTimeout = "COLORMIX_TERMINAL_TIMEOUT"
    case colorFGBG = "COLORFGBG"
  }

  private let values: [String: [UInt8]]?

  /// The process environment.
  package static let process = Environment(values: nil)

  private init(values: [String: [UInt8]]?) {
    self.values = values
  }

  /// A fixed environment, for tests.
  package init(_ values: [String: String]) {
    self.values = values.mapValues { Array($0.utf8) }
  }

  /// A fixed environment given as bytes, for tests of values that are not UTF-8.
  package init(bytes values: [String: [UInt8]]) {
    self.values = values
  }

  /// The value's bytes, or `nil` when unset.
  package func bytes(_ variable: Variable) -> [UInt8]? {
    if let values { return values[variable.rawValue] }
    return Platform.environmentValue(variable.rawValue)
  }

  /// Whether the variable is set to something other than the empty string.
  package func isNonEmpty(_ variable: Variable) -> Bool {
    !(bytes(variable) ?? []).isEmpty
  }

  /// Whether the variable's bytes are exactly `text`.
  package func equals(_ variable: Variable, _ text: String) -> Bool {
    bytes(variable).map { $0.elementsEqual(text.utf8) } ?? false
  }
}
