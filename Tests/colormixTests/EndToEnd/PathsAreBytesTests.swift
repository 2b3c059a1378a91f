import Foundation
import Testing

/// End-to-end: a path is bytes. A store path that is not UTF-8 (from `--store`, `COLORMIX_STORE`,
/// `XDG_STATE_HOME` or `HOME`) is used as it is, and so is the palette beside it; messages show each byte that is
/// not UTF-8 as `\x{FF}`. Other arguments must still be UTF-8. `Process` cannot pass such bytes, so these tests
/// run colormix from `/bin/sh`, where `printf` makes them.
@Suite struct PathsAreBytesTests {
  let cli = Colormix()

  /// The shell word for the folder `b` and byte 0xFF.
  static let folder = #""$(printf 'b\377')""#
  /// The shell word for the store `c.json` in that folder.
  static let store = folder + "/c.json"

  /// The commands that read and write the store and the palette, with the store given by `storeOption` (empty
  /// when the environment names it); each prints one line or the palette's JSON.
  static func setShowSaveAndList(_ storeOption: String) -> String {
    #"""
    "$COLORMIX" set '#123456' --format hex \#(storeOption) && "$COLORMIX" show --format hex \#(storeOption) \
      && "$COLORMIX" save ocean --format hex \#(storeOption) && "$COLORMIX" show palette:ocean --format hex \#(storeOption) \
      && "$COLORMIX" palette --format json \#(storeOption)
    """#
  }

  static let expected = """
    #123456
    #123456
    #123456
    #123456
    [
      {"name": "ocean", "red": 7.1, "green": 20.4, "blue": 33.7, "css": "#123456", "hex": "#123456"}
    ]

    """

  @Test(arguments: ["--store " + PathsAreBytesTests.store, "--store=" + PathsAreBytesTests.store])
  func aStoreOptionThatIsNotUTF8IsUsedAsItsBytes(_ option: String) {
    let result = cli.shell(Self.setShowSaveAndList(option))
    #expect(result == .init(stdout: Self.expected, stderr: "", status: 0))
    // The store and the palette beside it are in the folder named by those bytes, and nowhere else.
    #expect(cli.shell("test -f \(Self.store) && test -f \(Self.folder)/palette.json && test ! -e home").status == 0)
  }

  @Test func colormixStoreThatIsNotUTF8IsUsedAsItsBytes() {
    let result = cli.shell("export COLORMIX_STORE=\"$PWD\"/\(Self.store)\n" + Self.setShowSaveAndList(""))
    #expect(result == .init(stdout: Self.expected, stderr: "", status: 0))
    #expect(cli.shell("test -f \(Self.store) && test -f \(Self.folder)/palette.json && test ! -e home").status == 0)
  }

  @Test(arguments: [
    ("HOME", "/.local/state/colormix"),
    ("XDG_STATE_HOME", "/colormix"),
  ])
  func aHomeOrStateFolderThatIsNotUTF8IsUsedAsItsBytes(_ variable: String, _ storeFolder: String) {
    let result = cli.shell("export \(variable)=\"$PWD\"/\(Self.folder)\n" + Self.setShowSaveAndList(""))
    #expect(result == .init(stdout: Self.expected, stderr: "", status: 0))
    let files = Self.folder + storeFolder
    #expect(cli.shell("test -f \(files)/color.json && test -f \(files)/palette.json").status == 0)
  }

  @Test(arguments: WatchTests.methods)
  func aStoreThatIsNotUTF8IsWatched(_ method: String) async {
    #expect(cli.shell("\"$COLORMIX\" set '#010101' --store \(Self.store)").status == 0)
    let (watcher, lines) = WatchLines.start(
      cli, script: "exec \"$COLORMIX\" watch --format hex --store \(Self.store)", method: method)
    defer {
      kill(watcher.processIdentifier, SIGKILL)
      watcher.waitUntilExit()
    }
    #expect(await lines.wait(for: 1).map(\.line) == ["#010101"])
    #expect(cli.shell("\"$COLORMIX\" set '#123456' --store \(Self.store)").status == 0)
    #expect(await lines.wait(for: 2).map(\.line) == ["#010101", "#123456"])
  }

  @Test(arguments: [
    (
      "\"$COLORMIX\" show --store \(PathsAreBytesTests.folder)/",
      "The store path 'b\\x{FF}/' ends in '/'; name the store file, not a folder.", 64
    ),
    (
      "COLORMIX_STORE=\(PathsAreBytesTests.folder)/ \"$COLORMIX\" show",
      "The store path 'b\\x{FF}/' ends in '/'; name the store file, not a folder.", 64
    ),
    (
      "HOME=\(PathsAreBytesTests.folder) \"$COLORMIX\" show",
      "No store location: set COLORMIX_STORE, XDG_STATE_HOME or HOME, or pass --store PATH "
        + "(HOME 'b\\x{FF}' is relative, so it was ignored).", 74
    ),
    (
      "mkdir -p \(PathsAreBytesTests.store) && \"$COLORMIX\" set red --store \(PathsAreBytesTests.store)",
      "Cannot use b\\x{FF}/c.json: it is a directory, not a regular file; nothing was read or written.", 74
    ),
  ])
  func anErrorAboutSuchAPathShowsItsBytesEscaped(_ script: String, _ message: String, _ status: Int32) {
    #expect(cli.shell(script) == .init(stdout: "", stderr: "colormix: error: \(message)\n", status: status))
  }

  @Test(arguments: [
    (
      "\"$COLORMIX\" set \"$(printf 'x\\377')\" --store \(PathsAreBytesTests.store)",
      "Argument 2 is not valid UTF-8: 'x\\x{FF}'."
    ),
    (
      "\"$COLORMIX\" save \"$(printf 'x\\377')\" --store \(PathsAreBytesTests.store)",
      "Argument 2 is not valid UTF-8: 'x\\x{FF}'."
    ),
    (
      "\"$COLORMIX\" show --store \(PathsAreBytesTests.store) --format=\"$(printf 'x\\377')\"",
      "Argument 4 is not valid UTF-8: '--format=x\\x{FF}'."
    ),
    ("\"$COLORMIX\" show --format \"$(printf 'x\\377')\"", "Argument 3 is not valid UTF-8: 'x\\x{FF}'."),
    ("\"$COLORMIX\" show \"$(printf -- '--st\\377')\"", "Argument 2 is not valid UTF-8: '--st\\x{FF}'."),
  ])
  func otherArgumentsThatAreNotUTF8AreStillRefused(_ script: String, _ message: String) {
    #expect(cli.shell(script) == .init(stdout: "", stderr: "colormix: error: \(message)\n", status: 64))
    #expect(cli.shell("test ! -e \(Self.folder)").status == 0)
  }

  @Test func aFileToImportThatIsNotUTF8IsReadAsItsBytes() {
    let result = cli.shell(
      "mkdir \(Self.folder) && printf '#112233\\n' > \(Self.folder)/x.hex && \"$COLORMIX\" palette import \(Self.folder)/x.hex"
        + " && \"$COLORMIX\" palette import \(Self.folder)/missing.hex")
    #expect(result.stderr.hasPrefix("colormix: imported 1 color\n"))
    #expect(result.stderr.hasSuffix("error: Cannot read b\\x{FF}/missing.hex: No such file or directory.\n"))
    #expect(result.status == 74)
    // Only a FILE may be other than UTF-8: a color, a name or a command may not.
    #expect(cli.shell("\"$COLORMIX\" palette \"$(printf 'b\\377')\"").status == 64)
    #expect(cli.shell("\"$COLORMIX\" show \"$(printf 'r\\377d')\"").status == 64)
  }
}
