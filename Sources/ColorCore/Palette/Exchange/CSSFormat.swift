/// CSS custom properties on `:root`, one per entry:
///
///     /* colormix */
///     :root {
///       --grape: #8033cc;
///       --sky-blue-1: #729fcf; /* colormix-name: "Sky Blue 1" */
///       --overlay: rgb(0 0 0 / 0.5);
///       --brand: color(display-p3 1 0.5 0);
///     }
///
/// An opaque entry is written `#rrggbb`; a translucent one `#rrggbbaa` when its alpha is a whole number of 255ths,
/// else `rgb(R G B / A)` with the alpha to the digits it has, so that it reads back the same; one read from a design
/// token in its own space, as CSS writes that space (`color(display-p3 …)`, `oklch(…)`), exactly.
/// A name becomes a CSS identifier by one rule: lower case; every character that is not a letter, a digit, `-`,
/// `_` or non-ASCII becomes `-`; runs of `-` become one and `-` at either end is dropped; an empty result is
/// `color`; one that begins with a digit gets `color-` before it; a name that a previous entry's identifier took
/// gets `-2`, `-3`… When the identifier is not the name, a comment after the declaration keeps the name (a JSON
/// string, `/` written `\/` so the comment cannot end early), and reading takes the name from it: a round trip
/// keeps every name.
///
/// Reading tokenizes the document as CSS does (`CSSTokenizer`) and takes every declaration of a custom property
/// (`--NAME: VALUE;`) in it, in any rule or at-rule and at the top level, its name being the property's ident
/// without `--` (escapes decoded), and its value any color colormix reads (`#8033cc`, `rgb()`, `oklch()`, a
/// name…); a value that is not a color is skipped (`4px`), unless it is written as one (`#12345g`, `rgb(1 2)`:
/// a refused entry); `var()` references to the document's own properties are resolved first (`CSSReferences`),
/// and a value that is only a reference (another name for a color) is skipped; one that had to be clamped or
/// gamut mapped is imported mapped, with its warnings. The alpha is kept (`rgb(0 0 0 / 0.5)`, `#0000007f`). A
/// comment inside a value counts as a space, and a final `!important` is dropped. Nothing inside a string, a `url()`, a
/// comment or another declaration's value is a declaration; other declarations, selectors and comments are
/// skipped. A comment that never ends makes the document unreadable, and so do blocks, brackets and functions
/// nested more than 32 deep (each block read is one call deeper, so no input can exhaust the stack, and finding
/// what closes one costs at most 32 times its length).
enum CSSFormat {
  /// The comment that carries a name the identifier changed.
  static let nameMarker = "colormix-name:"

  /// The most blocks of rules and at-rules read inside one another.
  static let maximumDepth = 32

  static func write(_ entries: [PaletteEntry], name: String, fallbacks: Bool = false) -> [UInt8] {
    var text = "/* \(name.replacing("*/", with: "* /")) */\n:root {\n"
    var taken: Set<String> = []
    var wide: [(identifier: String, entry: PaletteEntry)] = []
    for entry in entries {
      let first = unique(identifier(for: entry.name), in: &taken)
      if fallbacks && !entry.exact.isInGamut(.srgb) {
        // Its sRGB mapping here, its own color where the browser shows a wide gamut.
        text += declaration(first, name: entry.name, value: entry.srgb.hex)
        wide.append((first, entry))
      } else {
        text += declaration(first, name: entry.name, value: value(of: entry))
      }
      for alias in entry.aliases {
        text += declaration(unique(identifier(for: alias), in: &taken), name: alias, value: "var(--\(first))")
      }
    }
    text += "}\n"
    if !wide.isEmpty {
      text += "@supports (color: color(\(ColorSpace.displayP3.name) 1 1 1)) {\n  :root {\n"
      for (identifier, entry) in wide {
        text += "  " + declaration(identifier, name: entry.name, value: value(of: entry))
      }
      text += "  }\n}\n"
    }
    return Array(text.utf8)
  }

  /// `  --identifier: value;`, with the name in a comment when the identifier is not the name.
  private static func declaration(_ identifier: String, name: String, value: String) -> String {
    var text = "  --\(identifier): \(value);"
    if identifier != name {
      text += " /* \(nameMarker) \(JSONText.quote(name).replacing("/", with: "\\/")) */"
    }
    return text + "\n"
  }

  /// An entry's value, by the rule above: its text, else its tenths as percentages.
  static func value(of entry: PaletteEntry) -> String {
    if let text = entry.text { return text }
    let color = entry.color
    let alpha = entry.alpha.map { " / " + PaletteEntry.alphaText($0) } ?? ""
    let text = StoredColor.text(ofTenths:)
    return "rgb(\(text(color.red))% \(text(color.green))% \(text(color.blue))%\(alpha))"
  }

  /// The CSS identifier for a name, by the rule above (before collisions are numbered).
  static func identifier(for name: String) -> String {
    var result = ""
    for scalar in name.lowercased().unicodeScalars {
      let kept =
        (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") || scalar == "_" || scalar.value >= 0x80
      let next: Unicode.Scalar = kept ? scalar : "-"
      if next == "-" && (result.isEmpty || result.unicodeScalars.last == "-") { continue }
      result.unicodeScalars.append(next)
    }
    while result.unicodeScalars.last == "-" { result.unicodeScalars.removeLast() }
    if result.isEmpty { return "color" }
    if let first = result.unicodeScalars.first, first >= "0" && first <= "9" { return "color-" + result }
    return result
  }

  /// `base`, or `base-2`, `base-3`… when an earlier entry took it; the result is added to `taken`.
  static func unique(_ base: String, in taken: inout Set<String>) -> String {
    var candidate = base
    var number = 2
    while taken.contains(candidate) {
      candidate = base + "-" + String(number)
      number += 1
    }
    taken.insert(candidate)
    return candidate
  }

  /// A name in a scheme, which a wide-gamut declaration takes from the others.
  struct WideKey: Hashable {
    var name: String
    var scheme: ColorScheme?
  }

  /// One custom property declaration of a document.
  struct Declaration: Equatable {
    /// The property's name without `--`, its escapes decoded.
    var name: String
    /// The value: its text with each comment as a space, without a final `!important`, white space trimmed.
    var value: String
    /// The line of its name.
    var line: Int
    /// The name a `colormix-name:` comment after it on its line keeps.
    var keptName: String?
    /// The scheme of the innermost rule or at-rule around it that marks one, nil for none.
    var scheme: ColorScheme?
    /// Whether an at-rule around it asks for a wide gamut (`@supports (color: color(display-p3 1 1 1))`, `@media
    /// (color-gamut: p3)`): its color replaces the sRGB one declared for the same name, as it does where CSS
    /// shows it.
    var isWideGamut = false
  }

  static func read(_ text: ImportText, into result: inout ImportedLines) throws(PaletteImportError) {
    // A copy the escaping reader takes each declaration into (it gives its entries on, when made to).
    var lines = result
    defer { result = lines }
    guard CSSReferences.refers(text.bytes) || mentionsAScheme(text.bytes) || mentionsAWideGamut(text.bytes) else {
      try declarations(in: text, refusingAnUnendedComment: true) { lines.append(entry($0)) }
      return
    }
    // References may point forward, and a scheme's declaration replaces one before it: every declaration is read
    // before any is taken.
    var all: [Declaration] = []
    try declarations(in: text, refusingAnUnendedComment: true) { all.append($0) }
    all = declarations(all, of: lines.scheme, counting: &lines.otherScheme)
    var references = CSSReferences(all, documentSize: text.bytes.count)
    // Another name for a property of the file (`--link: var(--indigo-7)`) is read after the others, so that the
    // color's entry is named first as the property that declares it, and this name is its alias; unless its name
    // is declared again, where the first declaration keeps its place (the later one is refused).
    var declared: [String: Int] = [:]
    for declaration in all { declared[declaration.name, default: 0] += 1 }
    var aliases: [Declaration] = []
    for declaration in all {
      guard CSSReferences.refers(Array(declaration.value.utf8)) else {
        lines.append(entry(declaration))
        continue
      }
      let value = declaration.value
      if CSSReferences.isOnlyAReference(value), references.namesADeclaration(value), declared[declaration.name] == 1 {
        aliases.append(declaration)
        continue
      }
      switch references.resolve(value, of: declaration.name) {
      case .success(let resolved):
        var declaration = declaration
        declaration.value = resolved
        lines.append(entry(declaration))
      case .failure(let problem):
        guard looksLikeAColor(value) else {
          lines.append(.skipped(line: declaration.line))
          continue
        }
        lines.append(.bad(line: declaration.line, problem: .unresolvedReference(value: value, problem: problem)))
      }
    }
    // Its color when it comes to one (an alias of the property's), skipped otherwise (`--gap: var(--space, 4px)`).
    for declaration in aliases {
      var resolved = declaration
      resolved.value = (try? references.resolve(declaration.value, of: declaration.name).get()) ?? ""
      let color = entry(resolved)
      lines.append(color.isColor ? color : .skipped(line: declaration.line))
    }
  }

  /// One declaration as an entry, named as its `colormix-name:` comment says when it has one.
  private static func entry(_ declaration: Declaration) -> ImportedLine {
    switch entry(name: declaration.name, value: declaration.value, line: declaration.line) {
    case .entry(let line, let name, let color, let kept):
      .entry(line: line, name: declaration.keptName ?? name, color: color, kept: kept)
    case .mapped(let line, let name, let color, let value, let warnings, let gamut, let kept):
      .mapped(
        line: line, name: declaration.keptName ?? name, color: color, value: value, warnings: warnings, gamut: gamut,
        kept: kept)
    case let other: other
    }
  }

  /// Every custom property declaration of a document's tokens, in order, read as CSS reads a block's contents
  /// (the document's top level too, so that a file of bare declarations reads), going into the block of every
  /// rule and at-rule: a declaration is an ident, `:` and the component values up to `;`; one whose value ends
  /// with a `{}` block after something else is a rule. A declaration's value is never searched, nor a string, a
  /// `url()` or a comment. Blocks, brackets and functions nested more than `maximumDepth` deep are refused,
  /// naming the line of the first one too deep. A comment that never ends is refused when
  /// `refusingAnUnendedComment`. Each declaration goes to `each` once what follows it on its line is read (its
  /// `colormix-name:` comment); none is kept.
  static func declarations(
    in text: ImportText, refusingAnUnendedComment: Bool = false, _ each: @escaping (Declaration) -> Void
  ) throws(PaletteImportError) {
    // Bytes that are not UTF-8 are tokenized as they decode (each bad sequence one U+FFFD).
    // (The check's copy is gone before the tokens are made.)
    let isUTF8 = String(validating: text.bytes, as: UTF8.self) != nil
    let source = isUTF8 ? text.bytes : Array(String(decoding: text.bytes, as: UTF8.self).utf8)
    let tokens = CSSTokenizer.marks(source)
    if refusingAnUnendedComment, let open = tokens.last, open.tag == .unterminatedComment {
      throw PaletteImportError(line: text.line(ofOffset: open.start), problem: .unterminatedComment)
    }
    var reader = try DeclarationReader(tokens: tokens, source: source, text: text, each: each)
    try reader.readContents(0..<tokens.count, depth: 0)
    reader.flush()
  }

  /// The name a `colormix-name: "…"` comment keeps, if the comment is one.
  static func keptName(_ body: String) -> String? {
    let trimmed = body.trimmingWhitespace()
    guard trimmed.hasPrefix(nameMarker) else { return nil }
    let quoted = trimmed.dropFirst(nameMarker.count).trimmingWhitespace()
    guard case .string(let name)? = try? JSONParser.parse(Array(quoted.utf8)) else { return nil }
    return name
  }

  /// Whether a document may mark a scheme (`dark` or `light` in any case, anywhere): only then are its
  /// declarations all read before any is taken.
  static func mentionsAScheme(_ bytes: [UInt8]) -> Bool {
    let words = ColorScheme.allCases.map { Array($0.rawValue.utf8) }
    var index = 0
    while index < bytes.count {
      for word in words where index + word.count <= bytes.count {
        if zip(bytes[index..<(index + word.count)], word).allSatisfy({ $0 | 0x20 == $1 }) { return true }
      }
      index += 1
    }
    return false
  }

  /// Whether a document may ask for a wide gamut (`@supports` or `color-gamut`, in any case): only then are its
  /// declarations all read before any is taken.
  static func mentionsAWideGamut(_ bytes: [UInt8]) -> Bool {
    let lowered = String(decoding: bytes, as: UTF8.self).lowercased()
    return lowered.contains("@supports") || lowered.contains("color-gamut")
  }

  /// Whether an at-rule's prelude asks for a wide gamut: `@supports` of a `color()` or `display-p3`, or `@media`
  /// of a `color-gamut` of `p3` or `rec2020`; not negated (`not`).
  static func asksForAWideGamut(_ prelude: some StringProtocol) -> Bool {
    let text = prelude.lowercased()
    guard !text.contains("not") else { return false }
    return (text.hasPrefix("@supports") && (text.contains("color(") || text.contains(ColorSpace.displayP3.name)))
      || (text.hasPrefix("@media") && text.contains("color-gamut")
        && (text.contains("p3") || text.contains("rec2020")))
  }

  /// The declarations of `scheme`: those of no scheme and those of its own, which replace any of no scheme of the
  /// same name, each value with `light-dark()` chosen; `other` counts the other scheme's, left out. A declaration
  /// of a wide-gamut block replaces the others of its name and scheme, at the first one's place.
  static func declarations(_ all: [Declaration], of scheme: ColorScheme, counting other: inout Int) -> [Declaration] {
    let own = Set(all.lazy.filter { $0.scheme == scheme }.map(\.name))
    var wide: [WideKey: Declaration] = [:]
    for declaration in all where declaration.isWideGamut {
      wide[WideKey(name: declaration.name, scheme: declaration.scheme)] = declaration
    }
    // A wide-gamut declaration takes the place of the first declaration of its name.
    var placed: Set<WideKey> = []
    var taken: [Declaration] = []
    for var declaration in all {
      if declaration.scheme == scheme.other {
        other += 1
        continue
      }
      if declaration.scheme == nil, own.contains(declaration.name) { continue }
      let key = WideKey(name: declaration.name, scheme: declaration.scheme)
      if let replacing = wide[key] {
        guard placed.insert(key).inserted else { continue }
        declaration = replacing
      }
      declaration.value = scheme.choosing(in: declaration.value)
      taken.append(declaration)
    }
    return taken
  }

  /// One declaration as an entry: its value must be a color colormix reads without changing it.
  static func entry(name: String, value: String, line: Int) -> ImportedLine {
    let reading: ColorReading
    do {
      // A value not read is skipped or refused here, never shown with the names it is close to: none are worked out.
      reading = try ColorArgument.read(value, suggestingNames: false)
    } catch {
      guard looksLikeAColor(value) else { return .skipped(line: line) }
      return .bad(line: line, problem: .notAColor(value: value, reason: error))
    }
    return .reading(reading, value: value, name: name, line: line)
  }

  /// The color functions: a value that is one of them, or that begins with `#`, is meant as a color, so when it is
  /// none it is refused rather than skipped.
  private static let colorFunctions = Set(ColorFunction.allNames)

  /// Whether `value` is written as a color (`#…`, or one color function such as `rgb(…)`), so that a value that
  /// does not read is a mistake, not another kind of value (`4px`, `var(--x)`, `bold`).
  static func looksLikeAColor(_ value: String) -> Bool {
    if value.hasPrefix("#") { return true }
    guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return false }
    return colorFunctions.contains(value[..<open].lowercased())
  }
}

/// Reads the declarations of a document's tokens (see `CSSFormat.declarations`).
private struct DeclarationReader {
  let tokens: [CSSTokenizer.Mark]
  /// The bytes tokenized.
  let source: [UInt8]
  let text: ImportText
  /// Takes each declaration.
  let each: (CSSFormat.Declaration) -> Void
  /// The last declaration read, until a `colormix-name:` comment on its line may name it: the end of its block, or
  /// the next declaration, gives it to `each`.
  private var pending: CSSFormat.Declaration?
  /// The scheme of the innermost rule or at-rule being read that marks one.
  private var scheme: ColorScheme?
  /// Whether an at-rule around asks for a wide gamut.
  private var wideGamut = false

  /// Refuses a document whose blocks, brackets and functions nest more than `CSSFormat.maximumDepth` deep, naming
  /// the line of the first one too deep: then finding what closes one costs at most that many times its length.
  init(
    tokens: [CSSTokenizer.Mark], source: [UInt8], text: ImportText, each: @escaping (CSSFormat.Declaration) -> Void
  ) throws(PaletteImportError) {
    self.each = each
    self.tokens = tokens
    self.source = source
    self.text = text
    var open: [CSSTokenizer.Tag] = []
    for token in tokens {
      if let closer = Self.closer(of: token.tag) {
        open.append(closer)
        guard open.count <= CSSFormat.maximumDepth else {
          throw PaletteImportError(
            line: text.line(ofOffset: token.start),
            problem: .notValid(
              language: "CSS", detail: "blocks, brackets and functions nested more than \(CSSFormat.maximumDepth) deep")
          )
        }
      } else if token.tag == open.last {
        open.removeLast()
      }
    }
  }

  /// The index of the token that closes the one opened at `index`; `tokens.count` for one that nothing closes. A
  /// closing token that closes nothing open is a token like any other.
  private func end(of index: Int) -> Int {
    var open = [Self.closer(of: tokens[index].tag)!]
    var next = index + 1
    while next < tokens.count {
      let tag = tokens[next].tag
      if let closer = Self.closer(of: tag) {
        open.append(closer)
      } else if tag == open.last {
        open.removeLast()
        if open.isEmpty { return next }
      }
      next += 1
    }
    return tokens.count
  }

  /// The bytes of the token at `index`.
  private func range(_ index: Int) -> Range<Int> {
    tokens[index].start..<(index + 1 < tokens.count ? tokens[index + 1].start : source.count)
  }

  /// The token at `index` with its value.
  private func kind(_ index: Int) -> CSSTokenizer.Kind? {
    CSSTokenizer.token(at: tokens[index].start, in: source)?.kind
  }

  private static func closer(of tag: CSSTokenizer.Tag) -> CSSTokenizer.Tag? {
    switch tag {
    case .openCurly: .closeCurly
    case .openSquare: .closeSquare
    case .openParen, .function: .closeParen
    default: nil
    }
  }

  /// The index after the component value (a token, or a block or function with all it holds) at `index`.
  private func after(_ index: Int) -> Int {
    Self.closer(of: tokens[index].tag) == nil ? index + 1 : min(end(of: index) + 1, tokens.count)
  }

  private func isBlank(_ index: Int) -> Bool {
    switch tokens[index].tag {
    case .whitespace, .comment, .unterminatedComment: true
    default: false
    }
  }

  /// Reads the contents of a block `depth` deep (0 for the document): declarations, at-rules and rules.
  mutating func readContents(_ range: Range<Int>, depth: Int) throws(PaletteImportError) {
    var index = range.lowerBound
    while index < range.upperBound {
      switch tokens[index].tag {
      case .whitespace, .semicolon:
        index += 1
      case .comment:
        keepName(fromCommentAt: index)
        index += 1
      case .atKeyword:
        // The prelude runs to a `;` or a block.
        let start = index
        index += 1
        while index < range.upperBound {
          if tokens[index].tag == .semicolon { break }
          if tokens[index].tag == .openCurly {
            let text = prelude(start..<index)
            try readBlock(
              at: index, depth: depth + 1, marking: ColorScheme.of(mediaQuery: text),
              wide: CSSFormat.asksForAWideGamut(text))
            index = after(index)
            break
          }
          index = after(index)
        }
      default:
        // A declaration runs to a `;` (not its own) or to a `{}` block (its own); if it is none, a rule.
        let start = index
        var block: Int?
        while index < range.upperBound, tokens[index].tag != .semicolon {
          let current = index
          index = after(index)
          if tokens[current].tag == .openCurly {
            block = current
            break
          }
        }
        if !readDeclaration(start..<index), let block {
          try readBlock(at: block, depth: depth + 1, marking: ColorScheme.of(selector: prelude(start..<block)))
        }
      }
    }
  }

  /// Reads the contents of the block opened at `index`, `depth` deep (never more than `CSSFormat.maximumDepth`:
  /// the document was refused otherwise).
  private mutating func readBlock(
    at index: Int, depth: Int, marking marked: ColorScheme?, wide: Bool = false
  ) throws(PaletteImportError) {
    let (outer, outerWide) = (scheme, wideGamut)
    defer { (scheme, wideGamut) = (outer, outerWide) }
    scheme = marked ?? outer
    wideGamut = wide || outerWide
    try readContents(index + 1..<end(of: index), depth: depth)
    // A comment after the block's `}` names nothing inside it.
    flush()
  }

  /// The text of a rule's or at-rule's prelude, the tokens of `range`.
  private func prelude(_ range: Range<Int>) -> Substring {
    guard !range.isEmpty else { return "" }
    return String(decoding: source[tokens[range.lowerBound].start..<tokens[range.upperBound].start], as: UTF8.self)[...]
  }

  /// Gives the pending declaration to `each`.
  mutating func flush() {
    if let declaration = pending { each(declaration) }
    pending = nil
  }

  /// Reads `range` as a declaration, and keeps it when it is a custom property's; false when it is no declaration.
  private mutating func readDeclaration(_ range: Range<Int>) -> Bool {
    guard tokens[range.lowerBound].tag == .ident, case .ident(let name)? = kind(range.lowerBound) else { return false }
    var colon = range.lowerBound + 1
    while colon < range.upperBound, isBlank(colon) { colon += 1 }
    guard colon < range.upperBound, tokens[colon].tag == .colon else { return false }
    // The value's last two component values that are not blank, and how many there are.
    var significant = 0
    var (beforeLast, last) = (0, 0)
    var index = colon + 1
    while index < range.upperBound {
      if !isBlank(index) {
        significant += 1
        (beforeLast, last) = (last, index)
      }
      index = after(index)
    }
    if significant > 1, tokens[last].tag == .openCurly { return false }
    guard name.hasPrefix("--") else { return true }
    var end = range.upperBound
    if significant >= 2, tokens[beforeLast].tag == .bang, tokens[last].tag == .ident,
      case .ident(let word)? = kind(last), word.lowercased() == "important"
    {
      end = beforeLast
    }
    // The value's bytes, each comment a space, blanks around it dropped: a slice of the document when it holds no
    // comment (one copy of a long value, not three).
    var first = colon + 1
    var stop = end
    while first < stop, tokens[first].tag == .whitespace { first += 1 }
    while stop > first, tokens[stop - 1].tag == .whitespace { stop -= 1 }
    let value: String
    if (first..<stop).contains(where: { tokens[$0].tag == .comment || tokens[$0].tag == .unterminatedComment }) {
      var bytes: [UInt8] = []
      for index in first..<stop {
        if tokens[index].tag == .comment || tokens[index].tag == .unterminatedComment {
          bytes.append(0x20)
        } else {
          bytes += text.bytes[self.range(index)]
        }
      }
      value = String(String(decoding: bytes, as: UTF8.self).trimmingWhitespace())
    } else {
      var bytes = first < stop ? text.bytes[self.range(first).lowerBound..<self.range(stop - 1).upperBound] : []
      // A run of marks ends with the blanks after it (see `CSSTokenizer.marks`).
      while let last = bytes.last, CSSTokenizer.isWhitespace(byte: last) { bytes.removeLast() }
      value = String(decoding: bytes, as: UTF8.self)
    }
    flush()
    pending = CSSFormat.Declaration(
      name: String(name.dropFirst(2)), value: Self.oneLine(value),
      line: text.line(ofOffset: tokens[range.lowerBound].start), scheme: scheme, isWideGamut: wideGamut)
    return true
  }

  /// `value` with each tab, line break and form feed a space: white space in a value only separates, so a value
  /// written over several lines reads as it would on one.
  private static func oneLine(_ value: String) -> String {
    guard value.utf8.contains(where: { CSSTokenizer.isWhitespace(byte: $0) && $0 != 0x20 }) else { return value }
    return String(decoding: value.utf8.map { CSSTokenizer.isWhitespace(byte: $0) ? 0x20 : $0 }, as: UTF8.self)
  }

  /// A `colormix-name:` comment on the line of the last declaration keeps that declaration's name.
  private mutating func keepName(fromCommentAt index: Int) {
    let range = range(index)
    guard tokens[index].tag == .comment, let last = pending,
      text.line(ofOffset: range.lowerBound) == last.line,
      let name = CSSFormat.keptName(
        String(decoding: text.bytes[range.lowerBound + 2..<range.upperBound - 2], as: UTF8.self))
    else { return }
    pending?.keptName = name
  }
}
