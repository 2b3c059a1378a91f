import Foundation
import TestSupport
import Testing

@testable import ColorCore

/// A store path is its own resolution only when none of its components is a link, and a folder is opened only
/// along a path without links: whether the system refuses links in one call (`openat2` on Linux) or colormix
/// looks at each component in turn.
@Suite final class LinkFreePathTests {
  let folder = TemporaryFolder.create("link-free")

  init() throws {
    try FileManager.default.createDirectory(atPath: folder + "/real/state", withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/real/state/color.json"))
    try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "real")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/real/state/linked.json", withDestinationPath: "color.json")
  }

  deinit {
    TemporaryFolder.remove(folder)
  }

  @Test func aPathWithoutLinksIsItsOwnResolution() throws {
    for name in ["/real/state/color.json", "/real/state/missing.json", "/real/missing/color.json"] {
      #expect(SystemFileSystem.hasNoLinks(FilePath(folder + name)), "\(name)")
      #expect(try SystemFileSystem().resolve(FilePath(folder + name)) == FilePath(folder + name))
    }
  }

  @Test func aLinkedFolderOrFileIsFollowedToTheRealPath() throws {
    let real = FilePath(folder + "/real/state/color.json")
    for name in ["/link/state/color.json", "/real/state/linked.json", "/link/state/linked.json"] {
      #expect(!SystemFileSystem.hasNoLinks(FilePath(folder + name)), "\(name)")
      #expect(try SystemFileSystem().resolve(FilePath(folder + name)) == real, "\(name)")
    }
  }

  @Test func aFolderIsOpenedOnlyAlongAPathWithoutLinks() throws {
    let fileSystem = SystemFileSystem()
    let opened = try #require(try fileSystem.openFolder(FilePath(folder + "/real/state"), create: false))
    #expect(try fileSystem.read(Array("color.json".utf8), in: opened, limit: 100) == Array("{}".utf8))
    fileSystem.close(opened)
    #expect(throws: FileError.self) { try fileSystem.openFolder(FilePath(folder + "/link/state"), create: false) }
    #expect(throws: FileError.self) { try fileSystem.openFolder(FilePath(folder + "/link"), create: true) }
  }
}
