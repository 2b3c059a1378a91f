import Foundation
import Testing

/// End-to-end: blend, lighten, darken, saturate, desaturate, rotate, complement, invert, grayscale, contrast,
/// gradient, the new formats and `--catalog`.
@Suite struct OperationCommandTests {
  let cli = Colormix()

  @Test func blendMovesHalfWayInOKLabByDefaultAndStores() {
    cli.run(["set", "black"])
    let oklab = cli.run(["blend", "white", "--format", "hex"])
    #expect(oklab == .init(stdout: "#636363\n", stderr: "", status: 0))
    #expect(cli.run(["show", "--format", "hex"]).stdout == "#636363\n")
    cli.run(["set", "black"])
    #expect(cli.run(["blend", "white", "--space", "srgb", "--format", "rgb"]).stdout == "50 50 50\n")
    cli.run(["set", "black"])
    #expect(cli.run(["blend", "#fff", "--amount", "0", "--format", "hex"]).stdout == "#000000\n")
    #expect(cli.run(["blend", "#fff", "--amount", "100", "--format", "hex"]).stdout == "#ffffff\n")
  }

  @Test func anAmountOutsideItsRangeIsAUsageErrorAndWritesNothing() {
    cli.run(["set", "1", "2", "3"])
    let before = cli.contents(cli.store)
    let result = cli.run(["blend", "white", "--amount", "150"])
    #expect(result.status == 64)
    #expect(result.stderr == "colormix: error: '150' is not a valid --amount; use a number in 0–100.\n")
    #expect(cli.run(["lighten", "abc"]).status == 64)
    #expect(cli.run(["gradient", "red", "--steps", "1"]).status == 64)
    #expect(cli.run(["gradient", "red", "--steps", "2.5"]).status == 64)
    for written in ["3.00", "+3", "256.0", "3e0", "", " 3", "257", "99999999999999999999"] {
      #expect(cli.run(["gradient", "red", "--steps", written]).status == 64, "\(written)")
    }
    #expect(cli.run(["gradient", "red", "--steps", "002"]).status == 0)
    #expect(cli.run(["gradient", "red", "--steps", "0003"]).status == 0)
    #expect(cli.contents(cli.store) == before)
  }

  @Test func lightenAndDarkenMoveOKLCHLightness() {
    cli.run(["set", "50", "50", "50"])
    let lighter = cli.run(["lighten", "10", "--format", "oklch"]).stdout
    let darker = cli.run(["darken", "20", "--format", "oklch"]).stdout
    #expect(lighter == "oklch(0.6979 0 0)\n")
    #expect(darker == "oklch(0.4977 0 0)\n")
    cli.run(["set", "50", "50", "50"])
    #expect(cli.run(["lighten", "100", "--format", "hex"]).stdout == "#ffffff\n")
    #expect(cli.run(["darken", "100", "--format", "hex"]).stdout == "#000000\n")
  }

  @Test func desaturateHundredIsGrayAndGrayscaleKeepsLightness() {
    cli.run(["set", "#8033cc"])
    let gray = cli.run(["desaturate", "100", "--format", "rgb"]).stdout.split(separator: " ")
    #expect(Set(gray.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }).count == 1)
    cli.run(["set", "#8033cc"])
    #expect(cli.run(["grayscale", "--format", "rgb"]).stdout == cli.run(["show", "--format", "rgb"]).stdout)
    cli.run(["set", "#8033cc"])
    let saturated = cli.run(["saturate", "50", "--format", "oklch"])
    #expect(saturated.status == 0)
  }

  @Test func rotateComplementAndInvert() {
    cli.run(["set", "50", "20", "80"])
    #expect(cli.run(["invert", "--format", "rgb"]).stdout == "50 80 20\n")
    cli.run(["set", "gray"])
    #expect(cli.run(["rotate", "90", "--format", "hex"]).stdout == "#808080\n")
    cli.run(["set", "#8033cc"])
    let twice = cli.run(["complement", "--format", "hex"]).stdout
    #expect(twice != "#8033cc\n")
    #expect(cli.run(["rotate", "-360", "--format", "hsl"]).status == 0)
    #expect(cli.run(["rotate", "400"]).status == 64)
  }

  @Test func contrastAgainstBlackAndWhiteAndAColor() {
    cli.run(["set", "white"])
    #expect(
      cli.run(["contrast", "black"]).stdout
        == "#ffffff on #000000: 21.00:1  AA normal pass  AA large pass  AAA normal pass  AAA large pass\n")
    cli.run(["set", "#777777"])
    let both = cli.run(["contrast"]).stdout
    #expect(
      both == """
        #777777 on #000000: 4.69:1  AA normal pass  AA large pass  AAA normal fail  AAA large pass
        #777777 on #ffffff: 4.48:1  AA normal fail  AA large pass  AAA normal fail  AAA large fail
        best text on #777777: black (#000000)

        """)
    let json = cli.run(["contrast", "--format", "json"]).stdout
    #expect(json.contains("\"bestText\": \"#000000\""))
    #expect(!FileManager.default.fileExists(atPath: cli.palette))
  }

  @Test func gradientPrintsStepsAndStoresNothing() {
    cli.run(["set", "black"])
    let before = cli.contents(cli.store)
    let result = cli.run(["gradient", "white", "--steps", "3", "--format", "hex"])
    #expect(result == .init(stdout: "#000000\n#636363\n#ffffff\n", stderr: "", status: 0))
    #expect(cli.run(["gradient", "white"]).stdout.split(separator: "\n").count == 5)
    #expect(
      cli.run(["gradient", "white", "--steps", "256", "--format", "hex"]).stdout.split(separator: "\n").count == 256)
    #expect(cli.contents(cli.store) == before)
  }

  @Test(arguments: [
    ("css", "rgb(128 51 204)"), ("hsl", "hsl(270 60% 50%)"), ("hwb", "hwb(270 20% 20%)"),
    ("name", "blueviolet"),
  ])
  func newFormatsPrintCSSText(_ format: String, _ expected: String) {
    #expect(cli.run(["show", "50", "20", "80", "--format", format]).stdout == expected + "\n")
  }

  @Test func catalogLimitsTheNearestName() {
    let crayola = cli.run(["show", "#ff0000", "--catalog", "crayola", "--format", "name"]).stdout
    #expect(crayola == "crayola:Orange Red\n")
    #expect(cli.run(["show", "#ff0000", "--format", "name"]).stdout == "red\n")
    let json = cli.run(["set", "#ff0000", "--catalog", "crayola", "--format", "json"]).stdout
    #expect(json.contains("\"catalog\": \"crayola\""))
  }
}
