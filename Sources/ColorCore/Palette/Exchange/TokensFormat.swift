/// W3C Design Tokens (Design Tokens Format Module 2025.10, the Color Module's `color` type): one group, the
/// document, with one token per entry, described by the palette's name:
///
///     {
///       "$description": "colormix",
///       "grape": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, 0.2, 0.8], "hex": "#8033cc"}}
///     }
///
/// Components are the stored tenths on 0–1 (`0.502`), exact; `hex` is the 8-bit fallback the module defines.
/// A token name may not begin with `$` nor hold `.`, `{` or `}`: those characters become `-` (a leading `$`
/// too); a name a previous entry's token took gets `-2`, `-3`…; when the token's name is not the entry's, the
/// token keeps the name in `"$extensions": {"org.colormix": {"name": "…"}}`, and reading takes it from there.
///
/// Reading walks the groups: a member whose value holds `$value` is a token, any other object member not
/// beginning with `$` a group, and a nested token's name is its path joined by `.` (`brand.primary`). A token is
/// imported when its `$type` (its own, or the nearest group's) is `color`, or when it has none and its `$value`
/// is an object; other tokens are skipped. Its value is an `srgb` color (`components` 0–1, a component `none`
/// read as 0), or, in another color space, its `hex`; a hex string is read too. An alias (`{colors.red}`), an
/// `alpha` other than 1, or a component outside 0–1 is a refused entry.
enum TokensFormat {
  /// The `$extensions` key colormix keeps a name under.
  static let extensionKey = "org.colormix"

  static func write(_ entries: [PaletteEntry], name: String) -> [UInt8] {
    var text = "{\n  \"$description\": \(JSONText.quote(name))"
    var taken: Set<String> = []
    for entry in entries {
      let token = CSSFormat.unique(tokenName(for: entry.name), in: &taken)
      let color = entry.color
      text += ",\n  \(JSONText.quote(token)): {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", "
      text += "\"components\": [\(unit(color.red)), \(unit(color.green)), \(unit(color.blue))], "
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

  static func read(_ text: ImportText) throws(PaletteImportError) -> [ImportedLine] {
    let (value, offsets) = try JSONPaletteFormat.parse(text)
    guard case .object = value else {
      throw PaletteImportError(line: text.line(ofOffset: offsets.first ?? 0), problem: .notTokenGroup)
    }
    var walker = Walker(text: text, offsets: offsets)
    walker.group(value, at: 0, path: [], type: nil)
    return walker.result
  }

  /// Whether the document's object has a member not beginning with `$`: a token or a group (an empty palette's
  /// export has only `$description`).
  static func holdsTokensOrGroups(_ text: ImportText) -> Bool {
    guard case .object(let members)? = try? JSONParser.parse(text.bytes) else { return true }
    return members.contains { !$0.key.hasPrefix("$") }
  }

  /// Walks the groups depth first, taking each value's offset in document order.
  private struct Walker {
    let text: ImportText
    let offsets: [Int]
    var result: [ImportedLine] = []

    /// Reads the tokens of the group `value`, whose offset is `offsets[index]`; returns the number of values in it.
    @discardableResult
    mutating func group(_ value: JSONValue, at index: Int, path: [String], type: String?) -> Int {
      guard case .object(let members) = value else { return JSONPaletteFormat.size(of: value) }
      var type = type
      if case .string(let own)? = value.member("$type") { type = own }
      var next = index + 1
      for (key, member) in members {
        if !key.hasPrefix("$"), case .object = member {
          if member.member("$value") != nil {
            token(member, at: next, name: path + [key], type: type)
          } else {
            group(member, at: next, path: path + [key], type: type)
          }
        }
        next += JSONPaletteFormat.size(of: member)
      }
      return next - index
    }

    /// One token.
    mutating func token(_ value: JSONValue, at index: Int, name path: [String], type: String?) {
      let line = text.line(ofOffset: offsets[index])
      var type = type
      if case .string(let own)? = value.member("$type") { type = own }
      guard let tokenValue = value.member("$value") else { return }
      guard type == "color" || (type == nil && isObject(tokenValue)) else {
        result.append(.skipped(line: line))
        return
      }
      var name = path.joined(separator: ".")
      if case .string(let kept)? = value.member("$extensions")?.member(TokensFormat.extensionKey)?.member("name") {
        name = kept
      }
      switch TokensFormat.color(of: tokenValue) {
      case .success(let color): result.append(.entry(line: line, name: name, color: color))
      case .failure(let problem): result.append(.bad(line: line, problem: .token(problem)))
      }
    }

    private func isObject(_ value: JSONValue) -> Bool {
      if case .object = value { true } else { false }
    }
  }

  /// The color of a token's `$value`.
  private static func color(of value: JSONValue) -> Result<StoredColor, PaletteImportProblem.TokenProblem> {
    if case .string(let text) = value {
      if text.hasPrefix("{") { return .failure(.alias(text)) }
      return hex(text).map { .success($0) } ?? .failure(.notAColorValue)
    }
    guard case .object = value else { return .failure(.notAColorValue) }
    // Numbers are read exactly, as every number colormix reads: the range checks and the rounding see the
    // number as written.
    let one = ExactDecimal(tenths: 10)
    if let alpha = value.member("alpha") {
      guard case .number(let text) = alpha else { return .failure(.notAColorValue) }
      guard ExactDecimal(jsonNumber: text) == one else { return .failure(.alpha(text)) }
    }
    guard case .string(let space)? = value.member("colorSpace") else { return .failure(.notAColorValue) }
    guard space == "srgb" else {
      if case .string(let text)? = value.member("hex"), let color = hex(text) { return .success(color) }
      return .failure(.unsupportedSpace(space))
    }
    guard case .array(let components)? = value.member("components"), components.count == 3 else {
      return .failure(.notAColorValue)
    }
    var tenths: [Int] = []
    for component in components {
      switch component {
      case .string("none"): tenths.append(0)
      case .number(let text):
        guard let number = ExactDecimal(jsonNumber: text), !number.isNegative, !(one < number) else {
          return .failure(.component(text))
        }
        // The percentage, to tenths, half away from zero, as `show 50.35 …` rounds.
        tenths.append(number.timesPowerOfTen(2).roundedTenths)
      default: return .failure(.notAColorValue)
      }
    }
    return .success(StoredColor(red: tenths[0], green: tenths[1], blue: tenths[2]))
  }

  /// `#rrggbb` or `#rgb`.
  private static func hex(_ text: String) -> StoredColor? {
    ColorArgument.hashHex(text).map { StoredColor(rounding: $0) }
  }
}
