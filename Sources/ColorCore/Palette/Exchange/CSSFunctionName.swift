/// Where a CSS function of a given name begins in a value's bytes, as the readers of `var()`, `calc()` and
/// `light-dark()` find theirs: its name in any ASCII case, right before its `(`, and not the end of a longer name.
enum CSSFunctionName {
  /// The offset of `marker` (a lower-case name and its `(`, such as `calc(`) in `bytes` at or after `start`.
  static func find(_ marker: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
    var index = start
    while index + marker.count <= bytes.endIndex {
      if index == bytes.startIndex || !isNameByte(bytes[index - 1]) {
        var matched = 0
        while matched < marker.count, lowercased(bytes[index + matched]) == marker[matched] { matched += 1 }
        if matched == marker.count { return index }
      }
      index += 1
    }
    return nil
  }

  /// Whether a byte can be part of a CSS name: a letter, a digit, `-`, `_`, `\` or any byte of a non-ASCII code point.
  static func isNameByte(_ byte: UInt8) -> Bool {
    let small = lowercased(byte)
    return byte >= 0x80 || (small >= UInt8(ascii: "a") && small <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "\\")
  }

  /// An ASCII capital letter as its small one; any other byte as it is.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}
