import Foundation
import Testing

/// Every reader of a palette file bounds how deep it nests, so no document can exhaust the stack: one nested too
/// deep is refused in one line naming the limit and the line, exit 65, and nothing is written; from a file and
/// from standard input alike.
@Suite struct ReadersHaveANestingLimitTests {
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
  func aDocumentNestedTooDeepIsRefusedInOneLine(_ name: String) {
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
}
