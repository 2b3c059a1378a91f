/// A JSON document as the readers of documents of any size keep it: every value a node of nine bytes (its kind, where
/// it starts, and the node after its last descendant), in document order, a container before what it holds and an
/// object's member as its name's node then its value's. Nothing is decoded until asked for: a name, a string, or a
/// small value as a `JSONValue` (`value(_:limit:)`), read again from the bytes. A document of many small members
/// (a theme's settings, a group of design tokens) costs about twice its size, where a `JSONValue` costs ten times.
///
/// An object that gives a name more than once has that member once, as `JSONValue` and ECMAScript's `JSON.parse`
/// read it: the last value, at the first one's place (`forEachMember(of:_:)`, `member(_:of:)`).
struct JSONTree: Sendable {
  enum Kind: UInt8, Sendable {
    case null, bool, number, string, array, object
  }

  /// The document's bytes.
  let bytes: [UInt8]
  private var kinds: [Kind] = []
  private var starts: [UInt32] = []
  private var ends: [UInt32] = []

  /// An empty tree for `bytes`, its arrays made once at the most nodes such a document can have (one for every two
  /// bytes: `[]`, `0,`): pages never written are never resident, so this costs only what is used, and no array is
  /// copied as it grows.
  init(bytes: [UInt8]) {
    self.bytes = bytes
    let most = bytes.count / 2 + 1
    kinds.reserveCapacity(most)
    starts.reserveCapacity(most)
    ends.reserveCapacity(most)
  }

  /// Adds a node starting at byte `start`; `close(_:)` marks its end once what it holds is added.
  mutating func open(_ kind: Kind, at start: Int) -> Int {
    kinds.append(kind)
    starts.append(UInt32(start))
    ends.append(0)
    return kinds.count - 1
  }

  mutating func close(_ node: Int) {
    ends[node] = UInt32(kinds.count)
  }

  /// The document's value.
  var root: Int { 0 }

  func kind(_ node: Int) -> Kind { kinds[node] }

  /// Where `node` starts in `bytes`.
  func start(_ node: Int) -> Int { Int(starts[node]) }

  /// How many nodes `node` is: itself and all it holds (names included).
  func size(_ node: Int) -> Int { Int(ends[node]) - node }

  /// The nodes an array holds, or an object's names and values in turn, in document order.
  private func children(_ node: Int) -> Children { Children(tree: self, following: node + 1, end: Int(ends[node])) }

  private struct Children: Sequence, IteratorProtocol {
    let tree: JSONTree
    var following: Int
    let end: Int

    mutating func next() -> Int? {
      guard following < end else { return nil }
      defer { following = Int(tree.ends[following]) }
      return following
    }
  }

  /// The elements of an array, in order (none for another kind), walked as they are asked for.
  func elements(_ node: Int) -> some Sequence<Int> {
    kinds[node] == .array ? children(node) : Children(tree: self, following: 0, end: 0)
  }

  /// The text of a string node (nil for another kind).
  func string(_ node: Int) -> String? {
    guard kinds[node] == .string else { return nil }
    return JSONParser.string(in: bytes, at: start(node))
  }

  /// The node as a `JSONValue`, when it is at most `limit` nodes (nil otherwise): for the small values a reader
  /// looks into, never a whole document.
  func value(_ node: Int, limit: Int = 256) -> JSONValue? {
    guard size(node) <= limit else { return nil }
    return JSONParser.value(in: bytes, at: start(node))
  }

  /// Calls `body` with each member of an object, in order, each name once: the last value given for it, at the
  /// place of the first. Names are remembered in one buffer while the object is walked (see `ByteStringTable`).
  func forEachMember(of node: Int, _ body: (_ name: String, _ value: Int) -> Void) {
    guard kinds[node] == .object else { return }
    let count = children(node).reduce(0) { count, _ in count + 1 } / 2
    var names = ByteStringTable(capacity: count)
    var winners: [UInt32] = []
    winners.reserveCapacity(count)
    var pending: Int?
    for child in children(node) {
      if let name = pending {
        let number = names.insert(string(name)!).number
        if number == winners.count { winners.append(UInt32(child)) } else { winners[number] = UInt32(child) }
        pending = nil
      } else {
        pending = child
      }
    }
    var emitted = 0
    pending = nil
    for child in children(node) {
      if let name = pending {
        let key = string(name)!
        if names.insert(key).number == emitted {
          body(key, Int(winners[emitted]))
          emitted += 1
        }
        pending = nil
      } else {
        pending = child
      }
    }
  }

  /// The value of an object's member named `name` (the last one given), if any.
  func member(_ name: String, of node: Int) -> Int? {
    guard kinds[node] == .object else { return nil }
    var found: Int?
    var pending: Int?
    for child in children(node) {
      if let key = pending {
        if string(key) == name { found = child }
        pending = nil
      } else {
        pending = child
      }
    }
    return found
  }
}
