import Testing

/// `mix` is the live mixer and takes no colors: given some, it says so and names the `blend` that mixes them,
/// before looking for a terminal or the store.
@Suite struct MixSuggestsBlendTests {
  let cli = Colormix()

  @Test(arguments: [
    (["mix", "red", "blue"], "'colormix blend red blue'"),
    (["mix", "#336699", "white", "--color", "never"], "'colormix blend \"#336699\" white'"),
    (["mix", "red"], "'colormix blend COLOR COLOR2'"),
    (["mix", "red", "blue", "green"], "'colormix blend COLOR COLOR2'"),
    (["mix", "rgb(1 2 3)", "$(rm -rf x)"], "'colormix blend COLOR COLOR2'"),
    (["mix", "rgb(1 2 3)", "white"], "'colormix blend \"rgb(1 2 3)\" white'"),
  ])
  func mixGivenColorsSuggestsBlend(_ arguments: [String], _ suggestion: String) {
    let result = cli.run(arguments)
    #expect(
      result
        == Colormix.Result(
          stdout: "",
          stderr: "colormix: error: 'mix' takes no colors; to mix two colors, use \(suggestion)\n", status: 64))
    #expect(cli.contents(cli.store) == nil)
  }

  @Test func hostileColorsAreShownEscaped() {
    let result = cli.run(["mix", "\u{1B}[2Jred", "blue"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("\\u{1B}[2Jred") && !result.stderr.contains("\u{1B}"))
  }
}
