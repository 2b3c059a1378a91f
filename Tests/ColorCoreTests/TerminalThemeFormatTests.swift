import Testing

@testable import ColorCore

/// The terminal theme formats: what each writer writes, what each reader takes and refuses, the detection of
/// each, the role and base16 maps, and the small TOML, plist and YAML readers on hostile input.
@Suite struct TerminalThemeFormatTests {
  static let themeFormats = PaletteFormat.allCases.filter(\.isTerminalTheme)

  /// A theme whose background is also `color0` and whose foreground is also `color7`, plus an entry that is no role.
  static let theme: [PaletteEntry] = {
    let hexes: [UInt32] = [
      0x0c2238, 0xe0605a, 0x7fc58a, 0xe6c46a, 0x5a9fe0, 0xb487d9, 0x5fc4c4, 0xc8d3df, 0x4a6a86, 0xf07a74, 0x97d9a1,
      0xf2d68a, 0x7ab5ee, 0xc9a3e6, 0x7fd6d6, 0xffffff,
    ]
    var entries = [
      PaletteEntry(name: "foreground", color: StoredColor(rgb: 0xc8d3df)),
      PaletteEntry(name: "background", color: StoredColor(rgb: 0x0c2238)),
      PaletteEntry(name: "cursor", color: StoredColor(rgb: 0xffb454)),
    ]
    for (index, hex) in hexes.enumerated() {
      entries.append(PaletteEntry(name: "color\(index)", color: StoredColor(rgb: hex)))
    }
    entries.append(PaletteEntry(name: "grape", color: StoredColor(red: 502, green: 200, blue: 800)))
    return entries
  }()

  func text(_ format: PaletteFormat, _ entries: [PaletteEntry] = theme, name: String = "Harbor") -> String {
    String(decoding: format.document(entries, name: name), as: UTF8.self)
  }

  func imported(_ text: String, as format: PaletteFormat) throws -> [PaletteEntry] {
    var palette = Palette()
    let result = palette.importing(try format.read(Array(text.utf8)), replacing: false)
    #expect(result.refused.isEmpty, "\(result.refused)")
    return palette.entries
  }

  @Test(arguments: themeFormats)
  func eachFormatRoundTripsExactly(_ format: PaletteFormat) throws {
    let document = text(format)
    let entries = try imported(document, as: format)
    #expect(text(format, entries) == document)
    #expect(format.exported(entries, name: "Harbor").unwritten.isEmpty)
  }

  @Test(arguments: themeFormats.filter { $0 != .base16 })
  func theRolesComeBackWithTheirColorsAndTheOtherNamesAreListed(_ format: PaletteFormat) throws {
    let entries = try imported(text(format), as: format)
    let roles = Self.theme.filter { $0.name != "grape" }
    #expect(Set(entries.map { "\($0.name) \($0.color.hex)" }) == Set(roles.map { "\($0.name) \($0.color.hex)" }))
    #expect(format.exported(Self.theme, name: "x").unwritten == ["grape"])
  }

  @Test func aConversionChainGivesBackTheColors() throws {
    var entries = Self.theme
    for format in [PaletteFormat.kitty, .alacritty, .iterm2, .wezterm, .ghostty, .windowsTerminal, .xresources] {
      entries = try imported(text(format, entries), as: format)
    }
    #expect(text(.kitty, entries) == text(.kitty))
  }

  @Test func kittyWritesRolesByName() {
    #expect(
      text(.kitty, Array(Self.theme.prefix(5)))
        == "# Harbor: a kitty theme written by colormix\nforeground #c8d3df\nbackground #0c2238\ncursor #ffb454\n"
        + "color0 #0c2238\ncolor1 #e0605a\n")
  }

  @Test func iterm2ComponentsAreTheTenthsAndReadExactly() throws {
    let one = [PaletteEntry(name: "color1", color: StoredColor(red: 502, green: 200, blue: 800))]
    let document = text(.iterm2, one)
    #expect(document.contains("<key>Red Component</key>\n\t\t<real>0.502</real>"))
    let long = document.replacingOccurrences(of: "<real>0.502</real>", with: "<real>0.50196078431372548</real>")
    #expect(try imported(long, as: .iterm2).first?.color == StoredColor(red: 502, green: 200, blue: 800))
    // Every 8-bit value survives iTerm2's own k/255 floats.
    for value in 0...255 {
      let component = String(Double(value) / 255)
      let plist =
        "<plist><dict><key>Ansi 1 Color</key><dict><key>Red Component</key><real>\(component)</real>"
        + "<key>Green Component</key><real>0</real><key>Blue Component</key><real>1</real></dict></dict></plist>"
      #expect(try imported(plist, as: .iterm2).first?.color.rgb255.red == value)
    }
  }

  @Test func iterm2KeepsAlphaRefusesOutOfRangeColorsAndKeepsP3() throws {
    func plist(_ members: String) -> [UInt8] {
      Array("<plist><dict><key>Ansi 1 Color</key><dict>\(members)</dict></dict></plist>".utf8)
    }
    let rgb = "<key>Red Component</key><real>1</real><key>Green Component</key><real>0</real>"
    let bad = try PaletteFormat.iterm2.read(plist(rgb + "<key>Blue Component</key><real>1.5</real>")).entries
    #expect(
      bad == [
        .bad(
          line: 1,
          problem: .notThemeColor(key: "Ansi 1 Color Blue Component", value: "1.5", expected: "a number from 0 to 1"))
      ])
    let alpha = try PaletteFormat.iterm2.read(
      plist(rgb + "<key>Blue Component</key><real>0</real><key>Alpha Component</key><real>0.5</real>")
    ).tenths
    #expect(
      alpha == [
        .entry(line: 1, name: "color1", color: StoredColor(red: 1000, green: 0, blue: 0), kept: .init(alpha: 0.5))
      ])
    let tooMuch = try PaletteFormat.iterm2.read(
      plist(rgb + "<key>Blue Component</key><real>0</real><key>Alpha Component</key><real>1.5</real>")
    ).entries
    #expect(tooMuch.count == 1 && { if case .bad = tooMuch[0] { true } else { false } }())
    let p3 = try PaletteFormat.iterm2.read(
      plist(rgb + "<key>Blue Component</key><real>0</real><key>Color Space</key><string>P3</string>")
    ).entries
    #expect(p3.count == 1 && p3.first?.text == "color(display-p3 1 0 0)")
  }

  /// What TOML 1.0 allows is read: sub-tables of an array of tables, a sub-table of a table dotted keys defined, a
  /// header naming a table a header named on its way, dotted keys through such a table, inline tables in arrays,
  /// 32 arrays or inline tables deep.
  @Test func tomlThatTOMLAllowsIsRead() throws {
    let documents = [
      "[[t]]\n[t.x]\na = 1\n[[t]]\n[t.x]\na = 1\n",
      "[fruit]\napple.color = \"red\"\n[fruit.apple.texture]\nsmooth = true\n",
      "[a.b.c]\nz = 1\n[a]\nd = 2\n",
      "[keyboard]\nbindings = [{ key = \"N\", mods = \"Control\" }, { key = \"Q\" }]\n",
      "x = " + String(repeating: "[", count: 32) + String(repeating: "]", count: 32) + "\n",
      "x = " + String(repeating: "{a = ", count: 32) + "1" + String(repeating: "}", count: 32) + "\n",
      "[a.b.d]\n[a]\nb.c = 1\n[a.b.e]\n",
      "a.b.c = 1\n[a.x]\n",
      "[[a]]\nb.c = 1\n[a.b.d]\n",
      "[a.b.c]\n[a.b]\nx.y = 1\n",
      "[[a]]\n[[a.b]]\n[a.b.c]\n[[a.b]]\n[a.b.c]\nz = 1\n",
    ]
    for document in documents {
      let pairs = try TOMLReader.read(ImportText(Array(document.utf8)))
      #expect(!pairs.isEmpty, "\(document)")
    }
    // The colors under an inline table in a theme are read.
    let colors = try PaletteFormat.alacritty.read(
      Array("[colors]\nprimary = { background = \"#0c2238\" }\n".utf8))
    #expect(colors.tenths == [.entry(line: 2, name: "background", color: StoredColor(rgb: 0x0c2238))])
  }

  /// A TOML document defines at most so many keys and tables, however it defines them (keys, dotted keys' tables,
  /// tables of arrays, inline tables' keys), and a YAML one at most so many keys: as many are read.
  @Test func tomlAndYAMLKeysAreBounded() throws {
    func refused(_ line: Int) -> PaletteImportError {
      PaletteImportError(
        line: line,
        problem: .notValid(language: "TOML", detail: "more than 100 keys and tables (a theme has a few hundred)"))
    }
    let documents = [
      ((0...100).map { "k\($0) = 1\n" }.joined(), 101),
      ((0..<26).map { "k\($0).a.b.c = 1\n" }.joined(), 26),
      (String(repeating: "[[t]]\n", count: 100), 100),
      ("x = {" + (0...100).map { "k\($0) = 1" }.joined(separator: ", ") + "}\n", 1),
      ("[a.b]\n" + (0...98).map { "k\($0) = 1\n" }.joined(), 100),
    ]
    for (document, line) in documents {
      #expect(throws: refused(line), "\(document.prefix(40))") {
        try TOMLReader.read(ImportText(Array(document.utf8)), keyLimit: 100)
      }
    }
    #expect(
      try TOMLReader.read(ImportText(Array((0..<100).map { "k\($0) = 1\n" }.joined().utf8)), keyLimit: 100).count == 100
    )
    let yaml = (0...100).map { "k\($0): 1\n" }.joined()
    #expect(
      throws: PaletteImportError(
        line: 101, problem: .notValid(language: "YAML", detail: "more than 100 keys (a scheme has a few dozen)"))
    ) { try YAMLReader.read(ImportText(Array(yaml.utf8)), keyLimit: 100) { _ in } }
    var pairs = 0
    try YAMLReader.read(ImportText(Array(yaml.dropLast(8).utf8)), keyLimit: 100) { _ in pairs += 1 }
    #expect(pairs == 100)
  }

  /// A number is read as TOML 1.0 writes them, as Python's `tomllib` reads them: an underscore only between
  /// digits, no leading zero, no sign before `0x`, digits on both sides of a point.
  @Test func tomlNumbersAreTOMLs() throws {
    let numbers = [
      "0", "-0", "+0", "1_0", "1.5", "1e5", "1e+05", "1E-5", "0.0", "0x1F", "0xdead_beef", "0o17", "0b101", "inf",
      "-inf", "+nan", "nan", "1_000.000_1", "0e0", "-0.0", "9_223", "1.5e3_0", "12e1_2",
    ]
    for number in numbers {
      #expect(throws: Never.self, "\(number)") { try TOMLReader.read(ImportText(Array("a = \(number)\n".utf8))) }
    }
    let notNumbers = [
      "01", "1__0", "1.e5", "00.5", "1_", "_1", "1._5", "1.5_", "0x_1", "+0x1", "0o8", "0b2", "1e", "1.", "1e5.5",
      "3.14e_2", "1__", "0x", "0xG", "-01", "0_1", "1_e5", "-0x1", "+0o7", "1.5.5",
    ]
    for word in notNumbers {
      #expect(
        throws: PaletteImportError(
          line: 1,
          problem: .notValid(
            language: "TOML", detail: "'\(word)' is not a value (a string, a number, true, false or an array)"))
      ) { try TOMLReader.read(ImportText(Array("a = \(word)\n".utf8))) }
    }
  }

  /// A character reference may have any number of leading zeros, as XML allows.
  @Test func plistCharacterReferencesTakeLeadingZeros() throws {
    let key = "<key>&#x" + String(repeating: "0", count: 40) + "41;nsi 1 Color</key>"
    let members =
      "<key>Red Component</key><real>1</real><key>Green Component</key><real>0</real>"
      + "<key>Blue Component</key><real>&#000048;</real>"
    let lines = try PaletteFormat.iterm2.read(Array("<plist><dict>\(key)<dict>\(members)</dict></dict></plist>".utf8))
    #expect(lines.tenths == [.entry(line: 1, name: "color1", color: StoredColor(rgb: 0xFF0000))])
    for reference in ["&#x110000000;", "&#0;", "&#x1B;", "&#xFFFE;"] {
      #expect(throws: PaletteImportError.self, "\(reference)") {
        try PaletteFormat.iterm2.read(Array("<plist><string>\(reference)</string></plist>".utf8))
      }
    }
  }

  @Test func base16MapsToRolesAsTheTemplatesDoAndBack() throws {
    let scheme = (0..<16).map {
      "base0\(String($0, radix: 16, uppercase: true)): \"\(String(repeating: String($0, radix: 16), count: 6))\""
    }
    let entries = try imported("scheme: \"S\"\n" + scheme.joined(separator: "\n") + "\n", as: .base16)
    #expect(entries.map(\.name) == ThemeNames.base16Names)
    let kitty = text(.kitty, entries)
    #expect(kitty.contains("background #000000\n") && kitty.contains("foreground #555555\n"))
    #expect(
      kitty.contains("color1 #888888\n") && kitty.contains("color9 #888888\n") && kitty.contains("color15 #777777\n"))
    #expect(kitty.contains("color18 #111111\n") && kitty.contains("color21 #666666\n"))
    #expect(PaletteFormat.kitty.exported(entries, name: "x").unwritten.isEmpty)
    // And from the roles back to base16: the same scheme.
    let roles = try imported(kitty, as: .kitty)
    #expect(text(.base16, roles, name: "S") == text(.base16, entries, name: "S"))
  }

  @Test func theNewerBase16LayoutIsRead() throws {
    let entries = try imported(
      "system: \"base16\"\nname: \"N\"\npalette:\n  base00: \"#101010\"\n  base0a: \"#a0a0a0\"\n", as: .base16)
    #expect(entries.map { "\($0.name) \($0.color.hex)" } == ["base00 #101010", "base0A #a0a0a0"])
  }

  @Test(arguments: [
    ("color0 #000000\n", PaletteFormat.kitty), ("# theme\nbackground #000\n", .kitty),
    ("# x\n[colors.primary]\nbackground = \"#000000\"\n", .alacritty),
    ("[colors.normal]\nblack = '#000000'\n", .alacritty),
    ("[colors]\nansi = []\n", .wezterm), ("# x\n[colors]\nbackground = \"#000\"\n[metadata]\nname = \"x\"\n", .wezterm),
    ("palette = 0=#000000\n", .ghostty), ("background = 000000\n", .ghostty),
    (##"{"name": "x", "black": "#000000"}"##, .windowsTerminal), (#"{"name": "x"}"#, .windowsTerminal),
    ("<?xml version=\"1.0\"?>\n<plist><dict/></plist>\n", .iterm2), ("! x\n*.color0: #000000\n", .xresources),
    ("URxvt*foreground: #000\n", .xresources), ("scheme: \"x\"\nbase00: \"000000\"\n", .base16),
    ("base00: \"000000\"\n", .base16), ("#8033cc\n#000000\n", .hex), (":root { --a: #fff; }\n", .css),
    ("[{\"name\": \"a\", \"hex\": \"#fff\"}]", .json), (##"{"a": {"$value": "#fff"}}"##, .tokens),
  ])
  func eachFormatIsDetectedFromItsContent(_ text: String, _ format: PaletteFormat) {
    #expect(PaletteFormat.detect(Array(text.utf8)) == format)
  }

  @Test func theFileNameDecidesWhereItIsDecisive() {
    let kittyLike = Array("color0 #000000\n".utf8)
    #expect(PaletteFormat.detect(kittyLike, fileName: "dir/x.itermcolors") == .iterm2)
    #expect(PaletteFormat.detect(kittyLike, fileName: "/home/a/.Xresources") == .xresources)
    #expect(PaletteFormat.detect(Array("# x\n".utf8), fileName: "a.toml") == .alacritty)
    #expect(PaletteFormat.detect(Array("ansi = []\n".utf8), fileName: "a.toml") == .wezterm)
    #expect(PaletteFormat.detect(kittyLike, fileName: "theme.conf") == .kitty)
  }

  @Test func theNamesOfATheme() {
    #expect(ThemeNames.isThemeName("color0") && ThemeNames.isThemeName("color255"))
    #expect(!ThemeNames.isThemeName("color256") && !ThemeNames.isThemeName("color01"))
    #expect(
      ThemeNames.isThemeName("base0F") && ThemeNames.isThemeName("base0f") && !ThemeNames.isThemeName("base10")
    )
    #expect(!ThemeNames.isThemeName("Foreground") && !ThemeNames.isThemeName("grape"))
  }

  @Test func themeNamesMayShareAColorAndOthersDoNot() throws {
    var palette = Palette(entries: [PaletteEntry(name: "ink", color: StoredColor(rgb: 0x0c2238))])
    let lines: ImportedLines = [
      .entry(line: 1, name: "background", color: StoredColor(rgb: 0x0c2238)),
      .entry(line: 2, name: "color0", color: StoredColor(rgb: 0x0c2238)),
      .entry(line: 3, name: "navy", color: StoredColor(rgb: 0x0c2238)),
    ]
    let result = palette.importing(lines, replacing: false)
    #expect(result.added == 2 && result.aliased == 1 && result.refused.isEmpty)
    #expect(try palette.save(name: "color0", color: StoredColor(rgb: 0x0c2238)) == .alreadySaved(as: "color0"))
    #expect(try palette.save(name: "color8", color: StoredColor(rgb: 0x0c2238)) == .added)
    #expect(try palette.save(name: "deep", color: StoredColor(rgb: 0x0c2238)) == .aliased(of: "ink"))
    // The name leaves the entry for its new color; the entry keeps its other names.
    #expect(try palette.save(name: "ink", color: StoredColor(rgb: 0xffffff), replacing: true) == .updated)
    #expect(try palette.save(name: "paper", color: StoredColor(rgb: 0x0c2238)) == .aliased(of: "navy"))
    #expect(
      palette.entries.map(\.names) == [["navy", "deep", "paper"], ["background"], ["color0"], ["color8"], ["ink"]])
  }

  @Test(arguments: [
    ("a = \"x\nb = 1\n", 1, "TOML: a string that does not end on its line"),
    ("a = 1\na = 2\n", 2, "TOML: the key 'a' is defined twice"),
    ("[t]\n[t]\n", 2, "TOML: the table [t] is defined twice"),
    ("a = [1,\n2\n", 3, "TOML: the end of the line where an array goes on with ',' or ends with ']'"),
    ("a = nope\n", 1, "TOML: 'nope' is not a value (a string, a number, true, false or an array)"),
    ("a = [01]\n", 1, "TOML: '01' is not a value (a string, a number, true, false or an array)"),
    ("a = 0x_1 # c\n", 1, "TOML: '0x_1' is not a value (a string, a number, true, false or an array)"),
    ("a = \"\\q\"\n", 1, "TOML: the escape \\q in a string"),
    ("a = 1 b = 2\n", 1, "TOML: 'b = 2' after a value or header (one a line)"),
    ("= 1\n", 1, "TOML: '= 1' where a key was expected"),
    // Tables defined again, as TOML 1.0 refuses them.
    ("[x]\na = 1\na.b = 2\n", 3, "TOML: the key 'x.a.b' goes into a value"),
    ("colors = 1\n[colors.primary]\n", 2, "TOML: the header [colors.primary] goes into 'colors', which is a value"),
    ("a = {b = 1}\na.c = 2\n", 2, "TOML: the key 'a.c' goes into a value"),
    ("[t]\na = 1\n[[t]]\n", 3, "TOML: the array of tables [[t]] is already defined as something else"),
    ("[[t]]\na = 1\n[t]\n", 3, "TOML: the table [t] is defined twice"),
    ("[a.b]\n[a]\nb.c = 1\n", 3, "TOML: the key 'a.b.c' adds to a table defined elsewhere"),
    ("a = {b = 1, b = 2}\n", 1, "TOML: the key 'a.b' is defined twice"),
    ("[[a.b]]\n[a]\nb.y = 2\n", 3, "TOML: the key 'a.b.y' adds to a table defined elsewhere"),
    ("a.b = 1\na = 2\n", 2, "TOML: the key 'a' is defined twice"),
    ("[x]\na.b = 1\n[x.a]\n", 3, "TOML: the table [x.a] is defined twice"),
    ("a.b.c = 1\n[a]\n", 2, "TOML: the table [a] is defined twice"),
    ("[a]\nb.c = 1\n[a.b]\nc = 2\n", 3, "TOML: the table [a.b] is defined twice"),
    ("[a]\nb.c = 1\n[a.b.c]\n", 3, "TOML: the table [a.b.c] is defined twice"),
    ("[a.b]\n[a]\n[a]\n", 3, "TOML: the table [a] is defined twice"),
    ("[a.b.d]\n[a]\nb.c = 1\n[a.b]\n", 4, "TOML: the table [a.b] is defined twice"),
    ("x.y = 1\n[x.y.z]\n", 2, "TOML: the header [x.y.z] goes into 'x.y', which is a value"),
    ("[[t]]\n[t.u]\n[[t]]\n[t.u]\n[t.u]\n", 5, "TOML: the table [t.u] is defined twice"),
    (String(repeating: "a.", count: 40) + "a = 1\n", 1, "TOML: a key nested more than 32 deep"),
    ("[" + String(repeating: "a.", count: 40) + "a]\n", 1, "TOML: a key nested more than 32 deep"),
    ("x = [{a = 1, a = 2}]\n", 1, "TOML: the key 'a' is defined twice"),
    ("a = 1 # \u{0}\n", 1, "TOML: a control character in a comment"),
    ("a = [ # \u{7F}\n1]\n", 1, "TOML: a control character in a comment"),
  ])
  func badTOMLIsOneErrorNamingTheLineAndThePart(_ text: String, _ line: Int, _ message: String) {
    #expect(
      throws: PaletteImportError(line: line, problem: .notValid(language: "TOML", detail: String(message.dropFirst(6))))
    ) {
      try PaletteFormat.alacritty.read(Array(text.utf8))
    }
  }

  @Test(arguments: [
    ("<plist><dict><key>a</key></dict></plist>", "the key 'a' has no value"),
    ("<plist><dict><real>1</real></dict></plist>", "<real> where a <key> was expected in a <dict>"),
    ("<plist><dict><key>a</key><foo/></dict></plist>", "<foo/> is not a property list value"),
    (
      "<plist><dict><key>a</key><real>1</real><key>a</key><real>2</real></dict></plist>",
      "the key 'a' is in the <dict> twice"
    ),
    ("<plist><string>&bogus;</string></plist>", "'&bogus;' is not an entity (&amp; &lt; &gt; &quot; &apos; &#N;)"),
    ("<!-- never", "a comment that never ends"), ("<html></html>", "the document is not a <plist>"),
    ("<!DOCTYPE plist [<!ENTITY a 'b'>]><plist/>", "a DOCTYPE with declarations"),
  ])
  func badPlistIsOneError(_ text: String, _ detail: String) {
    #expect(throws: PaletteImportError(line: 1, problem: .notValid(language: "plist XML", detail: detail))) {
      try PaletteFormat.iterm2.read(Array(text.utf8))
    }
  }

  @Test(arguments: [
    ("base00: \"x\nbase01: y\n", 1, "a quoted scalar that does not end on its line"),
    ("a: 1\na: 2\n", 2, "the key 'a' is given twice"),
    ("- a\n", 1, "'- a' (sequences, flow collections, anchors, tags and block scalars are not read here)"),
    ("a:\n\tb: 1\n", 2, "a tab in the indentation (YAML indents with spaces)"),
    ("a:\n    b: 1\n  c: 2\n", 3, "an indentation that matches no mapping above it"),
    ("just text\n", 1, "'just text' is not 'key: value'"),
    ("a: &x 1\n", 1, "'&x 1' (flow collections, anchors, tags and block scalars are not read here)"),
    ("a: b: c\n", 1, "'b: c' holds ': ' (a mapping is not a value after a key)"),
    ("a: b:\n", 1, "'b:' holds ': ' (a mapping is not a value after a key)"),
    ("a: 1\n...\nb: 2\n", 3, "'b: 2' after '...', the end of the document"),
  ])
  func badYAMLIsOneError(_ text: String, _ line: Int, _ detail: String) {
    // What YAML reads as one: a document's end, a colon in a plain scalar not followed by a blank.
    for good in ["base00: \"0c2238\"\n...\n# done\n", "base00: 0c2238\nscheme: a:b http://x\n"] {
      #expect(throws: Never.self) { try PaletteFormat.base16.read(Array(good.utf8)) }
    }
    #expect(throws: PaletteImportError(line: line, problem: .notValid(language: "YAML", detail: detail))) {
      try PaletteFormat.base16.read(Array(text.utf8))
    }
  }

  /// Deep nesting is refused, not recursed into; long inputs are read in one pass.
  @Test func hostileInputIsRefusedQuickly() throws {
    let deepArray = "a = " + String(repeating: "[", count: 100_000) + "\n"
    #expect(throws: PaletteImportError.self) { try PaletteFormat.wezterm.read(Array(deepArray.utf8)) }
    let deepTable = "a = " + String(repeating: "{b = ", count: 100_000) + "\n"
    #expect(throws: PaletteImportError.self) { try PaletteFormat.alacritty.read(Array(deepTable.utf8)) }
    let deepPlist = "<plist>" + String(repeating: "<array>", count: 100_000)
    #expect(throws: PaletteImportError.self) { try PaletteFormat.iterm2.read(Array(deepPlist.utf8)) }
    let deepYAML = (0..<100).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
    #expect(throws: PaletteImportError.self) { try PaletteFormat.base16.read(Array(deepYAML.utf8)) }
    let many = String(repeating: "color1 #000000\n", count: 200_000)
    #expect(try PaletteFormat.kitty.read(Array(many.utf8)).tenths.count == 200_000)
    let longString = "a = \"" + String(repeating: "x", count: 1_000_000) + "\"\n"
    #expect(try TOMLReader.read(ImportText(Array(longString.utf8))).count == 1)
    for format in Self.themeFormats {
      for junk in ["\u{0}\u{1}", "[[[", "<<<", "{{{", "\"", "'", "&#xFFFFFFFF;", "a:\n b:\n  c", "=\n=", "*.:"] {
        _ = try? format.read(Array(junk.utf8))
        _ = PaletteFormat.detect(Array(junk.utf8))
      }
    }
  }
}
