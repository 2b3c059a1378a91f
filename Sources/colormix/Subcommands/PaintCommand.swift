import ColorCore
import ColorTerminal

/// `colormix paint COLOR [TEXT...]`: TEXT (or each line of standard input) written in COLOR, then a reset.
struct PaintCommand: Subcommand {
  static let name = "paint"
  static let spec = CommandSpec(
    name, summary: "Write text in a color (for prompts and scripts).",
    discussion: """
      Writes TEXT, its words joined by one space, in COLOR, then resets the color and ends the line (-n leaves the
      newline out). Without TEXT each line of standard input is text, painted and written as it is read. --on BG
      sets the background; --bold, --italic and --underline add those. COLOR and BG are any COLOR, palette:NAME
      too. A terminal draws no alpha: a translucent BG is laid over white (the backdrop contrast assumes) and a
      translucent COLOR over BG, or over white. Color follows the same rules as show: a pipe or $(...) gets plain text unless --color always (what a
      prompt uses), FORCE_COLOR or CLICOLOR_FORCE asks for color; 24-bit with COLORTERM=truecolor, else the nearest
      of xterm's 256. Control characters in the text (C0, DEL, C1, ESC among them), the bidirectional controls and
      the line and paragraph separators are written escaped, \\u{1B}, so no sequence of someone else's reaches the
      terminal and nothing reorders it; other characters are written as they are. A TEXT word that begins with -
      follows --.
      """,
    forms: [
      [ArgumentSpec("COLOR", .color)], [ArgumentSpec("COLOR", .color), ArgumentSpec("TEXT", .text, repeats: true)],
    ],
    options: [.on, .bold, .italic, .underline, .noNewline, .strict, .color, .store],
    examples: [
      """
      colormix paint tomato 'Hello, world'
      Hello, world
      """,
      """
      colormix paint gold --on navy --bold Warning --color always | cat -v
      ^[[1;38;5;220;48;5;18mWarning^[[0m
      """,
      """
      printf 'one\\ntwo\\n' | colormix paint '#336699' --color always --underline | cat -v
      ^[[4;38;5;60mone^[[0m
      ^[[4;38;5;60mtwo^[[0m
      """,
      """
      colormix paint red "$(printf 'safe\\033[2Jtext')"
      safe\\u{1B}[2Jtext
      """,
    ])

  var color: String
  var text: String?
  var background: String?
  var style: TextStyle
  var newline: Bool
  var strict: Bool

  init(_ parsed: ParsedCommandLine) {
    color = parsed.arguments[0]
    text = parsed.arguments.count > 1 ? parsed.arguments.dropFirst().joined(separator: " ") : nil
    background = parsed.value(.on)
    style = TextStyle(bold: parsed.has(.bold), italic: parsed.has(.italic), underline: parsed.has(.underline))
    newline = !parsed.has(.noNewline)
    strict = parsed.has(.strict)
  }

  var printsOnly: Bool { true }

  func run(_ context: Context) throws {
    var style = self.style
    // A terminal draws no alpha: a translucent BG is laid over white (the backdrop contrast assumes), a
    // translucent COLOR over BG, or over white.
    let foreground = try read(color, context)
    let backdrop = try background.map { try read($0, context).composited(over: .white) }
    style.foreground = foreground.composited(over: backdrop ?? .white)
    style.background = backdrop
    let depth = context.depth(drawing: true)
    var out = TextWriter(capacity: 256)
    if let text {
      write(text, style: style, depth: depth, into: &out)
      if newline { out.write(byte: UInt8(ascii: "\n")) }
      out.withBytes { context.output.write(raw: $0) }
      return
    }
    let input = context.standardInput()
    let output = context.output
    output.startBuffering()
    input.beforeRead = { output.flush() }
    defer { output.flush(stopBuffering: true) }
    var first = true
    var (long, number) = (0, 0)
    while !output.isOutputClosed, let next = try input.nextLine() {
      number += 1
      out.reset()
      // With -n the line ends come between lines, so that the last one has none.
      if !newline && !first { out.write(byte: UInt8(ascii: "\n")) }
      first = false
      switch next {
      case .bytes(var bytes):
        // A CRLF line ends as an LF line does.
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        write(FilePath(bytes: bytes).description, style: style, depth: depth, into: &out)
      case .tooLong:
        long += 1
        let message = Diagnostics.describe(InputLineError.tooLong, printsOnly: true).message
        output.writeError("colormix: error: line \(number): \(message)\n")
      }
      if newline { out.write(byte: UInt8(ascii: "\n")) }
      out.withBytes { output.write(raw: $0) }
    }
    if long > 0 { throw InputLineError.badLines(long, of: number) }
  }

  /// `text` (its control characters escaped) in `style`, then the reset; the text alone for `.none`.
  private func write(_ text: String, style: TextStyle, depth: ColorDepth, into out: inout TextWriter) {
    style.writeStart(depth: depth, into: &out)
    out.write(Visible.escapeControls(text))
    Terminal.writeEnd(depth: depth, into: &out)
  }

  /// COLOR or BG, its warnings said.
  private func read(_ text: String, _ context: Context) throws -> Color {
    let reading = try ColorResolver.read(text, context)
    try ColorResolver.check(reading, strict: strict)
    ColorPrinter.warn(reading.warnings, gamut: reading.gamutWarnings, context)
    return reading.color
  }
}
