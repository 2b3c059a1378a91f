/// The formats `colormix palette export` writes and `palette import` reads: GIMP's `.gpl`, CSS custom properties,
/// plain hex lines, colormix's own JSON, W3C Design Tokens (format 2025.10, the color type), and terminal themes:
/// kitty, Alacritty, WezTerm, Ghostty, Windows Terminal, iTerm2, X resources and base16 (see `ThemeNames`).
///
/// ```swift
/// let kitty = try PaletteFormat.kitty.read("foreground #c8d3df\nbackground #0c2238\n")
/// PaletteFormat.css.write(kitty.palette).text   // "/* colormix */\n:root {\n  --foreground: #c8d3df;\n …"
/// PaletteFormat(named: "windows-terminal")      // .windowsTerminal
/// ```
public enum PaletteFormat: String, CaseIterable, Sendable {
  /// GIMP's palette, `.gpl`: `R G B NAME` rows under a `GIMP Palette` header.
  case gpl
  /// CSS custom properties: `--NAME: COLOR;`.
  case css
  /// One `#rrggbb` (or `#rrggbbaa`) a line.
  case hex
  /// colormix's own palette file: `{"version": 1, "colors": [...]}`.
  case json
  /// W3C Design Tokens, format 2025.10: tokens of `$type` `color`.
  case tokens
  /// A kitty theme: `KEY VALUE` lines.
  case kitty
  /// An Alacritty theme, TOML.
  case alacritty
  /// A WezTerm color scheme, TOML.
  case wezterm
  /// A Ghostty theme: `KEY = VALUE` lines.
  case ghostty
  /// A Windows Terminal color scheme, JSON.
  case windowsTerminal = "windows-terminal"
  /// An iTerm2 color preset, `.itermcolors` (a property list).
  case iterm2
  /// X resources: `*color4: #rrggbb`.
  case xresources
  /// A base16 scheme, YAML: `base00` to `base0F`.
  case base16

  /// Every format, in the order `colormix help` lists them.
  public static var all: [PaletteFormat] { allCases }

  /// The format `--to` and `--from` name so (`kitty`, `windows-terminal`), nil for any other name.
  public init?(named name: String) { self.init(rawValue: name) }

  /// The name `--to` and `--from` take: `gpl`, `windows-terminal`.
  public var name: String { rawValue }

  /// The palette name a document gets when none is given.
  public static let defaultName = "colormix"

  /// Whether this is a terminal theme format, which holds the theme's names only (`ThemeNames`).
  public var isTerminalTheme: Bool {
    switch self {
    case .gpl, .css, .hex, .json, .tokens: false
    default: true
    }
  }

  /// The names a terminal theme format holds, as its writer writes them: `foreground, background, cursor and
  /// color0–color255` (or `color0–color15` for the formats of sixteen ANSI colors), `base00 to base0F`; nil for a
  /// format that is no terminal theme.
  public var themeNamesHeld: String? {
    switch self {
    case .gpl, .css, .hex, .json, .tokens: nil
    case .base16: "base00 to base0F"
    case .kitty, .ghostty, .xresources: "foreground, background, cursor and color0–color255"
    case .alacritty, .wezterm, .windowsTerminal, .iterm2: "foreground, background, cursor and color0–color15"
    }
  }

  /// Whether the format holds a color outside sRGB as it is (CSS in its own notation, tokens in their space, JSON,
  /// iTerm2 in Display P3). An export to one that does not writes each such entry gamut mapped into sRGB, and the
  /// command says which.
  public var holdsWideGamut: Bool {
    switch self {
    case .css, .json, .tokens, .iterm2: true
    case .gpl, .hex, .kitty, .alacritty, .wezterm, .ghostty, .windowsTerminal, .xresources, .base16: false
    }
  }

  /// Whether the format holds a color's alpha. An export to one that does not writes each translucent entry
  /// opaque, and the command says which.
  public var holdsAlpha: Bool {
    switch self {
    case .css, .hex, .json, .tokens, .iterm2: true
    case .gpl, .kitty, .alacritty, .wezterm, .ghostty, .windowsTerminal, .xresources, .base16: false
    }
  }

  /// The palette as a document in this format; `name` is the palette's name where the format has one.
  func document(_ entries: [PaletteEntry], name: String, fallbacks: Bool = false) -> [UInt8] {
    switch self {
    case .gpl: GPLFormat.write(entries, name: name)
    case .css: CSSFormat.write(entries, name: name, fallbacks: fallbacks)
    case .hex: HexLinesFormat.write(entries)
    case .json: PaletteDocument.encode(entries)
    case .tokens: TokensFormat.write(entries, name: name)
    default: exported(entries, name: name).document
    }
  }

  /// The document and the names of the entries it could not hold, in order, each once: a terminal theme holds
  /// its roles (and base16 its sixteen colors) only; the other formats hold every entry.
  func exported(_ entries: [PaletteEntry], name: String, fallbacks: Bool = false) -> (
    document: [UInt8], unwritten: [String]
  ) {
    var colors = ThemeNames.Colors(entries)
    let document: [UInt8]
    switch self {
    case .gpl, .css, .hex, .json, .tokens: return (self.document(entries, name: name, fallbacks: fallbacks), [])
    case .kitty: document = KittyFormat.write(&colors, name: name)
    case .alacritty: document = AlacrittyFormat.write(&colors, name: name)
    case .wezterm: document = WezTermFormat.write(&colors, name: name)
    case .ghostty: document = GhosttyFormat.write(&colors, name: name)
    case .windowsTerminal: document = WindowsTerminalFormat.write(&colors, name: name)
    case .iterm2: document = ITerm2Format.write(&colors, name: name)
    case .xresources: document = XresourcesFormat.write(&colors, name: name)
    case .base16: document = Base16Format.write(&colors, name: name)
    }
    return (document, colors.unused(entries))
  }

  /// The format of a document to import, from its content, and from its file name where that is decisive:
  /// `.itermcolors` is `iterm2`, `.Xresources` (or `Xresources`) is `xresources`, and `.toml` is `wezterm` or
  /// `alacritty` by its content. From the content: a binary property list (`bplist00`) or a document beginning with
  /// `<` is `iterm2`; one beginning with a
  /// TOML table header (`[colors…]`, `[metadata]`) is `wezterm` when it has a `[colors]` table with `ansi`,
  /// `brights` or `cursor_bg`, or a `[metadata]` table, and `alacritty` otherwise; a first line beginning `GIMP
  /// Palette` is `gpl`; a document beginning with `[`, or with `{` and holding a top-level `"colors"` or `"version"`
  /// that is not an object, is `json`; a `{` holding a top-level string member named as a Windows Terminal
  /// scheme's (`name`, `background`, `brightBlack`…) is `windows-terminal`; any other `{` is `tokens` (whose members
  /// are tokens and groups, objects, so a token or group named `colors` reads as tokens). Otherwise the first line
  /// that tells decides: a TOML table header (`[colors…]`, `[metadata]`) as above; one beginning with `--`, `:root` or `/*`, or holding `{`, makes it `css`; `KEY VALUE` with a
  /// kitty color key (`foreground`, `color4`, `selection_background`…) `kitty`; `KEY = VALUE` with a Ghostty color
  /// key (`palette`, `background`, `cursor-color`…) `ghostty`; `NAME: VALUE` whose resource name ends in
  /// `.foreground`, `*color4`… `xresources`; `base00:`…`base0F:` or `scheme:` `base16`. A document of comments
  /// only (an empty theme's export) is `kitty` for `#` lines (that are not hex colors) and `xresources` for `!`
  /// lines. Anything else is read as hex lines. A UTF-8 byte order mark is skipped, and blank space before a JSON document.
  public static func detect(_ bytes: [UInt8], fileName: String? = nil) -> PaletteFormat {
    let text = ImportText(bytes)
    let file = fileName.map { $0.split(separator: "/").last.map(String.init) ?? $0 }?.lowercased() ?? ""
    if file.hasSuffix(".itermcolors") || BinaryPlistReader.isBinary(bytes) { return .iterm2 }
    if file.hasSuffix(".xresources") || file == "xresources" { return .xresources }
    if file.hasSuffix(".toml") { return tomlFlavor(text) }
    guard let first = text.firstNonBlankByte else { return .hex }
    if first == UInt8(ascii: "<") { return .iterm2 }
    let lines = text.lines
    if first == UInt8(ascii: "["),
      let header = lines.first(where: { !$0.text.trimmingWhitespace().isEmpty })?.text.trimmingWhitespace(),
      header.hasPrefix("[colors") || header.hasPrefix("[metadata")
    {
      return tomlFlavor(text)
    }
    if first == UInt8(ascii: "[") { return .json }
    if first == UInt8(ascii: "{") {
      guard let tree = try? JSONParser.tree(text.bytes), tree.kind(tree.root) == .object else { return .json }
      var isPaletteFile = false
      tree.forEachMember(of: tree.root) { key, value in
        if tree.kind(value) != .object && (key == "colors" || key == "version") { isPaletteFile = true }
      }
      if isPaletteFile { return .json }
      return WindowsTerminalFormat.isScheme(tree) ? .windowsTerminal : .tokens
    }
    // GIMP's own loader wants the header on the first line.
    if lines.first(where: { _ in true })?.text.hasPrefix("GIMP Palette") == true { return .gpl }
    for line in lines {
      let trimmed = line.text.trimmingWhitespace()
      if trimmed.hasPrefix("[colors") || trimmed.hasPrefix("[metadata") { return tomlFlavor(text) }
      if trimmed.hasPrefix("--") || trimmed.hasPrefix(":root") || trimmed.hasPrefix("/*") || trimmed.contains("{") {
        return .css
      }
      if let format = themeFormat(ofLine: trimmed) { return format }
    }
    // Only comments (an empty theme's export): kitty's `#` or X resources' `!`. A line of `#` and hex digits (a hex
    // color in any of its forms, or one with a digit too many or too few) is no comment: the document is hex lines.
    var comments: (xresources: Bool, kitty: Bool)?
    for line in lines {
      let trimmed = line.text.trimmingWhitespace()
      if trimmed.isEmpty { continue }
      // `#` and hex digits only, of any count (`#fffff`), is a hex line, good or bad: no comment says that.
      let hexLike = trimmed.utf8.count > 1 && trimmed.dropFirst().allSatisfy(\.isHexDigit)
      let kitty = trimmed.hasPrefix("#") && !hexLike
      comments = ((comments?.xresources ?? true) && trimmed.hasPrefix("!"), (comments?.kitty ?? true) && kitty)
      if comments?.xresources == false && comments?.kitty == false { return .hex }
    }
    if comments?.xresources == true { return .xresources }
    if comments?.kitty == true { return .kitty }
    return .hex
  }

  /// The terminal theme format a line is written in, when it tells.
  private static func themeFormat(ofLine line: Substring) -> PaletteFormat? {
    if line.hasPrefix("#") || line.hasPrefix("!") { return nil }
    let word = line.prefix { $0 != " " && $0 != "\t" && $0 != "=" && $0 != ":" }
    let rest = line.dropFirst(word.count)
    let separator = rest.drop { $0 == " " || $0 == "\t" }.first
    if separator == "=" && ghosttyKeys.contains(String(word)) { return .ghostty }
    if separator == ":" && !word.isEmpty {
      if ThemeNames.base16Name(String(word)) != nil || word == "scheme" { return .base16 }
      if word.contains(where: { $0 == "*" || $0 == "." }), XresourcesFormat.role(of: String(word)) != nil {
        return .xresources
      }
    }
    if rest.first == " " || rest.first == "\t", separator != "=", separator != ":",
      KittyFormat.isRole(String(word)) || kittyKeys.contains(String(word))
    {
      return .kitty
    }
    return nil
  }

  /// Ghostty's color settings.
  private static let ghosttyKeys: Set<String> = [
    "palette", "background", "foreground", "cursor-color", "cursor-text", "selection-background",
    "selection-foreground",
  ]
  /// kitty's color settings besides the roles.
  private static let kittyKeys: Set<String> = [
    "selection_foreground", "selection_background", "cursor_text_color", "url_color", "active_border_color",
    "inactive_border_color", "active_tab_foreground", "active_tab_background", "inactive_tab_foreground",
    "inactive_tab_background", "tab_bar_background", "mark1_foreground", "mark1_background",
  ]

  /// A TOML theme: `wezterm` when it has a `[colors]` table with `ansi`, `brights` or `cursor_bg`, or a
  /// `[metadata]` table; otherwise `alacritty`.
  private static func tomlFlavor(_ text: ImportText) -> PaletteFormat {
    for line in text.lines {
      let trimmed = line.text.trimmingWhitespace()
      if trimmed.hasPrefix("[metadata]") || trimmed.hasPrefix("ansi") || trimmed.hasPrefix("brights")
        || trimmed.hasPrefix("cursor_bg")
      {
        return .wezterm
      }
    }
    return .alacritty
  }

  /// The entries of a document, each with its line, or why it is refused, and how many of its declarations,
  /// tokens or settings are not colors. Throws for a document that cannot be read at all (not UTF-8, not JSON, no
  /// GIMP header…), naming the line, and for a document that is not empty but holds no color, entry or refusal
  /// (`PaletteImportError.Problem.noColors`, line 0): it is another format, or has nothing to import (an empty
  /// palette's export, a file of blank lines, a byte order mark alone). Only an empty document is no error: it holds
  /// nothing.
  func read(_ bytes: [UInt8]) throws(PaletteImportError) -> ImportedLines {
    var lines = ImportedLines()
    try read(bytes, into: &lines)
    return lines
  }

  /// `read(_:)` into `lines`: made with `ImportedLines(each:)`, they take each entry as it is read.
  func read(_ bytes: [UInt8], into result: inout ImportedLines) throws(PaletteImportError) {
    let text = ImportText(bytes)
    let binary = self == .iterm2 && BinaryPlistReader.isBinary(text.bytes)
    if !binary, let line = text.firstLineNotUTF8 { throw PaletteImportError(line: line, problem: .notUTF8) }
    switch self {
    case .gpl: try GPLFormat.read(text, into: &result)
    case .hex: HexLinesFormat.read(text, into: &result)
    case .kitty: KittyFormat.read(text, into: &result)
    case .alacritty: try AlacrittyFormat.read(text, into: &result)
    case .wezterm: try WezTermFormat.read(text, into: &result)
    case .ghostty: GhosttyFormat.read(text, into: &result)
    case .windowsTerminal: try WindowsTerminalFormat.read(text, into: &result)
    case .iterm2: try ITerm2Format.read(text, into: &result)
    case .xresources: XresourcesFormat.read(text, into: &result)
    case .base16: try Base16Format.read(text, into: &result)
    case .json: try JSONPaletteFormat.read(text, into: &result)
    case .css: try CSSFormat.read(text, into: &result)
    case .tokens: try TokensFormat.read(text, into: &result)
    }
    if result.count == 0 && !bytes.isEmpty {
      throw PaletteImportError(line: 0, problem: text.firstNonBlankByte == nil ? .onlyBlank : .noColors(self))
    }
  }
}
