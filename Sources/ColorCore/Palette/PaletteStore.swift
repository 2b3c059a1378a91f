/// The saved colors, in `palette.json` beside the color store, with the same lock and write rules.
public struct PaletteStore: Sendable {
  let file: LockedFile
  /// Seconds a writer waits for the lock.
  public let lockTimeout: Double

  /// The palette beside the color store at `storePath` (`palette.json` beside the real file, its links followed).
  public init(storePath: String, lockTimeout: Double = 5) throws(StoreError) {
    try self.init(storePath: storePath, lockTimeout: lockTimeout, fileSystem: SystemFileSystem())
  }

  /// The palette beside the color store at `storePath`, through `fileSystem` (the seam tests inject failures at).
  package init(storePath: String, lockTimeout: Double = 5, fileSystem: any FileSystem) throws(StoreError) {
    self.init(
      paths: try StorePaths(store: storePath, fileSystem: fileSystem), lockTimeout: lockTimeout,
      fileSystem: fileSystem)
  }

  /// The palette of resolved `paths`.
  package init(paths: StorePaths, lockTimeout: Double = 5, fileSystem: any FileSystem = SystemFileSystem()) {
    self.file = LockedFile(
      given: paths.givenPalette, real: paths.palette, kind: .palette, fileSystem: fileSystem,
      problem: paths.paletteRefusal)
    self.lockTimeout = lockTimeout
  }

  /// The palette file's path.
  public var path: String { file.path }

  /// The entries in saving order (none when there is no file) and warnings for clamped values.
  public func load() throws(StoreError) -> Contents {
    let (entries, warnings) = try decode(file.read())
    return Contents(entries: entries, warnings: warnings)
  }

  /// The saved colors and what was clamped reading them.
  public struct Contents: Equatable, Sendable {
    /// The entries, in saving order.
    public var entries: [PaletteEntry]
    /// Values in the file that were out of range and clamped.
    public var warnings: [RangeWarning]
  }

  /// Changes the palette under its lock; `change` returns the new entries, or `nil` to write nothing, and a
  /// result. Throws `StoreError` or what `change` throws. Only a write creates the folder and the lock file: when
  /// they do not exist yet, a change that fails or writes nothing creates nothing (its result is that of the
  /// palette as read then).
  package func update<T>(
    _ change: ([PaletteEntry]) throws -> (entries: [PaletteEntry]?, result: T)
  ) throws -> (result: T, warnings: [RangeWarning]) {
    var unchanged: (result: T, warnings: [RangeWarning])?
    do {
      return try file.withLock(
        timeout: lockTimeout,
        check: {
          let (entries, warnings) = try decode(file.read())
          let (updated, result) = try change(entries)
          guard updated != nil else {
            unchanged = (result, warnings)
            throw NothingToWrite()
          }
        }
      ) { transaction in
        let (entries, warnings) = try decode(transaction.read())
        let (updated, result) = try change(entries)
        if let updated {
          // A palette too big to read back would be lost: refuse it, writing nothing.
          let bytes = PaletteDocument.encode(updated)
          let limit = LockedFile.limit(.palette)
          guard bytes.count <= limit else {
            throw StoreError.file(
              FileError(.wouldBeTooLarge(size: bytes.count, limit: limit), path: file.path, code: 0))
          }
          try transaction.write(bytes)
        }
        return (result, warnings)
      }
    } catch let error as NothingToWrite {
      // `check` sets `unchanged` before it throws this.
      guard let unchanged else { throw error }
      return unchanged
    }
  }

  /// Thrown by `update`'s check when the change writes nothing, so that nothing is created.
  private struct NothingToWrite: Error {}

  /// Saves `color` under `name` by the palette's rules (`Palette.save(name:color:replacing:)`) in one locked
  /// change; nothing is written when the color is already saved. Throws `StoreError`, or `InputError` for a name
  /// the rules refuse or a taken name.
  @discardableResult
  public func save(_ color: StoredColor, as name: String, replacing: Bool = false) throws -> Saved {
    // The name is checked before the lock, so that a bad name creates nothing.
    _ = try PaletteEntry.validName(name)
    let (outcome, warnings) = try update { entries -> ([PaletteEntry]?, Palette.SaveOutcome) in
      var palette = Palette(entries: entries)
      let outcome = try palette.save(name: name, color: color, replacing: replacing)
      if case .alreadySaved = outcome { return (nil, outcome) }
      return (palette.entries, outcome)
    }
    return Saved(outcome: outcome, warnings: warnings)
  }

  /// Saves `color` rounded to tenths of a percent (`StoredColor(rounding:)`), as `save(_:as:replacing:)` does.
  @discardableResult
  public func save(_ color: Color, as name: String, replacing: Bool = false) throws -> Saved {
    try save(StoredColor(rounding: color), as: name, replacing: replacing)
  }

  /// The saved entry a typed name means (`Palette.entry(named:)`), and warnings for clamped values. Throws
  /// `StoreError`, or `InputError.unknownPaletteName` with close names.
  public func entry(named name: String) throws -> Found {
    let contents = try load()
    return Found(entry: try Palette(entries: contents.entries).entry(named: name), warnings: contents.warnings)
  }

  /// Removes every entry named `name` in one locked change and returns the first of them. An unknown name is
  /// refused after a plain read, so that close names are never worked out under the lock (a name another process
  /// removed in between is refused there without them). Throws `StoreError` or `InputError.unknownPaletteName`.
  @discardableResult
  public func remove(named name: String) throws -> Removed {
    _ = try Palette(entries: load().entries).entry(named: name)
    let (removed, warnings) = try update { entries -> ([PaletteEntry]?, PaletteEntry) in
      var palette = Palette(entries: entries)
      let removed = try palette.remove(named: name, suggesting: false)
      return (palette.entries, removed)
    }
    return Removed(entry: removed, warnings: warnings)
  }

  /// Empties the palette; a corrupt file is moved aside first. Returns where it was moved, if it was.
  package func reset() throws -> String? {
    try file.reset(to: { _ in PaletteDocument.encode([]) }, timeout: lockTimeout) {
      (try? PaletteDocument.decode($0, source: .input)) != nil
    }
  }

  private func decode(_ bytes: [UInt8]?) throws(StoreError) -> (entries: [PaletteEntry], warnings: [RangeWarning]) {
    guard let bytes else { return ([], []) }
    do {
      return try PaletteDocument.decode(bytes, source: .file(path: file.path))
    } catch {
      throw .corrupt(path: file.path, kind: .palette, reason: error)
    }
  }
}

extension PaletteStore {
  /// What `save(_:as:replacing:)` did, and warnings for values in the file that were clamped.
  public struct Saved: Equatable, Sendable {
    /// Added, replaced, or already saved under another name.
    public var outcome: Palette.SaveOutcome
    /// Values in the file that were out of range and clamped.
    public var warnings: [RangeWarning]
  }

  /// The entry `entry(named:)` found, and warnings for values in the file that were clamped.
  public struct Found: Equatable, Sendable {
    /// The saved entry the name means.
    public var entry: PaletteEntry
    /// Values in the file that were out of range and clamped.
    public var warnings: [RangeWarning]
  }

  /// The entry `remove(named:)` removed (the first, when several had the name), and warnings for values in the
  /// file that were clamped.
  public struct Removed: Equatable, Sendable {
    /// The removed entry.
    public var entry: PaletteEntry
    /// Values in the file that were out of range and clamped.
    public var warnings: [RangeWarning]
  }
}
