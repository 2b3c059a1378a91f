import Testing

@testable import ColorCore

/// A number whose digits fit 64 bits is read, compared and converted with integer arithmetic; every result is the
/// one the digit-array reader, comparison and conversion give.
@Suite struct ExactDecimalIntegerFormTests {
  /// Numbers on the edges: channel bounds exactly and a hair past them, 19–25 digits around 2^64, 2^53, the last
  /// exactly held power of ten, exponents that move digits far, and texts one step from valid.
  static let edges = [
    "100", "100.0", "100.0000000000000000001", "99.99999999999999999999", "-0.0000000000000000000001", "255",
    "255.00000000000000000000001", "0", "-0", "+0", "0.00005", "0.00004999999999999999999", "53.3333", "57.7",
    "18446744073709551615", "18446744073709551616", "1844674407370955161.5", "9999999999999999999",
    "10000000000000000000", "0.9999999999999999999", "0.99999999999999999999", "1234567890123456789012345",
    "9007199254740991", "9007199254740992", "9007199254740993", "0.9007199254740993", "1e22", "1e23", "1e-22",
    "1e-23", "123456789e-22", "4.35", "0.1", "1e-2000", "1e-2001", "12345678901234567890e-2000",
    "1" + String(repeating: "0", count: 40) + "e-40", "1e19", "1e20", "18446744073709551615e0", "1.8e19", "1.9e19",
    "0e-99999", "5e1000000", "1E400", "1e0000000000000000000000002", ".5", "-.5", "+.5", "++5", "+-5", "-+5", "1.",
    ".", "", "e5", "1e", "1e+", "1e-0", "+", "-", "0x10", "1.2.3", "5 ", " 5", "١", "1e5e3", "-.e1", "0.e1",
    "007.500", "-000.000", "0." + String(repeating: "0", count: 2500) + "1",
  ]

  /// Random numbers of many shapes: signs, leading zeros, long fractions with trailing zeros, exponents small and
  /// large, up to 25 digits, and now and then a stray character.
  static let random: [String] = {
    var generator = TextColorExactnessTests.SeededGenerator(state: 7_919)
    func below(_ bound: UInt64) -> Int { Int(generator.next() % bound) }
    func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(String(below(10))) }) }
    return (0..<800).map { _ in
      var text = ["", "", "-", "+", "-.", ".", "+."][below(7)]
      let lengths = [0, 1, 1, 2, 3, 3, 4, 17, 19, 20, 21, 25]
      if !text.hasSuffix(".") {
        if below(4) == 0 { text += String(repeating: "0", count: below(4)) }
        text += digits(lengths[below(UInt64(lengths.count))])
        if below(3) > 0 { text += "." }
      }
      if text.hasSuffix(".") {
        text += digits([1, 1, 2, 4, 6, 15, 19, 22, 30][below(9)])
        if below(4) == 0 { text += String(repeating: "0", count: below(25)) }
      }
      if below(4) == 0 {
        text += ["e", "E"][below(2)] + ["", "+", "-"][below(3)]
        text += [String(below(10)), String(below(30)), String(below(400)), "000" + String(below(9)), "2100"][below(5)]
      }
      if below(40) == 0 {
        let place = text.index(text.startIndex, offsetBy: below(UInt64(text.count + 1)))
        text.insert(["x", ".", "-", "e", " "][below(5)], at: place)
      }
      return text
    }
  }()

  static func read(_ text: String, _ grammar: ExactDecimal.Grammar) -> ExactDecimal? {
    switch grammar {
    case .plain: ExactDecimal(text)
    case .json: ExactDecimal(jsonNumber: text)
    case .css: ExactDecimal(cssNumber: text)
    }
  }

  @Test(arguments: [ExactDecimal.Grammar.plain, .json, .css])
  func readsAsTheDigitArrayReaderDoes(_ grammar: ExactDecimal.Grammar) {
    var mismatches: [String] = []
    for text in Self.edges + Self.random
    where Self.read(text, grammar) != ExactDecimal.digitArrayReading(text, grammar) {
      mismatches.append(text)
    }
    #expect(mismatches.isEmpty)
  }

  @Test func readsUTF8BytesAsText() {
    for text in Self.edges + Self.random {
      let bytes = Array(text.utf8)
      #expect(bytes.withUnsafeBufferPointer { ExactDecimal(utf8: $0) } == ExactDecimal(text), "\(text)")
    }
  }

  static var values: [ExactDecimal] {
    (Self.edges + Self.random).flatMap { text in
      [ExactDecimal.Grammar.plain, .css].compactMap { Self.read(text, $0) }
    }
  }

  @Test func convertsToTheNearestDoubleAsTheTextReaderDoes() {
    for value in Self.values {
      #expect(value.doubleValue.bitPattern == value.doubleValueFromText.bitPattern, "\(value)")
      #expect(ExactDecimal(value.description) == value)
    }
  }

  @Test func comparesAsTheDigitArraysDo() {
    let values = Self.values
    let bounds = [0, 1000, 2550, 10, -1].map { ExactDecimal(tenths: $0) }
    for (index, value) in values.enumerated() {
      for other in bounds + [values[(index + 1) % values.count], values[(index * 7 + 3) % values.count], value] {
        #expect((value < other) == ExactDecimal.digitArrayLess(value, other), "\(value) < \(other)")
        #expect((other < value) == ExactDecimal.digitArrayLess(other, value), "\(other) < \(value)")
        let same = !ExactDecimal.digitArrayLess(value, other) && !ExactDecimal.digitArrayLess(other, value)
        #expect((value == other) == same, "\(value) == \(other)")
      }
    }
  }

  @Test(arguments: [360, 400, 1])
  func takesRemaindersAsTheDigitArrayDoes(_ modulus: Int) {
    for value in Self.values {
      #expect(
        value.remainder(dividingBy: modulus).bitPattern == value.digitArrayRemainder(dividingBy: modulus).bitPattern,
        "\(value)")
    }
  }
}
