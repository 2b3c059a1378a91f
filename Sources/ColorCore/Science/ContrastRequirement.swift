/// A contrast ratio a pair of colors must reach, as `--require` takes it: a WCAG 2.2 level by its name (`aa`, 4.5:1
/// for normal text; `aa-large`, 3:1; `aaa`, 7:1; `aaa-large`, 4.5:1) or a ratio of its own from 1 to 21 (`4.5`,
/// `10`, `3:1`).
///
/// ```swift
/// let aa = ContrastRequirement("AA")!                     // aa (4.5:1)
/// let ten = ContrastRequirement("10:1")!                  // 10:1
/// aa.isMet(by: Color.black.contrast(on: .white).ratio)    // true
/// ```
public struct ContrastRequirement: Hashable, Sendable {
  /// The level's name (`aa`), or nil for a ratio of its own.
  public let level: String?
  /// The least ratio that meets it (WCAG compares the unrounded ratio).
  public let minimumRatio: Double

  /// The four WCAG 2.2 levels: `aa`, `aa-large`, `aaa`, `aaa-large`.
  public static let levels: [ContrastRequirement] = [
    ContrastRequirement(.aaNormal), ContrastRequirement(.aaLarge), ContrastRequirement(.aaaNormal),
    ContrastRequirement(.aaaLarge),
  ]

  /// The levels' names, in the order of `levels`.
  public static var levelNames: [String] { levels.compactMap(\.level) }

  /// The requirement of a WCAG level.
  public init(_ level: Color.ContrastLevel) {
    switch level {
    case .aaNormal: self.level = "aa"
    case .aaLarge: self.level = "aa-large"
    case .aaaNormal: self.level = "aaa"
    case .aaaLarge: self.level = "aaa-large"
    }
    minimumRatio = level.minimumRatio
  }

  /// A ratio of its own, 1 to 21; nil outside.
  public init?(ratio: Double) {
    guard (1...21).contains(ratio) else { return nil }
    level = nil
    minimumRatio = ratio
  }

  /// The requirement `text` names, in any case: a level's name, or a ratio from 1 to 21 written as a decimal
  /// number, with `:1` after it or without (`4.5`, `4.5:1`); nil for any other text.
  public init?(_ text: String) {
    let lowered = text.lowercased()
    if let found = ContrastRequirement.levels.first(where: { $0.level == lowered }) {
      self = found
      return
    }
    let number = lowered.hasSuffix(":1") ? String(lowered.dropLast(2)) : lowered
    // Digits and at most one point: no sign, exponent, `inf` or `nan`.
    guard !number.isEmpty, number.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 }),
      number.utf8.filter({ $0 == 46 }).count <= 1, let ratio = Double(number)
    else { return nil }
    self.init(ratio: ratio)
  }

  /// Whether a pair of this `ratio` meets the requirement.
  public func isMet(by ratio: Double) -> Bool { ratio >= minimumRatio }

  /// `4.5:1`: the least ratio, in its shortest form.
  public var ratioText: String { ColorText.decimal(minimumRatio, places: 4) + ":1" }
}

extension ContrastRequirement: CustomStringConvertible {
  /// `aa (4.5:1)` for a level, `10:1` for a ratio of its own.
  public var description: String { level.map { "\($0) (\(ratioText))" } ?? ratioText }
}
