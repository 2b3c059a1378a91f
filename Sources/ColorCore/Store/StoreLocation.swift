/// Where the store file is: a path given, else `COLORMIX_STORE`, else the XDG state folder, else `HOME`.
package enum StoreLocation {
  /// The store file's path from what the caller read (each `nil` when unset); a relative `store` stays relative
  /// to the working folder. An empty `store` counts as unset; `stateHome` and `home` count only when absolute
  /// (XDG Base Directory: a relative one would move the store with the working folder).
  package static func resolve(store: String?, stateHome: String?, home: String?) throws(StoreError) -> String {
    if let store, !store.isEmpty { return store }
    if let stateHome, stateHome.hasPrefix("/") { return stateHome + "/colormix/color.json" }
    if let home, home.hasPrefix("/") { return home + "/.local/state/colormix/color.json" }
    let relative = { (value: String?) in value.flatMap { $0.isEmpty ? nil : $0 } }
    throw .noLocation(relativeStateHome: relative(stateHome), relativeHome: relative(home))
  }
}
