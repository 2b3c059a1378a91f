/// The keys of a document of nested tables or mappings (TOML's, YAML's), each numbered once as a child of its
/// table: a key is kept as its table's number and its own name, so that it costs its name and a dozen bytes however
/// long its table's path is, and finding it costs its name's length. Keys are numbered from 0 by when they were
/// added; the document itself is `root`.
struct KeyTree {
  /// The most keys a reader keeps: a theme has a few hundred, and this many cost a few megabytes at most.
  static let maximumCount = 100_000
  /// The document, the parent of its top-level keys.
  static let root = -1

  private var names = ByteStringTable()

  /// How many keys the tree holds.
  var count: Int { names.count }

  /// The number of `name` under `parent`, if it is there.
  func child(_ name: String, of parent: Int) -> Int? {
    Self.key(name, parent).withUnsafeBufferPointer { names.number(of: $0) }
  }

  /// The number of `name` under `parent`, added when it is new (`inserted` false when it was there).
  mutating func add(_ name: String, under parent: Int) -> (inserted: Bool, number: Int) {
    Self.key(name, parent).withUnsafeBufferPointer { names.insert($0) }
  }

  /// The parent's number (past `root`, in four bytes), then the name: no two keys are one string.
  private static func key(_ name: String, _ parent: Int) -> [UInt8] {
    let number = UInt32(truncatingIfNeeded: parent + 1)
    var key = [UInt8(truncatingIfNeeded: number), UInt8(truncatingIfNeeded: number >> 8)]
    key += [UInt8(truncatingIfNeeded: number >> 16), UInt8(truncatingIfNeeded: number >> 24)]
    key += name.utf8
    return key
  }
}
