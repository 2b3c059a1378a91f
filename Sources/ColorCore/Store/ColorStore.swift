/// The current color, kept in a `LockedFile`.
public struct ColorStore: Sendable {
  public let file: LockedFile
  public let lockTimeout: Double

  public init(file: LockedFile, lockTimeout: Double) {
    self.file = file
    self.lockTimeout = lockTimeout
  }

  /// The saved color (black when there is no file) and warnings to print.
  public func load() throws(ColorError) -> (color: Color, warnings: [String]) {
    try decode(file.read())
  }

  /// Changes the color under the lock. `change` gets the current color and returns the new one with its
  /// input warnings; under `strict` a warning is an error and nothing is written.
  public func update(
    strict: Bool,
    _ change: (Color) throws(ColorError) -> (Color, [RangeWarning])
  ) throws(ColorError) -> (color: Color, warnings: [String]) {
    try file.withLock(timeout: lockTimeout) { () throws(ColorError) in
      let (current, fileWarnings) = try decode(file.read())
      let (color, inputWarnings) = try change(current)
      if strict, let first = inputWarnings.first { throw .outOfRange(first) }
      try file.write(ColorDocument.encode(color))
      return (color, fileWarnings + inputWarnings.map { "colormix: warning: \($0)" })
    }
  }

  /// Sets black; a corrupt file is moved aside first, and said so.
  public func reset() throws(ColorError) -> [String] {
    let moved = try file.reset(to: ColorDocument.encode(.black), timeout: lockTimeout) {
      (try? ColorDocument.decode($0)) != nil
    }
    return moved.map {
      ["colormix: warning: moved the corrupt store file to \(Visible.escape($0)); starting from black"]
    } ?? []
  }

  private func decode(_ bytes: [UInt8]?) throws(ColorError) -> (color: Color, warnings: [String]) {
    guard let bytes else { return (.black, []) }
    do {
      let contents = try ColorDocument.decode(bytes)
      let path = Visible.escape(file.path)
      return (contents.color, contents.warnings.map { "colormix: warning: \(path): \($0)" })
    } catch {
      throw .corruptFile(
        path: file.path, reason: error.text,
        recovery: "fix it by hand, or run 'colormix reset' to move it aside and start again from black")
    }
  }
}
