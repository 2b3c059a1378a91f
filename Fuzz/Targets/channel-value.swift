@testable import ColorCore

/// Channel values: parse, resolve against every kind of current value, never leave 0...1000.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChannelValue(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let text = String(decoding: bytes, as: UTF8.self)
  for relative in [false, true] {
    guard let value = try? ChannelValue(parsing: text, signMeansRelative: relative) else { continue }
    for current in [0, 1, 505, 999, 1000] {
      let (tenths, warning) = value.resolve(channel: .red, current: current)
      precondition((0...1000).contains(tenths))
      let checked = value.isRelative ? ExactDecimal(tenths: current) + value.number : value.number
      let outside = checked < ExactDecimal(tenths: 0) || ExactDecimal(tenths: 1000) < checked
      precondition((warning == nil) == !outside)
    }
  }
  return 0
}
