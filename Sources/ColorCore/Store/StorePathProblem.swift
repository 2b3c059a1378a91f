/// Why a store path cannot be used.
public enum StorePathProblem: Equatable, Sendable {
  /// It ends in `/`, so it names a folder.
  case endsInSlash
  /// The store file, its lock or its temporary files would have the palette's name, or the other way round.
  case collidesWithPalette
}
