/// A file path as the bytes the system calls take: a link target that is not UTF-8 stays exactly as it is.
package struct FilePath: Equatable, Sendable {
  /// The path's bytes, without a terminating NUL.
  package var bytes: [UInt8]

  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The path spelled by `text` (its UTF-8 bytes).
  package init(_ text: String) {
    self.bytes = Array(text.utf8)
  }

  /// The path for messages: valid UTF-8 as it is, each other byte as `\x{FF}`.
  package var description: String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var result = ""
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] {
          let digits = String(byte, radix: 16, uppercase: true)
          result += "\\x{" + (digits.count == 1 ? "0" : "") + digits + "}"
        }
        offset += length
      case .emptyInput:
        return result
      }
    }
  }

  /// The folder holding the path: `.` for a bare name, `/` for a name in the root folder.
  package var folder: FilePath {
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return FilePath(bytes: [UInt8(ascii: ".")]) }
    return FilePath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]))
  }

  /// The last component's bytes (everything after the last `/`).
  var name: [UInt8] {
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes }
    return Array(bytes[(slash + 1)...])
  }

  /// Whether the path ends in `/` (it names a folder, never a file).
  var endsInSlash: Bool { bytes.last == UInt8(ascii: "/") }

  /// `name` inside the folder this path names (`name` alone inside `.`).
  package func child(_ name: [UInt8]) -> FilePath {
    if bytes == [UInt8(ascii: "/")] { return FilePath(bytes: bytes + name) }
    if bytes == [UInt8(ascii: ".")] { return FilePath(bytes: name) }
    return FilePath(bytes: bytes + [UInt8(ascii: "/")] + name)
  }

  /// Calls `body` with the path as a NUL-terminated C string.
  package func withCString<T>(_ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
    var terminated = bytes
    terminated.append(0)
    return try terminated.withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
    }
  }
}
