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
      outcome.standardError += "colormix: error: \(error)\n"
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
    let arguments = invocation.arguments
    switch invocation.command {
    case .help:
      guard arguments.count <= 1 else { throw .wrongArgumentCount(command: "help", usage: Command.help.usage) }
      guard let name = arguments.first else {
        outcome.standardOutput = HelpText.overview() + "\n"
        return
      }
      guard let command = Command(rawValue: name) else {
        throw .unknownCommand(name, suggestion: Suggestion.closest(to: name, in: Command.allCases.map(\.rawValue)).first)
      }
      outcome.standardOutput = HelpText.of(command) + "\n"
      return
    case .show:
      guard arguments.isEmpty else { throw .wrongArgumentCount(command: "show", usage: Command.show.usage) }
      let (color, warnings) = try colorStore(invocation).load()
      report(color, warnings: warnings, invocation, into: &outcome)
    case .set:
      guard arguments.count == 3 else { throw .wrongArgumentCount(command: "set", usage: Command.set.usage) }
      let values = try arguments.map { text throws(ColorError) in try ChannelValue(parsing: text) }
      let (color, warnings) = try colorStore(invocation).update(strict: invocation.strict) { current in
        var color = current
        var warnings: [RangeWarning] = []
        for (channel, value) in zip(Channel.allCases, values) {
          let (tenths, warning) = value.resolve(channel: channel, current: current[channel])
          color[channel] = tenths
          if let warning { warnings.append(warning) }
        }
        return (color, warnings)
      }
      report(color, warnings: warnings, invocation, into: &outcome)
    case .slide:
      guard arguments.count == 2 else { throw .wrongArgumentCount(command: "slide", usage: Command.slide.usage) }
      guard let channel = Channel(name: arguments[0]) else { throw .unknownChannel(arguments[0]) }
      let value = try ChannelValue(parsing: arguments[1], signMeansRelative: true)
      let (color, warnings) = try colorStore(invocation).update(strict: invocation.strict) { current in
        var color = current
        let (tenths, warning) = value.resolve(channel: channel, current: current[channel])
        color[channel] = tenths
        return (color, warning.map { [$0] } ?? [])
      }
      report(color, warnings: warnings, invocation, into: &outcome)
    case .reset:
      guard arguments.isEmpty else { throw .wrongArgumentCount(command: "reset", usage: Command.reset.usage) }
      let notes = try colorStore(invocation).reset()
      report(.black, warnings: notes, invocation, into: &outcome)
    }
  }

  private func colorStore(_ invocation: Invocation) throws(ColorError) -> ColorStore {
    let path = try StoreLocation.resolve(flag: invocation.store, environment: environment)
    let timeout = try StoreLocation.lockTimeout(environment: environment)
    return ColorStore(file: LockedFile(path: path, fileSystem: fileSystem), lockTimeout: timeout)
  }

  private func report(_ color: Color, warnings: [String], _ invocation: Invocation, into outcome: inout Outcome) {
    let depth = ColorDepth.decide(
      choice: invocation.color, stdoutIsTerminal: stdoutIsTerminal, environment: environment.values)
    let format = invocation.format ?? .swatch
    for warning in warnings { outcome.standardError += warning + "\n" }
    outcome.standardOutput += ColorReport(color: color).render(format, depth: depth) + "\n"
  }
}
