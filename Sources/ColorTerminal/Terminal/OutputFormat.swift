import ColorCore

/// How a color is printed: a `ColorFormat` (a color as text), or one of the formats only a terminal has, the swatch
/// and the escapes.
package enum OutputFormat: Hashable, Sendable {
  /// For people: a block of the color with its values.
  case swatch
  /// The SGR escape that sets the foreground: `ESC[38;2;128;51;204m` or `ESC[38;5;92m`.
  case ansi
  /// The SGR escape that sets the background: `ESC[48;2;128;51;204m` or `ESC[48;5;92m`.
  case ansiBackground
  /// The xterm 256-color index colormix draws the color with: `92`.
  case ansi256
  /// A color as text.
  case text(ColorFormat)

  /// `hex`, the format scripts ask for most.
  package static let hex = OutputFormat.text(.hex)
  /// `json`.
  package static let json = OutputFormat.text(.json)
  /// `value`, the color's own exact text.
  package static let value = OutputFormat.text(.value)

  /// The format a command that prints colors uses when none is given: the swatch on a terminal, and the color's
  /// own exact text (`value`) when standard output is a file or a pipe, where a script reads it.
  package static func defaultForColors(stdoutIsTerminal: Bool) -> OutputFormat {
    stdoutIsTerminal ? .swatch : .value
  }

  /// Every format, in help order: the swatch, the text formats with the escapes after the `color()` spaces.
  package static let allCases: [OutputFormat] =
    [.swatch]
    + ColorFormat.all.flatMap { format in
      format == .color(.xyzD50) ? [.text(format), .ansi, .ansiBackground, .ansi256] : [.text(format)]
    }

  /// Every format's name, in help order.
  package static let names = allCases.map(\.rawValue)

  /// The format `--format` names so.
  package init?(rawValue: String) {
    switch rawValue {
    case "swatch": self = .swatch
    case "ansi": self = .ansi
    case "ansi-bg": self = .ansiBackground
    case "ansi256": self = .ansi256
    default:
      guard let format = ColorFormat(named: rawValue) else { return nil }
      self = .text(format)
    }
  }

  /// The name `--format` takes.
  package var rawValue: String {
    switch self {
    case .swatch: "swatch"
    case .ansi: "ansi"
    case .ansiBackground: "ansi-bg"
    case .ansi256: "ansi256"
    case .text(let format): format.name
    }
  }

  /// What the format prints, in one sentence (the man page's).
  package var summary: String {
    switch self {
    case .swatch:
      "For people: with color, the hex drawn on a block of the color in black or white text, whichever has more "
        + "contrast; the channels as in `rgb`; the nearest name."
    case .ansi:
      "The SGR escape that sets the text color, at the depth of the color rule (24-bit with COLORTERM truecolor), "
        + "and where the rule gives no color (a pipe without `--color always`) the 256-color one: the escape is what "
        + "was asked for."
    case .ansiBackground:
      "The same for the background. An escape has no alpha: `ansi`, `ansi-bg` and `ansi256` draw a translucent "
        + "color laid over white, the backdrop `contrast` assumes, as `paint` does."
    case .ansi256:
      "The xterm 256-color index colormix draws the color with: the nearest of the 240 cube and gray entries by "
        + "CIEDE2000 (never the 16 themeable colors)."
    case .text(let format): format.summary
    }
  }

  /// Whether the report needs the nearest catalog name.
  package var needsNearest: Bool {
    switch self {
    case .swatch: true
    case .text(let format): format.needsNearest
    default: false
    }
  }

  /// The depth the `ansi` formats write their escape at: the color rule's, and where that is no color (a pipe
  /// without `--color always`), the 256 colors: the escape is what was asked for.
  package static func escapeDepth(_ depth: ColorDepth) -> ColorDepth {
    depth == .none ? .ansi256 : depth
  }

  /// The gamut this format's text holds (`ColorFormat.gamut`); sRGB for the terminal's formats.
  package var gamut: ColorSpace? {
    guard case .text(let format) = self else { return .srgb }
    return format.gamut
  }
}
