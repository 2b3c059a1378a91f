@preconcurrency import Glibc

/// A small file that is read without a lock and changed only under an exclusive lock on `<path>.lock`,
/// by writing `<target>.tmp`, syncing it and renaming it over the target.
struct LockedFile: Sendable {
  /// The path as given (relative paths are relative to the working folder).
  let path: String
  let fileSystem: any FileSystem

  init(path: String, fileSystem: any FileSystem) {
    self.path = path
    self.fileSystem = fileSystem
  }

  var lockPath: String { path + ".lock" }

  /// The contents, or `nil` when there is no file.
  func read() throws(StoreError) -> [UInt8]? {
    do {
      return try fileSystem.read(path)
    } catch {
      throw .file(error)
    }
  }

  /// Runs `body` holding the lock, creating missing folders first; waits up to `timeout` seconds for the lock.
  /// Throws `StoreError` or what `body` throws.
  func withLock<T>(timeout: Double, _ body: () throws -> T) throws -> T {
    let handle: Int32?
    do {
      do {
        handle = try fileSystem.lock(lockPath, timeout: timeout)
      } catch  where error.code == ENOENT {
        // The first write: create the folders, then lock.
        try fileSystem.makeDirectories(LockedFile.folder(of: path))
        handle = try fileSystem.lock(lockPath, timeout: timeout)
      }
    } catch {
      throw StoreError.file(error)
    }
    guard let handle else { throw StoreError.busy(path: path, timeout: timeout) }
    defer { fileSystem.unlock(handle) }
    return try body()
  }

  /// Replaces the file atomically; call it holding the lock. A link keeps pointing at the rewritten target,
  /// and an existing file keeps its mode; a new one gets 0600.
  func write(_ bytes: [UInt8]) throws(StoreError) {
    let target = fileSystem.writeTarget(of: path)
    let temporary = target + ".tmp"
    do {
      let mode = fileSystem.permissions(of: target) ?? 0o600
      try fileSystem.writeAndSync(bytes, to: temporary, mode: mode)
      try fileSystem.rename(temporary, to: target)
    } catch {
      throw .file(error)
    }
  }

  /// Under the lock, replaces the file with `bytes`; a file `isValid` rejects is first moved to `<file>.corrupt`
  /// (or `.corrupt.N`, the first free N, so no earlier copy is overwritten). Returns where it was moved, if it was.
  func reset(to bytes: [UInt8], timeout: Double, keepingAsideUnless isValid: ([UInt8]) -> Bool) throws -> String? {
    try withLock(timeout: timeout) { () throws(StoreError) in
      var moved: String?
      if let old = try read(), !isValid(old) { moved = try moveAside() }
      try write(bytes)
      return moved
    }
  }

  private func moveAside() throws(StoreError) -> String {
    let target = fileSystem.writeTarget(of: path)
    var destination = target + ".corrupt"
    var number = 1
    while fileSystem.exists(destination) {
      destination = target + ".corrupt.\(number)"
      number += 1
    }
    do {
      try fileSystem.rename(target, to: destination)
    } catch {
      throw .file(error)
    }
    return destination
  }

  /// The folder holding `path`: `.` for a bare file name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
