@testable import ColorCore

/// The one-argument color forms: whatever parses is a valid color whose hex round-trips.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColorArgument(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let (color, _) = try? ColorArgument.parse(text) {
    for channel in Channel.allCases { precondition((0...1000).contains(color[channel])) }
    let again = try! ColorArgument.parse(color.hex).0
    precondition(again.hex == color.hex)
  }
  return 0
}
