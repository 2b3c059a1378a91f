import Testing

@testable import ColorCore

@Suite struct ColorArgumentTests {
  @Test(arguments: [
    ("#efdecd", "#efdecd"), ("#EFDECD", "#efdecd"), ("#fff", "#ffffff"), ("#F0a", "#ff00aa"),
    ("rgb(239, 222, 205)", "#efdecd"), ("RGB(239,222,205)", "#efdecd"), (" rgb( 1 , 2 , 3 ) ", "#010203"),
    ("rgb(50%, 20%, 80%)", "#8033cc"), ("rgb(50.25%, 0%, 100%)", "#8000ff"), ("Almond", "#efdecd"),
  ])
  func parses(_ text: String, _ hex: String) throws {
    #expect(try ColorArgument.parse(text).0.hex == hex)
  }

  @Test(arguments: ["#", "#ff", "#fffff", "#gggggg", "#fffffff", "#fffffffff"])
  func rejects(_ text: String) {
    #expect(throws: InputError.invalidColor(text)) { try ColorArgument.parse(text) }
  }

  /// A malformed `rgb()` says which part is wrong.
  @Test(arguments: [
    ("rgb(1, 2)", ColorFunctionError.legacyValueCount(function: "rgb", found: 2)),
    ("rgb(1, 2, 3", .missingClosingParenthesis(function: "rgb")),
    ("rgb(50%, 2, 3)", .mixedLegacyKinds(function: "rgb")),
    ("rgb(a, b, c)", .notANumber("a")), ("rgb()", .componentCount(function: "rgb", found: 0)),
    ("rgb(1e, 0, 0)", .notANumber("1e")), ("rgb(1 2)", .componentCount(function: "rgb", found: 2)),
    ("rgb(101 %, 0%, 0%)", .spaceBeforePercent(function: "rgb", "101")),
  ])
  func rejectsRGBNamingThePart(_ text: String, _ reason: ColorFunctionError) {
    #expect(throws: InputError.invalidColorFunction(text, reason: reason)) { try ColorArgument.parse(text) }
  }

  /// The `"hex"` of colormix's JSON is `#rrggbb`, `#rgb`, `#rrggbbaa` or `#rgba` and nothing else.
  @Test func hashHexTakesHexOnly() {
    #expect(ColorArgument.hashHex("#8033CC") == Color(rgb: 0x8033CC))
    #expect(ColorArgument.hashHex("#8033CC80") == Color(rgb: 0x8033CC).withAlpha(128 / 255))
    #expect(ColorArgument.hashHex("#fff") == Color(rgb: 0xFFFFFF))
    for text in ["red", "palette:x", "8033cc", " #8033cc", "#8033cc ", "#8033c", "rgb(1, 2, 3)", "#"] {
      #expect(ColorArgument.hashHex(text) == nil, "\(text)")
    }
  }

  @Test func clampsRGBWithWarnings() throws {
    let (color, warnings) = try ColorArgument.parse("rgb(300, -1, 99999999999999999999)")
    #expect(color.hex == "#ff00ff")
    #expect(
      warnings == [
        RangeWarning(
          channel: .red, input: "300", value: ExactDecimal("300")!, range: .byte, used: ExactDecimal("255")!),
        RangeWarning(channel: .green, input: "-1", value: ExactDecimal("-1")!, range: .byte, used: ExactDecimal("0")!),
        RangeWarning(
          channel: .blue, input: "99999999999999999999", value: ExactDecimal("99999999999999999999")!, range: .byte,
          used: ExactDecimal("255")!),
      ])
    let (_, percent) = try ColorArgument.parse("rgb(101%, 0%, 0%)")
    #expect(
      percent == [
        RangeWarning(
          channel: .red, input: "101", value: ExactDecimal("101")!, range: .percent, used: ExactDecimal("100")!)
      ])
  }

  @Test func everyHexValueRoundTrips() throws {
    for value in 0...255 {
      let hex =
        "#"
        + [value, 255 - value, value / 2].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
      #expect(try ColorArgument.parse(hex).0.hex == hex)
    }
  }
}
