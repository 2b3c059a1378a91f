/// What escape codes the swatch may use.
public enum ColorDepth: Equatable, Sendable {
  case none
  /// xterm's 256 colors: `48;5;N`.
  case ansi256
  /// 24-bit: `48;2;R;G;B`.
  case trueColor

  /// Decides from the flag, whether stdout is a terminal, and the environment; no global state.
  ///
  /// `--color` beats everything; then a non-empty `NO_COLOR` turns color off; then `FORCE_COLOR` or
  /// `CLICOLOR_FORCE`, non-empty and not `0`, turn it on; otherwise color only on a terminal whose `TERM` is not
  /// `dumb`. 24-bit when `COLORTERM` is `truecolor` or `24bit` in any case.
  public static func decide(choice: ColorChoice, stdoutIsTerminal: Bool, environment: [String: String]) -> ColorDepth {
    func isSet(_ name: String) -> Bool {
      guard let value = environment[name] else { return false }
      return !value.isEmpty && value != "0"
    }
    let enabled: Bool
    switch choice {
    case .always: enabled = true
    case .never: enabled = false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
        enabled = false
      } else if isSet("FORCE_COLOR") || isSet("CLICOLOR_FORCE") {
        enabled = true
      } else {
        enabled = stdoutIsTerminal && environment["TERM"] != "dumb"
      }
    }
    guard enabled else { return .none }
    let colorTerm = environment["COLORTERM"]?.lowercased()
    return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .ansi256
  }
}
