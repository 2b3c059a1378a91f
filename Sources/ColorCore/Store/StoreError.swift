/// Why a store or the palette could not be read or changed; nothing was written.
public enum StoreError: Error, Equatable, Sendable {
  /// A file operation failed.
  case file(FileError)
  /// Another process held the lock on `path` for longer than `timeout` seconds.
  case busy(path: String, timeout: Double)
  /// The file at `path` is not a store or palette file; `kind` says which it should have been.
  case corrupt(path: String, kind: StoreKind, reason: CorruptReason)
  /// No store path was given and none could be derived from the environment; the state folder and home that
  /// were set but relative, and so ignored (as `FilePath` describes them).
  case noLocation(relativeStateHome: String?, relativeHome: String?)
  /// The store path given cannot be used (a usage error: nothing was touched); `path` as `FilePath` describes it.
  case invalidPath(path: String, problem: PathProblem)
}
