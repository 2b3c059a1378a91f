import Foundation
import Testing

@testable import ColorCore

/// A link in a sticky folder is followed only when the caller or the folder's owner owns it, and a link swapped in
/// after the path is resolved is never read through: another user cannot lead colormix to a file of theirs choosing.
@Suite struct StoreLinkOwnerTests {
  let cli = Colormix()

  /// Whether the tests run as root: only root can give a link to another user (`chown -h`).
  static let isRoot = getuid() == 0

  @Test(.enabled(if: isRoot, "only root can give a link to another user (chown -h)"))
  func aLinkPlantedByAnotherUserInAStickyFolderIsNeverFollowed() throws {
    cli.write("precious", to: cli.folder + "/important.txt")
    try FileManager.default.createDirectory(atPath: cli.folder + "/shared", withIntermediateDirectories: true)
    chmod(cli.folder + "/shared", 0o1777)
    let plants = [
      ("shared/c.json", cli.folder + "/important.txt"),
      ("shared/deep.json", cli.folder + "/made/by/us/c.json"),
      ("shared/dir", cli.folder + "/victim"),
    ]
    try FileManager.default.createDirectory(atPath: cli.folder + "/victim", withIntermediateDirectories: true)
    for (link, target) in plants {
      try FileManager.default.createSymbolicLink(atPath: cli.folder + "/" + link, withDestinationPath: target)
      #expect(cli.shell("chown -h 65534:65534 \(link)").status == 0)
    }
    for store in ["shared/c.json", "shared/deep.json", "shared/dir/c.json"] {
      for command in [["reset"], ["set", "1", "2", "3"], ["slide", "red", "+5"], ["save", "x"], ["show"]] {
        let result = cli.run(command + ["--store", store])
        #expect(result.status == 74, "\(command) \(store)")
        #expect(result.stdout == "")
        let link = store == "shared/dir/c.json" ? "shared/dir/c.json (→ shared/dir)" : store
        #expect(
          result.stderr.hasPrefix(
            "colormix: error: Will not follow the link \(link): it is owned by nobody (uid 65534)")
            && result.stderr.contains("sticky, world-writable folder owned by root (uid 0)")
            && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      }
    }
    #expect(cli.contents(cli.folder + "/important.txt") == Data("precious".utf8))
    #expect(!FileManager.default.fileExists(atPath: cli.folder + "/important.txt.corrupt"))
    #expect(!FileManager.default.fileExists(atPath: cli.folder + "/made"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: cli.folder + "/victim") == [])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: cli.folder + "/shared").sorted() == [
        "c.json", "deep.json", "dir",
      ])
  }

  // At the palette: the palette is refused as an unreadable one is, and the color store works on.
  @Test(.enabled(if: isRoot, "only root can give a link to another user (chown -h)"))
  func aPlantedPaletteLinkIsRefusedAndTheStoreWorksOn() throws {
    cli.write("precious", to: cli.folder + "/important.txt")
    try FileManager.default.createDirectory(atPath: cli.folder + "/shared", withIntermediateDirectories: true)
    chmod(cli.folder + "/shared", 0o1777)
    try FileManager.default.createSymbolicLink(
      atPath: cli.folder + "/shared/palette.json", withDestinationPath: cli.folder + "/important.txt")
    #expect(cli.shell("chown -h 65534:65534 shared/palette.json").status == 0)
    let set = cli.run(["set", "1", "2", "3", "--store", "shared/c.json", "--format", "json"])
    #expect(set.status == 0)
    #expect(set.stdout.contains("\"saved\": null, \"savedError\": \"Will not follow the link shared/palette.json"))
    for command in [["save", "x"], ["reset", "--palette"], ["palette"]] {
      let result = cli.run(command + ["--store", "shared/c.json"])
      #expect(result.status == 74, "\(command)")
      #expect(result.stderr.contains("colormix: error: Will not follow the link shared/palette.json"))
    }
    #expect(cli.contents(cli.folder + "/important.txt") == Data("precious".utf8))
  }

  // The links the rule allows: the caller's own, the folder owner's, and any link outside a sticky folder.
  @Test(.enabled(if: isRoot, "only root can give a link to another user (chown -h)"))
  func linksOfTheCallerOrTheFolderOwnerOrOutsideAStickyFolderAreFollowed() throws {
    try FileManager.default.createDirectory(atPath: cli.folder + "/shared", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: cli.folder + "/plain", withIntermediateDirectories: true)
    chmod(cli.folder + "/shared", 0o1777)
    try FileManager.default.createSymbolicLink(
      atPath: cli.folder + "/shared/mine.json", withDestinationPath: "../a.json")
    try FileManager.default.createSymbolicLink(
      atPath: cli.folder + "/plain/theirs.json", withDestinationPath: "../b.json")
    #expect(cli.shell("chown -h 65534:65534 plain/theirs.json").status == 0)
    // A sticky folder owned by nobody, holding nobody's link: the folder's owner planted it.
    try FileManager.default.createDirectory(atPath: cli.folder + "/owned", withIntermediateDirectories: true)
    chmod(cli.folder + "/owned", 0o1777)
    try FileManager.default.createSymbolicLink(atPath: cli.folder + "/owned/c.json", withDestinationPath: "../c.json")
    #expect(cli.shell("chown 65534 owned && chown -h 65534:65534 owned/c.json").status == 0)
    for (store, real) in [("shared/mine.json", "a.json"), ("plain/theirs.json", "b.json"), ("owned/c.json", "c.json")] {
      #expect(cli.run(["set", "1", "2", "3", "--store", store, "--format", "rgb"]).stdout == "1 2 3\n", "\(store)")
      #expect(FileManager.default.fileExists(atPath: cli.folder + "/" + real), "\(store)")
    }
  }

  // A link's owner that the system does not name is given by number (no name service is asked).
  @Test(.enabled(if: isRoot, "only root can give a link to another user (chown -h)"))
  func aPlantedLinkOfAnUnnamedUserIsRefusedByNumber() throws {
    try FileManager.default.createDirectory(atPath: cli.folder + "/shared", withIntermediateDirectories: true)
    chmod(cli.folder + "/shared", 0o1777)
    try FileManager.default.createSymbolicLink(atPath: cli.folder + "/shared/c.json", withDestinationPath: "../c.json")
    #expect(cli.shell("chown -h 54321 shared/c.json").status == 0)
    let result = cli.run(["show", "--store", "shared/c.json"])
    #expect(result.status == 74)
    #expect(
      result.stderr.hasPrefix("colormix: error: Will not follow the link shared/c.json: it is owned by uid 54321 "))
  }

  /// Nobody swaps a folder of theirs and a link of theirs to root's folder; a reader never
  /// prints root's color (the folder is opened without following a link after the path is resolved).
  @Test(
    .enabled(if: isRoot, "only root can act as nobody"),
    .enabled(if: TestPlatform.has("perl") && TestPlatform.has("setpriv"), "perl and setpriv(1) are needed"))
  func aLinkSwappedInAfterResolvingIsNeverReadThrough() {
    cli.run(["set", "#abcdef", "--store", "secret/c.json"])
    let script = """
      mkdir st; chmod 1777 st; chmod 755 secret; chmod 644 secret/c.json
      as() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
      as mkdir st/d; as sh -c 'echo "{\\"red\\": 0, \\"green\\": 0, \\"blue\\": 40}" > st/d/c.json'
      as ln -s "$PWD/secret" st/lnk
      as perl -e 'my $end = time + 4; while (time < $end) { rename "st/lnk", "st/t"; rename "st/d", "st/lnk"; rename "st/t", "st/d" }' &
      i=0; while [ $i -lt 400 ]; do "$COLORMIX" show --format hex --store st/d/c.json 2>/dev/null; i=$((i + 1)); done
      wait
      """
    let shown = cli.shell(script).stdout
    #expect(!shown.contains("#abcdef"))
    #expect(shown.contains("#000066"), "the swaps ran while the reads did")
  }
}

/// A file colormix rewrites or makes for another user stays theirs: its owner, group and mode are kept.
@Suite struct StoreFileOwnerTests {
  let cli = Colormix()

  /// Whether the tests run as root: only root can give a link to another user (`chown -h`).
  static let isRoot = getuid() == 0

  @Test(.enabled(if: isRoot, "only root can rewrite another user's file"))
  func rewritingAnotherUsersFilesKeepsTheirOwnerGroupAndMode() throws {
    cli.run(["set", "1", "2", "3", "--store", "c.json"])
    cli.run(["save", "one", "--store", "c.json"])
    #expect(
      cli.shell("chown 65534:65534 c.json palette.json && chmod 640 c.json && chmod 604 palette.json").status == 0)
    #expect(cli.run(["set", "4", "5", "6", "--store", "c.json"]).status == 0)
    #expect(cli.run(["save", "two", "--store", "c.json"]).status == 0)
    for (file, mode) in [("c.json", 0o640), ("palette.json", 0o604)] {
      let attributes = try FileManager.default.attributesOfItem(atPath: cli.folder + "/" + file)
      #expect(attributes[.ownerAccountID] as? Int == 65534 && attributes[.groupOwnerAccountID] as? Int == 65534)
      #expect(attributes[.posixPermissions] as? Int == mode)
    }
  }

  // What root makes in another user's folder is theirs, so they are never locked out of their own store.
  @Test(
    .enabled(if: isRoot, "only root can make files for another user"),
    .enabled(if: TestPlatform.has("setpriv"), "setpriv(1) is not installed (util-linux)"))
  func filesRootMakesInAnotherUsersFolderAreTheirs() throws {
    try FileManager.default.createDirectory(atPath: cli.folder + "/own", withIntermediateDirectories: true)
    #expect(cli.shell("chown 65534:65534 own").status == 0)
    #expect(cli.run(["set", "1", "2", "3", "--store", "own/sub/c.json"]).status == 0)
    #expect(cli.run(["save", "x", "--store", "own/sub/c.json"]).status == 0)
    for file in [
      "own/sub", "own/sub/c.json", "own/sub/c.json.lock", "own/sub/palette.json", "own/sub/palette.json.lock",
    ] {
      let attributes = try FileManager.default.attributesOfItem(atPath: cli.folder + "/" + file)
      #expect(attributes[.ownerAccountID] as? Int == 65534, "\(file)")
    }
    let asNobody = "setpriv --reuid=65534 --regid=65534 --clear-groups \"$COLORMIX\""
    let slid = cli.shell(
      "\(asNobody) slide red +1 --store own/sub/c.json --format rgb && \(asNobody) palette --format json")
    #expect(slid.status == 0, "\(slid.stderr)")
    #expect(slid.stdout.hasPrefix("2 2 3\n"))
  }
}
