/// A small file that is read without a lock and changed only in a transaction: its folder opened once, the
/// folder and `<file>.lock` locked, a fresh `<file>.tmp.<unique>` written, synced and renamed over the file, and
/// the folder synced, all relative to that one open folder. `<file>` is the real file (its links followed).
struct LockedFile: Sendable {
  /// The path as given, for messages.
  let given: FilePath
  /// The file itself.
  let real: FilePath
  /// Which file this is, and so its size limit.
  let kind: StoreKind
  let fileSystem: any FileSystem
  /// Why the path cannot be used, when resolving it failed: every read and change fails with it.
  let problem: StorePaths.Refusal

  init(
    given: FilePath, real: FilePath, kind: StoreKind, fileSystem: any FileSystem, problem: StorePaths.Refusal = .none
  ) {
    self.given = given
    self.real = real
    self.kind = kind
    self.fileSystem = fileSystem
    self.problem = problem
  }

  /// The path as given, for messages.
  var path: String { given.description }

  /// The lock file's name, in the real file's folder.
  var lockName: [UInt8] { FileNames.companion(real.name, ".lock") }

  /// The most bytes a file of `kind` may hold: 64 KiB for the store, 64 MiB for the palette.
  static func limit(_ kind: StoreKind) -> Int {
    kind == .color ? 64 << 10 : 64 << 20
  }

  /// The contents, or `nil` when there is no file; a file over the limit is corrupt. The folder is opened as a
  /// change opens it (no component followed as a link), so a link swapped in after the path was resolved is
  /// refused, never read through.
  func read() throws(StoreError) -> [UInt8]? {
    if let problem = problem.error { throw failure(problem) }
    do {
      guard let folder = try fileSystem.openFolder(real.folder, create: false) else { return nil }
      defer { fileSystem.close(folder) }
      return try fileSystem.read(real.name, in: folder, limit: LockedFile.limit(kind))
    } catch {
      throw failure(error)
    }
  }

  /// `first.read()` and `second.read()`, through one opening of their folder when they share it (the color store
  /// and the palette beside it, unless a link leads the palette elsewhere): what every `show` reads.
  static func read(_ first: LockedFile, _ second: LockedFile) -> (first: FileRead, second: FileRead) {
    func read(_ file: LockedFile) -> FileRead {
      do { return FileRead(try file.read()) } catch { return FileRead(error) }
    }
    guard first.real.folder == second.real.folder, first.problem.error == nil, second.problem.error == nil else {
      return (read(first), read(second))
    }
    let fileSystem = first.fileSystem
    let folder: OpenFolder
    do {
      guard let opened = try fileSystem.openFolder(first.real.folder, create: false) else {
        return (FileRead(nil), FileRead(nil))
      }
      folder = opened
    } catch {
      return (FileRead(first.failure(error)), FileRead(second.failure(error)))
    }
    defer { fileSystem.close(folder) }
    func read(_ file: LockedFile, in folder: OpenFolder) -> FileRead {
      do {
        return FileRead(try fileSystem.read(file.real.name, in: folder, limit: LockedFile.limit(file.kind)))
      } catch {
        return FileRead(file.failure(error))
      }
    }
    return (read(first, in: folder), read(second, in: folder))
  }

  /// Runs `body` in a transaction, holding the locks; waits up to `timeout` seconds for them. When the folder or
  /// the lock file does not exist yet, `check` runs first and only if it does not throw are they created, so a
  /// command that fails creates nothing. Throws what `check` or `body` throw, or the file's `StoreError` made an
  /// `E` by `wrap`.
  func withLock<T, E: Error>(
    timeout: Double, wrap: (StoreError) -> E, check: () throws(E) -> Void, _ body: (Transaction) throws(E) -> T
  ) throws(E) -> T {
    if let problem = problem.error { throw wrap(failure(problem)) }
    var checked = false
    var opened: OpenFolder?
    // A folder on the way moved away between the two opens (`mv d d.old; mkdir d`) is looked for again.
    for round in 1...3 where opened == nil {
      do throws(FileError) {
        opened = try fileSystem.openFolder(real.folder, create: false)
      } catch {
        guard error.code == SystemError.noEntry && round < 3 else { throw wrap(failure(error)) }
        continue
      }
      guard opened == nil else { break }
      if !checked { try check() }
      checked = true
      do throws(FileError) {
        opened = try fileSystem.openFolder(real.folder, create: true)
      } catch {
        guard error.code == SystemError.noEntry && round < 3 else { throw wrap(failure(error)) }
      }
    }
    guard let folder = opened else {
      throw wrap(failure(FileError(.openFolder, path: real.folder, code: SystemError.noEntry)))
    }
    defer { fileSystem.close(folder) }
    var attempt: LockAttempt
    do throws(FileError) {
      attempt = try fileSystem.lock(lockName, in: folder, create: false, timeout: timeout)
    } catch {
      throw wrap(failure(error))
    }
    if attempt == .missing {
      if !checked { try check() }
      do throws(FileError) {
        attempt = try fileSystem.lock(lockName, in: folder, create: true, timeout: timeout)
      } catch {
        throw wrap(failure(error))
      }
    }
    guard case .locked(let handle) = attempt else { throw wrap(.busy(path: path, timeout: timeout)) }
    defer { fileSystem.unlock(handle) }
    return try body(Transaction(file: self, folder: folder))
  }

  /// `withLock` for a change that fails only as the file does.
  func withLock<T>(
    timeout: Double, check: () throws(StoreError) -> Void, _ body: (Transaction) throws(StoreError) -> T
  ) throws(StoreError) -> T {
    try withLock(timeout: timeout, wrap: { $0 }, check: check, body)
  }

  /// A file error, naming the path as given too when links led elsewhere.
  func failure(_ error: FileError) -> StoreError {
    if case .tooLarge(let size, let limit) = error.operation {
      return .corrupt(path: path, kind: kind, reason: .tooLarge(size: size, limit: limit))
    }
    var error = error
    if given != real && error.given == nil { error.given = path }
    return .file(error)
  }

  /// Under the lock, replaces the file with `bytes(old)`, where `old` is the valid file's contents or nil; a file
  /// `isValid` rejects (or one over the limit) is first moved to `<file>.corrupt` (or `.corrupt.N`, the first free
  /// N, so no earlier copy is overwritten). Returns where it was moved, if it was. A path that is not a regular
  /// file is an error: it is never moved.
  func reset(
    to bytes: ([UInt8]?) -> [UInt8], timeout: Double, keepingAsideUnless isValid: ([UInt8]) -> Bool
  ) throws(StoreError) -> String? {
    // Before creating a lock: a path that is not a regular file fails here, and creates nothing.
    let check = { () throws(StoreError) in
      do throws(StoreError) { _ = try read() } catch {
        guard case .corrupt = error else { throw error }
      }
    }
    return try withLock(timeout: timeout, check: check) { transaction throws(StoreError) in
      var moved: String?
      var kept: [UInt8]?
      do throws(StoreError) {
        if let old = try transaction.read() {
          if isValid(old) { kept = old } else { moved = try transaction.moveAside() }
        }
      } catch {
        guard case .corrupt(_, _, .tooLarge) = error else { throw error }
        moved = try transaction.moveAside()
      }
      try transaction.write(bytes(kept))
      return moved
    }
  }
}

/// What a change may do while `LockedFile.withLock` holds the locks, all in the one open folder.
struct Transaction {
  let file: LockedFile
  let folder: OpenFolder

  private var fileSystem: any FileSystem { file.fileSystem }

  /// The contents, or `nil` when there is no file; a file over the limit is corrupt.
  func read() throws(StoreError) -> [UInt8]? {
    do {
      return try fileSystem.read(file.real.name, in: folder, limit: LockedFile.limit(file.kind))
    } catch {
      throw file.failure(error)
    }
  }

  /// Replaces the file atomically. A link keeps pointing at the rewritten file, and an existing file keeps its
  /// owner, group (where allowed) and mode; a new one gets 0600. A failed write leaves no temporary file.
  func write(_ bytes: [UInt8]) throws(StoreError) {
    let name = file.real.name
    do throws(FileError) {
      let temporary: [UInt8]
      do throws(FileError) {
        temporary = try fileSystem.createTemporary(bytes, for: name, in: folder)
      } catch {
        // The temporary file is colormix's own business: the message names the file being written.
        var error = error
        error.path = folder.path.child(name).description
        throw error
      }
      do throws(FileError) {
        try fileSystem.rename(temporary, to: name, in: folder)
      } catch {
        fileSystem.remove(temporary, in: folder)
        throw error
      }
      fileSystem.sync(folder)
    } catch {
      throw file.failure(error)
    }
  }

  /// Moves the file to the first free `<file>.corrupt`, `<file>.corrupt.1`, …; returns its path.
  func moveAside() throws(StoreError) -> String {
    let name = file.real.name
    var destination = FileNames.companion(name, ".corrupt")
    var number = 1
    while fileSystem.exists(destination, in: folder) {
      destination = FileNames.companion(name, ".corrupt.\(number)")
      number += 1
    }
    do {
      try fileSystem.rename(name, to: destination, in: folder)
    } catch {
      throw file.failure(error)
    }
    return FilePath(bytes: file.real.bytes.dropLast(name.count) + destination).description
  }
}

/// A file's bytes as read (nil: no file), or why it could not be read. A class, not a `Result`: the runtime would
/// build a `Result`'s generic type on every start of a process, about 200,000 instructions.
final class FileRead {
  let bytes: [UInt8]?
  let error: StoreError?

  init(_ bytes: [UInt8]?) {
    self.bytes = bytes
    self.error = nil
  }

  init(_ error: StoreError) {
    self.bytes = nil
    self.error = error
  }

  /// The bytes, or the error.
  func get() throws(StoreError) -> [UInt8]? {
    if let error { throw error }
    return bytes
  }
}
