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
}
