/// Runs one command line: everything `colormix` does between reading argv and exiting.
public struct Application {
  /// What the process prints and how it exits.
  public struct Outcome: Equatable, Sendable {
    public var standardOutput = ""
    public var standardError = ""
    public var status: Int32 = 0
  }

  public var environment: Environment
  public var stdoutIsTerminal: Bool
  public var fileSystem: any FileSystem

  public init(environment: Environment, stdoutIsTerminal: Bool, fileSystem: any FileSystem = SystemFileSystem()) {
    self.environment = environment
    self.stdoutIsTerminal = stdoutIsTerminal
    self.fileSystem = fileSystem
  }

  /// Runs `argv` (without the program name).
  public func run(_ argv: [[UInt8]]) -> Outcome {
    var outcome = Outcome()
    do {
      let invocation = try ArgumentParser.parse(argv)
      try execute(invocation, into: &outcome)
    } catch {
      outcome.standardError += "colormix: error: \(error.description)\n"
      outcome.status = error.exitCode
    }
    return outcome
  }

  private func execute(_ invocation: Invocation, into outcome: inout Outcome) throws(ColorError) {
    if invocation.version {
      outcome.standardOutput = HelpText.version + "\n"
      return
    }
    if invocation.help {
      outcome.standardOutput = HelpText.of(invocation.command) + "\n"
      return
    }
    let command = invocation.command
    let arguments = invocation.arguments
    func expect(_ counts: Int...) throws(ColorError) {
      guard counts.contains(arguments.count) else {
        throw .wrongArgumentCount(command: command.rawValue, usage: command.usage)
      }
    }
    let depth = ColorDepth.decide(
      choice: invocation.color, stdoutIsTerminal: stdoutIsTerminal, environment: environment.values)

    switch command {
    case .help:
      try expect(0, 1)
      guard let name = arguments.first else {
        outcome.standardOutput = HelpText.overview() + "\n"
        return
      }
      guard let command = Command(rawValue: name) else {
        throw .unknownCommand(
          name, suggestion: Suggestion.closest(to: name, in: Command.allCases.map(\.rawValue)).first)
      }
      outcome.standardOutput = HelpText.of(command) + "\n"
    case .show:
      try expect(0)
      let (color, warnings) = try colorStore(invocation).load()
      outcome.standardError += lines(warnings)
      try report(color, invocation, depth: depth, into: &outcome)
    case .set:
      try expect(1, 3)
      let change: (Color) -> (Color, [RangeWarning])
      if arguments.count == 1 {
        let (color, warnings) = try ColorArgument.parse(arguments[0])
        change = { _ in (color, warnings) }
      } else {
        let values = try arguments.map { text throws(ColorError) in try ChannelValue(parsing: text) }
        change = { current in
          var color = current
          var warnings: [RangeWarning] = []
          for (channel, value) in zip(Channel.allCases, values) {
            let (tenths, warning) = value.resolve(channel: channel, current: current[channel])
            color[channel] = tenths
            if let warning { warnings.append(warning) }
          }
          return (color, warnings)
        }
      }
      let (color, warnings) = try colorStore(invocation).update(strict: invocation.strict, change)
      outcome.standardError += lines(warnings)
      try report(color, invocation, depth: depth, into: &outcome)
    case .slide:
      try expect(2)
      guard let channel = Channel(name: arguments[0]) else { throw .unknownChannel(arguments[0]) }
      let value = try ChannelValue(parsing: arguments[1], signMeansRelative: true)
      let (color, warnings) = try colorStore(invocation).update(strict: invocation.strict) { current in
        var color = current
        let (tenths, warning) = value.resolve(channel: channel, current: current[channel])
        color[channel] = tenths
        return (color, warning.map { [$0] } ?? [])
      }
      outcome.standardError += lines(warnings)
      try report(color, invocation, depth: depth, into: &outcome)
    case .reset:
      try expect(0)
      if invocation.palette {
        outcome.standardError += lines(try paletteStore(invocation).reset())
        return
      }
      outcome.standardError += lines(try colorStore(invocation).reset())
      try report(.black, invocation, depth: depth, into: &outcome)
    case .names:
      try expect(0)
      let colors = invocation.catalog?.colors ?? Catalog.all
      outcome.standardOutput = ColorTable.names(colors, format: invocation.format ?? .swatch, depth: depth)
    case .palette:
      try expect(0)
      let (entries, warnings) = try paletteStore(invocation).load()
      outcome.standardError += lines(warnings)
      outcome.standardOutput = ColorTable.palette(entries, format: invocation.format ?? .swatch, depth: depth)
    case .save:
      try expect(1)
      try save(name: arguments[0], invocation, depth: depth, into: &outcome)
    case .load:
      try expect(1)
      let name = String(arguments[0].trimmingWhitespace())
      let (entries, warnings) = try paletteStore(invocation).load()
      outcome.standardError += lines(warnings)
      guard let entry = entries.first(where: { $0.name == name }) else { throw unknownName(name, entries) }
      let (color, colorWarnings) = try colorStore(invocation).update(strict: false) { _ in (entry.color, []) }
      outcome.standardError += lines(colorWarnings)
      try report(color, invocation, depth: depth, into: &outcome)
    case .remove:
      try expect(1)
      let name = String(arguments[0].trimmingWhitespace())
      let (_, warnings) = try paletteStore(invocation).update { entries throws(ColorError) in
        guard entries.contains(where: { $0.name == name }) else { throw unknownName(name, entries) }
        return (entries.filter { $0.name != name }, ())
      }
      outcome.standardError += lines(warnings)
    }
  }

  /// `save NAME`: one entry per color; a taken name needs `--replace`.
  private func save(name text: String, _ invocation: Invocation, depth: ColorDepth, into outcome: inout Outcome)
    throws(ColorError)
  {
    let name = try PaletteEntry.validName(text)
    let (color, colorWarnings) = try colorStore(invocation).load()
    outcome.standardError += lines(colorWarnings)
    let replace = invocation.replace
    let (existing, warnings) = try paletteStore(invocation).update {
      entries throws(ColorError) -> (entries: [PaletteEntry]?, result: String?) in
      if !replace, let same = entries.first(where: { $0.color == color }) {
        return (nil, same.name)
      }
      if !replace, entries.contains(where: { $0.name == name && $0.color != color }) {
        throw .paletteNameTaken(name)
      }
      var updated = entries.filter { $0.color != color || $0.name == name }
      if let index = updated.firstIndex(where: { $0.name == name }) {
        updated[index].color = color
      } else {
        updated.append(PaletteEntry(name: name, color: color))
      }
      return (updated, nil)
    }
    outcome.standardError += lines(warnings)
    if let existing { outcome.standardError += "colormix: already saved as \(Visible.escape(existing))\n" }
    try report(color, invocation, depth: depth, saved: existing ?? name, into: &outcome)
  }

  private func unknownName(_ name: String, _ entries: [PaletteEntry]) -> ColorError {
    .unknownPaletteName(name, suggestions: Suggestion.closest(to: name, in: entries.map(\.name), limit: 3))
  }

  private func storePath(_ invocation: Invocation) throws(ColorError) -> String {
    try StoreLocation.resolve(flag: invocation.store, environment: environment)
  }

  private func colorStore(_ invocation: Invocation) throws(ColorError) -> ColorStore {
    let file = LockedFile(path: try storePath(invocation), fileSystem: fileSystem)
    return ColorStore(file: file, lockTimeout: try StoreLocation.lockTimeout(environment: environment))
  }

  private func paletteStore(_ invocation: Invocation) throws(ColorError) -> PaletteStore {
    PaletteStore(
      storePath: try storePath(invocation), fileSystem: fileSystem,
      lockTimeout: try StoreLocation.lockTimeout(environment: environment))
  }

  /// Prints a color as `show` does; the swatch and JSON also name the nearest catalog color and the palette
  /// entry holding it (a palette that cannot be read is a warning here, not an error).
  private func report(
    _ color: Color, _ invocation: Invocation, depth: ColorDepth, saved: String? = nil, into outcome: inout Outcome
  ) throws(ColorError) {
    let format = invocation.format ?? .swatch
    var report = ColorReport(color: color)
    if format == .swatch || format == .json {
      report.nearest = NearestName.find(for: color)
      report.savedIsKnown = true
      if let saved {
        report.saved = saved
      } else {
        do {
          let (entries, warnings) = try paletteStore(invocation).load()
          outcome.standardError += lines(warnings)
          report.saved = entries.first { $0.color == color }?.name
        } catch {
          outcome.standardError += "colormix: warning: the palette is unreadable: \(error.description)\n"
        }
      }
    }
    outcome.standardOutput += report.render(format, depth: depth) + "\n"
  }

  private func lines(_ messages: [String]) -> String {
    var text = ""
    for message in messages { text += message + "\n" }
    return text
  }
}
