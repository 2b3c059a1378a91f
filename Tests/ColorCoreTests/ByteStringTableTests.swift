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

  /// A path is one string that no other path is: `a.b` as one key is not `a` then `b`.
  @Test func pathsAreToldApart() {
    var table = ByteStringTable()
    #expect(table.insert(path: ["a", "b"]).inserted)
    #expect(table.insert(path: ["a.b"]).inserted)
    #expect(table.insert(path: ["a", "b"]) == (false, 0))
    #expect(table.insert(path: ["1:a"]).inserted)
    #expect(table.insert(path: ["", "1:a"]).inserted)
  }
}
