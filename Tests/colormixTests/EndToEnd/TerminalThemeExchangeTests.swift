import Foundation
import Testing

/// End-to-end: terminal themes exchanged both ways with `palette export --to FORMAT` and `palette import FILE`,
/// from the fixtures (two themes of colormix's own making in each format).
@Suite struct TerminalThemeExchangeTests {
  let cli = Colormix()
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Themes").path

  /// Each format, the file name of its Harbor fixture and of its Paper Lantern fixture.
  static let formats = [
    ("kitty", "harbor-kitty.conf", "lantern-kitty.conf"),
    ("alacritty", "harbor-alacritty.toml", "lantern-alacritty.toml"),
    ("wezterm", "harbor-wezterm.toml", "lantern-wezterm.toml"),
    ("ghostty", "harbor-ghostty.ghostty", "lantern-ghostty.ghostty"),
    ("windows-terminal", "harbor-windows-terminal.json", "lantern-windows-terminal.json"),
    ("iterm2", "harbor-iterm2.itermcolors", "lantern-iterm2.itermcolors"),
    ("xresources", "harbor.Xresources", "lantern.Xresources"),
  ]

  /// The Harbor theme, as `name hex` lines.
  static let harbor = [
    "foreground #c8d3df", "background #0c2238", "cursor #ffb454", "color0 #0c2238", "color1 #e0605a",
    "color2 #7fc58a", "color3 #e6c46a", "color4 #5a9fe0", "color5 #b487d9", "color6 #5fc4c4", "color7 #c8d3df",
    "color8 #4a6a86", "color9 #f07a74", "color10 #97d9a1", "color11 #f2d68a", "color12 #7ab5ee", "color13 #c9a3e6",
    "color14 #7fd6d6", "color15 #ffffff",
  ]

  func store(_ name: String) -> String { cli.folder + "/\(name)/c.json" }

  func listing(store: String) -> Set<String> {
    let json = cli.run(["palette", "--format", "json", "--store", store]).stdout
    let items = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [[String: Any]] ?? []
    return Set(items.map { "\($0["name"] as? String ?? "?") \($0["hex"] as? String ?? "?")" })
  }

  func file(_ name: String, _ text: String) -> String {
    let path = cli.folder + "/" + name
    cli.write(text, to: path)
    return path
  }

  @Test(arguments: formats)
  func eachFixtureImportsItsThemeDetectedFromItsContent(_ format: String, _ harbor: String, _ lantern: String) {
    let result = cli.run(["palette", "import", Self.fixtures + "/" + harbor, "--store", store("h")])
    #expect(result.status == 0)
    #expect(result.stderr.hasSuffix("colormix: imported 19 colors\n"), "\(result.stderr)")
    #expect(listing(store: store("h")) == Set(Self.harbor))
    // Copied without its extension, the content alone tells the format.
    let bare = file("theme", String(decoding: cli.contents(Self.fixtures + "/" + lantern)!, as: UTF8.self))
    #expect(
      cli.run(["palette", "import", bare, "--store", store("l")])
        == .init(stdout: "", stderr: "colormix: imported 19 colors\n", status: 0))
  }

  @Test(arguments: formats)
  func eachFormatRoundTripsExactly(_ format: String, _ harbor: String, _ lantern: String) {
    let fixture = Self.fixtures + "/" + lantern
    #expect(cli.run(["palette", "import", fixture, "--from", format, "--store", store("a")]).status == 0)
    let exported = cli.run(["palette", "export", "--to", format, "--name", "Paper Lantern", "--store", store("a")])
    #expect(exported == .init(stdout: String(decoding: cli.contents(fixture)!, as: UTF8.self), stderr: "", status: 0))
    let path = file("again", exported.stdout)
    #expect(cli.run(["palette", "import", path, "--from", format, "--store", store("b")]).status == 0)
    #expect(
      cli.run(["palette", "export", "--to", format, "--name", "Paper Lantern", "--store", store("b")]).stdout
        == exported.stdout)
  }

  /// Roles may share a color; hex lines have no names to tell them apart, so each hex is written once and the
  /// export imports back, into an empty palette and into its own.
  @Test func aHexExportOfRolesSharingAColorWritesItOnceAndImportsBack() {
    #expect(
      cli.run(["palette", "import", "-"], stdin: "background #1d1f21\ncolor0 #1d1f21\ncolor1 #cc6666\n").status == 0)
    let hex = cli.run(["palette", "export", "--to", "hex"])
    #expect(hex.stdout == "#1d1f21\n#cc6666\n")
    #expect(cli.run(["palette", "import", "-"], stdin: hex.stdout).status == 0)
    let empty = Colormix()
    #expect(empty.run(["palette", "import", "-"], stdin: hex.stdout).status == 0)
    #expect(empty.run(["palette", "export", "--to", "hex"]).stdout == hex.stdout)
  }

  @Test func kittyToAlacrittyToITerm2ToKittyGivesBackTheColors() {
    #expect(cli.run(["palette", "import", Self.fixtures + "/harbor-kitty.conf", "--store", store("k")]).status == 0)
    var previous = "k"
    for (index, format) in ["alacritty", "iterm2", "kitty"].enumerated() {
      let document = cli.run(["palette", "export", "--to", format, "--store", store(previous)]).stdout
      let path = file("step\(index)", document)
      #expect(cli.run(["palette", "import", path, "--store", store(format)]).status == 0)
      previous = format
    }
    #expect(listing(store: store("kitty")) == Set(Self.harbor))
    let kitty = cli.run(["palette", "export", "--to", "kitty", "--store", store("kitty")]).stdout
    #expect(kitty == cli.run(["palette", "export", "--to", "kitty", "--store", store("k")]).stdout)
  }

  @Test func base16SchemesImportAsThemselvesAndConvertByTheTemplatesMap() {
    let result = cli.run(["palette", "import", Self.fixtures + "/harbor-base16.yaml", "--store", store("b")])
    #expect(result == .init(stdout: "", stderr: "colormix: imported 16 colors\n", status: 0))
    let kitty = cli.run(["palette", "export", "--to", "kitty", "--store", store("b")])
    #expect(kitty.stderr == "" && kitty.stdout.contains("foreground #c8d3df\nbackground #0c2238\n"))
    #expect(kitty.stdout.contains("\ncolor9 #e0605a\n") && kitty.stdout.contains("\ncolor18 #16304a\n"))
    let lantern = cli.run(["palette", "import", Self.fixtures + "/lantern-base16.yaml", "--store", store("n")])
    #expect(lantern.status == 0)
    let scheme = cli.run(["palette", "export", "--to", "base16", "--name", "Paper Lantern", "--store", store("n")])
    #expect(scheme.stdout.hasPrefix("scheme: \"Paper Lantern\"\nauthor: \"colormix\"\nbase00: \"f6efe0\"\n"))
    #expect(scheme.stdout.components(separatedBy: "\n").count == 19)
  }

  @Test func entriesATerminalCannotHoldAreListedOnOneLine() {
    #expect(cli.run(["palette", "import", Self.fixtures + "/harbor-kitty.conf"]).status == 0)
    let json = ##"[{"name": "grape", "hex": "#8033cc"}, {"name": "Sky Blue 1", "hex": "#729fcf"}]"##
    #expect(cli.run(["palette", "import", "-"], stdin: json).status == 0)
    let result = cli.run(["palette", "export", "--to", "ghostty"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("palette = 15=#ffffff\nbackground = #0c2238\n"))
    #expect(
      result.stderr
        == "colormix: warning: ghostty holds only foreground, background, cursor and color0–color255; 2 entries not "
        + "written: 'grape', 'Sky Blue 1'\n")
    #expect(cli.run(["palette", "export", "--to", "json"]).stderr == "")
  }

  /// The note of what a theme format holds is true: the ANSI colors it names are written, the others are listed.
  @Test(arguments: ["kitty", "alacritty", "wezterm", "ghostty", "windows-terminal", "iterm2", "xresources"])
  func aThemeFormatSaysWhichColorsItHolds(_ format: String) {
    // color0…color15 all (WezTerm's lists have no gaps), then two beyond them.
    let ansi = (0..<15).map { ("color\($0)", "#0000" + String(16 + $0, radix: 16)) } + [("color15", "#ffffff")]
    for (name, color) in [("background", "#0c2238")] + ansi + [("color16", "#123456"), ("color255", "#654321")] {
      #expect(cli.run(["save", name, color]).status == 0)
    }
    let result = cli.run(["palette", "export", "--to", format])
    let sixteen = ["alacritty", "wezterm", "windows-terminal", "iterm2"].contains(format)
    let held = sixteen ? "color0–color15" : "color0–color255"
    let unwritten = sixteen ? "2 entries not written: 'color16', 'color255'" : nil
    if let unwritten {
      #expect(
        result.stderr
          == "colormix: warning: \(format) holds only foreground, background, cursor and \(held); \(unwritten)\n")
    } else {
      #expect(result.stderr == "")
    }
    let document = result.stdout.lowercased()
    #expect(document.contains("ffffff") || format == "iterm2")
    #expect(document.contains("123456") != sixteen || format == "iterm2")
  }

  @Test func settingsThatAreNotColorsAreSkippedAndCounted() {
    let result = cli.run(["palette", "import", Self.fixtures + "/harbor-wezterm.toml"])
    #expect(
      result.stderr == "colormix: skipped 4 settings colormix does not keep (it keeps foreground, background, cursor, "
        + "colorN)\ncolormix: imported 19 colors\n")
  }

  @Test func aBadThemeIs65NamingTheFileAndLine() {
    let toml = file("bad.toml", "[colors.primary]\nbackground = \"#0c2238\nforeground = \"#ffffff\"\n")
    #expect(
      cli.run(["palette", "import", toml])
        == .init(
          stdout: "",
          stderr: "colormix: error: Cannot import \(toml): line 2: not valid TOML: a string that does not end on its "
            + "line; nothing was imported.\n", status: 65))
    let kitty = file("bad.conf", "color1 #e0605a\ncolor2 green-ish\n")
    #expect(
      cli.run(["palette", "import", kitty, "--strict"]).stderr == """
        colormix: error: line 2: color2 'green-ish' is not a hex color (#rrggbb).
        colormix: error: 1 of 2 entries were refused; nothing was imported (--strict; without it the others are).

        """)
    #expect(cli.contents(cli.palette) == nil)
  }
}
