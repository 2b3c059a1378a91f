/// The current color, kept in a JSON file under a lock (see the README's store rules).
public struct ColorStore: Sendable {
  let file: LockedFile
  /// Seconds a writer waits for the lock.
  public let lockTimeout: Double

  /// The store at `path`, resolved (see `StorePaths`); `fileSystem` is the seam where tests inject failures.
  public init(path: String, lockTimeout: Double = 5, fileSystem: any FileSystem = SystemFileSystem())
    throws(StoreError)
  {
    self.init(
      paths: try StorePaths(store: path, fileSystem: fileSystem), lockTimeout: lockTimeout,
      fileSystem: fileSystem)
  }

  /// The store at resolved `paths`.
  public init(paths: StorePaths, lockTimeout: Double = 5, fileSystem: any FileSystem = SystemFileSystem()) {
    self.file = LockedFile(given: paths.given, real: paths.store, kind: .color, fileSystem: fileSystem)
    self.lockTimeout = lockTimeout
  }

  /// The store file's path, as given.
  public var path: String { file.path }

  /// The saved color (black when there is no file) and warnings for values in the file that were clamped.
  public func load() throws(StoreError) -> (color: Color, warnings: [RangeWarning]) {
    try decode(file.read())
  }

  /// Changes the color under the lock and writes it. `change` gets the current color and returns the new one
  /// with its input warnings; under `strict` an input warning is an `InputError.outOfRange` and nothing is
  /// written. Returns the new color and all warnings, the file's first. Throws `StoreError`, `InputError`, or
  /// what `change` throws.
  public func update(
    strict: Bool = false, _ change: (Color) throws -> (color: Color, warnings: [RangeWarning])
  ) throws -> (color: Color, warnings: [RangeWarning]) {
    func changed(_ current: Color) throws -> (color: Color, warnings: [RangeWarning]) {
      let (color, inputWarnings) = try change(current)
      if strict, let first = inputWarnings.first { throw InputError.outOfRange(first) }
      return (color, inputWarnings)
    }
    // Before the first write creates folders and the lock file, the change must be known to succeed.
    return try file.withLock(timeout: lockTimeout, check: { _ = try changed(decode(file.read()).color) }) {
      let (current, fileWarnings) = try decode(file.read())
      let (color, inputWarnings) = try changed(current)
      try file.write(ColorDocument.encode(color))
      return (color, fileWarnings + inputWarnings)
    }
  }

  /// Sets black; a corrupt file is moved aside first. Returns where it was moved, if it was.
  public func reset() throws -> String? {
    try file.reset(to: ColorDocument.encode(.black), timeout: lockTimeout) {
      (try? ColorDocument.decode($0, source: .input)) != nil
    }
  }

  private func decode(_ bytes: [UInt8]?) throws(StoreError) -> (color: Color, warnings: [RangeWarning]) {
    guard let bytes else { return (.black, []) }
    do {
      let contents = try ColorDocument.decode(bytes, source: .file(path: file.path))
      return (contents.color, contents.warnings)
    } catch {
      throw .corrupt(path: file.path, kind: .color, reason: error)
    }
  }
}
