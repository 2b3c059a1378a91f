import ColorCore
import ColorTerminal

/// Runs one command line: parses it against the command table, runs the command, and turns any error into one
/// `colormix: error: …` line and an exit code.
enum Frontend {
  /// Runs the process: argv and the environment as the C library hands them over.
  static func main() -> Int32 {
    var argv: [[UInt8]] = []
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      argv.append(Platform.bytes(ofCString: pointer))
    }
    var context = Context(
      environment: .process, stdoutIsTerminal: Platform.isTerminal(1), stderrIsTerminal: Platform.isTerminal(2),
      fileSystem: SystemFileSystem(), output: .process())
    if context.stdoutIsTerminal { context.windowWidth = Platform.windowSize(1)?.width }
    return run(argv, context)
  }

  /// Runs `argv` (without the program name) and returns the exit status.
  static func run(_ argv: [[UInt8]], _ context: Context) -> Int32 {
    var context = context
    let output = context.output
    var status: Int32 = 0
    // `show` writes no file, so its errors do not say "nothing was written".
    var printsOnly = false
    do {
      // Bare `colormix`, the most common call: show with every default, no declaration to check against.
      if argv.isEmpty {
        printsOnly = true
        var parsed = ParsedCommandLine()
        parsed.stdoutIsTerminal = context.stdoutIsTerminal
        try ShowCommand(parsed).run(context)
        return finish(status, output)
      }
      var parsed = try CommandLineParser.parse(argv)
      parsed.stdoutIsTerminal = context.stdoutIsTerminal
      output.quiet = parsed.has(.quiet)
      if parsed.version {
        output.write(HelpText.version + "\n")
      } else if parsed.help {
        output.write(HelpText.help(for: parsed.commandGiven ? parsed.spec : nil) + "\n")
      } else {
        context.storeFlag = parsed.path(.store)
        context.colorChoice = parsed.colorChoice
        if let catalog = parsed.value(.catalog) { context.catalog = Catalog(rawValue: catalog) }
        context.drawsBlocks = try drawsBlocks(parsed)
        printsOnly = parsed.commandName == ShowCommand.name
        context.picture = try picture(parsed, argv)
        let command = try CommandTable.command(named: parsed.commandName)!.make(parsed)
        printsOnly = printsOnly || command.printsOnly
        try command.run(context)
        context.picture?.finish(output)
      }
    } catch {
      // A picture is written only when the command succeeds.
      let (message, code) = Diagnostics.describe(error, printsOnly: printsOnly, drawsPicture: context.picture != nil)
      output.writeError("colormix: error: " + message + "\n")
      status = code
    }
    return finish(status, output)
  }

  /// Whether `--shape block` was given: the block is the swatch drawn large, so any other `--format` is an error.
  static func drawsBlocks(_ parsed: ParsedCommandLine) throws(UsageError) -> Bool {
    guard parsed.value(.anyShape) == "block" else { return false }
    if let given = parsed.value(.anyFormat), parsed.format != .swatch {
      throw .conflictingOptions(
        "--shape block", "--format \(given)", reason: "the block is drawn for the swatch format only")
    }
    return true
  }

  /// `--to svg|html` (of a command other than `palette export`, whose `--to` names a palette format): the picture
  /// the colors go into, titled with the command line; `--format` and `--shape` print lines, so either with it is
  /// an error.
  static func picture(_ parsed: ParsedCommandLine, _ argv: [[UInt8]]) throws(UsageError) -> PictureOutput? {
    // Most calls give no --to: the option's declaration (its choices from the registry) is not built for them.
    guard parsed.optionNames.contains("to"), let name = parsed.value(.picture), let format = PictureFormat(named: name)
    else { return nil }
    if let given = parsed.value(.anyFormat) {
      throw .conflictingOptions("--to \(name)", "--format \(given)", reason: "a picture shows every color's text")
    }
    if parsed.has(.anyShape) {
      throw .conflictingOptions("--to \(name)", "--shape", reason: "a picture is drawn in the file, not the terminal")
    }
    let words = argv.map { String(decoding: $0, as: UTF8.self) }
    return PictureOutput(format: format, title: (["colormix"] + words).joined(separator: " "))
  }

  /// The exit status: 74 when output was lost (said on stderr), else `status`.
  private static func finish(_ status: Int32, _ output: Output) -> Int32 {
    guard let failure = output.failure else { return status }
    output.writeError(
      "colormix: error: Cannot write \(failure.stream): \(Platform.describe(errno: failure.code)).\n")
    return 74
  }
}
