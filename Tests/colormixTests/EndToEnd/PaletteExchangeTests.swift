import ColorCore
import Foundation
import Testing

/// End-to-end: `palette export --to FORMAT` and `palette import FILE|-`, run as the built binary.
@Suite struct PaletteExchangeTests {
  let cli = Colormix()
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Palettes").path

  /// Saves `entries` (name, hex) in order.
  func save(_ entries: [(String, String)], store: String? = nil) {
    for (name, hex) in entries {
      let extra = store.map { ["--store", $0] } ?? []
      #expect(cli.run(["set", hex] + extra).status == 0)
      #expect(cli.run(["save", "--", name] + extra).status == 0)
    }
  }

  /// The palette as `name hex` lines.
  func listing(store: String? = nil) -> [String] {
    let extra = store.map { ["--store", $0] } ?? []
    let json = cli.run(["palette", "--format", "json"] + extra).stdout
    let items = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [[String: Any]] ?? []
    return items.map { "\($0["name"] as? String ?? "?") \($0["hex"] as? String ?? "?")" }
  }

  func file(_ name: String, _ text: String) -> String {
    let path = cli.folder + "/" + name
    cli.write(text, to: path)
    return path
  }

  static let sample = [("grape", "#8033cc"), ("Sky Blue 1", "#729fcf"), ("v1.2 {x}", "#000000")]

  @Test func exportWritesEachFormatAsDocumented() {
    save(Self.sample)
    #expect(
      cli.run(["palette", "export", "--to", "gpl", "--name", "My P"])
        == .init(
          stdout: "GIMP Palette\nName: My P\n#\n128  51 204\tgrape\n114 159 207\tSky Blue 1\n  0   0   0\tv1.2 {x}\n",
          stderr: "", status: 0))
    #expect(
      cli.run(["palette", "export", "--to", "css"]).stdout == """
        /* colormix */
        :root {
          --grape: #8033cc;
          --sky-blue-1: #729fcf; /* colormix-name: "Sky Blue 1" */
          --v1-2-x: #000000; /* colormix-name: "v1.2 {x}" */
        }

        """)
    #expect(cli.run(["palette", "export", "--to", "hex"]).stdout == "#8033cc\n#729fcf\n#000000\n")
    #expect(
      cli.run(["palette", "export", "--to", "kitty", "--name", "theme"])
        == .init(
          stdout: "# theme: a kitty theme written by colormix\n",
          stderr:
            "colormix: warning: kitty holds only foreground, background, cursor and color0–color255; 3 entries not "
            + "written: 'grape', 'Sky Blue 1', 'v1.2 {x}'\n", status: 0))
    #expect(
      cli.run(["palette", "export", "--to", "json"]).stdout
        == String(decoding: cli.contents(cli.palette)!, as: UTF8.self))
    let tokens = cli.run(["palette", "export", "--to", "tokens"]).stdout
    #expect(tokens.hasPrefix("{\n  \"$description\": \"colormix\",\n"))
    #expect(
      tokens.contains(
        ##""grape": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.501960784314, 0.2, 0.8], "hex": "#8033cc"}, "$extensions": {"org.colormix": {"css": "#8033cc"}}}"##
      ))
    #expect(
      tokens.contains(#""v1-2 -x-": {"#)
        && tokens.contains(##""$extensions": {"org.colormix": {"name": "v1.2 {x}", "css": "#000000"}}"##))
    #expect((try? JSONSerialization.jsonObject(with: Data(tokens.utf8))) != nil)
  }

  @Test(arguments: [
    ("gpl", "GIMP Palette\nName: colormix\n#\n"), ("css", "/* colormix */\n:root {\n}\n"), ("hex", ""),
    ("json", "{\n  \"version\": 1,\n  \"colors\": []\n}\n"), ("tokens", "{\n  \"$description\": \"colormix\"\n}\n"),
    ("kitty", "# colormix: a kitty theme written by colormix\n"),
    ("alacritty", "# colormix: an Alacritty theme written by colormix\n"),
    (
      "wezterm", "# colormix: a WezTerm color scheme written by colormix\n[colors]\n\n[metadata]\nname = \"colormix\"\n"
    ),
    ("ghostty", "# colormix: a Ghostty theme written by colormix\n"),
    ("windows-terminal", "{\n  \"name\": \"colormix\"\n}\n"),
    ("iterm2", ITerm2Empty.document), ("xresources", "! colormix: X resources written by colormix\n"),
    ("base16", "scheme: \"colormix\"\nauthor: \"colormix\"\n"),
  ])
  func anEmptyPaletteExportsAValidEmptyDocumentThatImportsNoColor(_ format: String, _ document: String) {
    #expect(cli.run(["palette", "export", "--to", format]) == .init(stdout: document, stderr: "", status: 0))
    #expect(cli.contents(cli.palette) == nil)
    let imported = cli.run(["palette", "import", "-", "--from", format], stdin: document)
    if document.isEmpty {
      #expect(imported == .init(stdout: "", stderr: "colormix: imported 0 colors\n", status: 0))
    } else {
      let holds = format == "css" ? "color custom properties" : format == "tokens" ? "color tokens" : "colors"
      let formats = "--from names its format: \(PaletteFormat.allCases.map(\.rawValue).joined(separator: ", "))"
      #expect(
        imported
          == .init(
            stdout: "",
            stderr: "colormix: error: Cannot import standard input: it holds no \(holds) when read as \(format) "
              + "(\(formats)); nothing was imported.\n", status: 65))
      #expect(cli.run(["palette", "import", "-"], stdin: document).status == 65)
    }
    #expect(cli.contents(cli.palette) == nil)
  }

  /// A Lospec or Aseprite `.hex` palette: six hex digits a line, no `#`.
  @Test func aLospecHexFileIsRead() {
    let path = file("pico.hex", "000000\n1D2B53\n7e2553\n")
    #expect(cli.run(["palette", "import", path]).stderr == "colormix: imported 3 colors\n")
    #expect(listing() == ["000000 #000000", "1d2b53 #1d2b53", "7e2553 #7e2553"])
  }

  /// A refused import creates nothing: no folder, no lock file.
  @Test func aRefusedImportCreatesNothing() {
    let store = cli.folder + "/new/dir/c.json"
    let result = cli.run(["palette", "import", "-", "--store", store, "--strict"], stdin: "#ff0000\n#ff000\n")
    #expect(result.status == 65)
    #expect(!FileManager.default.fileExists(atPath: cli.folder + "/new"))
  }

  /// Only a write creates the state folder and the lock file: an import that changes nothing creates neither.
  @Test func anImportThatChangesNothingCreatesNothing() {
    let store = cli.folder + "/new/dir/c.json"
    let documents = [
      ("", [String](), Int32(0)), ("GIMP Palette\nName: x\n#\n", [], 65), ("/* colormix */\n:root {\n}\n", [], 65),
      ("#12345\nnot a color\n", ["--skip-bad"], 65),
    ]
    for (document, extra, status) in documents {
      let result = cli.run(["palette", "import", "-", "--store", store] + extra, stdin: document)
      #expect(result.status == status, "\(document)")
      #expect(!FileManager.default.fileExists(atPath: cli.folder + "/new"), "\(document)")
    }
    // A palette file without its lock file (copied there): importing what it holds adds no lock file.
    save([("grape", "#8033cc")])
    let folder = cli.folder + "/copy"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? FileManager.default.copyItem(atPath: cli.palette, toPath: folder + "/palette.json")
    #expect(
      cli.run(["palette", "import", "-", "--store", folder + "/c.json"], stdin: ":root { --grape: #8033cc; }\n")
        == .init(stdout: "", stderr: "colormix: imported 0 colors; 1 already saved\n", status: 0))
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder)) == ["palette.json"])
  }

  /// Token components are kept as CSS reads them: `0.5035` is 50.35%, listed 50.4 as `set 50.35` lists it; a
  /// component or an alpha whose nearest `Double` is 1 is 1.
  @Test func tokenNumbersAreKeptAsCSSReadsThem() {
    func token(_ components: String, alpha: String = "1") -> String {
      #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(components)], "alpha": \#(alpha)}}"#
    }
    let tokens = """
      {"a": \(token("0.5035, 0.5035, 0.5035")), "b": \(token("1.0000000000000000001, 0, 0")),
       "c": \(token("1, 1, 1", alpha: "0.99999999999999999999"))}
      """
    let result = cli.run(["palette", "import", "-"], stdin: tokens)
    #expect(
      result.stderr == """
        colormix: imported 3 colors

        """)
    #expect(cli.run(["show", "palette:c", "--format", "hex"]).stdout == "#ffffff\n")
    #expect(cli.run(["set", "50.35", "50.35", "50.35", "--format", "rgb"]).stdout == "50.4 50.4 50.4\n")
    #expect(cli.run(["show", "palette:a", "--format", "rgb"]).stdout == "50.35 50.35 50.35\n")
    #expect(cli.run(["palette", "--color", "never"]).stdout.hasPrefix("#808080  a  red 50.4  green 50.4  blue 50.4"))
  }

  /// Every JSON reader takes the last member of a name given twice, at the first one's place: the store file,
  /// the palette file, a JSON import, design tokens and JSON lines on standard input read the same documents
  /// alike.
  @Test func theLastOfDuplicateJSONMembersWinsEverywhere() throws {
    let document = """
      {"version": 1, "red": 10, "green": 10, "blue": 10, "red": 90,
       "colors": [{"name": "first", "red": 1, "green": 1, "blue": 1}],
       "colors": [{"name": "last", "red": 2, "green": 2, "blue": 2, "red": 80}]}

      """
    // As the store file and the palette file.
    let folder = cli.folder + "/s"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    cli.write(document, to: folder + "/c.json")
    cli.write(document, to: folder + "/palette.json")
    #expect(cli.run(["show", "--store", folder + "/c.json", "--format", "rgb"]).stdout == "90 10 10\n")
    #expect(listing(store: folder + "/c.json") == ["last #cc0505"])
    // As a JSON import, and the same object as a line on standard input.
    #expect(cli.run(["palette", "import", "-"], stdin: document).stderr == "colormix: imported 1 color\n")
    #expect(listing() == ["last #cc0505"])
    let line = document.replacingOccurrences(of: "\n", with: "") + "\n"
    #expect(cli.run(["show", "-", "--format", "rgb"], stdin: line).stdout == "90 10 10\n")
    // Design tokens: a token named twice is one token, the last, where the first stood; so is a $value given twice.
    let tokens = #"""
      {"a": {"$type": "color", "$value": "#111111"}, "b": {"$type": "color", "$value": "#333333"},
       "a": {"$type": "color", "$value": "#222222", "$value": "#444444"}}
      """#
    let other = cli.folder + "/t/c.json"
    #expect(
      cli.run(["palette", "import", "-", "--store", other], stdin: tokens)
        == .init(stdout: "", stderr: "colormix: imported 2 colors\n", status: 0))
    #expect(listing(store: other) == ["a #444444", "b #333333"])
  }

  /// Importing an export again with `--replace` changes nothing and says so; a re-import of many colors with
  /// `--replace` is one lookup an entry, so that 20,000 colors take a moment, not minutes.
  @Test func replacingWithTheSameColorsChangesNothing() {
    var lines = ""
    for index in 0..<20_000 { lines += String(format: "#%06x\n", index * 797) }
    let path = file("many.txt", lines)
    #expect(cli.run(["palette", "import", path]).stderr == "colormix: imported 20000 colors\n")
    let before = cli.contents(cli.palette)
    #expect(
      cli.run(["palette", "import", path, "--replace"])
        == .init(stdout: "", stderr: "colormix: imported 0 colors; 20000 already saved\n", status: 0))
    #expect(cli.contents(cli.palette) == before)
  }

  /// CSS comments inside a value count as a space; a `;` inside a quoted string (escapes and all) or inside
  /// brackets ends nothing; a final `!important` is no part of the color.
  @Test func commentsStringsAndBracketsInsideACSSValue() {
    let css = """
      :root {
        --a: #123456 /* note; */;
        --b: /* x */ #223344;
        --c: "x;y\\"; --in-string: blue;";
        --d: url(a;--in-url: red);
        --e: {a; --in-block: red;};
        --f: green !important;
      }

      """
    let result = cli.run(["palette", "import", "-"], stdin: css)
    #expect(
      result
        == .init(
          stdout: "", stderr: "colormix: skipped 3 declarations that are not colors\ncolormix: imported 3 colors\n",
          status: 0))
    #expect(listing() == ["a #123456", "b #223344", "f #008000"])
  }

  /// CSS is read as CSS: what a string, a `url()` or a comment holds is no declaration and hides none, and a
  /// property's name is its ident (a comment before the `:` is no part of it, escapes are decoded).
  @Test func cssIsReadAsCSS() {
    let css = """
      .a { content: "x; --fake: #ff0000;"; background: url(x;--in-url:red); }
      .b { content: "/*"; }
      :root { --a/* note */: #111111; --sky\\ blue: #222222; }

      """
    #expect(
      cli.run(["palette", "import", "-"], stdin: css)
        == .init(stdout: "", stderr: "colormix: imported 2 colors\n", status: 0))
    #expect(listing() == ["a #111111", "sky blue #222222"])
  }

  /// A CSS value that is not a color is refused with the reason `show` gives for the same text (without the list
  /// of forms `show` adds when it has no more precise reason).
  @Test(arguments: [
    ("rgba(1, 2)", "'rgba(1, 2)' is not a color: rgba() takes 3 or 4 values, found 2."),
    ("oklch(0.5 0.1)", "'oklch(0.5 0.1)' is not a color: oklch() takes 3 components, found 2."),
    ("#12345g", "'#12345g' is not a color."),
    // Values past those a function takes are counted, not kept: the count is still exact.
    ("rgb(1 2 3 4 5 6 7 8 9)", "'rgb(1 2 3 4 5 6 7 8 9)' is not a color: rgb() takes 3 components, found 9."),
    ("rgb(1,2,3,4,5,6,7,8,9)", "'rgb(1,2,3,4,5,6,7,8,9)' is not a color: rgb() takes 3 or 4 values, found 9."),
    (
      "color(srgb 1 2 3 4 5 6 7)",
      "'color(srgb 1 2 3 4 5 6 7)' is not a color: color() takes a space and 3 components, found 7 components."
    ),
    (
      "color-mix(in srgb, red, blue, red, blue, red)",
      "'color-mix(in srgb, red, blue, red, blue, red)' is not a color: color-mix() takes \"in SPACE\" and two colors separated by commas, found 6 parts."
    ),
  ])
  func aCSSRefusalGivesTheReasonShowGives(_ value: String, _ reason: String) {
    let show = cli.run(["show", value])
    #expect(show.status == 64)
    #expect(show.stderr.hasPrefix("colormix: error: \(reason.dropLast())"))
    let imported = cli.run(["palette", "import", "-"], stdin: ":root { --a: \(value); }\n")
    #expect(imported.status == 65)
    #expect(imported.stderr.hasPrefix("colormix: error: line 1: \(reason)"))
    // The sentence is show's, without the forms show names when it has no more precise reason.
    let withoutForms = show.stderr.components(separatedBy: "; use a color name")[0]
      .components(separatedBy: " Colors are a color name")[0].replacingOccurrences(of: "\n", with: "")
    #expect(imported.stderr.hasPrefix("colormix: error: line 1: \(withoutForms.dropFirst(17))"))
  }

  /// A CSS declaration that is not a color (a length, a string, a keyword, `url()`) is skipped and counted; one
  /// that is only another name (`var(--brand)`) is an alias of that color; a color outside sRGB is kept as it is,
  /// so `--strict` has nothing to refuse.
  @Test func aDesignSystemsCSSImportsItsColorsAndSkipsTheRest() {
    let css = """
      :root {
        --brand: #1a4876;
        --radius: 4px;
        --font: "Inter", sans-serif;
        --weight: bold;
        --accent: var(--brand);
        --wide: color(display-p3 1 0 0);
      }

      """
    #expect(
      cli.run(["palette", "import", "-", "--strict"], stdin: css)
        == .init(
          stdout: "",
          stderr: """
            colormix: skipped 3 declarations that are not colors
            colormix: imported 2 colors; 1 alias (names of a color saved under another)

            """, status: 0))
    #expect(listing() == ["brand #1a4876", "wide #ff0b0c"])
    #expect(cli.run(["show", "palette:accent", "--format", "hex"]).stdout == "#1a4876\n")
    #expect(cli.run(["show", "palette:wide", "--format", "display-p3"]).stdout == "color(display-p3 1 0 0)\n")
  }

  /// An entry without a name never takes a saved color's place: re-importing a hex export keeps the names, with
  /// `--replace` too, and a made-up name holding another color is refused.
  @Test func anEntryWithoutANameNeverReplaces() {
    save([("grape", "#8033cc"), ("tomato", "#ff6347"), ("ff0000", "#00ff00")])
    let path = file("p.hex", cli.run(["palette", "export", "--to", "hex"]).stdout)
    let before = cli.contents(cli.palette)
    for extra in [[], ["--replace"]] {
      #expect(
        cli.run(["palette", "import", path] + extra)
          == .init(stdout: "", stderr: "colormix: imported 0 colors; 3 already saved\n", status: 0))
    }
    #expect(cli.contents(cli.palette) == before)
    let clash = cli.run(["palette", "import", "-", "--replace"], stdin: "#ff0000\n")
    #expect(clash.status == 65)
    #expect(
      clash.stderr.hasPrefix(
        "colormix: error: line 1: The entry has no name, and 'ff0000', the name made from its hex, is saved with "
          + "another color.\n"))
    #expect(cli.contents(cli.palette) == before)
  }

  /// Quoting counts Unicode scalars: combining marks cannot make a refusal line long.
  @Test func combiningMarksCannotLengthenAQuote() {
    let value = "e" + String(repeating: "\u{301}", count: 20_000)
    let result = cli.run(["palette", "import", "-"], stdin: value + "\n")
    #expect(result.status == 65)
    #expect(result.stderr.utf8.count < 400)
  }

  /// A name made from the hex that an earlier line has says so; a long name is quoted cut.
  @Test func aGeneratedNameClashSaysTheNameWasMadeAndLongNamesAreCut() {
    let gpl = "GIMP Palette\n  0 255   0\tff0000\n255   0   0\n"
    #expect(
      cli.run(["palette", "import", "-", "--strict"], stdin: gpl).stderr.hasPrefix(
        "colormix: error: line 3: The entry has no name, and 'ff0000', the name made from its hex, is also on line 2.\n"
      ))
    let long = String(repeating: "x", count: 5000)
    let result = cli.run(["palette", "import", "-"], stdin: "GIMP Palette\n  1   2   3\t\(long)\n")
    #expect(result.status == 65)
    #expect(result.stderr.contains("'\(String(repeating: "x", count: 80))…' is not allowed"))
    #expect(result.stderr.count < 300)
  }

  /// Names that every mapping must survive: spaces, dots, braces, a leading `$`, accents, `*/`, case collisions,
  /// a leading digit, a name that is a CSS keyword, CJK, GIMP's word for no name, the palette file's key.
  static let hardNames = [
    ("grape", "#8033cc"), ("Grape", "#8033cd"), ("GRAPE", "#010203"), ("Sky Blue 1", "#729fcf"), ("v1.2", "#fefefe"),
    ("{ref}", "#123456"), ("$money", "#00ff00"), ("Crème Brûlée", "#e3c9a1"), ("a */ b", "#0000ff"),
    ("1st", "#ff0000"), ("inherit", "#808080"), ("藍色", "#1e50a2"), ("x-1", "#ff8800"), ("x 1", "#ff8801"),
    ("Untitled", "#abcdef"), ("colors", "#fedcba"),
  ]

  @Test(arguments: ["gpl", "css", "json", "tokens"])
  func exportThenImportIntoAnEmptyPaletteKeepsEveryNameAndHex(_ format: String) {
    save(Self.hardNames)
    let exported = cli.run(["palette", "export", "--to", format])
    #expect(exported.status == 0)
    let path = file("exported." + format, exported.stdout)
    let other = cli.folder + "/other/c.json"
    let imported = cli.run(["palette", "import", path, "--store", other])
    #expect(imported == .init(stdout: "", stderr: "colormix: imported 16 colors\n", status: 0))
    #expect(listing(store: other) == Self.hardNames.map { "\($0.0) \($0.1)" })
    // Exactly the document again.
    #expect(cli.run(["palette", "export", "--to", format, "--store", other]).stdout == exported.stdout)
  }

  @Test func hexLinesRoundTripTheColorsWithNamesMadeFromTheHex() {
    save(Self.sample)
    let path = file("colors.txt", cli.run(["palette", "export", "--to", "hex"]).stdout)
    let other = cli.folder + "/other/c.json"
    #expect(cli.run(["palette", "import", path, "--store", other]).status == 0)
    #expect(listing(store: other) == ["8033cc #8033cc", "729fcf #729fcf", "000000 #000000"])
  }

  @Test func standardInputIsReadForADash() {
    let result = cli.run(["palette", "import", "-"], stdin: "#8033cc\n")
    #expect(result == .init(stdout: "", stderr: "colormix: imported 1 color\n", status: 0))
    #expect(listing() == ["8033cc #8033cc"])
  }

  /// A document with an entry that cannot be imported skips it with a warning naming its line and why, imports
  /// the others and exits 0 (`--skip-bad`, the default, changes nothing); with `--strict` it imports nothing, says
  /// why for each line, and exits 65; so does a document none of whose entries can be imported.
  @Test func aBadEntryIsSkippedWithAWarningUnlessStrict() {
    save([("grape", "#8033cc")])
    let before = cli.contents(cli.palette)
    let path = file("in.txt", "#ff0000\nnot a color\n#8033CC\n#00ff00\n")
    let refused = cli.run(["palette", "import", path, "--strict"])
    #expect(
      refused
        == .init(
          stdout: "",
          stderr: """
            colormix: error: line 2: 'not a color' is not a hex color (#rrggbb, #rgb, #rrggbbaa, #rgba or rrggbb).
            colormix: error: 1 of 4 entries were refused; nothing was imported (--strict; without it the others are).

            """, status: 65))
    #expect(cli.contents(cli.palette) == before)
    let skipped = cli.run(["palette", "import", path])
    #expect(
      skipped
        == .init(
          stdout: "",
          stderr: """
            colormix: warning: line 2: 'not a color' is not a hex color (#rrggbb, #rgb, #rrggbbaa, #rgba or rrggbb).
            colormix: imported 2 colors; 1 already saved; 1 refused entry skipped

            """, status: 0))
    #expect(listing() == ["grape #8033cc", "ff0000 #ff0000", "00ff00 #00ff00"])
    #expect(
      cli.run(["palette", "import", path, "--skip-bad"]).stderr
        == skipped.stderr.replacing("2 colors; 1 already", with: "0 colors; 3 already"))
    // Every entry refused: nothing to import.
    let after = cli.contents(cli.palette)
    #expect(
      cli.run(["palette", "import", file("bad.txt", "not a color\n#12345\n")])
        == .init(
          stdout: "",
          stderr: """
            colormix: error: line 1: 'not a color' is not a hex color (#rrggbb, #rgb, #rrggbbaa, #rgba or rrggbb).
            colormix: error: line 2: '#12345' is not a hex color (#rrggbb, #rgb, #rrggbbaa, #rgba or rrggbb).
            colormix: error: 2 of 2 entries were refused; nothing was imported.

            """, status: 65))
    #expect(cli.contents(cli.palette) == after)
  }

  @Test func importingAnExportAgainChangesNothing() {
    save(Self.sample)
    let path = file("p.gpl", cli.run(["palette", "export", "--to", "gpl"]).stdout)
    let before = cli.contents(cli.palette)
    #expect(
      cli.run(["palette", "import", path])
        == .init(stdout: "", stderr: "colormix: imported 0 colors; 3 already saved\n", status: 0))
    #expect(cli.contents(cli.palette) == before)
  }

  /// The same name with another color is taken, as for `save`; `--replace` overwrites it.
  @Test func aTakenNameNeedsReplace() {
    save([("grape", "#8033cc")])
    let path = file("in.css", ":root { --grape: #123456; }\n")
    let taken = cli.run(["palette", "import", path])
    #expect(taken.status == 65)
    #expect(
      taken.stderr.hasPrefix(
        "colormix: error: line 1: The palette already has a different color named 'grape'; use --replace to overwrite it.\n"
      ))
    #expect(
      cli.run(["palette", "import", path, "--replace"])
        == .init(stdout: "", stderr: "colormix: imported 1 color (0 added, 1 replaced)\n", status: 0))
    #expect(listing() == ["grape #123456"])
  }

  /// `--replace` moves a name to its new color, as `save --replace`: held by another entry, the name is an alias of
  /// it, and the entry the name was the only name of goes; the summary counts what it removed.
  @Test func replaceSaysWhatItRemoved() {
    save([("grape", "#8033cc"), ("sky", "#729fcf")])
    let path = file("in.css", ":root { --grape: #729fcf; --new: #010101; }\n")
    #expect(
      cli.run(["palette", "import", path, "--replace"])
        == .init(
          stdout: "",
          stderr: "colormix: imported 1 color; 1 alias (names of a color saved under another); 1 entry left without "
            + "a name removed\n", status: 0))
    #expect(listing() == ["sky #729fcf", "new #010101"])
    #expect(cli.run(["show", "palette:grape", "--format", "hex"]).stdout == "#729fcf\n")
  }

  @Test func aFileThatCannotBeReadIs74NamingIt() {
    let missing = cli.run(["palette", "import", "no/such.gpl"])
    #expect(
      missing
        == .init(
          stdout: "", stderr: "colormix: error: Cannot read no/such.gpl: No such file or directory.\n", status: 74))
    try? FileManager.default.createDirectory(atPath: cli.folder + "/dir", withIntermediateDirectories: true)
    let folder = cli.run(["palette", "import", "dir"])
    #expect(folder == .init(stdout: "", stderr: "colormix: error: Cannot read dir: Is a directory.\n", status: 74))
    #expect(cli.contents(cli.palette) == nil)
  }

  @Test(arguments: [
    ("bad.json", "{\"colors\": [\n  {\"name\": \"a\" \"red\": 1}\n]}", "line 2: not valid JSON: expected ',' or '}'"),
    ("bad.css", ":root {\n  --a: red; /* never closed\n}\n", "line 2: a comment that never ends"),
    (
      "bad2.json", "{\"version\": 1,\n \"colors\": 5}",
      "line 1: not a colormix palette (an object with a 'colors' array, or an array of colors)"
    ),
  ])
  func aMalformedFileIs65NamingTheLine(_ name: String, _ text: String, _ message: String) {
    let path = file(name, text)
    #expect(
      cli.run(["palette", "import", path])
        == .init(
          stdout: "", stderr: "colormix: error: Cannot import \(path): \(message); nothing was imported.\n", status: 65)
    )
    #expect(cli.contents(cli.palette) == nil)
  }

  /// A document with something in it and no color is another format, or holds nothing to import: refused, never
  /// "imported 0 colors" (CSS and tokens readers skip what is not theirs; a blank document holds nothing).
  @Test func aReadingThatFindsNoColorIs65() {
    save([("grape {dark}", "#401966")])
    let notCSS = file("theme.txt", "# grape {dark}\n#401966\n")
    let formats = "--from names its format: \(PaletteFormat.allCases.map(\.rawValue).joined(separator: ", "))"
    #expect(
      cli.run(["palette", "import", notCSS, "--store", cli.folder + "/o/c.json"])
        == .init(
          stdout: "",
          stderr:
            "colormix: error: Cannot import \(notCSS): it holds no color custom properties when read as css "
            + "(\(formats)); "
            + "nothing was imported.\n", status: 65))
    let gpl = file("p.gpl", cli.run(["palette", "export", "--to", "gpl"]).stdout)
    #expect(cli.run(["palette", "import", gpl, "--from", "tokens"]).status == 65)
    let sizes = file("sizes.json", #"{"space": {"$type": "dimension", "small": {"$value": "4px"}}}"#)
    let onlySizes = cli.run(["palette", "import", sizes])
    #expect(
      onlySizes
        == .init(
          stdout: "",
          stderr: "colormix: error: Cannot import \(sizes): it holds no color tokens when read as tokens (\(formats)); "
            + "nothing was imported.\n", status: 65))
    for kittyComments in ["# a comment\n", "# colormix: a kitty theme written by colormix\n"] {
      #expect(cli.run(["palette", "import", "-"], stdin: kittyComments).status == 65)
    }
    // A hex digit too few is a bad hex line, not a kitty comment.
    #expect(
      cli.run(["palette", "import", "-"], stdin: "#fffff\n").stderr.hasPrefix(
        "colormix: error: line 1: '#fffff' is not a hex color (#rrggbb, #rgb, #rrggbbaa, #rgba or rrggbb).\n"))
    // Blank space is not nothing: only an empty file imports nothing, with 0.
    let blank = file("blank.css", "\n  \n")
    #expect(
      cli.run(["palette", "import", blank])
        == .init(
          stdout: "",
          stderr: "colormix: error: Cannot import \(blank): it holds nothing but blank space, no color; "
            + "nothing was imported.\n", status: 65))
    for blankSpace in ["\u{FEFF}", "\r\n\r\n", "\u{FEFF}\n"] {
      #expect(cli.run(["palette", "import", "-"], stdin: blankSpace).status == 65, "\(Array(blankSpace.utf8))")
    }
    #expect(
      cli.run(["palette", "import", file("empty.css", "")])
        == .init(stdout: "", stderr: "colormix: imported 0 colors\n", status: 0))
    #expect(listing() == ["grape {dark} #401966"])
  }

  /// When a line holds several entries (one-line JSON, CSS), a refusal names the entry as well as the line.
  @Test func aRefusalOnALineOfSeveralEntriesNamesTheEntry() {
    let json = ##"[{"name":"a","hex":"#fff"},{"name":"b","red":200,"green":1,"blue":1},{"name":"c","hex":"zz"}]"##
    #expect(
      cli.run(["palette", "import", "-", "--strict"], stdin: json + "\n").stderr == """
        colormix: error: line 1, entry 2: red 200 is out of range 0–100.
        colormix: error: line 1, entry 3: 'zz' is not a hex color (#rrggbb, #rgb, #rrggbbaa or #rgba).
        colormix: error: 2 of 3 entries were refused; nothing was imported (--strict; without it the others are).

        """)
    #expect(
      cli.run(["palette", "import", "-"], stdin: ":root { --a: #fff; --b: #12345g; }\n--c: rgb(1 2);\n").stderr == """
        colormix: warning: line 1, entry 2: '#12345g' is not a color.
        colormix: warning: line 2: 'rgb(1 2)' is not a color: rgb() takes 3 components, found 2.
        colormix: imported 1 color; 2 refused entries skipped

        """)
  }

  /// A refusal quotes at most 60 characters of the value, then `…`: a file's value can be any length.
  @Test func aLongValueIsQuotedCut() {
    let digits = "1" + String(repeating: "0", count: 300)
    let path = file("big.json", #"[{"name": "a", "red": \#(digits), "green": 1, "blue": 1}]"#)
    let result = cli.run(["palette", "import", path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("colormix: error: line 1: red 1e300 is out of range 0–100.\n"))
    let css = cli.run(["palette", "import", "-", "--strict"], stdin: ":root { --a: rgb(\(digits) 1 1); }\n")
    #expect(css.stderr.hasPrefix("colormix: error: line 1: 'rgb(\(digits.prefix(56))…' is outside sRGB"))
  }

  @Test func fromForcesTheFormat() {
    let path = file("colors.gpl", "#8033cc\n")
    let forced = cli.run(["palette", "import", path, "--from", "gpl"])
    #expect(forced.status == 65)
    #expect(forced.stderr.contains("line 1: a GIMP palette begins with 'GIMP Palette'"))
    #expect(cli.run(["palette", "import", path, "--from", "hex"]).status == 0)
  }

  // MARK: GIMP palettes (fixtures written in the shape of GIMP's own data/palettes)

  func importFixture(_ name: String, _ extra: [String] = []) -> Colormix.Result {
    cli.run(["palette", "import", Self.fixtures + "/" + name] + extra)
  }

  @Test func aGIMPPaletteWithNameColumnsAndCommentReadsEveryRow() {
    #expect(importFixture("named.gpl").status == 0)
    #expect(
      listing() == [
        "Deep Harbor 1 #0c2238", "Deep Harbor 2 #172da7", "Lamp Glow #c8b45a", "Foam #ffffff", "Night #000000",
      ])
  }

  @Test func unnamedRowsAndRepeatedUntitledRowsAreNamedByTheirHex() {
    #expect(importFixture("unnamed.gpl").status == 0)
    #expect(
      listing() == [
        "slate0 #080808", "442c2c #442c2c", "50080c #50080c", "685444 #685444", "08081c #08081c", "c8b4a0 #c8b4a0",
      ])
  }

  @Test func aSingleUntitledRowKeepsItsName() {
    let path = file("one.gpl", "GIMP Palette\nName: x\n#\n 10  20  30\tUntitled\n 40  50  60\n")
    #expect(cli.run(["palette", "import", path]).status == 0)
    #expect(listing() == ["Untitled #0a141e", "28323c #28323c"])
  }

  @Test func crlfLinesCommentsBlankLinesAndTabsAreRead() {
    #expect(importFixture("crlf.gpl").status == 0)
    #expect(listing() == ["River Stone #0a141e", "Tabbed  Name #28323c", "ff8000 #ff8000"])
  }

  @Test func theOldFormatWithoutANameLineIsRead() {
    #expect(importFixture("old-format.gpl").status == 0)
    #expect(listing() == ["first #010203", "last one #fafbfc"])
  }

  @Test func aColumnsLineWithoutANumberIsMalformed() {
    let result = importFixture("bad-columns.gpl")
    #expect(result.status == 65)
    #expect(result.stderr.hasSuffix(": line 3: 'Columns: many' is not a whole number; nothing was imported.\n"))
  }

  @Test func repeatedAndOutOfRangeRowsAreRefusedWithTheirLines() {
    let result = importFixture("repeats.gpl", ["--strict"])
    #expect(
      result.stderr == """
        colormix: error: line 6: The name 'grey0' is also on line 4.
        colormix: error: line 7: 300 is out of range 0–255.
        colormix: error: 2 of 5 entries were refused; nothing was imported (--strict; without it the others are).

        """)
    #expect(result.status == 65)
    #expect(importFixture("repeats.gpl").status == 0)
    #expect(listing() == ["grey0 #000000", "280000 #280000"])
    // The row of line 8 names line 5's color again: one entry with both names.
    #expect(cli.run(["show", "palette:again", "--format", "hex"]).stdout == "#280000\n")
  }

  // MARK: kitty

  // MARK: The command line

  @Test func exportNeedsToAndActionsTakeTheirOwnOptions() {
    #expect(
      cli.run(["palette", "export"])
        == .init(
          stdout: "",
          stderr: "colormix: error: 'colormix palette export' needs --to FORMAT. See 'colormix help palette'.\n",
          status: 64))
    #expect(
      cli.run(["palette", "import", "x", "--to", "gpl"]).stderr.contains("does not apply to 'colormix palette import'"))
    // The listing's --to draws a picture: svg or html.
    #expect(
      cli.run(["palette", "--to", "gpl"]).stderr
        == "colormix: error: 'gpl' is not a valid value for --to; use one of: svg, html.\n")
    #expect(
      cli.run(["palette", "exprot"]).stderr
        == "colormix: error: 'exprot' is not a valid action; use one of: export, import, check.\n")
    #expect(
      cli.run(["palette", "import"]).stderr.contains("usage: colormix palette [export | import FILE | check] [OPTIONS]")
    )
    #expect(cli.run(["palette", "export", "--to", "kitty", "--name", "-x"]).status == 64)
  }

  @Test func helpAndCompletionsDeriveFromTheDeclaration() {
    let help = cli.run(["help", "palette"]).stdout
    #expect(help.contains("  colormix palette export --to FORMAT [--name NAME] [--fallback] [--store PATH]\n"))
    #expect(
      help.contains(
        "  colormix palette import FILE [--from FORMAT] [--scheme SCHEME] [--replace]\n"
          + "      [--strict] [--skip-bad] [--store PATH]\n"))
    #expect(help.contains("ACTIONS:\n  export  Write the palette"))
    let bash = cli.run(["completions", "bash"]).stdout
    #expect(bash.contains("'palette:0') __colormix_add \"$prefix\" 'export' 'import' 'check' ;;"))
    // FILE completes file names, as --store does.
    let fileBranch = bash.components(separatedBy: "\n").first { $0.contains("'palette:--store')") }?
      .components(separatedBy: ") ").dropFirst().joined(separator: ") ")
    #expect(fileBranch != nil && bash.contains("'palette:1') " + (fileBranch ?? "")))
    #expect(
      bash.contains(
        "'palette:--to') __colormix_add \"$prefix\" 'svg' 'html' 'gpl' 'css' 'hex' 'json' 'tokens' 'kitty' 'alacritty' "
          + "'wezterm' 'ghostty' 'windows-terminal' 'iterm2' 'xresources' 'base16' ;;"))
  }
}

/// An empty palette's iTerm2 preset.
enum ITerm2Empty {
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    </dict>
    </plist>

    """
}
