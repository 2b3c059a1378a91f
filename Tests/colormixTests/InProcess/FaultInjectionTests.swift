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

  func read(_ path: String) throws(FileError) -> [UInt8]? {
    if failing == .read { throw FileError(.read, path: path, code: code) }
    return try real.read(path)
  }
  func makeDirectories(_ path: String) throws(FileError) {
    if failing == .makeDirectories { throw FileError(.createFolder, path: path, code: code) }
    try real.makeDirectories(path)
  }
  func writeTarget(of path: String) -> String { real.writeTarget(of: path) }
  func permissions(of path: String) -> UInt32? { real.permissions(of: path) }
  func exists(_ path: String) -> Bool { real.exists(path) }
  func writeAndSync(_ bytes: [UInt8], to path: String, mode: UInt32) throws(FileError) {
    if failing == .write {
      // Leave a partial temporary file behind, as a full disk would.
      try real.writeAndSync(Array(bytes.prefix(5)), to: path, mode: mode)
      throw FileError(.write, path: path, code: code)
    }
    try real.writeAndSync(bytes, to: path, mode: mode)
  }
  func rename(_ source: String, to destination: String) throws(FileError) {
    if failing == .rename { throw FileError(.replace, path: destination, code: code) }
    try real.rename(source, to: destination)
  }
  func lock(_ path: String, timeout: Double) throws(FileError) -> Int32? {
    if failing == .lock { throw FileError(.lock, path: path, code: code) }
    return try real.lock(path, timeout: timeout)
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

  @Test func staleTemporaryFileIsReplacedByTheNextWrite() {
    let cli = Colormix()
    let store = cli.folder + "/color.json"
    cli.write("partial garbage", to: store + ".tmp")
    #expect(cli.run(["set", "1", "2", "3", "--store", store, "--format", "rgb"]).stdout == "1 2 3\n")
    #expect(!FileManager.default.fileExists(atPath: store + ".tmp"))
  }
}
