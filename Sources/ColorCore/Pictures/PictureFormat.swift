/// The file a picture of colors is written as (``ColorPicture/document(_:)``): an SVG 1.1 image or an HTML5 page,
/// each self-contained (no scripts, no links, no external fonts), so it opens anywhere and pastes into a review.
public enum PictureFormat: String, CaseIterable, Sendable {
  /// An SVG 1.1 document.
  case svg
  /// An HTML5 page: the SVG drawing inline, then a table of the colors' text.
  case html

  /// The format `--to` names so (`svg`, `html`, in any case); nil for any other name.
  public init?(named name: String) { self.init(rawValue: name.lowercased()) }

  /// The name `--to` takes.
  public var name: String { rawValue }
}
