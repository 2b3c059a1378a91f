import Foundation
import Testing

@testable import ColorCore

/// The store under attack. Each test makes one hostile move against the real binary.
@Suite struct StoreAttackTests {
  let cli = Colormix()

  /// Whether the tests run as root: only root can give a link to another user (`chown -h`).
  static let isRoot = getuid() == 0

  /// The red channel of the store at `store`, in tenths.
  private func redTenths(_ store: String) throws -> Int {
    try ColorDocument.decode(Array(cli.contents(cli.folder + "/" + store) ?? Data()), source: .input).color.red
  }

  /// The names in `folder` (relative to the test's folder) that are temporary files.
  private func temporaryFiles(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: cli.folder + "/" + folder)) ?? []).filter {
      $0.contains(".tmp.")
    }
  }

  /// Runs the shell script `hostile` while 8 writers each slide red by +0.1 100 times through `store`; returns
  /// how many slides succeeded and what the failures said.
  private func slides(through store: String, while hostile: String) -> (successes: Int, failures: String) {
    let hostile = cli.start("/bin/sh", ["-c", hostile])
    defer {
      // SIGKILL: the test runner's mask, which a spawned process inherits, may block SIGTERM.
      kill(hostile.processIdentifier, SIGKILL)
      hostile.waitUntilExit()
    }
    let cli = self.cli
    let reports = Failures()
    Colormix.concurrently(8) { _ in
      let result = cli.shell(
        "for j in $(awk 'BEGIN { for (i = 1; i <= 100; i++) print i }'); do \"$COLORMIX\" slide red +0.1 --store \(store) >/dev/null && echo ok; done",
        environment: ["COLORMIX_LOCK_TIMEOUT": "60"])
      reports.add(result.stdout + result.stderr)
    }
    let lines = reports.text.split(separator: "\n")
    return (lines.filter { $0 == "ok" }.count, lines.filter { $0 != "ok" }.joined(separator: "\n"))
  }

  // 1
  @Test(.timeLimit(.minutes(2))) func deletingTheLockFileWhileItIsHeldLosesNoUpdate() throws {
    cli.run(["set", "10", "0", "0", "--store", "d/c.json"])
    let (successes, failures) = slides(through: "d/c.json", while: "while :; do rm -f d/c.json.lock; done")
    #expect(failures == "")
    #expect(successes == 800)
    #expect(try redTenths("d/c.json") == 100 + successes)
    #expect(temporaryFiles("d") == [])
  }

  // 2
  @Test(
    .timeLimit(.minutes(2)),
    .enabled(if: TestPlatform.has("perl"), "perl is not installed (it swaps the link with rename(2); POSIX mv cannot)"))
  func swappingTheStoresFolderCountsEveryUpdateInExactlyOneFolder() throws {
    cli.run(["set", "0", "0", "0", "--store", "A/c.json"])
    cli.run(["set", "0", "0", "0", "--store", "B/c.json"])
    try FileManager.default.createSymbolicLink(atPath: cli.folder + "/d", withDestinationPath: "A")
    // Each flip is atomic (a new link renamed over the old), as a careful attacker's would be.
    let flip = "exec perl -e 'while (1) { for (qw(B A)) { symlink $_, q(d.new); rename q(d.new), q(d) } }'"
    let (successes, failures) = slides(through: "d/c.json", while: flip)
    #expect(failures == "")
    #expect(successes == 800)
    let inA = try redTenths("A/c.json")
    let inB = try redTenths("B/c.json")
    #expect(inA + inB == successes, "A \(inA) + B \(inB) tenths")
    #expect(inA > 0 && inB > 0, "the folder was swapped while the writers ran")
    #expect(temporaryFiles("A") == [] && temporaryFiles("B") == [] && temporaryFiles(".") == [])
  }

  // 3
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

  // 3, at the palette: the palette is refused as an unreadable one is, and the color store works on.
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

  // 3, the links the rule allows: the caller's own, the folder owner's, and any link outside a sticky folder.
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

  // 4
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

  // 3: a link's owner that the system does not name is given by number (no name service is asked).
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

  // 4: what root makes in another user's folder is theirs, so they are never locked out of their own store.
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

  // Smaller holes: a version this build does not know.
  @Test func aStoreOrPaletteOfAnotherVersionIsCorruptAndNeverOverwritten() {
    let unknown = "{\"version\": 2, \"red\": 1, \"green\": 2, \"blue\": 3}\n"
    cli.write(unknown, to: cli.folder + "/c.json")
    for command in [["show"], ["set", "1", "1", "1"], ["slide", "red", "+1"], ["save", "x"]] {
      let result = cli.run(command + ["--store", "c.json"])
      #expect(result.status == 65, "\(command)")
      #expect(
        result.stderr.hasPrefix(
          "colormix: error: The file c.json is corrupt (its 'version' is 2; this colormix reads version 1 only)"),
        "\(result.stderr)")
    }
    #expect(cli.contents(cli.folder + "/c.json") == Data(unknown.utf8))
    cli.write("{\"version\": \"1\", \"red\": 1, \"green\": 2, \"blue\": 3}\n", to: cli.folder + "/s.json")
    #expect(cli.run(["show", "--store", "s.json"]).stderr.contains("its 'version' is not a number"))
    cli.write("{\"version\": 1.0, \"red\": 1, \"green\": 2, \"blue\": 3}\n", to: cli.folder + "/one.json")
    #expect(cli.run(["show", "--store", "one.json", "--format", "rgb"]).stdout == "1 2 3\n")
    // Only close to 1 is another version, and the file is left as it is.
    let close = "{\"version\": 1.0000000000000000000001, \"red\": 1, \"green\": 2, \"blue\": 3}\n"
    cli.write(close, to: cli.folder + "/close.json")
    #expect(cli.run(["slide", "red", "+1", "--store", "close.json"]).status == 65)
    #expect(cli.contents(cli.folder + "/close.json") == Data(close.utf8))
    let palette = "{\"version\": 3, \"colors\": []}\n"
    cli.write(palette, to: cli.folder + "/palette.json")
    let listed = cli.run(["palette", "--store", "c.json"])
    #expect(listed.status == 65)
    #expect(listed.stderr.contains("palette.json is corrupt (its 'version' is 3; this colormix reads version 1 only)"))
    #expect(cli.contents(cli.folder + "/palette.json") == Data(palette.utf8))
  }

  // Smaller holes: a relative HOME.
  @Test func aRelativeHomeIsIgnoredAndTheErrorSaysSo() {
    let result = cli.run(["set", "1", "2", "3"], environment: ["HOME": "home", "XDG_STATE_HOME": "state"])
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "colormix: error: No store location: set COLORMIX_STORE, XDG_STATE_HOME or HOME, or pass --store PATH "
        + "(XDG_STATE_HOME 'state' is relative, so it was ignored) (HOME 'home' is relative, so it was ignored).\n")
    #expect(!FileManager.default.fileExists(atPath: cli.folder + "/home"))
    #expect(!FileManager.default.fileExists(atPath: cli.folder + "/state"))
  }

  // Smaller holes: every name the file system accepts.
  @Test(arguments: [200, 215, 216, 240, 250, 255])
  func storeNamesUpToTheFileSystemsLimitWork(_ length: Int) throws {
    let name = String(repeating: "n", count: length - 5) + ".json"
    let set = cli.run(["set", "1", "2", "3", "--store", name, "--format", "rgb"])
    #expect(set.stdout == "1 2 3\n", "\(set.stderr)")
    #expect(cli.run(["slide", "red", "+1", "--store", name, "--format", "rgb"]).stdout == "2 2 3\n")
    cli.write("not json", to: cli.folder + "/" + name)
    let reset = cli.run(["reset", "--store", name])
    #expect(reset.status == 0, "\(reset.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: cli.folder)
    #expect(names.allSatisfy { $0.utf8.count <= 255 })
    #expect(names.filter { $0.contains(".corrupt") }.count == 1)
    #expect(names.filter { $0.hasSuffix(".lock") }.count == 1)
    #expect(names.filter { $0.contains(".tmp.") } == [])
  }

  // Smaller holes: the path as given beside the path it led to.
  /// The second attack: a descriptor of a deleted file reads `/x/del.json (deleted)`, a name anyone may create;
  /// a socket and a loop of links are called what they are.
  @Test(.enabled(if: TestPlatform.processFolder != nil, "/dev/fd is a link into /proc only on Linux"))
  func aDeletedFilesDescriptorSocketsAndLoopsAreCalledWhatTheyAre() throws {
    let decoy = "{\"red\": 1, \"green\": 2, \"blue\": 3}\n"
    cli.write(decoy, to: cli.folder + "/del.json (deleted)")
    let script = """
      echo '{"red": 50, "green": 50, "blue": 50}' > del.json; exec 4<del.json; rm del.json
      "$COLORMIX" set blue --store /dev/fd/4; echo "status $?"
      """
    let result = cli.shell(script)
    #expect(result.stdout == "status 74\n")
    #expect(
      result.stderr.hasSuffix(
        "it leads to a file that no path names (a deleted file, or one in memory); nothing was read or written.\n"))
    #expect(cli.contents(cli.folder + "/del.json (deleted)") == Data(decoy.utf8))
    #expect(!FileManager.default.fileExists(atPath: cli.folder + "/del.json (deleted).lock"))
    try FileManager.default.createSymbolicLink(atPath: cli.folder + "/l1", withDestinationPath: "l2")
    try FileManager.default.createSymbolicLink(atPath: cli.folder + "/l2", withDestinationPath: "l1")
    #expect(
      cli.run(["show", "--store", "l1"]).stderr
        == "colormix: error: Cannot read l1: Too many levels of symbolic links.\n")
  }

  @Test(.enabled(if: TestPlatform.has("python3"), "python3 is not installed (it binds the socket)"))
  func aSocketIsCalledASocket() {
    #expect(cli.shell("python3 -c 'import socket; socket.socket(socket.AF_UNIX).bind(\"sock\")'").status == 0)
    for command in [["show"], ["set", "1", "2", "3"], ["reset"]] {
      let result = cli.run(command + ["--store", "sock"])
      #expect(result.status == 74)
      #expect(
        result.stderr
          == "colormix: error: Cannot use sock: it is a socket, not a regular file; nothing was read or written.\n")
    }
  }

  /// The second attack: nobody swaps a folder of theirs and a link of theirs to root's folder; a reader never
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

  /// A link the kernel follows to something without a path (`/dev/stdin` on a pipe: `pipe:[123]`) is what it is.
  @Test(.enabled(if: TestPlatform.processFolder != nil, "/dev/stdin is a link into /proc only on Linux"))
  func standardInputOnAPipeIsAPipeNotAMissingStore() {
    for command in ["show", "set 1 2 3", "save x"] {
      let result = cli.shell("echo hi | \"$COLORMIX\" \(command) --store /dev/stdin")
      #expect(result.status == 74, "\(command)")
      #expect(
        result.stderr.hasPrefix("colormix: error: Cannot use /dev/stdin (→ \(TestPlatform.processFiles)"),
        "\(result.stderr)")
      #expect(result.stderr.hasSuffix("it is a named pipe (FIFO), not a regular file; nothing was read or written.\n"))
    }
  }

  @Test func anErrorAboutAResolvedPathNamesThePathAsGivenToo() throws {
    let result = cli.run(["set", "1", "2", "3", "--store", "/dev/stdin"])
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "colormix: error: Cannot use /dev/stdin (→ /dev/null): it is a character device, not a regular file; "
        + "nothing was read or written.\n")
    try FileManager.default.createSymbolicLink(atPath: cli.folder + "/link.json", withDestinationPath: "sub")
    try FileManager.default.createDirectory(atPath: cli.folder + "/sub", withIntermediateDirectories: true)
    #expect(
      cli.run(["show", "--store", "link.json"]).stderr
        == "colormix: error: Cannot use link.json (→ sub): it is a directory, not a regular file; "
        + "nothing was read or written.\n")
  }
}
