/// What escape codes the output may use.
package enum ColorDepth: Equatable, Sendable {
  case none
  /// xterm's 256 colors: `48;5;N`.
  case ansi256
  /// 24-bit: `48;2;R;G;B`.
  case trueColor

  /// Whether colors are drawn as the nearest of xterm's 256, not exactly (see `ApproximationNotice`).
  package var isApproximate: Bool { self == .ansi256 }

  /// Decides from the flag, whether the output is a terminal, and the environment; no global state.
  ///
  /// `--color` beats everything; then a non-empty `NO_COLOR` turns color off; then `FORCE_COLOR` or
  /// `CLICOLOR_FORCE`, non-empty and not `0`, turn it on; otherwise color only on a terminal whose `TERM` is not
  /// `dumb`. 24-bit when `COLORTERM` is `truecolor` or `24bit` in any case. Values are compared as bytes.
  package static func decide(choice: ColorChoice, isTerminal: Bool, environment: Environment) -> ColorDepth {
    func forced(_ variable: Environment.Variable) -> Bool {
      environment.isNonEmpty(variable) && !environment.equals(variable, "0")
    }
    let enabled: Bool
    switch choice {
    case .always: enabled = true
    case .never: enabled = false
    case .auto:
      if environment.isNonEmpty(.noColor) {
        enabled = false
      } else if forced(.forceColor) || forced(.cliColorForce) {
        enabled = true
      } else {
        enabled = isTerminal && !environment.equals(.term, "dumb")
      }
    }
    guard enabled else { return .none }
    let colorTerm = (environment.bytes(.colorTerm) ?? []).map { $0 | 0x20 }
    return colorTerm.elementsEqual("truecolor".utf8) || colorTerm.elementsEqual("24bit".utf8) ? .trueColor : .ansi256
  }
}
