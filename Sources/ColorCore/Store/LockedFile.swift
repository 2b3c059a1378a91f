/// A small file that is read without a lock and changed only under an exclusive lock on `<file>.lock`, by
/// writing a fresh `<file>.tmp.<unique>`, syncing it and renaming it over the file, where `<file>` is the real
/// file (its links followed).
struct LockedFile: Sendable {
  /// The path as given, for messages.
  let given: FilePath
  /// The file itself.
  let real: FilePath
  /// Which file this is, and so its size limit.
  let kind: StoreKind
  let fileSystem: any FileSystem

  init(given: FilePath, real: FilePath, kind: StoreKind, fileSystem: any FileSystem) {
    self.given = given
    self.real = real
    self.kind = kind
    self.fileSystem = fileSystem
  }

  /// The path as given, for messages.
  var path: String { given.description }

  var lockPath: FilePath { real.appending(".lock") }

  /// The most bytes a file of `kind` may hold: 64 KiB for the store, 64 MiB for the palette.
  static func limit(_ kind: StoreKind) -> Int {
    kind == .color ? 64 << 10 : 64 << 20
  }

  /// The contents, or `nil` when there is no file; a file over the limit is corrupt.
  func read() throws(StoreError) -> [UInt8]? {
    do {
      return try fileSystem.read(real, limit: LockedFile.limit(kind))
    } catch {
      if case .tooLarge(let size, let limit) = error.operation {
        throw .corrupt(path: path, kind: kind, reason: .tooLarge(size: size, limit: limit))
      }
      throw .file(error)
    }
  }

  /// Runs `body` holding the lock; waits up to `timeout` seconds for it. When there is no lock file yet,
  /// `check` runs first (without the lock) and only if it does not throw are the folders and the lock file
  /// created, so a command that fails creates nothing. Throws `StoreError` or what `check` or `body` throw.
  func withLock<T>(timeout: Double, check: () throws -> Void, _ body: () throws -> T) throws -> T {
    var attempt: LockAttempt
    do {
      attempt = try fileSystem.lock(lockPath, create: false, timeout: timeout)
    } catch {
      throw StoreError.file(error)
    }
    if attempt == .missing {
      try check()
      do {
        try fileSystem.makeDirectories(real.folder)
        attempt = try fileSystem.lock(lockPath, create: true, timeout: timeout)
      } catch {
        throw StoreError.file(error)
      }
    }
    guard case .locked(let handle) = attempt else { throw StoreError.busy(path: path, timeout: timeout) }
    defer { fileSystem.unlock(handle) }
    return try body()
  }

  /// Replaces the file atomically; call it holding the lock. A link keeps pointing at the rewritten file, and an
  /// existing file keeps its mode; a new one gets 0600.
  func write(_ bytes: [UInt8]) throws(StoreError) {
    let temporary: FilePath
    do {
      let mode = fileSystem.permissions(of: real) ?? 0o600
      temporary = try fileSystem.createTemporary(bytes, prefix: real, mode: mode)
    } catch {
      throw .file(error)
    }
    do {
      try fileSystem.rename(temporary, to: real)
    } catch {
      fileSystem.remove(temporary)
      throw .file(error)
    }
  }

  /// Under the lock, replaces the file with `bytes(old)`, where `old` is the valid file's contents or nil; a file
  /// `isValid` rejects (or one over the limit) is first moved to `<file>.corrupt` (or `.corrupt.N`, the first free
  /// N, so no earlier copy is overwritten). Returns where it was moved, if it was. A path that is not a regular
  /// file is an error: it is never moved.
  func reset(
    to bytes: ([UInt8]?) -> [UInt8], timeout: Double, keepingAsideUnless isValid: ([UInt8]) -> Bool
  ) throws -> String? {
    // Before creating a lock: a path that is not a regular file fails here, and creates nothing.
    let check = { () throws(StoreError) in
      do throws(StoreError) { _ = try read() } catch {
        guard case .corrupt = error else { throw error }
      }
    }
    return try withLock(timeout: timeout, check: check) { () throws(StoreError) in
      var moved: String?
      var kept: [UInt8]?
      do throws(StoreError) {
        if let old = try read() {
          if isValid(old) { kept = old } else { moved = try moveAside() }
        }
      } catch {
        guard case .corrupt(_, _, .tooLarge) = error else { throw error }
        moved = try moveAside()
      }
      try write(bytes(kept))
      return moved
    }
  }

  private func moveAside() throws(StoreError) -> String {
    var destination = real.appending(".corrupt")
    var number = 1
    while fileSystem.exists(destination) {
      destination = real.appending(".corrupt.\(number)")
      number += 1
    }
    do {
      try fileSystem.rename(real, to: destination)
    } catch {
      throw .file(error)
    }
    return destination.description
  }
}
