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
  /// result. Throws `StoreError` or what `change` throws.
  package func update<T>(
    _ change: ([PaletteEntry]) throws -> (entries: [PaletteEntry]?, result: T)
  ) throws -> (result: T, warnings: [RangeWarning]) {
    // Before the first write creates folders and the lock file, the change must be known to succeed.
    try file.withLock(timeout: lockTimeout, check: { _ = try change(decode(file.read()).entries) }) { transaction in
      let (entries, warnings) = try decode(transaction.read())
      let (updated, result) = try change(entries)
      if let updated { try transaction.write(PaletteDocument.encode(updated)) }
      return (result, warnings)
    }
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
