@preconcurrency import Glibc

/// Text for `errno` values.
enum ErrorText {
  static func describe(errno code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
