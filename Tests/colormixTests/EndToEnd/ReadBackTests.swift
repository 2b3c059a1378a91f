import Foundation
import Testing

/// End-to-end: every output format of a text color reads back (docs/formats.md, "What reads back"),
/// measured on all 4,096 `#rgb` colors: each is printed with `show - --format F`, and that output is read again by
/// `show - --format hex` (the color it reads as) and by `show - --format F` (the text it re-prints as).
@Suite struct ReadBackTests {
  let cli = Colormix()

  /// `#000` … `#fff`, one a line, and the same colors as `#rrggbb`.
  static let shortHex: [String] = (0..<4096).map { value in
    let digits = String(value, radix: 16)
    return "#" + String(repeating: "0", count: 3 - digits.count) + digits
  }
  static let hexes = shortHex.map { "#" + $0.dropFirst().map { "\($0)\($0)" }.joined() }
  static let input = shortHex.map { $0 + "\n" }.joined()

  /// What one format's round trip gave.
  struct RoundTrip {
    var printed: [String]
    /// The colors the printed lines read as, as hex, and the warnings reading them gave.
    var back: [String]
    var backWarnings: [String]
    /// The printed lines printed again in the same format (only when asked for: reading color functions is slow).
    var again: [String]
  }

  func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  func roundTrip(_ format: String, reprint: Bool = false, sourceLocation: SourceLocation = #_sourceLocation)
    -> RoundTrip
  {
    let printed = cli.run(["show", "-", "--format", format], stdin: Self.input)
    #expect(printed.status == 0 && printed.stderr == "", sourceLocation: sourceLocation)
    let back = cli.run(["show", "-", "--format", "hex"], stdin: printed.stdout)
    #expect(back.status == 0, "\(back.stderr.prefix(500))", sourceLocation: sourceLocation)
    let again = reprint ? cli.run(["show", "-", "--format", format], stdin: printed.stdout).stdout : ""
    let trip = RoundTrip(
      printed: lines(printed.stdout), back: lines(back.stdout), backWarnings: lines(back.stderr), again: lines(again))
    #expect(trip.printed.count == 4096 && trip.back.count == 4096, sourceLocation: sourceLocation)
    return trip
  }

  /// The largest difference of one 8-bit channel between two `#rrggbb`.
  static func steps(_ first: String, _ second: String) -> Int {
    func channels(_ hex: String) -> [Int] {
      let value = Int(hex.dropFirst(), radix: 16) ?? -1000
      return [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF]
    }
    return zip(channels(first), channels(second)).map { abs($0 - $1) }.max() ?? 0
  }

  /// How many colors came back 0, 1, 2… 8-bit steps off.
  static func histogram(_ trip: RoundTrip) -> [Int: Int] {
    Dictionary(zip(hexes, trip.back).map { (steps($0, $1), 1) }, uniquingKeysWith: +)
  }

  @Test(arguments: ["hex", "css", "rgb", "hsl", "hwb", "json", "swatch"])
  func anExactFormatReadsBackAsTheSameColorAndReprintsIdentically(_ format: String) {
    let trip = roundTrip(format, reprint: true)
    #expect(trip.back == Self.hexes)
    #expect(trip.backWarnings == [])
    #expect(trip.again.count == 4096)
    // Identical text, JSON and the swatch's `= name` included: the colors read back are the same exactly.
    let differing = zip(trip.printed, trip.again).filter { $0 != $1 }
    #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.prefix(3))")
  }

  @Test func theRGBFormatPrintsEachChannelToFourDecimalsAndReadsBackExactly() {
    let trip = roundTrip("rgb")
    for (hex, line) in zip(Self.hexes, trip.printed) {
      let value = Int(hex.dropFirst(), radix: 16)!
      let exact = [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF].map { Double($0) / 255 * 100 }
      let printed = line.split(separator: " ").compactMap { Double($0) }
      #expect(
        printed.count == 3 && zip(printed, exact).allSatisfy { abs($0 - $1) <= 0.00005 + 1e-9 }, "\(hex): \(line)")
    }
    // Read back, each channel is its 8-bit value exactly: the JSON (every conversion to 4 decimals) is the same.
    let original = cli.run(["show", "-", "--format", "json"], stdin: Self.input).stdout
    let fromRGB = cli.run(["show", "-", "--format", "json"], stdin: trip.printed.map { $0 + "\n" }.joined()).stdout
    #expect(fromRGB == original)
  }

  @Test func labReadsBackAsTheSameColorClippedSilently() {
    let trip = roundTrip("lab")
    #expect(trip.back == Self.hexes)
    #expect(trip.backWarnings == [])
  }

  /// 3,000 random `#rrggbb` colors (a fixed seed) and the colors that fewer decimals brought back one step off
  /// (blues and greens on the edge of sRGB), each a line.
  static let sample: [String] = {
    var state: UInt32 = 23
    let random = (0..<3000).map { _ in
      state = state &* 1_664_525 &+ 1_013_904_223
      let digits = String(state >> 8, radix: 16)
      return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
    let edges = [
      "#ff0000", "#0000ff", "#00dd99", "#000086", "#00008b", "#2000bf", "#0000d4", "#208d09", "#00b8c1", "#00bfa7",
      "#29fd06", "#00a6d2", "#00a87f", "#20f508", "#01f40a", "#00beec", "#cafa05", "#bbfd08",
    ]
    return random + edges
  }()

  /// Every format that prints numbers has enough decimals that a `#rrggbb` color reads back as itself, with no
  /// warning (`scripts/round-trip-check` checks all 16,777,216).
  @Test(arguments: [
    "lab", "lch", "oklab", "oklch", "hsl", "hwb", "hsv", "cmyk", "rgb-float", "srgb", "srgb-linear", "display-p3",
    "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
  ])
  func everyFormatReadsBackAsTheSameColor(_ format: String) {
    let trip = roundTrip(format)
    #expect(trip.back == Self.hexes)
    #expect(trip.backWarnings == [])
    let input = Self.sample.map { $0 + "\n" }.joined()
    let printed = cli.run(["show", "-", "--format", format], stdin: input)
    #expect(printed.status == 0 && printed.stderr == "")
    let back = cli.run(["show", "-", "--format", "hex"], stdin: printed.stdout)
    #expect(back.status == 0 && back.stderr == "", "\(back.stderr.prefix(500))")
    let differing = zip(Self.sample, lines(back.stdout)).filter { $0 != $1 }
    #expect(lines(back.stdout).count == Self.sample.count)
    #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.prefix(3))")
  }

  /// The polar forms print the hue to 2 decimals and OKLab's and OKLCH's a, b and C to 5: with fewer, `#ff0000`
  /// read back as `#ff0100` and `#0000ff` as `#0100ff`.
  @Test func thePolarFormsPrintEnoughDecimalsForTheEdgeOfSRGB() {
    #expect(cli.run(["show", "#ff0000", "--format", "lch"]).stdout == "lch(54.29 106.84 40.86)\n")
    #expect(cli.run(["show", "#0000ff", "--format", "oklch"]).stdout == "oklch(0.452 0.31321 264.05)\n")
    #expect(cli.run(["show", "#00dd99", "--format", "oklab"]).stdout == "oklab(0.7934 -0.16524 0.05318)\n")
    let back = cli.shell("$COLORMIX show '#0000ff' --format oklch | $COLORMIX show - --format hex")
    #expect(back.stdout == "#0000ff\n" && back.stderr == "")
  }

  /// A name reads back as the catalog color it names: the color itself when the name is exact (JSON
  /// `"exact": true`), the nearest catalog color otherwise.
  @Test func aNameReadsBackAsTheColorItNames() {
    let trip = roundTrip("name")
    let json = lines(cli.run(["show", "-", "--format", "json"], stdin: Self.input).stdout).map {
      ((try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any])?["nearest"] as? [String: Any] ?? [:]
    }
    var exact = 0
    for (index, nearest) in json.enumerated() where nearest["exact"] as? Bool == true {
      exact += 1
      #expect(trip.back[index] == Self.hexes[index], "\(Self.hexes[index]) \(trip.printed[index])")
    }
    #expect(exact == 15)
    // A nearest CSS name is that CSS color.
    for (index, nearest) in json.enumerated() where nearest["catalog"] as? String == "css" {
      #expect(trip.back[index] == nearest["hex"] as? String, "\(Self.hexes[index]) \(trip.printed[index])")
    }
  }

  @Test func aCrayolaNameReadsBackAsTheCrayolaColor() {
    let result = cli.shell("$COLORMIX show '#ee204d' --format name | $COLORMIX show - --format hex")
    #expect(result.stdout == "#ee204d\n")
    let trip = roundTrip("name")
    let json = lines(cli.run(["show", "-", "--format", "json"], stdin: Self.input).stdout).map {
      ((try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any])?["nearest"] as? [String: Any] ?? [:]
    }
    for (index, nearest) in json.enumerated() {
      #expect(trip.back[index] == nearest["hex"] as? String, "\(Self.hexes[index]) \(trip.printed[index])")
    }
  }
}
