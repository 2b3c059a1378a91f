import Foundation
import Testing

/// Every reader of a palette file bounds how deep it nests, so no document can exhaust the stack, and the TOML and
/// YAML readers how many keys they keep (each, to refuse one given twice), so no document can make an import's
/// memory grow past a few megabytes: a document past a limit is refused in one line naming the limit and the line,
/// exit 65, and nothing is written; from a file and from standard input alike. As much as a limit is read.
@Suite struct ReadersHaveLimitsTests {
  static let rows: [(name: String, text: String, from: [String], message: String)] = [
    (
      "rules.css", String(repeating: "a{", count: 50_000), [],
      "line 1: not valid CSS: blocks, brackets and functions nested more than 32 deep"
    ),
    (
      "media.css", String(repeating: "@media x{", count: 80_000), [],
      "line 1: not valid CSS: blocks, brackets and functions nested more than 32 deep"
    ),
    (
      "bare.txt", String(repeating: "{", count: 47_700), ["--from", "css"],
      "line 1: not valid CSS: blocks, brackets and functions nested more than 32 deep"
    ),
    (
      "lines.css", ":root {\n" + String(repeating: "a {\n", count: 40) + "--x: red;\n", [],
      "line 33: not valid CSS: blocks, brackets and functions nested more than 32 deep"
    ),
    (
      "parentheses.css", ":root { --a: #000; }\na { b: " + String(repeating: "(", count: 100_000) + "}", [],
      "line 2: not valid CSS: blocks, brackets and functions nested more than 32 deep"
    ),
    (
      "functions.css",
      ":root { --a: " + String(repeating: "calc([", count: 16) + "1" + String(repeating: "])", count: 16)
        + "; }", [], "line 1: not valid CSS: blocks, brackets and functions nested more than 32 deep"
    ),
    (
      "array.toml", "a = " + String(repeating: "[", count: 100_000), ["--from", "alacritty"],
      "line 1: not valid TOML: values nested more than 32 deep"
    ),
    (
      "table.toml", "a = " + String(repeating: "{b = ", count: 100_000), ["--from", "alacritty"],
      "line 1: not valid TOML: values nested more than 32 deep"
    ),
    (
      "deep.itermcolors", "<plist>" + String(repeating: "<array>", count: 100_000), ["--from", "iterm2"],
      "line 1: not valid plist XML: values nested more than 32 deep"
    ),
  ]

  @Test(arguments: rows.map(\.name))
  func aDocumentPastALimitIsRefusedInOneLine(_ name: String) {
    let row = Self.rows.first { $0.name == name }!
    let cli = Colormix()
    let path = cli.folder + "/" + name
    cli.write(row.text, to: path)
    for (source, shown, stdin) in [(path, path, nil), ("-", "standard input", row.text)] {
      let result = cli.run(["palette", "import", source] + row.from, stdin: stdin)
      #expect(
        result
          == .init(
            stdout: "", stderr: "colormix: error: Cannot import \(shown): \(row.message); nothing was imported.\n",
            status: 65))
    }
    #expect(cli.contents(cli.palette) == nil)
  }

  /// Brackets and functions count with the blocks they are in: 32 in all are read.
  @Test func bracketsAsDeepAsTheLimitAreRead() {
    let cli = Colormix()
    let value = String(repeating: "[", count: 30) + "x" + String(repeating: "]", count: 30)
    cli.write(":root { --grape: #8033cc; --deep: \(value); }\n", to: cli.folder + "/deep.css")
    #expect(cli.run(["palette", "import", cli.folder + "/deep.css"]).status == 0)
  }

  @Test func blocksAsDeepAsTheLimitAreRead() {
    let cli = Colormix()
    let path = cli.folder + "/deep.css"
    cli.write(
      String(repeating: "a {\n", count: 32) + "--grape: #8033cc;\n" + String(repeating: "}\n", count: 32), to: path)
    #expect(cli.run(["palette", "import", path]).status == 0)
    #expect(cli.run(["palette"]).stdout.contains("#8033cc  grape"))
  }

  /// The TOML and YAML readers keep at most 100,000 keys (see the readers' tests for each way of defining one).
  @Test(arguments: [
    (
      "keys.toml", (0...100_000).map { "k\($0) = 1\n" }.joined(), "alacritty",
      "line 100001: not valid TOML: more than 100000 keys and tables (a theme has a few hundred)"
    ),
    (
      "keys.yaml", (0...100_000).map { "k\($0): 1\n" }.joined(), "base16",
      "line 100001: not valid YAML: more than 100000 keys (a scheme has a few dozen)"
    ),
  ])
  func aDocumentOfTooManyKeysIsRefusedInOneLine(_ name: String, _ text: String, _ format: String, _ message: String) {
    let cli = Colormix()
    let path = cli.folder + "/" + name
    cli.write(text, to: path)
    #expect(
      cli.run(["palette", "import", path, "--from", format])
        == .init(
          stdout: "", stderr: "colormix: error: Cannot import \(path): \(message); nothing was imported.\n", status: 65)
    )
    #expect(cli.contents(cli.palette) == nil)
  }
}
