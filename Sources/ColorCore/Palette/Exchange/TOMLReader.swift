/// The TOML that terminal themes are written in (Alacritty, WezTerm), read strictly: comments, `[table]` and
/// `[[array of tables]]` headers, `key = value` with bare, quoted and dotted keys, and values that are basic
/// (`"…"`, with TOML's escapes) or literal (`'…'`) one-line strings, numbers, `true`/`false`, arrays (over several
/// lines too) and one-line inline tables (in arrays too). Multi-line strings and dates are not read. A key given
/// twice, a table defined again against TOML 1.0's rules (see `Defined`), or anything else, is a malformed document
/// naming its line and the part; nesting deeper than 32, a key of more than 32 parts, and more than
/// `KeyTree.maximumCount` keys and tables, are refused, so that no input can exhaust the stack or the memory.
struct TOMLReader {
  /// A value and the line it starts on.
  struct Value: Equatable {
    enum Kind: Equatable {
      case string(String)
      /// A number, a boolean: kept as written (themes only need strings).
      case other(String)
      /// At most the first `maximumKeptItems` values of the array (a theme's lists hold 8): the rest are read
      /// and checked, not kept, so that a long array costs nothing.
      case array([Value])
      /// A value of a key the reader was not asked to keep: read and checked, not built.
      case unread
    }
    var kind: Kind
    var line: Int

    /// The value as written, for a message (a list as `[…]`).
    var text: String {
      switch kind {
      case .string(let text), .other(let text): text
      case .array: "[…]"
      case .unread: "…"
      }
    }
  }

  /// One key and its value, the key as its full path (the table's, then the key's own parts; an inline table's
  /// members are pairs of their own).
  struct Pair: Equatable {
    var path: [String]
    var value: Value
  }

  static let maximumDepth = 32
  static let maximumKeptItems = 64

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  /// Whether the value of a key path is wanted; the others are read and checked, not built.
  private let reading: ([String]) -> Bool
  /// Takes each pair, in order.
  private let each: (Pair) -> Void
  /// Every key and table defined so far, and what it is: every one of them, so that a key given twice, a table
  /// given again, or a key into a value, is refused wherever it is.
  private var defined = Definitions()
  /// The keys of the inline tables being read, innermost last: an inline table is whole, so its keys are checked
  /// among themselves and forgotten at its `}` (the table itself is in `defined`, and nothing can be added to it).
  private var inlineKeys: [Definitions] = []
  /// How many keys and tables have been defined, inline tables' too: no more than `keyLimit`.
  private var definedCount = 0
  /// The most keys and tables a document may define (`KeyTree.maximumCount`; fewer for a test).
  private let keyLimit: Int
  /// How many tables each array of tables (by its number in `defined`) has so far.
  private var tableCounts: [Int: Int] = [:]

  /// What a key is, by how it was defined, as TOML 1.0 tells them apart.
  enum Defined: UInt8 {
    /// `key = value`.
    case value
    /// `key = {…}`: whole, nothing can be added to it.
    case inlineTable
    /// `[table]`, or a table of an array of tables (its key is its number in the array).
    case table
    /// `[[table]]`: its keys are its tables, and a key or header going through it goes into its last table.
    case tableArray
    /// A table a header defines on its way (`a` of `[a.b]`): `[a]` may still define it, once.
    case superTable
    /// A table dotted keys define (`a` of `a.b = 1`): more dotted keys in the same table may add to it, a header
    /// under it may define a table in it, but no header may define it.
    case dottedTable
  }

  /// Keys, each under its table (see `KeyTree`), and what each is.
  struct Definitions {
    private var keys = KeyTree()
    private var kinds: [Defined] = []

    /// The number of `name` under `parent` and what it is, if it is defined.
    func find(_ name: String, under parent: Int) -> (number: Int, kind: Defined)? {
      keys.child(name, of: parent).map { ($0, kinds[$0]) }
    }

    /// Defines `name`, which is not defined yet, under `parent`: its number.
    mutating func add(_ name: String, under parent: Int, as kind: Defined) -> Int {
      let number = keys.add(name, under: parent).number
      kinds.append(kind)
      return number
    }

    /// Makes a key defined already another kind (a super-table a header defines, or one dotted keys go through).
    mutating func redefine(_ number: Int, as kind: Defined) {
      kinds[number] = kind
    }
  }

  private init(
    _ bytes: [UInt8], reading: @escaping ([String]) -> Bool, keyLimit: Int, each: @escaping (Pair) -> Void
  ) {
    self.bytes = bytes
    self.keyLimit = keyLimit
    self.reading = reading
    self.each = each
  }

  /// Reads a document, giving `each` its pairs in order. Only the values of the paths `reading` wants are built:
  /// the others are `Value.Kind.unread`, so that a document of many settings, or long arrays, colormix does not read
  /// keeps nothing of them but their keys.
  static func read(
    _ text: ImportText, reading: @escaping ([String]) -> Bool, keyLimit: Int = KeyTree.maximumCount,
    each: @escaping (Pair) -> Void
  ) throws(PaletteImportError) {
    var reader = TOMLReader(text.bytes, reading: reading, keyLimit: keyLimit, each: each)
    try reader.document()
  }

  /// The pairs of a document, in order, every value built.
  static func read(_ text: ImportText, keyLimit: Int = KeyTree.maximumCount) throws(PaletteImportError) -> [Pair] {
    var pairs: [Pair] = []
    try read(text, reading: { _ in true }, keyLimit: keyLimit) { pairs.append($0) }
    return pairs
  }

  private func fail(_ detail: String) -> PaletteImportError {
    PaletteImportError(line: line, problem: .notValid(language: "TOML", detail: detail))
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// A few characters from here, for a message.
  private var here: String {
    var end = index
    while end < bytes.count, end - index < 20, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    return end == index
      ? "the end of the line"
      : "'" + Visible.excerpt(String(decoding: bytes[index..<end], as: UTF8.self), limit: 20) + "'"
  }

  private mutating func skipBlanks() {
    while let byte = current, byte == 0x20 || byte == 0x09 { index += 1 }
  }

  /// Blanks, then a comment, then the end of the line (or of the document).
  private mutating func endOfLine() throws(PaletteImportError) {
    skipBlanks()
    if current == UInt8(ascii: "#") { try skipComment() }
    if current == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
    guard let byte = current else { return }
    guard byte == 0x0A else { throw fail("\(here) after a value or header (one a line)") }
    index += 1
    line += 1
  }

  /// A comment, to the end of its line: TOML allows no control character in one but a tab (nor `\r` but before
  /// the line's `\n`).
  private mutating func skipComment() throws(PaletteImportError) {
    while let byte = current, byte != 0x0A {
      let endsLine = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
      guard byte >= 0x20 || byte == 0x09 || endsLine, byte != 0x7F else {
        throw fail("a control character in a comment")
      }
      if endsLine { return }
      index += 1
    }
  }

  /// Blanks, comments and line ends, inside an array.
  private mutating func skipSpace() throws(PaletteImportError) {
    while let byte = current {
      if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        index += 1
      } else if byte == 0x0A {
        index += 1
        line += 1
      } else if byte == UInt8(ascii: "#") {
        try skipComment()
      } else {
        return
      }
    }
  }

  private mutating func document() throws(PaletteImportError) {
    var table: [String] = []
    var tableNumber = KeyTree.root
    while index < bytes.count {
      skipBlanks()
      guard let byte = current else { break }
      if byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "#") {
        try endOfLine()
        continue
      }
      if byte == UInt8(ascii: "[") {
        index += 1
        let isArray = current == UInt8(ascii: "[")
        if isArray { index += 1 }
        skipBlanks()
        let parts = try key()
        skipBlanks()
        guard current == UInt8(ascii: "]"),
          !isArray || (index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "]"))
        else { throw fail("\(here) where a table header ends with \(isArray ? "]]" : "]")") }
        index += isArray ? 2 : 1
        (table, tableNumber) = try header(parts, isArray: isArray)
        try endOfLine()
        continue
      }
      try keyValue(in: table, number: tableNumber, depth: 0)
      try endOfLine()
    }
  }

  /// The table a `[header]` or `[[header]]` of `parts` opens, its path and its number, by TOML's rules: each table
  /// on its way may be a table or none yet (then a super-table), or an array of tables (then its last table,
  /// `name[N]` in the path), never a value; the table itself may be new, or a super-table for `[name]`, or an array
  /// of tables for `[[name]]`.
  private mutating func header(_ parts: [String], isArray: Bool) throws(PaletteImportError) -> ([String], Int) {
    let shown = Visible.excerpt(parts.joined(separator: "."))
    var path: [String] = []
    var number = KeyTree.root
    for (position, part) in parts.enumerated() {
      path.append(part)
      let found = defined.find(part, under: number)
      if position < parts.count - 1 {
        switch found {
        case nil: number = try add(part, under: number, as: .superTable)
        case .some((let table, .superTable)), .some((let table, .table)), .some((let table, .dottedTable)):
          number = table
        case .some((let array, .tableArray)):
          let last = tableCounts[array, default: 1] - 1
          path[path.count - 1] += "[\(last)]"
          number = defined.find(String(last), under: array)!.number
        case .some((_, .value)), .some((_, .inlineTable)):
          throw fail(
            "the header [\(shown)] goes into '\(Visible.excerpt(path.joined(separator: ".")))', which is a value")
        }
        continue
      }
      if isArray {
        let array: Int
        switch found {
        case nil: array = try add(part, under: number, as: .tableArray)
        case .some((let existing, .tableArray)): array = existing
        default: throw fail("the array of tables [[\(shown)]] is already defined as something else")
        }
        let count = tableCounts[array, default: 0]
        tableCounts[array] = count + 1
        path[path.count - 1] += "[\(count)]"
        number = try add(String(count), under: array, as: .table)
      } else {
        switch found {
        case nil: number = try add(part, under: number, as: .table)
        case .some((let table, .superTable)):
          defined.redefine(table, as: .table)
          number = table
        default: throw fail("the table [\(shown)] is defined twice")
        }
      }
    }
    return (path, number)
  }

  /// `key = value` in the table at `table` (its path) numbered `number` (in the innermost inline table being read,
  /// or the document), its pairs given to `each` when `emitting` (not inside an array). Each dotted part on the way
  /// may be a table dotted keys define, or none yet (then one), or a super-table (then one dotted keys define);
  /// never a table a header defined, an array of tables, or a value.
  private mutating func keyValue(in table: [String], number: Int, depth: Int, emitting: Bool = true)
    throws(PaletteImportError)
  {
    let parts = try key()
    let path = table + parts
    func shown() -> String { Visible.excerpt(path.joined(separator: ".")) }
    var number = number
    for part in parts.dropLast() {
      switch find(part, under: number) {
      case nil: number = try add(part, under: number, as: .dottedTable)
      case .some((let dotted, .dottedTable)): number = dotted
      case .some((let superTable, .superTable)):
        redefine(superTable, as: .dottedTable)
        number = superTable
      case .some((_, .table)), .some((_, .tableArray)):
        throw fail("the key '\(shown())' adds to a table defined elsewhere")
      case .some((_, .value)), .some((_, .inlineTable)):
        throw fail("the key '\(shown())' goes into a value")
      }
    }
    let name = parts[parts.count - 1]
    guard find(name, under: number) == nil else { throw fail("the key '\(shown())' is defined twice") }
    skipBlanks()
    guard current == UInt8(ascii: "=") else { throw fail("\(here) where '=' follows a key") }
    index += 1
    skipBlanks()
    let valueLine = line
    if current == UInt8(ascii: "{") {
      index += 1
      _ = try add(name, under: number, as: .inlineTable)
      try inlineTable(path, depth: depth + 1, emitting: emitting)
      return
    }
    let value = try self.value(depth: depth, building: emitting && reading(path))
    _ = try add(name, under: number, as: .value)
    if emitting { each(Pair(path: path, value: Value(kind: value.kind, line: valueLine))) }
  }

  /// What `name` under `parent` is, among the innermost inline table's keys when one is being read, or the
  /// document's.
  private func find(_ name: String, under parent: Int) -> (number: Int, kind: Defined)? {
    inlineKeys.isEmpty ? defined.find(name, under: parent) : inlineKeys[inlineKeys.count - 1].find(name, under: parent)
  }

  /// Defines a new key in the innermost inline table being read, or the document: its number.
  private mutating func add(_ name: String, under parent: Int, as kind: Defined) throws(PaletteImportError) -> Int {
    guard definedCount < keyLimit else {
      throw fail("more than \(keyLimit) keys and tables (a theme has a few hundred)")
    }
    definedCount += 1
    if inlineKeys.isEmpty { return defined.add(name, under: parent, as: kind) }
    return inlineKeys[inlineKeys.count - 1].add(name, under: parent, as: kind)
  }

  private mutating func redefine(_ number: Int, as kind: Defined) {
    if inlineKeys.isEmpty {
      defined.redefine(number, as: kind)
    } else {
      inlineKeys[inlineKeys.count - 1].redefine(number, as: kind)
    }
  }

  private mutating func inlineTable(_ path: [String], depth: Int, emitting: Bool) throws(PaletteImportError) {
    guard depth <= Self.maximumDepth else { throw fail("values nested more than \(Self.maximumDepth) deep") }
    inlineKeys.append(Definitions())
    defer { inlineKeys.removeLast() }
    skipBlanks()
    if current == UInt8(ascii: "}") {
      index += 1
      return
    }
    while true {
      try keyValue(in: path, number: KeyTree.root, depth: depth, emitting: emitting)
      skipBlanks()
      switch current {
      case UInt8(ascii: ","):
        index += 1
        skipBlanks()
      case UInt8(ascii: "}"):
        index += 1
        return
      default: throw fail("\(here) where an inline table goes on with ',' or ends with '}' (on one line)")
      }
    }
  }

  /// A key: bare or quoted parts joined by `.`.
  private mutating func key() throws(PaletteImportError) -> [String] {
    var parts: [String] = []
    while true {
      skipBlanks()
      switch current {
      case UInt8(ascii: "\""): parts.append(try basicString())
      case UInt8(ascii: "'"): parts.append(try literalString())
      default:
        let start = index
        while let byte = current, Self.isBareKey(byte) { index += 1 }
        guard index > start else { throw fail("\(here) where a key was expected") }
        parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
      }
      skipBlanks()
      guard current == UInt8(ascii: ".") else { return parts }
      guard parts.count < Self.maximumDepth else { throw fail("a key nested more than \(Self.maximumDepth) deep") }
      index += 1
    }
  }

  private static func isBareKey(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
  }

  /// A value inside `depth` arrays and inline tables, built when `building`, otherwise read, checked and `unread`.
  private mutating func value(depth: Int, building: Bool) throws(PaletteImportError) -> Value {
    let valueLine = line
    let unread = Value(kind: .unread, line: valueLine)
    switch current {
    case UInt8(ascii: "\""):
      let text = try basicString()
      return building ? Value(kind: .string(text), line: valueLine) : unread
    case UInt8(ascii: "'"):
      let text = try literalString()
      return building ? Value(kind: .string(text), line: valueLine) : unread
    case UInt8(ascii: "["):
      let inner = depth + 1
      guard inner <= Self.maximumDepth else { throw fail("values nested more than \(Self.maximumDepth) deep") }
      index += 1
      var items: [Value] = []
      while true {
        try skipSpace()
        if current == UInt8(ascii: "]") {
          index += 1
          return building ? Value(kind: .array(items), line: valueLine) : unread
        }
        if current == UInt8(ascii: "{") {
          // An inline table in an array (`bindings = [{key = "N"}]`): checked, never a theme's, never built.
          index += 1
          try inlineTable([], depth: inner + 1, emitting: false)
        } else {
          let item = try value(depth: inner, building: building)
          if building && items.count < Self.maximumKeptItems { items.append(item) }
        }
        try skipSpace()
        switch current {
        case UInt8(ascii: ","): index += 1
        case UInt8(ascii: "]"): continue
        default: throw fail("\(here) where an array goes on with ',' or ends with ']'")
        }
      }
    default:
      let start = index
      while let byte = current, Self.isBareKey(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") {
        index += 1
      }
      let word = String(decoding: bytes[start..<index], as: UTF8.self)
      guard Self.isScalar(word) else {
        index = start
        let shown = word.isEmpty ? here : "'" + Visible.excerpt(word, limit: 20) + "'"
        throw fail("\(shown) is not a value (a string, a number, true, false or an array)")
      }
      return building ? Value(kind: .other(word), line: valueLine) : unread
    }
  }

  /// `true`, `false`, or a decimal, hexadecimal, octal or binary number as TOML 1.0 writes them (`1_000`,
  /// `-0.5e3`, `0xFF`, `inf`): an underscore only between two digits, no leading zero, no sign before `0x`.
  private static func isScalar(_ word: String) -> Bool {
    if word == "true" || word == "false" { return true }
    var rest = Substring(word).utf8[...]
    for (prefix, isDigit) in [("0x", isHexDigit), ("0o", isOctalDigit), ("0b", isBinaryDigit)]
    where rest.starts(with: prefix.utf8) {
      rest.removeFirst(2)
      return digits(&rest, isDigit) && rest.isEmpty
    }
    if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest.removeFirst() }
    if rest.elementsEqual("inf".utf8) || rest.elementsEqual("nan".utf8) { return true }
    // An integer part without a leading zero, then a fraction, an exponent, both or neither.
    let integer = rest
    guard digits(&rest, isDecimalDigit), integer.first != UInt8(ascii: "0") || integer.count - rest.count == 1
    else { return false }
    if rest.first == UInt8(ascii: ".") {
      rest.removeFirst()
      guard digits(&rest, isDecimalDigit) else { return false }
    }
    if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
      rest.removeFirst()
      if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest.removeFirst() }
      guard digits(&rest, isDecimalDigit) else { return false }
    }
    return rest.isEmpty
  }

  /// Reads digits with single underscores between them (`1_000`) from the start of `text`: false when there is
  /// none, or an underscore is not between two digits.
  private static func digits(_ text: inout Substring.UTF8View.SubSequence, _ isDigit: (UInt8) -> Bool) -> Bool {
    guard let first = text.first, isDigit(first) else { return false }
    text.removeFirst()
    while let byte = text.first {
      if byte == UInt8(ascii: "_") {
        text.removeFirst()
        guard let next = text.first, isDigit(next) else { return false }
      } else if !isDigit(byte) {
        return true
      }
      text.removeFirst()
    }
    return true
  }

  private static func isDecimalDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  private static func isOctalDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x37 }
  private static func isBinaryDigit(_ byte: UInt8) -> Bool { byte == 0x30 || byte == 0x31 }
  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDecimalDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
  }

  /// `"…"` on one line, with `\b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX`.
  private mutating func basicString() throws(PaletteImportError) -> String {
    index += 1
    if current == UInt8(ascii: "\""), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
      throw fail("a multi-line string (not read here)")
    }
    // Decoded into bytes: each escape costs its own length, however long the string before it.
    var decoded: [UInt8] = []
    var start = index
    while true {
      guard let byte = current, byte != 0x0A else { throw fail("a string that does not end on its line") }
      if byte == UInt8(ascii: "\"") {
        decoded += bytes[start..<index]
        index += 1
        return String(decoding: decoded, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        decoded += bytes[start..<index]
        index += 1
        UTF8.encode(try escape()) { decoded.append($0) }
        start = index
        continue
      }
      guard byte >= 0x20 || byte == 0x09, byte != 0x7F else { throw fail("a control character in a string") }
      index += 1
    }
  }

  private mutating func escape() throws(PaletteImportError) -> Unicode.Scalar {
    guard let byte = current else { throw fail("a string that does not end on its line") }
    index += 1
    switch byte {
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "u"), UInt8(ascii: "U"):
      let count = byte == UInt8(ascii: "u") ? 4 : 8
      guard index + count <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<index + count], as: UTF8.self), radix: 16),
        bytes[index..<index + count].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
        let scalar = Unicode.Scalar(value)
      else { throw fail("a \\\(Character(Unicode.Scalar(byte))) escape that is not a Unicode scalar") }
      index += count
      return scalar
    default:
      index -= 1
      throw fail("the escape \\\(Visible.escape(String(decoding: [byte], as: UTF8.self))) in a string")
    }
  }

  /// `'…'` on one line, as written.
  private mutating func literalString() throws(PaletteImportError) -> String {
    index += 1
    if current == UInt8(ascii: "'"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") {
      throw fail("a multi-line string (not read here)")
    }
    let start = index
    while let byte = current, byte != UInt8(ascii: "'") {
      guard byte != 0x0A else { throw fail("a string that does not end on its line") }
      guard byte >= 0x20 || byte == 0x09, byte != 0x7F else { throw fail("a control character in a string") }
      index += 1
    }
    guard current != nil else { throw fail("a string that does not end on its line") }
    index += 1
    return String(decoding: bytes[start..<index - 1], as: UTF8.self)
  }
}
