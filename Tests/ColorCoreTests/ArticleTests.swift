import ColorCore
import Foundation
import TestSupport
import Testing

/// The DocC article `UsingColorCore.md`: its snippets are the code between the markers below, which runs here, and
/// each `print` prints what the comment after it in the article says.
@Suite struct ArticleTests {
  static let sourceFile = URL(fileURLWithPath: #filePath)
  static let article = sourceFile.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/ColorCore/ColorCore.docc/UsingColorCore.md")

  @Test func theArticleSnippetsRunAndPrintWhatTheirCommentsSay() throws {
    let folder = TemporaryFolder.create("colormix-article")
    defer { TemporaryFolder.remove(folder) }
    var printed: [String] = []
    func print(_ items: Any...) {
      printed.append(items.map { "\($0)" }.joined(separator: " "))
    }

    // BEGIN ARTICLE
    let teal = try Color(parsing: "oklch(0.7 0.1 200)")
    print(teal.hex)  // #40b1b7

    let reading = try ColorReading(parsing: "rgb(300 0 0)")
    print(reading.color.hex, reading.warnings.count)  // #ff0000 1

    do {
      _ = try Color(parsing: "oklch(0.5 0.1 30%)")
    } catch {
      if case .invalidColorFunction(_, let reason) = error {
        print(reason)  // a hue must be a number or an angle, not a percentage
      }
    }

    print(teal.text(in: .hsl))  // hsl(182.9 48% 48.4%)
    let oklch = teal.oklch
    print(oklch.hue.rounded())  // 200.0
    print(Color(OKLCH(lightness: 0.7, chroma: 0.1, hue: 200)) == teal)  // true

    let lighter = teal.lightened(by: 10)
    let muted = teal.mixed(with: .white, amount: 0.25)
    print(lighter.hex, muted.hex)  // #64d1d7 #79c5c9
    print(teal.contrastRatio(with: .white) >= 4.5)  // false
    print(teal.nearestName().name)  // Teal Blue

    let vivid = MappedColor(OKLCH(lightness: 0.9, chroma: 0.3, hue: 140))
    print(vivid.wasOutOfGamut, Color(OKLCH(lightness: 0.9, chroma: 0.3, hue: 140)).isInGamut(.srgb))  // true false
    print(MappedColor(OKLCH(lightness: 0.5, chroma: 0.05, hue: 140)).wasOutOfGamut)  // false

    let p3 = ColorSpace(named: "display-p3")!
    let green = Color(p3, 0, 1, 0)
    print(green.isInGamut(.srgb), green.isInGamut(p3))  // false true
    let formats = [ColorFormat.color(p3), .hex]
    print(formats.map { $0.string(for: green) })  // ["color(display-p3 0 1 0)", "#00fb29"]
    print(ColorSpace.oklch.components.map(\.letter))  // ["l", "c", "h"]

    let background = try Color(parsing: "#1e90ff")
    let ratio = background.contrastRatio(with: background.bestTextColor)
    print(background.bestTextColor == .black, Color.ContrastLevel.aaNormal.isMet(by: ratio))  // true true

    let brand = try Color(parsing: "color(display-p3 0.2 0.5 0.8)")
    print(ColorFormat.hex.string(for: brand))  // #0082d2
    print(ColorFormat.oklch.string(for: brand))  // oklch(0.5865 0.1567 245.7)
    print(ColorFormat(named: "display-p3")!.string(for: brand))  // color(display-p3 0.2 0.5 0.8)
    let onWhite = brand.contrast(on: .white)
    print(onWhite.ratioText, onWhite.meets(.aaNormal), onWhite.meets(.aaLarge))  // 4.12 false true
    let kitty = try PaletteFormat.kitty.read("foreground #c8d3df\nbackground #0c2238\n")
    print(kitty.palette.entries.count, kitty.result.refusedCount)  // 2 0
    print(PaletteFormat.css.write(kitty.palette).text.contains("--background: #0c2238;"))  // true

    let near = teal.nearestNames(2, in: .css)
    print(near.map(\.name.name), near[0].difference < near[1].difference)  // ["lightseagreen", "cadetblue"] true
    print(try Color(parsing: Catalog.crayola[0].reference) == Catalog.crayola[0].color)  // true

    var generator = Xoshiro256StarStar(seed: 7)
    let pastel = Color.random(.pastel, using: &generator)
    print(pastel.oklch.lightness >= 0.85)  // true
    let three = DistinctColors(count: 3, keeping: [teal], seed: 7).colors
    print(three.count, three[0] == teal)  // 3 true
    let byLightness = ColorOrder.lightness.sortedIndices([.white, teal, .black])
    print(byLightness)  // [2, 1, 0]
    print(Color(red: 1, green: 0, blue: 0).simulating(.achromatopsia).hsl.saturation)  // 0.0

    let location = try StoreLocation(path: folder + "/color.json")
    let store = ColorStore(location)
    try store.save(lighter)
    let contents = try store.load()
    print(contents.color.hex, contents.warnings.isEmpty)  // #64d1d7 true

    let palette = PaletteStore(location)
    try palette.save(teal, as: "teal")
    print(try palette.save(teal, as: "sea").outcome == .aliased(of: "teal"))  // true
    print(try palette.entry(named: "sea").entry.names)  // ["teal", "sea"]

    do {
      _ = try palette.entry(named: "tael")
    } catch {
      print(error)  // No saved color is named 'tael'. Did you mean 'teal'?
    }

    let data = try JSONEncoder().encode(teal)
    print(try JSONDecoder().decode(Color.self, from: data) == teal)  // true
    // END ARTICLE

    let text = try String(contentsOf: ArticleTests.article, encoding: .utf8)
    let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    #expect(blocks.count == 15)
    let source = try String(contentsOf: ArticleTests.sourceFile, encoding: .utf8)
    let marked = source.components(separatedBy: "// BEGIN ARTICLE\n")[1].components(separatedBy: "// END ARTICLE")[0]
    let code = ArticleTests.unindented(marked)
    for block in blocks {
      #expect(code.contains(ArticleTests.unindented(block)), "not run by this test:\n\(block)")
    }
    let expected = blocks.joined().split(separator: "\n").compactMap { line -> String? in
      guard line.contains("print("), let comment = line.range(of: "  // ") else { return nil }
      return String(line[comment.upperBound...])
    }
    #expect(printed == expected)
  }

  /// Each line without its leading spaces, blank lines dropped.
  static func unindented(_ text: String) -> String {
    text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }.joined(separator: "\n")
  }
}
