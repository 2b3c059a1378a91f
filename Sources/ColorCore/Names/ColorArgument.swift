/// A color written as one argument: `#rrggbb`, `#rgb`, `#rrggbbaa`, `#rgba`, `transparent`, a color name, bare hex
/// `rrggbb` or `rgb` (after the names: a catalog name always wins), or a CSS Color 4 function `rgb()`, `rgba()`,
/// `hsl()`, `hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`, `color()` (see `ColorFunction`), or
/// `color-mix()` of any two of these (see `ColorMix`).
/// `palette:NAME` needs the palette and is resolved by the caller.
enum ColorArgument {
  /// The color meant, with warnings for `rgb(…)` channels that were clamped (a gamut mapping is not reported;
  /// see `read`).
  static func parse(_ text: String) throws(InputError) -> (Color, [RangeWarning]) {
    let reading = try read(text)
    return (reading.color, reading.warnings)
  }

  /// The color meant, with warnings for values clamped as CSS clamps them and for a gamut mapping into sRGB. An
  /// unknown name is refused with the names closest to it, unless not `suggestingNames` (a reader that skips what
  /// is no color has no use for them, and they cost a search of every catalog).
  static func read(_ text: String, suggestingNames: Bool = true) throws(InputError) -> ColorReading {
    if let scalar = ControlCharacter.firstHidden(in: text) { throw .hiddenCharacter(text, scalar) }
    let trimmed = text.trimmingWhitespace()
    if trimmed.hasPrefix("#") { return hexReading(try hex(text, digits: trimmed.dropFirst())) }
    // Its first characters, lowercased, tell `transparent` and a function's name (no name is longer): a long text
    // is not copied to be lowercased.
    let lowered = trimmed.prefix(16).lowercased()
    // The trimmed text as a string: the text itself when nothing was trimmed.
    let whole = trimmed.endIndex == text.endIndex && trimmed.startIndex == text.startIndex ? text : String(trimmed)
    if lowered == "transparent" { return ColorReading(color: Color(red: 0, green: 0, blue: 0, alpha: 0)) }
    // CSS's colors of a context: a color given on its own has none.
    if lowered == "currentcolor" || lowered.hasPrefix("light-dark(") {
      let keyword = lowered == "currentcolor" ? "currentcolor" : "light-dark()"
      throw .invalidColorFunction(text, reason: .dependsOnContext(keyword))
    }
    if lowered.hasPrefix("color-mix(") {
      let mix = try ColorMix.parse(whole) { inner throws(InputError) in try read(inner) }
      var result = reading(mix.color, warnings: mix.warnings) { _ in whole }
      result.missing = mix.missing
      return result
    }
    // `Color.description`'s exact text, what `value` prints for a computed color (every stage of a pipeline reads
    // it): its numbers read directly. Only text that is that description to the letter, of channels the general
    // reader takes as they are (snapped as it snaps them, within its largest component): the same color.
    if lowered.hasPrefix("color(srgb "), let described = Color.described(whole) {
      let rgb = RGB(red: described.red, green: described.green, blue: described.blue)
      let exact = rgb.extendedColor(alpha: described.alpha)
      let limit = ColorFunction.largestComponent
      if exact.description == whole, [rgb.red, rgb.green, rgb.blue].allSatisfy({ $0.magnitude <= limit }) {
        return reading(exact, warnings: []) { _ in whole }
      }
    }
    // A function's name with its "(" right after it is no catalog name: read it at once.
    if let open = lowered.firstIndex(of: "("), ColorFunction.names.contains(String(lowered[..<open])) {
      // A relative color (`oklch(from red l c h)`) is the absolute one its origin's channels make.
      if let absolute = try RelativeColor.resolve(whole, reading: { inner throws(InputError) in try read(inner) }) {
        return try function(absolute, text: text, quoting: whole)
      }
      return try function(whole, text: text)
    }
    // A catalog name may hold parentheses (`Violet (Purple)`): a name is looked for before a function, and before
    // bare hex. The lookup that works out suggestions runs only when nothing matched.
    if let named = NameFolding.match(text) { return ColorReading(color: named.color) }
    if trimmed.contains("(") { return try function(whole, text: text) }
    // Six digits (`336699`) are hex, even with no letter among them; three (`100`) are a number: a channel's
    // value never silently becomes a color.
    if isBareHex(trimmed) && (trimmed.utf8.count == 6 || trimmed.utf8.contains(where: { $0 > UInt8(ascii: "9") })) {
      return hexReading(try hex(text, digits: trimmed))
    }
    guard suggestingNames else {
      guard let named = NameFolding.match(text) else { throw .unknownColorName(text, suggestions: []) }
      return ColorReading(color: named.color)
    }
    return ColorReading(color: try NameFolding.lookup(text).color)
  }

  /// The reading of a hex color, written as a hex.
  private static func hexReading(_ color: Color) -> ColorReading {
    var reading = ColorReading(color: color)
    reading.storedText = color.hex
    return reading
  }

  /// The reading of a color function: the exact color, and the color in sRGB; a gamut warning quotes `quoting`
  /// (the relative color an absolute one was made of), else the function.
  private static func function(_ trimmed: String, text: String, quoting: String? = nil) throws(InputError)
    -> ColorReading
  {
    let parsed: ColorFunction.Parsed
    do {
      parsed = try ColorFunction.parse(trimmed)
    } catch {
      throw .invalidColorFunction(text, reason: error)
    }
    var result = reading(parsed.color, warnings: parsed.warnings) { _ in quoting ?? trimmed }
    result.missing = parsed.missing
    result.spelling = parsed.spelling
    return result
  }

  /// The reading of `exact`, a color read from `input`: in sRGB as it is when sRGB holds it; clipped quietly when it
  /// strays under half an 8-bit step outside (a color printed as `lab()` or `oklch()` on the edge of sRGB reads back
  /// so) and clipping gives the 8-bit color mapping gives; else gamut mapped, with a warning unless a lightness
  /// clamped to 0 or 1 made it black or white (that lightness's warning says it: one problem, one warning), or,
  /// for a `computed` color, an operation took the lightness there. `input` is worked out only for the warning,
  /// from the color's OKLCH (which the mapping works out too).
  static func reading(
    _ exact: Color, warnings: [RangeWarning], computed: Bool = false, input: (OKLCH) -> String
  ) -> ColorReading {
    var reading = ColorReading(color: exact, warnings: warnings)
    reading.isComputed = computed
    let rgb = RGB(exact)
    guard !rgb.isWithin(0) else { return reading }
    let shown = shownInSRGB(exact, rgb, lightnessCounts: reading.lightnessCanSettle)
    reading.color = shown.color
    if shown.warns { reading.gamut = GamutWarning(input: input(shown.origin), used: shown.color) }
    return reading
  }

  /// What sRGB shows of `exact`, whose sRGB `rgb` is outside 0...1, by `reading`'s rule: the color, whether its
  /// mapping needs a warning, and its OKLCH (the warning's text of a computed color). `lightnessCounts` says
  /// whether an OKLCH lightness of 0 or 1 settles black or white (`ColorReading.lightnessCanSettle`).
  static func shownInSRGB(
    _ exact: Color, _ rgb: RGB, lightnessCounts: Bool
  ) -> (color: Color, warns: Bool, origin: OKLCH) {
    let origin = OKLCH(rgb)
    let mapped = exact.mappedIntoSRGB(rgb, from: origin)
    if rgb.isWithin(RGB.readingTolerance) {
      let clipped = rgb.color.withAlpha(exact.alpha)
      if clipped.rgb255 == mapped.rgb255 { return (clipped, false, origin) }
    }
    // Black and white only can be settled by a lightness.
    let blackOrWhite = mapped.red == mapped.green && mapped.green == mapped.blue && (mapped.red == 0 || mapped.red == 1)
    let settled = blackOrWhite && lightnessCounts && ColorReading.settles(origin.lightness)
    return (mapped, !settled, origin)
  }

  /// The color of `#rrggbb`, `#rgb`, `#rrggbbaa` or `#rgba` (any case), and of nothing else: the `"hex"` of
  /// colormix's JSON.
  static func hashHex(_ text: String) -> Color? {
    guard text.hasPrefix("#"), [3, 4, 6, 8].contains(text.utf8.count - 1),
      text.unicodeScalars.dropFirst().allSatisfy({ $0.properties.isASCIIHexDigit })
    else { return nil }
    return try? hex(text, digits: text.dropFirst())
  }

  /// Whether `text` is 3 or 6 hex digits and nothing else.
  static func isBareHex(_ text: some StringProtocol) -> Bool {
    (text.utf8.count == 3 || text.utf8.count == 6) && text.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit }
  }

  private static func hex(_ text: String, digits: Substring) throws(InputError) -> Color {
    // A plain loop over bytes: optionals and `Int(_:radix:)` cost generic instantiations on the start path.
    // At most eight digits: a longer run is no color, whatever follows (and costs nothing more to refuse).
    guard digits.utf8.count <= 8 else { throw .invalidColor(text) }
    var v: [Int] = []
    for byte in digits.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): v.append(Int(byte) - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): v.append(Int(byte) - 87)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): v.append(Int(byte) - 55)
      default: throw .invalidColor(text)
      }
    }
    switch v.count {
    case 3: return Color(red255: v[0] * 17, green255: v[1] * 17, blue255: v[2] * 17)
    case 4: return Color(red255: v[0] * 17, green255: v[1] * 17, blue255: v[2] * 17).withAlpha(Double(v[3] * 17) / 255)
    case 6: return Color(red255: v[0] * 16 + v[1], green255: v[2] * 16 + v[3], blue255: v[4] * 16 + v[5])
    case 8:
      let color = Color(red255: v[0] * 16 + v[1], green255: v[2] * 16 + v[3], blue255: v[4] * 16 + v[5])
      return color.withAlpha(Double(v[6] * 16 + v[7]) / 255)
    default: throw .invalidColor(text)
    }
  }
}

extension StringProtocol {
  /// Without surrounding spaces, tabs, carriage returns and line feeds (`\r\n` included: measured in scalars,
  /// not characters).
  func trimmingWhitespace() -> Substring {
    let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    let scalars = Substring(self).unicodeScalars
    guard let start = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
    let end = scalars.lastIndex(where: { !isSpace($0) })!
    return Substring(scalars[start...end])
  }
}
