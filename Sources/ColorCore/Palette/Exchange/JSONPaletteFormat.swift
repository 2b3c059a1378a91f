/// colormix's own JSON: the palette file (`{"version": 1, "colors": [{"name", "red", "green", "blue"}, …]}`,
/// what export writes) or the listing `palette --format json` prints (`[{"name", "red", "green", "blue", "hex"},
/// …]`). An entry's channels are 0–100 (out of range is a refused entry, not clamped); an entry without them is
/// read from its `"hex"` (`#rrggbbaa` keeps the alpha); one without a `"name"` gets the generated name. An
/// `"alpha"` (0–1, out of range refused) and a design token's `"colorSpace"` and `"components"` are kept.
enum JSONPaletteFormat {
  static func read(_ text: ImportText, into result: inout ImportedLines) throws(PaletteImportError) {
    let tree = try parse(text)
    let root = tree.root
    let list: Int
    switch tree.kind(root) {
    case .array:
      list = root
    case .object:
      do {
        let version = tree.member("version", of: root).map { tree.value($0) ?? .null }
        try ColorDocument.checkVersion(of: .object(version.map { [("version", $0)] } ?? []))
      } catch {
        let version: String? = if case .unsupportedVersion(let text) = error { text } else { nil }
        throw PaletteImportError(line: text.line(ofOffset: tree.start(root)), problem: .unsupportedVersion(version))
      }
      guard let colors = tree.member("colors", of: root), tree.kind(colors) == .array else {
        throw PaletteImportError(line: text.line(ofOffset: tree.start(root)), problem: .notPaletteJSON)
      }
      list = colors
    default:
      throw PaletteImportError(line: text.line(ofOffset: tree.start(root)), problem: .notPaletteJSON)
    }
    for item in tree.elements(list) {
      let line = text.line(ofOffset: tree.start(item))
      // An entry's names, however many, are no part of the limit: a palette's own export holds them.
      let limit = maximumEntryValues + (tree.member("aliases", of: item).map(tree.size) ?? 0)
      guard let value = tree.value(item, limit: limit) else {
        result.append(.bad(line: line, problem: .entryTooLarge(values: tree.size(item), limit: maximumEntryValues)))
        continue
      }
      let entry = entry(value, line: line)
      result.append(entry)
      // Each alias is the entry's color under another name.
      guard entry.isColor, case .array(let aliases)? = value.member("aliases") else { continue }
      for case .string(let alias) in aliases { result.append(entry.renamed(alias)) }
    }
  }

  /// The most values an entry may hold (its members' names and values, nested ones too): an entry holds a dozen or
  /// so, and one read as a `JSONValue` costs far more than its text.
  static let maximumEntryValues = 256

  /// The document as a `JSONTree`; invalid JSON is a malformed document naming its line.
  static func parse(_ text: ImportText) throws(PaletteImportError) -> JSONTree {
    do {
      return try JSONParser.tree(text.bytes)
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
      return .reading(ColorReading(color: color), value: hex, name: name, line: line)
    }
    do {
      let contents = try ColorDocument.channels(of: item, source: .input)
      let (alpha, alphaWarning) = try PaletteDocument.alpha(of: item, source: .input)
      // Out of range is refused (a channel file is not clamped); finer than tenths is kept to tenths, and said.
      if let warning = contents.warnings.first(where: { $0.range != .tenths }) ?? alphaWarning {
        return .bad(line: line, problem: .outOfRange(warning))
      }
      var kept = ImportedLine.Kept(alpha: alpha)
      if let exact = try PaletteDocument.exact(of: item, showing: contents.color, alpha: alpha) {
        (kept.exact, kept.text, kept.token) = (exact.color, exact.text, PaletteDocument.token(of: item))
      }
      guard contents.warnings.isEmpty else {
        return .mapped(
          line: line, name: name, color: contents.color, value: "", warnings: contents.warnings, gamut: nil, kept: kept)
      }
      return .entry(line: line, name: name, color: contents.color, kept: kept)
    } catch {
      return .bad(line: line, problem: .notAnEntry(error))
    }
  }

}
