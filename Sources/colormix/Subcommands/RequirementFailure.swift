import ColorCore

/// Some pairs failed `--require`: exit 1, after everything was printed.
struct RequirementFailure: Error, Equatable {
  var requirement: ContrastRequirement
  var failed: Int
  var pairs: Int
  /// What was measured: `pair` for `contrast`, `color` for `terminal` (each color on the background).
  var noun = "pair"
}

extension ParsedCommandLine {
  /// The `--require` given as `option` (a level, or a ratio of 1–21), when given.
  func requirement(_ option: OptionSpec) throws(UsageError) -> ContrastRequirement? {
    guard let text = value(option) else { return nil }
    guard let requirement = ContrastRequirement(text) else {
      throw .invalidOptionValue(
        option: option.flag, value: text, allowed: ContrastRequirement.levelNames + ["a ratio of 1–21"])
    }
    return requirement
  }
}
