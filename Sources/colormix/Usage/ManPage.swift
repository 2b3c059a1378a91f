import ColorTerminal

/// The `colormix(1)` manual page in roff (`-man` macros), derived from the command table, the output formats,
/// the environment variables and the exit codes; `colormix __generate-man > docs/colormix.1` writes it.
enum ManPage {
  static var text: String {
    var page = """
      .TH COLORMIX 1 "" "\(HelpText.version)" "User Commands"
      .SH NAME
      colormix \\- mix and keep one color, red, green and blue on a 0\\(en100 scale
      .SH SYNOPSIS
      .B colormix
      .RI [ COMMAND ]
      .RI [ ARGUMENTS ]
      .RI [ OPTIONS ]
      .SH DESCRIPTION
      colormix keeps one color in a store file and changes it from the command line.
      With no command, colormix runs
      .BR show .
      Options may come before or after the command, as
      .B \\-\\-opt value
      or
      .BR \\-\\-opt=value ;
      the last repeat wins,
      .B \\-\\-
      ends options, and negative numbers are arguments.
      .SH COMMANDS

      """
    for spec in CommandTable.visible {
      // `.TP` takes one line as its tag: the whole synopsis, as `help` and usage errors write it.
      let command = "colormix " + spec.name
      let rest = spec.shortUsage.dropFirst(command.count).drop { $0 == " " }
      page +=
        ".TP\n\\fB" + escape(command) + "\\fR" + (rest.isEmpty ? "" : " \\fI" + escape(String(rest)) + "\\fR") + "\n"
      page += escape(spec.summary) + "\n"
      for action in spec.actions {
        page += ".br\n\\fB" + escape(spec.name + " " + action.name) + "\\fR: " + escape(action.summary) + "\n"
      }
      if !spec.discussion.isEmpty { page += escape(spec.discussion) + "\n" }
      if !spec.options.isEmpty {
        page += "Options: " + spec.options.map { "\\fB" + escape($0.flag) + "\\fR" }.joined(separator: ", ") + ".\n"
      }
    }
    page += ".SH OPTIONS\n"
    for option in options {
      page += ".TP\n"
      let short = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
      let value = option.takesValue ? " \\fI" + escape(option.placeholder) + "\\fR" : ""
      page += short + "\\fB" + escape(option.flag) + "\\fR" + value + "\n"
      page += escape(option.help) + "\n"
      if case .choice = option.value { page += escape(choices(of: option)) + "\n" }
    }
    page += ".SH OUTPUT FORMATS\n"
    for name in OutputFormat.names {
      guard let format = OutputFormat(rawValue: name) else { continue }
      page += ".TP\n.B \(name)\n" + escape(describe(format)) + "\n"
    }
    page += ".SH EXIT STATUS\n"
    let statuses: [(Int32, String)] = [
      (0, "Done, also when values were clamped with a warning, and for help and version."),
      (1, "contrast \\-\\-require: a pair fails the level (everything was printed)."),
      (
        Diagnostics.usage,
        "Usage: an unknown command, option, channel, format, color name or saved name; a wrong number of arguments; "
          + "a value that is not a number; arguments or variables that are not UTF-8; empty input for set \\-."
      ),
      (
        Diagnostics.data,
        "Data: out of range or outside sRGB under \\-\\-strict; a bad line of standard input (\\-); a corrupt "
          + "store or palette file; a taken name; a palette import with a refused entry (without \\-\\-skip\\-bad)."
      ),
      (
        Diagnostics.io,
        "I/O: the store cannot be read, created, locked or written; the lock stayed busy; a file to import cannot be "
          + "read; the output could not be written (a full disk, a closed standard output)."
      ),
    ]
    for (status, meaning) in statuses { page += ".TP\n.B \(status)\n" + escapeKeepingDashes(meaning) + "\n" }
    // A paragraph of its own, not the last status's.
    page += ".PP\nEvery error is one line on standard error, \\fBcolormix: error:\\fR followed by a sentence.\n"
    page += ".SH ENVIRONMENT\n"
    for variable in Environment.Variable.allCases {
      page += ".TP\n.B \(variable.rawValue)\n" + escape(describe(variable)) + "\n"
    }
    page += """
      .SH FILES
      .TP
      .I $XDG_STATE_HOME/colormix/color.json
      The stored color (when XDG_STATE_HOME is absolute), written by rename under a lock on
      .IR color.json.lock .
      .TP
      .I ~/.local/state/colormix/color.json
      The stored color otherwise.
      .TP
      .I palette.json
      The saved colors, beside the store file.
      .SH EXAMPLES
      Each command's examples, as
      .B colormix help
      .I COMMAND
      ends with them: the command line after
      .BR $ ,
      then what it prints (standard output and standard error, without a terminal).
      Each command's examples run in order, from an empty store.

      """
    for spec in CommandTable.visible where !spec.examples.isEmpty {
      // No fill, so the transcript keeps its lines and spacing; a line that would be wider than the page is broken.
      let lines = spec.exampleList.flatMap { $0.transcript(width: 72) }
      page += ".PP\n.nf\n" + lines.map { escape($0) + "\n" }.joined() + ".fi\n"
    }
    page += """
      .SH SEE ALSO
      .B colormix help
      .I COMMAND
      for one command.
      The README of colormix for a start, and its docs folder for every rule in full:
      .I formats.md
      (what colormix reads and prints, JSON for scripts, exit codes),
      .I files.md
      (the store and the palette),
      .IR palette-exchange.md ,
      .IR color-science.md ,
      .IR mixer.md ,
      .IR shell.md .

      """
    return page
  }

  /// Every option once, the global ones last.
  private static var options: [OptionSpec] {
    var options: [OptionSpec] = []
    for spec in CommandTable.visible {
      for option in spec.options where !options.contains(where: { $0.name == option.name }) { options.append(option) }
    }
    return options + OptionSpec.global
  }

  /// `One of: …`, and for an option whose values differ by command, which commands take fewer.
  private static func choices(of option: OptionSpec) -> String {
    var all: [String] = []
    var fewer: [String] = []
    for spec in CommandTable.visible {
      for own in spec.options where own.name == option.name {
        guard case .choice(let values) = own.value else { continue }
        for value in values where !all.contains(value) { all.append(value) }
      }
    }
    for spec in CommandTable.visible {
      for own in spec.options where own.name == option.name {
        if case .choice(let values) = own.value, values.count < all.count {
          fewer.append(spec.name + ": " + values.joined(separator: ", "))
        }
      }
    }
    var text = "One of: " + all.joined(separator: ", ") + "."
    if !fewer.isEmpty { text += " Only " + fewer.joined(separator: "; ") + "." }
    return text
  }

  private static func describe(_ format: OutputFormat) -> String {
    switch format {
    case .swatch: "For people: a block of the color with its values and nearest name."
    case .rgb: "The three channels on the 0–100 scale: 50 20 80."
    case .rgb255: "The three channels as 0–255 integers: 128 51 204."
    case .hex: "The hex code: #8033cc."
    case .json: "One JSON object, with warnings as data (see docs/formats.md, For scripts and CI)."
    case .css: "CSS rgb() with 0–255 integers: rgb(128 51 204)."
    case .hsl: "CSS hsl(): hue and percentages to 1 decimal."
    case .hwb: "CSS hwb(): hue and percentages to 1 decimal."
    case .lab: "CSS lab() (CIE Lab, D50): L, a and b to 2 decimals."
    case .lch: "CSS lch(): L and C to 2 decimals, H to 1."
    case .oklab: "CSS oklab(): L, a and b to 4 decimals."
    case .oklch: "CSS oklch(): L and C to 4 decimals, H to 1."
    case .name: "The nearest catalog name, or the exact one."
    }
  }

  private static func describe(_ variable: Environment.Variable) -> String {
    switch variable {
    case .store: "The store file (empty counts as unset); --store beats it."
    case .stateHome: "The store is $XDG_STATE_HOME/colormix/color.json when this is absolute."
    case .home: "Otherwise the store is $HOME/.local/state/colormix/color.json, when HOME is absolute."
    case .lockTimeout: "Seconds a writer waits for the lock (default 5)."
    case .noColor: "Non-empty: no color unless --color always."
    case .forceColor, .cliColorForce: "Non-empty and not 0: color even when piped."
    case .term: "dumb: no color."
    case .colorTerm: "truecolor or 24bit: 24-bit color instead of the xterm 256 colors."
    case .watcher: "poll: watch and mix check the store every 250 ms instead of using inotify."
    case .columns: "The width --shape block is laid out for (else the terminal's, else 80)."
    }
  }

  /// Text for roff: backslashes and dashes escaped, a leading dot or quote defused, non-ASCII as `\[uXXXX]`.
  static func escape(_ text: String) -> String {
    var result = ""
    var lineStart = true
    for scalar in text.unicodeScalars {
      if lineStart && (scalar == "." || scalar == "'") { result += "\\&" }
      lineStart = scalar == "\n"
      switch scalar {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      case _ where scalar.value > 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Text already written with roff escapes (`\\-`): only a leading dot is defused.
  private static func escapeKeepingDashes(_ text: String) -> String {
    text.hasPrefix(".") ? "\\&" + text : text
  }
}
