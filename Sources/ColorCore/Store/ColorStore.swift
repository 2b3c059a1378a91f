/// The current color, kept in a JSON file under a lock (see docs/files.md).
public struct ColorStore: Sendable {
  let file: LockedFile
  /// Seconds a writer waits for the lock.
  public let lockTimeout: Double

  /// The store at `location`: a JSON file written whole under a lock, its folders made when it is first written
  /// (loading a missing store gives black).
  ///
  /// - Parameters:
  ///   - location: The store file (`StoreLocation(path:)`, or `StoreLocation(environment:)` where colormix keeps it).
  ///   - lockTimeout: Seconds a writer waits for another process's lock before `StoreError.busy`.
  public init(_ location: StoreLocation, lockTimeout: Double = 5) {
    self.file = LockedFile(
      given: location.paths.given, real: location.paths.store, kind: .color, fileSystem: location.fileSystem)
    self.lockTimeout = lockTimeout
  }

  /// The store file's path, as given.
  public var path: String { file.path }

  /// The sides when the file has none (or there is no file): a hexagon.
  static let defaultSides = 6
  /// The sides the store keeps: 3 to 12.
  static let sidesRange = ColorDocument.sidesRange

  /// The saved color (black when there is no file), the sides, and warnings for values in the file that were
  /// clamped.
  public func load() throws(StoreError) -> Contents {
    try load(file.read())
  }

  /// `load()` of the file's bytes as read (`nil`: no file).
  func load(_ bytes: [UInt8]?) throws(StoreError) -> Contents {
    let contents = try contents(bytes)
    var loaded = Contents(
      color: contents.color, sides: contents.sides ?? ColorStore.defaultSides, sliders: contents.sliders ?? .rgb,
      warnings: contents.warnings)
    loaded.exactColor = contents.exact
    return loaded
  }

  /// Stores `color` under the lock, keeping the sides, and returns what the store then holds.
  @discardableResult
  public func save(_ color: StoredColor) throws(StoreError) -> Contents {
    try rewrite(wrap: { $0 }) { _ throws(StoreError) in Change(color: color) }
  }

  /// Stores `color` in tenths of a percent (`StoredColor(rounding:)`) and, when it is more than them, exactly
  /// (`Exact`), keeping the sides.
  @discardableResult
  public func save(_ color: Color) throws(StoreError) -> Contents {
    try rewrite(wrap: { $0 }) { _ throws(StoreError) in Change(ColorReading(color: color), warnings: []) }
  }

  /// Stores the sides (clamped to `sidesRange`) under the lock, keeping the color; returns the color.
  @discardableResult
  package func setSides(_ sides: Int) throws(StoreError) -> StoredColor {
    let sides = min(ColorStore.sidesRange.upperBound, max(ColorStore.sidesRange.lowerBound, sides))
    return try setView { $0.sides = sides }
  }

  /// Stores the mixer's slider space under the lock, keeping the color and the sides; returns the color.
  @discardableResult
  package func setSliders(_ sliders: SliderSpace) throws(StoreError) -> StoredColor {
    try setView { $0.sliders = sliders }
  }

  /// Rewrites the file with the color kept and the mixer's settings changed by `change`.
  private func setView(_ change: (inout ColorDocument.Contents) -> Void) throws(StoreError) -> StoredColor {
    try file.withLock(timeout: lockTimeout, check: { () throws(StoreError) in _ = try contents(file.read()) }) {
      transaction throws(StoreError) in
      var current = try contents(transaction.read())
      change(&current)
      try transaction.write(
        ColorDocument.encode(current.color, exact: current.exact, sides: current.sides, sliders: current.sliders))
      return current.color
    }
  }

  /// Changes the color under the lock and writes it, keeping the sides and the slider space.
  ///
  /// `change` gets the current color and returns the new one with its input's warnings; under `strict` an input
  /// warning is an `InputError.outOfRange` and nothing is written. Returns what the store then holds, with all
  /// warnings, the file's first. Throws the file's `StoreError`, or the `InputError` of `strict` or `change`.
  @discardableResult
  public func update(
    strict: Bool = false, _ change: (StoredColor) throws(InputError) -> Change
  ) throws(StoreRequestError) -> Contents {
    func changed(_ current: StoredColor) throws(StoreRequestError) -> Change {
      let result = try StoreRequestError.fromInput { () throws(InputError) in try change(current) }
      if strict, !result.warnings.isEmpty { throw .input(.outOfRange(result.warnings)) }
      return result
    }
    return try rewrite(wrap: StoreRequestError.store, changed)
  }

  /// Changes the color under the lock as `changed` says and writes it, keeping the sides and the slider space;
  /// the file's errors are made an `E` by `wrap`. Before the first write creates folders and the lock file, the
  /// change must be known to succeed.
  private func rewrite<E: Error>(
    wrap: (StoreError) -> E, _ changed: (StoredColor) throws(E) -> Change
  ) throws(E) -> Contents {
    func stored<T>(_ body: () throws(StoreError) -> T) throws(E) -> T {
      do { return try body() } catch { throw wrap(error) }
    }
    return try file.withLock(
      timeout: lockTimeout, wrap: wrap,
      check: { () throws(E) in _ = try changed(stored { () throws(StoreError) in try contents(file.read()) }.color) }
    ) { transaction throws(E) in
      let current = try stored { () throws(StoreError) in try contents(transaction.read()) }
      let change = try changed(current.color)
      // An exact color is kept only where the tenths are its view.
      let kept = change.exact.flatMap { StoredColor(rounding: $0.color) == change.color ? $0 : nil }
      // The sides and the slider space, when the file has them, are written back unchanged.
      try stored { () throws(StoreError) in
        try transaction.write(
          ColorDocument.encode(change.color, exact: kept, sides: current.sides, sliders: current.sliders))
      }
      var written = Contents(
        color: change.color, sides: current.sides ?? ColorStore.defaultSides, sliders: current.sliders ?? .rgb,
        warnings: current.warnings + change.warnings)
      written.exactColor = kept
      return written
    }
  }

  /// Sets black, keeping the sides and the slider space; a corrupt file is moved aside first. Returns where it
  /// was moved, if it was.
  public func reset() throws(StoreError) -> String? {
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
