/// How taking a lock went.
package enum LockAttempt: Equatable, Sendable {
  /// Held: release it with `FileSystem.unlock`.
  case locked(Int32)
  /// Another process held it for the whole wait.
  case timedOut
  /// The lock file does not exist and was not to be created.
  case missing
}
