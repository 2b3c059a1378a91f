import ColorCore

/// ANSI escape codes for drawing text on a color.
package enum Terminal {
  /// The two squares of the checkerboard a translucent color is drawn over: white and light gray.
  package static let checks = (Color.white, Color(rgb: 0xCCCCCC))

  /// `text` painted as `paint` does, but for a translucent color over a checkerboard, as image editors show
  /// transparency: each pair of cells on the color laid over white or light gray in turn, starting with gray on odd
  /// `row`s; an opaque color is `paint`'s.
  package static func paintChecked(_ text: String, on color: Color, depth: ColorDepth, row: Int = 0) -> String {
    guard color.alpha < 1, depth != .none else { return paint(text, on: color, depth: depth) }
    var result = ""
    var cells = Substring(text)
    var square = row % 2
    while !cells.isEmpty {
      let check = square == 0 ? checks.0 : checks.1
      result += paint(String(cells.prefix(2)), on: color.composited(over: check), depth: depth)
      cells = cells.dropFirst(2)
      square = 1 - square
    }
    return result
  }

  /// `text` drawn on `color`, in black or white, whichever reads better; plain `text` for `.none`.
  package static func paint(_ text: String, on color: Color, depth: ColorDepth) -> String {
    let (r, g, b) = color.rgb255
    let dark = color.bestTextColor == .black
    switch depth {
    case .none:
      return text
    case .trueColor:
      let foreground = dark ? "38;2;0;0;0" : "38;2;255;255;255"
      return "\u{1B}[48;2;\(r);\(g);\(b);\(foreground)m\(text)\u{1B}[0m"
    case .ansi256:
      let foreground = dark ? "38;5;16" : "38;5;231"
      return "\u{1B}[48;5;\(xterm256(red: r, green: g, blue: b));\(foreground)m\(text)\u{1B}[0m"
    }
  }

  /// Writes the escape that draws on `color` in black or white text, whichever reads better (nothing for
  /// `.none`): the byte-writing form of `paint` for long listings.
  package static func writeStart(on color: Color, depth: ColorDepth, into out: inout TextWriter) {
    guard depth != .none else { return }
    let (r, g, b) = color.rgb255
    let dark = color.bestTextColor == .black
    if depth == .trueColor {
      out.write("\u{1B}[48;2;")
      out.write(integer: r)
      out.write(";")
      out.write(integer: g)
      out.write(";")
      out.write(integer: b)
      out.write(dark ? ";38;2;0;0;0m" : ";38;2;255;255;255m")
    } else {
      out.write("\u{1B}[48;5;")
      out.write(integer: xterm256(red: r, green: g, blue: b))
      out.write(dark ? ";38;5;16m" : ";38;5;231m")
    }
  }

  /// Writes the reset that ends `writeStart` (nothing for `.none`).
  package static func writeEnd(depth: ColorDepth, into out: inout TextWriter) {
    if depth != .none { out.write("\u{1B}[0m") }
  }

  /// The nearest xterm 256-color index, among the 6×6×6 cube and the 24 grays (16–255), by RGB distance.
  package static func xterm256(red: Int, green: Int, blue: Int) -> Int {
    let levels = [0, 95, 135, 175, 215, 255]
    // The first of the nearest levels (a loop: `min(by:)` looks its generic types up at run time).
    func nearestLevel(_ value: Int) -> Int {
      var best = 0
      for index in 1..<levels.count where abs(levels[index] - value) < abs(levels[best] - value) { best = index }
      return best
    }
    func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
      (r - red) * (r - red) + (g - green) * (g - green) + (b - blue) * (b - blue)
    }
    let (ri, gi, bi) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
    let cube = 16 + 36 * ri + 6 * gi + bi
    let cubeDistance = distance(levels[ri], levels[gi], levels[bi])
    let average = (red + green + blue) / 3
    let grayIndex = min(23, max(0, (average - 8 + 5) / 10))
    let gray = 8 + 10 * grayIndex
    return distance(gray, gray, gray) < cubeDistance ? 232 + grayIndex : cube
  }

  /// Whether `line` holds an escape character (a swatch printed in color, say).
  package static func hasEscapes(_ line: String) -> Bool {
    line.utf8.contains(0x1B)
  }

  /// `line` without its complete SGR sequences (`ESC [`, digits and `;`, then `m`), the only escapes a swatch line
  /// holds. Any other escape is left in place, ESC and all, for the reader to refuse: nothing of it is dropped.
  package static func withoutEscapes(_ line: String) -> String {
    let bytes = Array(line.utf8)
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
        var end = index + 2
        while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "m") {
          index = end + 1
          continue
        }
      }
      kept.append(bytes[index])
      index += 1
    }
    return String(decoding: kept, as: UTF8.self)
  }

  /// The OSC 52 sequence that puts `text` on the terminal's clipboard (xterm, kitty, iTerm2, WezTerm; tmux with
  /// `set-clipboard on`; over ssh too): `ESC ] 52 ; c ; base64 BEL`.
  package static func clipboard(_ text: String) -> String {
    "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
  }

  /// RFC 4648 base64 with padding.
  package static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group = 0
      for offset in 0..<3 { group = group << 8 | (offset < count ? Int(bytes[index + offset]) : 0) }
      for offset in 0..<4 {
        out.append(offset <= count ? alphabet[group >> (18 - 6 * offset) & 63] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
