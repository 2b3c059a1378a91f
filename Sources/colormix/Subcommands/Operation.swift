import ColorCore

/// One color operation. Each entry of `all` is a command (`colormix lighten P [COLOR | -]`) whose usage, help,
/// completions and man page derive from the entry: adding an operation is one entry here.
struct Operation: Sendable {
  /// The amount an operation takes: its argument name, its range and what error messages call it.
  struct Amount: Sendable {
    let name: String
    let range: ClosedRange<Int>
    let label: String
  }

  let name: String
  let summary: String
  /// What the amount means, for `help`; the operand forms are explained by `OperationCommand`.
  let discussion: String
  /// The amount, or nil for an operation without one.
  let amount: Amount?
  let apply: @Sendable (Color, Double) -> Color

  static let all: [Operation] = [
    Operation(
      name: "lighten", summary: "Raise the OKLCH lightness by P/100.",
      discussion: "P is 0–100: lighten 10 adds 0.1 to OKLCH L (0–1); the result is gamut mapped.",
      amount: Amount(name: "P", range: 0...100, label: "lighten amount"), apply: { $0.lightened(by: $1) }),
    Operation(
      name: "darken", summary: "Lower the OKLCH lightness by P/100.",
      discussion: "P is 0–100: darken 10 takes 0.1 from OKLCH L (0–1); the result is gamut mapped.",
      amount: Amount(name: "P", range: 0...100, label: "darken amount"), apply: { $0.darkened(by: $1) }),
    Operation(
      name: "saturate", summary: "Multiply the OKLCH chroma by 1 + P/100.",
      discussion: "P is 0–1000: saturate 50 makes the chroma 1.5 times as large; the result is gamut mapped.",
      amount: Amount(name: "P", range: 0...1000, label: "saturate amount"), apply: { $0.saturated(by: $1) }),
    Operation(
      name: "desaturate", summary: "Multiply the OKLCH chroma by 1 − P/100.",
      discussion: "P is 0–100: desaturate 100 gives the gray of the same OKLCH lightness.",
      amount: Amount(name: "P", range: 0...100, label: "desaturate amount"), apply: { $0.desaturated(by: $1) }),
    Operation(
      name: "rotate", summary: "Turn the OKLCH hue by DEG degrees.",
      discussion: "DEG is -360–360 (negative turns back, no -- needed); grays stay gray; the result is gamut mapped.",
      amount: Amount(name: "DEG", range: -360...360, label: "rotation"), apply: { $0.rotated(by: $1) }),
    Operation(
      name: "complement", summary: "Turn the OKLCH hue half way round.",
      discussion: "The same as rotate 180; the result is gamut mapped.", amount: nil,
      apply: { color, _ in color.complement }),
    Operation(
      name: "invert", summary: "Replace each channel by 100 minus its value.",
      discussion: "Exact: 50 20 80 becomes 50 80 20.", amount: nil, apply: { color, _ in color.inverted }),
    Operation(
      name: "grayscale", summary: "Make the gray of the same OKLCH lightness.",
      discussion: "OKLCH chroma 0, lightness kept.", amount: nil, apply: { color, _ in color.grayscale }),
  ]
}
