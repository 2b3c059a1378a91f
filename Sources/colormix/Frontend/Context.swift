import ColorCore
import ColorTerminal

/// What a command runs with: the environment, the terminal, the file system and the output.
struct Context {
  let environment: Environment
  /// Whether standard output is a terminal (`isatty(1)`).
  let stdoutIsTerminal: Bool
  /// Whether standard error is a terminal (`isatty(2)`): only then is `ApproximationNotice` said.
  let stderrIsTerminal: Bool
  /// The width of the terminal on standard output, when it is one and tells.
  var windowWidth: Int?
  let fileSystem: any FileSystem
  let output: Output
  /// `--store`, when given: its bytes as typed.
  var storeFlag: FilePath?
  var colorChoice: ColorChoice = .auto
  /// `--shape block`: colors are printed as framed blocks (`ColorBlock`) instead of swatch lines.
  var drawsBlocks = false
  /// Whether a drawing says `ApproximationNotice`: `textcolor` turns it off.
  var notesApproximation = true
  /// `--to svg|html`: the picture the colors printed go into instead of standard output.
  var picture: PictureOutput?
  /// `--catalog`: the one catalog the nearest name comes from; `nil` for both.
  var catalog: Catalog?
  /// The line reader of standard input (for `show -` and `set -`); tests may replace it.
  var standardInput: () -> StandardInput = { StandardInput(fd: 0) }

  init(
    environment: Environment, stdoutIsTerminal: Bool, stderrIsTerminal: Bool = false, fileSystem: any FileSystem,
    output: Output
  ) {
    self.environment = environment
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.fileSystem = fileSystem
    self.output = output
  }

  /// The columns a drawing is laid out for (`OutputWidth`).
  var width: Int {
    OutputWidth.decide(environment: environment, window: windowWidth)
  }

  /// How the output may use color.
  var depth: ColorDepth {
    ColorDepth.decide(choice: colorChoice, isTerminal: stdoutIsTerminal, environment: environment)
  }

  /// `depth`, for output about to be written: when it `draws` colors for people to read (a swatch, a block, a
  /// listing; not `paint`, `textcolor` or a format for scripts) and they come out approximated, says
  /// `ApproximationNotice` on standard error first, once per call (`Output` remembers).
  func depth(drawing draws: Bool) -> ColorDepth {
    let depth = self.depth
    if draws && notesApproximation && !output.saidApproximation
      && ApproximationNotice.applies(depth: depth, stderrIsTerminal: stderrIsTerminal, environment: environment)
    {
      output.saidApproximation = true
      output.note("note: " + ApproximationNotice.text)
    }
    return depth
  }

  /// The terminal's background, for the frames and backdrops drawn at `depth` (`TerminalBackdrop`), as
  /// `TerminalBackground.decide` reads it from the environment (`COLORFGBG`); the terminal is never asked.
  func terminalBackground(depth: ColorDepth) -> Color? {
    TerminalBackground.decide(stdoutIsTerminal: stdoutIsTerminal, depth: depth, environment: environment)
  }

  /// The store file's path: `--store`, `COLORMIX_STORE`, `XDG_STATE_HOME` or `HOME`, as bytes (a path need not be
  /// UTF-8).
  func storePath() throws(StoreError) -> FilePath {
    if let storeFlag { return storeFlag }
    return try StoreLocation.resolve(
      store: environment.bytes(.store), stateHome: environment.bytes(.stateHome), home: environment.bytes(.home))
  }

  /// `COLORMIX_LOCK_TIMEOUT` in seconds: a non-negative decimal of any size, 5 when unset or empty.
  func lockTimeout() throws(UsageError) -> Double {
    guard let text = try environment.text(.lockTimeout), !text.isEmpty else { return 5 }
    guard let number = RangeWarning.ExactDecimal(text), !text.hasPrefix("+"),
      !(number < RangeWarning.ExactDecimal(tenths: 0))
    else {
      throw .invalidLockTimeout(text)
    }
    // Past a billion seconds, waiting longer makes no difference.
    return min(number.doubleValue, 1e9)
  }

  /// `COLORMIX_TERMINAL_TIMEOUT` in milliseconds: how long `colormix terminal` waits for the terminal's answer, a
  /// non-negative decimal of seconds, 1 when unset or empty. A part of a millisecond is rounded up (`0.0001` waits
  /// 1 ms), so that the wait is never shorter than asked and the errors name the wait there was.
  func terminalTimeout() throws(UsageError) -> Int {
    guard let text = try environment.text(.terminalTimeout), !text.isEmpty else { return 1000 }
    guard let number = RangeWarning.ExactDecimal(text), !text.hasPrefix("+"),
      !(number < RangeWarning.ExactDecimal(tenths: 0))
    else {
      throw .invalidTerminalTimeout(text)
    }
    // Past a day, waiting longer makes no difference.
    let day = 86_400_000.0
    let milliseconds = number.timesPowerOfTen(3)
    guard milliseconds.doubleValue < day else { return Int(day) }
    let fraction = milliseconds.remainder(dividingBy: 1)
    let whole = Int((milliseconds.doubleValue - fraction).rounded())
    return fraction > 0 ? whole + 1 : whole
  }

  /// How `watch` and `mix` wait for changes: `COLORMIX_WATCHER` (`inotify`, the default, or `poll`).
  func watchMethod() throws(UsageError) -> WatchMethod {
    guard let text = try environment.text(.watcher), !text.isEmpty else { return .inotify }
    guard let method = WatchMethod(rawValue: text) else {
      throw .invalidArgument(
        name: "COLORMIX_WATCHER", value: text, allowed: WatchMethod.allCases.map(\.rawValue))
    }
    return method
  }

  /// The store's files, resolved once per store path and shared by every store a call opens.
  func storePaths() throws -> StorePaths {
    let path = try storePath()
    if let cached = resolved.paths, cached.path == path { return cached.paths }
    let paths = try StorePaths(store: path, fileSystem: fileSystem)
    resolved.paths = Resolved.Paths(path: path, paths: paths)
    return paths
  }

  func colorStore() throws -> ColorStore {
    ColorStore(StoreLocation(paths: try storePaths(), fileSystem: fileSystem), lockTimeout: try lockTimeout())
  }

  func paletteStore() throws -> PaletteStore {
    PaletteStore(StoreLocation(paths: try storePaths(), fileSystem: fileSystem), lockTimeout: try lockTimeout())
  }

  /// The stored color, as `colorStore().load()` gives it, with the palette read through the same opening of
  /// their folder and kept for `paletteForReading()`: the swatch names a saved color.
  func storedColorAndPalette() throws -> ColorStore.Contents {
    let (color, palette) = try StoreLocation(paths: try storePaths(), fileSystem: fileSystem).loadColorAndPalette()
    if resolved.palette == nil { resolved.preread = palette }
    return color
  }

  /// The palette as first read in this call, for `palette:NAME` colors and the saved name: a `show -` of many
  /// such lines reads it once, and its file's warnings come once.
  func paletteForReading() throws -> (entries: [PaletteEntry], warnings: [RangeWarning]) {
    if let entries = resolved.palette { return (entries, []) }
    let preread = resolved.preread
    resolved.preread = nil
    let loaded = try preread?.get() ?? paletteStore().load()
    let (entries, warnings) = (loaded.entries, loaded.warnings)
    resolved.palette = entries
    return (entries, warnings)
  }

  /// Where `storePaths()` and `paletteForReading()` keep what they read, shared by the copies of one context.
  private final class Resolved {
    /// A class, not a tuple: an optional tuple holding `StorePaths` has its metadata built at run time to be
    /// copied or destroyed, which costs tens of thousands of instructions on every start.
    final class Paths {
      let path: FilePath
      let paths: StorePaths
      init(path: FilePath, paths: StorePaths) {
        self.path = path
        self.paths = paths
      }
    }
    var paths: Paths?
    var palette: [PaletteEntry]?
    /// The palette as `storedColorAndPalette()` read it, until `paletteForReading()` takes it.
    var preread: PaletteRead?
  }

  private var resolved = Resolved()

  /// This context without what it resolved and read so far: `watch` and `mix` see the store path lead elsewhere
  /// and the palette change.
  func rereading() -> Context {
    var copy = self
    copy.resolved = Resolved()
    return copy
  }
}
