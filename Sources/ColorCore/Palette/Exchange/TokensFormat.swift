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
/// Reading walks the groups: a member whose value holds `$value` is a token, any other object member not
/// beginning with `$` a group, and a nested token's name is its path joined by `.` (`brand.primary`). A token is
/// imported when its `$type` (its own, or the nearest group's) is `color`, or when it has none and its `$value`
/// is an object; other tokens are skipped. Its value is a color in one of the module's color spaces (`srgb`,
/// `srgb-linear`, `hsl`, `hwb`, `lab`, `lch`, `oklab`, `oklch`, `display-p3`, `a98-rgb`, `prophoto-rgb`, `rec2020`,
/// `xyz-d65`, `xyz-d50`; `TokenColor`), read exactly as CSS reads the same components (`none` too), with its
/// `alpha`; in a space the module does not define, its `hex`; a hex string is read too (`#rrggbbaa` keeps the
/// alpha). A color outside sRGB or a value out of range (a component past its space's range, an alpha above 1)
/// is imported mapped, with its warnings, remembering its space and components. An alias (`{colors.red}`), or a
/// component that is neither a number nor `none`, is a refused entry.
enum TokensFormat {
  /// The `$extensions` key colormix keeps a name under.
  static let extensionKey = "org.colormix"

  static func write(_ entries: [PaletteEntry], name: String) -> [UInt8] {
    var text = "{\n  \"$description\": \(JSONText.quote(name))"
    var taken: Set<String> = []
    for entry in entries {
      let token = CSSFormat.unique(tokenName(for: entry.name), in: &taken)
      let color = entry.color
      let space = entry.token?.space.name ?? "srgb"
      let components =
        entry.token?.components.map { $0 ?? "\"none\"" } ?? [unit(color.red), unit(color.green), unit(color.blue)]
      text += ",\n  \(JSONText.quote(token)): {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"\(space)\", "
      text += "\"components\": [\(components.joined(separator: ", "))], "
      if let alpha = entry.alpha { text += "\"alpha\": \(PaletteEntry.alphaText(alpha)), " }
      text += "\"hex\": \"\(color.hex)\"}"
      if token != entry.name {
        text += ", \"$extensions\": {\"\(extensionKey)\": {\"name\": \(JSONText.quote(entry.name))}}"
      }
      text += "}"
    }
    return Array((text + "\n}\n").utf8)
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
    var walker = Walker(text: text, tree: tree, result: result)
    walker.group(tree.root, path: [], type: nil)
    result = walker.result
  }

  /// The most values a token's `$value` may hold: a color's are a handful, and one read as a `JSONValue` costs far
  /// more than its text.
  static let maximumValueNodes = 256

  /// Walks the groups depth first, in document order.
  private struct Walker {
    let text: ImportText
    let tree: JSONTree
    var result: ImportedLines

    /// Reads the tokens of the group at `node`.
    mutating func group(_ node: Int, path: [String], type: String?) {
      var type = type
      if let own = tree.member("$type", of: node).flatMap(tree.string) { type = own }
      tree.forEachMember(of: node) { key, member in
        guard !key.hasPrefix("$"), tree.kind(member) == .object else { return }
        if tree.member("$value", of: member) != nil {
          token(member, name: path + [key], type: type)
        } else {
          group(member, path: path + [key], type: type)
        }
      }
    }

    /// One token.
    mutating func token(_ node: Int, name path: [String], type: String?) {
      let line = text.line(ofOffset: tree.start(node))
      var type = type
      if let own = tree.member("$type", of: node).flatMap(tree.string) { type = own }
      guard let tokenValue = tree.member("$value", of: node) else { return }
      guard type == "color" || (type == nil && tree.kind(tokenValue) == .object) else {
        result.append(.skipped(line: line))
        return
      }
      var name = path.joined(separator: ".")
      if let extensions = tree.member("$extensions", of: node),
        let own = tree.member(TokensFormat.extensionKey, of: extensions),
        let kept = tree.member("name", of: own).flatMap(tree.string)
      {
        name = kept
      }
      guard let value = tree.value(tokenValue, limit: TokensFormat.maximumValueNodes) else {
        result.append(.bad(line: line, problem: .token(.notAColorValue)))
        return
      }
      result.append(TokensFormat.entry(value, line: line, name: name))
    }
  }

  /// A token's `$value` as an entry: its color, read as the same components in CSS are (`TokenColor.cssText`).
  private static func entry(_ value: JSONValue, line: Int, name: String) -> ImportedLine {
    func refused(_ problem: PaletteImportProblem.TokenProblem) -> ImportedLine {
      .bad(line: line, problem: .token(problem))
    }
    if case .string(let text) = value {
      if text.hasPrefix("{") { return refused(.alias(text)) }
      guard let color = ColorArgument.hashHex(text) else { return refused(.notAColorValue) }
      return .entry(line: line, name: name, color: StoredColor(rounding: color), kept: .init(alpha: color.alpha))
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
      let kept = ImportedLine.Kept(alpha: alpha.flatMap { ExactDecimal(jsonNumber: $0)?.doubleValue } ?? color.alpha)
      return .entry(line: line, name: name, color: StoredColor(rounding: color), kept: kept)
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
    var color = StoredColor(rounding: reading.color)
    var warnings = reading.warnings
    if space == .srgb, warnings.isEmpty, reading.gamut == nil {
      // sRGB components are the stored channels: rounded to tenths exactly, and out of range exactly (a hair
      // above 1 is out, although its `Double` is 1).
      let exact = srgbTenths(components)
      if let tenths = exact.tenths { color = StoredColor(red: tenths[0], green: tenths[1], blue: tenths[2]) }
      warnings = exact.warnings
    }
    let kept = ImportedLine.Kept(alpha: reading.color.alpha, token: token)
    guard warnings.isEmpty, reading.gamut == nil else {
      return .mapped(
        line: line, name: name, color: color, value: css, warnings: warnings, gamut: reading.gamut, kept: kept)
    }
    return .entry(line: line, name: name, color: color, kept: kept)
  }

  /// The tenths of `srgb` components read exactly (`none` is 0), half away from zero as `show 50.35 …` rounds;
  /// nil with a warning for each component outside 0–1.
  private static func srgbTenths(_ components: [String?]) -> (tenths: [Int]?, warnings: [RangeWarning]) {
    let (zero, one) = (ExactDecimal(tenths: 0), ExactDecimal(tenths: 10))
    var tenths: [Int] = []
    var warnings: [RangeWarning] = []
    for (channel, text) in zip(Channel.allCases, components) {
      guard let text, let number = ExactDecimal(jsonNumber: text) else {
        tenths.append(0)
        continue
      }
      if number < zero || one < number {
        let used = number < zero ? zero : one
        warnings.append(RangeWarning(channel: channel, input: text, value: number, range: .unit, used: used))
        continue
      }
      tenths.append(number.roundedTenths(timesPowerOfTen: 2))
    }
    return (warnings.isEmpty ? tenths : nil, warnings)
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
