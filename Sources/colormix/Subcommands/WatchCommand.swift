import ColorCore
@preconcurrency import Glibc

/// `colormix watch`: prints the current color, then one line each time the stored color changes, until
/// interrupted. It sleeps in `poll` on an inotify descriptor for the store's folder, so an idle watcher uses no CPU.
struct WatchCommand: Subcommand {
  static let name = "watch"
  static let spec = CommandSpec(
    name, summary: "Print the color, then a line each time it changes, until interrupted.",
    discussion: """
      Any process's change counts (the store is replaced by rename; each line is read as show reads it). A corrupt
      store prints the error and watching goes on; a store folder that does not exist yet is waited for. Ends with
      status 0 on SIGINT or SIGTERM, and quietly when the reader of its output goes away.
      """,
    options: [.format(OutputFormat.names), .color, .store])

  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    format = parsed.format
  }

  func run(_ context: Context) throws {
    let path = try context.storePath()
    let absolute = path.hasPrefix("/") ? path : WatchCommand.workingFolder() + "/" + path
    let slash = absolute.lastIndex(of: "/")!
    let folder = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
    let name = String(absolute[absolute.index(after: slash)...])
    // A parent may hand down a mask that blocks them (test runners do); the watcher must hear them.
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&signals, number) }
    sigprocmask(SIG_UNBLOCK, &signals, nil)
    signal(SIGINT) { _ in _exit(0) }
    signal(SIGTERM) { _ in _exit(0) }
    let events = inotify_init1(Int32(IN_CLOEXEC))
    guard events >= 0 else { throw StoreError.file(FileError(.read, path: folder, code: errno)) }
    var last: Color?
    var watch = WatchCommand.watchNearest(folder, events)
    last = show(context, after: last)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var fds = [pollfd(fd: events, events: Int16(POLLIN), revents: 0), pollfd(fd: 1, events: 0, revents: 0)]
      if poll(&fds, 2, -1) < 0 { continue }
      // The reader of standard output went away (`| head -1`): end quietly.
      if fds[1].revents & Int16(POLLERR | POLLHUP) != 0 { return }
      let count = buffer.withUnsafeMutableBytes { read(events, $0.baseAddress, $0.count) }
      guard count > 0 else { continue }
      var changed = false
      var offset = 0
      while offset + MemoryLayout<inotify_event>.size <= count {
        let (length, mask, eventName) = buffer.withUnsafeBytes { raw -> (Int, UInt32, String) in
          let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          let start = offset + MemoryLayout<inotify_event>.size
          let bytes = raw[start..<(start + Int(event.len))].prefix { $0 != 0 }
          return (Int(event.len), event.mask, String(decoding: bytes, as: UTF8.self))
        }
        offset += MemoryLayout<inotify_event>.size + length
        if watch.path == folder {
          if eventName == name || mask & UInt32(IN_IGNORED) != 0 { changed = true }
        } else {
          changed = true
        }
      }
      if watch.path != folder || !WatchCommand.exists(folder) {
        // Waiting for the folder: move the watch closer when a part of the path appears.
        let nearer = WatchCommand.nearestExisting(folder)
        if nearer != watch.path {
          inotify_rm_watch(events, watch.descriptor)
          watch = WatchCommand.watchNearest(folder, events)
        }
      }
      if changed { last = show(context, after: last) }
    }
  }

  /// Prints the stored color when it differs from `last` (or the error, on stderr); returns what was printed.
  private func show(_ context: Context, after last: Color?) -> Color? {
    do {
      let (color, warnings) = try context.colorStore().load()
      if color == last { return last }
      try ColorPrinter.print(color, warnings: warnings, format: format, context)
      return color
    } catch {
      context.output.writeError("colormix: error: " + Diagnostics.describe(error).message + "\n")
      return nil
    }
  }

  private static func watchNearest(_ folder: String, _ events: Int32) -> (path: String, descriptor: Int32) {
    let path = nearestExisting(folder)
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
    return (path, inotify_add_watch(events, path, mask))
  }

  private static func nearestExisting(_ folder: String) -> String {
    var path = folder
    while !exists(path), let slash = path.lastIndex(of: "/") {
      path = slash == path.startIndex ? "/" : String(path[..<slash])
    }
    return path
  }

  private static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  private static func workingFolder() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
