import ColorCore
import ColorTerminal

/// `colormix watch`: prints the current color, then one line each time the stored color changes, until
/// interrupted. It sleeps in `poll` on an inotify descriptor for the store's folder, so an idle watcher uses no CPU
/// (or checks the store every 250 ms where inotify is refused or `COLORMIX_WATCHER=poll`).
struct WatchCommand: Subcommand {
  static let name = "watch"
  static let spec = CommandSpec(
    name, summary: "Print the color, then a line each time it changes, until interrupted.",
    discussion: """
      Any process's change counts (the store is replaced by rename; each line is read as show reads it). A corrupt
      store prints the error and watching goes on; a store folder that does not exist yet is waited for. Ends with
      status 0 on SIGINT or SIGTERM, and quietly when the reader of its output goes away.
      """,
    options: [.format(OutputFormat.names), .color, .store, .blockShape],
    examples: [
      """
      colormix watch --format hex | head -1
      #000000
      """,
      """
      colormix set tomato >/dev/null; colormix watch | head -1
      #ff6347
      """,
    ])

  var format: OutputFormat

  init(_ parsed: ParsedCommandLine) {
    format = parsed.format
  }

  func run(_ context: Context) throws {
    // Resolved now so that a path that cannot be used stops here; each change is read with the path resolved
    // anew, since links may be pointed elsewhere and folders moved while it watches.
    _ = try context.storePaths()
    // A parent may hand down a mask that blocks them (test runners do); the watcher must hear them.
    Platform.unblock([SignalNumber.interrupt, SignalNumber.terminate, SignalNumber.brokenPipe])
    Platform.exitQuietlyOnInterrupt()
    let watcher = try context.watchMethod().watcher(
      store: try context.storePath(), companions: [Array("palette.json".utf8)])
    var last = show(context, after: nil)
    var warned = false
    // Output that cannot be written ends the watcher; Frontend turns the failure into exit 74.
    while context.output.failure == nil {
      if let fallback = watcher.fallback, !warned {
        warned = true
        context.output.warn(
          "\(Diagnostics.describe(StoreError.file(fallback)).message) Checking the store every "
            + "\(PollingWatcher.interval) ms instead.")
      }
      var fds = PollSet()
      fds.add(1, waitingFor: [])
      if let descriptor = watcher.descriptor { fds.add(descriptor, waitingFor: .input) }
      if fds.wait(timeout: watcher.timeout) < 0 { continue }
      // The reader of standard output went away (`| head -1`): end quietly.
      if !fds.reported(0).isDisjoint(with: [.error, .hangUp]) { return }
      if watcher.readChanges() { last = show(context, after: last) }
    }
  }

  /// Prints the stored color when it differs from `last` (or the error, on stderr); returns what was printed.
  private func show(_ context: Context, after last: StoredColor?) -> StoredColor? {
    let context = context.rereading()
    do {
      let loaded = try context.colorStore().load()
      let (color, warnings) = (loaded.color, loaded.warnings)
      if color == last { return last }
      try ColorPrinter.print(color, exact: loaded.exactColor, warnings: warnings, format: format, context)
      return color
    } catch {
      // The color printed last stays the one compared with: the store coming back as it was prints nothing.
      context.output.writeError("colormix: error: " + Diagnostics.describe(error).message + "\n")
      return last
    }
  }
}
