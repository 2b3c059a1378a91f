import Testing

@testable import ColorCore

/// A byte string table numbers each string by when it was first added, and finds it again, however many there are.
@Suite struct ByteStringTablesNumberEachStringOnce {
  @Test func eachStringHasOneNumberInTheOrderItCame() {
    var table = ByteStringTable()
    let strings = [""] + (0..<5_000).map { "k\($0)" } + ["é", "e\u{301}", "ab", "a", "b"]
    for (number, string) in strings.enumerated() {
      #expect(table.insert(string) == (true, number))
    }
    for (number, string) in strings.enumerated().reversed() {
      #expect(table.insert(string) == (false, number))
    }
    #expect(table.count == strings.count)
  }

}

/// A key tree numbers each key once under its table, and tells keys of different tables apart.
@Suite struct KeyTreesNumberEachKeyUnderItsTable {
  @Test func keysAreNumberedUnderTheirTable() {
    var tree = KeyTree()
    let a = tree.add("a", under: KeyTree.root)
    #expect(a == (true, 0))
    #expect(tree.add("b", under: 0) == (true, 1))
    #expect(tree.add("a.b", under: KeyTree.root) == (true, 2))
    #expect(tree.add("b", under: 0) == (false, 1))
    #expect(tree.add("b", under: 1) == (true, 3))
    #expect(tree.child("b", of: 1) == 3)
    #expect(tree.child("b", of: 2) == nil)
    #expect(tree.child("a", of: 0) == nil)
    #expect(tree.count == 4)
  }

  /// Many keys under a table of a long name are each numbered once and found under it.
  @Test func keysUnderALongNameAreFound() {
    var tree = KeyTree()
    let table = tree.add(String(repeating: "t", count: 100_000), under: KeyTree.root).number
    for number in 0..<1_000 { #expect(tree.add("k\(number)", under: table).inserted) }
    #expect(tree.child("k999", of: table) == 1_000)
  }
}
