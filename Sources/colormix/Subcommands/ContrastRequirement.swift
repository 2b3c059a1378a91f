import ColorCore

/// `contrast --require LEVEL`: the WCAG level every pair must meet.
struct ContrastRequirement: Equatable, Sendable {
  /// Some pairs failed the requirement: exit 1, after everything was printed.
  struct Failure: Error, Equatable {
    var requirement: ContrastRequirement
    var failed: Int
    var pairs: Int
    /// What was measured: `pair` for `contrast`, `color` for `terminal` (each color on the background).
    var noun = "pair"
  }

  let name: String
  let level: Color.ContrastLevel

  static let all = [
    ContrastRequirement(name: "aa", level: .aaNormal), ContrastRequirement(name: "aa-large", level: .aaLarge),
    ContrastRequirement(name: "aaa", level: .aaaNormal), ContrastRequirement(name: "aaa-large", level: .aaaLarge),
  ]

  static var names: [String] { all.map(\.name) }

  init(name: String, level: Color.ContrastLevel) {
    self.name = name
    self.level = level
  }

  /// The requirement called `name` (one of `names`).
  init?(name: String) {
    guard let found = ContrastRequirement.all.first(where: { $0.name == name }) else { return nil }
    self = found
  }
}

extension Color.ContrastLevel {
  /// `4.5`, `3`, `7`.
  var minimumRatioText: String { ColorText.decimal(minimumRatio, places: 1) }
}
