/// Command lines (arguments split at NUL bytes): parsing never crashes, whatever the words.
///
/// The parser is the executable's, so this target is compiled with the executable's sources (see scripts/fuzz).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  _ = try? CommandLineParser.parse(bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init))
  return 0
}
