import Foundation
import Testing

@testable import ColorCore

/// CSS Color 5's relative colors give what the specification's rules give with coloraide's conversions: the
/// specification's own examples and random origins inside and outside sRGB, in every function and some `color()`
/// spaces, with `calc()` of the channel keywords. The expected values are in Fixtures/css-color/relative.json,
/// written once by scripts/relative-color-fixture.
@Suite struct RelativeColorFixtureTests {
  struct Case: Decodable {
    var css: String
    var srgb: [Double]
    var alpha: Double
  }

  struct Fixture: Decodable {
    var relative: [Case]
  }

  static let cases: [Case] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/css-color/relative.json")
    guard let data = try? Data(contentsOf: url) else { return [] }
    return (try? JSONDecoder().decode(Fixture.self, from: data).relative) ?? []
  }()

  @Test func everyCaseGivesTheSpecificationsColor() throws {
    #expect(Self.cases.count == 128)
    var wrong: [String] = []
    for item in Self.cases {
      let reading = try ColorReading(parsing: item.css)
      let exact = reading.exact
      // An rgb() channel outside 0–255 is clamped as CSS clamps it when it parses, with a warning.
      let expected = item.css.hasPrefix("rgb(") ? item.srgb.map { min(max($0, 0), 1) } : item.srgb
      let close =
        abs(exact.red - expected[0]) <= 1e-6 && abs(exact.green - expected[1]) <= 1e-6
        && abs(exact.blue - expected[2]) <= 1e-6 && abs(exact.alpha - item.alpha) <= 1e-9
      if !close { wrong.append("\(item.css): \(exact) for \(expected) / \(item.alpha)") }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }

  /// The text a relative color keeps is the absolute color it makes, which reads back as the same color.
  @Test func aRelativeColorIsKeptAsTheAbsoluteColorItMakes() throws {
    let reading = try ColorReading(parsing: "oklch(from #0000ff calc(l + 0.1) c h)")
    #expect(reading.text.hasPrefix("oklch(calc(") == false && reading.text.hasPrefix("oklch(0.55"))
    #expect(try ColorReading(parsing: reading.text).exact == reading.exact)
    #expect(try ColorReading(parsing: "rgb(from red r g b)").text == "rgb(255 0 0)")
    // An alpha left out is the origin's.
    #expect(try Color(parsing: "oklch(from rgb(0 0 0 / 0.5) l c h)").alpha == 0.5)
  }

  @Test(arguments: [
    ("oklch(from nope l c h)", "Unknown color name 'nope'"),
    ("color(from red cam16 r g b)", "unknown color space \"cam16\""),
    ("oklch(from red l c)", "oklch() takes 3 components, found 2"),
    ("oklch(from red l c q)", "\"q\" is not a number"),
  ])
  func aRelativeColorThatCannotBeReadSaysWhy(_ text: String, _ reason: String) {
    #expect(throws: InputError.self) { try ColorReading(parsing: text) }
    do {
      _ = try ColorReading(parsing: text)
    } catch {
      #expect("\(error)".contains(reason), "\(error)")
    }
  }

  @Test func relativeColorsNestABoundedNumberOfTimes() {
    var text = "red"
    for _ in 0..<20 { text = "oklch(from \(text) l c h)" }
    #expect(throws: Never.self) { try ColorReading(parsing: text) }
    for _ in 0..<20 { text = "oklch(from \(text) l c h)" }
    #expect(throws: InputError.self) { try ColorReading(parsing: text) }
  }
}
