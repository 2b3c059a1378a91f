import Foundation
import Testing

/// OKLCH to linear sRGB and linear Display P3, written here from CSS Color 4's matrices (not colormix's code), for
/// checking what `colormix scale` prints: every step inside its gamut, its chroma the scale's share of the largest.
private enum Reference {
  static func linearSRGB(l: Double, c: Double, h: Double) -> [Double] {
    let (a, b) = (c * cos(h * .pi / 180), c * sin(h * .pi / 180))
    let lms = [
      l + 0.3963377773761749 * a + 0.2158037573099136 * b, l - 0.1055613458156586 * a - 0.0638541728258133 * b,
      l - 0.0894841775298119 * a - 1.2914855480194092 * b,
    ].map { $0 * $0 * $0 }
    return [
      4.0767416360759583 * lms[0] - 3.3077115392580629 * lms[1] + 0.2309699031821043 * lms[2],
      -1.2684379732850315 * lms[0] + 2.6097573492876882 * lms[1] - 0.3413193760026570 * lms[2],
      -0.0041960761386756 * lms[0] - 0.7034186179359362 * lms[1] + 1.7076146940746117 * lms[2],
    ]
  }

  /// Linear sRGB to linear Display P3 (through XYZ D65).
  static func p3(_ rgb: [Double]) -> [Double] {
    let x = 0.41239079926595934 * rgb[0] + 0.357584339383878 * rgb[1] + 0.1804807884018343 * rgb[2]
    let y = 0.21263900587151027 * rgb[0] + 0.715168678767756 * rgb[1] + 0.07219231536073371 * rgb[2]
    let z = 0.01933081871559182 * rgb[0] + 0.11919477979462598 * rgb[1] + 0.9505321522496607 * rgb[2]
    return [
      2.4934969119414254 * x - 0.9313836179191239 * y - 0.40271078445071684 * z,
      -0.8294889695615747 * x + 1.7626640603183463 * y + 0.023624685841943577 * z,
      0.03584583024378447 * x - 0.07617238926804182 * y + 0.9568845240076872 * z,
    ]
  }

  static func inside(l: Double, c: Double, h: Double, p3 gamut: Bool, slack: Double = 1e-6) -> Bool {
    let rgb = linearSRGB(l: l, c: c, h: h)
    return (gamut ? p3(rgb) : rgb).allSatisfy { $0 >= -slack && $0 <= 1 + slack }
  }

  static func largestChroma(l: Double, h: Double, p3 gamut: Bool) -> Double {
    var (low, high) = (0.0, 0.5)
    for _ in 0..<50 {
      let middle = (low + high) / 2
      if inside(l: l, c: middle, h: h, p3: gamut, slack: 0) { low = middle } else { high = middle }
    }
    return low
  }

  /// The WCAG 2 contrast ratio of two colors given as linear sRGB.
  static func ratio(_ first: [Double], _ second: [Double]) -> Double {
    func luminance(_ rgb: [Double]) -> Double {
      let clipped = rgb.map { min(1, max(0, $0)) }
      return 0.2126 * clipped[0] + 0.7152 * clipped[1] + 0.0722 * clipped[2]
    }
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}

/// One printed step: its name and its OKLCH components, read from `NAME  oklch(L C H)`.
private struct Step {
  var name: String
  var l: Double
  var c: Double
  var h: Double

  init(_ line: Substring) {
    let words = line.split(separator: " ", omittingEmptySubsequences: true)
    name = String(words[0])
    let numbers = line.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }.split(separator: " ").map { Double($0)! }
    (l, c, h) = (numbers[0], numbers[1], numbers[2])
  }
}

/// End-to-end: `scale` makes a lightness scale of the key's hue in OKLCH: the steps strictly darker one after
/// the other, each inside the gamut asked for, its chroma the key's share of the largest there, the hue the key's,
/// the key itself one of the steps; by contrast, each step at its ratio on the background, none below, at most
/// 0.02 above. Checked with conversions written in this file.
@Suite struct ScaleKeepsTheHueInsideTheGamutTests {
  let cli = Colormix()

  fileprivate func steps(_ arguments: [String]) -> [Step] {
    let result = cli.run(["scale"] + arguments + ["--format", "oklch"])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(Step.init)
  }

  @Test(arguments: [
    ("#3b82f6", false), ("#ef4444", false), ("teal", false), ("#777777", false), ("oklch(0.6 0.05 30)", false),
    ("color(display-p3 0.2 0.8 0.3)", true), ("gold", true),
  ])
  func everyStepKeepsTheHueInsideTheGamut(_ key: String, _ p3: Bool) throws {
    let keyStep = try #require(
      cli.run(["show", key, "--format", "oklch"]).stdout.split(separator: "\n").first.map { Step("k " + $0) })
    let scale = steps([key] + (p3 ? ["--gamut", "display-p3"] : []))
    #expect(scale.map(\.name) == ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"])
    for (lighter, darker) in zip(scale, scale.dropFirst()) { #expect(lighter.l > darker.l) }
    // The key is the step nearest its lightness, exactly (to the 4 decimals oklch prints).
    let nearest = scale.min { abs($0.l - keyStep.l) < abs($1.l - keyStep.l) }!
    #expect(abs(nearest.l - keyStep.l) < 1e-4 && abs(nearest.c - keyStep.c) < 1e-5)
    let share = keyStep.c / Reference.largestChroma(l: keyStep.l, h: keyStep.h, p3: p3)
    for step in scale {
      #expect(Reference.inside(l: step.l, c: step.c, h: step.h, p3: p3, slack: 2e-4), "\(key) \(step.name)")
      if step.c > 0.02 { #expect(abs(step.h - keyStep.h) <= 1, "\(key) \(step.name)") }
      if step.name != nearest.name {
        let expected = min(1, share) * Reference.largestChroma(l: step.l, h: keyStep.h, p3: p3)
        #expect(abs(step.c - expected) < 2e-3, "\(key) \(step.name): \(step.c) against \(expected)")
      }
    }
  }

  @Test func stepsAndNamesSetHowManyAndThePipedValueReadsBackAsTheStep() {
    #expect(steps(["red", "--steps", "5"]).map(\.name) == ["1", "2", "3", "4", "5"])
    #expect(steps(["red", "--names", "a,b,c"]).map(\.name) == ["a", "b", "c"])
    let piped = cli.run(["scale", "#3b82f6"]).stdout.split(separator: "\n").map {
      String($0.drop { $0 != " " }.drop { $0 == " " })
    }
    let hex = cli.run(["scale", "#3b82f6", "--format", "hex"]).stdout.split(separator: "\n").map {
      String($0.drop { $0 != " " }.drop { $0 == " " })
    }
    #expect(piped[5] == "#3b82f6")
    let readBack = cli.run(["show", "-", "--format", "hex"], stdin: piped.joined(separator: "\n") + "\n").stdout
    #expect(readBack == hex.joined(separator: "\n") + "\n")
  }

  @Test(arguments: [("white", [1.05, 1.25, 1.5, 2, 3, 4.5, 7, 10]), ("#1e1e2e", [1.5, 3, 4.5, 7, 10])])
  func eachStepHasItsContrastOnTheBackground(_ background: String, _ ratios: [Double]) throws {
    let list = ratios.map { String($0) }.joined(separator: ",")
    let scale = steps(["#2563eb", "--contrast", list, "--on", background])
    let on = try #require(cli.run(["show", background, "--format", "oklch"]).stdout.split(separator: "\n").first)
    let bg = Step("bg " + on)
    #expect(scale.count == ratios.count)
    for (step, target) in zip(scale, ratios) {
      let ratio = Reference.ratio(
        Reference.linearSRGB(l: step.l, c: step.c, h: step.h), Reference.linearSRGB(l: bg.l, c: bg.c, h: bg.h))
      // oklch prints 4 and 5 decimals: a hair of slack for the rounding of the text read here; the step's 8-bit
      // color reaches the ratio too, which may take it a few hundredths above.
      #expect(ratio >= target - 0.005 && ratio <= target + 0.06, "\(background) \(target): \(ratio)")
    }
    let beyond = cli.run(["scale", "#2563eb", "--contrast", "22", "--on", background])
    #expect(beyond.status == 65)
    #expect(beyond.stderr.contains("A contrast of 22:1 is more than the background allows"))
  }

  @Test func savePutsTheStepsInThePalette() {
    let saved = cli.run(["scale", "#3b82f6", "--save", "blue", "--format", "hex"])
    #expect(saved.status == 0)
    #expect(saved.stderr == "colormix: saved 11 colors, blue-50 to blue-950\n")
    #expect(cli.run(["show", "palette:blue-500", "--format", "hex"]).stdout == "#3b82f6\n")
    #expect(cli.run(["load", "blue-950", "--format", "hex"]).status == 0)
  }
}
