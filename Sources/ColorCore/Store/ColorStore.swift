/// The current color, kept in a JSON file under a lock (see docs/files.md).
public struct ColorStore: Sendable {
  let file: LockedFile
  /// Seconds a writer waits for the lock.
  public let lockTimeout: Double

  /// The store at `path`: a JSON file written whole under a lock, its folders made when it is first written.
  ///
  /// - Parameters:
  ///   - path: The store file; it need not exist yet (loading a missing store gives black).
  ///   - lockTimeout: Seconds a writer waits for another process's lock before `StoreError.busy`.
  public init(path: String, lockTimeout: Double = 5) throws(StoreError) {
    try self.init(path: path, lockTimeout: lockTimeout, fileSystem: SystemFileSystem())
  }

  /// The store at `path`, resolved (see `StorePaths`); `fileSystem` is the seam where tests inject failures.
  package init(path: String, lockTimeout: Double = 5, fileSystem: any FileSystem) throws(StoreError) {
    self.init(
      paths: try StorePaths(store: path, fileSystem: fileSystem), lockTimeout: lockTimeout,
      fileSystem: fileSystem)
  }

  /// The store at resolved `paths`.
  package init(paths: StorePaths, lockTimeout: Double = 5, fileSystem: any FileSystem = SystemFileSystem()) {
    self.file = LockedFile(given: paths.given, real: paths.store, kind: .color, fileSystem: fileSystem)
    self.lockTimeout = lockTimeout
  }

  /// Where colormix keeps its store when no path is given, from `environment` (as `ProcessInfo`'s environment
  /// gives it): `COLORMIX_STORE`, else `$XDG_STATE_HOME/colormix/color.json`, else
  /// `$HOME/.local/state/colormix/color.json`. An empty `COLORMIX_STORE` counts as unset, and `XDG_STATE_HOME`
  /// and `HOME` count only when absolute; throws `StoreError.noLocation` when none gives a path. The palette is
  /// `palette.json` beside it (`PaletteStore(storePath:)`).
  public static func defaultPath(environment: [String: String]) throws(StoreError) -> String {
    try StoreLocation.resolve(
      store: environment["COLORMIX_STORE"].map { Array($0.utf8) },
      stateHome: environment["XDG_STATE_HOME"].map { Array($0.utf8) },
      home: environment["HOME"].map { Array($0.utf8) }
    ).description
  }

  /// The store file's path, as given.
  public var path: String { file.path }

  /// The sides when the file has none (or there is no file): a hexagon.
  package static let defaultSides = 6
  /// The sides the store keeps: 3 to 12.
  package static let sidesRange = ColorDocument.sidesRange

  /// The saved color (black when there is no file), the sides, and warnings for values in the file that were
  /// clamped.
  public func load() throws(StoreError) -> Contents {
    let contents = try contents(file.read())
    return Contents(
      color: contents.color, sides: contents.sides ?? ColorStore.defaultSides, sliders: contents.sliders ?? .rgb,
      warnings: contents.warnings)
  }

  /// Stores `color` under the lock, keeping the sides, and returns what the store then holds.
  @discardableResult
  public func save(_ color: StoredColor) throws -> Contents {
    try update { _ in Change(color: color) }
  }

  /// Stores `color` rounded to tenths of a percent (`StoredColor(rounding:)`), keeping the sides.
  @discardableResult
  public func save(_ color: Color) throws -> Contents {
    try save(StoredColor(rounding: color))
  }

  /// Stores the sides (clamped to `sidesRange`) under the lock, keeping the color; returns the color.
  @discardableResult
  package func setSides(_ sides: Int) throws -> StoredColor {
    let sides = min(ColorStore.sidesRange.upperBound, max(ColorStore.sidesRange.lowerBound, sides))
    return try setView { $0.sides = sides }
  }

  /// Stores the mixer's slider space under the lock, keeping the color and the sides; returns the color.
  @discardableResult
  package func setSliders(_ sliders: SliderSpace) throws -> StoredColor {
    try setView { $0.sliders = sliders }
  }

  /// Rewrites the file with the color kept and the mixer's settings changed by `change`.
  private func setView(_ change: (inout ColorDocument.Contents) -> Void) throws -> StoredColor {
    try file.withLock(timeout: lockTimeout, check: { _ = try contents(file.read()) }) { transaction in
      var current = try contents(transaction.read())
      change(&current)
      try transaction.write(ColorDocument.encode(current.color, sides: current.sides, sliders: current.sliders))
      return current.color
    }
  }

  /// Changes the color under the lock and writes it, keeping the sides and the slider space.
  ///
  /// `change` gets the current color and returns the new one with its input's warnings; under `strict` an input
  /// warning is an `InputError.outOfRange` and nothing is written. Returns what the store then holds, with all
  /// warnings, the file's first. Throws `StoreError`, `InputError`, or what `change` throws.
  @discardableResult
  public func update(strict: Bool = false, _ change: (StoredColor) throws -> Change) throws -> Contents {
    func changed(_ current: StoredColor) throws -> (color: StoredColor, warnings: [RangeWarning]) {
      let result = try change(current)
      if strict, !result.warnings.isEmpty { throw InputError.outOfRange(result.warnings) }
      return (result.color, result.warnings)
    }
    // Before the first write creates folders and the lock file, the change must be known to succeed.
    // The sides and the slider space, when the file has them, are written back unchanged.
    return try file.withLock(timeout: lockTimeout, check: { _ = try changed(contents(file.read()).color) }) {
      transaction in
      let current = try contents(transaction.read())
      let (color, inputWarnings) = try changed(current.color)
      try transaction.write(ColorDocument.encode(color, sides: current.sides, sliders: current.sliders))
      return Contents(
        color: color, sides: current.sides ?? ColorStore.defaultSides, sliders: current.sliders ?? .rgb,
        warnings: current.warnings + inputWarnings)
    }
  }

  /// Sets black, keeping the sides and the slider space; a corrupt file is moved aside first. Returns where it
  /// was moved, if it was.
  public func reset() throws -> String? {
    try file.reset(
      to: { old in
        let kept = old.flatMap { try? ColorDocument.decode($0, source: .input) }
        return ColorDocument.encode(.black, sides: kept?.sides, sliders: kept?.sliders)
      }, timeout: lockTimeout
    ) {
      (try? ColorDocument.decode($0, source: .input)) != nil
    }
  }

  private func contents(_ bytes: [UInt8]?) throws(StoreError) -> ColorDocument.Contents {
    guard let bytes else { return ColorDocument.Contents(color: .black, warnings: []) }
    do {
      return try ColorDocument.decode(bytes, source: .file(path: file.path))
    } catch {
      throw .corrupt(path: file.path, kind: .color, reason: error)
    }
  }
}
