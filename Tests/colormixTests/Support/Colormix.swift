import Foundation
import TestSupport

/// Runs the built `colormix` binary in a temporary folder of its own, never touching the real `$HOME`; the folder
/// is removed when the value goes away.
final class Colormix: @unchecked Sendable {
  struct Result: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// The `colormix` built next to the test bundle.
  static let binary: String = {
    let testBinary = TestPlatform.testBinary
    var folder = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
    while !folder.path.isEmpty, folder.path != "/" {
      let candidate = folder.appendingPathComponent("colormix").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    fatalError("colormix binary not found next to \(testBinary); run 'swift build' first")
  }()

  let folder: String
  /// The environment every run gets: HOME in the folder, no color or store variables from outside.
  var environment: [String: String]

  init() {
    folder = TemporaryFolder.create("colormix-tests")
    environment = ["HOME": folder + "/home", "PATH": "/usr/bin:/bin"]
  }

  deinit {
    TemporaryFolder.remove(folder)
  }

  /// The default store file for this folder's HOME.
  var store: String { folder + "/home/.local/state/colormix/color.json" }
  var palette: String { folder + "/home/.local/state/colormix/palette.json" }

  /// Runs colormix with `arguments`; `environment` entries set (or, with nil, remove) variables; `stdin`, when
  /// given, is its standard input (through a file in the folder, so a child that stops reading early cannot
  /// block the test or send it SIGPIPE), otherwise it reads `/dev/null`.
  @discardableResult
  func run(_ arguments: [String], environment extra: [String: String?] = [:], stdin: String? = nil) -> Result {
    run(executable: Colormix.binary, arguments, environment: extra, stdin: stdin)
  }

  /// Runs a shell command line with `$COLORMIX` naming the binary, for arguments `Process` cannot pass.
  @discardableResult
  func shell(_ script: String, environment extra: [String: String?] = [:], stdin: String? = nil) -> Result {
    run(
      executable: "/bin/sh", ["-c", script], environment: extra.merging(["COLORMIX": Colormix.binary]) { a, _ in a },
      stdin: stdin)
  }

  func run(
    executable: String, _ arguments: [String], environment extra: [String: String?] = [:], stdin: String? = nil
  ) -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = self.environment
    for (name, value) in extra { environment[name] = value }
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    var input: FileHandle?
    if let stdin {
      let path = folder + "/stdin-\(UUID().uuidString)"
      try! Data(stdin.utf8).write(to: URL(fileURLWithPath: path))
      input = FileHandle(forReadingAtPath: path)
      unlink(path)
    }
    defer { try? input?.close() }
    process.standardInput = input ?? FileHandle.nullDevice
    try! process.run()
    // Drain both pipes before waiting, so a full pipe cannot block the child.
    let errorData = DataBox()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData.data = error.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      stdout: String(decoding: outputData, as: UTF8.self), stderr: String(decoding: errorData.data, as: UTF8.self),
      status: process.terminationStatus)
  }

  /// Starts a helper program in the folder without waiting for it (its output is discarded).
  func start(_ executable: String, _ arguments: [String]) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try! process.run()
    return process
  }

  /// Runs `body(i)` for `i` in `0..<count` on as many threads at once, and waits for all of them.
  /// (Background jobs in a shell script cannot be waited for here: the test runner's threads block SIGCHLD,
  /// and spawned shells inherit that mask.)
  static func concurrently(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
      group.enter()
      Thread {
        body(index)
        group.leave()
      }.start()
    }
    group.wait()
  }

  /// The bytes of a file in the folder, or nil.
  func contents(_ path: String) -> Data? {
    FileManager.default.contents(atPath: path)
  }

  func write(_ text: String, to path: String) {
    try! FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  func permissions(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? -1
  }
}

/// Holds what a background reader drained; read only after the reader's group is done.
private final class DataBox: @unchecked Sendable {
  var data = Data()
}
