import Foundation
import Testing

/// End-to-end: `theme COLOR` makes a terminal theme whose text colors are readable by construction, on 200 random
/// key colors in both schemes: every color1–7 and 9–15 at least AA on the background (checked with the WCAG formula
/// of the tests, on the hex printed), the foreground at least 7:1 and color8 at least 3:1; color1–6 and 9–14 in
/// their hue bands, the brights lighter than their normals in a dark scheme and darker in a light one; and
/// `palette check` passes on the saved theme.
@Suite struct ThemesAreReadableByConstructionTests {
  let cli = Colormix()

  /// The hue band of each ANSI hue, in OKLCH degrees, as the docs state them.
  static let bands: [Int: ClosedRange<Double>] = [
    1: -20...50, 2: 120...160, 3: 75...115, 4: 235...275, 5: 300...345, 6: 180...220,
  ]

  /// 200 key colors from a fixed linear congruential generator.
  static let keys: [String] = {
    var state: UInt32 = 7
    return (0..<200).map { _ in
      state = 1_664_525 &* state &+ 1_013_904_223
      return String(format: "#%06x", Int(state >> 8))
    }
  }()

  func roles(_ arguments: [String]) -> [String: String] {
    let result = cli.run(["theme"] + arguments)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    var roles: [String: String] = [:]
    for line in result.stdout.split(separator: "\n") {
      let words = line.split(separator: " ", maxSplits: 1)
      roles[String(words[0])] = String(words[1]).trimmingCharacters(in: .whitespaces)
    }
    return roles
  }

  @Test(arguments: ["dark", "light"])
  func everyTextColorIsReadableAndEveryHueInItsBand(_ scheme: String) {
    for key in Self.keys {
      let hex = roles([key, "--scheme", scheme, "--format", "hex"])
      #expect(hex.count == 19, "\(key)")
      guard let background = hex["background"] else { continue }
      for index in [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15] {
        #expect(wcagRatio(hex["color\(index)"]!, background) >= 4.5, "\(key) \(scheme) color\(index)")
      }
      #expect(wcagRatio(hex["foreground"]!, background) >= 7, "\(key) \(scheme)")
      #expect(wcagRatio(hex["color8"]!, background) >= 3, "\(key) \(scheme)")
      for (index, band) in Self.bands {
        for role in ["color\(index)", "color\(index + 8)"] {
          let hue = ReferenceFormulas.oklch(hex[role]!).h
          let inBand = band.contains(hue) || band.contains(hue - 360)
          #expect(inBand, "\(key) \(scheme) \(role) hue \(hue)")
        }
        let (normal, bright) = (
          ReferenceFormulas.oklch(hex["color\(index)"]!).l, ReferenceFormulas.oklch(hex["color\(index + 8)"]!).l
        )
        #expect(scheme == "dark" ? bright > normal : bright < normal, "\(key) \(scheme) color\(index)")
      }
    }
  }

  @Test(arguments: ["dark", "light"])
  func paletteCheckPassesOnTheSavedTheme(_ scheme: String) {
    for key in Self.keys.prefix(10) {
      #expect(cli.run(["theme", key, "--scheme", scheme, "--save", "-q"]).status == 0)
      let check = cli.run(["palette", "check", "--require", "aa"])
      #expect(check.status == 0, "\(key) \(scheme): \(check.stdout)")
    }
  }

  @Test func aHigherRequirementIsMetAndAnUnreachableOneRefused() {
    let hex = roles(["#7aa2f7", "--require", "aaa", "--format", "hex"])
    for index in [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15] {
      #expect(wcagRatio(hex["color\(index)"]!, hex["background"]!) >= 7)
    }
    let unreachable = cli.run(["theme", "#7aa2f7", "--require", "20"])
    #expect(unreachable.status == 65)
    #expect(unreachable.stdout.isEmpty)
  }

  /// A gray key makes neutral grays (no hue to tint with), and the cursor always shows: at least 3:1.
  @Test func aGrayKeyIsNeutralAndTheCursorShows() {
    for key in ["#808080", "black", "white", "#00000000"] {
      for scheme in ["dark", "light"] {
        let hex = roles([key, "--scheme", scheme, "--format", "hex"])
        for role in ["background", "foreground", "color0", "color7", "color8", "color15"] {
          let channels = ReferenceFormulas.rgb(hex[role]!)
          #expect(channels[0] == channels[1] && channels[1] == channels[2], "\(key) \(scheme) \(role) \(hex[role]!)")
        }
        #expect(wcagRatio(hex["cursor"]!, hex["background"]!) >= 3, "\(key) \(scheme)")
      }
    }
    // A key that shows is the cursor itself.
    #expect(roles(["#7aa2f7", "--format", "hex"])["cursor"] == "#7aa2f7")
  }

  @Test func saveReplacesTheRolesAndNothingElse() {
    cli.run(["save", "brand", "#ff6347"])
    cli.run(["save", "foreground", "#000000"])
    #expect(cli.run(["theme", "#7aa2f7", "--save"]).status == 0)
    let theme = roles(["#7aa2f7", "--format", "hex"])
    #expect(cli.run(["show", "palette:foreground", "--format", "hex"]).stdout == theme["foreground"]! + "\n")
    #expect(cli.run(["show", "palette:brand", "--format", "hex"]).stdout == "#ff6347\n")
    #expect(cli.run(["palette", "export", "--to", "kitty"]).stdout.contains("background " + theme["background"]!))
  }
}
