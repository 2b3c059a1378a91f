extension StoreError {
  /// Why a store path cannot be used.
  public enum PathProblem: Equatable, Sendable {
    /// It ends in `/`, so it names a folder.
    case endsInSlash
    /// The store file, its lock or its temporary files would have the palette's name, or the other way round.
    case collidesWithPalette
  }
}

/// `StoreError.PathProblem`, by its short name inside the package.
typealias StorePathProblem = StoreError.PathProblem
