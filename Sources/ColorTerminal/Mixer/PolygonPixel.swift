/// Where a half-cell pixel lies relative to a rasterized polygon.
package enum PolygonPixel: Equatable, Sendable {
  case outside
  case inside
  /// Inside, and next to the outline.
  case border
}
