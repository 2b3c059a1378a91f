@testable import ColorCore

/// Store files: the JSON parser and the color document never crash, and what loads writes back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoreFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  _ = try? JSONParser.parse(bytes)
  if let contents = try? ColorDocument.decode(bytes, source: .input) {
    let again = try! ColorDocument.decode(ColorDocument.encode(contents.color), source: .input)
    precondition(again.color == contents.color && again.warnings.isEmpty)
  }
  return 0
}
