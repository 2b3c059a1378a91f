import Foundation
import Testing

@testable import colormix

/// Runs documented command lines, in order, in a fresh folder of their own (HOME there, so an empty store), with
/// the built `colormix` first on PATH and no terminal, and returns what each printed on standard output and
/// standard error together, as a terminal shows them.
private func printed(by commands: [String]) -> [String] {
  let cli = Colormix()
  let folder = URL(fileURLWithPath: Colormix.binary).deletingLastPathComponent().path
  return commands.map { command in
    let result = cli.shell("{\n\(command)\n} 2>&1", environment: ["PATH": folder + ":/usr/bin:/bin"])
    #expect(result.stderr.isEmpty, "\(command)")
    return result.stdout
  }
}

/// What a transcript's output lines say was printed.
private func text(_ lines: [String]) -> String {
  lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
}

/// End-to-end: every example of the command table (the EXAMPLES of `colormix help COMMAND` and of the man page)
/// prints what it says, a command's examples run in order from an empty store.
@Suite struct CommandExamplesTests {
  @Test(arguments: CommandTable.visible.map(\.name))
  func everyExamplePrintsWhatItSays(command: String) throws {
    let spec = try #require(CommandTable.command(named: command)?.spec)
    let examples = spec.exampleList
    #expect((2...4).contains(examples.count), "\(command) has \(examples.count) examples")
    let outputs = printed(by: examples.map(\.command))
    for (example, output) in zip(examples, outputs) {
      #expect(output == text(example.output), "$ \(example.command)")
    }
  }

  @Test func helpAndTheManPageEndWithTheExamples() {
    let page = ManPage.text
    for spec in CommandTable.visible {
      let transcript = spec.exampleList.flatMap { $0.transcript(width: 78) }.map { "  " + $0 }
      #expect(HelpText.command(spec).hasSuffix("\n\nEXAMPLES:\n" + transcript.joined(separator: "\n")), "\(spec.name)")
      let first = spec.exampleList[0].transcript(width: 72)[0]
      #expect(page.contains(".nf\n" + ManPage.escape(first) + "\n"), "\(spec.name)")
    }
  }

  @Test func aLongLineIsBrokenAtASpaceAndACommandStaysPasteable() {
    let example = CommandExample("colormix one two three\nabc  def  ghi  jkl  mno")
    #expect(example.transcript(width: 16) == ["$ colormix one \\", "    two three", "abc  def  ghi", "    jkl  mno"])
    #expect(example.transcript(width: 80) == ["$ colormix one two three", "abc  def  ghi  jkl  mno"])
  }
}

/// End-to-end: every `$ ` line in README.md's console blocks prints what the block shows after it; each block
/// runs from an empty store, its lines in order.
@Suite struct ReadmeExamplesTests {
  /// README.md in this checkout.
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md").path

  /// One console block: its command lines (a line ending in `\` continues on the next) and their output lines.
  struct Block: CustomTestStringConvertible, Sendable {
    var commands: [(command: String, output: [String])] = []
    var testDescription: String { commands.first.map { "$ " + $0.command } ?? "(empty)" }
  }

  /// The README's ```console blocks.
  static var blocks: [Block] {
    let text = FileManager.default.contents(atPath: readme).map { String(decoding: $0, as: UTF8.self) } ?? ""
    var blocks: [Block] = []
    var current: Block?
    var continuing = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if current == nil {
        if line == "```console" { current = Block() }
        continue
      }
      if line == "```" {
        blocks.append(current!)
        current = nil
      } else if continuing {
        current!.commands[current!.commands.count - 1].command += "\n" + line
        continuing = line.hasSuffix("\\")
      } else if line.hasPrefix("$ ") {
        current!.commands.append((String(line.dropFirst(2)), []))
        continuing = line.hasSuffix("\\")
      } else if !current!.commands.isEmpty {
        current!.commands[current!.commands.count - 1].output.append(line)
      }
    }
    return blocks
  }

  @Test func theReadmeHasRecipes() {
    let commands = Self.blocks.flatMap(\.commands)
    #expect(commands.count >= 15, "\(commands.count) console lines")
  }

  @Test(arguments: blocks)
  func everyConsoleLinePrintsWhatItShows(block: Block) {
    let outputs = printed(by: block.commands.map(\.command))
    for (entry, output) in zip(block.commands, outputs) {
      #expect(output == text(entry.output), "$ \(entry.command)")
    }
  }
}

/// End-to-end: every option's example, which the man page shows under the option, runs from an empty store (in a
/// folder of its own) and succeeds.
@Suite struct OptionExamplesTests {
  static let examples = ManPage.options.flatMap { $0.compactMap(\.option.example) }

  @Test(arguments: examples)
  func everyOptionExampleSucceeds(_ example: String) {
    let cli = Colormix()
    let folder = URL(fileURLWithPath: Colormix.binary).deletingLastPathComponent().path
    let result = cli.shell(example, environment: ["PATH": folder + ":/usr/bin:/bin"])
    #expect(result.status == 0, "\(example): \(result.stderr)")
    #expect(ManPage.text.contains("\n\\fB" + ManPage.escape(example) + "\\fR\n"), "\(example)")
  }
}
