import Foundation
import Testing

/// An import warns of the entries it imported clamped or gamut mapped: the first 100, one line each, then one line
/// counting the others, as it shows refusals. An entry refused (a repeated hex) gets its refusal, not a warning.
@Suite struct ImportWarningsAreBoundedTests {
  @Test func theFirstHundredWarningsAreShownAndTheOthersCounted() {
    let cli = Colormix()
    let path = cli.folder + "/wide.css"
    cli.write(":root {\n" + (0..<150).map { "--c\($0): rgb(300 0 \($0));\n" }.joined() + "}\n", to: path)
    let result = cli.run(["palette", "import", path])
    #expect(result.status == 0)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 102)
    #expect(lines[0] == "colormix: warning: line 2: red 300 is out of range 0–255; using 255")
    #expect(lines[99] == "colormix: warning: line 101: red 300 is out of range 0–255; using 255")
    #expect(lines[100] == "colormix: warning: 50 more entries clamped or gamut mapped, not shown (the first 100 are)")
    #expect(lines[101] == "colormix: imported 150 colors")
  }

  @Test func aRefusedEntryIsNotWarnedOf() {
    let cli = Colormix()
    let path = cli.folder + "/repeated.css"
    cli.write(":root {\n--a: rgb(300 0 1);\n--a: rgb(300 0 2);\n}\n", to: path)
    let result = cli.run(["palette", "import", path, "--skip-bad"])
    #expect(
      result.stderr
        == """
        colormix: warning: line 2: red 300 is out of range 0–255; using 255
        colormix: warning: line 3: The name 'a' is also on line 2.
        colormix: imported 1 color; 1 refused entry skipped

        """)
  }
}
