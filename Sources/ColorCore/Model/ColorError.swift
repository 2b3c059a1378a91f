/// Everything that stops a command, each with its exit code (sysexits).
public enum ColorError: Error, Equatable, Sendable {
  // Usage: exit 64.
  case invalidArgumentEncoding(position: Int, bytes: [UInt8])
  case unknownCommand(String, suggestion: String?)
  case unknownOption(String, suggestion: String?)
  case optionNotForCommand(String, command: String)
  case missingOptionValue(String)
  case optionTakesNoValue(String)
  case invalidOptionValue(option: String, value: String, allowed: [String])
  case wrongArgumentCount(command: String, usage: String)
  case invalidNumber(String)
  case unknownChannel(String)
  case invalidLockTimeout(String)
  case invalidEnvironmentEncoding(variable: String)
  case invalidColor(String)
  case unknownColorName(String, suggestions: [String])
  case invalidPaletteName(String, reason: String)
  case unknownPaletteName(String, suggestions: [String])
  // Data: exit 65.
  case outOfRange(RangeWarning)
  case corruptFile(path: String, reason: String, recovery: String)
  case paletteNameTaken(String)
  // I/O: exit 74.
  case io(path: String, action: String, reason: String)
  case busy(path: String, seconds: String)
  case noStoreLocation

  /// The process exit status for this error.
  public var exitCode: Int32 {
    switch self {
    case .outOfRange, .corruptFile, .paletteNameTaken: 65
    case .io, .busy, .noStoreLocation: 74
    default: 64
    }
  }
}
