/// Which of some candidate colors to write text in on a background (`colormix textcolor BG --from …`): the one of
/// the largest WCAG 2 contrast, or, with a requirement, the first in order that meets it.
///
/// ```swift
/// let choice = TextColorChoice(candidates: [.white, gold], on: navy, requirement: ContrastRequirement("aaa"))
/// choice.chosen   // 0: white, the first to reach 7:1
/// ```
public struct TextColorChoice: Sendable {
  /// Each candidate's contrast on the background, as `colormix contrast` measures it.
  public let contrasts: [Contrast]
  /// The candidate of the largest contrast (the first of equals); nil for no candidate.
  public let best: Int?
  /// The candidate to use: the first that meets `requirement`, or `best` without one; nil when none meets it.
  public let chosen: Int?

  /// The choice among `candidates` as text on `background`.
  public init(candidates: [Color], on background: Color, requirement: ContrastRequirement? = nil) {
    let contrasts = candidates.map { $0.contrast(on: background) }
    var best: Int?
    for index in contrasts.indices where best.map({ contrasts[index].ratio > contrasts[$0].ratio }) ?? true {
      best = index
    }
    self.contrasts = contrasts
    self.best = best
    chosen = requirement.map { requirement in contrasts.firstIndex { requirement.isMet(by: $0.ratio) } } ?? best
  }
}
