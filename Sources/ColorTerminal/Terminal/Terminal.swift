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

  /// The xterm 256-color index a color is drawn with at `.ansi256`: of the 240 colors 16–255 (the 6×6×6 cube,
  /// then the 24 grays), the one of the smallest CIEDE2000 difference, the lower index on a tie; never one of the
  /// 16 colors a theme sets. Every 256-color escape and `--format ansi256` take their index from here.
  package static func xterm256(red: Int, green: Int, blue: Int) -> Int {
    // The search starts from the cube's color of each channel's nearest level (0, 95, 135, 175, 215, 255; the
    // lower one halfway), most often the answer or near it.
    func level(_ value: Int) -> Int {
      value < 48 ? 0 : value < 116 ? 1 : (value - 116) / 40 + 2
    }
    let guess = 36 * level(red) + 6 * level(green) + level(blue)
    return 16 + xtermColors.nearest(to: Color(red255: red, green255: green, blue255: blue), guess: guess)
  }

  /// xterm's colors 16–255 in order: the cube of the levels 0, 95, 135, 175, 215 and 255 (16 + 36 r + 6 g + b),
  /// then the grays 8, 18, … 238; their CIELAB worked out at first use.
  private static let xtermColors: NearestColorTable = {
    let levels = [0, 95, 135, 175, 215, 255]
    var colors: [Color] = []
    for red in levels {
      for green in levels {
        for blue in levels { colors.append(Color(red255: red, green255: green, blue255: blue)) }
      }
    }
    for step in 0..<24 { colors.append(Color(red255: 8 + 10 * step, green255: 8 + 10 * step, blue255: 8 + 10 * step)) }
    return NearestColorTable(colors)
  }()

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
