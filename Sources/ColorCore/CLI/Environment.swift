/// The process environment as text; values that are not valid UTF-8 are remembered, not guessed at.
public struct Environment: Sendable {
  public var values: [String: String]
  /// Names whose values were not valid UTF-8 (absent from `values`).
  public var undecodable: Set<String>

  public init(_ values: [String: String] = [:], undecodable: Set<String> = []) {
    self.values = values
    self.undecodable = undecodable
  }

  /// Whether colormix reads this variable; the rest of the environment is never decoded.
  public static func isRead(_ name: String) -> Bool {
    switch name {
    case "COLORMIX_STORE", "XDG_STATE_HOME", "HOME", "COLORMIX_LOCK_TIMEOUT", "NO_COLOR", "FORCE_COLOR",
      "CLICOLOR_FORCE", "TERM", "COLORTERM":
      true
    default: false
    }
  }

  /// Reads the variables colormix uses from `NAME=VALUE` entries as the C library hands them over.
  public init(entries: [[UInt8]]) {
    self.init()
    for entry in entries {
      guard let equals = entry.firstIndex(of: UInt8(ascii: "=")) else { continue }
      let name = String(decoding: entry[..<equals], as: UTF8.self)
      guard Environment.isRead(name) else { continue }
      if let value = UTF8Decoding.string(Array(entry[(equals + 1)...])) {
        values[name] = value
      } else {
        undecodable.insert(name)
      }
    }
  }

  public subscript(name: String) -> String? { values[name] }

  /// The value of a variable the store depends on; an undecodable one is a usage error.
  func path(_ name: String) throws(ColorError) -> String? {
    if undecodable.contains(name) { throw .invalidEnvironmentEncoding(variable: name) }
    return values[name]
  }
}
