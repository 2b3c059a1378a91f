import Foundation
import Testing

@testable import ColorCore

/// A store path works up to the file system's limit on a name and is refused past the system's limit on a path; a
/// relative HOME or XDG_STATE_HOME is ignored and the error says so; what a path leads to is called what it is, and
/// an error names the path as given beside the path it led to.
@Suite struct StorePathTests {
  let cli = Colormix()

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

  /// A path longer than the system takes (4,096 bytes on Linux) cannot be looked at for links, so it is refused
  /// whole, link or not, even where its folder is short enough to open: a link at its end is never read past nor
  /// replaced by a file, and nothing is created.
  @Test func aStorePathTooLongToLookAtIsRefusedAndALinkThereKept() {
    cli.write("{\"red\": 1, \"green\": 2, \"blue\": 3}\n", to: cli.folder + "/real.json")
    // 19 folders of 200 bytes and one that brings the folder's path to 4,080 bytes: made and entered one step at a
    // time (`cd -P`), as the paths are too long for the shell's own.
    let name = String(repeating: "d", count: 200)
    let last = String(repeating: "e", count: 4_080 - cli.folder.utf8.count - 19 * 201 - 1)
    let script = """
      top=$PWD; i=0; while [ $i -lt 19 ]; do mkdir \(name) && cd -P \(name) || exit 1; i=$((i + 1)); done
      mkdir \(last) && cd -P \(last) || exit 1
      ln -s "$top/real.json" link-to-the-real-store.json; folder=$PWD; cd "$top"
      for command in show 'slide red +1' 'set 9 9 9'; do
        "$COLORMIX" $command --store "$folder/link-to-the-real-store.json"; echo "status $?"
      done
      "$COLORMIX" set 9 9 9 --store "$folder/a-new-store-file.json"; echo "status $?"
      cd -P "$folder" && readlink link-to-the-real-store.json && ls
      """
    let result = cli.shell(script)
    let statuses = String(repeating: "status 74\n", count: 4)
    #expect(
      result.stdout == statuses + "\(cli.folder)/real.json\nlink-to-the-real-store.json\n", "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 4)
    #expect(result.stderr.split(separator: "\n").allSatisfy { $0.hasSuffix(": File name too long.") })
    #expect(cli.contents(cli.folder + "/real.json") == Data("{\"red\": 1, \"green\": 2, \"blue\": 3}\n".utf8))
  }

  /// A working folder the caller may search but not list holds a store like any folder on the way: it is opened
  /// only as a path, whether the store's folder is made first (the folder opened one component at a time) or is
  /// there already (opened in one call where Linux has `openat2`).
  @Test(
    .enabled(if: getuid() == 0, "only root can act as nobody"),
    .enabled(if: TestPlatform.has("setpriv"), "setpriv(1) is not installed (util-linux)"))
  func aWorkingFolderThatCanBeSearchedButNotListedHoldsAStore() {
    let script = """
      mkdir w; chmod 333 w; cd w
      as() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
      as "$COLORMIX" set 10 20 30 --store new/c.json --format hex
      as "$COLORMIX" show --store new/c.json --format hex
      as "$COLORMIX" show --store ./new/c.json --format hex
      """
    let result = cli.shell(script)
    #expect(result.stdout == "#1a334d\n#1a334d\n#1a334d\n", "\(result.stderr)")
  }

  /// A descriptor of a deleted file reads `/x/del.json (deleted)`, a name anyone may create;
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

/// A store or palette file of a version this colormix does not read is corrupt, and is never overwritten.
@Suite struct StoreVersionTests {
  let cli = Colormix()

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
}
