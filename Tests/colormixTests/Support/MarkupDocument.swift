import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A document read by a real XML parser (libxml2's, through `XMLParser`): its elements in document order, each with
/// its attributes, its text and the names of the elements it sits in. Reading fails on anything not well formed.
struct MarkupDocument {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
    /// The elements it sits in, outermost first.
    var ancestors: [String]

    /// An integer attribute (`x`, `width`); 0 when missing.
    func number(_ attribute: String) -> Int { Int(Double(attributes[attribute] ?? "") ?? 0) }
  }

  private(set) var elements: [Element] = []

  enum Failure: Error { case malformed(String) }

  init(_ text: String) throws {
    // The HTML5 doctype is no XML declaration of a DTD libxml2 fetches: a bare `<!DOCTYPE html>` parses as is.
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    parser.shouldResolveExternalEntities = false
    guard parser.parse() else { throw Failure.malformed(parser.parserError.map { "\($0)" } ?? "unknown") }
    elements = collector.elements
  }

  /// The elements named `name` (`rect`), those of class `role` when given.
  func all(_ name: String, role: String? = nil) -> [Element] {
    elements.filter { $0.name == name && (role == nil || $0.attributes["class"] == role) }
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String]
    ) {
      elements.append(Element(name: name, attributes: attributes, ancestors: open.map { elements[$0].name }))
      open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let last = open.last { elements[last].text += string }
    }
  }
}
