import Testing

/// End-to-end: a store or palette file's channel written by hand finer than the tenths the file keeps is rounded
/// with a warning naming the file, never silently.
@Suite struct HandEditedValuesAreSaidTests {
  let cli = Colormix()

  @Test func aPaletteValueFinerThanTenthsIsRoundedWithAWarning() {
    cli.write(#"{"version": 1, "colors": [{"name": "a", "red": 10.04, "green": 20, "blue": 30.00}]}"#, to: cli.palette)
    let listing = cli.run(["palette"])
    #expect(listing.stdout == "#1a334d  a  red 10  green 20  blue 30\n")
    #expect(listing.stderr == "colormix: warning: \(cli.palette): red 10.04 is kept to tenths; using 10\n")
    let json = cli.run(["show", "palette:a", "--format", "json"]).stdout
    #expect(
      json.contains(#"{"kind": "rounded", "channel": "red", "input": "10.04", "value": 10.04, "range": [0, 100]"#))
  }

  /// `load` reads the palette once, and says its warning once, in every format.
  @Test func loadSaysAPaletteWarningOnce() {
    cli.write(#"{"version": 1, "colors": [{"name": "a", "red": 10.04, "green": 20, "blue": 30}]}"#, to: cli.palette)
    for format in ["swatch", "json", "hex"] {
      let loaded = cli.run(["load", "a", "--format", format])
      #expect(loaded.status == 0)
      #expect(
        loaded.stderr == "colormix: warning: \(cli.palette): red 10.04 is kept to tenths; using 10\n", "\(format)")
    }
  }

  /// A colormix JSON document to import is read as the palette file is: finer than tenths is kept to tenths with
  /// the warning, not refused (and `--strict`, which refuses clamping and gamut mapping, keeps it).
  @Test func anImportedJSONValueFinerThanTenthsIsRoundedWithAWarning() {
    for (name, extra) in [("a", [String]()), ("b", ["--strict"])] {
      let document = #"[{"name": "\#(name)", "red": 10.04, "green": \#(name == "a" ? 20 : 21), "blue": 30}]"#
      #expect(
        cli.run(["palette", "import", "-"] + extra, stdin: document)
          == .init(
            stdout: "",
            stderr: "colormix: warning: line 1: red 10.04 is kept to tenths; using 10\ncolormix: imported 1 color\n",
            status: 0))
    }
    #expect(
      cli.run(["palette"]).stdout == "#1a334d  a  red 10  green 20  blue 30\n#1a364d  b  red 10  green 21  blue 30\n")
  }

  @Test func aStoreValueFinerThanTenthsIsRoundedWithAWarning() {
    cli.write(#"{"version": 1, "red": 10.04, "green": 20.0, "blue": 30}"#, to: cli.store)
    #expect(
      cli.run(["show", "--format", "hex"])
        == .init(
          stdout: "#1a334d\n", stderr: "colormix: warning: \(cli.store): red 10.04 is kept to tenths; using 10\n",
          status: 0))
  }
}
