import ColorCore
import Foundation
import Synchronization
import Testing

@testable import ColorTerminal
@testable import colormix

/// Lists the paths a call resolves and the folders it opens, and otherwise is the real file system.
final class CountingFileSystem: ForwardingFileSystem {
  let resolved = Mutex<[String]>([])
  let opened = Mutex<[String]>([])
  let real = SystemFileSystem()

  func openFolder(_ path: FilePath, create: Bool) throws(StoreError.FileError) -> OpenFolder? {
    opened.withLock { $0.append(path.description) }
    return try real.openFolder(path, create: create)
  }

  func resolve(_ path: FilePath) throws(StoreError.FileError) -> FilePath {
    resolved.withLock { $0.append(path.description) }
    return try real.resolve(path)
  }
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

  /// The swatch and JSON of the stored color name it when it is saved: the color and the palette are read
  /// through one opening of their folder. (The swatch is the default on a terminal; piped, it is asked for.)
  @Test(arguments: [
    (["show"], true), (["show", "--format", "json"], false), ([], true), (["show", "--format", "swatch"], false),
  ])
  func showOpensTheStateFolderOnce(_ arguments: [String], _ onTerminal: Bool) {
    let cli = Colormix()
    let store = cli.folder + "/state/color.json"
    cli.run(["set", "1", "2", "3", "--store", store])
    cli.run(["save", "x", "--store", store])
    let fileSystem = CountingFileSystem()
    let outcome = InProcess.run(
      arguments, environment: ["COLORMIX_STORE": store], stdoutIsTerminal: onTerminal, fileSystem: fileSystem)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let savedName = arguments.contains("json") ? "\"x\"" : "saved as x"
    #expect(outcome.stdout.contains(savedName), "the saved name: \(outcome.stdout)")
    #expect(fileSystem.opened.withLock { $0 } == [cli.folder + "/state"])
  }
}
