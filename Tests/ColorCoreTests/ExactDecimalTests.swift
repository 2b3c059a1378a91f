import Testing

@testable import ColorCore

@Suite struct ExactDecimalTests {
  @Test(arguments: ["50", "007", "+5", "-3", "50.25", "-0", "0.0", "123456789012345678901234567890.5"])
  func parsesDecimals(_ text: String) {
    #expect(ExactDecimal(text) != nil)
  }

  @Test(arguments: ["1e2", "0x10", "nan", "inf", "", "5x", "١", "1.2.3", ".5", "5.", "+", "-", " 5", "5 ", "++5", "５"])
  func rejectsEverythingElse(_ text: String) {
    #expect(ExactDecimal(text) == nil)
  }

  @Test(arguments: [
    ("20.25", 203), ("20.249", 202), ("20.24999999999999999999", 202), ("0.05", 1), ("0.04", 0), ("99.95", 1000),
    ("100", 1000), ("-0", 0), ("007", 70), ("150", 1000), ("-3", 0), ("100.04", 1000),
  ])
  func clampsAndRoundsHalfAwayFromZero(_ text: String, _ tenths: Int) {
    #expect(ChannelRange.percent.clamp(ExactDecimal(text)!, channel: .red, input: text).tenths == tenths)
  }

  @Test(arguments: [
    ("100.04", true), ("100.00", false), ("-0.0", false), ("-0.01", true), ("0", false), ("1e0", false),
  ])
  func rangeIsCheckedBeforeRounding(_ text: String, _ outside: Bool) {
    let number = ExactDecimal(text) ?? ExactDecimal(jsonNumber: text)!
    #expect((ChannelRange.percent.clamp(number, channel: .red, input: text).warning != nil) == outside)
  }

  /// The range check on the integer form agrees with the comparisons of the general path wherever it decides.
  @Test func theIntegerRangeCheckAgreesWithComparing() {
    var texts = [
      "0", "-0", "-0.0", "0.0001", "-0.0001", "1", "1.0", "1.0000000000000000001", "100", "100.0", "100.04", "99.99",
      "255", "255.5", "256", "18446744073709551615", "18446744073709551616", "0.1234567890123456789",
      "123456789012345678901234567890.5", "-5",
    ]
    var state: UInt64 = 11
    for _ in 0..<3000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let places = Int(state >> 60) % 6
      let units = Int(state >> 20 & 0x3FFFF) - 2000
      var digits = String(units.magnitude)
      while digits.count <= places { digits = "0" + digits }
      let text = places == 0 ? digits : digits.dropLast(places) + "." + digits.suffix(places)
      texts.append(units < 0 ? "-" + text : text)
    }
    var decided = 0
    for text in texts {
      let value = ExactDecimal(text)!
      for upper in [0, 1, 100, 255, Int.max] {
        guard let within = value.isWithin(zeroThrough: upper) else { continue }
        decided += 1
        #expect(within == (!(value < ExactDecimal("0")!) && !(ExactDecimal(String(upper))! < value)), "\(text)")
      }
    }
    #expect(decided > 12_000)
  }

  @Test(arguments: [
    (505, "-0.05", "50.45", 505), (1000, "+15", "115", 1000), (0, "-0.5", "-0.5", 0), (500, "+0.0001", "50.0001", 500),
    (505, "-0.0500001", "50.4499999", 504), (10, "-1", "0", 0),
    (0, "+99999999999999999999", "99999999999999999999", 1000),
  ])
  func sumsAreExact(_ current: Int, _ step: String, _ sum: String, _ tenths: Int) {
    let total = ExactDecimal(tenths: current) + ExactDecimal(step)!
    #expect(total.description == sum)
    #expect(ChannelRange.percent.clamp(total, channel: .red, input: step).tenths == tenths)
  }

  @Test func comparesBySignThenMagnitude() {
    let values = ["-100", "-1.5", "-0.01", "0", "0.01", "1.5", "100", "100.04", "255"].map { ExactDecimal($0)! }
    for (index, value) in values.enumerated() {
      for later in values[(index + 1)...] {
        #expect(value < later)
        #expect(!(later < value))
      }
      #expect(!(value < value))
    }
  }

  @Test(arguments: [
    ("5e1", "50"), ("0.8e2", "80"), ("1E-2", "0.01"), ("-0", "0"), ("1e99999999999", nil), ("12.50", "12.5"),
  ])
  func readsJSONNumbers(_ text: String, _ expected: String?) {
    let number = ExactDecimal(jsonNumber: text)!
    if let expected { #expect(number.description == expected) } else { #expect(ExactDecimal(tenths: 1000) < number) }
  }

  /// The magnitude is capped, not the exponent, so digits moved into the exponent never change a number.
  @Test(arguments: [
    ("1" + String(repeating: "0", count: 3000) + "e-2999", "10"), ("0.00e5000", "0"), ("-0e-5", "-0"),
    ("5" + String(repeating: "0", count: 2500) + "e-2500", "5"), ("1e99999999999999999999", "1e2000"),
  ])
  func hugeExponentsKeepTheValue(_ json: String, _ expected: String) {
    #expect(ExactDecimal(jsonNumber: json) == ExactDecimal(jsonNumber: expected))
  }

  @Test func tinyValuesStayNonZeroWithTheirSign() {
    let tiny = ExactDecimal(jsonNumber: "-1e-999999")!
    #expect(tiny < ExactDecimal(tenths: 0) && !tiny.isZero)
  }
}
