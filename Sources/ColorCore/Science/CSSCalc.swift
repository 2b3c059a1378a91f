/// `calc()` in a color function's components, computed as CSS Values 4 computes it: numbers, percentages and
/// angles (`deg`, `grad`, `rad`, `turn`), the constants `pi` and `e`, `+` and `-` between two values of one kind
/// (with white space around them, as CSS requires), `*` with a number on one side, `/` by a number, parentheses and
/// `calc()` inside. `calc(50% + 10%)` is `60%`, `calc(90deg + 0.5turn)` is `270deg`, `calc(1 / 3)` a number. An
/// infinite result is the largest value of its kind, and NaN is 0, as CSS censors them.
enum CSSCalc {
  /// A value and its kind: an angle is in degrees.
  private enum Value {
    case number(Double)
    case percentage(Double)
    case angle(Double)

    var amount: Double {
      switch self {
      case .number(let value), .percentage(let value), .angle(let value): value
      }
    }

    func with(_ amount: Double) -> Value {
      switch self {
      case .number: .number(amount)
      case .percentage: .percentage(amount)
      case .angle: .angle(amount)
      }
    }

    /// The value as a component's word: `60%`, `0.5`, `270deg`.
    var word: String {
      let censored =
        amount.isNaN
        ? 0 : amount.isInfinite ? (amount < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude) : amount
      switch self {
      case .number: return "\(censored)"
      case .percentage: return "\(censored)%"
      case .angle: return "\(censored)deg"
      }
    }
  }

  /// The deepest parentheses and `calc()`s inside one another.
  static let maximumDepth = 32

  /// `inner`, a color function's components, with each `calc(…)` replaced by its value; nil when it holds no
  /// `calc(`. Throws `ColorFunctionError.calc` naming the first one that is not a calculation.
  static func substitute(_ inner: Substring) throws(InputError.ColorFunctionError) -> String? {
    let bytes = Array(inner.utf8)
    guard find(in: bytes, from: 0) != nil else { return nil }
    var result: [UInt8] = []
    var done = 0
    while let start = find(in: bytes, from: done) {
      result += bytes[done..<start]
      var parser = Parser(bytes: bytes, index: start + 5)
      guard let value = parser.expression(depth: 1), parser.skipBlanks(), parser.take(UInt8(ascii: ")")) else {
        let end = closing(bytes, from: start + 5) ?? bytes.count
        throw .calc(String(decoding: bytes[start..<min(end + 1, bytes.count)], as: UTF8.self))
      }
      result += Array(value.word.utf8)
      done = parser.index
    }
    result += bytes[done...]
    return String(decoding: result, as: UTF8.self)
  }

  /// The offset of the `)` closing the parenthesis open before `start`, if any.
  private static func closing(_ bytes: [UInt8], from start: Int) -> Int? {
    var depth = 1
    for index in start..<bytes.count {
      if bytes[index] == UInt8(ascii: "(") { depth += 1 }
      if bytes[index] == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The offset of `calc(` at or after `start`, not ending a longer name.
  private static func find(in bytes: [UInt8], from start: Int) -> Int? {
    CSSFunctionName.find(Array("calc(".utf8), in: bytes[...], from: start)
  }

  /// A recursive descent over a calculation's bytes: a sum of products of values.
  private struct Parser {
    let bytes: [UInt8]
    var index: Int

    /// Skips white space; always true, so that it can stand in a condition.
    @discardableResult
    mutating func skipBlanks() -> Bool {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains(bytes[index]) { index += 1 }
      return true
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// A sum: products joined by `+` or `-`, each with white space on both sides.
    mutating func expression(depth: Int) -> Value? {
      guard depth <= CSSCalc.maximumDepth else { return nil }
      skipBlanks()
      guard var sum = product(depth: depth) else { return nil }
      while true {
        let before = index
        skipBlanks()
        guard index > before, index < bytes.count,
          bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        else {
          index = before
          return sum
        }
        let sign: Double = bytes[index] == UInt8(ascii: "+") ? 1 : -1
        index += 1
        let after = index
        skipBlanks()
        guard index > after, let term = product(depth: depth) else { return nil }
        switch (sum, term) {
        case (.number, .number), (.percentage, .percentage), (.angle, .angle):
          sum = sum.with(sum.amount + sign * term.amount)
        default: return nil
        }
      }
    }

    /// A product: values joined by `*` or `/`.
    mutating func product(depth: Int) -> Value? {
      guard var result = value(depth: depth) else { return nil }
      while true {
        let before = index
        skipBlanks()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "/") else {
          index = before
          return result
        }
        let multiplies = bytes[index] == UInt8(ascii: "*")
        index += 1
        skipBlanks()
        guard let factor = value(depth: depth) else { return nil }
        switch (multiplies, result, factor) {
        case (true, _, .number(let amount)): result = result.with(result.amount * amount)
        case (true, .number(let amount), _): result = factor.with(amount * factor.amount)
        case (false, _, .number(let amount)): result = result.with(result.amount / amount)
        default: return nil
        }
      }
    }

    /// A number, percentage, angle or constant, or a calculation in parentheses or `calc()`.
    mutating func value(depth: Int) -> Value? {
      if take(UInt8(ascii: "(")) {
        guard let inner = expression(depth: depth + 1), skipBlanks(), take(UInt8(ascii: ")")) else { return nil }
        return inner
      }
      if index + 5 <= bytes.count, zip(bytes[index..<(index + 5)], Array("calc(".utf8)).allSatisfy({ $0 | 0x20 == $1 })
      {
        index += 5
        guard let inner = expression(depth: depth + 1), skipBlanks(), take(UInt8(ascii: ")")) else { return nil }
        return inner
      }
      // A number: a sign, digits with a point, an exponent; then `%` or a unit.
      let start = index
      var end = index
      if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
      let digitsStart = end
      while end < bytes.count, (bytes[end] >= 0x30 && bytes[end] <= 0x39) || bytes[end] == UInt8(ascii: ".") {
        end += 1
      }
      if end > digitsStart, end < bytes.count, bytes[end] | 0x20 == UInt8(ascii: "e") {
        var exponent = end + 1
        if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") {
          exponent += 1
        }
        if exponent < bytes.count, bytes[exponent] >= 0x30 && bytes[exponent] <= 0x39 {
          end = exponent
          while end < bytes.count, bytes[end] >= 0x30 && bytes[end] <= 0x39 { end += 1 }
        }
      }
      var word = end
      while word < bytes.count, bytes[word] | 0x20 >= UInt8(ascii: "a"), bytes[word] | 0x20 <= UInt8(ascii: "z") {
        word += 1
      }
      let unit = String(decoding: bytes[end..<word], as: UTF8.self).lowercased()
      guard end > digitsStart else {
        // A constant, with its sign.
        let sign: Double = start < digitsStart && bytes[start] == UInt8(ascii: "-") ? -1 : 1
        index = word
        switch unit {
        case "pi": return .number(sign * Double.pi)
        case "e": return .number(sign * 2.718281828459045)
        default: return nil
        }
      }
      guard let amount = Double(String(decoding: bytes[start..<end], as: UTF8.self)) else { return nil }
      if word == end, end < bytes.count, bytes[end] == UInt8(ascii: "%") {
        index = end + 1
        return .percentage(amount)
      }
      index = word
      switch unit {
      case "": return .number(amount)
      case "deg": return .angle(amount)
      case "grad": return .angle(amount * 0.9)
      case "rad": return .angle(amount * 180 / Double.pi)
      case "turn": return .angle(amount * 360)
      default: return nil
      }
    }
  }
}
