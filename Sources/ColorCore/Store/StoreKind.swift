extension StoreError {
  /// Which of colormix's two files.
  public enum StoreKind: Equatable, Sendable {
    /// The current color: `color.json` or the path given.
    case color
    /// The saved colors: `palette.json` beside the color store.
    case palette
  }
}

/// `StoreError.StoreKind`, by its short name inside the package.
typealias StoreKind = StoreError.StoreKind
