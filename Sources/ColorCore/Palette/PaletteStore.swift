/// The saved colors, in `palette.json` beside the color store, with the same lock and write rules.
public struct PaletteStore: Sendable {
  let file: LockedFile
  /// Seconds a writer waits for the lock.
  public let lockTimeout: Double

  /// The palette beside the color store at `storePath`.
  public init(storePath: String, lockTimeout: Double = 5, fileSystem: any FileSystem = SystemFileSystem()) {
    let folder = LockedFile.folder(of: storePath)
    self.file = LockedFile(path: (folder == "/" ? "" : folder) + "/palette.json", fileSystem: fileSystem)
    self.lockTimeout = lockTimeout
  }

  /// The palette file's path.
  public var path: String { file.path }

  /// The entries in saving order (none when there is no file) and warnings for clamped values.
  public func load() throws(StoreError) -> (entries: [PaletteEntry], warnings: [RangeWarning]) {
    try decode(file.read())
  }

  /// Changes the palette under its lock; `change` returns the new entries, or `nil` to write nothing, and a
  /// result. Throws `StoreError` or what `change` throws.
  public func update<T>(
    _ change: ([PaletteEntry]) throws -> (entries: [PaletteEntry]?, result: T)
  ) throws -> (result: T, warnings: [RangeWarning]) {
    try file.withLock(timeout: lockTimeout) {
      let (entries, warnings) = try decode(file.read())
      let (updated, result) = try change(entries)
      if let updated { try file.write(PaletteDocument.encode(updated)) }
      return (result, warnings)
    }
  }

  /// Empties the palette; a corrupt file is moved aside first. Returns where it was moved, if it was.
  public func reset() throws -> String? {
    try file.reset(to: PaletteDocument.encode([]), timeout: lockTimeout) {
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
