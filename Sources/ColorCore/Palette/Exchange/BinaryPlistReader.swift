/// Apple's binary property list (`bplist00`), which iTerm2 writes when it saves a preset itself, read into the
/// values `PlistReader` makes of the XML form: `<dict>`, `<array>`, strings (ASCII or UTF-16), reals (32 or 64
/// bits; the shortest decimal that reads back as the same `Double`), integers (1 to 8 bytes), dates (their seconds
/// as text), data (as empty text: no reader uses it), `true` and `false`.
///
/// Read strictly: the trailer's sizes, every offset, reference and length are checked against the document; a
/// null, a set, a UID or an unknown marker is a malformed document naming the object; nesting deeper than
/// `PlistReader.maximumDepth` is refused, and so is a document whose shared references would make more than four
/// values and bytes of text for each of its bytes (a value costs one, a string its length too, each time it is
/// referred to), so that reading costs at most a fixed multiple of the document's size. A binary plist has no
/// lines: every value is on line 1.
struct BinaryPlistReader {
  /// What a binary property list begins with.
  static let magic = Array("bplist00".utf8)
  /// The length of the trailer at the end of the document.
  private static let trailerLength = 32

  private let bytes: [UInt8]
  /// The width of an offset in the offset table, and of an object reference.
  private let offsetSize: Int
  private let referenceSize: Int
  /// Where the offset table begins (objects lie between the header and it), and how many objects it lists.
  private let offsetTable: Int
  private let objectCount: Int
  /// What the values made so far cost (one a value, and a string's bytes), and the most they may.
  private var made = 0
  private let mostMade: Int

  /// Whether `bytes` are a binary property list.
  static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: magic) }

  /// The value the document's top object is.
  static func read(_ bytes: [UInt8]) throws(PaletteImportError) -> PlistReader.Value {
    var reader = try BinaryPlistReader(bytes)
    let top = unsigned(bytes, at: bytes.count - trailerLength + 16, size: 8)
    guard top < UInt64(reader.objectCount) else { throw fail("the top object is not in the offset table") }
    return try reader.object(Int(top), depth: 1)
  }

  private init(_ bytes: [UInt8]) throws(PaletteImportError) {
    self.bytes = bytes
    let trailer = bytes.count - Self.trailerLength
    guard Self.isBinary(bytes), trailer > Self.magic.count else { throw Self.fail("it is too short for its trailer") }
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
      throw Self.fail("the trailer's offset or reference size is not 1 to 8 bytes")
    }
    mostMade = 4 * bytes.count
    let count = Self.unsigned(bytes, at: trailer + 8, size: 8)
    let table = Self.unsigned(bytes, at: trailer + 24, size: 8)
    guard count >= 1, count <= UInt64(trailer), table >= UInt64(Self.magic.count), table <= UInt64(trailer),
      UInt64(trailer) - table >= count * UInt64(offsetSize)
    else { throw Self.fail("the trailer's offset table does not fit the document") }
    offsetTable = Int(table)
    objectCount = Int(count)
  }

  private static func fail(_ detail: String) -> PaletteImportError {
    PaletteImportError(line: 1, problem: .notValid(language: "binary plist", detail: detail))
  }

  /// The unsigned big-endian number of `size` bytes at `offset` (within the document: the caller checks).
  private func unsigned(at offset: Int, size: Int) -> UInt64 {
    Self.unsigned(bytes, at: offset, size: size)
  }

  private static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
    bytes[offset..<offset + size].reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// Object number `number`, its references read down to `depth` levels.
  private mutating func object(_ number: Int, depth: Int) throws(PaletteImportError) -> PlistReader.Value {
    guard depth <= PlistReader.maximumDepth else {
      throw Self.fail("it nests deeper than \(PlistReader.maximumDepth) levels")
    }
    try spend(1)
    let place = unsigned(at: offsetTable + number * offsetSize, size: offsetSize)
    guard place >= UInt64(Self.magic.count), place < UInt64(offsetTable) else {
      throw Self.fail("object \(number) is out of place")
    }
    let offset = Int(place)
    let marker = bytes[offset]
    let info = Int(marker & 0x0F)
    func value(_ kind: PlistReader.Value.Kind) -> PlistReader.Value { PlistReader.Value(kind: kind, line: 1) }
    switch marker >> 4 {
    case 0x0 where info == 0x8 || info == 0x9: return value(.bool(info == 0x9))
    case 0x1 where info <= 3:
      let raw = try payload(of: number, at: offset + 1, count: 1 << info)
      let number = unsigned(at: raw.lowerBound, size: raw.count)
      return value(.number(info == 3 ? "\(Int64(bitPattern: number))" : "\(number)"))
    case 0x2 where info == 2 || info == 3, 0x3 where info == 3:
      let raw = try payload(of: number, at: offset + 1, count: 1 << info)
      let bits = unsigned(at: raw.lowerBound, size: raw.count)
      let real = info == 2 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)
      guard real.isFinite else { throw Self.fail("object \(number) is a real that is not finite") }
      return value(marker >> 4 == 0x3 ? .string("\(real)") : .number("\(real)"))
    case 0x4:
      let (start, length) = try sized(number, at: offset, info: info)
      _ = try payload(of: number, at: start, count: length)
      return value(.string(""))
    case 0x5:
      let (start, length) = try sized(number, at: offset, info: info)
      let raw = try payload(of: number, at: start, count: length)
      try spend(length)
      guard bytes[raw].allSatisfy({ $0 < 0x80 }) else {
        throw Self.fail("object \(number) is an ASCII string that is not")
      }
      return value(.string(String(decoding: bytes[raw], as: UTF8.self)))
    case 0x6:
      let (start, length) = try sized(number, at: offset, info: info)
      let raw = try payload(of: number, at: start, count: 2 * length)
      try spend(length)
      let units = stride(from: raw.lowerBound, to: raw.upperBound, by: 2).map {
        UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
      }
      return value(.string(String(decoding: units, as: UTF16.self)))
    case 0xA:
      let (start, length) = try sized(number, at: offset, info: info)
      let references = try self.references(of: number, at: start, count: length)
      var items: [PlistReader.Value] = []
      for reference in references {
        let item = try object(reference, depth: depth + 1)
        if items.count < PlistReader.maximumKeptItems { items.append(item) }
      }
      return value(.array(items))
    case 0xD:
      let (start, length) = try sized(number, at: offset, info: info)
      let references = try self.references(of: number, at: start, count: 2 * length)
      var members: [(key: String, value: PlistReader.Value)] = []
      for index in 0..<length {
        guard case .string(let key) = try object(references[index], depth: depth + 1).kind else {
          throw Self.fail("object \(number) is a dictionary with a key that is not a string")
        }
        members.append((key, try object(references[length + index], depth: depth + 1)))
      }
      return value(.dict(members))
    default:
      throw Self.fail("object \(number) has a marker (0x\(String(marker, radix: 16))) an iTerm2 preset does not hold")
    }
  }

  /// Counts `cost` against what the document may make.
  private mutating func spend(_ cost: Int) throws(PaletteImportError) {
    made += cost
    guard made <= mostMade else { throw Self.fail("its references make more than its size allows") }
  }

  /// Where object `number`'s contents begin and how many items it has: `info` itself, or for 15 the integer object
  /// that follows the marker.
  private func sized(_ number: Int, at offset: Int, info: Int) throws(PaletteImportError) -> (start: Int, length: Int) {
    guard info == 0x0F else { return (offset + 1, info) }
    guard offset + 1 < offsetTable, bytes[offset + 1] >> 4 == 0x1, bytes[offset + 1] & 0x0F <= 3 else {
      throw Self.fail("object \(number) has a length that is not an integer")
    }
    let size = 1 << Int(bytes[offset + 1] & 0x0F)
    let raw = try payload(of: number, at: offset + 2, count: size)
    let length = unsigned(at: raw.lowerBound, size: size)
    guard length <= UInt64(offsetTable) else { throw Self.fail("object \(number) is longer than the document") }
    return (raw.upperBound, Int(length))
  }

  /// The `count` bytes of object `number` from `start`, which must end before the offset table.
  private func payload(of number: Int, at start: Int, count: Int) throws(PaletteImportError) -> Range<Int> {
    guard count <= offsetTable, start <= offsetTable - count else {
      throw Self.fail("object \(number) runs past the objects")
    }
    return start..<start + count
  }

  /// The `count` object references of object `number` from `start`, each an object in the offset table.
  private func references(of number: Int, at start: Int, count: Int) throws(PaletteImportError) -> [Int] {
    guard count <= offsetTable / referenceSize else { throw Self.fail("object \(number) runs past the objects") }
    let raw = try payload(of: number, at: start, count: count * referenceSize)
    var references: [Int] = []
    references.reserveCapacity(count)
    for position in stride(from: raw.lowerBound, to: raw.upperBound, by: referenceSize) {
      let reference = unsigned(at: position, size: referenceSize)
      guard reference < UInt64(objectCount) else {
        throw Self.fail("object \(number) refers to object \(reference), which is not in the offset table")
      }
      references.append(Int(reference))
    }
    return references
  }
}
