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

  /// Removes the folder at `path` and everything in it. When that leaves something (a test took permissions away,
  /// or a name is not UTF-8), makes every folder in it writable and removes it with `rm`, each run and waited for
  /// directly: no run loop polls for their end.
  public static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    run("/bin/chmod", "-R", "u+rwx", path)
    run("/bin/rm", "-rf", path)
  }

  private static func run(_ arguments: String...) {
    var pid = pid_t()
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    guard posix_spawn(&pid, arguments[0], nil, nil, argv, environ) == 0 else { return }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  }
}
