import Foundation
import Testing

/// End-to-end, on Open Props' OKLCH palettes (Fixtures/Open-Props, MIT): every declaration imports, its `var()`
/// references resolved to their fallbacks (the files declare none of the hues and chromas they refer to), as the
/// same file with each reference replaced by its fallback by hand imports.
@Suite struct OpenPropsImportsWithItsReferencesResolvedTests {
  let cli = Colormix()
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Open-Props").path

  func store(_ name: String) -> String { cli.folder + "/\(name)/c.json" }

  @Test(arguments: [
    ("props.colors-oklch.css", 17, ["var(--color-hue, 0)": "0"]),
    ("props.gray-oklch.css", 16, ["var(--gray-chroma, none)": "none", "var(--gray-hue, none)": "none"]),
  ])
  func everyDeclarationImportsAsItsFallbacksWrittenOutDo(_ file: String, _ count: Int, _ fallbacks: [String: String])
    throws
  {
    let path = Self.fixtures + "/" + file
    let result = cli.run(["palette", "import", path, "--store", store("a")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.hasSuffix("colormix: imported \(count) colors\n"), "\(result.stderr)")
    var text = String(decoding: try #require(cli.contents(path)), as: UTF8.self)
    for (reference, fallback) in fallbacks { text = text.replacing(reference, with: fallback) }
    #expect(!text.contains("var("))
    let written = cli.folder + "/written.css"
    cli.write(text, to: written)
    let again = cli.run(["palette", "import", written, "--store", store("b")])
    #expect(again.stderr == result.stderr.replacing(path, with: written))
    let listings = ["a", "b"].map { cli.run(["palette", "--format", "json", "--store", store($0)]).stdout }
    #expect(listings[0] == listings[1])
    #expect(listings[0].contains("\"name\": \"\(file.contains("gray") ? "gray-15" : "color-bright")\""))
  }
}
