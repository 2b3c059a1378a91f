/// The custom properties of a CSS document that refer to others in it (`var(--name)`, `var(--name, fallback)`),
/// resolved as CSS substitutes them: a reference takes the value the document first declares its property with
/// (itself resolved: the declaration import keeps), or its fallback when the document declares none; a chain is
/// followed, and a substitution is kept apart from a word it would run into (`var(--a)var(--b)` is two values).
///
/// Resolving costs at most a fixed multiple of the document's size: each property is resolved once (its outcome
/// kept, a cycle too), a chain may be `maximumDepth` references deep, a value `maximumLength` bytes long, and all
/// substitutions together four times the document's bytes (at least `maximumLength`). Past any limit, or on a
/// cycle, a reference is refused naming why.
struct CSSReferences {
  /// The longest value references may make, in bytes.
  static let maximumLength = 4096
  /// The most references a chain may go through.
  static let maximumDepth = 32

  /// The first value of each property, by name (without `--`).
  private let declared: [String: String]
  /// What each property resolved to, once asked.
  private var resolved: [String: Result<[UInt8], PaletteImportProblem.ReferenceProblem>] = [:]
  /// The bytes substitutions may still make, in all, and how many that was at first.
  private var budget: Int
  private let allowance: Int

  init(_ declarations: [CSSFormat.Declaration], documentSize: Int) {
    var declared: [String: String] = [:]
    for declaration in declarations where declared[declaration.name] == nil {
      declared[declaration.name] = declaration.value
    }
    self.declared = declared
    allowance = max(4 * documentSize, Self.maximumLength)
    budget = allowance
  }

  /// Whether `bytes` (a value, or a whole document) hold a reference: `var(`, in any case, not ending a longer
  /// name (`somevar(` is none).
  static func refers(_ bytes: [UInt8]) -> Bool {
    reference(in: bytes, from: 0) != nil
  }

  /// Whether `value` is one reference and nothing else (`var(--indigo-7)`, `var(--x, red)`): another name for a
  /// color, with none of its own.
  static func isOnlyAReference(_ value: String) -> Bool {
    let bytes = Array(value.utf8)
    guard reference(in: bytes, from: 0) == 0, let close = closing(bytes, from: 4) else { return false }
    return close == bytes.count - 1
  }

  /// Whether `value`, one reference and nothing else (`isOnlyAReference`), names a property the document declares:
  /// its value is that property's, not its fallback's.
  func namesADeclaration(_ value: String) -> Bool {
    let bytes = Array(value.utf8)
    guard Self.reference(in: bytes, from: 0) == 0, let close = Self.closing(bytes, from: 4) else { return false }
    let inner = bytes[4..<close]
    let tokens = CSSTokenizer.tokens(
      String(decoding: inner[..<(inner.firstIndex(of: UInt8(ascii: ",")) ?? close)], as: UTF8.self)
    )
    .filter { $0.kind != .whitespace }
    guard tokens.count == 1, case .ident(let name) = tokens[0].kind, name.hasPrefix("--") else { return false }
    return declared[String(name.dropFirst(2))] != nil
  }

  /// The offset of the first `var(` (in any case) of `bytes` at or after `start` that does not end a longer name.
  private static func reference(in bytes: [UInt8], from start: Int) -> Int? {
    CSSFunctionName.find(marker, in: bytes[...], from: start)
  }

  private static let marker = Array("var(".utf8)

  /// The offset of the `)` that closes the parenthesis open before `start`.
  private static func closing(_ bytes: [UInt8], from start: Int) -> Int? {
    var depth = 1
    var index = start
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "(") {
        depth += 1
      } else if bytes[index] == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// The value of `property`, `value`, with every `var()` replaced by what it refers to.
  mutating func resolve(
    _ value: String, of property: String
  ) -> Result<String, PaletteImportProblem.ReferenceProblem> {
    resolve(Array(value.utf8), through: [property]).map { String(decoding: $0, as: UTF8.self) }
  }

  private mutating func resolve(
    _ value: [UInt8], through chain: [String]
  ) -> Result<[UInt8], PaletteImportProblem.ReferenceProblem> {
    var result: [UInt8] = []
    var done = 0
    while let start = Self.reference(in: value, from: done) {
      result += value[done..<start]
      guard let close = Self.closing(value, from: start + 4) else { return .failure(.malformed) }
      let inner = value[(start + 4)..<close]
      let comma = inner.firstIndex(of: UInt8(ascii: ","))
      let tokens = CSSTokenizer.tokens(String(decoding: inner[..<(comma ?? close)], as: UTF8.self))
        .filter { $0.kind != .whitespace }
      guard tokens.count == 1, case .ident(let name) = tokens[0].kind, name.hasPrefix("--"), name.count > 2 else {
        return .failure(.malformed)
      }
      let fallback = comma.map { Array(value[($0 + 1)..<close]) }
      let substitution: [UInt8]
      switch reference(String(name.dropFirst(2)), fallback: fallback, chain: chain) {
      case .success(let text): substitution = text
      case .failure(let problem): return .failure(problem)
      }
      budget -= substitution.count
      guard budget >= 0 else { return .failure(.documentTooLong(limit: allowance)) }
      // A substitution is its own tokens: kept apart from a word before or after it.
      if let last = result.last, let first = substitution.first, Self.joins(last, first) { result.append(0x20) }
      result += substitution
      if let last = result.last, close + 1 < value.count, Self.joins(last, value[close + 1]) { result.append(0x20) }
      guard result.count <= Self.maximumLength else { return .failure(.tooLong(limit: Self.maximumLength)) }
      done = close + 1
    }
    result += value[done...]
    guard result.count <= Self.maximumLength else { return .failure(.tooLong(limit: Self.maximumLength)) }
    return .success(result)
  }

  /// Whether two bytes side by side would run into one token: neither is white space or punctuation that ends one.
  private static func joins(_ first: UInt8, _ second: UInt8) -> Bool {
    func separates(_ byte: UInt8) -> Bool {
      CSSTokenizer.isWhitespace(byte: byte) || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
        || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "/")
    }
    return !separates(first) && !separates(second)
  }

  /// What `var(--property[, fallback])` is, reached through `chain`.
  private mutating func reference(
    _ property: String, fallback: [UInt8]?, chain: [String]
  ) -> Result<[UInt8], PaletteImportProblem.ReferenceProblem> {
    if let start = chain.firstIndex(of: property) { return .failure(.cycle(Array(chain[start...]) + [property])) }
    if let known = resolved[property] { return known }
    guard let value = declared[property] else {
      guard let fallback else { return .failure(.undefined(property)) }
      return resolve(fallback.trimmedBlanks, through: chain)
    }
    guard chain.count < Self.maximumDepth else { return .failure(.tooDeep(limit: Self.maximumDepth)) }
    let outcome = resolve(Array(value.utf8), through: chain + [property])
    // How deep a chain went depends on where it was entered: that alone is not the property's own outcome.
    if case .failure(.tooDeep) = outcome {} else { resolved[property] = outcome }
    return outcome
  }
}

extension Array where Element == UInt8 {
  /// The bytes without the CSS white space at either end.
  fileprivate var trimmedBlanks: [UInt8] {
    Array(
      drop(while: CSSTokenizer.isWhitespace(byte:)).reversed().drop(while: CSSTokenizer.isWhitespace(byte:)).reversed())
  }
}
