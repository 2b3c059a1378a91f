import ColorCore
import ColorTerminal

/// Text for `errno` values and user ids.
enum ErrorText {
  static func describe(errno code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// `nobody (uid 65534)` for a user named in `/etc/passwd`, else `uid 1234`. The file is read directly, never
  /// through `getpwuid`: in a static binary the C library's name services would load shared objects (NSS).
  static func user(_ id: UInt32, passwd: String = "/etc/passwd") -> String {
    guard let bytes = try? SystemFileSystem().read(FilePath(passwd), limit: 4 << 20) else { return "uid \(id)" }
    let wanted = Array(String(id).utf8)
    for line in bytes.split(separator: UInt8(ascii: "\n")) {
      let fields = line.split(separator: UInt8(ascii: ":"), maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count > 2, fields[2].elementsEqual(wanted), !fields[0].isEmpty,
        let name = String(validating: fields[0], as: UTF8.self)
      else { continue }
      return "\(Visible.escape(name)) (uid \(id))"
    }
    return "uid \(id)"
  }
}
