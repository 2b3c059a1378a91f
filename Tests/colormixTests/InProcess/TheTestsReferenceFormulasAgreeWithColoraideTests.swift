import Foundation
import Testing

/// The tests' own formulas (Support/Reference.swift: `#rrggbb`, the sRGB transfer, `wcagRatio`, OKLCH, CIELAB D65
/// and CIEDE2000, the Machado 2009 simulation) give what coloraide gives, on random colors: the expected values are
/// in Fixtures/accessibility/reference.json, written once by scripts/accessibility-fixture. So a test that checks
/// colormix with them checks it against an independent reference, not against colormix. The fixture's scales and
/// contrast points, which other tests use, are checked here for their shape and against these formulas.
@Suite struct TheTestsReferenceFormulasAgreeWithColoraideTests {
  @Test func theFixtureHoldsEveryCase() throws {
    let reference = try AccessibilityReference.load()
    #expect(reference.contrast.count == 80)
    #expect(reference.oklch.count == 80)
    #expect(reference.oklch.filter { $0.oklch[1] < 1e-9 }.count >= 5)
    #expect(reference.deltaE2000.count == 80)
    #expect(reference.machado.count == 40)
    #expect(reference.lightnessScales.count == 8 * 2)
    // 4 keys on 5 backgrounds, 8 ratios each, but on #777777 only the 6 of 1.05...4.5 (black reaches 4.68).
    #expect(reference.contrastCurves.count == 4 * (4 * 8 + 6))
  }

  @Test func theTransferFunctionsUndoEachOther() {
    for byte in 0...255 {
      let channel = Double(byte) / 255
      #expect(abs(ReferenceFormulas.encoded(ReferenceFormulas.linear(channel)) - channel) < 1e-12, "\(byte)")
    }
    #expect(ReferenceFormulas.rgb("#ff8000") == [1, 128.0 / 255, 0])
  }

  /// coloraide's `wcag21` takes the luminance from its sRGB matrix's unrounded Y row: CSS Color 4's, 0.2126390059,
  /// 0.7151686788, 0.0721923154 (not the IEC matrix's 0.2126729, 0.7151522, 0.0721750); `wcagRatio` uses the
  /// rounded coefficients WCAG's text gives, 0.2126, 0.7152, 0.0722. So they differ by a hair: at most 0.00057 on
  /// these 80 pairs (as measured), and about 0.0012 at most over all pairs of 8-bit colors (a dark red on a cyan).
  @Test func wcagRatioIsColoraidesWithinTheRoundingOfTheCoefficients() throws {
    for pair in try AccessibilityReference.load().contrast {
      let ratio = wcagRatio(pair.a, pair.b)
      #expect(abs(ratio - pair.ratio) <= 0.002, "\(pair.a) \(pair.b): \(ratio) against \(pair.ratio)")
    }
  }

  /// The largest differences measured are those of the fixture's 12 digits: 5e-13 in L and in C, 5e-10° in H.
  @Test func oklchIsColoraides() throws {
    for color in try AccessibilityReference.load().oklch {
      let (l, c, h) = ReferenceFormulas.oklch(color.hex)
      let expected = color.oklch
      #expect(abs(l - expected[0]) <= 1e-6, "\(color.hex): L \(l) against \(expected[0])")
      #expect(abs(c - expected[1]) <= 1e-6, "\(color.hex): C \(c) against \(expected[1])")
      if expected[1] > 1e-4 {
        let turn = abs(h - expected[2]).truncatingRemainder(dividingBy: 360)
        #expect(min(turn, 360 - turn) <= 1e-4, "\(color.hex): H \(h) against \(expected[2])")
      }
    }
  }

  /// The largest difference measured is that of the fixture's 12 digits: 5e-11. The difference is symmetric.
  @Test func ciede2000IsColoraides() throws {
    for pair in try AccessibilityReference.load().deltaE2000 {
      let difference = ReferenceFormulas.ciede2000(pair.a, pair.b)
      #expect(abs(difference - pair.deltaE) <= 1e-4, "\(pair.a) \(pair.b): \(difference) against \(pair.deltaE)")
      #expect(abs(ReferenceFormulas.ciede2000(pair.b, pair.a) - difference) <= 1e-12)
    }
  }

  /// coloraide applies Machado's matrices to linear-light sRGB (its only space for them), as colormix does, and
  /// returns linear light, where the fixture clips. The largest difference measured is that of the fixture's 12
  /// digits: 5e-13 per channel; 18 of the 120 results were clipped.
  @Test func machadoSimulationIsColoraides() throws {
    for color in try AccessibilityReference.load().machado {
      for deficiency in ReferenceFormulas.Deficiency.allCases {
        let (seen, expected) = (ReferenceFormulas.simulated(color.hex, deficiency), color.seen(deficiency))
        #expect(
          zip(seen, expected).allSatisfy { abs($0 - $1) <= 1e-4 },
          "\(color.hex) \(deficiency): \(seen) against \(expected)"
        )
      }
    }
  }

  /// Every scale has 11 steps of the rule's lightnesses, the key's hue, and the key itself (its OKLCH by
  /// `ReferenceFormulas.oklch`) at the step of the nearest lightness.
  @Test func theScalesAreMadeOfTheKeysOKLCH() throws {
    for scale in try AccessibilityReference.load().lightnessScales {
      let key = ReferenceFormulas.oklch(scale.key)
      let lightnesses = (0...10).map { 0.97 - (0.97 - 0.26) * Double($0) / 10 }
      #expect(scale.steps.count == 11 && ["srgb", "display-p3"].contains(scale.gamut))
      let nearest = lightnesses.indices.min { abs(lightnesses[$0] - key.l) < abs(lightnesses[$1] - key.l) }
      #expect(scale.keyIndex == nearest, "\(scale.key) \(scale.gamut)")
      for (index, step) in scale.steps.enumerated() {
        #expect(abs(step[0] - (index == scale.keyIndex ? key.l : lightnesses[index])) <= 1e-9, "\(scale.key) \(index)")
        #expect(abs(step[2] - key.h) <= 1e-6, "\(scale.key) \(index)")
      }
      #expect(abs(scale.steps[scale.keyIndex][1] - key.c) <= 1e-9, "\(scale.key)")
    }
  }

  /// Each contrast point goes the way `wcagRatio` says reads better on its background (black or white), and asks
  /// no more than that reaches.
  @Test func theContrastPointsGoTheWayBlackOrWhiteReadsBetter() throws {
    for point in try AccessibilityReference.load().contrastCurves {
      let (black, white) = (wcagRatio(point.background, "#000000"), wcagRatio(point.background, "#ffffff"))
      #expect(point.direction == (black > white ? .darker : .lighter), "\(point.background)")
      #expect(point.target <= max(black, white), "\(point.background) \(point.target)")
      #expect((0...1).contains(point.lightness))
    }
  }
}
