import Foundation
import Testing

/// Reading is linear in the input: a number of many digits (`0.000…05`), text full of plist entities or TOML
/// escapes, and many keys under a long table name, take about four times as long at four times the length. Each input is timed at 1× and 4× in one run
/// (the fastest of three runs each) and the ratio is bounded, not the time.
@Suite struct ReadingIsLinearTests {
  /// The fastest of three runs of `body`, in seconds.
  static func fastest(_ body: () -> Void) -> Double {
    (0..<3).map { _ in
      let start = ContinuousClock.now
      body()
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }.min()!
  }

  /// The time of an import of `document(size)` at four times `size` over that at `size`.
  static func importRatio(_ size: Int, from format: String, _ document: (Int) -> String) -> Double {
    let cli = Colormix()
    let times = [size, 4 * size].map { count in
      let path = cli.folder + "/doc-\(count)"
      cli.write(document(count), to: path)
      return fastest {
        let result = cli.run(["palette", "import", path, "--from", format, "--store", "s-\(count)/color.json"])
        #expect(result.status == 0 || result.status == 65, "\(result.stderr)")
      }
    }
    return times[1] / times[0]
  }

  static func zeros(_ count: Int) -> String { "0." + String(repeating: "0", count: count) + "5" }

  /// A JSON object giving names again (the last one wins) costs each member once, however many members come first.
  @Test func aJSONObjectOfManyRepeatedNamesIsReadInLinearTime() {
    let ratio = Self.importRatio(6_000, from: "tokens") { count in
      let token = #"{"$type": "dimension", "$value": 1}"#
      let distinct = (0..<count).map { #""k\#($0)": \#(token)"# }
      let repeated = Array(repeating: #""k0": \#(token)"#, count: count)
      return "{" + (distinct + repeated).joined(separator: ", ") + ##", "z": {"$type": "color", "$value": "#000000"}}"##
    }
    #expect(ratio < 8)
  }

  /// Many aliases through a token whose alias is long cost that alias once, not once each: at four times as many
  /// aliases through an alias four times as long, about four times the time, not sixteen.
  @Test func manyAliasesThroughALongAliasAreResolvedInLinearTime() {
    let ratio = Self.importRatio(250, from: "tokens") { length in
      let long = String(repeating: "m", count: length)
      let aliases = (0..<(4 * length)).map { ##""a\##($0)": {"$value": "{mid}"}"## }
      let head = ##"{"$type": "color", "\##(long)": {"$value": "#123456"}, "mid": {"$value": "{\##(long)}"}, "##
      return head + aliases.joined(separator: ", ") + "}"
    }
    #expect(ratio < 8)
  }

  @Test func aCSSNumberOfManyZerosIsReadInLinearTime() {
    #expect(Self.importRatio(50_000, from: "css") { ":root { --a: rgb(\(Self.zeros($0)) 0 0); }\n" } < 8)
  }

  @Test func aTokenComponentOfManyZerosIsReadInLinearTime() {
    let ratio = Self.importRatio(25_000, from: "tokens") {
      "{\"a\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [\(Self.zeros($0)), 0, 0]}}}"
    }
    #expect(ratio < 8)
  }

  @Test func aChannelArgumentOrLineOfManyZerosIsReadInLinearTime() {
    let cli = Colormix()
    let arguments = [20_000, 80_000].map { count in
      Self.fastest { #expect(cli.run(["show", Self.zeros(count), "0", "0", "--format", "hex"]).stdout == "#000000\n") }
    }
    #expect(arguments[1] / arguments[0] < 8)
    let lines = [15_000, 60_000].map { count in
      Self.fastest {
        let result = cli.run(
          ["show", "-", "--format", "hex"], stdin: "\(Self.zeros(count)) 0 0\nrgb(\(Self.zeros(count)) 0 0)\n")
        #expect(result.stdout == "#000000\n#000000\n")
      }
    }
    #expect(lines[1] / lines[0] < 8)
  }

  static func plist(_ real: String, key: String = "Red Component") -> String {
    """
    <plist><dict><key>Background Color</key><dict><key>\(key)</key><real>\(real)</real>
    <key>Green Component</key><real>0</real><key>Blue Component</key><real>0</real></dict></dict></plist>
    """
  }

  @Test func plistEntitiesAreDecodedInLinearTime() {
    let amp = Self.importRatio(100_000, from: "iterm2") {
      Self.plist("0", key: "Red Component" + String(repeating: "&amp;", count: $0))
    }
    #expect(amp < 8)
    let digits = Self.importRatio(100_000, from: "iterm2") { Self.plist(String(repeating: "&#48;", count: $0)) }
    #expect(digits < 8)
  }

  @Test func tomlEscapesAreDecodedInLinearTime() {
    let ratio = Self.importRatio(250_000, from: "alacritty") {
      "[colors.primary]\nbackground = \"#000000\"\nforeground = \"\(String(repeating: "\\t", count: $0))\"\n"
    }
    #expect(ratio < 8)
  }

  /// Each key is kept under its table's number, not its table's name: many keys under a long name cost their own.
  @Test func manyKeysUnderALongTableNameAreReadInLinearTime() {
    let name = { (count: Int) in String(repeating: "t", count: count) }
    let toml = Self.importRatio(10_000, from: "alacritty") { count in
      "[\(name(count))]\n" + (0..<count / 10).map { "k\($0) = 1\n" }.joined()
    }
    #expect(toml < 8)
    let dotted = Self.importRatio(10_000, from: "alacritty") { count in
      "[\(name(count))]\n" + (0..<count / 10).map { "k\($0).a = 1\n" }.joined() + "[\(name(count)).z]\n"
    }
    #expect(dotted < 8)
    let yaml = Self.importRatio(10_000, from: "base16") { count in
      "\(name(count)):\n" + (0..<count / 10).map { "  k\($0): 1\n" }.joined()
    }
    #expect(yaml < 8)
  }
}
