import Foundation

/// What the tests need that differs between systems, in one place: the one test file that may name Linux-only
/// paths (`scripts/check-platform` allows it), and the check for tools outside POSIX.
enum TestPlatform {
  /// The running test binary: `/proc/self/exe` where there is one, else the test bundle's path.
  static var testBinary: String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    return Bundle(for: Colormix.self).bundlePath
  }

  /// The user and system CPU time of a process in clock ticks (`/proc/PID/stat` fields 14 and 15), or nil where
  /// the system has no `/proc`.
  static func cpuTicks(_ pid: Int32) -> Int? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
    let fields = String(decoding: data, as: UTF8.self).split(separator: ")").last?.split(separator: " ") ?? []
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    return user + system
  }

  /// Whether the process `pid` is still running: it exists and, where `/proc` says, has not ended (a zombie, state
  /// `Z` or `X`, waits only for its parent to collect it).
  static func isRunning(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return true }
    let state = String(decoding: data, as: UTF8.self).split(separator: ")").last?.split(separator: " ").first
    return state != "Z" && state != "X"
  }

  /// Linux's length of a new inotify queue, which root may lower for a moment.
  static let inotifyQueueLimit = "/proc/sys/fs/inotify/max_queued_events"

  /// `posix_spawn`'s file actions and attributes: structures on Linux, pointers (nil until initialized) on Darwin.
  #if canImport(Darwin)
    typealias SpawnActions = posix_spawn_file_actions_t?
    static func newSpawnActions() -> SpawnActions { nil }
    static func newSpawnAttributes() -> posix_spawnattr_t? { nil }
  #else
    typealias SpawnActions = posix_spawn_file_actions_t
    static func newSpawnActions() -> SpawnActions { posix_spawn_file_actions_t() }
    static func newSpawnAttributes() -> posix_spawnattr_t { posix_spawnattr_t() }
  #endif

  /// Starts `executable` with `arguments` and exactly `environment`, the file actions `configure` adds, an empty
  /// signal mask and every signal's default action (the test runner's threads block signals, and a child that
  /// inherited that mask would never see SIGCHLD or SIGTERM); its process ID, or nil when it could not start.
  /// With `newSession`, the child starts a session of its own (`POSIX_SPAWN_SETSID`), without a controlling
  /// terminal until it opens one: the first terminal its file actions open becomes it.
  static func spawn(
    _ executable: String, _ arguments: [String], environment: [String: String], newSession: Bool = false,
    actions configure: (inout SpawnActions) -> Void
  ) -> pid_t? {
    var actions = newSpawnActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    configure(&actions)
    var attributes = newSpawnAttributes()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    var defaults = sigset_t()
    sigfillset(&defaults)
    sigdelset(&defaults, SIGKILL)
    sigdelset(&defaults, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | (newSession ? spawnNewSession : 0)))
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    return posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 ? pid : nil
  }

  /// Waits for the child `pid` to end: its exit status, or the number of the signal that ended it.
  static func wait(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : signal
  }

  #if canImport(Darwin)
    /// Closes every descriptor from `lowest` up in a spawned child.
    static func closeDescriptors(from lowest: Int32, in actions: inout SpawnActions) {
      for descriptor in lowest..<Int32(1024) where fcntl(descriptor, F_GETFD) != -1 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }

    /// Makes the spawned child start in `folder`.
    static func changeFolder(to folder: String, in actions: inout SpawnActions) {
      posix_spawn_file_actions_addchdir_np(&actions, folder)
    }

    /// A pipe whose two ends are closed in every program this process starts.
    static func closeOnExecPipe() -> (read: Int32, write: Int32) {
      var ends: [Int32] = [-1, -1]
      precondition(pipe(&ends) == 0, "pipe failed")
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      return (ends[0], ends[1])
    }
  #else
    /// Closes every descriptor from `lowest` up in a spawned child.
    static func closeDescriptors(from lowest: Int32, in actions: inout SpawnActions) {
      _ = spawnCloseFrom(&actions, lowest)
    }

    /// Makes the spawned child start in `folder`.
    static func changeFolder(to folder: String, in actions: inout SpawnActions) {
      _ = spawnChangeFolder(&actions, folder)
    }

    /// A pipe whose two ends are closed in every program this process starts, made so at once (`pipe2`), so that
    /// no program another test starts meanwhile can inherit it and keep it open.
    static func closeOnExecPipe() -> (read: Int32, write: Int32) {
      var ends: [Int32] = [-1, -1]
      precondition(pipeClosedOnExec(&ends, O_CLOEXEC) == 0, "pipe2 failed")
      return (ends[0], ends[1])
    }
  #endif

  /// `POSIX_SPAWN_SETSID`, which the C library's module declares only for `_GNU_SOURCE` on Linux.
  #if canImport(Darwin)
    static let spawnNewSession = Int32(POSIX_SPAWN_SETSID)
  #else
    static let spawnNewSession: Int32 = 0x80
  #endif

  /// A new pseudo-terminal (`posix_openpt`): its master's descriptor and its slave's path, or nil.
  static func openPseudoTerminal() -> (master: Int32, slave: String)? {
    let master = openPseudoTerminalMaster(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0 else { return nil }
    var name = [CChar](repeating: 0, count: 128)
    guard grantPseudoTerminal(master) == 0, unlockPseudoTerminal(master) == 0,
      pseudoTerminalName(master, &name, name.count) == 0
    else {
      close(master)
      return nil
    }
    return (master, String(cString: name))
  }

  /// The terminal modes of `fd` (`tcgetattr`) as bytes, to compare; nil when it is not a terminal.
  static func terminalModes(_ fd: Int32) -> [UInt8]? {
    var modes = termios()
    guard tcgetattr(fd, &modes) == 0 else { return nil }
    return withUnsafeBytes(of: &modes) { Array($0) }
  }

  /// Whether the terminal on `fd` is in raw mode now (no line editing: `ICANON` off).
  static func isRaw(_ fd: Int32) -> Bool {
    var modes = termios()
    return tcgetattr(fd, &modes) == 0 && modes.c_lflag & tcflag_t(ICANON) == 0
  }

  /// Linux's folder of process files, where `/dev/stdin` leads.
  static let processFiles = "/proc/"

  /// A folder that is always there on Linux.
  static let processFolder: String? = FileManager.default.fileExists(atPath: processFiles + "self") ? "/proc/self" : nil

  /// Whether there is `/dev/full` (Linux), a device every write to fails with `ENOSPC`.
  static let hasDevFull = FileManager.default.fileExists(atPath: "/dev/full")

  /// The read end of a new pipe that holds `bytes` and whose write end is closed (so reading ends after them), or
  /// nil when the system refuses a pipe. The caller closes it.
  static func readablePipe(holding bytes: [UInt8]) -> Int32? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    var bytes = bytes
    _ = write(ends[1], &bytes, bytes.count)
    close(ends[1])
    return ends[0]
  }

  /// Closes `fd`.
  static func closeDescriptor(_ fd: Int32) {
    close(fd)
  }

  /// Whether `tool` is on the tests' PATH (`/usr/bin:/bin`, and `/usr/local/bin`).
  static func has(_ tool: String) -> Bool {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + tool) }
  }

  /// Whether `script` is util-linux's, which takes `-qec COMMAND FILE` (BSD's and macOS's take other flags).
  static let hasUtilLinuxScript: Bool = {
    guard has("script") else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "script --version 2>&1"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self).contains("util-linux")
  }()
}

// glibc and musl declare these only for `_GNU_SOURCE`, which the Swift module of the C library does not define.
#if canImport(Darwin)
  private func openPseudoTerminalMaster(_ flags: Int32) -> Int32 { posix_openpt(flags) }
  private func grantPseudoTerminal(_ fd: Int32) -> Int32 { grantpt(fd) }
  private func unlockPseudoTerminal(_ fd: Int32) -> Int32 { unlockpt(fd) }
  private func pseudoTerminalName(_ fd: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int) -> Int32 {
    guard let name = ptsname(fd) else { return -1 }
    strlcpy(buffer, name, size)
    return 0
  }
#else
  @_silgen_name("posix_spawn_file_actions_addclosefrom_np")
  private func spawnCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ lowest: Int32) -> Int32
  @_silgen_name("posix_spawn_file_actions_addchdir_np")
  private func spawnChangeFolder(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: UnsafePointer<CChar>
  )
    -> Int32
  @_silgen_name("posix_openpt")
  private func openPseudoTerminalMaster(_ flags: Int32) -> Int32
  @_silgen_name("grantpt")
  private func grantPseudoTerminal(_ fd: Int32) -> Int32
  @_silgen_name("unlockpt")
  private func unlockPseudoTerminal(_ fd: Int32) -> Int32
  @_silgen_name("ptsname_r")
  private func pseudoTerminalName(_ fd: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int) -> Int32
  @_silgen_name("pipe2")
  private func pipeClosedOnExec(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
#endif
