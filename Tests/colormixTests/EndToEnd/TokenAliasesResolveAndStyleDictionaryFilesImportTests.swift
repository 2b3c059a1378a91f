import Foundation
import Testing

/// End-to-end, on Style Dictionary's own example files (Fixtures/Style-Dictionary, Apache-2.0) and on aliases
/// written to break: a token is read in the W3C form (`$value`, a group's `$type`) or the classic one (`value`,
/// `type`); its name is its path joined by `-`, as Style Dictionary's CSS names it; an alias (`{group.token}`,
/// classic `{group.token.value}` too) is resolved, forward and through chains, and imported as another name of
/// the color it comes to (the token holding the color names it first); an alias to nothing or round a cycle is
/// refused, naming it.
@Suite struct TokenAliasesResolveAndStyleDictionaryFilesImportTests {
  let cli = Colormix()
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Style-Dictionary").path

  func importFixture(_ name: String, _ extra: [String] = []) -> Colormix.Result {
    cli.run(["palette", "import", Self.fixtures + "/" + name] + extra)
  }

  func names() -> [String] {
    cli.run(["palette", "export", "--to", "hex"]).status == 0
      ? cli.run(["palette"]).stdout.split(separator: "\n").map { String($0.split(separator: " ")[1]) } : []
  }

  @Test func aClassicFileWithAForwardAliasImportsEveryColor() {
    let result = importFixture("classic-format-helpers-color.json")
    #expect(result.status == 0)
    #expect(
      result.stderr == """
        colormix: imported 3 colors; 1 alias (names of a color saved under another)

        """)
    #expect(
      cli.run(["palette"]).stdout == """
        #ff0000  color-core-red    red 100  green 0  blue 0
        #0000ff  color-core-blue   red 0  green 0  blue 100
        #00ff00  color-core-green  red 0  green 100  blue 0  also named color-core-greener

        """)
    // Exported as tokens and read back, the palette is the same.
    let tokens = cli.run(["palette", "export", "--to", "tokens"]).stdout
    let again = cli.run(["palette", "import", "-"], stdin: tokens)
    #expect(again.stderr == "colormix: imported 0 colors; 4 already saved\n")
  }

  @Test func aClassicFileWhoseAliasesNameAnotherFilesTokensSaysWhichAndImportsTheRest() {
    let refused = importFixture("classic-multi-brand-base.json", ["--strict"])
    #expect(refused.status == 65)
    #expect(cli.contents(cli.palette) == nil)
    let lines = """
      colormix: KIND: line 13: The token's alias {color.brand.primary} names color.brand.primary, which is not a token of the file.
      colormix: KIND: line 14: The token's alias {color.brand.secondary} names color.brand.secondary, which is not a token of the file.
      colormix: KIND: line 16: The token's alias {color.primary} comes through other aliases to {color.brand.primary}, which is not a token of the file.
      colormix: KIND: line 17: The token's alias {color.secondary} comes through other aliases to {color.brand.secondary}, which is not a token of the file.

      """
    #expect(refused.stderr.hasPrefix(lines.replacing("KIND", with: "error")))
    let result = importFixture("classic-multi-brand-base.json")
    #expect(result.status == 0)
    #expect(
      result.stderr == lines.replacing("KIND", with: "warning") + """
        colormix: imported 6 colors; 1 alias (names of a color saved under another); 4 refused entries skipped

        """)
    #expect(
      names() == [
        "color-base-black", "color-base-gray-light", "color-base-gray-medium", "color-base-gray-dark",
        "color-base-red", "color-base-green",
      ])
  }

  @Test func w3cFilesImportTheirColorsAndSkipTheirOtherTokens() {
    let basic = importFixture("dtcg-basic-colors.json", ["--store", "basic/c.json"])
    #expect(basic.stderr == "colormix: imported 11 colors\n")
    #expect(
      cli.run(["palette", "--store", "basic/c.json"]).stdout.split(separator: "\n").prefix(3) == [
        "#000000  colors-black       red 0  green 0  blue 0",
        "#ffffff  colors-white       red 100  green 100  blue 100",
        "#fffaf0  colors-orange-100  red 100  green 98  blue 94.1",
      ])
    let preset = importFixture("dtcg-tailwind-preset-tokens.json")
    #expect(preset.stderr == "colormix: skipped 1 token that is not a color\ncolormix: imported 10 colors\n")
    #expect(
      cli.run(["show", "palette:sd-text-neutral", "--format", "hex"]).stdout == "#0000008c\n")
    #expect(names().contains("sd-theme-secondary-_"))
  }

  @Test func aliasesResolveThroughChainsAndRefuseCyclesAndMissingTokens() {
    let tokens = """
      {
        "base": {"$type": "color", "blue": {"$value": "#0000ff"}},
        "link": {"$value": "{ui.accent}"},
        "ui": {"accent": {"$value": "{base.blue}"}},
        "loop": {"$type": "color", "a": {"$value": "{loop.b}"}, "b": {"$value": "{loop.c}"}, "c": {"$value": "{loop.a}"}},
        "gap": {"$type": "dimension", "$value": "4px"},
        "gapAlias": {"$value": "{gap}"},
        "nowhere": {"$type": "color", "$value": "{base.red}"}
      }

      """
    let refusals = """
      colormix: KIND: line 5, entry 4: The token's alias {loop.b} comes to a cycle: loop.a → loop.b → loop.c → loop.a.
      colormix: KIND: line 5, entry 5: The token's alias {loop.c} comes to a cycle: loop.a → loop.b → loop.c → loop.a.
      colormix: KIND: line 5, entry 6: The token's alias {loop.a} comes to a cycle: loop.a → loop.b → loop.c → loop.a.
      colormix: KIND: line 8: The token's alias {base.red} names base.red, which is not a token of the file.

      """
    let refused = cli.run(["palette", "import", "-", "--strict"], stdin: tokens)
    #expect(refused.status == 65)
    #expect(
      refused.stderr
        == refusals.replacing("KIND", with: "error")
        + "colormix: error: 4 of 7 entries were refused; nothing was imported (--strict; without it the others are).\n")
    #expect(cli.contents(cli.palette) == nil)
    let result = cli.run(["palette", "import", "-"], stdin: tokens)
    #expect(
      result.stderr == refusals.replacing("KIND", with: "warning") + """
        colormix: skipped 2 tokens that are not colors
        colormix: imported 1 color; 2 aliases (names of a color saved under another); 4 refused entries skipped

        """)
    #expect(names() == ["base-blue"])
  }

  @Test func anAliasChainDeeperThanThirtyTwoIsRefused() {
    var members = [##""t0": {"$type": "color", "$value": "#123456"}"##]
    for index in 1...40 { members.append(##""t\##(index)": {"$type": "color", "$value": "{t\##(index - 1)}"}"##) }
    let result = cli.run(["palette", "import", "-"], stdin: "{" + members.joined(separator: ",\n") + "}")
    #expect(result.status == 0)
    // t32 is 32 aliases from its color; t33, on line 34, is one more.
    #expect(result.stderr.contains("line 34: The token's alias {t32} goes through more than 32 aliases."))
    #expect(!result.stderr.contains("{t31} goes"))
    #expect(result.stderr.contains("imported 1 color; 32 aliases"))
    #expect(names() == ["t0"])
  }

  /// A token's type is its own, else the type of the token its alias comes to, else its group's; a W3C group may
  /// have a member named `value` (a group, not a classic token); `$root` is its group's own token.
  @Test func anAliasTakesItsTargetsTypeAndAGroupNamedValueIsAGroup() {
    let tokens = """
      {
        "dim": {"$type": "dimension", "link": {"$value": "{brand}"}},
        "brand": {"$type": "color", "$value": "#ff0000"},
        "c": {"$type": "color", "y": {"$value": "{gaps.small}"}},
        "gaps": {"$type": "dimension", "small": {"$value": "blue"}},
        "palette": {"$type": "color", "value": {"light": {"$value": "#ffffff"}}},
        "accent": {"$type": "color", "$root": {"$value": "#00ff00"}, "soft": {"$value": "{accent.$root}"}}
      }

      """
    let result = cli.run(["palette", "import", "-"], stdin: tokens)
    #expect(
      result.stderr == """
        colormix: skipped 2 tokens that are not colors
        colormix: imported 3 colors; 2 aliases (names of a color saved under another)

        """)
    #expect(names() == ["brand", "palette-value-light", "accent"])
  }

  /// A CSS declaration whose color is its fallback's (`var(--undeclared, red)`) is imported under its own name;
  /// an alias of it is an alias.
  @Test func aCSSFallbackIsAColorOfItsOwn() {
    let css = ":root {\n  --f: var(--missing, #ff0000);\n  --m: var(--f);\n}\n"
    let result = cli.run(["palette", "import", "-"], stdin: css)
    #expect(
      result.stderr == """
        colormix: imported 1 color; 1 alias (names of a color saved under another)

        """)
    #expect(names() == ["f"])
  }
}
