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
/// 0.02 above. Checked with conversions written in this file and against coloraide's (the accessibility fixture).
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

  /// The fixture's lightness scales, computed with coloraide's conversions and gamut checks by the rule the docs
  /// state, are colormix's to the digit: each step's OKLCH as the piped value prints it, the key as it was given.
  @Test func everyLightnessScaleIsTheReferenceScale() throws {
    let reference = try AccessibilityReference.load()
    #expect(reference.lightnessScales.count == 16)
    for scale in reference.lightnessScales {
      let arguments = ["scale", scale.key] + (scale.gamut == "srgb" ? [] : ["--gamut", scale.gamut])
      let lines = cli.run(arguments).stdout.split(separator: "\n")
      #expect(lines.count == scale.steps.count, "\(scale.key) \(scale.gamut)")
      for (index, (line, expected)) in zip(lines, scale.steps).enumerated() {
        if index == scale.keyIndex {
          #expect(line.hasSuffix(" " + scale.key), "\(scale.key) \(scale.gamut): \(line)")
          continue
        }
        let step = Step(line)
        let label = "\(scale.key) \(scale.gamut) \(step.name): \(line) against \(expected)"
        #expect(abs(step.l - expected[0]) < 1e-9 && abs(step.c - expected[1]) < 1e-5, "\(label)")
        #expect(abs(step.h - expected[2]) < 0.01, "\(label)")
      }
    }
  }

  /// By contrast, every step's hex has its ratio on the background by the tests' WCAG formula (which agrees with
  /// coloraide's to 0.002), never below it and at most 0.02 above; it lies at the lightness where coloraide finds
  /// the key's curve reaches the ratio, and keeps the key's hue.
  @Test func eachStepHasItsContrastOnTheBackground() throws {
    let reference = try AccessibilityReference.load()
    var cases: [String: [AccessibilityReference.ContrastPoint]] = [:]
    for point in reference.contrastCurves { cases[point.key + " " + point.background, default: []].append(point) }
    #expect(cases.count == 20)
    for points in cases.values {
      let (key, background) = (points[0].key, points[0].background)
      let list = points.map { String($0.target) }.joined(separator: ",")
      let result = cli.run(["scale", key, "--contrast", list, "--on", background, "--format", "hex"])
      let hexes = result.stdout.split(separator: "\n").map { String($0.split(separator: " ").last!) }
      #expect(hexes.count == points.count, "\(key) on \(background): \(result.stderr)")
      let keyHue = ReferenceFormulas.oklch(key).h
      for (hex, point) in zip(hexes, points) {
        let label = "\(key) on \(background) at \(point.target): \(hex)"
        let ratio = wcagRatio(hex, background)
        #expect(ratio >= point.target && ratio <= point.target + 0.02, "\(label): \(ratio)")
        let seen = ReferenceFormulas.oklch(hex)
        #expect(abs(seen.l - point.lightness) < 0.01, "\(label): lightness \(seen.l) against \(point.lightness)")
        let turn = abs((seen.h - keyHue + 540).truncatingRemainder(dividingBy: 360) - 180)
        // An 8-bit color can only come so near a hue: the hue's share of the distance (chroma × the turn, in
        // OKLab units) stays within what a few 8-bit steps move, 0.01.
        #expect(seen.c * turn * .pi / 180 < 0.01, "\(label): hue \(seen.h) against \(keyHue), chroma \(seen.c)")
      }
    }
    for background in ["white", "#1e1e2e"] {
      let beyond = cli.run(["scale", "#2563eb", "--contrast", "22", "--on", background])
      #expect(beyond.status == 65)
      #expect(beyond.stderr.contains("A contrast of 22:1 is more than the background allows"))
    }
  }

  /// A vivid green near the most its hue reaches has no 8-bit neighbor within 0.02 of some ratios: its step is the
  /// least above, never below; and the most a background allows (21 on white, as the error names it) is asked for.
  @Test func aStepIsNeverBelowItsRatioAndTheMostIsReachable() {
    for (background, ratios) in [("#0f172a", [7.0, 4.5]), ("#000000", [4.5, 10, 15])] {
      let list = ratios.map { String($0) }.joined(separator: ",")
      let result = cli.run(["scale", "#00ff00", "--contrast", list, "--on", background, "--format", "hex"])
      let hexes = result.stdout.split(separator: "\n").map { String($0.split(separator: " ").last!) }
      #expect(hexes.count == ratios.count, "\(result.stderr)")
      for (hex, target) in zip(hexes, ratios) {
        #expect(wcagRatio(hex, background) >= target && wcagRatio(hex, background) < target + 0.1, "\(hex) \(target)")
      }
    }
    #expect(
      cli.run(["scale", "teal", "--contrast", "21", "--on", "white", "--format", "hex"]).stdout == "21  #000000\n")
    let refused = cli.run(["scale", "teal", "--contrast", "22", "--on", "#0f172a"])
    let most = refused.stderr.split(separator: " ").last.map { String($0.dropLast(4)) } ?? ""
    #expect(
      refused.status == 65 && cli.run(["scale", "teal", "--contrast", most, "--on", "#0f172a"]).status == 0, "\(most)")
  }

  @Test func savePutsTheStepsInThePalette() {
    let saved = cli.run(["scale", "#3b82f6", "--save", "blue", "--format", "hex"])
    #expect(saved.status == 0)
    #expect(saved.stderr == "colormix: saved 11 colors, blue-50 to blue-950\n")
    #expect(cli.run(["show", "palette:blue-500", "--format", "hex"]).stdout == "#3b82f6\n")
    #expect(cli.run(["load", "blue-950", "--format", "hex"]).status == 0)
  }
}
