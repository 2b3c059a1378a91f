@testable import ColorTerminal

/// The mixer's input decoder: arbitrary bytes in arbitrary splits never crash it, its pending buffer stays within
/// `InputDecoder.pendingLimit`, and the events are the same however the bytes are split across reads.
///
/// The first byte seeds the split points; the rest is the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let seed = Int(data[0])
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  var whole = InputDecoder()
  var expected = whole.feed(bytes)
  precondition(whole.pendingCount <= InputDecoder.pendingLimit)
  expected += whole.flushPendingEscape()
  for pattern in [seed, seed * 7 + 3, 1] {
    var split = InputDecoder()
    var events: [InputEvent] = []
    var start = 0
    var step = 0
    while start < bytes.count {
      // Chunk lengths from 1 to 8, from the pattern's bits.
      let length = min(bytes.count - start, 1 + (pattern >> (step % 6)) & 7)
      events += split.feed(bytes[start..<(start + length)])
      precondition(split.pendingCount <= InputDecoder.pendingLimit)
      start += length
      step += 1
    }
    events += split.flushPendingEscape()
    precondition(events == expected, "the events depend on how the input was split")
  }
  return 0
}
