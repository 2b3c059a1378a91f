import Foundation

/// A pseudo-terminal that answers colormix's color queries as a terminal would, or answers them badly: the
/// colors it has (`Script.colors`), in either terminator, late, with garbage first, without the index of an
/// `OSC 4` reply (as tmux 3.3 writes it), cut off, or not at all. colormix runs in a session of its own whose controlling
/// terminal is this one (standard input on it; standard output and error on pipes unless `stdoutOnTerminal`).
/// Everything colormix writes to the terminal is kept (`written`).
final class FakeTerminal: @unchecked Sendable {
  /// How the terminal answers.
  struct Script: Sendable {
    /// The colors it reports, by query: `10`, `11`, `12`, `4;N` → an X11 specification (`rgb:ffff/8080/0000`).
    var colors: [String: String] = [:]
    /// What ends each reply: BEL or ST (`ESC \`).
    var terminator = "\u{07}"
    /// Whether it answers Device Attributes (every real terminal does).
    var answersDeviceAttributes = true
    /// Whether it answers at all.
    var answers = true
    /// How long it takes before each answer, in milliseconds.
    var delay = 0
    /// How long it takes before its first answer, in milliseconds: a round trip (an SSH link), after which the rest
    /// comes at once.
    var firstDelay = 0
    /// Bytes it sends before its first answer.
    var garbage: [UInt8] = []
    /// Whether its `OSC 4` replies leave out the index (`ESC ] 4 ; rgb:… BEL`).
    var omitsIndex = false
    /// How many bytes of its answers it sends before it falls silent (a reply cut off), if it does.
    var fallsSilentAfter: Int?

    /// A terminal that answers nothing.
    static var silent: Script {
      var script = Script()
      script.answers = false
      return script
    }
  }

  /// A theme of every role, with 4 hex digits a channel.
  static let theme: [String: String] = {
    var colors = ["10": "rgb:c5c5/c8c8/c6c6", "11": "rgb:1d1d/1f1f/2121", "12": "rgb:aeae/afaf/adad"]
    let ansi = [
      "1d1f21", "cc6666", "b5bd68", "f0c674", "81a2be", "b294bb", "8abeb7", "c5c8c6",
      "666666", "d54e53", "b9ca4a", "e7c547", "7aa6da", "c397d8", "70c0b1", "eaeaea",
    ]
    for (index, hex) in ansi.enumerated() {
      let channels = stride(from: 0, to: 6, by: 2).map { start -> String in
        let pair = String(Array(hex)[start..<(start + 2)])
        return pair + pair
      }
      colors["4;\(index)"] = "rgb:" + channels.joined(separator: "/")
    }
    return colors
  }()

  let master: Int32
  let slavePath: String
  /// The test's own descriptor of the terminal, for its modes.
  let slave: Int32
  let script: Script
  private let lock = NSLock()
  private var received: [UInt8] = []
  private var stopped = false
  private var responder: Thread?
  /// Whether a read of the terminal found nothing more (it hung up).
  private var hungUp = false
  /// Whether the responder has read requests it has not answered yet (it may be waiting out a delay).
  private var answering = false

  init?(_ script: Script) {
    guard let (master, path) = TestPlatform.openPseudoTerminal() else { return nil }
    self.master = master
    slavePath = path
    slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    self.script = script
    let thread = Thread { [unowned self] in respond() }
    responder = thread
    thread.start()
  }

  deinit {
    close(slave)
    close(master)
  }

  /// Stops answering (before the value goes away).
  func stop() {
    lock.withLock { stopped = true }
    while lock.withLock({ responder != nil }) { usleep(1000) }
  }

  /// What colormix wrote to the terminal so far.
  var written: String {
    lock.withLock { String(decoding: received, as: UTF8.self) }
  }

  /// Forgets what colormix wrote so far.
  func clearWritten() {
    lock.withLock { received = [] }
  }

  /// The terminal's modes now, as bytes.
  var modes: [UInt8]? { TestPlatform.terminalModes(slave) }

  /// Whether colormix has put the terminal in raw mode.
  var isRaw: Bool { TestPlatform.isRaw(slave) }

  /// Whether the terminal is in raw mode within `seconds`, looked at on this thread: a test that awaited instead
  /// would wait behind every other test's turn on the shared executor, past the program's own timeout.
  func becomesRaw(within seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !isRaw {
      if Date() > deadline { return isRaw }
      usleep(2000)
    }
    return true
  }

  /// Types `bytes` as if at the keyboard.
  func type(_ bytes: [UInt8]) {
    var bytes = bytes
    _ = write(master, &bytes, bytes.count)
  }

  /// colormix running on this terminal.
  final class Running {
    let pid: pid_t
    let output: Int32
    let error: Int32

    init(pid: pid_t, output: Int32, error: Int32) {
      self.pid = pid
      self.output = output
      self.error = error
    }

    /// Waits for it to end: what it printed and its status (or the signal that ended it).
    func finish() -> Colormix.Result {
      let (out, err) = Colormix.drain(output, error)
      close(output)
      close(error)
      let status = TestPlatform.wait(pid)
      return Colormix.Result(
        stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self), status: status)
    }
  }

  /// Starts colormix with this terminal as its controlling terminal.
  func start(
    _ cli: Colormix, _ arguments: [String], environment extra: [String: String?] = [:], stdoutOnTerminal: Bool = false
  ) -> Running {
    lock.withLock { hungUp = false }
    var environment = cli.environment
    environment["TERM"] = "xterm-256color"
    for (name, value) in extra { environment[name] = value }
    let output = TestPlatform.closeOnExecPipe()
    let error = TestPlatform.closeOnExecPipe()
    let path = slavePath
    let pid = TestPlatform.spawn(Colormix.binary, arguments, environment: environment, newSession: true) { actions in
      // Opened by the leader of a new session, the terminal becomes its controlling terminal.
      posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
      if stdoutOnTerminal {
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
      } else {
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
      }
      posix_spawn_file_actions_adddup2(&actions, error.write, 2)
      TestPlatform.changeFolder(to: cli.folder, in: &actions)
      TestPlatform.closeDescriptors(from: 3, in: &actions)
    }
    close(output.write)
    close(error.write)
    guard let pid else { fatalError("cannot run colormix") }
    return Running(pid: pid, output: output.read, error: error.read)
  }

  /// Runs colormix on this terminal to its end; what it wrote to the terminal is all in `written` then.
  func run(
    _ cli: Colormix, _ arguments: [String], environment: [String: String?] = [:], stdoutOnTerminal: Bool = false
  ) -> Colormix.Result {
    let result = start(cli, arguments, environment: environment, stdoutOnTerminal: stdoutOnTerminal).finish()
    drain()
    return result
  }

  /// Waits until the responder has kept everything colormix wrote: the terminal holds nothing unread, or it hung
  /// up when colormix (its session's leader) ended, after the last bytes were read.
  func drain() {
    while lock.withLock({ () -> Bool in
      var polled = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      return poll(&polled, 1, 0) > 0 && polled.revents & Int16(POLLIN) != 0 && !hungUp && responder != nil
    }) {
      usleep(1000)
    }
  }

  /// What a program run next on this terminal (the shell) would read, once the terminal has answered every
  /// request it read (however late): the input nobody read, and what the terminal echoed of it. Read within
  /// `seconds` of the last answer, with the terminal's line editing off so that a part of a line counts too.
  func leftForTheShell(within seconds: Double = 0.5) -> [UInt8] {
    while lock.withLock({ answering && responder != nil }) { usleep(1000) }
    let before = lock.withLock { received.count }
    var modes = termios()
    tcgetattr(slave, &modes)
    var raw = modes
    cfmakeraw(&raw)
    tcsetattr(slave, TCSANOW, &raw)
    defer { tcsetattr(slave, TCSANOW, &modes) }
    var left: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let wait = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
      var polled = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
      guard poll(&polled, 1, wait) > 0, polled.revents & Int16(POLLIN) != 0 else { break }
      let count = read(slave, &buffer, buffer.count)
      guard count > 0 else { break }
      left += buffer[0..<count]
    }
    drain()
    let echoed = lock.withLock { Array(received[before...]) }
    return left + echoed
  }

  /// Reads what colormix writes and answers each query in order, until stopped.
  private func respond() {
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var first = true
    var left = script.fallsSilentAfter ?? Int.max
    while !lock.withLock({ stopped }) {
      var polled = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&polled, 1, 20) > 0 else { continue }
      // Read and kept under the lock, so that `drain()` sees either bytes still in the terminal or kept ones.
      let count = lock.withLock {
        let count = read(master, &buffer, buffer.count)
        if count > 0 {
          received += buffer[0..<count]
          answering = true
        } else {
          hungUp = true
        }
        return count
      }
      guard count > 0 else { continue }
      pending += buffer[0..<count]
      defer { lock.withLock { answering = false } }
      while let (request, rest) = FakeTerminal.nextRequest(pending) {
        pending = rest
        guard script.answers, let answer = answer(request) else { continue }
        if script.delay > 0 { usleep(UInt32(script.delay * 1000)) }
        if first {
          if script.firstDelay > 0 { usleep(UInt32(script.firstDelay * 1000)) }
          type(script.garbage)
          first = false
        }
        let bytes = Array(answer.utf8.prefix(left))
        left -= bytes.count
        type(bytes)
      }
    }
    lock.withLock { responder = nil }
  }

  /// The reply to one request: `OSC CODE;?` (a color) or `CSI c` (Device Attributes).
  private func answer(_ request: String) -> String? {
    if request == "\u{1B}[c" { return script.answersDeviceAttributes ? "\u{1B}[?62;22c" : nil }
    guard request.hasPrefix("\u{1B}]"), request.hasSuffix(";?") else { return nil }
    let code = String(request.dropFirst(2).dropLast(2))
    guard let color = script.colors[code] else { return nil }
    let named = script.omitsIndex && code.hasPrefix("4;") ? "4" : code
    return "\u{1B}]\(named);\(color)\(script.terminator)"
  }

  /// The first whole request in `bytes` (an OSC without its terminator, or a CSI) and what follows it; bytes
  /// before it that begin no request are dropped.
  private static func nextRequest(_ bytes: [UInt8]) -> (String, [UInt8])? {
    guard let start = bytes.firstIndex(of: 0x1B), start + 1 < bytes.count else { return nil }
    if bytes[start + 1] == UInt8(ascii: "[") {
      guard let end = bytes[(start + 2)...].firstIndex(where: { (0x40...0x7E).contains($0) }) else { return nil }
      return (String(decoding: bytes[start...end], as: UTF8.self), Array(bytes[(end + 1)...]))
    }
    if bytes[start + 1] == UInt8(ascii: "]") {
      guard let end = bytes[(start + 2)...].firstIndex(of: 0x07) else { return nil }
      return (String(decoding: bytes[start..<end], as: UTF8.self), Array(bytes[(end + 1)...]))
    }
    return (String(decoding: bytes[start...(start + 1)], as: UTF8.self), Array(bytes[(start + 2)...]))
  }
}
