import Foundation
import Testing

/// The TOML and YAML readers keep every key of a document to refuse one given twice, and keep at most 100,000 of
/// them, so that no document can make an import's memory grow past a few megabytes: a document of more is refused
/// in one line naming the limit and the line, exit 65, and nothing is written. As many as the limit are read.
@Suite struct ReadersBoundTheirKeysTests {
  static let rows: [(name: String, text: String, from: String, message: String)] = [
    (
      "keys.toml", (0...100_000).map { "k\($0) = 1\n" }.joined(), "alacritty",
      "line 100001: not valid TOML: more than 100000 keys and tables (a theme has a few hundred)"
    ),
    (
      "dotted.toml", (0..<25_001).map { "k\($0).a.b.c = 1\n" }.joined(), "wezterm",
      "line 25001: not valid TOML: more than 100000 keys and tables (a theme has a few hundred)"
    ),
    (
      "tables.toml", String(repeating: "[[t]]\n", count: 99_999) + "[[t]]\n", "alacritty",
      "line 100000: not valid TOML: more than 100000 keys and tables (a theme has a few hundred)"
    ),
    (
      "inline.toml", "x = {" + (0...100_000).map { "k\($0) = 1" }.joined(separator: ", ") + "}\n", "alacritty",
      "line 1: not valid TOML: more than 100000 keys and tables (a theme has a few hundred)"
    ),
    (
      "keys.yaml", (0...100_000).map { "k\($0): 1\n" }.joined(), "base16",
      "line 100001: not valid YAML: more than 100000 keys (a scheme has a few dozen)"
    ),
  ]

  @Test(arguments: rows.map(\.name))
  func aDocumentOfTooManyKeysIsRefusedInOneLine(_ name: String) {
    let row = Self.rows.first { $0.name == name }!
    let cli = Colormix()
    let path = cli.folder + "/" + name
    cli.write(row.text, to: path)
    let result = cli.run(["palette", "import", path, "--from", row.from])
    #expect(
      result
        == .init(
          stdout: "", stderr: "colormix: error: Cannot import \(path): \(row.message); nothing was imported.\n",
          status: 65))
    #expect(cli.contents(cli.palette) == nil)
  }

  /// A document of as many keys as the limit is read, its theme colors imported.
  @Test func asManyKeysAsTheLimitAreRead() {
    let cli = Colormix()
    let toml = cli.folder + "/theme.toml"
    cli.write(
      "[colors.primary]\nbackground = \"#0c2238\"\n" + (0..<99_997).map { "k\($0) = 1\n" }.joined(), to: toml)
    let imported = cli.run(["palette", "import", toml, "--from", "alacritty"])
    #expect(imported.status == 0, "\(imported.stderr)")
    let yaml = cli.folder + "/scheme.yaml"
    cli.write("base00: \"0c2238\"\n" + (0..<99_999).map { "k\($0): 1\n" }.joined(), to: yaml)
    let scheme = cli.run(["palette", "import", yaml, "--from", "base16", "--store", "s/color.json"])
    #expect(scheme.status == 0, "\(scheme.stderr)")
  }
}
