/// colormix's own JSON: the palette file (`{"version": 1, "colors": [{"name", "red", "green", "blue"}, …]}`,
/// what export writes) or the listing `palette --format json` prints (`[{"name", "red", "green", "blue", "hex"},
/// …]`). An entry's channels are 0–100 (out of range is a refused entry, not clamped); an entry without them is
/// read from its `"hex"` (`#rrggbbaa` keeps the alpha); one without a `"name"` gets the generated name. An
/// `"alpha"` (0–1, out of range refused) and a design token's `"colorSpace"` and `"components"` are kept.
enum JSONPaletteFormat {
  static func read(_ text: ImportText) throws(PaletteImportError) -> ImportedLines {
    let (value, offsets) = try parse(text)
    var items: [JSONValue]
    var first: Int
    switch value {
    case .array(let list):
      (items, first) = (list, 1)
    case .object(let members):
      do {
        try ColorDocument.checkVersion(of: value)
      } catch {
        let version: String? = if case .unsupportedVersion(let text) = error { text } else { nil }
        throw PaletteImportError(line: text.line(ofOffset: offsets[0]), problem: .unsupportedVersion(version))
      }
      guard let position = members.firstIndex(where: { $0.key == "colors" }),
        case .array(let list) = members[position].value
      else {
        throw PaletteImportError(line: text.line(ofOffset: offsets[0]), problem: .notPaletteJSON)
      }
      // The array's offset: after the values of the members before it.
      first = 1 + members[..<position].reduce(0) { $0 + size(of: $1.value) } + 1
      items = list
    default:
      throw PaletteImportError(line: text.line(ofOffset: offsets[0]), problem: .notPaletteJSON)
    }
    var result = ImportedLines()
    var index = first
    for item in items {
      result.append(entry(item, line: text.line(ofOffset: offsets[index])))
      index += size(of: item)
    }
    return result
  }

  /// The document's JSON and the offset of each value; invalid JSON is a malformed document naming its line.
  static func parse(_ text: ImportText) throws(PaletteImportError) -> (JSONValue, [Int]) {
    do {
      return try JSONParser.parseWithOffsets(text.bytes)
    } catch {
      throw PaletteImportError(line: text.line(ofOffset: error.offset), problem: .notJSON(error.problem))
    }
  }

  private static func entry(_ item: JSONValue, line: Int) -> ImportedLine {
    guard case .object = item else { return .bad(line: line, problem: .notAnEntry(.notObject)) }
    var name: String?
    if let member = item.member("name") {
      guard case .string(let text) = member else { return .bad(line: line, problem: .nameNotText) }
      name = text
    }
    if item.member("red") == nil, item.member("green") == nil, item.member("blue") == nil,
      case .string(let hex)? = item.member("hex")
    {
      guard let color = ColorArgument.hashHex(hex) else { return .bad(line: line, problem: .notHexColor(hex)) }
      return .entry(line: line, name: name, color: StoredColor(rounding: color), kept: .init(alpha: color.alpha))
    }
    do {
      let contents = try ColorDocument.channels(of: item, source: .input)
      let (alpha, alphaWarning) = try PaletteDocument.alpha(of: item, source: .input)
      // Out of range is refused (a channel file is not clamped); finer than tenths is kept to tenths, and said.
      if let warning = contents.warnings.first(where: { $0.range != .tenths }) ?? alphaWarning {
        return .bad(line: line, problem: .outOfRange(warning))
      }
      let kept = ImportedLine.Kept(alpha: alpha, token: PaletteDocument.token(of: item))
      guard contents.warnings.isEmpty else {
        return .mapped(
          line: line, name: name, color: contents.color, value: "", warnings: contents.warnings, gamut: nil, kept: kept)
      }
      return .entry(line: line, name: name, color: contents.color, kept: kept)
    } catch {
      return .bad(line: line, problem: .notAnEntry(error))
    }
  }

  /// How many values `value` holds, itself included (the offsets count them all).
  static func size(of value: JSONValue) -> Int {
    switch value {
    case .array(let items): 1 + items.reduce(0) { $0 + size(of: $1) }
    case .object(let members): 1 + members.reduce(0) { $0 + size(of: $1.value) }
    default: 1
    }
  }
}
