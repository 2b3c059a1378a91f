import Foundation

/// The lines a running `colormix watch --format hex` printed, with the time each arrived.
final class WatchLines: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [(line: String, time: Date)] = []
  private var partial = ""

  /// Starts `colormix watch --format hex` with `arguments` in `cli`'s folder, waiting with `method`
  /// (`COLORMIX_WATCHER`); a thread collects its output.
  static func start(_ cli: Colormix, _ arguments: [String], method: String) -> (Process, WatchLines) {
    start(cli, executable: Colormix.binary, ["watch", "--format", "hex"] + arguments, method: method)
  }

  /// Starts `script` in `/bin/sh` with `$COLORMIX` naming the binary, for arguments `Process` cannot pass (bytes
  /// that are not UTF-8); the script should `exec "$COLORMIX" watch --format hex …`, so that stopping the process
  /// stops the watcher.
  static func start(_ cli: Colormix, script: String, method: String) -> (Process, WatchLines) {
    start(cli, executable: "/bin/sh", ["-c", script], method: method, extra: ["COLORMIX": Colormix.binary])
  }

  private static func start(
    _ cli: Colormix, executable: String, _ arguments: [String], method: String, extra: [String: String] = [:]
  ) -> (Process, WatchLines) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = cli.environment.merging(extra.merging(["COLORMIX_WATCHER": method]) { _, new in new }) {
      _, new in new
    }
    process.currentDirectoryURL = URL(fileURLWithPath: cli.folder)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    let lines = WatchLines()
    try! process.run()
    Thread {
      while true {
        let data = pipe.fileHandleForReading.availableData
        if data.isEmpty { break }
        lines.add(String(decoding: data, as: UTF8.self))
      }
    }.start()
    return (process, lines)
  }

  func add(_ text: String) {
    lock.withLock {
      partial += text
      while let newline = partial.firstIndex(of: "\n") {
        items.append((String(partial[..<newline]), Date()))
        partial = String(partial[partial.index(after: newline)...])
      }
    }
  }

  var all: [(line: String, time: Date)] { lock.withLock { items } }

  /// Waits up to `seconds` for `count` lines.
  func wait(for count: Int, seconds: Double = 5) async -> [(line: String, time: Date)] {
    let end = Date().addingTimeInterval(seconds)
    while all.count < count && Date() < end { await Tmux.pause(milliseconds: 2) }
    return all
  }

  /// Waits up to 5 seconds for the last line to be `line`.
  func last(becomes line: String) async -> Bool {
    let end = Date().addingTimeInterval(5)
    while all.last?.line != line && Date() < end { await Tmux.pause(milliseconds: 2) }
    return all.last?.line == line
  }
}
