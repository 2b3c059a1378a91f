/// Byte strings, each numbered by when it was first added, kept in one buffer: a string costs its bytes and about
/// 12 more (its end, and its slot in a table at most three quarters full), where a `Set<String>` costs 40 or more.
/// For a reader that must remember every key of a document, however many there are. Slots are found by Swift's
/// `Hasher`, seeded for each process, so that no document can make its keys collide.
struct ByteStringTable {
  private var storage: [UInt8] = []
  /// Where each string ends in `storage`.
  private var ends: [UInt32] = []
  /// Each slot's string (its number), or -1.
  private var slots = [Int32](repeating: -1, count: 16)

  init() {}

  /// A table made for `capacity` strings, so that it grows no more until it holds them.
  init(capacity: Int) {
    ends.reserveCapacity(capacity)
    var slotCount = 16
    while capacity * 4 > slotCount * 3 { slotCount *= 2 }
    slots = [Int32](repeating: -1, count: slotCount)
  }

  /// How many strings the table holds.
  var count: Int { ends.count }

  /// The number of `text`, added when it is new (`inserted` false when it was there).
  mutating func insert(_ text: String) -> (inserted: Bool, number: Int) {
    var text = text
    return text.withUTF8 { insert($0) }
  }

  /// The number of `bytes`, added when it is new.
  mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) -> (inserted: Bool, number: Int) {
    if (ends.count + 1) * 4 > slots.count * 3 { grow() }
    var slot = Self.hash(bytes) & (slots.count - 1)
    while slots[slot] >= 0 {
      let number = Int(slots[slot])
      if string(number).elementsEqual(bytes) { return (false, number) }
      slot = (slot + 1) & (slots.count - 1)
    }
    slots[slot] = Int32(ends.count)
    storage.append(contentsOf: bytes)
    ends.append(UInt32(storage.count))
    return (true, ends.count - 1)
  }

  /// The number of `bytes`, if the table holds them.
  func number(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var slot = Self.hash(bytes) & (slots.count - 1)
    while slots[slot] >= 0 {
      let number = Int(slots[slot])
      if string(number).elementsEqual(bytes) { return number }
      slot = (slot + 1) & (slots.count - 1)
    }
    return nil
  }

  private func string(_ number: Int) -> ArraySlice<UInt8> {
    storage[(number == 0 ? 0 : Int(ends[number - 1]))..<Int(ends[number])]
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    return hasher.finalize()
  }

  private static func hash(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.withUnsafeBufferPointer { hash($0) }
  }

  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    for number in 0..<ends.count {
      var slot = Self.hash(string(number)) & (slots.count - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = Int32(number)
    }
  }
}
