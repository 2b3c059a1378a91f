import Foundation
import Testing

/// End-to-end: the JSON contract for scripts and CI (docs/formats.md, "For scripts and CI"): warnings as data, NDJSON from
/// `show -`, and every JSON output parses with the documented members and types.
@Suite struct JSONForScriptsTests {
  let cli = Colormix()

  /// The JSON object `text` holds; a test fails when it holds none (so a check of its members cannot pass on
  /// garbage).
  func object(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String: Any] {
    guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
      Issue.record("not a JSON object: \(text)", sourceLocation: sourceLocation)
      return [:]
    }
    return object
  }

  func warnings(_ text: String) -> [[String: Any]] {
    object(text)["warnings"] as? [[String: Any]] ?? []
  }

  @Test func aHighValueIsAWarningObject() {
    let result = cli.run(["show", "150", "0", "0", "--format", "json"])
    let list = warnings(result.stdout)
    #expect(list.count == 1)
    #expect(list.first?["kind"] as? String == "range")
    #expect(list.first?["channel"] as? String == "red")
    #expect(list.first?["input"] as? String == "150")
    #expect(list.first?["range"] as? [Int] == [0, 100])
    #expect(list.first?["used"] as? Int == 100)
    #expect(list.first?["source"] as? String == "input")
    #expect(
      result.stderr == "colormix: warning: red 150 is out of range 0–100; using 100; did you mean rgb(150, 0, 0)?\n")
  }

  @Test func aLowValueKeepsItsInputAsTyped() {
    let list = warnings(cli.run(["set", "1", "-0.50", "0150", "--format", "json"]).stdout)
    #expect(list.map { $0["channel"] as? String } == ["green", "blue"])
    #expect(list.map { $0["input"] as? String } == ["-0.50", "0150"])
    #expect(list.map { $0["used"] as? Int } == [0, 100])
  }

  @Test func anRGBIntegerIsCheckedAgainstZeroTo255() {
    let list = warnings(cli.run(["show", "rgb(300, 0, 0)", "--format", "json"]).stdout)
    #expect(list.first?["range"] as? [Int] == [0, 255])
    #expect(list.first?["used"] as? Int == 255)
    #expect(list.first?["input"] as? String == "300")
  }

  @Test func aFileWarningCarriesItsSourceAndPath() {
    cli.run(["set", "1", "2", "3"])
    cli.write("{\"red\": 120, \"green\": 2, \"blue\": 3}\n", to: cli.store)
    let result = cli.run(["show", "--format", "json"])
    let list = warnings(result.stdout)
    #expect(list.first?["source"] as? String == "file")
    #expect(list.first?["path"] as? String == cli.store)
    #expect(list.first?["input"] as? String == "120")
    #expect(result.stderr.contains("red 120 is out of range 0–100; using 100"))
  }

  @Test func aColorWithoutWarningsHasAnEmptyArray() {
    #expect(object(cli.run(["show", "--format", "json"]).stdout)["warnings"] as? [Any] != nil)
    #expect(warnings(cli.run(["set", "red", "--format", "json"]).stdout).isEmpty)
  }

  @Test func aGamutMappedColorIsAWarningObject() {
    let list = warnings(cli.run(["show", "oklch(0.7 0.4 30)", "--format", "json"]).stdout)
    #expect(list.first?["kind"] as? String == "gamut")
    #expect(list.first?["input"] as? String == "oklch(0.7 0.4 30)")
    #expect((list.first?["hex"] as? String)?.hasPrefix("#") == true)
  }

  @Test func showDashInJSONIsOneObjectPerLine() {
    let result = cli.shell("printf '150 0 0\\nbogus\\n\\n#fff\\n' | $COLORMIX show - --format json")
    #expect(result.status == 65)
    let lines = result.stdout.split(separator: "\n").map { object(String($0)) }
    #expect(lines.count == 3)
    #expect(lines.map { $0["line"] as? Int } == [1, 2, 4])
    #expect((lines[0]["warnings"] as? [[String: Any]])?.first?["channel"] as? String == "red")
    #expect((lines[1]["error"] as? String)?.hasPrefix("Unknown color name 'bogus'.") == true)
    #expect(lines[2]["hex"] as? String == "#ffffff")
    #expect((lines[2]["warnings"] as? [Any])?.isEmpty == true)
  }

  /// The table of JSON members in docs/formats.md, as types.
  nonisolated(unsafe) static let colorMembers: [(String, (Any) -> Bool)] = [
    ("red", { $0 is NSNumber }), ("green", { $0 is NSNumber }), ("blue", { $0 is NSNumber }),
    ("hex", { $0 is String }), ("rgb255", { ($0 as? [Int])?.count == 3 }), ("css", { $0 is String }),
    ("alpha", { $0 is NSNumber }), ("gamuts", { $0 is [String] }),
    ("hsl", { ($0 as? [String: NSNumber])?.keys.sorted() == ["h", "l", "s"] }),
    ("hwb", { ($0 as? [String: NSNumber])?.keys.sorted() == ["b", "h", "w"] }),
    ("lab", { ($0 as? [String: NSNumber])?.keys.sorted() == ["a", "b", "l"] }),
    ("lch", { ($0 as? [String: NSNumber])?.keys.sorted() == ["c", "h", "l"] }),
    ("oklab", { ($0 as? [String: NSNumber])?.keys.sorted() == ["a", "b", "l"] }),
    ("oklch", { ($0 as? [String: NSNumber])?.keys.sorted() == ["c", "h", "l"] }),
    ("nearest", { ($0 as? [String: Any])?["name"] is String }),
    ("warnings", { $0 is [[String: Any]] }),
  ]

  @Test func everyJSONOutputHasTheDocumentedMembersAndTypes() {
    cli.run(["set", "50", "20", "80"])
    let commands: [[String]] = [
      ["show"], ["show", "#336699"], ["show", "1", "2", "3"], ["set", "50", "20", "80"], ["slide", "r", "+1"],
      ["save", "x"], ["load", "x"], ["reset"], ["set", "teal"], ["blend", "white"], ["lighten", "5"],
      ["darken", "5"], ["saturate", "5"], ["desaturate", "5"], ["rotate", "30"], ["complement"], ["invert"],
      ["grayscale"], ["gradient", "red", "--steps", "3"],
    ]
    for command in commands {
      let result = cli.run(command + ["--format", "json"])
      #expect(result.status == 0, "\(command)")
      for line in result.stdout.split(separator: "\n") {
        let json = object(String(line))
        for (member, hasType) in Self.colorMembers {
          #expect(json[member].map(hasType) == true, "\(command): \(member)")
        }
      }
    }
    let contrast = object(cli.run(["contrast", "--format", "json"]).stdout)
    #expect(contrast["hex"] is String)
    #expect(contrast["bestText"] is String)
    #expect(contrast["warnings"] is [Any])
    let against = contrast["against"] as? [[String: Any]] ?? []
    #expect(against.count == 2)
    for pair in against {
      #expect(pair["hex"] is String)
      #expect(pair["ratio"] is NSNumber)
      #expect((pair["aa"] as? [String: Bool])?.keys.sorted() == ["large", "normal"])
      #expect((pair["aaa"] as? [String: Bool])?.keys.sorted() == ["large", "normal"])
    }
  }
}
