extension RangeWarning {
  /// An exact decimal number of any size: `sign × digits × 10^-scale`.
  ///
  /// Input values are kept exactly, so range checks see the number as typed and sums never lose a digit.
  public struct ExactDecimal: Comparable, Sendable {
    /// Little-endian decimal digits of the magnitude.
    private(set) var digits: [UInt8]
    /// How many of `digits` are after the decimal point.
    private(set) var scale: Int
    /// Whether the number is below zero.
    public private(set) var isNegative: Bool

    private init(digits: [UInt8], scale: Int, isNegative: Bool) {
      self.digits = digits
      self.scale = scale
      self.isNegative = isNegative
      normalize()
    }

    /// A value in tenths.
    public init(tenths: Int) {
      var magnitude = tenths.magnitude
      var digits: [UInt8] = []
      repeat {
        digits.append(UInt8(magnitude % 10))
        magnitude /= 10
      } while magnitude > 0
      self.init(digits: digits, scale: 1, isNegative: tenths < 0)
    }

    /// Parses a CSS number: an optional sign, digits with an optional fraction or a fraction alone (`.5`), and an
    /// optional exponent (`1e2`, `2.5E-3`); anything else is `nil`.
    package init?(cssNumber text: String) {
      var number = text
      if number.hasPrefix("+") { number.removeFirst() }
      if number.hasPrefix(".") { number = "0" + number }
      if number.hasPrefix("-.") { number.insert("0", at: number.index(after: number.startIndex)) }
      guard let value = ExactDecimal(number) ?? ExactDecimal(jsonNumber: number) else { return nil }
      self = value
    }

    /// Parses `[+-]?[0-9]+(\.[0-9]+)?` in ASCII; anything else is `nil`.
    public init?(_ text: String) {
      var bytes = Array(text.utf8)[...]
      var negative = false
      if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
        negative = first == UInt8(ascii: "-")
        bytes = bytes.dropFirst()
      }
      let parts = bytes.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
      guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(ExactDecimal.isDigit) else { return nil }
      var fraction: ArraySlice<UInt8> = []
      if parts.count == 2 {
        fraction = parts[1]
        guard !fraction.isEmpty, fraction.allSatisfy(ExactDecimal.isDigit) else { return nil }
      }
      let all = (whole + fraction).reversed().map { $0 - UInt8(ascii: "0") }
      self.init(digits: all, scale: fraction.count, isNegative: negative)
    }

    /// Parses a JSON number (`-?int(.frac)?([eE][+-]?exp)?`, already validated by the JSON parser).
    ///
    /// The magnitude is capped, not the exponent: a value of 10^2000 or more becomes about 10^2000 and one below
    /// 10^-2000 becomes 10^-2001 (same sign), far beyond anything that changes how a channel value clamps or
    /// rounds, while `1` + 3000 zeros + `e-2999` is exactly 10.
    public init?(jsonNumber text: String) {
      let lower = text.lowercased()
      let parts = lower.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
      guard let mantissa = ExactDecimal(String(parts[0])) else { return nil }
      var exponent = 0
      if parts.count == 2 {
        var exponentText = parts[1][...]
        var exponentNegative = false
        if let sign = exponentText.first, sign == "+" || sign == "-" {
          exponentNegative = sign == "-"
          exponentText = exponentText.dropFirst()
        }
        guard !exponentText.isEmpty, exponentText.utf8.allSatisfy(ExactDecimal.isDigit) else { return nil }
        let significant = exponentText.drop { $0 == "0" }
        // Past 10^15 the exponent outweighs any mantissa a bounded file can hold.
        exponent = significant.count > 15 ? 1_000_000_000_000_000 : Int(significant) ?? 0
        if exponentNegative { exponent = -exponent }
      }
      // Little-endian digits: drop leading zeros (at the end) and trailing zeros (at the start, moving the scale).
      var digits = mantissa.digits
      var scale = mantissa.scale
      while let last = digits.last, last == 0 { digits.removeLast() }
      guard !digits.isEmpty else {
        self.init(digits: [0], scale: 0, isNegative: mantissa.isNegative)
        return
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
      self.init(digits: digits, scale: scale, isNegative: mantissa.isNegative)
    }

    /// Whether the number is zero.
    public var isZero: Bool { digits.allSatisfy { $0 == 0 } }

    /// The value rounded to tenths, half away from zero, for a value in 0...1000 at most (a clamped channel).
    public var roundedTenths: Int {
      precondition(!(isNegative && !isZero) && digits.count - scale <= 4, "roundedTenths of a value out of range")
      var tenths = 0
      for position in stride(from: digits.count - 1, through: scale - 1, by: -1) {
        tenths = tenths * 10 + Int(position >= 0 && position < digits.count ? digits[position] : 0)
      }
      if scale >= 2, digits[scale - 2] >= 5 { tenths += 1 }
      return tenths
    }

    /// The value times 10^`places` (`places` ≥ 0), exactly: `0.5035` times 10^2 is `50.35`.
    package func timesPowerOfTen(_ places: Int) -> ExactDecimal {
      precondition(places >= 0, "timesPowerOfTen of a negative power")
      let padding = max(0, places - scale)
      return ExactDecimal(
        digits: Array(repeating: 0, count: padding) + digits, scale: scale + padding - places, isNegative: isNegative)
    }

    /// The value as a `Double` (the nearest one; huge values are infinite).
    public var doubleValue: Double {
      Double(description) ?? .infinity
    }

    /// The remainder of the value divided by `modulus` (same sign as the value), exactly, as a `Double`.
    public func remainder(dividingBy modulus: Int) -> Double {
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
      let a = lhs.padded(toScale: scale)
      let b = rhs.padded(toScale: scale)
      if a.isNegative == b.isNegative {
        return ExactDecimal(digits: add(a.digits, b.digits), scale: scale, isNegative: a.isNegative)
      }
      if compareMagnitude(a, b) >= 0 {
        return ExactDecimal(digits: subtract(a.digits, b.digits), scale: scale, isNegative: a.isNegative)
      }
      return ExactDecimal(digits: subtract(b.digits, a.digits), scale: scale, isNegative: b.isNegative)
    }

    private func padded(toScale newScale: Int) -> ExactDecimal {
      var copy = self
      copy.digits.insert(contentsOf: repeatElement(0, count: newScale - scale), at: 0)
      copy.scale = newScale
      return copy
    }

    private mutating func normalize() {
      // Drop trailing fraction zeros, then leading integer zeros; keep one integer digit.
      var drop = 0
      while drop < scale, drop < digits.count, digits[drop] == 0 { drop += 1 }
      digits.removeFirst(drop)
      scale -= drop
      while digits.count > scale + 1, digits.last == 0 { digits.removeLast() }
      while digits.count < scale + 1 { digits.append(0) }
      if isZero { isNegative = false }
    }

    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
      if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
      let order = compareMagnitude(lhs, rhs)
      return lhs.isNegative ? order > 0 : order < 0
    }

    private static func compareMagnitude(_ a: ExactDecimal, _ b: ExactDecimal) -> Int {
      let scale = max(a.scale, b.scale)
      let x = a.padded(toScale: scale).digits
      let y = b.padded(toScale: scale).digits
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
package typealias ExactDecimal = RangeWarning.ExactDecimal
