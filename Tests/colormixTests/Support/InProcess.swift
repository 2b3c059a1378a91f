import ColorCore

@testable import ColorTerminal
@testable import colormix

/// Runs colormix inside the test process, with a fixed environment and captured output.
enum InProcess {
  struct Result: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// `input`, when given, is standard input (through `Context.standardInput`, from a pipe the test writes).
  static func run(
    _ arguments: [String], environment: [String: String] = [:], stdoutIsTerminal: Bool = false,
    fileSystem: any FileSystem = SystemFileSystem(), input: String? = nil
  ) -> Result {
    let output = Output.capture()
    var context = Context(
      environment: Environment(environment), stdoutIsTerminal: stdoutIsTerminal, fileSystem: fileSystem,
      output: output)
    let readEnd = input.flatMap { TestPlatform.readablePipe(holding: Array($0.utf8)) }
    if let readEnd { context.standardInput = { StandardInput(fd: readEnd) } }
    defer { if let readEnd { TestPlatform.closeDescriptor(readEnd) } }
    let status = Frontend.run(arguments.map { Array($0.utf8) }, context)
    return Result(
      stdout: String(decoding: output.standardOutput, as: UTF8.self),
      stderr: String(decoding: output.standardError, as: UTF8.self), status: status)
  }
}
