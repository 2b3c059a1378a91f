import ColorCore
import Testing

@testable import ColorTerminal
@testable import colormix

@Suite struct CommandTableTests {
  @Test func theShortcutLookupFindsWhatTheTableHolds() {
    for command in CommandTable.commands {
      #expect(CommandTable.command(named: command.name)?.spec == command.spec, "\(command.name)")
    }
    #expect(CommandTable.command(named: "nonsense") == nil)
  }

  @Test func theFormatsAreEveryColorFormatAndTheTerminalsOwn() {
    let text = OutputFormat.allCases.compactMap { format -> ColorFormat? in
      if case .text(let text) = format { return text }
      return nil
    }
    #expect(text == ColorFormat.all)
    #expect(Set(OutputFormat.allCases.map(\.rawValue)).count == OutputFormat.allCases.count)
    for format in [OutputFormat.swatch, .ansi, .ansiBackground, .ansi256] {
      #expect(OutputFormat.allCases.contains(format))
      #expect(ColorFormat(named: format.rawValue) == nil, "\(format.rawValue) is the terminal's, not a color as text")
    }
    for format in OutputFormat.allCases {
      #expect(OutputFormat(rawValue: format.rawValue) == format)
    }
    #expect(OutputFormat(rawValue: "p3") == nil)
  }

  @Test func paintsPromptTakesEveryPromptShell() {
    #expect(OptionSpec.prompt.value == .choice(PromptShell.allCases.map(\.rawValue)))
  }

  @Test func commandNamesAreUnique() {
    let names = CommandTable.commands.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test func everyOperationIsACommandTakingAnOptionalColor() {
    for operation in Operation.all {
      let spec = CommandTable.command(named: operation.name)?.spec
      let amount = operation.amount.map { [$0.name] } ?? []
      #expect(spec?.forms.map { $0.map(\.name) } == [amount, amount + ["COLOR"]], "\(operation.name)")
      #expect(spec?.summary == operation.summary)
    }
  }

  @Test func everyHelpTextFitsEightyColumns() {
    let texts = [HelpText.overview()] + CommandTable.visible.map(HelpText.command)
    for text in texts {
      for line in text.split(separator: "\n") {
        #expect(line.count <= 80, "\(line)")
      }
    }
    // Wrapping keeps every word and keeps a bracketed option whole.
    #expect(HelpText.wrapped("a [--format FORMAT] b", after: "  ", indent: 4) == "  a [--format FORMAT] b")
    let long = HelpText.wrapped(String(repeating: "word ", count: 30), indent: 2)
    #expect(long.split(separator: "\n").count == 2 && long.split(separator: " ").count == 30)
  }
}
