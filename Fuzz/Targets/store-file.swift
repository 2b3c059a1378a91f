@testable import ColorCore

/// Store files: the JSON parser and the color document never crash, what loads writes back the same, a `\u`
/// escape takes only ASCII hex digits, and moving digits into the exponent never changes a number.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoreFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if (try? JSONParser.parse(bytes)) != nil {
    // The raw bytes 0x10–0x19 are not the hex digits 0–9.
    for index in bytes.indices.dropLast(5) where bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == 0x75 {
      precondition(!bytes[(index + 2)..<(index + 6)].contains { (0x10...0x19).contains($0) })
    }
  }
  if let contents = try? ColorDocument.decode(bytes, source: .input) {
    let again = try! ColorDocument.decode(ColorDocument.encode(contents.color), source: .input)
    precondition(again.color == contents.color && again.warnings.isEmpty)
  }
  if case .some(.object) = try? JSONParser.parse(bytes), let value = try? JSONParser.parse(bytes),
    case .number(let text) = value.member("red"), !text.contains("."), !text.lowercased().contains("e")
  {
    // Digits moved into the exponent never change a number: the magnitude is capped, not the exponent.
    let zeros = String(repeating: "0", count: 2500)
    precondition(ExactDecimal(jsonNumber: text + zeros + "e-2500") == ExactDecimal(jsonNumber: text))
  }
  _ = try? PaletteDocument.decode(bytes, source: .input)
  return 0
}
