import Foundation
import Testing

/// The picture commands the tests draw: each command line and what it pictures.
private let pictureCommands: [(name: String, arguments: [String])] = [
  ("card", ["palette", "--to", "svg"]),
  ("export", ["palette", "export", "--to", "html"]),
  ("scale", ["scale", "#2563eb", "--contrast", "1.5,3,4.5,7", "--on", "#0f172a", "--to", "svg"]),
  ("gradient", ["gradient", "red", "yellow", "blue", "7", "--to", "svg"]),
  ("theme", ["theme", "#7aa2f7", "--to", "svg"]),
  ("grid", ["contrast", "--grid", "white", "#1f2937", "#2563eb", "#fde68a", "--to", "html"]),
  ("distinct", ["distinct", "5", "--on", "white", "--seed", "2", "--to", "svg"]),
  ("names", ["names", "--catalog", "css", "--to", "html"]),
]

/// A palette of an opaque, a translucent and a wide-gamut color, saved in `cli`'s store.
private func savePalette(_ cli: Colormix) {
  for (name, color) in [
    ("ink", "#1f2937"), ("overlay", "rgb(37 99 235 / 50%)"), ("lime", "color(display-p3 0.2 0.9 0.1)"),
  ] {
    #expect(cli.run(["save", name, color]).status == 0)
  }
}

/// `#rrggbb` as 8-bit channels.
private func channels(_ hex: String) -> [Int] {
  let value = Int(hex.dropFirst().prefix(6), radix: 16)!
  return [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF]
}

private func hex(_ rgb: [Int]) -> String { "#" + rgb.map { String(format: "%02x", $0) }.joined() }

/// End-to-end: every picture (`--to svg|html`) is well formed, read by a real XML parser: an SVG 1.1 document, or an
/// HTML page of head (charset, title, style) and body (the drawing and a table); nothing in it runs or is fetched;
/// and a name from an imported file is shown as text, never read as markup.
@Suite struct PicturesAreSelfContainedAndEscapedTests {
  @Test(arguments: pictureCommands.map(\.name))
  func everyPictureIsWellFormedAndFetchesNothing(_ name: String) throws {
    let cli = Colormix()
    savePalette(cli)
    let arguments = pictureCommands.first { $0.name == name }!.arguments
    let result = cli.run(arguments)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    let document = try MarkupDocument(result.stdout)
    let html = arguments.last == "html"
    #expect(document.elements.first?.name == (html ? "html" : "svg"))
    if html {
      #expect(result.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
      #expect(document.all("meta").contains { $0.attributes["charset"] == "utf-8" })
      for part in ["title", "style"] { #expect(document.all(part).first?.ancestors == ["html", "head"], "\(part)") }
      #expect(document.all("svg").first?.ancestors == ["html", "body"])
      #expect(document.all("table").first?.ancestors == ["html", "body"])
    } else {
      #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"))
      #expect(document.elements.first?.attributes["version"] == "1.1")
    }
    #expect(document.all("script").isEmpty && document.all("foreignObject").isEmpty)
    for element in document.elements {
      for (attribute, value) in element.attributes {
        #expect(!["href", "src", "xlink:href"].contains(attribute) && !attribute.hasPrefix("on"), "\(attribute)")
        if value.contains("url(") { #expect(value.hasPrefix("url(#"), "\(attribute)=\(value)") }
      }
    }
    #expect(!result.stdout.contains("@import") && !result.stdout.contains("@font-face"))
  }

  /// Colors from standard input go into the picture too, and a command that fails writes nothing.
  @Test func standardInputMakesAPictureAndAFailureWritesNothing() throws {
    let cli = Colormix()
    let good = cli.run(["simulate", "protanopia", "-", "--to", "svg"], stdin: "red\nblue\n")
    #expect(good.status == 0)
    #expect(try MarkupDocument(good.stdout).all("rect", role: "swatch").count == 2)
    let bad = cli.run(["simulate", "protanopia", "-", "--to", "svg"], stdin: "red\nbogus\nblue\n")
    #expect(bad.status == 65 && bad.stdout.isEmpty)
    #expect(bad.stderr.hasSuffix("colormix: error: 1 input line was bad; no picture was written.\n"))
    #expect(cli.run(["scale", "red", "--contrast", "22", "--on", "white", "--to", "svg"]).stdout.isEmpty)
    #expect(cli.run(["sort", "red", "--to", "svg", "--format", "hex"]).status == 64)
  }

  /// A grid takes 2 to 64 colors.
  @Test func aGridTakesTwoToSixtyFourColors() {
    let cli = Colormix()
    let one = cli.run(["contrast", "--grid", "white"])
    #expect(one.status == 65 && one.stdout.isEmpty && one.stderr.contains("A grid needs two colors or more"))
    let many = (0..<65).map { String(format: "#%06x", $0 * 0x030303) }
    let refused = cli.run(["contrast", "--grid"] + many + ["--to", "svg"])
    #expect(refused.status == 65 && refused.stdout.isEmpty && refused.stderr.contains("at most 64 colors"))
    #expect(cli.run(["contrast", "--grid"] + many.dropLast() + ["--to", "svg"]).status == 0)
  }

  @Test func hostileNamesAreShownAsText() throws {
    let cli = Colormix()
    let hostile = "</text><script>alert(1)</script>"
    #expect(cli.run(["save", hostile, "red"]).status == 0)
    #expect(cli.run(["save", "a&b\"c'd<e>", "blue"]).status == 0)
    let pictures = [
      ["palette", "--to", "svg"], ["palette", "--to", "html"], ["palette", "export", "--to", "svg"],
      ["contrast", "--grid", "--to", "svg"], ["contrast", "--grid", "--to", "html"],
      ["scale", "red", "--names", hostile + ",b,c", "--to", "svg"],
    ]
    for arguments in pictures {
      let result = cli.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      let document = try MarkupDocument(result.stdout)
      #expect(document.all("script").isEmpty, "\(arguments)")
      let texts = document.elements.map(\.text)
      // The name is there as text: whole in a table cell or a label, or cut short with … in a card.
      #expect(texts.contains { $0.hasPrefix("</text><scr") }, "\(arguments)")
    }
  }
}

/// End-to-end, in a real browser: headless Chromium draws each picture and the pixels are what the picture says.
/// The center of every sRGB swatch is its color within one unit a channel, a translucent one composited over white
/// (and the checkerboard shows behind its left third), the sample text's contrast on its swatch as drawn is what the
/// card prints, a gradient's strip runs through its stops, and a theme's window is its background.
@Suite(.enabled(if: Chromium.path != nil, "chromium is not installed (Debian's chromium package)"))
struct PicturesAreDrawnAsTheySayTests {
  /// The picture of `arguments` written to a file in `cli`'s folder, read back, and drawn by Chromium.
  func draw(_ arguments: [String], _ cli: Colormix) throws -> (MarkupDocument, PNGImage) {
    let result = cli.run(arguments)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    let file = cli.folder + "/picture." + arguments.last!
    try result.stdout.write(toFile: file, atomically: true, encoding: .utf8)
    let document = try MarkupDocument(result.stdout)
    let svg = try #require(document.all("svg").first)
    // The window is as wide as the drawing; an HTML page's table below it is not looked at.
    let image = try Chromium.screenshot(file, width: svg.number("width"), height: svg.number("height"), in: cli)
    return (document, image)
  }

  func expectPixel(_ image: PNGImage, _ x: Int, _ y: Int, _ expected: [Int], _ label: String, within: Int = 1) {
    let seen = image.rgb(x, y)
    #expect(
      zip(seen, expected).allSatisfy { abs($0 - $1) <= within }, "\(label) at \(x),\(y): \(seen) against \(expected)")
  }

  @Test(arguments: [["palette", "--to", "svg"], ["palette", "export", "--to", "html"]])
  func aCardDrawsEverySwatchAndSampleAsItPrintsThem(_ arguments: [String]) throws {
    let cli = Colormix()
    savePalette(cli)
    let (document, image) = try draw(arguments, cli)
    let swatches = document.all("rect", role: "swatch")
    let samples = document.all("text", role: "sample")
    let ratios = document.all("text", role: "ratios")
    #expect(swatches.count == 3 && samples.count == 3 && ratios.count == 3)
    #expect(!document.all("rect", role: "checker").isEmpty)
    for (index, swatch) in swatches.enumerated() {
      let (x, y, width) = (swatch.number("x"), swatch.number("y"), swatch.number("width"))
      let fill = try #require(swatch.attributes["fill"])
      let alpha = Double(swatch.attributes["fill-opacity"] ?? "1")!
      // Over white where the ratios are measured: the top of the swatch, right of the checkerboard.
      let expected = channels(fill).map { Int((Double($0) * alpha + 255 * (1 - alpha)).rounded()) }
      let drawn = image.rgb(x + width / 2, y + 12)
      guard swatch.attributes["style"] == nil else {
        // A wide-gamut color: the fallback is the gamut-mapped sRGB color, the style its Display P3 color, which a
        // browser on an sRGB screen draws as it can; the ratios are of the gamut-mapped color.
        #expect(swatch.attributes["style"]!.hasPrefix("fill: color(display-p3 "))
        continue
      }
      expectPixel(image, x + width / 2, y + 12, expected, fill)
      if alpha < 1 {
        // The checkerboard's white and gray squares show through on the left third.
        let squares = [image.rgb(x + 4, y + 4), image.rgb(x + 12, y + 4)]
        #expect(squares[0] != squares[1], "\(squares)")
        let gray = channels(fill).map { Int((Double($0) * alpha + 204 * (1 - alpha)).rounded()) }
        #expect(squares.contains { zip($0, gray).allSatisfy { abs($0 - $1) <= 1 } }, "\(squares) against \(gray)")
      }
      // The sample's ratio on the swatch as drawn is the one the card prints for its color.
      let sample = try #require(samples[index].attributes["fill"])
      let printed = ratios[index].text.split(separator: " ")
      let ratio = Double(printed[sample == "#ffffff" ? 1 : 4].dropLast(2))!
      let other = Double(printed[sample == "#ffffff" ? 4 : 1].dropLast(2))!
      #expect(abs(wcagRatio(sample, hex(drawn)) - ratio) < 0.03, "\(sample) on \(hex(drawn)): \(ratios[index].text)")
      #expect(ratio >= other, "the sample is the text that reads better: \(ratios[index].text)")
    }
  }

  @Test func aScaleDrawsItsStepsOnItsBackgroundAtTheRatiosItPrints() throws {
    let cli = Colormix()
    let (document, image) = try draw(pictureCommands.first { $0.name == "scale" }!.arguments, cli)
    let steps = document.all("rect", role: "swatch")
    let printed = document.all("text", role: "ratio").map { Double($0.text.dropLast(2))! }
    #expect(steps.count == 4 && printed.count == 4)
    let background = hex(image.rgb(4, 4))
    #expect(background == "#0f172a")
    for ((step, ratio), target) in zip(zip(steps, printed), [1.5, 3, 4.5, 7]) {
      let (x, y) = (step.number("x") + step.number("width") / 2, step.number("y") + step.number("height") / 2)
      expectPixel(image, x, y, channels(step.attributes["fill"]!), "step \(target)")
      let drawn = wcagRatio(hex(image.rgb(x, y)), background)
      #expect(abs(drawn - ratio) < 0.03 && ratio >= target, "step \(target): drawn \(drawn), printed \(ratio)")
    }
  }

  @Test func aGradientsStripRunsThroughItsStops() throws {
    let cli = Colormix()
    let (document, image) = try draw(pictureCommands.first { $0.name == "gradient" }!.arguments, cli)
    let strip = try #require(document.all("rect", role: "strip").first)
    #expect(document.all("path", role: "stop").count == 3)
    let (x, y, width) = (strip.number("x"), strip.number("y") + strip.number("height") / 2, strip.number("width"))
    // Chromium dithers a gradient: a few units either way. The middle stop is at the left edge of the pixel right
    // of the center: the pixel left of it is nearer red, which moves slower than blue does there.
    expectPixel(image, x, y, [255, 0, 0], "the first stop", within: 4)
    expectPixel(image, x + width / 2 - 1, y, [255, 255, 0], "the middle stop", within: 4)
    expectPixel(image, x + width - 1, y, [0, 0, 255], "the last stop", within: 4)
    for step in document.all("rect", role: "swatch") {
      let center = (step.number("x") + step.number("width") / 2, step.number("y") + step.number("height") / 2)
      expectPixel(image, center.0, center.1, channels(step.attributes["fill"]!), "a step")
    }
  }

  @Test func aThemeIsDrawnInItsOwnColors() throws {
    let cli = Colormix()
    let roles = Dictionary(
      uniqueKeysWithValues: cli.run(["theme", "#7aa2f7", "--format", "hex"]).stdout.split(separator: "\n").map {
        let words = $0.split(separator: " ", omittingEmptySubsequences: true)
        return (String(words[0]), String(words[1]))
      })
    let (document, image) = try draw(pictureCommands.first { $0.name == "theme" }!.arguments, cli)
    let window = try #require(document.all("rect", role: "background").first)
    let corner = (window.number("x") + window.number("width") - 8, window.number("y") + window.number("height") - 8)
    expectPixel(image, corner.0, corner.1, channels(roles["background"]!), "the window")
    let swatches = document.all("rect", role: "swatch")
    #expect(swatches.count == 16)
    for (index, swatch) in swatches.enumerated() {
      let center = (swatch.number("x") + swatch.number("width") / 2, swatch.number("y") + swatch.number("height") / 2)
      expectPixel(image, center.0, center.1, channels(roles["color\(index)"]!), "color\(index)")
    }
  }

  @Test func aGridDrawsEveryCellOnItsBackgroundAndMarksTheFailures() throws {
    let cli = Colormix()
    let arguments = pictureCommands.first { $0.name == "grid" }!.arguments
    let (document, image) = try draw(arguments, cli)
    let colors = ["#ffffff", "#1f2937", "#2563eb", "#fde68a"]
    let cells = document.all("rect", role: "swatch").filter { $0.number("width") > 40 }
    #expect(cells.count == 16)
    for (index, cell) in cells.enumerated() {
      let point = (cell.number("x") + cell.number("width") - 24, cell.number("y") + 12)
      expectPixel(image, point.0, point.1, channels(colors[index % 4]), "cell \(index)")
    }
    // The pairs below AA are framed: white on #fde68a, #2563eb on #1f2937, and each the other way round.
    let failing = colors.indices.flatMap { row in colors.indices.map { (row, $0) } }.filter { row, column in
      row != column && wcagRatio(colors[row], colors[column]) < 4.5
    }
    let frames = document.all("rect").filter { $0.attributes["stroke-dasharray"] != nil }
    #expect(frames.count == failing.count, "\(failing)")
  }
}
