import ColorCore
import Foundation
import Testing

/// End-to-end: a bare name is CSS's in any case; Crayola's are reached with `crayola:`; a printed name (`--format
/// name`, the `names` listing) reads back as itself.
@Suite struct BareNamesAreCSSTests {
  let cli = Colormix()

  @Test(arguments: [
    ("Blue", "#0000ff"), ("blue", "#0000ff"), ("BLUE", "#0000ff"), ("Red", "#ff0000"), ("Midnight Blue", "#191970"),
    ("crayola:Blue", "#1f75fe"), ("CRAYOLA:blue", "#1f75fe"), ("crayola:Red", "#ee204d"), ("Antique Brass", "#cd9575"),
  ])
  func aBareNameIsCSSInAnyCase(_ name: String, _ hex: String) {
    #expect(cli.run(["show", name, "--format", "hex"]).stdout == hex + "\n")
  }

  @Test func setBlueSetsCSSBlue() {
    #expect(cli.run(["set", "Blue", "--format", "hex"]).stdout == "#0000ff\n")
    #expect(cli.run(["set", "crayola:Blue", "--format", "name"]).stdout == "crayola:Blue\n")
    #expect(cli.run(["show", "--format", "name"]).stdout == "crayola:Blue\n")
  }

  /// Every name `names` lists, in its listed spelling, upper case and lower case, is the color listed beside it,
  /// and its `--format name` reads back as the same color.
  @Test func everyListedNameReadsBackAsItself() throws {
    let listing = cli.run(["names", "--color", "never"])
    #expect(listing.status == 0)
    var spellings: [String] = []
    var hexes: [String] = []
    for row in listing.stdout.split(separator: "\n") {
      let columns = row.split(separator: " ", omittingEmptySubsequences: true)
      let hexColumn = try #require(columns.firstIndex { $0.hasPrefix("#") })
      let name = columns[..<hexColumn].joined(separator: " ")
      for spelling in [name, name.uppercased(), name.lowercased()] {
        spellings.append(spelling)
        hexes.append(String(columns[hexColumn]))
      }
    }
    #expect(spellings.count == 3 * 281)
    #expect(spellings.contains("crayola:Blue") && spellings.contains("blue"))
    let shown = cli.run(["show", "-", "--format", "hex"], stdin: spellings.joined(separator: "\n") + "\n")
    #expect(shown.stderr.isEmpty)
    #expect(shown.stdout.split(separator: "\n").map(String.init) == hexes)
    let printed = cli.run(["show", "-", "--format", "name"], stdin: spellings.joined(separator: "\n") + "\n")
    let again = cli.run(["show", "-", "--format", "hex"], stdin: printed.stdout)
    #expect(again.stdout.split(separator: "\n").map(String.init) == hexes)
  }

  @Test func theNameFormatOfASharedCrayolaNameCarriesItsCatalog() {
    #expect(NamedColor(name: "Blue", catalog: .crayola, rgb: 0x1F75FE).reference == "crayola:Blue")
    #expect(NamedColor(name: "Almond", catalog: .crayola, rgb: 0xEFDECD).reference == "Almond")
    #expect(NamedColor(name: "blue", catalog: .css, rgb: 0x0000FF).reference == "blue")
  }
}
