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
  /// The command's examples (see `CommandSpec.examples`).
  let examples: [String]

  static let all: [Operation] = [
    Operation(
      name: "lighten", summary: "Raise the OKLCH lightness by P/100.",
      discussion: "P is 0–100: lighten 10 adds 0.1 to OKLCH L (0–1); at 1 or more the color is white.",
      amount: Amount(name: "P", range: 0...100, label: "lighten amount"), apply: { $0.lightened(by: $1) },
      examples: [
        """
        colormix lighten 10 '#8033cc' --format oklch
        oklch(0.6109 0.22016 301.8)
        """,
        """
        colormix set 50 20 80 >/dev/null; colormix lighten 10 --format oklch
        oklch(0.6102 0.22007 301.61)
        """,
        """
        printf '#336699\\n50 20 80\\n' | colormix lighten 10 - --format hex
        #5084b9
        #9d56ee
        """,
      ]),
    Operation(
      name: "darken", summary: "Lower the OKLCH lightness by P/100.",
      discussion: "P is 0–100: darken 10 takes 0.1 from OKLCH L (0–1); at 0 or less the color is black.",
      amount: Amount(name: "P", range: 0...100, label: "darken amount"), apply: { $0.darkened(by: $1) },
      examples: [
        """
        colormix darken 20 tomato --format hex
        colormix: warning: oklch(0.4962 0.19552 32.32) is outside sRGB; using #b71500 (gamut mapped)
        #b71500
        """,
        """
        colormix darken 10 '#336699' --format oklch
        oklch(0.3993 0.09866 250.43)
        """,
      ]),
    Operation(
      name: "saturate", summary: "Multiply the OKLCH chroma by 1 + P/100.",
      discussion: "P is 0–1000: saturate 50 makes the chroma 1.5 times as large.",
      amount: Amount(name: "P", range: 0...1000, label: "saturate amount"), apply: { $0.saturated(by: $1) },
      examples: [
        """
        colormix saturate 50 '#336699' --format oklch
        oklch(0.4993 0.148 250.43)
        """,
        """
        colormix saturate 100 gray --format hex
        #808080
        """,
      ]),
    Operation(
      name: "desaturate", summary: "Multiply the OKLCH chroma by 1 − P/100.",
      discussion: "P is 0–100: desaturate 100 gives the gray of the same OKLCH lightness.",
      amount: Amount(name: "P", range: 0...100, label: "desaturate amount"), apply: { $0.desaturated(by: $1) },
      examples: [
        """
        colormix desaturate 30 tomato --format hex
        #e57a65
        """,
        """
        colormix desaturate 100 tomato --format hex
        #9d9d9d
        """,
      ]),
    Operation(
      name: "rotate", summary: "Turn the OKLCH hue by DEG degrees.",
      discussion: "DEG is -360–360 (negative turns back, no -- needed); grays stay gray.",
      amount: Amount(name: "DEG", range: -360...360, label: "rotation"), apply: { $0.rotated(by: $1) },
      examples: [
        """
        colormix rotate -30 '#336699' --format oklch
        oklch(0.4993 0.09866 220.43)
        """,
        """
        colormix rotate 180 '#336699' --format name
        Raw Umber
        """,
      ]),
    Operation(
      name: "complement", summary: "Turn the OKLCH hue half way round.",
      discussion: "The same as rotate 180.", amount: nil,
      apply: { color, _ in color.complement },
      examples: [
        """
        colormix complement '#336699' --format oklch
        oklch(0.4993 0.09866 70.43)
        """,
        """
        colormix complement '#336699' --format hex
        #865815
        """,
      ]),
    Operation(
      name: "invert", summary: "Replace each channel by 100 minus its value.",
      discussion: "Exact: 50 20 80 becomes 50 80 20.", amount: nil, apply: { color, _ in color.inverted },
      examples: [
        """
        colormix invert '#8033cc' --format hex
        #7fcc33
        """,
        """
        colormix set 50 20 80 >/dev/null; colormix invert --format rgb
        50 80 20
        """,
      ]),
    Operation(
      name: "grayscale", summary: "Make the gray of the same OKLCH lightness.",
      discussion: "OKLCH chroma 0, lightness kept.", amount: nil, apply: { color, _ in color.grayscale },
      examples: [
        """
        colormix grayscale tomato --format hex
        #9d9d9d
        """,
        """
        colormix grayscale '#336699' --format oklch
        oklch(0.4993 0 0)
        """,
      ]),
  ]
}
