/// Where the store file is: a path given, else `COLORMIX_STORE`, else the XDG state folder, else `HOME`.
package enum StoreLocation {
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
