import Foundation
import Testing

/// End-to-end: the `colormix(1)` page committed in `docs/colormix.1` is what `colormix __generate-man` prints now,
/// and it renders without warnings.
@Suite struct ManPageTests {
  let cli = Colormix()

  /// `docs/colormix.1` in this checkout.
  static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/colormix.1").path

  @Test func theCommittedManPageIsUpToDate() {
    let generated = cli.run(["__generate-man"])
    #expect(generated.status == 0 && generated.stderr.isEmpty)
    let committed = FileManager.default.contents(atPath: Self.committed).map { String(decoding: $0, as: UTF8.self) }
    #expect(
      committed == generated.stdout,
      "docs/colormix.1 is out of date: run 'swift run colormix __generate-man > docs/colormix.1'")
  }

  @Test func theManPageNamesEveryCommandAndIsHiddenFromHelp() {
    let page = cli.run(["__generate-man"]).stdout
    for command in ["show", "set", "slide", "reset", "names", "save", "palette", "load", "remove", "completions"] {
      #expect(page.contains(".B colormix \(command)\n"))
    }
    #expect(!page.contains("__complete"))
    for section in ["NAME", "SYNOPSIS", "COMMANDS", "OPTIONS", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES"] {
      #expect(page.contains(".SH \(section)\n"))
    }
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")))
  func theManPageRendersWithoutWarnings() {
    let result = cli.run(executable: "/usr/bin/groff", ["-man", "-ww", "-z", Self.committed])
    #expect(result == .init(stdout: "", stderr: "", status: 0))
  }
}
