import Foundation

/// A folder of a test's own under the system's temporary folder, never the real `$HOME`: `create` makes it, and
/// `remove` removes it with everything in it.
public enum TemporaryFolder {
  /// Makes a new empty folder named `prefix` and a UUID, and returns its path.
  public static func create(_ prefix: String) -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// Removes the folder at `path` and everything in it, making every folder in it writable first (some tests take
  /// permissions away).
  public static func remove(_ path: String) {
    _ = try? Process.run(URL(fileURLWithPath: "/bin/chmod"), arguments: ["-R", "u+rwx", path]).waitUntilExit()
    try? FileManager.default.removeItem(atPath: path)
  }
}
