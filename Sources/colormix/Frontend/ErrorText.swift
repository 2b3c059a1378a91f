/// Text for `errno` values and user ids.
enum ErrorText {
  static func describe(errno code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// `nobody (uid 65534)`, or `uid 1234` for a user the system does not name.
  static func user(_ id: UInt32) -> String {
    guard let entry = getpwuid(id), let name = entry.pointee.pw_name else { return "uid \(id)" }
    let text = String(decoding: UnsafeRawBufferPointer(start: name, count: strlen(name)), as: UTF8.self)
    return "\(Visible.escape(text)) (uid \(id))"
  }
}
