/// The saved colors, in `palette.json` beside the store file, with the same lock and write rules.
public struct PaletteStore: Sendable {
  public let file: LockedFile
  public let lockTimeout: Double

  public init(storePath: String, fileSystem: any FileSystem, lockTimeout: Double) {
    let folder = LockedFile.folder(of: storePath)
    self.file = LockedFile(path: (folder == "/" ? "" : folder) + "/palette.json", fileSystem: fileSystem)
    self.lockTimeout = lockTimeout
  }

  /// The entries (none when there is no file) and warnings to print.
  public func load() throws(ColorError) -> (entries: [PaletteEntry], warnings: [String]) {
    try decode(file.read())
  }

  /// Changes the palette under its lock; `change` returns the new entries, or `nil` to write nothing.
  public func update<T>(
    _ change: ([PaletteEntry]) throws(ColorError) -> (entries: [PaletteEntry]?, result: T)
  ) throws(ColorError) -> (result: T, warnings: [String]) {
    try file.withLock(timeout: lockTimeout) { () throws(ColorError) in
      let (entries, warnings) = try decode(file.read())
      let (updated, result) = try change(entries)
      if let updated { try file.write(PaletteDocument.encode(updated)) }
      return (result, warnings)
    }
  }

  /// Empties the palette; a corrupt file is moved aside first, and said so.
  public func reset() throws(ColorError) -> [String] {
    let moved = try file.reset(to: PaletteDocument.encode([]), timeout: lockTimeout) {
      (try? PaletteDocument.decode($0)) != nil
    }
    return moved.map { ["colormix: warning: moved the corrupt palette file to \(Visible.escape($0)); starting empty"] }
      ?? []
  }

  private func decode(_ bytes: [UInt8]?) throws(ColorError) -> (entries: [PaletteEntry], warnings: [String]) {
    guard let bytes else { return ([], []) }
    do {
      let (entries, warnings) = try PaletteDocument.decode(bytes)
      let path = Visible.escape(file.path)
      return (entries, warnings.map { "colormix: warning: \(path): \($0)" })
    } catch {
      throw .corruptFile(
        path: file.path, reason: error.text,
        recovery: "fix it by hand, or run 'colormix reset --palette' to move it aside and start an empty palette")
    }
  }
}
