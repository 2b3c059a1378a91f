import ColorCore
import Foundation
import Testing

@Suite("Values round-trip through JSON, and decoding refuses what no value holds")
struct ValueCodingTests {
  private func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  private func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func everyValueTypeRoundTrips() throws {
    let color = Color(red: 0.1, green: 0.25, blue: 1)
    #expect(try roundTrip(color) == color)
    #expect(try roundTrip(StoredColor(red: 505, green: 0, blue: 1000)) == StoredColor(red: 505, green: 0, blue: 1000))
    #expect(try roundTrip(color.hsl) == color.hsl)
    #expect(try roundTrip(color.hwb) == color.hwb)
    #expect(try roundTrip(color.lab) == color.lab)
    #expect(try roundTrip(color.oklab) == color.oklab)
    #expect(try roundTrip(color.lch) == color.lch)
    #expect(try roundTrip(color.oklch) == color.oklch)
    let entry = PaletteEntry(name: "sky", color: StoredColor(red: 1, green: 2, blue: 3))
    #expect(try roundTrip(entry) == entry)
    let named = NamedColor(name: "rebeccapurple", catalog: .css, rgb: 0x66_3399)
    #expect(try roundTrip(named) == named)
  }

  @Test func theShapeIsTheStoredProperties() throws {
    #expect(try json(Color(red: 1, green: 0.5, blue: 0)) == #"{"blue":0,"green":0.5,"red":1}"#)
    #expect(try json(StoredColor(red: 505, green: 0, blue: 1000)) == #"{"blue":1000,"green":0,"red":505}"#)
    #expect(
      try json(NamedColor(name: "red", catalog: .css, rgb: 0xFF_0000))
        == #"{"catalog":"css","name":"red","rgb":16711680}"#)
  }

  @Test(arguments: [
    #"{"red":1.5,"green":0,"blue":0}"#, #"{"red":-0.1,"green":0,"blue":0}"#, #"{"red":0,"green":0}"#,
  ])
  func colorRefusesAChannelOutside0To1(text: String) {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Color.self, from: Data(text.utf8)) }
  }

  @Test func colorRefusesANonFiniteChannel() throws {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    for bad in ["inf", "-inf", "nan"] {
      let text = #"{"red":"\#(bad)","green":0,"blue":0}"#
      #expect(throws: DecodingError.self) { try decoder.decode(Color.self, from: Data(text.utf8)) }
    }
  }

  @Test(arguments: [#"{"red":1001,"green":0,"blue":0}"#, #"{"red":0,"green":-1,"blue":0}"#])
  func storedColorRefusesTenthsOutside0To1000(text: String) {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(StoredColor.self, from: Data(text.utf8)) }
  }

  @Test func namedColorRefusesAnRGBOver24Bits() {
    let text = #"{"name":"x","catalog":"css","rgb":16777216}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(NamedColor.self, from: Data(text.utf8)) }
  }

  @Test func valuesAreHashable() {
    let colors: Set<Color> = [.black, .white, .black]
    #expect(colors.count == 2)
    #expect(Set([Color.white.hsl, Color.black.hsl]).count == 2)
    #expect(Set([Color.white.hwb, Color.white.hwb]).count == 1)
    #expect(Set([PaletteEntry(name: "a", color: .black), PaletteEntry(name: "a", color: .black)]).count == 1)
  }
}
