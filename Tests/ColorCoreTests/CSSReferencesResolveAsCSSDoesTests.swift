import Testing

@testable import ColorCore

/// `var()` in an imported CSS document: resolved from the document's own custom properties as CSS computes them
/// (forward, through chains, the fallback where the document declares none), cycles and runaway growth refused
/// naming why, and a declaration that is only another property's name skipped.
@Suite struct CSSReferencesResolveAsCSSDoesTests {
  static func read(_ css: String) throws -> [ImportedLine] {
    try PaletteFormat.css.read(Array(css.utf8)).tenths
  }

  static func colors(_ css: String) throws -> [String: String] {
    var colors: [String: String] = [:]
    for line in try read(css) {
      switch line {
      case .entry(_, let name?, let color, _), .mapped(_, let name?, let color, _, _, _, _): colors[name] = color.hex
      default: break
      }
    }
    return colors
  }

  @Test func aReferenceTakesItsPropertysValueForwardAndThroughChains() throws {
    let colors = try Self.colors(
      """
      :root {
        --brand: rgb(var(--red) var(--green) 0);
        --red: var(--full);
        --full: 255;
        --green: 128;
        --upper: RGB(VAR(--red) 0 0);
      }
      """)
    #expect(colors == ["brand": "#ff8000", "upper": "#ff0000"])
  }

  @Test func theFallbackIsUsedOnlyWhereTheDocumentDeclaresNone() throws {
    let colors = try Self.colors(
      """
      :root {
        --a: oklch(0.7 0.1 var(--hue, 0));
        --b: rgb(var(--r, var(--g, 10)) 0 0);
        --c: rgb(var(--set, 0) 0 0);
        --set: 200;
        --d: oklch(99% var(--chroma, none) var(--hue, none));
      }
      """)
    #expect(colors["a"] == (try Self.colors(":root { --a: oklch(0.7 0.1 0); }"))["a"])
    #expect(colors["b"] == "#0a0000")
    #expect(colors["c"] == "#c80000")
    #expect(colors["d"] == "#fcfcfc")
  }

  /// A value written over several lines (CRLF too) reads as on one: its line breaks are white space.
  @Test func aValueOverSeveralLinesReadsAsOnOne() throws {
    let colors = try Self.colors(
      ":root {\r\n  --y: 5;\r\n  --h: rgb(5\r\n 0 0);\r\n  --i: rgb(var(--y)\n\t0 0);\r\n  --j: color-mix(in srgb,\n red,\n blue);\n}\n"
    )
    #expect(colors == ["h": "#050000", "i": "#050000", "j": "#800080"])
  }

  @Test func theFirstDeclarationOfAPropertyIsTheOneReferred() throws {
    #expect(try Self.colors(":root { --r: 10; --c: rgb(var(--r) 0 0); } .dark { --r: 20; }")["c"] == "#0a0000")
  }

  @Test func aSubstitutionIsKeptApartFromTheWordsBesideItAndOnlyAWholeVarIsOne() throws {
    let colors = try Self.colors(
      ":root { --h: 200; --c: rgb(var(--h)var(--h)var(--h)); --d: rgb(somevar(--h) 0 0); --sky\\ blue: 10; "
        + "--e: rgb(var(--sky\\ blue) 0 0); }")
    #expect(colors == ["c": "#c8c8c8", "e": "#0a0000"])
  }

  /// A declaration that is one `var()` of a declared property is an alias, counted; one whose color is its
  /// fallback's has a color of its own.
  @Test func aDeclarationThatIsOnlyAReferenceToADeclarationHasItsColor() throws {
    #expect(
      try Self.colors(":root { --a: var(--nope, rgb(255 0 0)); --b: var(--nope, lime); --c: #00f; }")
        == ["a": "#ff0000", "b": "#00ff00", "c": "#0000ff"])
    let lines = try PaletteFormat.css.read(
      Array(":root { --blue: #0000ff; --link: var(--blue); --gap: var(--s, 4px); }".utf8))
    #expect(
      lines.tenths == [
        .entry(line: 1, name: "blue", color: StoredColor(red: 0, green: 0, blue: 1000)),
        .entry(line: 1, name: "link", color: StoredColor(red: 0, green: 0, blue: 1000)),
      ])
    #expect(lines.skipped == 1)
  }

  @Test(arguments: [
    ("--c: rgb(var(--x) 0 0);", PaletteImportProblem.ReferenceProblem.undefined("x")),
    ("--c: rgb(var(--c) 0 0);", .cycle(["c", "c"])),
    ("--c: rgb(var(--d) 0 0); --d: var(--e); --e: var(--c);", .cycle(["c", "d", "e", "c"])),
    ("--c: rgb(var(--d) 0 0); --d: var(--e); --e: var(--d);", .cycle(["d", "e", "d"])),
    ("--c: rgb(var(x) 0 0);", .malformed),
    ("--c: rgb(var(--) 0 0);", .malformed),
  ])
  func aReferenceThatCannotBeResolvedIsARefusedEntry(_ css: String, _ problem: PaletteImportProblem.ReferenceProblem)
    throws
  {
    let lines = try Self.read(":root { \(css) }")
    let value = css.dropFirst(5).prefix { $0 != ";" }
    #expect(lines.first == .bad(line: 1, problem: .unresolvedReference(value: String(value), problem: problem)))
  }

  /// References that multiply (each property four of the next) stop at `CSSReferences.maximumLength` bytes.
  @Test func referencesThatMultiplyAreRefusedAtTheLimit() throws {
    var css = ":root { --c: rgb(var(--p0) 0 0);"
    for level in 0..<20 { css += " --p\(level): " + String(repeating: "var(--p\(level + 1))", count: 4) + ";" }
    // A long comment makes the document's allowance larger than a value's limit: the value's is met first.
    css += " --p20: 1; /* \(String(repeating: "x", count: 20_000)) */ }"
    let lines = try Self.read(css)
    #expect(
      lines.first
        == .bad(
          line: 1,
          problem: .unresolvedReference(
            value: "rgb(var(--p0) 0 0)", problem: .tooLong(limit: CSSReferences.maximumLength))))
    #expect(
      "\(PaletteImportProblem.unresolvedReference(value: "rgb(var(--c) 0 0)", problem: .cycle(["c", "c"])))"
        == "'rgb(var(--c) 0 0)' refers to a cycle of references: --c → --c.")
  }

  /// A chain deeper than `CSSReferences.maximumDepth` is refused, and so is what the document's references make
  /// past four times its size: a document of references costs a fixed multiple of its size.
  @Test func deepChainsAndDocumentsOfLongSubstitutionsAreRefused() throws {
    var chain = ":root { --c: rgb(var(--p0) 0 0);"
    for level in 0..<100 { chain += " --p\(level): var(--p\(level + 1));" }
    chain += " --p100: 1; }"
    #expect(
      try Self.read(chain).first
        == .bad(
          line: 1,
          problem: .unresolvedReference(
            value: "rgb(var(--p0) 0 0)", problem: .tooDeep(limit: CSSReferences.maximumDepth))))
    let long = String(repeating: "1", count: 3000)
    var document = ":root { --big: \(long);"
    for index in 0..<40 { document += " --a\(index): rgb(var(--big) 0 0);" }
    document += " }"
    let refused = try Self.read(document).filter { if case .bad = $0 { true } else { false } }
    #expect(refused.count > 0 && refused.count < 40)
    #expect(
      refused.last
        == .bad(
          line: 1,
          problem: .unresolvedReference(
            value: "rgb(var(--big) 0 0)", problem: .documentTooLong(limit: 4 * document.utf8.count))))
  }
}
