/// W3C Design Tokens (Design Tokens Format Module 2025.10, the Color Module's `color` type): one group, the
/// document, with one token per entry, described by the palette's name:
///
///     {
///       "$description": "colormix",
///       "grape": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.502, 0.2, 0.8], "hex": "#8033cc"}},
///       "overlay": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#000000"}}
///     }
///
/// Components are the stored tenths on 0–1 (`0.502`), exact; a translucent entry has its `alpha`; `hex` is the
/// 8-bit fallback the module defines (`#rrggbb`, without the alpha). An entry imported from a token in any color
/// space is written back in that space with the components it had (`"colorSpace": "display-p3", "components": [1,
/// 0.5, 0]`), and the hex of the color it was brought to in sRGB. A token name may not begin with `$` nor hold
/// `.`, `{` or `}`: those characters become `-` (a leading `$` too); a name a previous entry's token took gets
/// `-2`, `-3`…; when the token's name is not the entry's, the token keeps the name in `"$extensions":
/// {"org.colormix": {"name": "…"}}`, and reading takes it from there.
///
/// Reading takes the W3C form (`$value`, `$type`) and Style Dictionary's classic one (`value`, `type`). It walks
/// the groups: a member whose value holds `$value` is a token (`$root` too, named as its group; so is one holding a
/// `value` that is not an object, or a `type` as well), any other object member not beginning with `$` a group, and
/// a nested token's name is its path joined by `-`, as Style Dictionary's CSS names it (`brand-primary`). A W3C
/// token is imported when its `$type` (its own, or the nearest group's) is `color`, or when it has none and its
/// `$value` is an object; a classic one when its `type` is `color`, or when it has none and its value reads as a
/// color; other tokens are skipped. An alias (`{brand.primary}`, classic `{brand.primary.value}` too) is resolved
/// by path, forward and through chains, each token once (a token's type is its own, else its target's, else its
/// group's); one that comes to a color is counted (`ImportedLine.alias`), one that names nothing, comes to a cycle
/// or goes through more than `maximumAliasDepth` aliases is refused. An object value is a color in one of the
/// module's color spaces (`srgb`, `srgb-linear`, `hsl`, `hwb`, `lab`, `lch`, `oklab`, `oklch`, `display-p3`,
/// `a98-rgb`, `prophoto-rgb`, `rec2020`, `xyz-d65`, `xyz-d50`; `TokenColor`), read exactly as CSS reads the same
/// components (`none` too), with its `alpha`; in a space the module does not define, its `hex`. A string value is
/// CSS color text (`#rrggbbaa` keeps the alpha). A color outside sRGB or a value out of range (a component past
/// its space's range, an alpha above 1) is imported mapped, with its warnings, remembering its space and
/// components. A component that is neither a number nor `none` is a refused entry.
enum TokensFormat {
  /// The `$extensions` key colormix keeps a name under.
  static let extensionKey = "org.colormix"

  static func write(_ entries: [PaletteEntry], name: String) -> [UInt8] {
    var text = "{\n  \"$description\": \(JSONText.quote(name))"
    var taken: Set<String> = []
    for entry in entries {
      let first = CSSFormat.unique(tokenName(for: entry.name), in: &taken)
      let token = entry.token ?? tokenColor(of: entry)
      var value = "{\"colorSpace\": \"\(token.space.name)\", "
      value += "\"components\": [\(token.components.map { $0 ?? "\"none\"" }.joined(separator: ", "))], "
      if let alpha = entry.alpha { value += "\"alpha\": \(PaletteEntry.alphaText(alpha)), " }
      value += "\"hex\": \"\(entry.srgb.withAlpha(1).hex)\"}"
      // Components to 12 decimals are the color to a trillionth: the CSS text beside them is it exactly.
      let css = entry.token == nil ? entry.text : nil
      text += self.token(first, name: entry.name, value: value, css: css)
      for alias in entry.aliases {
        // Another name for the color: an alias of the first name's token.
        let reference = JSONText.quote("{" + first + "}")
        text += self.token(CSSFormat.unique(tokenName(for: alias), in: &taken), name: alias, value: reference)
      }
    }
    return Array((text + "\n}\n").utf8)
  }

  /// `,\n  "token": {"$type": "color", "$value": value}`, with colormix's `$extensions` keeping the name when the
  /// token's name is not the name, and the color's exact CSS text.
  private static func token(_ token: String, name: String, value: String, css: String? = nil) -> String {
    var text = ",\n  \(JSONText.quote(token)): {\"$type\": \"color\", \"$value\": \(value)"
    var kept: [String] = []
    if token != name { kept.append("\"name\": \(JSONText.quote(name))") }
    if let css { kept.append("\"css\": \(JSONText.quote(css))") }
    if !kept.isEmpty {
      text += ", \"$extensions\": {\"\(extensionKey)\": {\(kept.joined(separator: ", "))}}"
    }
    return text + "}"
  }

  /// An entry's color in the space of its notation (sRGB for a hex and for tenths): the tenths exactly, any other
  /// color to 12 decimals (a hue `none` where the color has none).
  static func tokenColor(of entry: PaletteEntry) -> TokenColor {
    guard entry.text != nil else {
      let color = entry.color
      return TokenColor(space: .srgb, components: [unit(color.red), unit(color.green), unit(color.blue)])
    }
    let space = entry.space
    let (c1, c2, c3) = entry.exact.coordinates(in: space)
    let components = [c1, c2, c3].map { value -> String? in
      value.isFinite ? ColorText.decimal(value, places: 12) : nil
    }
    return TokenColor(space: space, components: components)
  }

  /// `entry` as the CSS text colormix kept beside its components (`"$extensions": {"org.colormix": {"css": …}}`)
  /// writes it: exactly, in its notation, when that text is the components' color to a billionth (so a token
  /// edited since is its components).
  static func written(_ css: String, over entry: ImportedLine) -> ImportedLine {
    guard case .entry(let line, let name, let color, var kept) = entry, let exact = kept.exact,
      let reading = try? ColorArgument.read(css, suggestingNames: false), reading.warnings.isEmpty
    else { return entry }
    let given = reading.exact
    let close =
      abs(given.red - exact.red) <= 1e-9 && abs(given.green - exact.green) <= 1e-9
      && abs(given.blue - exact.blue) <= 1e-9 && abs(given.alpha - exact.alpha) <= 1e-9
    guard close else { return entry }
    // The text is the color; a tokens export writes its components again.
    (kept.exact, kept.text, kept.token) = (given, reading.givenText ?? reading.text, nil)
    return .entry(line: line, name: name, color: StoredColor(rounding: given), kept: kept)
  }

  /// A valid token name for an entry's name (before collisions are numbered).
  static func tokenName(for name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      let bad = scalar == "." || scalar == "{" || scalar == "}" || (result.isEmpty && scalar == "$")
      result.unicodeScalars.append(bad ? "-" : scalar)
    }
    return result
  }

  /// Tenths of a percent as a number 0–1: `0.502`, `0.5`, `1`, `0`.
  static func unit(_ tenths: Int) -> String {
    if tenths == 1000 { return "1" }
    if tenths == 0 { return "0" }
    var digits = String(tenths)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.last == "0" { digits.removeLast() }
    return "0." + digits
  }

  static func read(_ text: ImportText, into result: inout ImportedLines) throws(PaletteImportError) {
    let tree = try JSONPaletteFormat.parse(text)
    guard tree.kind(tree.root) == .object else {
      throw PaletteImportError(line: text.line(ofOffset: tree.start(tree.root)), problem: .notTokenGroup)
    }
    // Aliases may point forward: in a document that may hold one (a string beginning with `{`), every token is
    // found, and every alias resolved, before any is read; in any other, each token is read as it is found.
    let mayHoldAliases = zip(text.bytes, text.bytes.dropFirst()).contains { $0 == 0x22 && $1 == 0x7B }
    var table = TokenTable(text: text, tree: tree, streaming: mayHoldAliases ? nil : result)
    table.group(tree.root, path: [], type: nil)
    if let streamed = table.streaming {
      result = streamed
      return
    }
    table.resolveAliases()
    // An alias is read after the tokens that hold colors, so that a color's entry is named first as the token
    // that holds it, and the alias is another of its names; unless its name is another token's too, where the
    // first keeps its place (the later one is refused).
    var named: [String: Int] = [:]
    for token in table.tokens { named[table.name(of: token), default: 0] += 1 }
    let deferred = table.tokens.map { table.aliasPath($0) != nil && named[table.name(of: $0)] == 1 }
    for index in table.tokens.indices where !deferred[index] { result.append(table.line(index)) }
    for index in table.tokens.indices where deferred[index] { result.append(table.line(index)) }
  }

  /// The most values a token's `$value` may hold: a color's are a handful, and one read as a `JSONValue` costs far
  /// more than its text.
  static let maximumValueNodes = 256

  /// The most aliases one token's value goes through before reaching a value.
  static let maximumAliasDepth = 32

  /// The longest token path, in UTF-8 bytes: four times the longest palette name, so that a path no name could be
  /// is never joined (a long group key shared by many tokens would otherwise cost its length for each).
  static let maximumPathBytes = 4 * PaletteEntry.maximumNameBytes

  /// The tokens of a document, in document order, where each is by its path (`brand.primary`, compared as bytes),
  /// and what each alias comes to.
  private struct TokenTable {
    let text: ImportText
    let tree: JSONTree
    var tokens: [Token] = []
    var byPath: [[UInt8]: Int] = [:]
    /// For each token, the token whose value it has (itself when it is no alias) and how many aliases lead there,
    /// or why its alias is not resolved.
    var resolution: [Result<(target: Int, depth: Int), AliasFailure>] = []
    /// In a document without aliases, where each token goes as it is found (none is kept).
    var streaming: ImportedLines?

    /// One token: its path (nil when longer than `maximumPathBytes`), its value's node, its own type and its
    /// nearest group's, the line it starts on, and whether it is written in Style Dictionary's classic form
    /// (`value`, `type`).
    struct Token {
      var path: [String]?
      /// The path however long (its keys are shared with the document's other tokens, never joined).
      var fullPath: [String]
      var value: Int
      var ownType: String?
      var groupType: String?
      var line: Int
      var isClassic: Bool
      var node: Int
    }

    /// Why an alias is not resolved: the alias text where the chain broke and the problem there.
    struct AliasFailure: Error {
      var alias: String
      var problem: PaletteImportProblem.ReferenceProblem
    }

    init(text: ImportText, tree: JSONTree, streaming: ImportedLines?) {
      self.text = text
      self.tree = tree
      self.streaming = streaming
    }

    /// Finds the tokens of the group at `node`, depth first: a member holding `$value` is a token (`$root`, the
    /// group's own token, too), and so is one holding a `value` that is not an object, or one with a `type` as
    /// well (Style Dictionary's classic form); any other object member not beginning with `$` is a group.
    mutating func group(_ node: Int, path: [String], type: String?) {
      var type = type
      if let own = tree.member("$type", of: node).flatMap(tree.string) { type = own }
      tree.forEachMember(of: node) { key, member in
        guard tree.kind(member) == .object, !key.hasPrefix("$") || key == "$root" else { return }
        let fullPath = path + [key]
        let path = TokensFormat.isShort(fullPath) ? fullPath : nil
        if let value = tree.member("$value", of: member) {
          let own = tree.member("$type", of: member).flatMap(tree.string)
          add(
            Token(
              path: path, fullPath: fullPath, value: value, ownType: own, groupType: type, line: line(of: member),
              isClassic: false,
              node: member))
        } else if key != "$root", let value = tree.member("value", of: member),
          tree.kind(value) != .object || tree.member("type", of: member).flatMap(tree.string) != nil
        {
          let own = tree.member("type", of: member).flatMap(tree.string)
          add(
            Token(
              path: path, fullPath: fullPath, value: value, ownType: own, groupType: nil, line: line(of: member),
              isClassic: true,
              node: member))
        } else if key != "$root" {
          group(member, path: fullPath, type: type)
        }
      }
    }

    private func line(of node: Int) -> Int { text.line(ofOffset: tree.start(node)) }

    private mutating func add(_ token: Token) {
      if streaming != nil {
        streaming!.append(line(token, source: .success(token)))
        return
      }
      if let path = token.path {
        let key = Array(path.joined(separator: ".").utf8)
        if byPath[key] == nil { byPath[key] = tokens.count }
      }
      tokens.append(token)
    }

    /// The path an alias names (`{brand.primary}` names `brand.primary`), or nil for a value that is none.
    func aliasPath(_ token: Token) -> String? {
      guard let text = tree.string(token.value), text.utf8.count > 2, text.hasPrefix("{"), text.hasSuffix("}")
      else { return nil }
      let inner = text.dropFirst().dropLast()
      guard !inner.contains("{"), !inner.contains("}") else { return nil }
      return String(inner)
    }

    /// The token an alias of `token` names (a classic one may end in `.value`), or nil.
    func target(of token: Token, path: String) -> Int? {
      if let index = byPath[Array(path.utf8)] { return index }
      guard token.isClassic, path.hasSuffix(".value") else { return nil }
      return byPath[Array(path.dropLast(".value".count).utf8)]
    }

    /// Works out `resolution` for every token, each once: a chain is followed until a value, a token already
    /// resolved, a missing token or a cycle, and every token on it is then resolved from the end back.
    mutating func resolveAliases() {
      resolution = Array(repeating: .success((target: -1, depth: -1)), count: tokens.count)
      var done = Array(repeating: false, count: tokens.count)
      var onChain = Array(repeating: false, count: tokens.count)
      for start in tokens.indices where !done[start] {
        var chain: [Int] = []
        var current = start
        var end: Result<(target: Int, depth: Int), AliasFailure>
        while true {
          if done[current] {
            end = resolution[current]
            break
          }
          guard let path = aliasPath(tokens[current]) else {
            chain.append(current)
            end = .success((target: current, depth: -1))
            break
          }
          guard let next = target(of: tokens[current], path: path) else {
            chain.append(current)
            end = .failure(AliasFailure(alias: "{" + path + "}", problem: .undefined(path)))
            break
          }
          chain.append(current)
          onChain[current] = true
          if onChain[next] {
            // Every token of the cycle goes round it; the ones before it come to it.
            let first = chain.firstIndex(of: next)!
            let names = (chain[first...] + [next]).map { tokens[$0].path?.joined(separator: ".") ?? "…" }
            let cycle = AliasFailure(alias: "{" + path + "}", problem: .cycle(names))
            for index in chain[first...] {
              resolution[index] = .failure(cycle)
              done[index] = true
              onChain[index] = false
            }
            chain.removeSubrange(first...)
            end = .failure(cycle)
            break
          }
          current = next
        }
        for index in chain.reversed() {
          onChain[index] = false
          done[index] = true
          switch end {
          case .success(let found):
            let depth = found.depth + 1
            end =
              depth > TokensFormat.maximumAliasDepth
              ? .failure(AliasFailure(alias: "", problem: .tooDeep(limit: TokensFormat.maximumAliasDepth)))
              : .success((target: found.target, depth: depth))
          case .failure: break
          }
          resolution[index] = end
        }
      }
    }

    /// The token at `index` as an entry: a color, an alias of one (counted, not kept: its color is the entry of
    /// the token it names), a token of another type (skipped), or why it is refused.
    func line(_ index: Int) -> ImportedLine {
      line(tokens[index], source: resolution[index].map { tokens[$0.target] })
    }

    /// `token` as an entry, `source` the token whose value it has or why its alias is not resolved.
    func line(_ token: Token, source resolved: Result<Token, AliasFailure>) -> ImportedLine {
      let line = token.line
      let alias = aliasPath(token).map { "{" + $0 + "}" }
      let source: Token
      switch resolved {
      case .success(let found): source = found
      case .failure(let failure):
        guard token.ownType ?? token.groupType ?? "color" == "color" else { return .skipped(line: line) }
        return .bad(line: line, problem: .token(.alias(alias ?? "", through: failure.alias, failure.problem)))
      }
      // A token's type is its own, else the type of the token its alias comes to, else its group's.
      let type = token.ownType ?? (alias != nil ? source.ownType ?? source.groupType : nil) ?? token.groupType
      let isColor = type == "color" || (type == nil && !source.isClassic && tree.kind(source.value) == .object)
      guard isColor || (type == nil && source.isClassic) else { return .skipped(line: line) }
      guard let path = token.path else {
        return .bad(line: line, problem: .badName(.invalidPaletteName(pathStart(token), problem: .tooLong)))
      }
      let name = self.name(of: token)
      guard let value = tree.value(source.value, limit: TokensFormat.maximumValueNodes) else {
        return .bad(line: line, problem: .token(.notAColorValue))
      }
      let entry = TokensFormat.entry(value, line: line, name: name)
      if case .bad = entry, !isColor { return .skipped(line: line) }
      // The exact text is the one kept beside the components it came with: an alias's target's.
      let kept = tree.member("$extensions", of: source.node).flatMap { tree.member(TokensFormat.extensionKey, of: $0) }
      guard let css = kept.flatMap({ tree.member("css", of: $0) }).flatMap(tree.string) else { return entry }
      return TokensFormat.written(css, over: entry)
    }

    /// The name a token is imported under: its `org.colormix` name, else its path joined with `-` (`$root` is its
    /// group's own token, named as the group); empty for a path too long to join.
    func name(of token: Token) -> String {
      let own = tree.member("$extensions", of: token.node).flatMap { tree.member(TokensFormat.extensionKey, of: $0) }
      if let kept = own.flatMap({ tree.member("name", of: $0) }).flatMap(tree.string) { return kept }
      guard let path = token.path else { return "" }
      return (path.last == "$root" ? path.dropLast() : path[...]).joined(separator: "-")
    }

    /// The start of a path too long to join, for a message that quotes it cut.
    private func pathStart(_ token: Token) -> String {
      var start = ""
      for key in token.fullPath where start.utf8.count < 200 { start += (start.isEmpty ? "" : "-") + key.prefix(200) }
      return start
    }
  }

  /// Whether a token's path is at most `maximumPathBytes` long, joined.
  static func isShort(_ path: [String]) -> Bool {
    var bytes = 0
    for key in path {
      bytes += key.utf8.count + 1
      if bytes > maximumPathBytes + 1 { return false }
    }
    return true
  }

  /// A token's `$value` as an entry: its color, read as the same components in CSS are (`TokenColor.cssText`).
  private static func entry(_ value: JSONValue, line: Int, name: String) -> ImportedLine {
    func refused(_ problem: PaletteImportProblem.TokenProblem) -> ImportedLine {
      .bad(line: line, problem: .token(problem))
    }
    if case .string(let text) = value {
      // A string is CSS color text, as Style Dictionary's classic files and the module's older drafts write it.
      let entry = CSSFormat.entry(name: name, value: text, line: line)
      if case .skipped = entry { return refused(.notAColorValue) }
      return entry
    }
    guard case .object = value else { return refused(.notAColorValue) }
    var alpha: String?
    if let member = value.member("alpha") {
      guard case .number(let text) = member else { return refused(.component(jsonText(member))) }
      alpha = text
    }
    guard case .string(let spaceName)? = value.member("colorSpace") else { return refused(.notAColorValue) }
    guard let space = ColorSpace(named: spaceName) else {
      guard case .string(let text)? = value.member("hex"), let color = ColorArgument.hashHex(text) else {
        return refused(.unsupportedSpace(spaceName))
      }
      let alpha = alpha.flatMap { ExactDecimal(jsonNumber: $0)?.doubleValue } ?? color.alpha
      return .reading(ColorReading(color: color.withAlpha(alpha)), value: text, name: name, line: line)
    }
    guard case .array(let values)? = value.member("components"), values.count == 3 else {
      return refused(.notAColorValue)
    }
    var components: [String?] = []
    for component in values {
      switch component {
      case .number(let text): components.append(text)
      case .string("none"): components.append(nil)
      default: return refused(.component(jsonText(component)))
      }
    }
    let token = TokenColor(space: space, components: components)
    let css = token.cssText(alpha: alpha)
    // Numbers the JSON parser took are numbers CSS reads, so this only fails for a value no color has.
    guard let reading = try? ColorArgument.read(css) else { return refused(.notAColorValue) }
    return .reading(reading, value: css, name: name, line: line, token: token)
  }

  /// A short JSON text of a value that should have been a number: `"red"`, `true`, `null`, `[…]`, `{…}`.
  private static func jsonText(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let text): text
    case .string(let text): JSONText.quote(text)
    case .array: "[…]"
    case .object: "{…}"
    }
  }
}
