import Testing

@testable import ColorCore

/// The exchange formats' own rules: names made valid for CSS and design tokens, the detection of a document's
/// format, and what each reader takes and refuses.
@Suite struct PaletteFormatTests {
  static let grape = StoredColor(red: 500, green: 200, blue: 800)

  /// The entries of a document (its skipped declarations only counted).
  func read(_ text: String, as format: PaletteFormat) throws -> [ImportedLine] {
    try format.read(Array(text.utf8)).tenths
  }

  /// The lines of design tokens, with the exact colors and texts they keep.
  func format(_ text: String) throws -> [ImportedLine] {
    try (text.hasPrefix("{") ? PaletteFormat.tokens : .css).read(Array(text.utf8)).entries
  }

  @Test(arguments: [
    ("grape", "grape"), ("Sky Blue 1", "sky-blue-1"), ("  a  b  ", "a-b"), ("1st", "color-1st"), ("***", "color"),
    ("snake_case", "snake_case"), ("Crème Brûlée", "crème-brûlée"), ("a.b{c}", "a-b-c"), ("-x-", "x"),
  ])
  func cssIdentifiersAreLowerCaseWithInvalidCharactersAsDashes(_ name: String, _ identifier: String) {
    #expect(CSSFormat.identifier(for: name) == identifier)
  }

  @Test func cssIdentifiersThatCollideAreNumbered() {
    let entries = ["Grape", "grape", "GRAPE"].enumerated().map { index, name in
      PaletteEntry(name: name, color: StoredColor(red: index * 100, green: 0, blue: 0))
    }
    let text = String(decoding: PaletteFormat.css.document(entries, name: "x"), as: UTF8.self)
    #expect(text.contains("  --grape: rgb(0% 0% 0%); /* colormix-name: \"Grape\" */\n"))
    #expect(text.contains("  --grape-2: rgb(10% 0% 0%); /* colormix-name: \"grape\" */\n"))
    #expect(text.contains("  --grape-3: rgb(20% 0% 0%); /* colormix-name: \"GRAPE\" */\n"))
  }

  /// A name holding `*/` cannot end the comment that keeps it: `/` is written `\/`, which JSON reads back.
  @Test func aKeptNameCannotEndItsComment() throws {
    let entries = [PaletteEntry(name: "a */ b", color: Self.grape)]
    let text = String(decoding: PaletteFormat.css.document(entries, name: "x"), as: UTF8.self)
    #expect(text.contains(#"/* colormix-name: "a *\/ b" */"#))
    // Read back exactly: its tenths, as percentages.
    #expect(try read(text, as: .css) == [.entry(line: 3, name: "a */ b", color: Self.grape)])
  }

  /// A kept name names the declaration before it on its line, in its block: not one across a `}`.
  @Test func aKeptNameAfterTheBlockNamesNothing() throws {
    #expect(
      try read(#":root{--a:#112233;} /* colormix-name: "zz" */"#, as: .css) == [
        .entry(line: 1, name: "a", color: StoredColor(rgb: 0x112233))
      ])
    #expect(
      try read(#":root{--a:#112233; /* colormix-name: "zz" */}"#, as: .css) == [
        .entry(line: 1, name: "zz", color: StoredColor(rgb: 0x112233))
      ])
  }

  @Test(arguments: [
    ("grape", "grape"), ("$x", "-x"), ("a$b", "a$b"), ("v1.2", "v1-2"), ("{ref}", "-ref-"), ("Sky Blue", "Sky Blue"),
  ])
  func tokenNamesHaveNoDotsNorBracesNorALeadingDollar(_ name: String, _ token: String) {
    #expect(TokensFormat.tokenName(for: name) == token)
  }

  @Test(arguments: [(0, "0"), (1000, "1"), (500, "0.5"), (502, "0.502"), (7, "0.007"), (470, "0.47")])
  func tokenComponentsAreTheTenthsExactly(_ tenths: Int, _ text: String) {
    #expect(TokensFormat.unit(tenths) == text)
  }

  @Test(arguments: [
    ("GIMP Palette\nName: x\n", PaletteFormat.gpl), ("{\"version\": 1, \"colors\": []}", .json),
    ("{\"version\": 2, \"colors\": 5}", .json), ("[]", .json),
    ("\u{FEFF}  {\"a\": {\"$value\": \"#fff\"}}", .tokens), ("{}", .tokens), (":root {\n  --a: red;\n}\n", .css),
    ("{\"colors\": {\"red\": {\"$type\": \"color\", \"$value\": \"#f00\"}}}", .tokens),
    ("{\"colors\": {\"$type\": \"color\", \"$value\": \"#f00\"}}", .tokens), ("--a: #fff;\n", .css),
    ("/* x */\n", .css), ("#8033cc\n#fff\n", .hex), ("", .hex), ("\nGIMP Palette\n", .hex),
  ])
  func theFormatIsDetectedFromTheContent(_ text: String, _ format: PaletteFormat) {
    #expect(PaletteFormat.detect(Array(text.utf8)) == format)
  }

  @Test func tokensAreReadThroughGroupsWithInheritedTypes() throws {
    let text = """
      {
        "brand": {
          "$type": "color",
          "primary": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.2, 0.8]}},
          "alias": {"$value": "{brand.primary}"}
        },
        "space": {"$type": "dimension", "small": {"$value": {"value": 4, "unit": "px"}}},
        "lab": {"$type": "color", "$value": {"colorSpace": "lab", "components": [50, 0, 0]}},
        "seethrough": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0.5}},
        "opaque": {"$type": "color", "$value": {"colorSpace": "srgb", "components": ["none", 1, 1], "alpha": 1.0}},
        "hexOnly": {"$type": "color", "$value": "#123"},
        "later": {"$type": "color", "$value": {"colorSpace": "cam16", "components": [1, 2, 3], "hex": "#102030"}},
        "unknown": {"$type": "color", "$value": {"colorSpace": "cam16", "components": [1, 2, 3]}},
        "word": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, "red", 0]}}
      }
      """
    func token(_ space: ColorSpace, _ components: String?...) -> TokenColor {
      TokenColor(space: space, components: components)
    }
    #expect(try PaletteFormat.tokens.read(Array(text.utf8)).skipped == 1)
    #expect(
      try read(text, as: .tokens) == [
        .entry(
          line: 4, name: "brand-primary", color: Self.grape, kept: .init(token: token(.srgb, "0.5", "0.2", "0.8"))),
        .entry(
          line: 8, name: "lab", color: StoredColor(rounding: try Color(parsing: "lab(50 0 0)")),
          kept: .init(token: token(.lab, "50", "0", "0"))),
        .entry(
          line: 9, name: "seethrough", color: StoredColor(red: 1000, green: 1000, blue: 1000),
          kept: .init(alpha: 0.5, token: token(.srgb, "1", "1", "1"))),
        .entry(
          line: 10, name: "opaque", color: StoredColor(red: 0, green: 1000, blue: 1000),
          kept: .init(token: token(.srgb, nil, "1", "1"))),
        .entry(line: 11, name: "hexOnly", color: StoredColor(rgb: 0x112233)),
        .entry(line: 12, name: "later", color: StoredColor(rgb: 0x102030)),
        .bad(line: 13, problem: .token(.unsupportedSpace("cam16"))),
        .bad(line: 14, problem: .token(.component("\"red\""))),
        // An alias comes after the tokens holding colors: the color is named first as its token.
        .entry(
          line: 5, name: "brand-alias", color: Self.grape, kept: .init(token: token(.srgb, "0.5", "0.2", "0.8"))),
      ])
  }

  /// Every color space of the Color Module is read exactly, as CSS reads the same components; a color outside
  /// sRGB, or a component past its space's range, is imported mapped with its warnings, and keeps its space.
  @Test(arguments: [
    ("srgb", "[0.2, 0.4, 0.6]", "color(srgb 0.2 0.4 0.6)"),
    ("srgb-linear", "[0.2, 0.4, 0.6]", "color(srgb-linear 0.2 0.4 0.6)"),
    ("hsl", "[210, 50, 40]", "hsl(210 50% 40%)"),
    ("hwb", "[210, 20, 40]", "hwb(210 20% 40%)"),
    ("lab", "[50, 10, -20]", "lab(50 10 -20)"),
    ("lch", "[50, 30, 250]", "lch(50 30 250)"),
    ("oklab", "[0.6, 0.05, -0.1]", "oklab(0.6 0.05 -0.1)"),
    ("oklch", "[0.6, 0.1, \"none\"]", "oklch(0.6 0.1 none)"),
    ("display-p3", "[0.3, 0.5, 0.7]", "color(display-p3 0.3 0.5 0.7)"),
    ("a98-rgb", "[0.3, 0.5, 0.7]", "color(a98-rgb 0.3 0.5 0.7)"),
    ("prophoto-rgb", "[0.4, 0.4, 0.45]", "color(prophoto-rgb 0.4 0.4 0.45)"),
    ("rec2020", "[0.4, 0.45, 0.5]", "color(rec2020 0.4 0.45 0.5)"),
    ("xyz-d65", "[0.2, 0.2, 0.3]", "color(xyz-d65 0.2 0.2 0.3)"),
    ("xyz-d50", "[0.2, 0.2, 0.2]", "color(xyz-d50 0.2 0.2 0.2)"),
  ])
  func everyColorSpaceIsReadAsCSSReadsIt(_ space: String, _ components: String, _ css: String) throws {
    let text = #"{"c": {"$type": "color", "$value": {"colorSpace": "\#(space)", "components": \#(components)}}}"#
    let lines = try read(text, as: .tokens)
    let expected = StoredColor(rounding: try Color(parsing: css))
    guard case .entry(1, "c", let color, let kept) = lines.first else {
      Issue.record("\(lines)")
      return
    }
    #expect(color == expected)
    #expect(kept.token?.space.name == space)
    #expect(kept.token.map { $0.cssText() } == css)
  }

  /// A token outside sRGB is kept exactly, in its space; an alpha out of range is clamped, with a warning.
  @Test func aTokenOutsideSRGBIsKeptExactlyAndAnAlphaOutOfRangeIsClamped() throws {
    let text = """
      {
        "brand": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0.5, 0], "alpha": 0.5}},
        "hot": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1.2, 0, 0]}},
        "bright": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1.5}}
      }
      """
    let lines = try format(text)
    guard lines.count == 3,
      case .entry(2, "brand", let brand, let brandKept) = lines[0],
      case .entry(3, "hot", let hot, let hotKept) = lines[1],
      case .mapped(4, "bright", _, "color(srgb 1 1 1 / 1.5)", let warnings, nil, let brightKept) = lines[2]
    else {
      Issue.record("\(lines)")
      return
    }
    #expect(brand == StoredColor(rounding: try Color(parsing: "color(display-p3 1 0.5 0)")))
    #expect(brandKept.text == "color(display-p3 1 0.5 0 / 0.5)")
    #expect(brandKept.exact == (try Color(parsing: "color(display-p3 1 0.5 0 / 0.5)")))
    #expect(brandKept.token == TokenColor(space: .displayP3, components: ["1", "0.5", "0"]))
    #expect(hot == StoredColor(rounding: try Color(parsing: "color(srgb 1.2 0 0)")))
    #expect(hotKept.exact?.red == 1.2 && hotKept.text == "color(srgb 1.2 0 0)")
    #expect(warnings.map(\.name) == ["alpha"])
    #expect(brightKept.alpha == nil)
    #expect(lines[1].strict == lines[1])
  }

  /// Token components and alpha are read as CSS reads them; the tenths are their view, rounded half up.
  @Test func tokenNumbersAreReadExactly() throws {
    func token(_ components: String, alpha: String = "1") -> String {
      #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(components)], "alpha": \#(alpha)}}"#
    }
    let text = """
      {
        "a": \(token("0.5035, 0.5035, 0.5035")),
        "d": \(token("1e0, 5e-1, 0.00049999999999999999999", alpha: "10e-1")),
        "e": \(token("-0.0, 0.00005, 0.0005", alpha: "0.25"))
      }
      """
    let colors = try read(text, as: .tokens).map { line -> StoredColor? in
      if case .entry(_, _, let color, _) = line { color } else { nil }
    }
    #expect(
      colors == [
        StoredColor(red: 504, green: 504, blue: 504), StoredColor(red: 1000, green: 500, blue: 1),
        StoredColor(red: 0, green: 0, blue: 1),
      ])
    guard case .entry(_, _, _, let kept) = try read(text, as: .tokens).last else { return }
    #expect(kept == .init(alpha: 0.25, token: TokenColor(space: .srgb, components: ["-0.0", "0.00005", "0.0005"])))
  }

  @Test func cssReadsCustomPropertiesAnywhereSkipsValuesThatAreNoColorAndKeepsWideOnes() throws {
    let text = """
      /* brand colors */
      :root { --ink: #123456; --gap: 4px }
      .card {
        color: red;
        --Paper: rgb(255 255 255);
        --sea: oklch(0.7 0.1 200);
        --wide: oklch(0.7 0.4 30);
      }
      """
    #expect(try PaletteFormat.css.read(Array(text.utf8)).skipped == 1)
    let lines = try read(text, as: .css)
    #expect(lines.count == 4)
    #expect(lines[0] == .entry(line: 2, name: "ink", color: StoredColor(rgb: 0x123456)))
    #expect(lines[1] == .entry(line: 5, name: "Paper", color: StoredColor(rgb: 0xFFFFFF)))
    guard case .entry(6, "sea", let sea, .opaque) = lines[2] else {
      Issue.record("\(lines[2])")
      return
    }
    #expect(sea == StoredColor(rounding: try Color(parsing: "oklch(0.7 0.1 200)")))
    guard case .entry(7, "wide", let wide, .opaque) = lines[3] else {
      Issue.record("\(lines[3])")
      return
    }
    #expect(wide.hex == "#ff5844")
    #expect(try format(text).last?.text == "oklch(0.7 0.4 30)")
    #expect(lines[3].strict == lines[3])
  }

  /// Nothing inside a string, a `url()` or a comment is a declaration, and none of them hides a real one; a
  /// property's name is its ident, escapes decoded.
  @Test func cssIsReadAsCSSTokens() throws {
    #expect(
      try read(".a { content: \"x; --fake: #ff0000;\"; --real: #00ff00; }", as: .css) == [
        .entry(line: 1, name: "real", color: StoredColor(rgb: 0x00FF00))
      ])
    #expect(
      try read(".a { content: \"/*\"; }\n:root { --b: #0000ff; }\n", as: .css) == [
        .entry(line: 2, name: "b", color: StoredColor(rgb: 0x0000FF))
      ])
    #expect(
      try read(":root { --a/* note */: #111111; --sky\\ blue: #222222 }", as: .css) == [
        .entry(line: 1, name: "a", color: StoredColor(rgb: 0x111111)),
        .entry(line: 1, name: "sky blue", color: StoredColor(rgb: 0x222222)),
      ])
    #expect(
      try read(".x { background: url(x;--u: red); --v: #fff ! IMPORTANT }", as: .css) == [
        .entry(line: 1, name: "v", color: StoredColor(rgb: 0xFFFFFF))
      ])
  }

  @Test func anUnterminatedCSSCommentIsAMalformedDocument() {
    #expect(throws: PaletteImportError(line: 2, problem: .unterminatedComment)) {
      try read(":root {\n  /* open\n  --a: red;\n}\n", as: .css)
    }
  }

  @Test func hexLinesTakeHashHexAndSixBareDigits() throws {
    #expect(
      try read("#8033CC\r\n\n  #fff  \n8033cc\n#12345\nfff\nred\n", as: .hex) == [
        .entry(line: 1, name: nil, color: StoredColor(rgb: 0x8033CC)),
        .entry(line: 3, name: nil, color: StoredColor(rgb: 0xFFFFFF)),
        .entry(line: 4, name: nil, color: StoredColor(rgb: 0x8033CC)),
        .bad(line: 5, problem: .notHexLine("#12345")),
        .bad(line: 6, problem: .notHexLine("fff")),
        .bad(line: 7, problem: .notHexLine("red")),
      ])
  }

  @Test func jsonEntriesCarryTheLineTheyStartOn() throws {
    let text =
      "{\"version\": 1, \"colors\": [\n  {\"name\": \"a\", \"red\": 1, \"green\": 2, \"blue\": 3},\n\n"
      + "  {\"name\": \"b\", \"hex\": \"#8033cc\"},\n  {\"red\": 101, \"green\": 0, \"blue\": 0}\n]}"
    let lines = try read(text, as: .json)
    #expect(lines.map(\.line) == [2, 4, 5])
    #expect(lines[1] == .entry(line: 4, name: "b", color: StoredColor(rgb: 0x8033CC)))
    if case .bad(_, .outOfRange(let warning)) = lines[2] { #expect(warning.channel == .red) } else { Issue.record() }
    #expect(throws: PaletteImportError(line: 1, problem: .unsupportedVersion("2"))) {
      try read("{\"version\": 2, \"colors\": []}", as: .json)
    }
  }

  /// An entry or a token's value is read as a `JSONValue` only when it is small: one of hundreds of values is
  /// refused, not built.
  @Test func aHugeEntryOrTokenValueIsRefusedNotBuilt() throws {
    let many = Array(repeating: "0", count: 300).joined(separator: ",")
    let entry = try read(##"[{"name": "a", "hex": "#000000", "extra": [\##(many)]}]"##, as: .json)
    #expect(entry == [.bad(line: 1, problem: .entryTooLarge(values: 307, limit: 256))])
    let token = try read(
      #"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(many)]}}}"#, as: .tokens)
    #expect(token == [.bad(line: 1, problem: .token(.notAColorValue))])
  }

  @Test func aDocumentThatIsNotUTF8IsMalformedAtItsLine() {
    #expect(throws: PaletteImportError(line: 2, problem: .notUTF8)) {
      try PaletteFormat.hex.read([0x23, 0x66, 0x66, 0x66, 0x0A, 0xFF, 0x0A])
    }
  }

  /// Importing follows `save`'s rules entry by entry: a color saved under another name gains the name; the
  /// document's own repeated names are refused.
  @Test func importingAppliesTheSaveRulesInOrder() {
    var palette = Palette(entries: [
      PaletteEntry(name: "grape", color: Self.grape), PaletteEntry(name: "red", color: StoredColor(rgb: 0xFF0000)),
    ])
    let result = palette.importing(
      [
        .entry(line: 1, name: "grape", color: StoredColor(red: 502, green: 200, blue: 800)),
        .entry(line: 2, name: "scarlet", color: StoredColor(rgb: 0xFF0000)),
        .entry(line: 3, name: "red", color: .black),
        .entry(line: 4, name: nil, color: StoredColor(rgb: 0x00FF00)),
        .entry(line: 5, name: "lime", color: StoredColor(rgb: 0x00FF00)),
        .entry(line: 6, name: "new", color: StoredColor(rgb: 0x0000FF)),
        .entry(line: 7, name: "new", color: StoredColor(rgb: 0x0000FE)),
        .entry(line: 8, name: "-x", color: StoredColor(rgb: 0x0000FD)),
      ], replacing: false)
    #expect(
      result.refused == [
        .init(line: 1, entry: 1, problem: .nameTaken("grape")),
        .init(line: 3, entry: 3, problem: .nameTaken("red")),
        .init(line: 7, entry: 7, problem: .repeatedName("new", firstLine: 6)),
        .init(line: 8, entry: 8, problem: .badName(.invalidPaletteName("-x", problem: .leadingDash))),
      ])
    #expect(result.added == 2 && result.unchanged == 0 && result.updated == 0 && result.aliased == 2)
    #expect(palette.entries.map(\.names) == [["grape"], ["red", "scarlet"], ["00ff00", "lime"], ["new"]])
  }
}

/// `Palette.importing` keeps an index of the palette instead of calling `save` an entry; it decides as `save` does.
@Suite struct PaletteImportIndexTests {
  /// The rules by `save`, one entry at a time, the reference the index must agree with (an identical color with
  /// `replacing` is unchanged, not updated).
  static func bySave(_ start: [PaletteEntry], _ lines: [ImportedLine], replacing: Bool) -> ([PaletteEntry], [Int]) {
    var palette = Palette(entries: start)
    var counts = [0, 0, 0, 0, 0, 0]  // added, updated, aliased, unchanged, removed, refused
    var names = Set<String>()
    for case .entry(_, let given, let color, let kept) in lines {
      var candidate = kept.entry(named: "", color: color)
      let name = given ?? ImportedLine.generatedName(for: candidate)
      candidate.name = name
      guard (try? PaletteEntry.validName(name)) != nil else {
        counts[5] += 1
        continue
      }
      if given == nil, palette.entries.contains(where: { $0.exact == candidate.exact }) {
        counts[3] += 1
        continue
      }
      guard !names.contains(name) else {
        counts[5] += 1
        continue
      }
      names.insert(name)
      if given == nil {
        // A made-up name never replaces.
        if palette.entries.contains(where: { $0.isNamed(name) }) {
          counts[5] += 1
        } else {
          palette.entries.append(candidate)
          counts[0] += 1
        }
        continue
      }
      let onlyName = palette.entries.contains { $0.names == [name] }
      guard let outcome = try? palette.save(candidate, replacing: replacing) else {
        counts[5] += 1
        continue
      }
      switch outcome {
      case .added: counts[0] += 1
      case .updated: counts[1] += 1
      case .aliased:
        counts[2] += 1
        if onlyName { counts[4] += 1 }
      case .alreadySaved: counts[3] += 1
      }
    }
    return (palette.entries, counts)
  }

  @Test func randomImportsDecideAsSaveDoes() {
    var random = Xoshiro256StarStar(seed: 11)
    func pick(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    // Few names, few colors and few alphas, so that names, hexes and tenths collide often.
    func color() -> StoredColor {
      StoredColor(red: 10 * pick(3) + pick(2), green: 500, blue: 10 * pick(3))
    }
    func alpha() -> Double? {
      [nil, nil, 0.5, 0.501][pick(4)]
    }
    var mismatches = 0
    for round in 0..<3000 {
      var start = Palette()
      for _ in 0..<pick(6) {
        let saved = color()
        // Now and then under the name an entry without one would get, with another color.
        let name = pick(4) == 0 ? ImportedLine.generatedName(for: color()) : "n\(pick(6))"
        _ = try? start.save(name: name, color: saved, alpha: alpha())
      }
      let lines = (0..<pick(8)).map { line in
        ImportedLine.entry(
          line: line + 1, name: pick(5) == 0 ? nil : "n\(pick(6))", color: color(), kept: .init(alpha: alpha()))
      }
      let replacing = round % 2 == 0
      var indexed = start
      let result = indexed.importing(ImportedLines(lines), replacing: replacing)
      let (entries, counts) = PaletteImportIndexTests.bySave(start.entries, lines, replacing: replacing)
      let got = [
        result.added, result.updated, result.aliased, result.unchanged, result.removed, result.refused.count,
      ]
      if indexed.entries != entries || got != counts { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }
}
