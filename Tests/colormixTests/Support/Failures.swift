import Foundation

/// Collects text from concurrent workers.
final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var collected = ""

  func add(_ text: String) {
    lock.lock()
    collected += text
    lock.unlock()
  }

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }
}
