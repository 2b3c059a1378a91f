/// The names of a store file's companions (`.lock`, `.tmp.*`, `.corrupt*`), kept within the 255 bytes a file
/// name may have: every name the file system accepts can be a store.
enum FileNames {
  /// The longest file name, in bytes, on the file systems colormix runs on.
  static let maximumBytes = 255

  /// `name` + `suffix`; when that is too long, the first bytes of `name`, a hash of the whole name (so two long
  /// names never share a companion) and `suffix`.
  static func companion(_ name: [UInt8], _ suffix: String) -> [UInt8] {
    let suffix = Array(suffix.utf8)
    if name.count + suffix.count <= maximumBytes { return name + suffix }
    let hash = Array(("." + hexadecimal(fnv1a(name))).utf8)
    return Array(name.prefix(maximumBytes - suffix.count - hash.count)) + hash + suffix
  }

  /// A temporary file's name: `name.tmp.<unique>`, `name` shortened when needed.
  static func temporary(_ name: [UInt8], unique: UInt64) -> [UInt8] {
    let suffix = Array((".tmp." + String(unique, radix: 36)).utf8)
    return Array(name.prefix(maximumBytes - suffix.count)) + suffix
  }

  /// The 64-bit FNV-1a hash: small, stable across runs and machines.
  static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }

  private static func hexadecimal(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
