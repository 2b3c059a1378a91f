import ColorCore

extension NamedColor {
  /// `{"name": …, "catalog": …, "hex": …}`, with `"exact"` when asked.
  package func json(exact: Bool? = nil) -> String {
    var text = "{\"name\": \(JSONText.quote(name)), \"catalog\": \"\(catalog.rawValue)\", \"hex\": \"\(hex)\""
    if let exact { text += ", \"exact\": \(exact)" }
    return text + "}"
  }
}
