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
      translucent COLOR over BG, or over white. Color follows the same rules as show: a pipe or $(...) gets plain
      text unless --color always (what a prompt uses), FORCE_COLOR or CLICOLOR_FORCE asks for color; 24-bit with
      COLORTERM=truecolor, else the nearest of xterm's 240 cube and gray colors by CIEDE2000. Control characters in
      the text (C0, DEL, C1, ESC among them), the bidirectional controls and the line and paragraph separators are
      written escaped, \\u{1B}, so no sequence of someone else's reaches the terminal and nothing reorders it; other
      characters are written as they are. A TEXT word that begins with - follows --. --prompt bash or zsh (in any
      case) writes for that shell's prompt: each escape between \\[ and \\] (bash) or %{ and %} (zsh), so that the
      line editor counts the prompt's width right, and the text escaped so that the prompt shows it as it is: for
      bash \\, $ and ` behind backslashes (for PS1 with promptvars on, bash's default), for zsh % as %%. bash reads
      the marks before it runs a $(...) in PS1, so set PS1 to the output in PROMPT_COMMAND; zsh with prompt_subst
      reads them after, so PROMPT='$(colormix paint --prompt zsh ...)' works.
      """,
    forms: [
      [ArgumentSpec("COLOR", .color)], [ArgumentSpec("COLOR", .color), ArgumentSpec("TEXT", .text, repeats: true)],
    ],
    options: [.on, .bold, .italic, .underline, .noNewline, .prompt, .strict, .color, .store],
    examples: [
      """
      colormix paint tomato 'Hello, world'
      Hello, world
      """,
      """
      colormix paint gold --on navy --bold '100%' --prompt zsh --color always | cat -v
      %{^[[1;38;5;220;48;5;18m%}100%%%{^[[0m%}
      """,
      """
      printf 'one\\ntwo\\n' | colormix paint '#336699' --color always --underline | cat -v
      ^[[4;38;5;25mone^[[0m
      ^[[4;38;5;25mtwo^[[0m
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
  /// `--prompt SHELL`: the escapes marked and the text escaped for that shell's prompt.
  var prompt: PromptShell?

  init(_ parsed: ParsedCommandLine) {
    color = parsed.arguments[0]
    text = parsed.arguments.count > 1 ? PaintCommand.words(parsed.arguments.dropFirst()) : nil
    background = parsed.value(.on)
    style = TextStyle(bold: parsed.has(.bold), italic: parsed.has(.italic), underline: parsed.has(.underline))
    newline = !parsed.has(.noNewline)
    strict = parsed.has(.strict)
    prompt = parsed.value(.prompt).flatMap(PromptShell.init(named:))
  }

  var printsOnly: Bool { true }

  /// The words joined by one space. A loop: `joined(separator:)` looks its generic types up at run time, about
  /// 200,000 instructions on each call of a process.
  private static func words(_ words: ArraySlice<String>) -> String {
    var text = ""
    var first = true
    for word in words {
      if !first { text += " " }
      first = false
      text += word
    }
    return text
  }

  func run(_ context: Context) throws {
    var style = self.style
    // A terminal draws no alpha: a translucent BG is laid over white (the backdrop contrast assumes), a
    // translucent COLOR over BG, or over white.
    let foreground = try read(color, context)
    let backdrop = try background.map { try read($0, context).composited(over: .white) }
    style.foreground = foreground.composited(over: backdrop ?? .white)
    style.background = backdrop
    // The 256-color note is for people reading a swatch: what paint writes is the caller's, a prompt or a script's.
    let depth = context.depth(drawing: false)
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
    // The sequences that start and end each line are the same for every line: written once, copied per line.
    var start = TextWriter(capacity: 64)
    mark(into: &start) { style.writeStart(depth: depth, into: &$0) }
    var end = TextWriter(capacity: 16)
    mark(into: &end) { Terminal.writeEnd(depth: depth, into: &$0) }
    let (startBytes, endBytes) = (start.withBytes { Array($0) }, end.withBytes { Array($0) })
    var first = true
    var (long, number) = (0, 0)
    // A block's lines are painted into one writer (stores into memory already there), then handed on at once.
    var painted = TextWriter(capacity: 1 << 17)
    let lineEnd = UInt8(ascii: "\n")
    while !output.isOutputClosed {
      let more = try input.forEachLineOfNextBlock { line in
        number += 1
        guard var line else {
          long += 1
          // The lines before it come first.
          painted.withBytes { output.write(raw: $0) }
          painted.reset()
          let message = Diagnostics.describe(InputLineError.tooLong, printsOnly: true).message
          output.writeError("colormix: error: line \(number): \(message)\n")
          return
        }
        // With -n the line ends come between lines, so that the last one has none.
        if !newline && !first { painted.write(byte: lineEnd) }
        first = false
        // A CRLF line ends as an LF line does.
        if line.last == UInt8(ascii: "\r") { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
        startBytes.withUnsafeBytes { painted.write(raw: $0) }
        if prompt == nil && PaintCommand.isPrintableASCII(line) {
          painted.write(raw: UnsafeRawBufferPointer(line))
        } else {
          painted.write(shown(FilePath(bytes: Array(line)).description))
        }
        endBytes.withUnsafeBytes { painted.write(raw: $0) }
        if newline { painted.write(byte: lineEnd) }
      }
      painted.withBytes { output.write(raw: $0) }
      painted.reset()
      if !more { break }
    }
    if long > 0 { throw InputLineError.badLines(long, of: number) }
  }

  /// Whether every byte is printable ASCII (space to `~`).
  private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let (ones, highs) = (UInt64(0x0101_0101_0101_0101), UInt64(0x8080_8080_8080_8080))
    var index = 0
    // Eight bytes a step: a byte below 0x20 borrows into its high bit, one of 0x7F or above has it set or gets
    // it from the added one.
    func printable(at offset: Int) -> Bool {
      let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
      return ((word &- 0x20 &* ones) & ~word | word | (word &+ ones)) & highs == 0
    }
    while index + 8 <= bytes.count {
      if !printable(at: index) { return false }
      index += 8
    }
    // The rest of a line of eight bytes or more: its last eight, some of them looked at again.
    if index < bytes.count && bytes.count >= 8 { return printable(at: bytes.count - 8) }
    while index < bytes.count {
      if bytes[index] &- 0x20 >= 0x5F { return false }
      index += 1
    }
    return true
  }

  private func write(_ text: String, style: TextStyle, depth: ColorDepth, into out: inout TextWriter) {
    mark(into: &out) { style.writeStart(depth: depth, into: &$0) }
    out.write(shown(text))
    mark(into: &out) { Terminal.writeEnd(depth: depth, into: &$0) }
  }

  /// Writes the escape `write` writes, for a prompt between its shell's marks.
  private func mark(into out: inout TextWriter, _ write: (inout TextWriter) -> Void) {
    guard let prompt else { return write(&out) }
    prompt.mark(into: &out, write)
  }

  /// `text` as written: its control characters escaped, then, for a prompt, what its shell would expand.
  private func shown(_ text: String) -> String {
    let visible = Visible.escapeControls(text)
    return prompt?.escape(visible) ?? visible
  }

  /// COLOR or BG, its warnings said.
  private func read(_ text: String, _ context: Context) throws -> Color {
    let reading = try ColorResolver.read(text, context)
    try ColorResolver.check(reading, strict: strict)
    ColorPrinter.warn(reading.warnings, gamut: reading.gamutWarnings, context)
    return reading.color
  }
}
