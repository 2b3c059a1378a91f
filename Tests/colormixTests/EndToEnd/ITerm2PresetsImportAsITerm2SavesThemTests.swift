import Foundation
import Testing

/// End-to-end, on presets of iTerm2-Color-Schemes (Fixtures/iTerm2-Color-Schemes, MIT): a binary property list
/// imports as the same preset in XML does (written by Python's plistlib), and translucent colors keep their alpha,
/// back out to iTerm2 and opaque (with a warning) to a format without alpha.
@Suite struct ITerm2PresetsImportAsITerm2SavesThemTests {
  let cli = Colormix()
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/iTerm2-Color-Schemes").path

  func store(_ name: String) -> String { cli.folder + "/\(name)/c.json" }

  /// The palette as `name hex` (the hex with alpha for a translucent color), in any order: a binary preset lists
  /// its keys in the order it holds them, plistlib's XML sorted.
  func listing(_ store: String) -> Set<String> {
    let json = cli.run(["palette", "--format", "json", "--store", store]).stdout
    let items = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [[String: Any]] ?? []
    return Set(items.map { "\($0["name"] as? String ?? "?") \($0["hex"] as? String ?? "?")" })
  }

  /// Every color is kept exactly as the preset gives it: its hex is round(x × 255) of each component, as iTerm2
  /// shows it, and it exports back with the same components.
  @Test(arguments: ["GitLab Light", "Horizon"])
  func everyColorIsKeptExactly(_ preset: String) throws {
    let path = Self.fixtures + "/\(preset).itermcolors"
    #expect(cli.run(["palette", "import", path, "--store", store("a")]).status == 0)
    let plist = try #require(
      try PropertyListSerialization.propertyList(from: try Data(contentsOf: URL(fileURLWithPath: path)), format: nil)
        as? [String: Any])
    var expected: Set<String> = []
    for index in 0..<16 {
      guard let color = plist["Ansi \(index) Color"] as? [String: Any], color["Color Space"] as? String != "P3"
      else { continue }
      let bytes = ["Red", "Green", "Blue"].map { Int((color["\($0) Component"] as? Double ?? 0) * 255 + 0.5) }
      let alpha = color["Alpha Component"] as? Double ?? 1
      let hex =
        "#" + bytes.map { String(format: "%02x", $0) }.joined()
        + (alpha < 1 ? String(format: "%02x", Int(alpha * 255 + 0.5)) : "")
      expected.insert("color\(index) \(hex)")
    }
    #expect(!expected.isEmpty)
    #expect(expected.isSubset(of: listing(store("a"))), "\(expected.subtracting(listing(store("a"))))")
  }

  @Test(arguments: ["Mesila One", "Sauber", "Sunset Drive"])
  func aBinaryPresetImportsAsItsXMLFormDoes(_ preset: String) {
    let binary = cli.run(["palette", "import", Self.fixtures + "/\(preset).itermcolors", "--store", store("b")])
    let xml = cli.run(["palette", "import", Self.fixtures + "/\(preset).xml.itermcolors", "--store", store("x")])
    #expect(binary.status == 0, "\(binary.stderr)")
    #expect(binary.stderr.hasSuffix("colormix: imported 19 colors\n"), "\(binary.stderr)")
    #expect(xml.status == 0)
    #expect(listing(store("b")) == listing(store("x")))
    #expect(listing(store("b")).count == 19)
  }

  @Test func aBinaryPresetIsDetectedByItsContent() throws {
    let bytes = try #require(cli.contents(Self.fixtures + "/Sauber.itermcolors"))
    let bare = cli.folder + "/theme"
    try Data(bytes).write(to: URL(fileURLWithPath: bare))
    #expect(cli.run(["palette", "import", bare, "--store", store("a")]).status == 0)
    #expect(cli.shell("\"$COLORMIX\" palette import - --store '\(store("b"))' < '\(bare)'").status == 0)
    #expect(listing(store("a")) == listing(store("b")))
  }

  @Test func translucentColorsKeepTheirAlphaBackToITerm2AndOpaqueElsewhere() throws {
    let result = cli.run(["palette", "import", Self.fixtures + "/GitLab Light.itermcolors", "--store", store("a")])
    #expect(result.status == 0)
    #expect(result.stderr.hasSuffix("colormix: imported 19 colors\n"))
    let json = cli.run(["palette", "--format", "json", "--store", store("a")]).stdout
    #expect(listing(store("a")).contains("color15 #30303066"))
    #expect(json.contains("\"alpha\": 0.7490196078431373"), "\(json)")
    let exported = cli.run(["palette", "export", "--to", "iterm2", "--store", store("a")])
    #expect(exported.status == 0 && exported.stderr.isEmpty)
    #expect(exported.stdout.contains("<key>Alpha Component</key>\n\t\t<real>0.4</real>"))
    let again = cli.folder + "/again.itermcolors"
    cli.write(exported.stdout, to: again)
    #expect(cli.run(["palette", "import", again, "--store", store("b")]).status == 0)
    #expect(cli.run(["palette", "--format", "json", "--store", store("b")]).stdout == json)
    let kitty = cli.run(["palette", "export", "--to", "kitty", "--store", store("a")])
    #expect(
      kitty.stderr == "colormix: warning: kitty has no alpha; 9 colors written opaque: color10, color11, color12, "
        + "color13, color14, color15, color7, color8, color9\n")
  }

  @Test func aCursorOfHalfAlphaImportsWithIt() {
    #expect(cli.run(["palette", "import", Self.fixtures + "/Horizon.itermcolors", "--store", store("a")]).status == 0)
    #expect(listing(store("a")).contains("cursor #6c6f9380"), "\(listing(store("a")))")
  }

  /// Malformed binary property lists: each one line on stderr naming the problem, exit 65, nothing written.
  @Test(arguments: [
    ("too short", [UInt8]("bplist00".utf8), "it is too short for its trailer"),
    ("a bad trailer", [UInt8]("bplist00".utf8) + [0x08] + [UInt8](repeating: 0, count: 32), "offset or reference"),
  ])
  func aMalformedBinaryPresetIs65NamingWhy(_ name: String, _ bytes: [UInt8], _ detail: String) throws {
    let path = cli.folder + "/bad.itermcolors"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let result = cli.run(["palette", "import", path])
    #expect(result.status == 65, "\(name)")
    #expect(result.stderr.hasPrefix("colormix: error: Cannot import \(path): line 1: not valid binary plist: "))
    #expect(result.stderr.contains(detail), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(cli.contents(cli.palette) == nil)
  }
}
