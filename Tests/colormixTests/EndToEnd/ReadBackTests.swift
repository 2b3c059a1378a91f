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

  /// Measured: 4 decimals of OKLab do not pin down every 8-bit color next to the sRGB edge (a channel at 0 or 255,
  /// where the transfer curve is steepest): 13 of the 4,096 come back one step off (`#00dd99` prints
  /// `oklab(0.7934 -0.1652 0.0532)`, read as `#01dd99`) and 4 lie more than half a step outside sRGB, so they are
  /// gamut mapped with a warning (to the right hex).
  @Test func oklabReadsBackWithinOneStep() {
    let trip = roundTrip("oklab")
    let histogram = Self.histogram(trip)
    #expect(Set(histogram.keys).isSubset(of: [0, 1]), "\(histogram)")
    #expect(histogram[1, default: 0] <= 13, "\(histogram)")
    #expect(trip.backWarnings.count <= 4)
    #expect(trip.backWarnings.allSatisfy { $0.contains(" is outside sRGB; using #") })
  }

  /// Measured: LCH (2 decimals, hue 1) and OKLCH (4 decimals, hue 1) come back at most 2 steps off on these
  /// colors (saturated blues and greens: `#0000ff` prints `lch(29.57 131.2 301.4)`, read as `#0200ff`), and
  /// some are gamut mapped with a warning.
  @Test(arguments: [("lch", 134, 7, 41), ("oklch", 136, 13, 55)])
  func polarFormsReadBackWithinTwoSteps(_ format: String, _ off: Int, _ twoOff: Int, _ warnings: Int) {
    let trip = roundTrip(format)
    let histogram = Self.histogram(trip)
    #expect(Set(histogram.keys).isSubset(of: [0, 1, 2]), "\(histogram)")
    #expect(4096 - histogram[0, default: 0] <= off, "\(histogram)")
    #expect(histogram[2, default: 0] <= twoOff, "\(histogram)")
    #expect(trip.backWarnings.count <= warnings)
    #expect(trip.backWarnings.allSatisfy { $0.contains(" is outside sRGB; using #") })
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
