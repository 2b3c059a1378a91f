@testable import ColorCore

extension ImportedLine {
  /// The line without the exact color and text it keeps: its tenths, alpha and token only, which most tests of a
  /// reader compare.
  var tenths: ImportedLine {
    switch self {
    case .entry(let line, let name, let color, var kept):
      (kept.exact, kept.text) = (nil, nil)
      return .entry(line: line, name: name, color: color, kept: kept)
    case .mapped(let line, let name, let color, let value, let warnings, let gamut, var kept):
      (kept.exact, kept.text) = (nil, nil)
      return .mapped(line: line, name: name, color: color, value: value, warnings: warnings, gamut: gamut, kept: kept)
    case .skipped, .bad: return self
    }
  }

  /// The exact color's text, for an entry.
  var text: String? {
    switch self {
    case .entry(_, _, _, let kept), .mapped(_, _, _, _, _, _, let kept): kept.text
    case .skipped, .bad: nil
    }
  }
}

extension ImportedLines {
  /// The entries, each `ImportedLine.tenths`.
  var tenths: [ImportedLine] { entries.map(\.tenths) }
}
