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
        let color = try! ColorArgument.read(line).color
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
