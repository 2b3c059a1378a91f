import Testing

/// Every component is `SPACE.LETTER` on the scale its CSS text prints: `--format SPACE.LETTER` prints that one
/// figure, and `slide COMPONENT VALUE` sets it (or moves it by a signed step) on the stored color, on COLOR or on
/// each line of `-`; a value outside the component's range is a usage error naming the range.
@Suite struct ComponentTests {
  let cli = Colormix()

  @Test(arguments: ["#336699", "#8033cc", "#808080", "tomato", "#fff", "#000"])
  func eachComponentFormatIsTheFigureTheCSSTextPrints(_ color: String) {
    for space in ["hsl", "hwb", "lab", "lch", "oklab", "oklch"] {
      let css = cli.run(["show", color, "--format", space]).stdout
      let figures = css.dropFirst(space.count + 1).dropLast(2).split(separator: " ").map {
        $0.hasSuffix("%") ? String($0.dropLast()) : String($0)
      }
      let letters = ["hsl": "hsl", "hwb": "hwb", "lab": "lab", "lch": "lch", "oklab": "lab", "oklch": "lch"][space]!
      for (letter, figure) in zip(letters, figures) {
        let printed = cli.run(["show", color, "--format", "\(space).\(letter)"])
        #expect(printed == .init(stdout: figure + "\n", stderr: "", status: 0), "\(color) \(space).\(letter)")
      }
    }
    let channels = cli.run(["show", color, "--format", "rgb"]).stdout.dropLast().split(separator: " ")
    for (letter, figure) in zip(["r", "g", "b"], channels) {
      #expect(cli.run(["show", color, "--format", "rgb.\(letter)"]).stdout == figure + "\n")
    }
    #expect(cli.run(["show", color, "--format", "alpha"]).stdout == "1\n")
    #expect(cli.run(["show", "rgb(0 0 0 / 25%)", "--format", "alpha"]).stdout == "0.25\n")
  }

  @Test func anAlphaSetOnTheStoredColorIsNotKept() {
    cli.run(["set", "#336699"])
    let dropped = cli.run(["slide", "alpha", "0.5", "--format", "hex"])
    #expect(dropped.stdout == "#336699\n" && dropped.status == 0)
    #expect(dropped.stderr == "colormix: warning: alpha 0.5 is not kept; the stored color is opaque\n")
    let store = cli.contents(cli.store)
    let refused = cli.run(["slide", "alpha", "0.5", "--strict"])
    #expect(refused.status == 65 && cli.contents(cli.store) == store)
  }

  @Test func theIssuesExampleFigure() {
    #expect(cli.run(["show", "#336699", "--format", "oklch.h"]).stdout == "250.43\n")
  }

  @Test(arguments: [
    (["hsl.l", "70", "#336699", "--format", "hsl"], "hsl(210 50% 70%)"),
    (["hsl.s", "-10", "#336699", "--format", "hsl"], "hsl(210 40% 40%)"),
    (["hsl.h", "+180", "#336699", "--format", "hsl.h"], "30"),
    (["hsl.h", "+200", "hsl(300 50% 50%)", "--format", "hsl.h"], "140"),
    (["oklch.h", "-300", "oklch(0.6 0.1 30)", "--format", "oklch.h"], "90"),
    (["hwb.w", "+100", "#336699", "--format", "hex"], "#b6b6b6"),
    (["oklch.l", "0", "#336699", "--format", "hex"], "#000000"),
    (["lab.l", "+5", "#336699", "--format", "lab.l"], "46.52"),
    (["rgb.g", "+10", "rgb(50% 20% 80%)", "--format", "rgb"], "50 30 80"),
    (["green", "+10", "rgb(50% 20% 80%)", "--format", "rgb"], "50 30 80"),
    (["rgb.b", "+100", "#336699", "--format", "rgb.b"], "100"),
    (["alpha", "1", "#336699", "--format", "hex"], "#336699"),
    (["alpha", "0.5", "#336699", "--format", "hex"], "#33669980"),
    (["alpha", "-0.25", "#33669980", "--format", "alpha"], "0.252"),
    (["oklch.h", "+180", "#33669980", "--format", "alpha"], "0.502"),
  ])
  func aComponentIsSetOrMovedOnCOLOR(_ arguments: [String], _ printed: String) {
    let result = cli.run(["slide"] + arguments)
    #expect(result == .init(stdout: printed + "\n", stderr: "", status: 0), "\(arguments)")
  }

  @Test func aResultOutsideSRGBIsGamutMappedAsTheOperationsMapTheirs() {
    let slid = cli.run(["slide", "oklch.c", "0.4", "oklch(0.6 0.1 30)", "--format", "hex"])
    let saturated = cli.run(["saturate", "300", "oklch(0.6 0.1 30)", "--format", "hex"])
    #expect(slid.status == 0 && slid.stdout == saturated.stdout)
  }

  @Test(arguments: [
    (["hsl.s", "150", "red"], "'150' is not a valid hsl.s value; use a number in 0–100."),
    (["oklch.l", "2", "red"], "'2' is not a valid oklch.l value; use a number in 0–1."),
    (["oklch.c", "+1", "red"], "'+1' is not a valid oklch.c step; use a number in -0.4–0.4."),
    (["hsl.h", "+400", "red"], "'+400' is not a valid hsl.h step; use a number in -360–360."),
    (["lab.a", "130", "red"], "'130' is not a valid lab.a value; use a number in -125–125."),
    (["alpha", "1.5", "red"], "'1.5' is not a valid alpha value; use a number in 0–1."),
    (
      ["hsl.x", "5", "red"],
      "'hsl.x' is not a channel; use red, green or blue (or r, g, b), or a component such as hsl.l or oklch.c."
    ),
    (["hsl.l", "abc", "red"], "'abc' is not a number; write a decimal such as 50, 50.5, +5 or -3."),
  ])
  func aValueOutsideTheRangeIsAUsageErrorNamingIt(_ arguments: [String], _ message: String) {
    cli.run(["set", "#336699"])
    let store = cli.contents(cli.store)
    for operand in [arguments, Array(arguments.dropLast())] {
      let result = cli.run(["slide"] + operand)
      #expect(result == .init(stdout: "", stderr: "colormix: error: \(message)\n", status: 64), "\(operand)")
    }
    #expect(cli.contents(cli.store) == store)
  }

  @Test func onTheStoredColorTheResultIsStoredOnCOLOROrStandardInputNothingIs() {
    cli.run(["set", "#336699"])
    #expect(cli.run(["slide", "hsl.l", "70", "--format", "hex"]).stdout == "#8cb3d9\n")
    #expect(cli.run(["show", "--format", "hex"]).stdout == "#8cb3d9\n")
    #expect(cli.run(["slide", "hsl.l", "-20", "--format", "hsl.l"]).stdout == "50\n")
    let store = cli.contents(cli.store)
    #expect(cli.run(["slide", "hsl.l", "10", "red", "--format", "hex"]).stdout == "#330000\n")
    let stream = cli.run(["slide", "oklch.h", "+180", "-", "--format", "hex"], stdin: "red\n\nbogus\n#336699\n")
    #expect(stream.stdout == "#009cb2\n#865815\n" && stream.status == 65)
    #expect(stream.stderr.contains("colormix: error: line 3: Unknown color name 'bogus'."))
    #expect(cli.contents(cli.store) == store)
    #expect(cli.run(["slide", "red", "+5", "--format", "rgb"]).stdout == "30 50 75\n")
  }
}
