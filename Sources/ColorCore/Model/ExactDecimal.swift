extension RangeWarning {
  /// An exact decimal number of any size: `sign × magnitude`, the magnitude an integer times 10^-scale.
  ///
  /// Input values are kept exactly, so range checks see the number as typed and sums never lose a digit. A number
  /// whose digits fit 64 bits (every channel value, any number of up to 19 digits) is held as that integer and its
  /// scale, and read, compared and converted with integer arithmetic; a longer one as an array of digits. Each value
  /// has one form (the integer one whenever it fits), so equal numbers are equal values.
  public struct ExactDecimal: Comparable, Sendable {
    /// The magnitude's digits, `magnitude = digits × 10^-scale`.
    private var magnitude: Digits
    /// How many of the magnitude's digits are after the decimal point: none that are trailing zeros.
    private(set) var scale: Int
    /// Whether the number is below zero.
    public private(set) var isNegative: Bool

    /// A magnitude's digits: one integer when they fit 64 bits (copied without reference counting), else an array.
    private enum Digits: Equatable, Sendable {
      case integer(UInt64)
      /// Little-endian decimal digits, at least one before the point, more than `integer` holds.
      case wide([UInt8])
    }

    /// The number `significand × 10^-scale`, with the sign.
    private init(significand: UInt64, scale: Int, isNegative: Bool) {
      var significand = significand
      var scale = scale
      while scale > 0, significand % 10 == 0 {
        significand /= 10
        scale -= 1
      }
      self.magnitude = .integer(significand)
      self.scale = significand == 0 ? 0 : scale
      self.isNegative = significand != 0 && isNegative
    }

    /// The number whose little-endian `digits` have `scale` digits after the point.
    private init(digits: [UInt8], scale: Int, isNegative: Bool) {
      magnitude = .wide(digits)
      self.scale = scale
      self.isNegative = isNegative
      normalize()
    }

    /// A value in tenths.
    public init(tenths: Int) {
      self.init(significand: UInt64(tenths.magnitude), scale: 1, isNegative: tenths < 0)
    }

    /// The little-endian decimal digits of the magnitude: at least one before the point, none that are leading
    /// zeros before it or trailing zeros after it.
    var digits: [UInt8] {
      switch magnitude {
      case .wide(let digits): return digits
      case .integer(let significand):
        var digits: [UInt8] = []
        var rest = significand
        repeat {
          digits.append(UInt8(rest % 10))
          rest /= 10
        } while rest > 0
        while digits.count < scale + 1 { digits.append(0) }
        return digits
      }
    }

    /// The grammars read. `plain`: `[+-]?[0-9]+(\.[0-9]+)?` in ASCII. `json`: `plain` and an optional exponent
    /// (`[eE][+-]?[0-9]+`). `css`: `json` after one leading `+` is dropped, with the integer part optional before a
    /// fraction (`.5`, `-.5`).
    enum Grammar: Sendable { case plain, json, css }

    /// What the integer reader made of a number's text.
    private enum Reading {
      case number(ExactDecimal)
      /// Not a number in the grammar.
      case invalid
      /// A number the integer form may not hold (its digits overflow 64 bits, or its exponent is far out): the
      /// digit-array reader reads it.
      case wide
    }

    /// Parses a CSS number: an optional sign, digits with an optional fraction or a fraction alone (`.5`), and an
    /// optional exponent (`1e2`, `2.5E-3`); anything else is `nil`.
    init?(cssNumber text: String) {
      guard let value = ExactDecimal.parse(text, .css) else { return nil }
      self = value
    }

    /// Parses `[+-]?[0-9]+(\.[0-9]+)?` in ASCII; anything else is `nil`.
    public init?(_ text: String) {
      guard let value = ExactDecimal.parse(text, .plain) else { return nil }
      self = value
    }

    /// Parses UTF-8 bytes in `grammar`, as `init(_:)` (`plain`), `init(jsonNumber:)` and `init(cssNumber:)` parse
    /// a String.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>, _ grammar: Grammar = .plain) {
      guard let value = ExactDecimal.parse(bytes, grammar) else { return nil }
      self = value
    }

    /// Parses a JSON number (`-?int(.frac)?([eE][+-]?exp)?`, already validated by the JSON parser).
    ///
    /// The magnitude is capped, not the exponent: a value of 10^2000 or more becomes about 10^2000 and one below
    /// 10^-2000 becomes 10^-2001 (same sign), far beyond anything that changes how a channel value clamps or
    /// rounds, while `1` + 3000 zeros + `e-2999` is exactly 10.
    public init?(jsonNumber text: String) {
      guard let value = ExactDecimal.parse(text, .json) else { return nil }
      self = value
    }

    /// `text` read in `grammar`: by the integer reader, or the digit-array reader when it says the number is wide.
    private static func parse(_ text: String, _ grammar: Grammar) -> ExactDecimal? {
      switch text.utf8.withContiguousStorageIfAvailable({ read($0, grammar) }) ?? .wide {
      case .number(let value): value
      case .invalid: nil
      // Read from the text's own bytes: a number may fill a file, and is not copied to be read.
      case .wide:
        text.utf8.withContiguousStorageIfAvailable { digitArrayReading($0[...], grammar) }
          ?? digitArrayReading(text, grammar)
      }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ grammar: Grammar) -> ExactDecimal? {
      switch read(bytes, grammar) {
      case .number(let value): value
      case .invalid: nil
      case .wide: digitArrayReading(bytes[...], grammar)
      }
    }

    /// The integer reader: one pass over the bytes, the digits gathered into a `UInt64`.
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ grammar: Grammar) -> Reading {
      let end = bytes.count
      var index = 0
      if grammar == .css, index < end, bytes[index] == UInt8(ascii: "+") { index += 1 }
      var sign: UInt8 = 0
      if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        sign = bytes[index]
        index += 1
      }
      var significand: UInt64 = 0
      var overflow = false
      func gather(_ byte: UInt8) {
        let (times, over) = significand.multipliedReportingOverflow(by: 10)
        let (sum, carry) = times.addingReportingOverflow(UInt64(byte &- UInt8(ascii: "0")))
        significand = sum
        overflow = overflow || over || carry
      }
      let wholeStart = index
      while index < end, isDigit(bytes[index]) {
        gather(bytes[index])
        index += 1
      }
      if index == wholeStart {
        // `css` reads `.5` and `-.5` (not `+.5` after a dropped `+`) as `0.5` and `-0.5`.
        guard grammar == .css, sign != UInt8(ascii: "+"), index < end, bytes[index] == UInt8(ascii: ".") else {
          return .invalid
        }
      }
      var scale = 0
      if index < end, bytes[index] == UInt8(ascii: ".") {
        index += 1
        let fractionStart = index
        while index < end, isDigit(bytes[index]) {
          gather(bytes[index])
          index += 1
        }
        scale = index - fractionStart
        guard scale > 0 else { return .invalid }
      }
      var exponent = 0
      // A JSON number, and a CSS number written with an exponent, is capped far below 1 (see `init(jsonNumber:)`).
      var capped = grammar == .json
      if grammar != .plain, index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
        capped = true
        index += 1
        var negativeExponent = false
        if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
          negativeExponent = bytes[index] == UInt8(ascii: "-")
          index += 1
        }
        let exponentStart = index
        while index < end, isDigit(bytes[index]) {
          if exponent < 1_000_000 { exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
          index += 1
        }
        guard index > exponentStart else { return .invalid }
        if exponent >= 1_000_000 { overflow = true }
        if negativeExponent { exponent = -exponent }
      }
      guard index == end else { return .invalid }
      guard !overflow else { return .wide }
      guard significand != 0 else { return .number(ExactDecimal(significand: 0, scale: 0, isNegative: false)) }
      scale -= exponent
      let isNegative = sign == UInt8(ascii: "-")
      if scale > 2000 {
        // Far below 1: the value exactly, or capped at 10^-2001 when below 10^-2000, as the digit-array reader
        // does, but without writing its digits out.
        var trimmed = significand
        while trimmed % 10 == 0 {
          trimmed /= 10
          scale -= 1
        }
        guard !capped || ExactDecimal.digitCount(trimmed) - scale >= -2000 else {
          return .number(ExactDecimal(significand: 1, scale: 2001, isNegative: isNegative))
        }
        return .number(ExactDecimal(significand: trimmed, scale: scale, isNegative: isNegative))
      }
      while scale < 0 {
        let (times, over) = significand.multipliedReportingOverflow(by: 10)
        guard !over else { return .wide }
        significand = times
        scale += 1
      }
      return .number(ExactDecimal(significand: significand, scale: scale, isNegative: isNegative))
    }

    /// `text` read in `grammar` by the digit-array reader, which holds any number of digits: the reader of numbers
    /// too long for the integer one, and the reference it agrees with.
    static func digitArrayReading(_ text: String, _ grammar: Grammar) -> ExactDecimal? {
      digitArrayReading(Array(text.utf8)[...], grammar)
    }

    private static func digitArrayReading<Bytes: BidirectionalCollection<UInt8>>(
      _ bytes: Bytes, _ grammar: Grammar
    ) -> ExactDecimal? where Bytes.SubSequence == Bytes {
      switch grammar {
      case .plain: return digitArrayPlain(bytes)
      case .json: return digitArrayJSON(bytes)
      case .css:
        // One leading `+` dropped, then `.5` and `-.5` read as `0.5` and `-0.5`.
        let number = bytes.first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes
        return digitArrayPlain(number, emptyWhole: true) ?? digitArrayJSON(number, emptyWhole: true)
      }
    }

    /// `[+-]?[0-9]+(\.[0-9]+)?`, or with `emptyWhole` also `-?\.[0-9]+`.
    private static func digitArrayPlain<Bytes: BidirectionalCollection<UInt8>>(
      _ text: Bytes, emptyWhole: Bool = false
    ) -> ExactDecimal? where Bytes.SubSequence == Bytes {
      var bytes = text
      var negative = false
      var plus = false
      if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
        negative = first == UInt8(ascii: "-")
        plus = !negative
        bytes = bytes.dropFirst()
      }
      let point = bytes.firstIndex(of: UInt8(ascii: "."))
      let whole = bytes[..<(point ?? bytes.endIndex)]
      let fraction = point.map { bytes[bytes.index(after: $0)...] } ?? bytes[bytes.endIndex...]
      guard !whole.isEmpty || (emptyWhole && !plus && point != nil), whole.allSatisfy(ExactDecimal.isDigit) else {
        return nil
      }
      guard point == nil || (!fraction.isEmpty && fraction.allSatisfy(ExactDecimal.isDigit)) else { return nil }
      var all: [UInt8] = []
      all.reserveCapacity(whole.count + fraction.count + 1)
      for byte in fraction.reversed() { all.append(byte - UInt8(ascii: "0")) }
      for byte in whole.reversed() { all.append(byte - UInt8(ascii: "0")) }
      if whole.isEmpty { all.append(0) }
      return ExactDecimal(digits: all, scale: fraction.count, isNegative: negative)
    }

    private static func digitArrayJSON<Bytes: BidirectionalCollection<UInt8>>(
      _ text: Bytes, emptyWhole: Bool = false
    ) -> ExactDecimal? where Bytes.SubSequence == Bytes {
      let mark = text.firstIndex { $0 | 0x20 == UInt8(ascii: "e") }
      guard let mantissa = digitArrayPlain(text[..<(mark ?? text.endIndex)], emptyWhole: emptyWhole) else {
        return nil
      }
      // Without an exponent, a number of a magnitude the rule below keeps is the mantissa, as it is (not copied).
      if mark == nil, (mantissa.leadingPlace ?? 0) >= -2000, (mantissa.leadingPlace ?? 0) < 2000 { return mantissa }
      var exponent = 0
      if let mark {
        var exponentText = text[text.index(after: mark)...]
        var exponentNegative = false
        if let sign = exponentText.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
          exponentNegative = sign == UInt8(ascii: "-")
          exponentText = exponentText.dropFirst()
        }
        guard !exponentText.isEmpty, exponentText.allSatisfy(ExactDecimal.isDigit) else { return nil }
        let significant = exponentText.drop { $0 == UInt8(ascii: "0") }
        // Past 10^15 the exponent outweighs any mantissa a bounded file can hold.
        exponent =
          significant.count > 15
          ? 1_000_000_000_000_000 : significant.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        if exponentNegative { exponent = -exponent }
      }
      // Little-endian digits: drop leading zeros (at the end) and trailing zeros (at the start, moving the scale).
      var digits = mantissa.digits
      var scale = mantissa.scale
      while let last = digits.last, last == 0 { digits.removeLast() }
      guard !digits.isEmpty else {
        return ExactDecimal(digits: [0], scale: 0, isNegative: mantissa.isNegative)
      }
      let trailingZeros = digits.prefix { $0 == 0 }.count
      digits.removeFirst(trailingZeros)
      scale -= trailingZeros
      // The value is digits × 10^power, with `digits.count` significant digits.
      var power = exponent - scale
      if power + digits.count > 2000 { power = 2000 - digits.count }
      if power + digits.count < -2000 {
        digits = [1]
        power = -2001
      }
      if power >= 0 {
        digits.insert(contentsOf: repeatElement(0, count: power), at: 0)
        scale = 0
      } else {
        scale = -power
      }
      return ExactDecimal(digits: digits, scale: scale, isNegative: mantissa.isNegative)
    }

    /// Whether the number is zero.
    public var isZero: Bool {
      switch magnitude {
      case .integer(let significand): significand == 0
      case .wide(let digits): digits.allSatisfy { $0 == 0 }
      }
    }

    /// The value rounded to tenths, half away from zero, for a value in 0...1000 at most (a clamped channel).
    public var roundedTenths: Int { roundedTenths(timesPowerOfTen: 0) }

    /// The tenths of this value times 10^`places`, rounded half up, read from its digits as they are: a value of
    /// millions of digits is not written out again (`0.5035` times 10^2 is 50.4).
    func roundedTenths(timesPowerOfTen places: Int) -> Int {
      let digits = self.digits
      let scale = self.scale - places
      precondition(!(isNegative && !isZero) && digits.count - scale <= 4, "roundedTenths of a value out of range")
      var tenths = 0
      for position in stride(from: digits.count - 1, through: scale - 1, by: -1) {
        tenths = tenths * 10 + Int(position >= 0 && position < digits.count ? digits[position] : 0)
      }
      if scale >= 2, digits[scale - 2] >= 5 { tenths += 1 }
      return tenths
    }

    /// The value times 10^`places` (`places` ≥ 0), exactly: `0.5035` times 10^2 is `50.35`.
    public func timesPowerOfTen(_ places: Int) -> ExactDecimal {
      precondition(places >= 0, "timesPowerOfTen of a negative power")
      let padding = max(0, places - scale)
      return ExactDecimal(
        digits: Array(repeating: 0, count: padding) + digits, scale: scale + padding - places, isNegative: isNegative)
    }

    /// The value as a `Double` (the nearest one; huge values are infinite).
    ///
    /// A significand below 2^53 over a power of ten up to 10^22 is two exact `Double`s, and one IEEE division of
    /// them is correctly rounded: the nearest `Double` (Clinger's fast path). Any other number is written out and
    /// read by the standard library's correctly rounded reader.
    public var doubleValue: Double {
      guard case .integer(let significand) = magnitude, significand < 1 << 53,
        scale < ExactDecimal.exactPowersOfTen.count
      else {
        // Below 10^-400 the nearest `Double` is zero (the least above it is about 4.9 × 10^-324): a number of many
        // digits after the point is not written out to learn that.
        if let leading = leadingPlace, leading < -400 { return isNegative ? -0.0 : 0.0 }
        return doubleValueFromText
      }
      let magnitude = Double(significand) / ExactDecimal.exactPowersOfTen[scale]
      return isNegative ? -magnitude : magnitude
    }

    /// How many decimal digits `value` has (0 for 0).
    static func digitCount(_ value: UInt64) -> Int {
      var count = 0
      var rest = value
      while rest > 0 {
        rest /= 10
        count += 1
      }
      return count
    }

    /// The place of the most significant digit that is not zero, as a power of ten (`0.05` is -2, `123` is 2);
    /// nil for zero.
    var leadingPlace: Int? {
      switch magnitude {
      case .integer(let significand):
        guard significand != 0 else { return nil }
        return ExactDecimal.digitCount(significand) - 1 - scale
      case .wide(let digits):
        guard let top = digits.lastIndex(where: { $0 != 0 }) else { return nil }
        return top - scale
      }
    }

    /// The value as a `Double`, read from `description`: the path for numbers outside the fast one, and its
    /// reference.
    var doubleValueFromText: Double {
      Double(description) ?? .infinity
    }

    /// 10^0 … 10^22: every power of ten a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = [
      1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
      1e20, 1e21, 1e22,
    ]

    /// The remainder of the value divided by `modulus` (same sign as the value), exactly, as a `Double`.
    public func remainder(dividingBy modulus: Int) -> Double {
      guard case .integer(let significand) = magnitude else { return digitArrayRemainder(dividingBy: modulus) }
      // The digits `digitArrayRemainder` reads, fraction last digit first, taken off the integer.
      var rest = significand
      var fraction = 0.0
      for _ in 0..<scale {
        fraction = (fraction + Double(rest % 10)) / 10
        rest /= 10
      }
      let magnitude = Double(Int(rest % UInt64(modulus))) + fraction
      return isNegative ? -magnitude : magnitude
    }

    /// `remainder(dividingBy:)` worked out on the digit array: the path for wide numbers, and the reference.
    func digitArrayRemainder(dividingBy modulus: Int) -> Double {
      let digits = self.digits
      var whole = 0
      for position in stride(from: digits.count - 1, through: scale, by: -1) {
        whole = (whole * 10 + Int(digits[position])) % modulus
      }
      var fraction = 0.0
      for position in stride(from: 0, to: min(scale, digits.count), by: 1) {
        fraction = (fraction + Double(digits[position])) / 10
      }
      let magnitude = Double(whole) + fraction
      return isNegative ? -magnitude : magnitude
    }

    /// The exact sum.
    public static func + (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
      let scale = max(lhs.scale, rhs.scale)
      let a = lhs.digits(toScale: scale)
      let b = rhs.digits(toScale: scale)
      if lhs.isNegative == rhs.isNegative {
        return ExactDecimal(digits: add(a, b), scale: scale, isNegative: lhs.isNegative)
      }
      if compareDigits(a, b) >= 0 {
        return ExactDecimal(digits: subtract(a, b), scale: scale, isNegative: lhs.isNegative)
      }
      return ExactDecimal(digits: subtract(b, a), scale: scale, isNegative: rhs.isNegative)
    }

    /// `digits` with zeros after the last fraction digit, to `newScale` fraction digits.
    private func digits(toScale newScale: Int) -> [UInt8] {
      var digits = self.digits
      digits.insert(contentsOf: repeatElement(0, count: newScale - scale), at: 0)
      return digits
    }

    private mutating func normalize() {
      // Drop trailing fraction zeros, then leading integer zeros; keep one integer digit.
      var drop = 0
      var wide = digits
      while drop < scale, drop < wide.count, wide[drop] == 0 { drop += 1 }
      wide.removeFirst(drop)
      scale -= drop
      while wide.count > scale + 1, wide.last == 0 { wide.removeLast() }
      while wide.count < scale + 1 { wide.append(0) }
      magnitude = .wide(wide)
      if isZero { isNegative = false }
      // The integer form whenever the digits fit it.
      var value: UInt64 = 0
      for digit in wide.reversed() {
        let (times, over) = value.multipliedReportingOverflow(by: 10)
        let (sum, carry) = times.addingReportingOverflow(UInt64(digit))
        guard !over, !carry else { return }
        value = sum
      }
      magnitude = .integer(value)
    }

    /// Whether the value lies in `0...upper` (`upper` ≥ 0), decided on the integer form alone: nil for a value
    /// without one, or when `upper` at the value's scale does not fit 64 bits (then `<` decides).
    func isWithin(zeroThrough upper: Int) -> Bool? {
      guard case .integer(let significand) = magnitude, scale < ExactDecimal.integerPowersOfTen.count else {
        return nil
      }
      if isNegative { return false }
      let (limit, overflow) = UInt64(upper).multipliedReportingOverflow(by: ExactDecimal.integerPowersOfTen[scale])
      return overflow ? nil : significand <= limit
    }

    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
      if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
      let order = compareMagnitude(lhs, rhs)
      return lhs.isNegative ? order > 0 : order < 0
    }

    /// `<` by the digit arrays alone: the reference the integer comparison agrees with.
    static func digitArrayLess(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Bool {
      if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
      let scale = max(lhs.scale, rhs.scale)
      let order = compareDigits(lhs.digits(toScale: scale), rhs.digits(toScale: scale))
      return lhs.isNegative ? order > 0 : order < 0
    }

    /// -1, 0 or 1 as `|a|` is below, equal to or above `|b|`.
    private static func compareMagnitude(_ a: ExactDecimal, _ b: ExactDecimal) -> Int {
      guard case .integer(let x) = a.magnitude, case .integer(let y) = b.magnitude else {
        let scale = max(a.scale, b.scale)
        return compareDigits(a.digits(toScale: scale), b.digits(toScale: scale))
      }
      if a.scale == b.scale { return x < y ? -1 : x == y ? 0 : 1 }
      // The one with fewer fraction digits, brought to the other's scale: past 64 bits it is the larger.
      let (fewer, more, shift, sign) = a.scale < b.scale ? (x, y, b.scale - a.scale, 1) : (y, x, a.scale - b.scale, -1)
      guard fewer != 0 else { return -sign }
      guard shift < ExactDecimal.integerPowersOfTen.count else { return sign }
      let (high, low) = fewer.multipliedFullWidth(by: ExactDecimal.integerPowersOfTen[shift])
      if high != 0 || low > more { return sign }
      return low == more ? 0 : -sign
    }

    /// 10^0 … 10^19: every power of ten a `UInt64` holds.
    private static let integerPowersOfTen: [UInt64] = (0...19).map { power in
      (0..<power).reduce(1) { value, _ in value * 10 }
    }

    /// -1, 0 or 1 as the magnitude of little-endian `x` is below, equal to or above that of `y` (same scale).
    private static func compareDigits(_ x: [UInt8], _ y: [UInt8]) -> Int {
      if x.count != y.count { return x.count < y.count ? -1 : 1 }
      for index in stride(from: x.count - 1, through: 0, by: -1) where x[index] != y[index] {
        return x[index] < y[index] ? -1 : 1
      }
      return 0
    }

    private static func add(_ x: [UInt8], _ y: [UInt8]) -> [UInt8] {
      var result: [UInt8] = []
      var carry: UInt8 = 0
      for index in 0..<max(x.count, y.count) {
        let sum = (index < x.count ? x[index] : 0) + (index < y.count ? y[index] : 0) + carry
        result.append(sum % 10)
        carry = sum / 10
      }
      if carry > 0 { result.append(carry) }
      return result
    }

    /// `x - y` for magnitudes with `x >= y`.
    private static func subtract(_ x: [UInt8], _ y: [UInt8]) -> [UInt8] {
      var result: [UInt8] = []
      var borrow = 0
      for index in 0..<x.count {
        var difference = Int(x[index]) - Int(index < y.count ? y[index] : 0) - borrow
        borrow = difference < 0 ? 1 : 0
        if difference < 0 { difference += 10 }
        result.append(UInt8(difference))
      }
      return result
    }

    static func isDigit(_ byte: UInt8) -> Bool {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
  }
}

/// `RangeWarning.ExactDecimal`, by its short name inside the package.
typealias ExactDecimal = RangeWarning.ExactDecimal
