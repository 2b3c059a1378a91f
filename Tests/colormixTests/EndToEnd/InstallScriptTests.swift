import Foundation
import Testing

/// End-to-end: `scripts/install --prefix DIR` puts the binary, the man page and the three completion scripts where
/// each shell looks under the prefix, and `--uninstall` removes exactly those files.
@Suite struct InstallScriptTests {
  let cli = Colormix()

  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/install").path

  @Test func installPutsEachFileWhereItsShellLooksAndUninstallRemovesThem() {
    let prefix = cli.folder + "/prefix"
    let installed = cli.run(executable: Self.script, ["--prefix", prefix, "--binary", Colormix.binary])
    #expect(installed.status == 0, "\(installed.stderr)")
    let expected: [(String, [String])] = [
      ("bin/colormix", []),
      ("share/man/man1/colormix.1", ["__generate-man"]),
      ("share/bash-completion/completions/colormix", ["completions", "bash"]),
      ("share/zsh/site-functions/_colormix", ["completions", "zsh"]),
      ("share/fish/vendor_completions.d/colormix.fish", ["completions", "fish"]),
    ]
    for (path, arguments) in expected {
      let contents = cli.contents(prefix + "/" + path).map { String(decoding: $0, as: UTF8.self) }
      if arguments.isEmpty {
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/" + path))
      } else {
        #expect(contents == cli.run(arguments).stdout, "\(path)")
      }
    }
    #expect(cli.run(executable: prefix + "/bin/colormix", ["--version"]).stdout == "colormix 1.0.0\n")

    // A file of someone else's in the same folders stays.
    cli.write("other\n", to: prefix + "/share/bash-completion/completions/other")
    let removed = cli.run(executable: Self.script, ["--prefix", prefix, "--uninstall"])
    #expect(removed.status == 0, "\(removed.stderr)")
    for (path, _) in expected { #expect(!FileManager.default.fileExists(atPath: prefix + "/" + path), "\(path)") }
    #expect(cli.contents(prefix + "/share/bash-completion/completions/other") != nil)
  }
}
