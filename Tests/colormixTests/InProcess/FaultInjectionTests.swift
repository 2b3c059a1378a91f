import Foundation
import Testing

@testable import ColorCore
@testable import ColorTerminal
@testable import colormix

/// A file system that fails one kind of operation, to check that a failed write leaves the old file intact.
struct FailingFileSystem: ForwardingFileSystem {
  enum Step: String, CaseIterable, Sendable { case write, rename, lock, read, makeDirectories }
  let failing: Step
  let code: Int32
  let real = SystemFileSystem()

  func read(_ path: FilePath, limit: Int) throws(StoreError.FileError) -> [UInt8]? {
    if failing == .read { throw StoreError.FileError(.read, path: path, code: code) }
    return try real.read(path, limit: limit)
  }
  func read(_ name: [UInt8], in folder: OpenFolder, limit: Int) throws(StoreError.FileError) -> [UInt8]? {
    if failing == .read { throw StoreError.FileError(.read, path: folder.path.child(name), code: code) }
    return try real.read(name, in: folder, limit: limit)
  }
  func openFolder(_ path: FilePath, create: Bool) throws(StoreError.FileError) -> OpenFolder? {
    if failing == .makeDirectories && create { throw StoreError.FileError(.createFolder, path: path, code: code) }
    return try real.openFolder(path, create: create)
  }
  func createTemporary(_ bytes: [UInt8], for name: [UInt8], in folder: OpenFolder) throws(StoreError.FileError)
    -> [UInt8]
  {
    if failing == .write {
      throw StoreError.FileError(.write, path: folder.path.child(name + Array(".tmp.g13e9lpukqbf".utf8)), code: code)
    }
    return try real.createTemporary(bytes, for: name, in: folder)
  }
  func rename(_ source: [UInt8], to destination: [UInt8], in folder: OpenFolder) throws(StoreError.FileError) {
    if failing == .rename { throw StoreError.FileError(.replace, path: folder.path.child(destination), code: code) }
    try real.rename(source, to: destination, in: folder)
  }
  func lock(_ name: [UInt8], in folder: OpenFolder, create: Bool, timeout: Double) throws(StoreError.FileError)
    -> LockAttempt
  {
    if failing == .lock { throw StoreError.FileError(.lock, path: folder.path.child(name), code: code) }
    return try real.lock(name, in: folder, create: create, timeout: timeout)
  }
}

@Suite struct FaultInjectionTests {
  @Test(arguments: [
    // The temporary file is colormix's own: a failure to write it names the file being written.
    (FailingFileSystem.Step.write, ENOSPC, "Cannot write STORE: No space left on device."),
    (.write, EROFS, "Cannot write STORE: Read-only file system."),
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

  @Test func aFolderThatCannotBeCreatedIsExit74AndCreatesNothing() {
    let cli = Colormix()
    let store = cli.folder + "/new/deeper/color.json"
    let outcome = InProcess.run(
      ["set", "1", "2", "3"], environment: ["COLORMIX_STORE": store],
      fileSystem: FailingFileSystem(failing: .makeDirectories, code: EACCES))
    #expect(outcome.status == 74)
    #expect(outcome.stdout == "")
    #expect(
      outcome.stderr == "colormix: error: Cannot create the folder \(cli.folder)/new/deeper: Permission denied.\n")
    #expect(!FileManager.default.fileExists(atPath: cli.folder + "/new"))
  }

  @Test func aFailedRenameLeavesNoTemporaryFile() throws {
    let cli = Colormix()
    let store = cli.folder + "/color.json"
    cli.run(["set", "1", "2", "3", "--store", store])
    let outcome = InProcess.run(
      ["set", "4", "5", "6"], environment: ["COLORMIX_STORE": store],
      fileSystem: FailingFileSystem(failing: .rename, code: EIO))
    #expect(outcome.status == 74)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cli.folder).filter { $0.contains(".tmp.") } == [])
  }

  /// `set -` reads through the context's standard input, the seam these tests use.
  @Test func setDashReadsTheContextsStandardInput() {
    let cli = Colormix()
    let outcome = InProcess.run(
      ["set", "-", "--format", "rgb"], environment: ["COLORMIX_STORE": cli.folder + "/c.json"], input: "\n 1 2 3\n")
    #expect(outcome == InProcess.Result(stdout: "1 2 3\n", stderr: "", status: 0))
  }

  @Test func temporaryNameLeftBehindIsNeverOpened() {
    let cli = Colormix()
    let store = cli.folder + "/color.json"
    cli.write("partial garbage", to: store + ".tmp")
    #expect(cli.run(["set", "1", "2", "3", "--store", store, "--format", "rgb"]).stdout == "1 2 3\n")
    #expect(cli.contents(store + ".tmp") == Data("partial garbage".utf8))
  }
}
