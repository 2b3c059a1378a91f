/// A shell colormix writes a completion script for.
enum CompletionShell: String, CaseIterable, Sendable {
  case bash, zsh, fish

  /// The names, for the argument's declaration. (A literal: a test keeps it equal to `allCases`.)
  static let names = ["bash", "zsh", "fish"]

  /// The completion script for this shell.
  func script(_ model: CompletionModel = CompletionModel()) -> String {
    switch self {
    case .bash: BashCompletion(model: model).script
    case .zsh: ZshCompletion(model: model).script
    case .fish: FishCompletion(model: model).script
    }
  }
}
