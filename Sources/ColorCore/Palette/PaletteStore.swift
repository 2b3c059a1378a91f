/// The saved colors, in `palette.json` beside the color store, with the same lock and write rules.
public struct PaletteStore: Sendable {
  let file: LockedFile
  /// Seconds a writer waits for the lock.
  public let lockTimeout: Double

  /// The palette beside the store file of `location` (`palette.json` beside the real file, its links followed).
  public init(_ location: StoreLocation, lockTimeout: Double = 5) {
    self.file = LockedFile(
      given: location.paths.givenPalette, real: location.paths.palette, kind: .palette,
      fileSystem: location.fileSystem, problem: location.paths.paletteRefusal)
    self.lockTimeout = lockTimeout
  }

  /// The palette file's path.
  public var path: String { file.path }

  /// The entries in saving order (none when there is no file) and warnings for clamped values.
  public func load() throws(StoreError) -> Contents {
    try load(file.read())
  }

  /// `load()` of the file's bytes as read (`nil`: no file).
  func load(_ bytes: [UInt8]?) throws(StoreError) -> Contents {
    let (entries, warnings) = try decode(bytes)
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
  /// result. Throws what `change` throws, or the file's `StoreError` made an `E` by `wrap`. Only a write creates
  /// the folder and the lock file: when they do not exist yet, a change that fails or writes nothing creates
  /// nothing (its result is that of the palette as read then).
  public func update<T: Sendable, E: Error>(
    wrap: (StoreError) -> E, _ change: ([PaletteEntry]) throws(E) -> (entries: [PaletteEntry]?, result: T)
  ) throws(E) -> (result: T, warnings: [RangeWarning]) {
    typealias Stop = UpdateStop<T, E>
    func stored<U>(_ body: () throws(StoreError) -> U) throws(Stop) -> U {
      do { return try body() } catch { throw .failed(wrap(error)) }
    }
    func changed(_ entries: [PaletteEntry]) throws(Stop) -> (entries: [PaletteEntry]?, result: T) {
      do { return try change(entries) } catch { throw .failed(error) }
    }
    do throws(Stop) {
      return try file.withLock(
        timeout: lockTimeout, wrap: { .failed(wrap($0)) },
        check: { () throws(Stop) in
          let (entries, warnings) = try stored { () throws(StoreError) in try decode(file.read()) }
          let (updated, result) = try changed(entries)
          if updated == nil { throw .nothingToWrite(result, warnings) }
        }
      ) { transaction throws(Stop) in
        let (entries, warnings) = try stored { () throws(StoreError) in try decode(transaction.read()) }
        let (updated, result) = try changed(entries)
        if let updated {
          // A palette too big to read back would be lost: refuse it, writing nothing.
          let bytes = PaletteDocument.encode(updated)
          let limit = LockedFile.limit(.palette)
          guard bytes.count <= limit else {
            throw .failed(
              wrap(.file(FileError(.wouldBeTooLarge(size: bytes.count, limit: limit), path: file.path, code: 0))))
          }
          try stored { () throws(StoreError) in try transaction.write(bytes) }
        }
        return (result, warnings)
      }
    } catch {
      switch error {
      case .failed(let error): throw error
      case .nothingToWrite(let result, let warnings): return (result, warnings)
      }
    }
  }

  /// Saves `entry` under its name by the palette's rules (`Palette.save(_:replacing:)`) in one locked change;
  /// nothing is written when the color is already saved under that name. Throws the file's `StoreError`, or the
  /// `InputError` of a name the rules refuse or a taken name.
  @discardableResult
  public func save(_ entry: PaletteEntry, replacing: Bool = false) throws(StoreRequestError) -> Saved {
    // The name is checked before the lock, so that a bad name creates nothing.
    _ = try StoreRequestError.fromInput { () throws(InputError) in try PaletteEntry.validName(entry.name) }
    let (outcome, warnings) = try update(wrap: StoreRequestError.store) {
      entries throws(StoreRequestError) -> ([PaletteEntry]?, Palette.SaveOutcome) in
      var palette = Palette(entries: entries)
      let outcome = try StoreRequestError.fromInput { () throws(InputError) in
        try palette.save(entry, replacing: replacing)
      }
      if case .alreadySaved = outcome { return (nil, outcome) }
      return (palette.entries, outcome)
    }
    return Saved(outcome: outcome, warnings: warnings)
  }

  /// Saves `color` (with `alpha`, nil for opaque) in tenths under `name`, as `save(_:replacing:)` does.
  @discardableResult
  public func save(
    _ color: StoredColor, alpha: Double? = nil, as name: String, replacing: Bool = false
  ) throws(StoreRequestError) -> Saved {
    try save(PaletteEntry(name: name, color: color, alpha: alpha), replacing: replacing)
  }

  /// Saves `color` exactly, its alpha too, as `save(_:replacing:)` does.
  @discardableResult
  public func save(_ color: Color, as name: String, replacing: Bool = false) throws(StoreRequestError) -> Saved {
    try save(PaletteEntry(name: name, color: color), replacing: replacing)
  }

  /// The saved entry a typed name means (`Palette.entry(named:)`), and warnings for clamped values. Throws the
  /// file's `StoreError`, or `InputError.unknownPaletteName` with close names.
  public func entry(named name: String) throws(StoreRequestError) -> Found {
    let contents = try StoreRequestError.fromStore { () throws(StoreError) in try load() }
    let entry = try StoreRequestError.fromInput { () throws(InputError) in
      try Palette(entries: contents.entries).entry(named: name)
    }
    return Found(entry: entry, warnings: contents.warnings)
  }

  /// Removes every entry named `name` in one locked change and returns the first of them. An unknown name is
  /// refused after a plain read, so that close names are never worked out under the lock (a name another process
  /// removed in between is refused there without them). Throws the file's `StoreError`, or
  /// `InputError.unknownPaletteName`.
  @discardableResult
  public func remove(named name: String) throws(StoreRequestError) -> Removed {
    _ = try entry(named: name)
    let (removed, warnings) = try update(wrap: StoreRequestError.store) {
      entries throws(StoreRequestError) -> ([PaletteEntry]?, PaletteEntry) in
      var palette = Palette(entries: entries)
      let removed = try StoreRequestError.fromInput { () throws(InputError) in
        try palette.remove(named: name, suggesting: false)
      }
      return (palette.entries, removed)
    }
    return Removed(entry: removed, warnings: warnings)
  }

  /// Empties the palette; a corrupt file is moved aside first. Returns where it was moved, if it was.
  public func reset() throws(StoreError) -> String? {
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

/// How `PaletteStore.update` stops early: the change or the file failed, or the change writes nothing (with its
/// result and the file's warnings), so that nothing is created.
private enum UpdateStop<T: Sendable, Failure: Error>: Error {
  case failed(Failure)
  case nothingToWrite(T, [RangeWarning])
}
