/// Where the store file is: a path given, else `COLORMIX_STORE`, else the XDG state folder, else `HOME`.
public enum StoreLocation {
  /// The store file's path from what the caller read (each `nil` when unset); relative paths stay relative to
  /// the working folder. An empty `store` counts as unset; `stateHome` counts only when absolute.
  public static func resolve(store: String?, stateHome: String?, home: String?) throws(StoreError) -> String {
    if let store, !store.isEmpty { return store }
    if let stateHome, stateHome.hasPrefix("/") { return stateHome + "/colormix/color.json" }
    if let home, !home.isEmpty { return home + "/.local/state/colormix/color.json" }
    throw .noLocation
  }
}
