import Testing

@testable import ColorCore

extension ScienceTests {
  /// Numbers are written as bytes (`TextWriter.write(decimal:places:)`); they are the digits of a plain
  /// `String`-built reference form, at every rounding edge.
  @Suite struct DecimalWritingTests {
    /// A plain `String`-built form of a decimal, the reference.
    static func stringForm(_ value: Double, places: Int) -> String {
      let scale = (0..<max(places, 0)).reduce(1) { result, _ in result * 10 }
      let scaled = (value * Double(scale) + (value * Double(scale) < 0 ? -1e-8 : 1e-8)).rounded()
      guard scaled.isFinite, abs(scaled) < 1e15 else { return String(value) }
      let units = Int(scaled)
      if units == 0 { return "0" }
      var text = (units < 0 ? "-" : "") + String(abs(units) / scale)
      var fraction = abs(units) % scale
      if fraction == 0 { return text }
      var digits = places
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let written = String(fraction)
      text += "." + String(repeating: "0", count: digits - written.count) + written
      return text
    }

    static func written(_ value: Double, places: Int) -> String {
      var out = TextWriter(capacity: 32)
      out.write(decimal: value, places: places)
      return out.text
    }

    @Test func halvesAndTheirNeighboursRoundAsTheStringFormDid() {
      var mismatches: [String] = []
      for places in 0...4 {
        let step = 1 / Double(TextWriter.power(places))
        for units in stride(from: -20_000, through: 20_000, by: 7) {
          // The half between two printed values, and the doubles around it.
          let half = (Double(units) + 0.5) * step
          for value in [half, half.nextUp, half.nextDown, half + 1e-9, half - 1e-9, Double(units) * step] {
            let (expected, actual) = (
              DecimalWritingTests.stringForm(value, places: places), DecimalWritingTests.written(value, places: places)
            )
            if expected != actual { mismatches.append("\(value) places \(places): \(expected) vs \(actual)") }
          }
        }
      }
      #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func zerosLeadingTheFractionAreKeptAndTrailingOnesDropped() {
      #expect(DecimalWritingTests.written(0.0005, places: 4) == "0.0005")
      #expect(DecimalWritingTests.written(-0.0105, places: 4) == "-0.0105")
      #expect(DecimalWritingTests.written(50.19607843, places: 4) == "50.1961")
      #expect(DecimalWritingTests.written(359.95, places: 1) == "360")
      #expect(DecimalWritingTests.written(12.30, places: 2) == "12.3")
      #expect(DecimalWritingTests.written(-0.00004, places: 4) == "0")
    }

    @Test func hugeAndNonFiniteValuesAreWrittenAsTheStringFormWroteThem() {
      for value in [1e15, -1e15, 1e300, .infinity, -.infinity, .nan, 123_456_789_012.5, 99_999_999_999.99995] {
        for places in [0, 1, 2, 4] {
          #expect(
            DecimalWritingTests.written(value, places: places) == DecimalWritingTests.stringForm(value, places: places),
            "\(value) \(places)")
        }
      }
    }

    /// `halfAwayFromZero` rounds without calling `rounded()`, and gives what it gives, bit for bit.
    @Test func halfAwayFromZeroIsWhatRoundedGives() {
      func reference(_ value: Double) -> Double { (value + (value < 0 ? -1e-8 : 1e-8)).rounded() }
      var values: [Double] = [
        0, -0.0, 0.5, -0.5, 0.49999999999999994, -0.49999999999999994, 0.49999998999999995, -0.49999998999999995,
        0.49999999, 0.4999999899999, 1.5, 2.5, -2.5,
        0.99999999999999989, 4_503_599_627_370_495.5, 4_503_599_627_370_496, -4_503_599_627_370_497, 9e15, 1e300,
        -1e300, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
      ]
      var random = Xoshiro256StarStar(seed: 5)
      for _ in 0..<100_000 {
        let units = Double(Int64(bitPattern: random.next()) % 2_000_000) / 2
        values += [units, units.nextUp, units.nextDown, units - 1e-8, Double(random.next() % 1_000_000) / 997]
      }
      var mismatches: [Double] = []
      for value in values where ColorText.halfAwayFromZero(value).bitPattern != reference(value).bitPattern {
        mismatches.append(value)
      }
      #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
      #expect(ColorText.halfAwayFromZero(.nan).isNaN)
    }

    /// Integer units are written with the point where `places` puts it, as the string form writes them.
    @Test func unitsAreWrittenAsTheStringFormWritesTheirValue() {
      var random = Xoshiro256StarStar(seed: 9)
      var mismatches: [String] = []
      for _ in 0..<20_000 {
        let digits = Int(random.next() % 15) + 1
        let limit = (0..<digits).reduce(1) { result, _ in result * 10 }
        let units = Int(random.next() % UInt64(limit)) * (random.next() % 2 == 0 ? 1 : -1)
        for places in 0...4 {
          var out = TextWriter(capacity: 4)
          out.write(units: units, places: places)
          let expected = DecimalWritingTests.stringForm(
            Double(units) / Double(TextWriter.power(places)), places: places)
          if abs(units) < 1 << 50 && out.text != expected { mismatches.append("\(units) \(places): \(out.text)") }
        }
      }
      #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func everyNotationOfManyColorsIsWrittenAsTheComponentsSay() {
      // `text` and the JSON objects are written by separate code from the same rounded components.
      var state: UInt64 = 23
      for _ in 0..<3000 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let color = Color(
          red: Double(state >> 40 & 0xFFFF) / 65535, green: Double(state >> 24 & 0xFFFF) / 65535,
          blue: Double(state >> 8 & 0xFFFF) / 65535)
        for notation in ColorNotation.allCases {
          let parts = ColorText.components(color, in: notation)
          let isPercent = notation == .hsl || notation == .hwb
          let places: [Int] =
            switch notation {
            case .rgb: [0, 0, 0]
            case .hsl, .hwb: [1, 1, 1]
            case .lab: [2, 2, 2]
            case .lch: [2, 2, 2]
            case .oklab: [4, 5, 5]
            case .oklch: [4, 5, 2]
            }
          let numbers = parts.indices.map { index in
            DecimalWritingTests.stringForm(parts[index].value, places: places[index])
              + (isPercent && index > 0 ? "%" : "")
          }
          #expect(ColorText.text(color, in: notation) == "\(notation.rawValue)(\(numbers.joined(separator: " ")))")
          // JSON: every number as the text has it (at most 5 places), as the reference writes it.
          var json = TextWriter(capacity: 64)
          ColorText.writeJSON(ColorText.unrounded(color, in: notation), in: notation, into: &json)
          let members = parts.map { "\"\($0.name)\": \(DecimalWritingTests.stringForm($0.value, places: 5))" }
          #expect(json.text == "{" + members.joined(separator: ", ") + "}")
        }
        // The members of `show --format json`: each notation's object, from conversions made once.
        var all = TextWriter(capacity: 256)
        ColorText.writeJSONMembers(color, into: &all)
        let objects = ColorNotation.allCases.filter { $0 != .rgb }.map { notation in
          var one = TextWriter(capacity: 64)
          ColorText.writeJSON(ColorText.unrounded(color, in: notation), in: notation, into: &one)
          return "\"\(notation.rawValue)\": \(one.text)"
        }
        #expect(all.text == objects.joined(separator: ", "))
      }
    }
  }
}
