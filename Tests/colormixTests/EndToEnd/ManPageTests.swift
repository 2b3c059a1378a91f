import Foundation
import Testing

@testable import ColorTerminal
@testable import colormix

/// End-to-end: the `colormix(1)` page committed in `docs/colormix.1` is what `colormix __generate-man` prints now
/// (`scripts/generate` writes it), and it renders without warnings.
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
      "docs/colormix.1 is out of date: run scripts/generate")
  }

  /// docs/palette-card.svg, the picture the README shows, is what `scripts/generators/palette-card` draws now.
  @Test func theReadmesPaletteCardIsUpToDate() throws {
    let docs = URL(fileURLWithPath: Self.committed).deletingLastPathComponent()
    let script = docs.deletingLastPathComponent().appendingPathComponent("scripts/generators/palette-card").path
    let generated = cli.run(executable: "/bin/sh", [script, Colormix.binary])
    #expect(generated.status == 0 && generated.stderr.isEmpty, "\(generated.stderr)")
    let committed = try String(contentsOfFile: docs.appendingPathComponent("palette-card.svg").path, encoding: .utf8)
    #expect(committed == generated.stdout, "docs/palette-card.svg is out of date: run scripts/generate")
    #expect(generated.stdout.contains("<title>colormix palette --to svg</title>"))
  }

  /// docs/formats.md's table of output formats is what `colormix __generate-format-table` prints now, and it has a
  /// row for each format of the registry.
  @Test func theFormatTableOfTheDocsIsUpToDate() throws {
    let generated = cli.run(["__generate-format-table"])
    #expect(generated.status == 0 && generated.stderr.isEmpty)
    let doc = try String(
      contentsOfFile: URL(fileURLWithPath: Self.committed).deletingLastPathComponent().appendingPathComponent(
        "formats.md"
      )
      .path, encoding: .utf8)
    #expect(
      doc.contains(generated.stdout), "docs/formats.md's table of output formats is out of date: run scripts/generate")
    for format in OutputFormat.allCases {
      if case .text(let text) = format, text.isComponent { continue }
      #expect(generated.stdout.contains("| `\(format.rawValue)`"), "\(format.rawValue)")
    }
  }

  @Test func theManPageNamesEveryCommandAndIsHiddenFromHelp() {
    let page = cli.run(["__generate-man"]).stdout
    for command in ["show", "set", "slide", "reset", "names", "save", "palette", "load", "remove", "completions"] {
      #expect(page.contains(".TP\n\\fBcolormix \(command)\\fR"))
    }
    #expect(!page.contains("__complete"))
    for section in ["NAME", "SYNOPSIS", "COMMANDS", "OPTIONS", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES"] {
      #expect(page.contains(".SH \(section)\n"))
    }
  }

  /// The page as `man` shows it (groff, plain text): each command's synopsis is one line, as usage
  /// errors write it, and comes once; the sections come once, in order; the last exit status does not swallow
  /// the paragraph after it.
  @Test(.enabled(if: TestPlatform.has("groff"), "groff is not installed: .ci/run installs it"))
  func theRenderedManPageReadsRight() {
    let rendered = cli.run(executable: "/usr/bin/groff", ["-man", "-Tutf8", "-P-cbou", Self.committed])
    #expect(rendered.status == 0 && rendered.stderr.isEmpty)
    let lines = rendered.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let sections = lines.filter { !$0.isEmpty && !$0.hasPrefix(" ") && !$0.hasPrefix("COLORMIX(1)") }
    #expect(
      sections.dropLast() == [
        "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "OUTPUT FORMATS", "EXIT STATUS", "ENVIRONMENT",
        "FILES", "EXAMPLES", "SEE ALSO",
      ])
    #expect(sections.last?.hasPrefix("colormix ") == true, "the footer")
    let commands = lines.drop { $0 != "COMMANDS" }.prefix { $0 != "OPTIONS" }
    for spec in CommandTable.visible {
      let synopsis = commands.filter {
        $0.hasPrefix("       colormix \(spec.name) ") || $0 == "       colormix \(spec.name)"
      }
      #expect(synopsis == ["       " + spec.shortUsage], "\(spec.name): \(synopsis)")
    }
    let options = lines.filter { $0.hasPrefix("       -") }
    #expect(Set(options).count == options.count, "\(options)")
    #expect(lines.contains { $0.hasPrefix("       Every error is one line on standard error") })
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff is not installed"))
  func theManPageRendersWithoutWarnings() {
    let result = cli.run(executable: "/usr/bin/groff", ["-man", "-ww", "-z", Self.committed])
    #expect(result == .init(stdout: "", stderr: "", status: 0))
  }
}
