import ColorCore
import Testing

@testable import ColorTerminal
@testable import colormix

/// The stream's shortcuts give what the general path gives.
@Suite struct StreamTests {
  @Test func aHexLineReadDirectlyIsTheColorTheGeneralReaderReads() throws {
    var lines: [String] = []
    for value in stride(from: 0, to: 4096, by: 1) { lines.append("#" + String(value, radix: 16).leftPadded(3)) }
    for value in stride(from: 0, to: 0x100_0000, by: 4099) {
      lines.append("#" + String(value, radix: 16).leftPadded(6))
    }
    lines += ["#ABCDEF", "  #abcdef\t", "#AbC\r", "\t#000000 \r", "#FFF"]
    let context = Context(
      environment: Environment([:]), stdoutIsTerminal: false, fileSystem: SystemFileSystem(), output: .capture())
    for line in lines {
      let direct = try #require(StandardInputColors.hexColor(Array(line.utf8)), "\(line)")
      let (reading, hint) = try ColorResolver.line(line.trimmingWhitespaceAndReturn(), context)
      #expect(direct == reading.color && reading.warnings.isEmpty && reading.gamut == nil && hint == nil, "\(line)")
    }
  }

  @Test(arguments: [
    "#12345", "#1234567", "#12345g", "# 123456", "#", "", "123456", "fff", "#ff ff ff", "#ＡＢＣ", "#abc d",
  ])
  func aLineThatIsNotPlainHexGoesTheGeneralWay(_ line: String) {
    #expect(StandardInputColors.hexColor(Array(line.utf8)) == nil)
  }

  @Test func catalogNamesNeedNoEscapingSoStreamsWriteThemAsTheyAre() {
    for named in Catalog.all { #expect(Visible.escape(named.name) == named.name) }
  }

  @Test func aStreamsOutputIsTheSameWrittenAsBytesAsRenderedAsText() {
    let input = "#336699\nrebeccapurple\n150 20 80\nbogus\n#abc\n"
    for format in OutputFormat.allCases {
      let result = InProcess.run(["show", "-", "--format", format.rawValue], input: input)
      var expected = ""
      for line in ["#336699", "rebeccapurple", "rgb(100% 20% 80%)", "#abc"] {
        let color = try! ColorReading(parsing: line).color
        var report = ColorReport(color: color)
        if format.needsNearest { report.nearest = color.nearestName() }
        expected += report.render(format, depth: .none) + "\n"
      }
      if format == .json {
        #expect(result.stdout.contains("{\"line\": 4, \"error\": "))
      } else {
        #expect(result.stdout == expected, "\(format)")
      }
    }
  }
}

extension String {
  fileprivate func leftPadded(_ count: Int) -> String {
    String(repeating: "0", count: Swift.max(0, count - self.count)) + self
  }
}

/// `contrast -` splits a line of ASCII on its bytes: where it splits is where splitting its characters does.
@Suite struct ContrastPairSplittingTests {
  /// The split on characters: at the tab, else at the last ` on `.
  static func reference(_ line: String) -> (String, String)? {
    if let tab = line.firstIndex(of: "\t") {
      let first = String(line[..<tab]).trimmingWhitespaceAndReturn()
      let second = String(line[line.index(after: tab)...]).trimmingWhitespaceAndReturn()
      return !first.isEmpty && !second.isEmpty && !second.contains("\t") ? (first, second) : nil
    }
    guard let on = line.ranges(of: " on ").last else { return nil }
    let first = String(line[..<on.lowerBound]).trimmingWhitespaceAndReturn()
    let second = String(line[on.upperBound...]).trimmingWhitespaceAndReturn()
    return !first.isEmpty && !second.isEmpty ? (first, second) : nil
  }

  @Test func asciiLinesAreSplitWhereTheirCharactersAre() {
    let pieces = ["red", " on ", "\t", " ", "on", "navy", "#fff", "  on", "on  ", "o", "n", "x on y"]
    var lines = ["on on on", " on b", "a on ", "a on b on c", "a\tb\tc", "a\t on b", "\ta", "a\t", " on ", "on"]
    var random = Xoshiro256StarStar(seed: 11)
    for _ in 0..<20_000 {
      lines.append(
        (0..<Int(random.next() % 6 + 1)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
    }
    var mismatches: [String] = []
    for line in lines {
      let split = try? ContrastCommand.pair(line)
      let expected = ContrastPairSplittingTests.reference(line)
      if split?.0 != expected?.0 || split?.1 != expected?.1 { mismatches.append(line) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test func otherLinesAreSplitOnTheirCharacters() throws {
    #expect(try ContrastCommand.pair("crème on navy") == ("crème", "navy"))
    // A space followed by a combining mark is one character, not a space.
    #expect(throws: InputLineError.self) { try ContrastCommand.pair("red on \u{301}navy") }
  }
}
