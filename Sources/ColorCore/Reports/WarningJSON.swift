/// Warnings as JSON objects, for the `"warnings"` member of every JSON color (see docs/formats.md, "For scripts
/// and CI"): `{"kind": "range", "channel": "red", "input": "150", "value": 150, "range": [0, 100], "used": 100,
/// "source": "input"}`, with `"path"` when `"source"` is `"file"` (`"kind": "rounded"` for a file's value finer than
/// the tenths it keeps, `"range": [0, 100]`); `{"kind": "gamut", "input": "oklch(…)",
/// "hex": "#rrggbb", "source": "input"}` for a color mapped into sRGB.
enum WarningJSON {
  /// The JSON array of `warnings` then `gamut`.
  static func array(_ warnings: [RangeWarning], gamut: [GamutWarning]) -> String {
    var items: [String] = []
    for warning in warnings { items.append(object(warning)) }
    for warning in gamut {
      var item = "{\"kind\": \"gamut\", \"input\": \(JSONText.quote(warning.input)), "
      item += "\"hex\": \"\(warning.used.hex)\", \"source\": \"input\"}"
      items.append(item)
    }
    return "[" + items.joined(separator: ", ") + "]"
  }

  static func object(_ warning: RangeWarning) -> String {
    var text = "{\"kind\": \"\(warning.range == .tenths ? "rounded" : "range")\", \"channel\": \"\(warning.name)\", "
    text += "\"input\": \(JSONText.quote(warning.input)), \"value\": \(warning.value), "
    let top = warning.range == .nonNegative ? "null" : "\(warning.range.bounds.upperBound)"
    text += "\"range\": [\(warning.range.bounds.lowerBound), \(top)], "
    text += "\"used\": \(warning.used)"
    switch warning.source {
    case .input: text += ", \"source\": \"input\"}"
    case .file(let path): text += ", \"source\": \"file\", \"path\": \(JSONText.quote(path))}"
    }
    return text
  }
}
