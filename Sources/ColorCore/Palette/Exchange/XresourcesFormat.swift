/// X resources (`~/.Xresources`, read by xrdb for xterm, URxvt and others):
///
///     ! Harbor: X resources written by colormix
///     *.foreground: #c8d3df
///     *.background: #0c2238
///     *.cursorColor: #ffb454
///     *.color0: #0c2238
///
/// Written: `*.foreground`, `*.background`, `*.cursorColor` and `*.color0`…`*.color255`. Read: `NAME: VALUE` lines
/// whose resource name ends in one of those (after `*`, `.`, as in `*foreground`, `URxvt.color4`,
/// `XTerm*cursorColor`); `!` lines are comments and `#` lines (the C preprocessor's) are skipped, as are other
/// resources.
enum XresourcesFormat {
  static func write(_ colors: inout ThemeNames.Colors, name: String) -> [UInt8] {
    var text = "! \(name): X resources written by colormix\n"
    for (role, key) in keys + (0..<256).map({ ("color\($0)", "color\($0)") }) {
      if let color = colors.role(role) { text += "*.\(key): \(color.hex)\n" }
    }
    return Array(text.utf8)
  }

  static let keys = [("foreground", "foreground"), ("background", "background"), ("cursor", "cursorColor")]

  static func read(_ text: ImportText, into result: inout ImportedLines) {
    result.append(
      contentsOf:
        text.settings(commentedBy: "!").lazy.map { line -> ImportedLine in
          let trimmed = line.text
          guard !trimmed.hasPrefix("#"), let colon = trimmed.firstIndex(of: ":") else {
            return .skipped(line: line.number)
          }
          let resource = String(trimmed[..<colon].trimmingWhitespace())
          guard let role = role(of: resource) else { return .skipped(line: line.number) }
          let value = String(trimmed[trimmed.index(after: colon)...].trimmingWhitespace())
          return ThemeNames.entry(role, key: resource, value: value, line: line.number)
        })
  }

  /// The role a resource name ends in: its last component, after `*` or `.`.
  static func role(of resource: String) -> String? {
    let last = String(resource.split(whereSeparator: { $0 == "*" || $0 == "." }).last ?? "")
    guard resource.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "*._-".contains($0)) }) else {
      return nil
    }
    if let role = keys.first(where: { $0.1 == last })?.0 { return role }
    return ThemeNames.colorIndex(last) != nil ? last : nil
  }
}
