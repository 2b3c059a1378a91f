/// One component of a CSS color function: a number, a percentage, an angle or `none`.
enum Component: Equatable, Sendable {
  case number(Double)
  case percentage(Double)
  /// Already in degrees.
  case angle(Double)
  case none

  /// Reads `word`; `none` is refused in the legacy comma syntax.
  init(_ word: String, legacy: Bool) throws(ColorFunctionError) {
    let lower = word.lowercased()
    if lower == "none" {
      if legacy { throw .noneWithCommas }
      self = .none
      return
    }
    if lower.hasSuffix("%") {
      self = .percentage(try Component.number(String(lower.dropLast()), word: word))
      return
    }
    for (unit, degrees) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)]
    where lower.hasSuffix(unit) {
      self = .angle(try Component.number(String(lower.dropLast(unit.count)), word: word) * degrees)
      return
    }
    self = .number(try Component.number(lower, word: word))
  }

  /// The hue in degrees: a number or an angle (`none` is 0).
  func hue() throws(ColorFunctionError) -> Double {
    switch self {
    case .number(let value), .angle(let value): value
    case .none: 0
    case .percentage: throw .percentageHue
    }
  }

  /// The value as a number, a percentage counting `percent` per 1%, or 0 for `none`.
  func scaled(percent: Double, what: String, allowNumber: Bool = true) throws(ColorFunctionError) -> Double {
    switch self {
    case .percentage(let value): return value * percent
    case .number(let value) where allowNumber: return value
    case .none: return 0
    default: throw .wrongKind(component: what, percentageOnly: !allowNumber)
    }
  }

  /// The hue in degrees as `hue()`, but for a number or an angle in deg, grad or turn reduced modulo a full turn
  /// exactly from `word`'s decimal text before it becomes a `Double` (so 10^38 degrees is the right hue).
  func hue(exact word: String) throws(ColorFunctionError) -> Double {
    let value = try hue()
    guard case .none = self else {
      let lower = word.lowercased()
      for (unit, turn, degrees) in [("deg", 360, 1.0), ("grad", 400, 0.9), ("turn", 1, 360.0), ("", 360, 1.0)]
      where lower.hasSuffix(unit) {
        if unit.isEmpty && lower.last.map({ !$0.isNumber }) == true { break }
        guard let exact = ExactDecimal(cssNumber: String(lower.dropLast(unit.count))) else { break }
        return exact.remainder(dividingBy: turn) * degrees
      }
      return value.isFinite ? value.truncatingRemainder(dividingBy: 360) : 0
    }
    return value
  }

  /// A CSS number: optional sign, then digits with an optional fraction, or a fraction alone (`.5`), then an
  /// optional exponent (`e` or `E`, an optional sign, digits), read to the nearest `Double`.
  private static func number(_ text: String, word: String) throws(ColorFunctionError) -> Double {
    var body = Substring(text)
    var sign = 1.0
    if let first = body.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      body = body.dropFirst()
    }
    let unsigned = body
    let digitsOnly = { (part: Substring) in part.allSatisfy { $0.isASCII && $0.isNumber } }
    var exponentValid = true
    if let e = body.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      var exponent = body[body.index(after: e)...]
      if let first = exponent.first, first == "+" || first == "-" { exponent = exponent.dropFirst() }
      exponentValid = !exponent.isEmpty && digitsOnly(exponent)
      body = body[..<e]
    }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    let valid =
      exponentValid
      && (parts.count == 1
        ? !parts[0].isEmpty && digitsOnly(parts[0])
        : parts.count == 2 && !parts[1].isEmpty && digitsOnly(parts[0]) && digitsOnly(parts[1]))
    guard valid, let value = Double(unsigned) else { throw .notANumber(word) }
    return sign * value
  }
}
