extension StoreError: CustomStringConvertible {
  /// The sentence a person reads, e.g. `The store /s/color.json is busy: another colormix held its lock for 5 s;
  /// nothing was written.`
  public var description: String { description(with: Remedies()) }

  /// What a program adds to the sentences: how its user sets the lock timeout and the store's path, and what to do
  /// about a corrupt file of each kind. Each is left out when nil.
  public struct Remedies: Sendable {
    /// The setting that gives the lock timeout: `COLORMIX_LOCK_TIMEOUT`.
    var lockTimeoutSetting: String?
    /// The way to give the store's path besides the environment: `pass --store PATH`.
    var pathOption: String?
    /// What to do about a corrupt file of this kind: `fix it by hand, or run …`.
    var recovery: @Sendable (StoreKind) -> String?
    /// What reads the files, in a file of another version's sentence: `this colormix` (`ColorCore` when nil).
    var reader: String?

    /// Remedies from their parts; each left out is nil.
    public init(
      lockTimeoutSetting: String? = nil, pathOption: String? = nil,
      recovery: @escaping @Sendable (StoreKind) -> String? = { _ in nil }, reader: String? = nil
    ) {
      self.lockTimeoutSetting = lockTimeoutSetting
      self.pathOption = pathOption
      self.recovery = recovery
      self.reader = reader
    }
  }

  /// The sentence with what `remedies` adds.
  public func description(with remedies: Remedies) -> String {
    switch self {
    case .file(let error): error.description
    case .busy(let path, let timeout):
      "The store \(Visible.escape(path)) is busy: another colormix held its lock for \(Self.seconds(timeout)) s"
        + (remedies.lockTimeoutSetting.map { " (\($0))" } ?? "") + "; nothing was written."
    case .corrupt(let path, let kind, let reason):
      "The file \(Visible.escape(path)) is corrupt (\(reason.description(reader: remedies.reader ?? "ColorCore")))"
        + (remedies.recovery(kind).map { "; \($0)" } ?? "")
        + "."
    case .noLocation(let stateHome, let home):
      "No store location: set COLORMIX_STORE, XDG_STATE_HOME or HOME" + (remedies.pathOption.map { ", or \($0)" } ?? "")
        + Self.ignored("XDG_STATE_HOME", stateHome) + Self.ignored("HOME", home) + "."
    case .invalidPath(let path, .endsInSlash):
      "The store path '\(Visible.escape(path))' ends in '/'; name the store file, not a folder."
    case .invalidPath(let path, .collidesWithPalette):
      "The store path '\(Visible.escape(path))' collides with the palette file palette.json (or its lock, "
        + "temporary or corrupt copies); choose another file name."
    }
  }

  /// `` (HOME 'x' is relative, so it was ignored)`` for a variable that was set but relative.
  private static func ignored(_ variable: String, _ value: String?) -> String {
    guard let value else { return "" }
    return " (\(variable) '\(Visible.escape(value))' is relative, so it was ignored)"
  }

  /// Seconds in plain decimal, to at most 7 decimals (`0.0000001`, `2.5`, `1000000000`), never an exponent.
  private static func seconds(_ value: Double) -> String {
    guard value < 1e11 else { return String(Int(min(value, 1e15))) }
    let tenMillionths = Int((value * 1e7).rounded())
    var fraction = String(tenMillionths % 10_000_000)
    fraction = String(repeating: "0", count: 7 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    return String(tenMillionths / 10_000_000) + (fraction.isEmpty ? "" : "." + fraction)
  }
}
