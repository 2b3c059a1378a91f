/// How many columns printed drawings (`--shape block`) are laid out for.
package enum OutputWidth {
  /// The width when nothing says otherwise.
  package static let fallback = 80

  /// `COLUMNS` when it is a whole number from 1 to 10000, else the terminal's width (`window`, read from standard
  /// output when it is a terminal), else 80.
  package static func decide(environment: Environment, window: Int?) -> Int {
    if let bytes = environment.bytes(.columns), (1...5).contains(bytes.count),
      bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      let columns = Int(String(decoding: bytes, as: UTF8.self)), (1...10_000).contains(columns)
    {
      return columns
    }
    return window ?? fallback
  }
}
