import ColorCore
import Foundation
import Synchronization
import Testing

@testable import colormix

/// Lists the paths a call resolves, and otherwise is the real file system.
final class CountingFileSystem: FileSystem {
  let resolved = Mutex<[String]>([])
  let real = SystemFileSystem()

  func resolve(_ path: FilePath) -> FilePath {
    resolved.withLock { $0.append(path.description) }
    return real.resolve(path)
  }
  func read(_ path: FilePath, limit: Int) throws(FileError) -> [UInt8]? { try real.read(path, limit: limit) }
  func makeDirectories(_ path: FilePath) throws(FileError) { try real.makeDirectories(path) }
  func permissions(of path: FilePath) -> UInt32? { real.permissions(of: path) }
  func exists(_ path: FilePath) -> Bool { real.exists(path) }
  func isSame(_ first: FilePath, _ second: FilePath) -> Bool { real.isSame(first, second) }
  func createTemporary(_ bytes: [UInt8], prefix: FilePath, mode: UInt32) throws(FileError) -> FilePath {
    try real.createTemporary(bytes, prefix: prefix, mode: mode)
  }
  func remove(_ path: FilePath) { real.remove(path) }
  func rename(_ source: FilePath, to destination: FilePath) throws(FileError) {
    try real.rename(source, to: destination)
  }
  func lock(_ path: FilePath, create: Bool, timeout: Double) throws(FileError) -> LockAttempt {
    try real.lock(path, create: create, timeout: timeout)
  }
  func unlock(_ handle: Int32) { real.unlock(handle) }
}

@Suite struct StorePathsSharingTests {
  /// `show` opens the color store and the palette (for a saved name); `save` both for writing.
  @Test(arguments: [["show"], ["save", "x"]])
  func oneCallResolvesTheStoreAndThePaletteOnce(_ arguments: [String]) {
    let cli = Colormix()
    let store = cli.folder + "/color.json"
    cli.run(["set", "1", "2", "3", "--store", store])
    let fileSystem = CountingFileSystem()
    let outcome = InProcess.run(arguments, environment: ["COLORMIX_STORE": store], fileSystem: fileSystem)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(fileSystem.resolved.withLock { $0 } == [store, cli.folder + "/palette.json"])
  }
}
