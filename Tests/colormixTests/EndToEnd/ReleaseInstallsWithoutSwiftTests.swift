import Foundation
import Testing

/// End-to-end: the release `scripts/release` writes into `dist/` needs no Swift where it is installed. The Debian
/// package and the tarball, each unpacked into an empty root, run there alone (chroot); `SHA256SUMS` holds both
/// files' sums; and the package installs with dpkg with its man page and bash completion working, and leaves none
/// of its files once removed. Skipped when `dist/` holds no release (`.ci/run` makes one before the tests).
@Suite struct ReleaseInstallsWithoutSwiftTests {
  let cli = Colormix()

  /// The files of one release in `dist/`.
  struct Release {
    var folder: String
    var version: String
    var tarball: String
    var package: String
  }

  /// The release in `dist/` beside Package.swift: exactly one tarball and one Debian package, or nil.
  static let release: Release? = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("dist").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let tarballs = names.filter { $0.hasPrefix("colormix-") && $0.hasSuffix("-linux-x86_64.tar.gz") }
    let packages = names.filter { $0.hasPrefix("colormix_") && $0.hasSuffix("_amd64.deb") }
    guard tarballs.count == 1, packages.count == 1, let tarball = tarballs.first, let package = packages.first
    else { return nil }
    let version = String(tarball.dropFirst("colormix-".count).dropLast("-linux-x86_64.tar.gz".count))
    return Release(
      folder: folder, version: version, tarball: folder + "/" + tarball, package: folder + "/" + package)
  }()

  static let isRoot = getuid() == 0

  /// The path of a system tool, looked for where Debian keeps them, or nil.
  static func tool(_ name: String) -> String? {
    ["/usr/sbin/", "/sbin/", "/usr/bin/", "/bin/"].map { $0 + name }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// dpkg's PATH: it refuses to run without the system folders on it (it looks for ldconfig there).
  static let systemPath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

  /// Whether dpkg knows a package named colormix, which the install test must not replace.
  static let colormixIsInstalled: Bool = {
    guard let query = tool("dpkg-query") else { return false }
    return Colormix().run(executable: query, ["-W", "colormix"]).status == 0
  }()

  /// Whether proc can be mounted here (root, outside a container that withholds mounting). colormix needs it: the
  /// static binary's Swift runtime finds itself through proc's `self/exe`, and without proc it stops at start
  /// ("Unable to obtain Swift runtime path").
  static let canMountProc: Bool = {
    guard isRoot, tool("chroot") != nil, let mount = tool("mount"), let unmount = tool("umount") else { return false }
    let cli = Colormix()
    let point = cli.folder + "/proc"
    guard (try? FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)) != nil,
      cli.run(executable: mount, ["-t", "proc", "proc", point]).status == 0
    else { return false }
    if cli.run(executable: unmount, [point]).status != 0 { _ = cli.run(executable: unmount, ["-l", point]) }
    return true
  }()

  /// Makes `root/proc` and `root/tmp`, mounts proc there, runs `arguments` with `chroot root` (HOME and the store
  /// inside the root), and unmounts proc.
  func runInRoot(_ root: String, _ arguments: [String]) throws -> Colormix.Result {
    for folder in ["proc", "tmp"] {
      try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    let unmount = try #require(Self.tool("umount"))
    let mounted = cli.run(executable: try #require(Self.tool("mount")), ["-t", "proc", "proc", root + "/proc"])
    try #require(mounted.status == 0, "\(mounted.stderr)")
    defer {
      if cli.run(executable: unmount, [root + "/proc"]).status != 0 {
        _ = cli.run(executable: unmount, ["-l", root + "/proc"])
      }
    }
    return cli.run(
      executable: try #require(Self.tool("chroot")), [root] + arguments,
      environment: ["HOME": "/tmp/home", "COLORMIX_STORE": "/tmp/home/color.json"])
  }

  @Test(
    .enabled(if: release != nil, "dist/ has no release: run scripts/release"),
    .enabled(if: isRoot, "only root can chroot"),
    .enabled(if: tool("dpkg-deb") != nil, "dpkg-deb is not installed"),
    .enabled(if: canMountProc, "proc cannot be mounted here (chroot missing, or a container that forbids mounts)"))
  func thePackageAndTheTarballRunInAnEmptyRoot() throws {
    let release = try #require(Self.release)
    let packageRoot = cli.folder + "/package-root"
    let tarballRoot = cli.folder + "/tarball-root"
    for root in [packageRoot, tarballRoot] {
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }
    let unpacked = cli.run(executable: try #require(Self.tool("dpkg-deb")), ["-x", release.package, packageRoot])
    #expect(unpacked.status == 0, "\(unpacked.stderr)")
    // As the install instructions unpack it: the tarball is a prefix.
    let untarred = cli.run(
      executable: try #require(Self.tool("tar")), ["-xzf", release.tarball, "--strip-components=1", "-C", tarballRoot])
    #expect(untarred.status == 0, "\(untarred.stderr)")

    for (root, binary) in [(packageRoot, "/usr/bin/colormix"), (tarballRoot, "/bin/colormix")] {
      let shown = try runInRoot(root, [binary, "show", "red", "--format", "hex"])
      #expect(shown == Colormix.Result(stdout: "#ff0000\n", stderr: "", status: 0), "\(root)")
      let version = try runInRoot(root, [binary, "--version"])
      #expect(version == Colormix.Result(stdout: "colormix \(release.version)\n", stderr: "", status: 0), "\(root)")
    }
  }

  @Test(
    .enabled(if: release != nil, "dist/ has no release: run scripts/release"),
    .enabled(if: tool("sha256sum") != nil, "sha256sum is not installed (GNU coreutils)"))
  func theChecksumsAreTheFilesChecksums() throws {
    let release = try #require(Self.release)
    let sums = try String(contentsOfFile: release.folder + "/SHA256SUMS", encoding: .utf8)
    let named = sums.split(separator: "\n").map { $0.components(separatedBy: "  ").last ?? "" }
    #expect(Set(named) == Set([release.tarball, release.package].map { ($0 as NSString).lastPathComponent }))
    let checked = cli.run(
      executable: "/bin/sh", ["-c", "cd \"$1\" && sha256sum -c SHA256SUMS", "sh", release.folder],
      environment: ["PATH": Self.systemPath])
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
  }

  @Test(
    .enabled(if: release != nil, "dist/ has no release: run scripts/release"),
    .enabled(if: isRoot, "only root can install a package"),
    .enabled(if: tool("dpkg") != nil && tool("dpkg-query") != nil, "dpkg is not installed"),
    .enabled(if: !colormixIsInstalled, "a colormix package is installed already: the test would replace it"))
  func thePackageInstallsWorksAndRemovesEveryFile() throws {
    let release = try #require(Self.release)
    let dpkg = try #require(Self.tool("dpkg"))
    let system = ["PATH": Self.systemPath]
    let installed = cli.run(executable: dpkg, ["-i", release.package], environment: system)
    defer { _ = cli.run(executable: dpkg, ["--purge", "colormix"], environment: system) }
    try #require(installed.status == 0, "\(installed.stderr)")

    let version = cli.run(executable: "/usr/bin/colormix", ["--version"])
    #expect(version == Colormix.Result(stdout: "colormix \(release.version)\n", stderr: "", status: 0))
    // man-db is what finds and shows the page; .ci/run installs it.
    if let man = Self.tool("man") {
      #expect(cli.run(executable: man, ["-w", "colormix"]).stdout == "/usr/share/man/man1/colormix.1.gz\n")
      let page = cli.run(executable: man, ["colormix"], environment: ["MANPAGER": "cat", "MANWIDTH": "80"])
      #expect(page.status == 0, "\(page.stderr)")
      #expect(page.stdout.contains("NAME\n       colormix - "), "\(page.stdout.prefix(400))")
    }
    let completion = """
      source /usr/share/bash-completion/completions/colormix
      COMP_WORDS=(colormix sh); COMP_CWORD=1
      _colormix
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let completed = cli.run(executable: "/bin/bash", ["-c", completion])
    #expect(completed.stdout.split(separator: "\n").contains("show"), "\(completed.stdout)\(completed.stderr)")

    let listed = cli.run(executable: dpkg, ["-L", "colormix"])
    let files = listed.stdout.split(separator: "\n").map(String.init).filter { path in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }
    #expect(files.contains("/usr/bin/colormix") && files.contains("/usr/share/man/man1/colormix.1.gz"))
    let removed = cli.run(executable: dpkg, ["-r", "colormix"], environment: system)
    #expect(removed.status == 0, "\(removed.stderr)")
    for file in files { #expect(!FileManager.default.fileExists(atPath: file), "\(file)") }
  }
}
