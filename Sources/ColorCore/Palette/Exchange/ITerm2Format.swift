/// An iTerm2 color preset, `.itermcolors`: a property list, XML or binary (`bplist00`, as iTerm2 saves a preset
/// itself), whose dictionary holds `Ansi 0 Color`…`Ansi 15 Color`, `Foreground Color`, `Background Color` and
/// `Cursor Color`, each a dictionary of `Red Component`, `Green Component` and `Blue Component` (reals 0–1),
/// `Alpha Component` and `Color Space`.
///
/// Written as XML with keys in order as Apple's writers sort them, each component the stored tenths on 0–1 exactly
/// (`0.502`), `Alpha Component` the entry's alpha (1 when opaque) and `Color Space` `sRGB`. Read exactly, as every
/// number colormix reads (a component is the percentage to the nearest tenth: `0.14901961386203766` is 14.9,
/// `#26`), the alpha kept; a missing `Color Space` or `Calibrated` is read as sRGB, `P3` is converted from Display P3
/// (gamut mapped, with the warning `show` gives, when outside sRGB); a component or alpha outside 0–1 or another
/// color space is refused. Other keys (`Selection Color`, the `(Dark)` and `(Light)` variants…) are skipped.
enum ITerm2Format {
  /// An entry's components as the preset writes them: its tenths on 0–1 exactly for an entry of tenths, else its
  /// exact color's sRGB channels, or outside sRGB its Display P3 channels (`P3`; a color outside Display P3 too
  /// gamut mapped into it, the widest gamut a preset holds), each the shortest decimal that reads back as the same
  /// `Double` (a conversion's noise below 0 or above 1 clipped); a color written in Display P3, its own numbers.
  static func components(of entry: PaletteEntry) -> (String, String, String, String) {
    guard entry.text != nil else {
      let color = entry.color
      return (TokensFormat.unit(color.red), TokensFormat.unit(color.green), TokensFormat.unit(color.blue), "sRGB")
    }
    // A color written in Display P3 is written as it is, inside sRGB or not.
    if let written = writtenP3(entry.text) { return (written[0], written[1], written[2], "P3") }
    let inside = entry.exact.isInGamut(.srgb)
    let color = inside || entry.exact.isInGamut(.displayP3) ? entry.exact : entry.exact.mapped(into: .displayP3)
    let (red, green, blue) = color.coordinates(in: inside ? .srgb : .displayP3)
    // A conversion's noise below 0 or above 1 clipped.
    func text(_ value: Double) -> String { ColorText.shortest(min(max(value, 0), 1)) }
    return (text(red), text(green), text(blue), inside ? "sRGB" : "P3")
  }

  /// The numbers of a `color(display-p3 R G B …)` text when they are plain numbers from 0 to 1: the color's own
  /// Display P3 channels, written as they are (converting them to sRGB and back would move their last digits).
  static func writtenP3(_ text: String?) -> [String]? {
    let prefix = "color(\(ColorSpace.displayP3.name) "
    guard let text, text.hasPrefix(prefix), text.hasSuffix(")") else { return nil }
    let words = text.dropFirst(prefix.count).dropLast().split(separator: " ").prefix(3).map(String.init)
    guard words.count == 3,
      words.allSatisfy({ word in Double(word).map { (0...1).contains($0) } ?? false })
    else { return nil }
    return words
  }

  static func write(_ colors: inout ThemeNames.Colors, name: String) -> [UInt8] {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>

      """
    for (key, role) in keys.sorted(by: { $0.0 < $1.0 }) {
      guard let entry = colors.entry(role) else { continue }
      let (red, green, blue, space) = components(of: entry)
      text += "\t<key>\(key)</key>\n\t<dict>\n"
      text += "\t\t<key>Alpha Component</key>\n\t\t<real>\(entry.alpha.map(PaletteEntry.alphaText) ?? "1")</real>\n"
      text += "\t\t<key>Blue Component</key>\n\t\t<real>\(blue)</real>\n"
      text += "\t\t<key>Color Space</key>\n\t\t<string>\(space)</string>\n"
      text += "\t\t<key>Green Component</key>\n\t\t<real>\(green)</real>\n"
      text += "\t\t<key>Red Component</key>\n\t\t<real>\(red)</real>\n"
      text += "\t</dict>\n"
    }
    return Array((text + "</dict>\n</plist>\n").utf8)
  }

  static let keys: [(String, String)] =
    [("Foreground Color", "foreground"), ("Background Color", "background"), ("Cursor Color", "cursor")]
    + (0..<16).map { ("Ansi \($0) Color", "color\($0)") }

  static func read(_ text: ImportText, into result: inout ImportedLines) throws(PaletteImportError) {
    let root = try BinaryPlistReader.isBinary(text.bytes) ? BinaryPlistReader.read(text.bytes) : PlistReader.read(text)
    guard case .dict(let members) = root.kind else {
      throw PaletteImportError(line: root.line, problem: .notATheme("an iTerm2 color preset is a <dict>"))
    }
    result.append(
      contentsOf:
        members.lazy.map { member -> ImportedLine in
          guard let role = keys.first(where: { $0.0 == member.key })?.1 else {
            return .skipped(line: member.value.line)
          }
          return color(role, key: member.key, member.value)
        })
  }

  private static func color(_ role: String, key: String, _ value: PlistReader.Value) -> ImportedLine {
    let line = value.line
    func bad(_ what: String, _ text: String, _ expected: String) -> ImportedLine {
      .bad(line: line, problem: .notThemeColor(key: what, value: text, expected: expected))
    }
    guard case .dict(let members) = value.kind else {
      return bad(key, "…", "a <dict> of Red, Green and Blue Component")
    }
    func member(_ name: String) -> PlistReader.Value.Kind? { members.first { $0.key == name }?.value.kind }
    var components: [String] = []
    for channel in ["Red", "Green", "Blue"] {
      let name = "\(key) \(channel) Component"
      guard case .number(let number)? = member("\(channel) Component") else {
        return bad(name, "", "a number from 0 to 1")
      }
      guard let exact = ExactDecimal(jsonNumber: number), !exact.isNegative, !(ExactDecimal(tenths: 10) < exact)
      else { return bad(name, number, "a number from 0 to 1") }
      // The shortest text of the number's `Double`, the color's channel exactly: an XML and a binary preset write
      // the same color the same way, and a component of a million digits costs no text of its size.
      components.append(ColorText.shortest(exact.doubleValue))
    }
    var alphaText = ""
    if let alpha = member("Alpha Component") {
      let number = if case .number(let number) = alpha { number } else { "…" }
      guard let exact = ExactDecimal(jsonNumber: number), !exact.isNegative, !(ExactDecimal(tenths: 10) < exact) else {
        return bad("\(key) Alpha Component", number, "a number from 0 to 1")
      }
      alphaText = " / " + ColorText.shortest(exact.doubleValue)
    }
    var space = "sRGB"
    if let given = member("Color Space") {
      guard case .string(let text) = given else { return bad("\(key) Color Space", "…", "sRGB or P3") }
      space = String(text.trimmingWhitespace())
    }
    switch space {
    case "sRGB", "Calibrated", "P3":
      let cssSpace = (space == "P3" ? ColorSpace.displayP3 : .srgb).name
      let value = "color(\(cssSpace) \(components.joined(separator: " "))\(alphaText))"
      guard var reading = try? ColorArgument.read(value) else { return bad(key, value, "a color") }
      // Written as a hex where that holds it exactly (a preset's components are often 8-bit), else as `color()`.
      reading.storedText = reading.exact.exactText.hasPrefix("#") ? reading.exact.exactText : nil
      return .reading(reading, value: value, name: role, line: line)
    default:
      return bad("\(key) Color Space", space, "sRGB or P3")
    }
  }
}
