/// Where the store file is: `--store`, else `COLORMIX_STORE`, else the XDG state folder.
public enum StoreLocation {
  /// The store file's path; relative paths stay relative to the working folder.
  public static func resolve(flag: String?, environment: Environment) throws(ColorError) -> String {
    if let flag {
      guard !flag.isEmpty else { throw .missingOptionValue("--store") }
      return flag
    }
    if let path = try environment.path("COLORMIX_STORE"), !path.isEmpty { return path }
    if let state = try environment.path("XDG_STATE_HOME"), state.hasPrefix("/") {
      return state + "/colormix/color.json"
    }
    if let home = try environment.path("HOME"), !home.isEmpty {
      return home + "/.local/state/colormix/color.json"
    }
    throw .noStoreLocation
  }

  /// `COLORMIX_LOCK_TIMEOUT` in seconds: a non-negative decimal, 5 when unset or empty.
  public static func lockTimeout(environment: Environment) throws(ColorError) -> Double {
    guard let text = environment["COLORMIX_LOCK_TIMEOUT"], !text.isEmpty else { return 5 }
    guard let number = ExactDecimal(text), !text.hasPrefix("-"), !text.hasPrefix("+"),
      let seconds = Double(number.description), seconds.isFinite
    else { throw .invalidLockTimeout(text) }
    return seconds
  }
}
