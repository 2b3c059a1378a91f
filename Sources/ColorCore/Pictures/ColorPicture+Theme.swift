extension ColorPicture {
  /// The size of a theme's terminal window, and the height of a line of its text.
  static let windowWidth = 720
  static let lineHeight = 22

  /// A terminal theme as a terminal shows it: a window of its background with a prompt, `ls` output, a diff and
  /// messages in its foreground and ANSI colors, a cursor in its cursor color; under it the sixteen ANSI colors,
  /// and `audit`'s ratios on the background, each failing one marked. A role the theme lacks is drawn in the
  /// foreground (or, lacking that, white on black).
  public static func theme(title: String, theme: TerminalTheme, audit: ContrastAudit) -> ColorPicture {
    let background = theme[.background] ?? .black
    let foreground = theme[.foreground] ?? background.bestTextColor
    func ansi(_ index: Int) -> Color { theme[.ansi(index)] ?? foreground }
    let prompt: [(String, Color, Bool)] = [
      ("alex@studio", ansi(2), true), (":", foreground, false), ("~/colormix", ansi(4), true),
      ("$ ", foreground, false),
    ]
    let lines: [[(String, Color, Bool)]] = [
      prompt + [("ls", foreground, false)],
      [
        ("docs", ansi(4), true), ("  Sources", ansi(4), true), ("  build.sh", ansi(2), true),
        ("  latest -> v1.0", ansi(6), false), ("  backup.tar.gz", ansi(1), false), ("  README.md", foreground, false),
      ],
      prompt + [("git diff", foreground, false)],
      [("diff a/theme.conf b/theme.conf", foreground, true)],
      [("@@ -1,3 +1,3 @@", ansi(6), false), (" [colors]", foreground, false)],
      [(" background = #1d2021", foreground, false)],
      [("-foreground = #ebdbb2", ansi(1), false)],
      [("+foreground = #fbf1c7", ansi(2), false)],
      prompt + [("make check", foreground, false)],
      [
        ("warning:", ansi(3), true), (" unused variable 'x'  ", foreground, false), ("note:", ansi(5), true),
        (" 3 tests skipped  ", foreground, false), ("# 0.4 s", ansi(8), false),
      ],
      [
        ("red", ansi(1), false), (" green", ansi(2), false), (" yellow", ansi(3), false), (" blue", ansi(4), false),
        (" magenta", ansi(5), false), (" cyan", ansi(6), false), (" white", ansi(7), false),
      ],
      [
        ("red", ansi(9), true), (" green", ansi(10), true), (" yellow", ansi(11), true), (" blue", ansi(12), true),
        (" magenta", ansi(13), true), (" cyan", ansi(14), true), (" white", ansi(15), true),
      ],
      prompt,
    ]
    let bar = 28
    let windowHeight = bar + 16 + lines.count * lineHeight + 8
    let auditRows = (audit.pairs.count + 2) / 3
    let width = 2 * margin + windowWidth
    let height = 2 * margin + titleHeight + windowHeight + 24 + 48 + 24 + 30 + auditRows * 20
    var canvas = SVGCanvas(width: width, height: height, background: paper)
    let scheme = background.bestTextColor == .white ? "dark" : "light"
    drawTitle(title, "A \(scheme) terminal theme, background " + Swatch(color: background).hex, color: ink, on: &canvas)
    let (x, y) = (margin, margin + titleHeight)
    canvas.rect(x, y, windowWidth, windowHeight, color: background, role: "background")
    canvas.rect(x, y, windowWidth, bar, color: background.mixed(with: foreground, amount: 0.15))
    for (index, dot) in [(0xff, 0x5f, 0x57), (0xfe, 0xbc, 0x2e), (0x28, 0xc8, 0x40)].enumerated() {
      canvas.append(
        markup: "<circle cx=\"\(x + 18 + 20 * index)\" cy=\"\(y + bar / 2)\" r=\"6\" "
          + SVGCanvas.paint(Color(red255: dot.0, green255: dot.1, blue255: dot.2)) + "/>\n")
    }
    for (index, line) in lines.enumerated() {
      canvas.runs(line.map { ($0.0, $0.1, $0.2) }, x: x + 16, y: y + bar + 12 + (index + 1) * lineHeight - 6, size: 14)
    }
    // The cursor, after the last prompt.
    let promptWidth = prompt.reduce(0) { $0 + $1.0.count }
    let cursorTop = y + bar + 12 + (lines.count - 1) * lineHeight
    canvas.rect(
      x + 16 + Int(Double(promptWidth) * 8.4), cursorTop, 9, lineHeight - 4, color: theme[.cursor] ?? foreground)
    // The sixteen colors.
    let row = y + windowHeight + 24
    let size = (windowWidth - 15 * 4) / 16
    var table = [["Role", "Hex", "Contrast on background", "Meets " + audit.requirement.description]]
    for index in 0..<16 {
      let left = x + index * (size + 4)
      if let color = theme[.ansi(index)] {
        canvas.rect(left, row, size, 28, color: color, role: "swatch")
        canvas.outline(left, row, size, 28, color: rule)
      } else {
        canvas.outline(left, row, size, 28, color: rule, dashed: true)
      }
      canvas.text(String(index), x: left + size / 2, y: row + 44, size: 11, color: muted, anchor: "middle")
    }
    // The audit.
    let auditTop = row + 48 + 24
    canvas.text(
      "Contrast on the background, against " + audit.requirement.description, x: x, y: auditTop, size: 14, color: ink,
      bold: true)
    for (index, pair) in audit.pairs.enumerated() {
      let left = x + (index % 3) * 240
      let top = auditTop + 26 + (index / 3) * 20
      let verdict = pair.passes ? "pass" : "fail"
      canvas.runs(
        [
          (pair.foreground.padding(11), ink, false), (ratio(pair.contrast).padding(9), ink, false),
          (verdict, pair.passes ? muted : failing, !pair.passes),
        ], x: left, y: top, size: 13)
      table.append([pair.foreground, Swatch(color: pair.contrast.foreground).hex, ratio(pair.contrast), verdict])
    }
    for role in theme.colors.map(\.role) where !role.isText {
      table.append([role.name, Swatch(color: theme[role]!).hex, "", ""])
    }
    return ColorPicture(title: title, canvas: canvas, table: table)
  }
}

extension String {
  /// The string and spaces after it to `width` characters.
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(1, width - count))
  }
}
