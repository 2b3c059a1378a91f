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

  /// The `colormix` the end-to-end tests run: `COLORMIX_TEST_BINARY` when it names one (`.ci/run` gives the
  /// release build, as it ships), else the one built next to the test bundle.
  static let binary: String = {
    if let given = ProcessInfo.processInfo.environment["COLORMIX_TEST_BINARY"], !given.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: given) else {
        fatalError("COLORMIX_TEST_BINARY names \(given), which is not an executable file")
      }
      return given
    }
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

  /// Runs `executable` in the folder and returns what it wrote and how it ended (the exit status, or the number of
  /// the signal that ended it). Spawned directly (`posix_spawn`) with an empty signal mask and default signal
  /// actions, its output drained from two pipes until both close, then waited for with `waitpid`: no run loop
  /// polls for its end, so a run costs what the program costs.
  func run(
    executable: String, _ arguments: [String], environment extra: [String: String?] = [:], stdin: String? = nil
  ) -> Result {
    var environment = self.environment
    for (name, value) in extra { environment[name] = value }
    var inputPath = "/dev/null"
    if let stdin {
      inputPath = folder + "/stdin-\(UUID().uuidString)"
      try! Data(stdin.utf8).write(to: URL(fileURLWithPath: inputPath))
    }
    defer { if stdin != nil { unlink(inputPath) } }
    let output = TestPlatform.closeOnExecPipe()
    let error = TestPlatform.closeOnExecPipe()
    let pid = TestPlatform.spawn(executable, arguments, environment: environment) { actions in
      posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
      posix_spawn_file_actions_adddup2(&actions, output.write, 1)
      posix_spawn_file_actions_adddup2(&actions, error.write, 2)
      TestPlatform.changeFolder(to: folder, in: &actions)
      TestPlatform.closeDescriptors(from: 3, in: &actions)
    }
    close(output.write)
    close(error.write)
    defer {
      close(output.read)
      close(error.read)
    }
    guard let pid else { fatalError("cannot run \(executable)") }
    let (outputData, errorData) = Colormix.drain(output.read, error.read)
    let status = TestPlatform.wait(pid)
    return Result(
      stdout: String(decoding: outputData, as: UTF8.self), stderr: String(decoding: errorData, as: UTF8.self),
      status: status)
  }

  /// Reads two descriptors until both reach their end, whichever is written first, so that a child filling one
  /// pipe is never blocked while the other is read.
  static func drain(_ first: Int32, _ second: Int32) -> (Data, Data) {
    var data = [Data(), Data()]
    var polled = [
      pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0),
    ]
    var buffer = [UInt8](repeating: 0, count: 65536)
    while polled.contains(where: { $0.fd >= 0 }) {
      guard poll(&polled, 2, -1) >= 0 || errno == EINTR else { break }
      for index in 0..<2 where polled[index].fd >= 0 && polled[index].revents != 0 {
        let count = read(polled[index].fd, &buffer, buffer.count)
        if count > 0 {
          data[index].append(contentsOf: buffer[0..<count])
        } else if count == 0 || errno != EINTR {
          polled[index].fd = -1
        }
      }
    }
    return (data[0], data[1])
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
