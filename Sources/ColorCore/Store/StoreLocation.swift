/// Where a store's files are, resolved once: the store file as given, the real file its links lead to, and the
/// palette (`palette.json`) beside the real file. `ColorStore` and `PaletteStore` both take one, so that the two
/// share one lock per file however the path was written.
public struct StoreLocation: Sendable {
  /// The files, resolved.
  let paths: StorePaths
  /// The file system the stores read and write through (the seam where tests inject failures).
  let fileSystem: any FileSystem

  /// The store file at `path` (it need not exist yet) and the palette beside it. Throws
  /// `StoreError.invalidPath` for a path that names a folder or collides with the palette's files, or
  /// `StoreError.file` when a link on the way cannot be followed.
  public init(path: String) throws(StoreError) {
    try self.init(path: path, fileSystem: SystemFileSystem())
  }

  /// The store file at `path`, resolved through `fileSystem`.
  init(path: String, fileSystem: any FileSystem) throws(StoreError) {
    self.init(paths: try StorePaths(store: path, fileSystem: fileSystem), fileSystem: fileSystem)
  }

  /// Files already resolved.
  package init(paths: StorePaths, fileSystem: any FileSystem = SystemFileSystem()) {
    self.paths = paths
    self.fileSystem = fileSystem
  }

  /// Where colormix keeps its store when no path is given (`defaultPath(environment:)`).
  public init(environment: [String: String]) throws(StoreError) {
    try self.init(path: Self.defaultPath(environment: environment))
  }

  /// The store file's path, as given.
  public var path: String { paths.given.description }

  /// Where colormix keeps its store when no path is given, from `environment` (as `ProcessInfo`'s environment
  /// gives it): `COLORMIX_STORE`, else `$XDG_STATE_HOME/colormix/color.json`, else
  /// `$HOME/.local/state/colormix/color.json`. An empty `COLORMIX_STORE` counts as unset, and `XDG_STATE_HOME`
  /// and `HOME` count only when absolute; throws `StoreError.noLocation` when none gives a path.
  public static func defaultPath(environment: [String: String]) throws(StoreError) -> String {
    try resolve(
      store: environment["COLORMIX_STORE"].map { Array($0.utf8) },
      stateHome: environment["XDG_STATE_HOME"].map { Array($0.utf8) },
      home: environment["HOME"].map { Array($0.utf8) }
    ).description
  }

  /// The store file's path from what the caller read (each `nil` when unset), as bytes: a path is whatever bytes
  /// the system takes, UTF-8 or not. A relative `store` stays relative to the working folder. An empty `store`
  /// counts as unset; `stateHome` and `home` count only when absolute (XDG Base Directory: a relative one would
  /// move the store with the working folder).
  package static func resolve(store: [UInt8]?, stateHome: [UInt8]?, home: [UInt8]?) throws(StoreError) -> FilePath {
    if let store, !store.isEmpty { return FilePath(bytes: store) }
    let slash = UInt8(ascii: "/")
    if let stateHome, stateHome.first == slash {
      return FilePath(bytes: stateHome + Array("/colormix/color.json".utf8))
    }
    if let home, home.first == slash { return FilePath(bytes: home + Array("/.local/state/colormix/color.json".utf8)) }
    let relative = { (value: [UInt8]?) in value.flatMap { $0.isEmpty ? nil : FilePath(bytes: $0).description } }
    throw .noLocation(relativeStateHome: relative(stateHome), relativeHome: relative(home))
  }
}
