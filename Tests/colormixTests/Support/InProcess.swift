import ColorCore

@testable import colormix

/// Runs colormix inside the test process, with a fixed environment and captured output.
enum InProcess {
  struct Result: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  static func run(
    _ arguments: [String], environment: [String: String] = [:], stdoutIsTerminal: Bool = false,
    fileSystem: any FileSystem = SystemFileSystem()
  ) -> Result {
    let output = Output.capture()
    let context = Context(
      environment: Environment(environment), stdoutIsTerminal: stdoutIsTerminal, fileSystem: fileSystem,
      output: output)
    let status = Frontend.run(arguments.map { Array($0.utf8) }, context)
    return Result(
      stdout: String(decoding: output.standardOutput, as: UTF8.self),
      stderr: String(decoding: output.standardError, as: UTF8.self), status: status)
  }
}
