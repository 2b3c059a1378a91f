/// One component of a CSS color function: a number, a percentage, an angle or `none`.
enum Component: Equatable, Sendable {
  case number(Double)
  case percentage(Double)
  /// Already in degrees.
  case angle(Double)
  case none

  /// Reads `word`; `none` is refused in the legacy comma syntax.
  ///
  /// Read from its UTF-8 bytes, `none` and the units in any ASCII case: no other character lowercases to one of
  /// their letters, and a number is ASCII.
  init(_ word: String, legacy: Bool) throws(ColorFunctionError) {
    let reading =
      word.utf8.withContiguousStorageIfAvailable(Component.reading)
      ?? Array(word.utf8).withUnsafeBufferPointer(Component.reading)
    switch reading {
    case .keywordNone:
      if legacy { throw .noneWithCommas }
      self = .none
    case .component(let component): self = component
    case .notANumber: throw .notANumber(word)
    }
  }

  /// What the bytes of a component's word are.
  private enum Reading {
    case keywordNone
    case component(Component)
    case notANumber
  }

  /// The angle units and their size in degrees, in the order they are tried.
  private static let units: [(name: [UInt8], degrees: Double)] = [
    (Array("deg".utf8), 1.0), (Array("grad".utf8), 0.9), (Array("rad".utf8), 180 / Double.pi),
    (Array("turn".utf8), 360.0),
  ]

  private static func reading(_ word: UnsafeBufferPointer<UInt8>) -> Reading {
    if word.count == 4, endsInASCIILetters(word, "none".utf8) { return .keywordNone }
    if word.last == UInt8(ascii: "%") {
      return number(UnsafeBufferPointer(rebasing: word.dropLast())).map { .component(.percentage($0)) } ?? .notANumber
    }
    for (unit, degrees) in units where endsInASCIILetters(word, unit) {
      let value = number(UnsafeBufferPointer(rebasing: word.dropLast(unit.count)))
      return value.map { .component(.angle($0 * degrees)) } ?? .notANumber
    }
    return number(word).map { .component(.number($0)) } ?? .notANumber
  }

  /// Whether `word` ends in `letters` (lower-case ASCII letters), in any ASCII case.
  private static func endsInASCIILetters(_ word: UnsafeBufferPointer<UInt8>, _ letters: some Collection<UInt8>)
    -> Bool
  {
    guard word.count >= letters.count else { return false }
    return zip(word[(word.count - letters.count)...], letters).allSatisfy { byte, letter in
      byte == letter || byte == letter - 0x20
    }
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
      let exact =
        word.utf8.withContiguousStorageIfAvailable(Component.exactHue)
        ?? Array(word.utf8).withUnsafeBufferPointer(Component.exactHue)
      return exact ?? (value.isFinite ? value.truncatingRemainder(dividingBy: 360) : 0)
    }
    return value
  }

  /// The hue `word` writes, a number or an angle in deg, grad or turn, reduced exactly; nil for any other word.
  private static func exactHue(_ word: UnsafeBufferPointer<UInt8>) -> Double? {
    // A plain number is in degrees; a word ending in another letter (`rad`) is not reduced exactly.
    var unit: (name: [UInt8], turn: Int, degrees: Double) = ([], 360, 1.0)
    if let named = hueUnits.first(where: { endsInASCIILetters(word, $0.name) }) {
      unit = named
    } else if let last = word.last, !ExactDecimal.isDigit(last) {
      return nil
    }
    let number = ExactDecimal(utf8: UnsafeBufferPointer(rebasing: word.dropLast(unit.name.count)), .css)
    return number.map { $0.remainder(dividingBy: unit.turn) * unit.degrees }
  }

  /// The units a hue is reduced in exactly: their name, a full turn in them, and their size in degrees.
  private static let hueUnits: [(name: [UInt8], turn: Int, degrees: Double)] = [
    (Array("deg".utf8), 360, 1.0), (Array("grad".utf8), 400, 0.9), (Array("turn".utf8), 1, 360.0),
  ]

  /// A CSS number: optional sign, then digits with an optional fraction, or a fraction alone (`.5`), then an
  /// optional exponent (`e` or `E`, an optional sign, digits), read exactly and rounded to the nearest `Double`
  /// (the sign applied last, so `-0` is -0.0); nil for anything else.
  private static func number(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    var body = text[...]
    var sign = 1.0
    if let first = body.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      sign = first == UInt8(ascii: "-") ? -1 : 1
      body = body.dropFirst()
    }
    guard let first = body.first, ExactDecimal.isDigit(first) || first == UInt8(ascii: ".") else { return nil }
    return ExactDecimal(utf8: UnsafeBufferPointer(rebasing: body), .css).map { sign * $0.doubleValue }
  }
}
