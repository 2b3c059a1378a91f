import Foundation
import Testing

/// Untrusted input never breaks colormix: every argument and environment ends with its exit code and leaves the
/// store untouched, and text that is not UTF-8 or holds control characters never reaches the terminal raw.
@Suite struct UntrustedInputTests {
  static let rows: [([String], [String: String?], Int32)] = [
    ([""], [:], 64), ([" "], [:], 64), (["\t"], [:], 64), (["set", "", "", ""], [:], 64),
    (["set", " 1", "2", "3"], [:], 64), (["set", "1 ", "2", "3"], [:], 64),
    (["set", String(repeating: "9", count: 100_000), "x", "1"], [:], 64),
    (["set", "1", "2"], [:], 64), (["set", "1", "2", "3", "4"], [:], 64), (["--"], [:], 0),
    (["set", "--", "--", "1", "2"], [:], 64), (["--store"], [:], 64), (["show", "--format="], [:], 64),
    (["show", "--=x"], [:], 64), (["---format", "hex"], [:], 64), (["-"], [:], 64), (["-hx"], [:], 64),
    (["set", "٣", "1", "1"], [:], 64), (["set", "३", "1", "1"], [:], 64), (["set", "３", "1", "1"], [:], 64),
    (["set", "𝟓", "1", "1"], [:], 64), (["set", "⁵", "1", "1"], [:], 64), (["set", "½", "1", "1"], [:], 64),
    (["set", "−5", "1", "1"], [:], 64), (["set", "‐5", "1", "1"], [:], 64), (["set", "–5", "1", "1"], [:], 64),
    (["set", "﹣5", "1", "1"], [:], 64), (["set", "－5", "1", "1"], [:], 64), (["slide", "red", "−5"], [:], 64),
    (["set", "1,5", "1", "1"], [:], 64), (["set", "0x1", "1", "1"], [:], 64), (["set", "1_000", "1", "1"], [:], 64),
    (["set", "Infinity", "1", "1"], [:], 64), (["set", "NaN", "1", "1"], [:], 64),
    (["set", "1e309", "1", "1"], [:], 64),
    (["slide", "", "1"], [:], 64), (["slide", "rouge", "1"], [:], 64), (["slide", "red\u{7}", "1"], [:], 64),
    (["set", "\u{1B}[31m", "1", "1"], [:], 64), (["set", "\u{202E}1", "1", "1"], [:], 64),
    (["set", "#\u{1B}"], [:], 64), (["set", "rgb(\u{9B}1,2,3)"], [:], 64), (["show", "--format", "\u{1B}"], [:], 64),
    (["save", "\u{1B}]0;pwned\u{07}"], [:], 64), (["load", "\u{202E}"], [:], 64),
    (["show", "--store", ""], [:], 64), (["show", "--color", ""], [:], 64), (["show", "--color", "alway"], [:], 64),
    (["show", "--color", "NEVER"], [:], 0),
    (["set", "50", "50", "50"], ["COLORMIX_LOCK_TIMEOUT": "-1"], 64),
    (["set", "50", "50", "50"], ["COLORMIX_LOCK_TIMEOUT": "1e9"], 64),
    (["set", "50", "50", "50"], ["COLORMIX_LOCK_TIMEOUT": "٣"], 64),
    (["show", "--format", "hex"], ["COLORMIX_STORE": ""], 0),
    (["show", "--format", "hex"], ["COLORTERM": "\u{1B}"], 0),
    (["show", "--format", "hex"], ["TERM": ""], 0), (["show"], ["TERM": "dumb\u{0}"], 0),
    (["show", "--format", "hex"], ["COLORTERM": String(repeating: "x", count: 10_000)], 0),
    (["set", "50", "50", "50"], ["COLORMIX_STORE": "/dev/null/x.json"], 74),
    (["set", "50", "50", "50"], ["COLORMIX_STORE": "/"], 64),
    (["set", "1", "1", "1"], ["COLORMIX_STORE": "/dev/null/\u{1B}[2J.json"], 74),
    (["help", "\u{1B}"], [:], 64), (["help", "set", "set"], [:], 64),
    // Store paths that name a folder or the palette's files, files that are not regular, long names.
    (["set", "1", "1", "1", "--store", "x/"], [:], 64), (["slide", "red", "+1"], ["COLORMIX_STORE": "x/c.json/"], 64),
    (["show", "--store", "palette.json"], [:], 64),
    (["set", "1", "1", "1", "--store", "d/palette.json.lock"], [:], 64),
    (["show"], ["COLORMIX_STORE": "/dev/zero"], 74), (["reset"], ["COLORMIX_STORE": "/dev/null"], 74),
    (["set", "1", "1", "1", "--store", "/dev"], [:], 74),
    (["save", "e" + String(repeating: "\u{301}", count: 60_000)], [:], 64),
    (["save", String(repeating: "😀", count: 65)], [:], 64),
    (["set", "150", "0", "0", "--strict", "--store", "new/a/b/color.json"], [:], 65),
  ]

  @Test(arguments: rows)
  func rejectsOrSurvives(_ arguments: [String], _ environment: [String: String?], _ status: Int32) {
    let cli = Colormix()
    cli.run(["set", "1", "2", "3"])
    let before = cli.contents(cli.store)
    let result = cli.run(arguments, environment: environment)
    #expect(result.status == status)
    #expect(cli.contents(cli.store) == before)
    #expect(cli.contents(cli.palette) == nil)
    for text in [result.stdout, result.stderr] {
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
      #expect(!text.unicodeScalars.contains { $0 == "\u{202E}" })
    }
    if status != 0 {
      #expect(result.stderr.hasPrefix("colormix: error: ") && result.stderr.split(separator: "\n").count == 1)
    }
  }

  @Test func invalidUTF8IsEscapedEverywhere() {
    let cli = Colormix()
    #expect(
      cli.shell("\"$COLORMIX\" save \"$(printf 'a\\377b')\"").stderr
        == "colormix: error: Argument 2 is not valid UTF-8: 'a\\x{FF}b'.\n")
    let store = cli.shell("\"$COLORMIX\" show --format hex", environment: ["COLORMIX_STORE": nil, "HOME": nil])
    #expect(store.status == 74)
    // A path is bytes: it is used as it is, and a message shows it escaped.
    let env = cli.shell("COLORMIX_STORE=\"$(printf '\\377/')\" \"$COLORMIX\" show")
    #expect(
      env
        == .init(
          stdout: "",
          stderr: "colormix: error: The store path '\\x{FF}/' ends in '/'; name the store file, not a folder.\n",
          status: 64))
  }

  @Test func namesWithControlCharactersInTheFileMakeThePaletteCorruptAndAreNeverPrintedRaw() {
    let cli = Colormix()
    cli.write(#"{"colors": [{"name": "evil\u001b[31m\u202e", "red": 1, "green": 2, "blue": 3}]}"#, to: cli.palette)
    let listing = cli.run(["palette"])
    #expect(listing.status == 65 && listing.stdout == "")
    #expect(listing.stderr.contains("color 1 has a name that is not allowed"))
    #expect(!listing.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    #expect(cli.run(["__complete", "palette-names"]).stdout == "")
    cli.run(["set", "1", "2", "3"])
    #expect(cli.run(["show", "--format", "swatch", "--color", "never"]).stderr.contains("the palette is unreadable"))
  }
}
