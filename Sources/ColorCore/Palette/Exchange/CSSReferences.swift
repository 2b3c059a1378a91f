/// The custom properties of a CSS document that refer to others in it (`var(--name)`, `var(--name, fallback)`),
/// resolved as CSS computes them: a reference takes the value the document first declares its property with (itself
/// resolved), or its fallback when the document declares none; a chain is followed, a cycle refused naming it, and
/// a value that would grow past `maximumLength` characters refused. Each property is resolved once, so resolving a
/// document costs at most `maximumLength` characters a declaration.
struct CSSReferences {
  /// The longest value references may make.
  static let maximumLength = 4096

  /// The first value of each property, by name (without `--`).
  private let declared: [String: String]
  /// What each property resolved to, once asked.
  private var resolved: [String: Result<String, PaletteImportProblem.ReferenceProblem>] = [:]

  init(_ declarations: [CSSFormat.Declaration]) {
    var declared: [String: String] = [:]
    for declaration in declarations where declared[declaration.name] == nil {
      declared[declaration.name] = declaration.value
    }
    self.declared = declared
  }

  /// Whether `bytes` (a value, or a whole document) hold a reference: `var(`, in any case.
  static func refers(_ bytes: some Collection<UInt8>) -> Bool {
    reference(in: bytes) != nil
  }

  /// Where the first `var(` (in any case) of `bytes` is.
  private static func reference<Bytes: Collection<UInt8>>(in bytes: Bytes) -> Range<Bytes.Index>? {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      var end = index
      var matched = true
      for expected in "var(".utf8 {
        // A letter matches in either case: its lower case is its byte with 0x20 set.
        guard end < bytes.endIndex, bytes[end] | (expected == UInt8(ascii: "(") ? 0 : 0x20) == expected else {
          matched = false
          break
        }
        end = bytes.index(after: end)
      }
      if matched { return index..<end }
      index = bytes.index(after: index)
    }
    return nil
  }

  /// The value of `property`, `value`, with every `var()` replaced by what it refers to.
  mutating func resolve(
    _ value: String, of property: String
  ) -> Result<String, PaletteImportProblem.ReferenceProblem> {
    resolve(value, through: [property])
  }

  private mutating func resolve(
    _ value: String, through chain: [String]
  ) -> Result<String, PaletteImportProblem.ReferenceProblem> {
    var text = Substring(value)
    var result = ""
    while let start = Self.reference(in: text.utf8) {
      result += text[..<start.lowerBound]
      // The reference runs to its closing parenthesis.
      var depth = 1
      var end = start.upperBound
      while end < text.endIndex, depth > 0 {
        if text[end] == "(" { depth += 1 } else if text[end] == ")" { depth -= 1 }
        if depth > 0 { end = text.index(after: end) }
      }
      guard end < text.endIndex else { return .failure(.malformed) }
      let inner = text[start.upperBound..<end]
      let comma = inner.firstIndex(of: ",")
      let name = inner[..<(comma ?? inner.endIndex)].trimmingWhitespace()
      guard name.hasPrefix("--"), name.count > 2 else { return .failure(.malformed) }
      let property = String(name.dropFirst(2))
      switch reference(property, fallback: comma.map { String(inner[inner.index(after: $0)...]) }, chain: chain) {
      case .success(let text): result += text
      case .failure(let problem): return .failure(problem)
      }
      guard result.utf8.count <= Self.maximumLength else { return .failure(.tooLong(limit: Self.maximumLength)) }
      text = text[text.index(after: end)...]
    }
    result += text
    guard result.utf8.count <= Self.maximumLength else { return .failure(.tooLong(limit: Self.maximumLength)) }
    return .success(result)
  }

  /// What `var(--property[, fallback])` is, reached through `chain`.
  private mutating func reference(
    _ property: String, fallback: String?, chain: [String]
  ) -> Result<String, PaletteImportProblem.ReferenceProblem> {
    if chain.contains(property) { return .failure(.cycle(chain + [property])) }
    if let known = resolved[property] { return known }
    guard let value = declared[property] else {
      guard let fallback else { return .failure(.undefined(property)) }
      return resolve(String(fallback.trimmingWhitespace()), through: chain)
    }
    let outcome = resolve(value, through: chain + [property])
    // A cycle is reported from where it was entered; any other outcome is the property's own.
    if case .failure(.cycle) = outcome {} else { resolved[property] = outcome }
    return outcome
  }
}
