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

  @Test func aStoreValueFinerThanTenthsIsRoundedWithAWarning() {
    cli.write(#"{"version": 1, "red": 10.04, "green": 20.0, "blue": 30}"#, to: cli.store)
    #expect(
      cli.run(["show", "--format", "hex"])
        == .init(
          stdout: "#1a334d\n", stderr: "colormix: warning: \(cli.store): red 10.04 is kept to tenths; using 10\n",
          status: 0))
  }
}
