/// The palette file's format: `{"version": 1, "colors": [{"name": …, "red": …, "green": …, "blue": …}, …]}`; an
/// entry has `"aliases"` (its other names) when it has any, an `"alpha"` (0–1) when it is translucent, `"css"`
/// when its color is more than its tenths (the CSS text that reads back as it exactly: `PaletteEntry.text`), and
/// `"colorSpace"` and `"components"` when it was read from a design token (`TokenColor`). Where `"css"` is, it is
/// the color, and the channels and alpha are its view, written for readers that do not know it.
enum PaletteDocument {
  static func encode(_ entries: [PaletteEntry]) -> [UInt8] {
    var out = TextWriter(capacity: 64 + entries.count * 72)
    out.write("{\n  \"version\": 1,\n  \"colors\": [")
    for (index, entry) in entries.enumerated() {
      out.write(index == 0 ? "\n    " : ",\n    ")
      out.write(jsonOf: entry, withHex: false)
    }
    out.write(entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    return out.bytes
  }

  /// The entries, in saving order, and warnings for channels out of range.
  static func decode(_ bytes: [UInt8], source: RangeWarning.Source) throws(CorruptReason) -> (
    entries: [PaletteEntry], warnings: [RangeWarning]
  ) {
    if let entries = PlainPaletteReader.entries(bytes) { return (entries, []) }
    return try decodeJSON(bytes, source: source)
  }

  /// `decode` through the JSON parser, for any file.
  static func decodeJSON(_ bytes: [UInt8], source: RangeWarning.Source) throws(CorruptReason) -> (
    entries: [PaletteEntry], warnings: [RangeWarning]
  ) {
    let value = try ColorDocument.object(bytes)
    try ColorDocument.checkVersion(of: value)
    guard case .array(let items) = value.member("colors") else { throw .notArray("colors") }
    var entries: [PaletteEntry] = []
    var warnings: [RangeWarning] = []
    for (index, item) in items.enumerated() {
      guard case .object = item, case .string(let name) = item.member("name") else {
        throw .entryWithoutName(index: index + 1)
      }
      // A hand-edited name that `save` would refuse (empty, untrimmed, too long, control, format or separator
      // characters) is reported: the palette is corrupt until it is fixed. A leading `-` is not: it is no danger
      // to a terminal, older versions saved such names, and `load -- -x` reaches them.
      if !PaletteEntry.isPlain(name),
        let problem = name.trimmingWhitespace() == name[...] ? PaletteEntry.problem(with: name) : .untrimmed
      {
        throw .badName(index: index + 1, problem: problem)
      }
      let aliases = try self.aliases(of: item, index: index + 1)
      let contents: ColorDocument.Contents
      do {
        contents = try ColorDocument.channels(of: item, source: source)
      } catch {
        throw .entry(index: index + 1, reason: error)
      }
      let alpha: Double?
      let exact: (color: Color, text: String)?
      do {
        let clamped = try self.alpha(of: item, source: source)
        alpha = clamped.alpha
        warnings += contents.warnings + (clamped.warning.map { [$0] } ?? [])
        exact = try self.exact(of: item, showing: contents.color, alpha: alpha)
      } catch {
        throw .entry(index: index + 1, reason: error)
      }
      var entry = PaletteEntry(name: name, color: contents.color, alpha: alpha)
      if let exact {
        entry = PaletteEntry(name: name, color: exact.color, text: exact.text, token: token(of: item))
      }
      entry.aliases = aliases
      entries.append(entry)
    }
    return (entries, warnings)
  }

  /// An entry's exact color and text: its `"css"`, or for a file written before colors were kept exactly, the
  /// CSS of its design-token color; either only where the channels and alpha show it (`ColorDocument.exact`).
  static func exact(of item: JSONValue, showing color: StoredColor, alpha: Double?) throws(CorruptReason)
    -> (color: Color, text: String)?
  {
    if let exact = try ColorDocument.exact(of: item, showing: color, alpha: alpha) { return exact }
    guard item.member("css") == nil, let token = token(of: item),
      let reading = try? ColorArgument.read(token.cssText(alpha: alpha.map(PaletteEntry.alphaText))),
      StoredColor(rounding: reading.exact) == color
    else { return nil }
    return (reading.exact, reading.text)
  }

  /// An entry's `"aliases"`: its other names, each a name `save` would take; none when absent.
  static func aliases(of item: JSONValue, index: Int) throws(CorruptReason) -> [String] {
    guard let member = item.member("aliases") else { return [] }
    guard case .array(let values) = member else { throw .entry(index: index, reason: .notArray("aliases")) }
    var names: [String] = []
    for value in values {
      guard case .string(let name) = value else { throw .entry(index: index, reason: .notNames("aliases")) }
      if let problem = PaletteEntry.problem(with: name) ?? (name.trimmingWhitespace() == name[...] ? nil : .untrimmed) {
        throw .badName(index: index, problem: problem)
      }
      names.append(name)
    }
    return names
  }

  /// An entry's `alpha`: nil when absent; a number outside 0–1 is clamped, with a warning; anything but a number
  /// is corrupt.
  static func alpha(of item: JSONValue, source: RangeWarning.Source) throws(CorruptReason) -> (
    alpha: Double?, warning: RangeWarning?
  ) {
    guard let member = item.member("alpha") else { return (nil, nil) }
    guard case .number(let text) = member, let number = ExactDecimal(jsonNumber: text) else {
      throw .notNumber("alpha")
    }
    let (zero, one) = (ExactDecimal(tenths: 0), ExactDecimal(tenths: 10))
    let used = number < zero ? zero : one < number ? one : number
    guard used == number else {
      let warning = RangeWarning(
        channel: .red, component: .alpha, input: text, value: number, range: .unit, used: used, source: source)
      return (used.doubleValue, warning)
    }
    return (number.doubleValue, nil)
  }

  /// An entry's design-token color: `"colorSpace"`, one of the Color Module's spaces, and `"components"`, three
  /// numbers or `"none"`. Anything else (a space a later version knows) is no token color: the entry is its
  /// tenths.
  static func token(of item: JSONValue) -> TokenColor? {
    guard case .string(let name)? = item.member("colorSpace"), let space = ColorSpace(named: name),
      case .array(let values)? = item.member("components"), values.count == 3
    else { return nil }
    var components: [String?] = []
    for value in values {
      switch value {
      case .number(let text): components.append(text)
      case .string("none"): components.append(nil)
      default: return nil
      }
    }
    return TokenColor(space: space, components: components)
  }
}
