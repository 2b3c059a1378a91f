import ColorCore
import TestSupport
import Testing

@testable import colormix

/// A command gives one answer for a color whichever way it comes in: as COLOR, as a line of `-`, or as the current
/// color (for a color the store holds as it is).
@Suite struct OneAnswerEveryWayTests {
  /// Forty colors: 8-bit, translucent, finer than 8 bits, wide gamut, extended range, clamped and named.
  static let colors = [
    "#336699", "#ff000080", "#00000080", "#ffffff", "#000000", "#123", "#1234", "tomato", "rebeccapurple",
    "Antique Brass", "oklch(0.7 0.3 30)", "oklch(0.7 0.35 150)", "oklch(0.9 0.3 140)", "oklch(0.5 0.1 250 / 0.4)",
    "color(display-p3 0 1 0)", "color(display-p3 1 0 0 / 0.5)", "color(rec2020 1 0 0)", "color(srgb 1.2 -0.1 0.5)",
    "color(xyz 0.2 0.3 0.9)", "lab(50 100 -100)", "lch(60 150 30)", "oklab(0.5 0.3 0.1)", "rgb(10.04% 20% 30%)",
    "rgb(300 0 0)", "rgb(12.5 200.25 7)", "hsl(200 50% 40% / 0.5)", "hsl(10 100% 50%)", "hwb(120 10% 20%)",
    "hwb(300 0% 0%)", "lab(100 0 0)", "lab(0 0 0)", "oklch(1 0.2 90)", "oklch(0 0.2 90)", "#7442c8", "#fafafa",
    "#0a0b0c", "rgb(0 0 0 / 0)", "color(a98-rgb 0.2 0.9 0.1)", "color(prophoto-rgb 0.9 0.1 0.2)", "gray",
  ]

  /// Every command that takes one COLOR or `-`, with the operands before and after it.
  static let commands: [(before: [String], after: [String])] = [
    (["show"], []), (["slide", "red", "+5"], []), (["slide", "oklch.h", "+30"], []), (["blend"], ["white"]),
    (["lighten", "10"], []), (["darken", "10"], []), (["saturate", "10"], []), (["desaturate", "10"], []),
    (["rotate", "30"], []), (["complement"], []), (["invert"], []), (["grayscale"], []),
    (["contrast"], ["white"]), (["textcolor"], []), (["compare"], ["white"]), (["simulate", "deuteranopia"], []),
  ]

  static let formats = ["json", "hex", "oklch", "display-p3", "swatch"]

  /// What a line of `-` prints, without its line number (a line's warnings and JSON name it; an operand's do not).
  static func withoutLineNumbers(_ text: String) -> String {
    text.replacing(#/line \d+: /#, with: "").replacing(#/"line": \d+, /#, with: "")
  }

  @Test(arguments: formats)
  func aColorAsAnOperandAndAsALineOfStandardInputGivesTheSameOutput(_ format: String) {
    for (before, after) in Self.commands {
      for color in Self.colors {
        let operand = InProcess.run(before + [color] + after + ["--format", format])
        let line = InProcess.run(before + ["-"] + after + ["--format", format], input: color + "\n")
        let command = (before + ["…"] + after).joined(separator: " ")
        #expect(operand.stdout == Self.withoutLineNumbers(line.stdout), "\(command) \(color) --format \(format)")
        #expect(operand.stderr == Self.withoutLineNumbers(line.stderr), "\(command) \(color) --format \(format)")
        #expect(operand.status == line.status, "\(command) \(color) --format \(format)")
      }
    }
  }

  /// Without COLOR the commands that only print take the current color; with that color as COLOR they print the
  /// same, but for the JSON's `saved` member, which only a stored color has. (The operations store their result
  /// in the card's tenths, and print what they stored.)
  @Test func theCurrentColorGivesWhatTheSameColorAsAnOperandGives() {
    let folder = TemporaryFolder.create("one-answer")
    defer { TemporaryFolder.remove(folder) }
    let environment = ["COLORMIX_STORE": folder + "/store.json"]
    // The colors the store holds as they are: opaque, inside sRGB, channels in tenths of a percent.
    let held = [
      "#336699", "#ffffff", "#000000", "red", "lime", "blue", "yellow", "#cc9933", "rgb(50% 20% 80%)",
      "rgb(12.3% 45.6% 78.9%)",
    ]
    for color in held {
      for before in [["show"], ["textcolor"], ["simulate", "deuteranopia"], ["simulate", "tritanopia"]] {
        for format in ["json", "hex", "oklch"] {
          #expect(InProcess.run(["set", color, "--format", "hex"], environment: environment).status == 0)
          var stored = InProcess.run(before + ["--format", format], environment: environment)
          stored.stdout = stored.stdout.replacing(#/"saved": [^,]*, /#, with: "")
          let operand = InProcess.run(before + [color] + ["--format", format], environment: environment)
          #expect(stored == operand, "\(before.joined(separator: " ")) with \(color) current, --format \(format)")
        }
      }
    }
  }

  /// `simulate` of 40 colors, every kind at severities 0, 50 and 100: the same bytes as operands and as lines.
  @Test(arguments: VisionDeficiency.allCases)
  func simulateGivesTheSameColorsAsOperandsAndAsLines(_ kind: VisionDeficiency) {
    for severity in ["0", "50", "100"] {
      for format in ["hex", "json", "oklch"] {
        let options = ["--severity", severity, "--format", format]
        let operands = InProcess.run(["simulate", kind.rawValue] + Self.colors + options)
        let lines = InProcess.run(
          ["simulate", kind.rawValue, "-"] + options, input: Self.colors.joined(separator: "\n") + "\n")
        #expect(operands.stdout == Self.withoutLineNumbers(lines.stdout), "\(kind) \(severity) \(format)")
        #expect(operands.stderr == Self.withoutLineNumbers(lines.stderr), "\(kind) \(severity) \(format)")
      }
    }
  }
}
