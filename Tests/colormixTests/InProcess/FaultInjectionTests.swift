import ColorCore
import Foundation
import Testing

@testable import colormix

/// A file system that fails one kind of operation, to check that a failed write leaves the old file intact.
struct FailingFileSystem: FileSystem {
  enum Step: String, CaseIterable, Sendable { case write, rename, lock, read, makeDirectories }
  let failing: Step
  let code: Int32
  let real = SystemFileSystem()

  func resolve(_ path: FilePath) -> FilePath { real.resolve(path) }
  func read(_ path: FilePath, limit: Int) throws(FileError) -> [UInt8]? {
    if failing == .read { throw FileError(.read, path: path, code: code) }
    return try real.read(path, limit: limit)
  }
  func makeDirectories(_ path: FilePath) throws(FileError) {
    if failing == .makeDirectories { throw FileError(.createFolder, path: path, code: code) }
    try real.makeDirectories(path)
  }
  func permissions(of path: FilePath) -> UInt32? { real.permissions(of: path) }
  func exists(_ path: FilePath) -> Bool { real.exists(path) }
  func isSame(_ first: FilePath, _ second: FilePath) -> Bool { real.isSame(first, second) }
  func createTemporary(_ bytes: [UInt8], prefix: FilePath, mode: UInt32) throws(FileError) -> FilePath {
    if failing == .write { throw FileError(.write, path: prefix.appending(".tmp"), code: code) }
    return try real.createTemporary(bytes, prefix: prefix, mode: mode)
  }
  func remove(_ path: FilePath) { real.remove(path) }
  func rename(_ source: FilePath, to destination: FilePath) throws(FileError) {
    if failing == .rename { throw FileError(.replace, path: destination, code: code) }
    try real.rename(source, to: destination)
  }
  func lock(_ path: FilePath, create: Bool, timeout: Double) throws(FileError) -> LockAttempt {
    if failing == .lock { throw FileError(.lock, path: path, code: code) }
    return try real.lock(path, create: create, timeout: timeout)
  }
  func unlock(_ handle: Int32) { real.unlock(handle) }
}

@Suite struct FaultInjectionTests {
  @Test(arguments: [
    (FailingFileSystem.Step.write, ENOSPC, "Cannot write STORE.tmp: No space left on device."),
    (.write, EROFS, "Cannot write STORE.tmp: Read-only file system."),
    (.rename, EIO, "Cannot replace STORE: Input/output error."),
    (.lock, EACCES, "Cannot lock STORE.lock: Permission denied."),
    (.read, EACCES, "Cannot read STORE: Permission denied."),
  ])
  func failedWriteIsExit74AndLeavesTheOldFile(_ step: FailingFileSystem.Step, _ code: Int32, _ message: String) throws {
    let cli = Colormix()
    let store = cli.folder + "/color.json"
    cli.run(["set", "1", "2", "3", "--store", store])
    let before = cli.contents(store)
    let palette = cli.folder + "/palette.json"
    let cases = [
      (["set", "50", "20", "80"], store), (["slide", "red", "+5"], store), (["reset"], store),
      (["save", "x"], palette),
    ]
    for (arguments, file) in cases {
      let outcome = InProcess.run(
        arguments, environment: ["COLORMIX_STORE": store], fileSystem: FailingFileSystem(failing: step, code: code))
      // `save` reads the color store before the palette: a read failure names the color store.
      let named = step == .read ? store : file
      #expect(outcome.status == 74, "\(arguments)")
      #expect(outcome.stdout == "")
      #expect(outcome.stderr == "colormix: error: \(message.replacingOccurrences(of: "STORE", with: named))\n")
      #expect(cli.contents(store) == before)
      #expect(cli.contents(palette) == nil)
    }
  }

  @Test func temporaryNameLeftBehindIsNeverOpened() {
    let cli = Colormix()
    let store = cli.folder + "/color.json"
    cli.write("partial garbage", to: store + ".tmp")
    #expect(cli.run(["set", "1", "2", "3", "--store", store, "--format", "rgb"]).stdout == "1 2 3\n")
    #expect(cli.contents(store + ".tmp") == Data("partial garbage".utf8))
  }
}
