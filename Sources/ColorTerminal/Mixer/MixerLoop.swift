import ColorCore

/// Runs the mixer on the terminal: sleeps in `poll` on the input, the signal pipe and inotify, feeds what arrives
/// to `Mixer.update`, carries out the effects through the stores and draws each frame with one `write`.
///
/// An idle mixer sleeps with no timeout; the only timeouts are the 50 ms after a lone Esc and a pending
/// (coalesced) color write. While a slider is dragged the color is written at most every 50 ms, and a pending
/// write is always done before anything else touches the store, before a suspend and before exit. The terminal
/// is restored on every way out: `q`, Esc, Ctrl-C, SIGINT, SIGTERM, SIGHUP and the other signals that end a
/// process (`SignalPipe.ending`; after them the process ends by that signal), the input closing, and errors.
package final class MixerLoop {
  /// The shortest time between two color writes while values change quickly, in milliseconds.
  package static let writeInterval = 50

  /// Where the stores are: each use resolves the store path anew, so that a link pointed elsewhere or a folder
  /// moved is followed (and a link planted by another user refused) while the mixer runs.
  private let stores: MixerStores
  private var colorStore: ColorStore {
    get throws { try stores.colorStore() }
  }
  private var paletteStore: PaletteStore {
    get throws { try stores.paletteStore() }
  }
  private let depth: ColorDepth
  /// Whether the message line says that colors are approximated (`ApproximationNotice.applies`).
  private let approximate: Bool
  private let watcher: any FolderWatcher
  /// Whether the message line has said that the watcher fell back to polling.
  private var toldFallback = false
  private let session = TerminalSession()
  private var state: MixerState
  private var decoder = InputDecoder()
  /// The frame on the terminal now; nil forces a full redraw.
  private var screen: CellGrid?
  /// A color shown but not yet written.
  private var pendingColor: StoredColor?
  /// When the last color write happened (monotonic milliseconds).
  private var lastWrite = Int.min / 2
  /// When the decoder started waiting after an Esc.
  private var escapeSince: Int?
  /// A store change seen while a write was pending: reloaded right after that write.
  private var reloadWanted = false
  /// What the last store write threw, nil once one succeeds: `q` then ends the mixer with it (`MixerWriteFailure`).
  private var writeFailure: (any Error)?
  /// The stored color exactly as it was set (`set '#777777'`), until the mixer changes it: what saving it saves.
  private var storedExact: (tenths: StoredColor, exact: ColorStore.Exact)?

  /// Loads the color, sides and palette; a corrupt store stops here, before the terminal is touched.
  /// `terminalBackground` is the terminal's background when known (`TerminalBackground`), for the polygon's backdrop.
  package init(
    stores: MixerStores, depth: ColorDepth, approximate: Bool, watchMethod: WatchMethod,
    terminalBackground: Color? = nil
  ) throws {
    self.stores = stores
    self.depth = depth
    self.approximate = approximate
    let loaded = try stores.colorStore().load()
    storedExact = loaded.exactColor.map { (loaded.color, $0) }
    let palette = try stores.paletteStore().load().entries.map(PaletteRow.init)
    let size = TerminalSession.size()
    state = MixerState(
      color: loaded.color, sides: loaded.sides, sliders: loaded.sliders, palette: palette, width: size.width,
      height: size.height)
    state.terminalBackground = terminalBackground
    // The palette lives beside the real store file.
    watcher = watchMethod.watcher(store: try stores.storePath(), companions: [Array("palette.json".utf8)])
  }

  /// Runs until the user quits; throws what went wrong after restoring the terminal.
  package func run() throws {
    let signals = SignalPipe.install()
    Platform.unblock(SignalPipe.signals)
    defer { session.leave() }
    try session.enter()
    while true {
      draw()
      var fds = PollSet()
      fds.add(0, waitingFor: .input)
      fds.add(signals, waitingFor: .input)
      if let descriptor = watcher.descriptor { fds.add(descriptor, waitingFor: .input) }
      let ready = fds.wait(timeout: timeout())
      if ready < 0 {
        if Platform.lastError == SystemError.interrupted { continue }
        throw StoreError.file(StoreError.FileError(.read, path: "standard input", code: Platform.lastError))
      }
      let now = MixerLoop.milliseconds()
      if !fds.reported(1).isEmpty {
        for number in SignalPipe.drain(signals) {
          if try handleSignal(number) { return }
        }
      }
      if fds.reported(0).contains(.input) {
        if try readInput() { return }
      } else if !fds.reported(0).isDisjoint(with: [.hangUp, .error, .invalid]) {
        return try quit()
      }
      if let since = escapeSince, now - since >= InputDecoder.escapeTimeoutMilliseconds {
        escapeSince = nil
        if try handle(decoder.flushPendingEscape().map(MixerEvent.input)) { return }
      }
      if (watcher.descriptor == nil || (2..<fds.count).contains(where: { !fds.reported($0).isEmpty }))
        && watcher.readChanges()
      {
        reloadWanted = true
      }
      if let fallback = watcher.fallback, !toldFallback {
        toldFallback = true
        setMessage(
          stores.describe(StoreError.file(fallback))
            + " Checking every \(PollingWatcher.interval) ms instead.")
      }
      if pendingColor != nil && MixerLoop.milliseconds() - lastWrite >= MixerLoop.writeInterval { flushWrite() }
      if reloadWanted && pendingColor == nil { reload() }
    }
  }

  /// Milliseconds until the next timed thing: the Esc flush, a pending write, or the watcher's next check; -1
  /// (forever) when idle.
  private func timeout() -> Int32 {
    var deadline: Int? = watcher.timeout < 0 ? nil : MixerLoop.milliseconds() + Int(watcher.timeout)
    if let since = escapeSince {
      let due = since + InputDecoder.escapeTimeoutMilliseconds
      deadline = deadline.map { min($0, due) } ?? due
    }
    if pendingColor != nil {
      let due = lastWrite + MixerLoop.writeInterval
      deadline = deadline.map { min($0, due) } ?? due
    }
    guard let deadline else { return -1 }
    return Int32(max(0, deadline - MixerLoop.milliseconds()))
  }

  /// Reads what the terminal sent and applies it; true when the mixer is done.
  private func readInput() throws -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { Platform.read(0, $0.baseAddress, $0.count) }
    if count < 0 && Platform.lastError == SystemError.wouldBlock { return false }
    // The input closed (or the terminal went away): leave as on `q`.
    guard count > 0 else {
      try quit()
      return true
    }
    let events = decoder.feed(buffer[0..<count])
    escapeSince = decoder.isWaitingForEscape ? MixerLoop.milliseconds() : nil
    return try handle(events.map(MixerEvent.input))
  }

  /// Applies events and carries out their effects; true when one of them ends the mixer.
  private func handle(_ events: [MixerEvent]) throws -> Bool {
    for event in events {
      let (next, effects) = Mixer.update(state, event, layout: layout)
      state = next
      for effect in effects {
        if try perform(effect) { return true }
      }
    }
    return false
  }

  private var layout: MixerLayout { MixerLayout(width: state.width, height: state.height) }

  /// Carries out one effect; true when the mixer is done.
  private func perform(_ effect: MixerEffect) throws -> Bool {
    switch effect {
    case .writeColor(let color):
      pendingColor = color
      if MixerLoop.milliseconds() - lastWrite >= MixerLoop.writeInterval { flushWrite() }
    case .writeSides(let sides):
      flushWrite()
      attemptWrite { try colorStore.setSides(sides) }
    case .writeSliders(let sliders):
      flushWrite()
      attemptWrite { try colorStore.setSliders(sliders) }
    case .copy(let text):
      TerminalSession.write(Terminal.clipboard(text))
    case .save(let name):
      flushWrite()
      attemptWrite { try save(name) }
      reload()
    case .load(let name):
      flushWrite()
      attemptWrite {
        let entry = try paletteStore.entry(named: name).entry
        let dropped = RangeWarning.alphaNotKept(entry.shownColor)
        _ = try colorStore.update { _ in ColorStore.Change(color: entry.color, warnings: dropped.map { [$0] } ?? []) }
        setMessage("loaded \(entry.name)" + (dropped.map { "; \($0)" } ?? ""))
      }
      reload()
    case .remove(let name):
      attemptWrite {
        try paletteStore.remove(named: name)
        setMessage("removed \(name)")
      }
      reload()
    case .suspend:
      try suspend()
    case .quit:
      try quit()
      return true
    }
    return false
  }

  /// Saves the shown color under the palette's rules (`Palette.save`), as `colormix save` does without --replace.
  private func save(_ name: String) throws {
    let name = try PaletteEntry.validName(name)
    // The color as it was set, while the mixer has not moved it; else its tenths.
    var entry = PaletteEntry(name: name, color: state.color)
    if let stored = storedExact, stored.tenths == state.color {
      entry = PaletteEntry(name: name, color: stored.exact.color, text: stored.exact.text)
    }
    let outcome = try paletteStore.save(entry).outcome
    switch outcome {
    case .alreadySaved(let existing): setMessage("already saved as \(Visible.escape(existing))")
    case .aliased(let first): setMessage("saved as \(Visible.escape(first)), also named \(Visible.escape(name))")
    case .added, .updated: setMessage("saved as \(name)")
    }
  }

  /// Runs a store operation; its error becomes the message line.
  private func attempt(_ body: () throws -> Void) {
    do {
      try body()
    } catch {
      setMessage(stores.describe(error))
    }
  }

  /// Runs a store write as `attempt` does, and keeps whether the store failed it for the exit (`writeFailure`); a
  /// refusal that wrote nothing (a name the palette does not allow, or one it already has) changes nothing there.
  private func attemptWrite(_ body: () throws -> Void) {
    do {
      try body()
      writeFailure = nil
    } catch {
      if error is StoreError { writeFailure = error }
      if case StoreRequestError.store(let storeError) = error { writeFailure = storeError }
      setMessage(stores.describe(error))
    }
  }

  private func setMessage(_ message: String?) {
    state = Mixer.update(state, .message(message), layout: layout).0
  }

  /// Writes the pending color now, if there is one.
  private func flushWrite() {
    guard let color = pendingColor else { return }
    pendingColor = nil
    lastWrite = MixerLoop.milliseconds()
    storedExact = nil
    attemptWrite { _ = try colorStore.update { _ in ColorStore.Change(color: color) } }
  }

  /// Reads the store and the palette again and shows them.
  private func reload() {
    reloadWanted = false
    attempt {
      let loaded = try colorStore.load()
      storedExact = loaded.exactColor.map { (loaded.color, $0) }
      let palette = try paletteStore.load().entries.map(PaletteRow.init)
      let event = MixerEvent.storeChanged(
        color: loaded.color, sides: loaded.sides, sliders: loaded.sliders, palette: palette)
      state = Mixer.update(state, event, layout: layout).0
    }
  }

  /// Acts on a signal; true when the mixer is done.
  private func handleSignal(_ number: Int32) throws -> Bool {
    switch number {
    case _ where SignalPipe.ending.contains(number):
      try finish()
      session.leave()
      // End the way the signal would have ended the process, so the shell sees 128 + the signal.
      SignalPipe.reset(number)
      Platform.unblock([number])
      Platform.raise(number)
      return true
    case SignalNumber.windowChanged:
      let size = TerminalSession.size()
      state = Mixer.update(state, .resize(width: size.width, height: size.height), layout: layout).0
      screen = nil
    case SignalNumber.terminalStop:
      try suspend()
    case SignalNumber.continued:
      session.reassert()
      let size = TerminalSession.size()
      state = Mixer.update(state, .resize(width: size.width, height: size.height), layout: layout).0
      screen = nil
    default:
      break
    }
    return false
  }

  /// Ctrl-Z: the terminal is given back and the process stops; on `fg` it takes the terminal again and redraws.
  private func suspend() throws {
    flushWrite()
    session.leave()
    SignalPipe.reset(SignalNumber.terminalStop)
    Platform.unblock([SignalNumber.terminalStop])
    Platform.raise(SignalNumber.terminalStop)
    // Continued.
    SignalPipe.handle(SignalNumber.terminalStop)
    try session.enter()
    let size = TerminalSession.size()
    state = Mixer.update(state, .resize(width: size.width, height: size.height), layout: layout).0
    screen = nil
    reloadWanted = true
  }

  /// Before leaving: the shown color is written.
  private func finish() throws {
    guard let color = pendingColor else { return }
    pendingColor = nil
    _ = try colorStore.update { _ in ColorStore.Change(color: color) }
  }

  /// Leaving on `q`, Esc, Ctrl-C or the input closing: the shown color is written, and a last write that failed
  /// ends the mixer with its error (printed in full after the terminal is restored).
  private func quit() throws {
    try finish()
    if let writeFailure { throw MixerWriteFailure(error: writeFailure) }
  }

  /// Draws the state: only the changed cells, in one write.
  private func draw() {
    if state.nearestName == nil { state.nearestName = MixerView.nearestText(state.color) }
    let grid = MixerView.render(state, layout: layout, depth: depth, approximate: approximate)
    let bytes = Renderer.diff(old: screen, new: grid, depth: depth)
    if !bytes.isEmpty { bytes.withUnsafeBytes { TerminalSession.write(bytes: $0) } }
    screen = grid
  }

  /// A monotonic clock in milliseconds.
  package static func milliseconds() -> Int {
    Platform.monotonicMilliseconds()
  }
}
