import Foundation

/// A private tmux server (its own socket in the test's folder) with one detached 100×32 window running an interactive bash, for
/// driving `colormix mix` in a real terminal; the server is killed when the value goes away.
final class Tmux: @unchecked Sendable {
  /// Where tmux is, when it is installed.
  static let path: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static var isInstalled: Bool { path != nil }

  let cli: Colormix
  /// The server's own socket, in the test's folder (so it goes away with the folder): `tmux -S`.
  let socket: String

  /// Starts the server; `environment` adds variables for the shell (and so for colormix).
  init(_ cli: Colormix, environment: [String: String] = [:], width: Int = 100, height: Int = 32) async {
    await Tmux.sessions.enter()
    self.cli = cli
    socket = cli.folder + "/tmux-\(UUID().uuidString.prefix(8)).socket"
    var variables = cli.environment
    for (name, value) in environment { variables[name] = value }
    variables["COLORMIX"] = Colormix.binary
    variables["TERM"] = "xterm-256color"
    // No history file: a shell writing one as it ends would race the removal of the test's folder.
    variables["HISTFILE"] = ""
    self.variables = variables
    // The prompt comes from a startup file: bash run as root sets its own PS1 whatever the environment says.
    let startup = cli.folder + "/tmux-bashrc"
    FileManager.default.createFile(atPath: startup, contents: Data("PS1='$ '\n".utf8))
    tmux(
      [
        "-f", "/dev/null", "new-session", "-d", "-c", cli.folder, "-x", "\(width)", "-y", "\(height)",
        "bash --rcfile \(startup) --noprofile -i",
      ])
    _ = await waitFor { $0.contains("$") }
  }

  private let variables: [String: String]

  deinit {
    let processes = tmux(["list-panes", "-F", "#{pid} #{pane_pid}"]).split(whereSeparator: \.isWhitespace)
      .compactMap { pid_t($0) }
    tmux(["kill-server"])
    // The server takes a second or more to end after kill-server returns: end it and the shell now, and wait for
    // them (at most 2 s), so that nothing of theirs is still writing when the test's folder is removed. An ended
    // process whose parent has not collected it yet (as a container's first process may take a second to) writes
    // nothing: it counts as ended.
    for pid in processes { kill(pid, SIGKILL) }
    for _ in 0..<200 where processes.contains(where: { TestPlatform.isRunning($0) }) { usleep(10_000) }
    Task { await Tmux.sessions.leave() }
  }

  /// At most four sessions at once: each test polls its screen by running tmux, and forty polling together keep
  /// both cores busy starting processes, so that every test (tmux or not) waits far longer than it works.
  static let sessions = Gate(places: 4)

  /// Lets `places` tasks in at once; the others wait their turn, in order.
  actor Gate {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(places: Int) { free = places }

    func enter() async {
      if free > 0 {
        free -= 1
        return
      }
      await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
      guard waiting.isEmpty else { return waiting.removeFirst().resume() }
      free += 1
    }
  }

  /// Runs tmux on this server and returns its standard output.
  ///
  /// Spawned as `TestPlatform.spawn` starts every child (a tmux server or the shell in it with the test runner's
  /// signal mask would never see SIGCHLD or SIGTERM). The output goes through a file, not a pipe, since the server started by the first command keeps its descriptors.
  @discardableResult
  func tmux(_ arguments: [String]) -> String {
    let outputPath = cli.folder + "/tmux-output-\(UUID().uuidString)"
    defer { unlink(outputPath) }
    let pid = TestPlatform.spawn(Tmux.path!, ["-S", socket] + arguments, environment: variables) { actions in
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    guard let pid else { return "" }
    _ = TestPlatform.wait(pid)
    return String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
  }

  /// Types a line into the shell and presses Enter.
  func line(_ text: String) {
    tmux(["send-keys", "-l", text])
    tmux(["send-keys", "Enter"])
  }

  /// Sends tmux key names (`Right`, `S-Left`, `C-c`, `q`).
  func keys(_ names: String...) {
    tmux(["send-keys"] + names)
  }

  /// Sends raw bytes, as a terminal would for the mouse.
  func bytes(_ text: String) {
    tmux(["send-keys", "-H"] + text.utf8.map { String($0, radix: 16) })
  }

  /// An SGR mouse report (1-based column and row): `M` for press or drag, `m` for release.
  func mouse(_ button: Int, column: Int, row: Int, release: Bool = false) {
    bytes("\u{1B}[<\(button);\(column);\(row)" + (release ? "m" : "M"))
  }

  /// The screen's text; with `escapes`, with its colors and attributes as SGR codes.
  func screen(escapes: Bool = false) -> String {
    tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []))
  }

  /// A tmux format, such as `#{alternate_on}`.
  func format(_ text: String) -> String {
    tmux(["display-message", "-p", text]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Polls the screen until `condition` holds, for at most `seconds`; returns the last screen seen.
  @discardableResult
  func waitFor(seconds: Double = 3, escapes: Bool = false, _ condition: (String) -> Bool) async -> String {
    let end = Date().addingTimeInterval(seconds)
    var text = screen(escapes: escapes)
    while !condition(text) && Date() < end {
      await Tmux.pause()
      text = screen(escapes: escapes)
    }
    return text
  }

  /// Waits until the screen shows `text`; returns whether it did.
  @discardableResult
  func waitFor(_ text: String, seconds: Double = 3) async -> Bool {
    await waitFor(seconds: seconds) { $0.contains(text) }.contains(text)
  }

  /// Looks until `condition` holds, for at most `seconds`, pausing between two looks; whether it held. The last
  /// look comes after the deadline, so a test whose task was not run for a while under load still sees the
  /// condition that came true meanwhile.
  @discardableResult
  static func eventually(within seconds: Double, _ condition: () -> Bool) async -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while !condition() {
      guard Date() < end else { return false }
      await pause()
    }
    return true
  }

  /// A short pause between two looks that gives the thread back (Swift Testing runs as many tests at once as
  /// there are cores: a test that blocked while it waits would keep the others waiting too).
  static func pause(milliseconds: UInt64 = 20) async {
    try? await Task.sleep(nanoseconds: milliseconds * 1_000_000)
  }
}
