import Foundation
import Testing

@testable import ColorCore

@Suite struct CatalogTests {
  @Test func catalogSizes() {
    #expect(Catalog.css.colors.count == 148)
    #expect(Catalog.crayola.colors.count == 133)
    #expect(Catalog.all.count == 281)
    #expect(Catalog.crayola.colors.prefix(16).last?.name == "Blue Violet")
  }

  @Test func thirtyThreeNamesAreInBothCatalogs() {
    let css = Set(Catalog.css.colors.map { NameFolding.fold($0.name) })
    let shared = Catalog.crayola.colors.filter { css.contains(NameFolding.fold($0.name)) }
    #expect(shared.count == 33)
    let differing = shared.filter { crayon in
      Catalog.css.colors.first { NameFolding.fold($0.name) == NameFolding.fold(crayon.name) }!.rgb != crayon.rgb
    }
    #expect(Set(shared.map(\.name)).subtracting(differing.map(\.name)) == ["Black", "White"])
  }

  @Test func generatedSourceMatchesTheData() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    for (file, catalog) in [("css-colors.tsv", Catalog.css), ("crayola.tsv", .crayola)] {
      let text = try String(contentsOf: root.appendingPathComponent("data/" + file), encoding: .utf8)
      let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
        let parts = line.split(separator: "\t")
        return "\(parts[0]) \(parts[1])"
      }
      #expect(rows == catalog.colors.map { "\($0.name) \($0.hex)" })
    }
  }

  @Test func generatedFoldedNamesMatchTheRule() {
    for catalog in Catalog.allCases {
      for (name, folded) in zip(catalog.names, catalog.foldedNames) { #expect(folded == NameFolding.fold(name)) }
    }
  }

  @Test(arguments: [
    ("Antique Brass", "Antique Brass"), ("antique-brass", "Antique Brass"), ("antiquebrass", "Antique Brass"),
    ("ANTIQUE_BRASS", "Antique Brass"), ("purple mountains majesty", "Purple Mountain's Majesty"),
    ("Purple Mountain’s Majesty", "Purple Mountain's Majesty"), ("violet(purple)", "Violet (Purple)"),
    ("screamin green", "Screamin' Green"), ("blue", "blue"), ("crayola:blue", "Blue"), ("CSS:Blue", "blue"),
    ("Crayola:Robin's Egg Blue", "Robin's Egg Blue"), ("RebeccaPurple", "rebeccapurple"), ("tan", "tan"),
  ])
  func namesMatchIgnoringCaseAndPunctuation(_ input: String, _ name: String) throws {
    #expect(try NameFolding.lookup(input).name == name)
  }

  @Test func bareNamePrefersCSS() throws {
    #expect(try NameFolding.lookup("blue").catalog == .css)
    #expect(try NameFolding.lookup("crayola:blue").hex == "#1f75fe")
    #expect(throws: InputError.unknownColorName("css:almond", suggestions: ["salmon"])) {
      try NameFolding.lookup("css:almond")
    }
  }

  @Test func unknownNamesSuggestUpToThree() {
    #expect(throws: InputError.unknownColorName("bluu", suggestions: ["blue", "plum", "Blush"])) {
      try NameFolding.lookup("bluu")
    }
  }

  @Test func catalogNamesArePrintableASCII() {
    for catalog in Catalog.allCases {
      for name in catalog.names {
        #expect(name.utf8.allSatisfy { (0x20...0x7E).contains($0) }, "\(name)")
      }
    }
  }
}
