import Foundation
import Testing

/// End-to-end: alpha goes through the operations (a mix interpolates it with premultiplied alpha, as CSS does),
/// `contrast` composites a translucent color before the ratio, and the store, which is opaque, says it drops it.
@Suite struct AlphaEndToEndTests {
  let cli = Colormix()

  @Test func theOperationsKeepAlpha() {
    #expect(cli.run(["lighten", "10", "#ff000080", "--format", "css"]).stdout == "rgb(255 109 91 / 0.502)\n")
    #expect(cli.run(["invert", "rgb(255 0 0 / 0.25)", "--format", "hex"]).stdout == "#00ffff40\n")
    #expect(cli.run(["lighten", "10", "-", "--format", "hex"], stdin: "#ff000080\n").stdout == "#ff6d5b80\n")
  }

  /// coloraide's `mix(…, premultiplied=True)` gives rgb(101.27 77.749 193.96 / 0.75098) for the first; a fully
  /// transparent color adds no hue of its own.
  @Test func blendAndGradientInterpolateWithPremultipliedAlpha() {
    #expect(cli.run(["blend", "#ff000080", "#0000ff", "--format", "css"]).stdout == "rgb(101 78 194 / 0.751)\n")
    #expect(
      cli.run(["blend", "#ff000000", "#0000ff", "--space", "srgb", "--format", "css"]).stdout == "rgb(0 0 255 / 0.5)\n")
    #expect(
      cli.run(["gradient", "red", "#0000ff00", "--steps", "3", "--format", "css"]).stdout
        == "rgb(255 0 0)\nrgb(255 0 0 / 0.5)\nrgb(0 0 255 / 0)\n")
  }

  @Test func setStoresAnOpaqueColorWithAWarningAndStrictRefusesIt() {
    let strict = cli.run(["set", "rgb(255 0 0 / 0.5)", "--strict"])
    #expect(
      strict
        == .init(
          stdout: "",
          stderr:
            "colormix: error: alpha 0.5 is not kept; the stored color is opaque (--strict); nothing was written.\n",
          status: 65))
    #expect(!FileManager.default.fileExists(atPath: cli.store))
    let set = cli.run(["set", "rgb(255 0 0 / 0.5)", "--format", "hex"])
    #expect(
      set
        == .init(
          stdout: "#ff0000\n", stderr: "colormix: warning: alpha 0.5 is not kept; the stored color is opaque\n",
          status: 0
        ))
    let json = cli.run(["set", "#ff000080", "--format", "json"]).stdout
    #expect(
      json.contains(
        #""warnings": [{"kind": "range", "channel": "alpha", "input": "0.502", "value": 0.502, "range": [1, 1], "used": 1"#
      ))
    #expect(cli.run(["show", "--format", "hex"]).stdout == "#ff0000\n")
  }

  /// Half-transparent black on white is the gray #7f7f7f on white: 4.00:1, not black's 21:1.
  @Test func contrastCompositesATranslucentColorFirstAndSaysSo() {
    #expect(
      cli.run(["contrast", "#00000080", "white"]).stdout
        == "#00000080 on #ffffff: 4.00:1  AA normal fail  AA large pass  AAA normal fail  AAA large fail  "
        + "(composited: #7f7f7f on #ffffff)\n")
    #expect(
      cli.run(["contrast", "white", "#00000000", "--backdrop", "black"]).stdout
        == "#ffffff on #00000000: 21.00:1  AA normal pass  AA large pass  AAA normal pass  AAA large pass  "
        + "(composited: #ffffff on #000000)\n")
    let json = cli.run(["contrast", "#00000080", "white", "--format", "json"]).stdout
    #expect(json.contains(##""ratio": 4, "composited": {"foreground": "#7f7f7f", "background": "#ffffff"}"##))
    #expect(cli.run(["contrast", "#00000080", "white", "--require", "aa"]).status == 1)
    #expect(cli.run(["contrast", "black", "white"]).stdout.hasSuffix("AAA large pass\n"))
  }

  /// `compare`'s contrast is of what is seen (B over white, A over B); its differences are of the colors given.
  @Test func compareCompositesATranslucentColorForItsContrastAndSaysSo() {
    let result = cli.run(["compare", "#00000080", "white", "--format", "hex"])
    #expect(result.stdout.hasSuffix("ΔE00 100  ΔEOK 1  contrast 4.00:1  (composited: #7f7f7f on #ffffff)\n"))
    let json = cli.run(["compare", "#00000080", "white", "--format", "json"]).stdout
    #expect(json.contains(##""composited": {"a": "#7f7f7f", "b": "#ffffff"}"##))
    #expect(!cli.run(["compare", "black", "white", "--format", "hex"]).stdout.contains("composited"))
  }

  @Test func simulateKeepsTheGivenAlphaAndRandomColorsAreOpaque() {
    let simulated = cli.run(["simulate", "achromatopsia", "#ff000080", "--format", "hex"]).stdout
    #expect(simulated.hasSuffix("80\n"))
    #expect(simulated.count == "#rrggbbaa\n".count)
    let random = cli.run(["random", "--seed", "7", "--count", "20", "--format", "hex"]).stdout
    #expect(random.split(separator: "\n").allSatisfy { $0.count == 7 })
  }

  @Test func anOperationOnTheStoredColorRefusesUnderStrictAnAlphaItCannotKeep() {
    cli.run(["set", "white"])
    let store = cli.contents(cli.store)
    let refused = cli.run(["blend", "rgb(0 0 0 / 0.5)", "--strict"])
    #expect(refused.status == 65 && refused.stderr.contains("alpha 0.75 is not kept"))
    #expect(cli.contents(cli.store) == store)
    let kept = cli.run(["blend", "rgb(0 0 0 / 0.5)", "--format", "hex"])
    #expect(kept.status == 0 && kept.stderr.contains("alpha 0.75 is not kept; the stored color is opaque"))
  }
}
