import Foundation
import Testing

@testable import ColorCore

/// Every `ColorFormat` is in the registry once, under the name `--format` takes, and every format whose text holds
/// a color reads back as that color.
@Suite struct EveryFormatIsRegisteredOnceTests {
  /// 200 colors from a fixed linear congruential generator: 8-bit, with alpha, and outside sRGB.
  static let colors: [Color] = {
    var state: UInt32 = 23
    func next() -> Double {
      state = state &* 1_664_525 &+ 1_013_904_223
      return Double(state >> 8) / Double(1 << 24)
    }
    return (0..<200).map { index in
      switch index % 4 {
      case 0: Color(red: next(), green: next(), blue: next())
      case 1: Color(red: next(), green: next(), blue: next(), alpha: (next() * 100).rounded() / 100)
      case 2: try! Color(parsing: "oklch(\(next()) \(next() * 0.4) \(next() * 360))")
      default:
        Color(StoredColor(red: Int(next() * 1000), green: Int(next() * 1000), blue: Int(next() * 1000)))
      }
    }
  }()

  @Test func everyNotationSpaceAndComponentHasAFormat() {
    let kinds = Set(ColorFormat.all.map(\.kind))
    for notation in Color.Notation.allCases { #expect(kinds.contains(.notation(notation)), "\(notation)") }
    for space in ColorSpace.all where space.cssFunction == nil { #expect(kinds.contains(.space(space)), "\(space)") }
    for component in ColorComponent.all { #expect(kinds.contains(.component(component)), "\(component)") }
    #expect(kinds.count == ColorFormat.all.count)
  }

  @Test func eachNameFindsItsFormatAndNoOther() {
    let names = ColorFormat.all.map(\.name)
    #expect(Set(names).count == names.count)
    for format in ColorFormat.all { #expect(ColorFormat(named: format.name) == format, "\(format.name)") }
    for unknown in ["p3", "HEX", "swatch", "ansi", "", "oklch.x", "color"] {
      #expect(ColorFormat(named: unknown) == nil)
    }
    #expect(ColorFormat(named: "display-p3") == .color(.displayP3))
    #expect(ColorFormat(named: "css") == .css)
  }

  @Test func everyHexColorReadsBackAsItselfInEveryFormatThatReadsBack() throws {
    for format in ColorFormat.all where format.readsBack {
      for (index, color) in Self.colors.enumerated() {
        // 8-bit colors, translucent ones for the formats that hold alpha: the guarantee of `scripts/round-trip-check`.
        let hex = format.holdsAlpha && index % 2 == 1 ? color.hex : String(color.hex.prefix(7))
        let printed = format.string(for: try Color(parsing: hex))
        #expect(try format.parse(printed).hex == hex, "\(format.name): \(printed)")
      }
    }
  }

  @Test func aFormatThatHoldsNoColorSaysSoByName() {
    for format in ColorFormat.all where !format.readsBack {
      #expect(throws: InputError.notReadable(format: format.name)) { try format.parse(format.string(for: .white)) }
    }
    #expect(String(describing: InputError.notReadable(format: "luminance")).contains("luminance"))
  }

  @Test func whatAFormatHoldsIsWhatItPrints() {
    let translucent = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
    let wide = try! Color(parsing: "color(display-p3 0 1 0)")
    for format in ColorFormat.all {
      if format.holdsAlpha && format != .json && !format.isComponent {
        #expect(
          format.string(for: translucent) != format.string(for: .init(red: 1, green: 0, blue: 0)), "\(format.name)")
      }
      if format.gamut == nil && !format.isComponent {
        #expect(try! format.parse(format.string(for: wide)).isInGamut(.srgb) == false, "\(format.name)")
      }
    }
    #expect(ColorFormat.color(.displayP3).string(for: wide) == "color(display-p3 0 1 0)")
    #expect(ColorFormat.hex.string(for: wide) == ColorReport(wide).color.hex)
  }

  /// `scripts/round-trip-check` runs every format that reads back (and the swatch, which the terminal layer adds).
  @Test func theRoundTripCheckRunsEveryFormatThatReadsBack() throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/round-trip-check")
    let text = try String(contentsOf: script, encoding: .utf8)
    let list = try #require(
      text.components(separatedBy: "FORMATS = [").dropFirst().first?.components(separatedBy: "]").first)
    let listed = Set(list.split(whereSeparator: { ", \n\"".contains($0) }).map(String.init))
    #expect(listed == Set(["swatch"] + ColorFormat.all.filter(\.readsBack).map(\.name)))
  }
}
