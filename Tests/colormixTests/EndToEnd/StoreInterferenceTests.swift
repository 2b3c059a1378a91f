import Foundation
import Testing

@testable import ColorCore

/// Every update made under the store's lock is counted exactly once and no temporary file is left, whatever another
/// process does meanwhile to the lock file or to the link that leads to the store's folder.
@Suite struct StoreInterferenceTests {
  let cli = Colormix()

  /// The red channel of the store at `store`, in tenths.
  private func redTenths(_ store: String) throws -> Int {
    try ColorDocument.decode(Array(cli.contents(cli.folder + "/" + store) ?? Data()), source: .input).color.red
  }

  /// The names in `folder` (relative to the test's folder) that are temporary files.
  private func temporaryFiles(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: cli.folder + "/" + folder)) ?? []).filter {
      $0.contains(".tmp.")
    }
  }

  /// Runs the shell script `hostile` while 8 writers each slide red by +0.1 40 times through `store`; returns
  /// how many slides succeeded and what the failures said.
  private func slides(through store: String, while hostile: String) -> (successes: Int, failures: String) {
    let hostile = cli.start("/bin/sh", ["-c", hostile])
    defer {
      // SIGKILL: the test runner's mask, which a spawned process inherits, may block SIGTERM.
      kill(hostile.processIdentifier, SIGKILL)
      hostile.waitUntilExit()
    }
    let cli = self.cli
    let reports = Failures()
    Colormix.concurrently(8) { _ in
      let result = cli.shell(
        "for j in $(awk 'BEGIN { for (i = 1; i <= 40; i++) print i }'); do \"$COLORMIX\" slide red +0.1 --store \(store) >/dev/null && echo ok; done",
        environment: ["COLORMIX_LOCK_TIMEOUT": "60"])
      reports.add(result.stdout + result.stderr)
    }
    let lines = reports.text.split(separator: "\n")
    return (lines.filter { $0 == "ok" }.count, lines.filter { $0 != "ok" }.joined(separator: "\n"))
  }

  @Test(.timeLimit(.minutes(2))) func deletingTheLockFileWhileItIsHeldLosesNoUpdate() throws {
    cli.run(["set", "10", "0", "0", "--store", "d/c.json"])
    let (successes, failures) = slides(through: "d/c.json", while: "while :; do rm -f d/c.json.lock; done")
    #expect(failures == "")
    #expect(successes == 320)
    #expect(try redTenths("d/c.json") == 100 + successes)
    #expect(temporaryFiles("d") == [])
  }

  @Test(
    .timeLimit(.minutes(2)),
    .enabled(if: TestPlatform.has("perl"), "perl is not installed (it swaps the link with rename(2); POSIX mv cannot)"))
  func swappingTheStoresFolderCountsEveryUpdateInExactlyOneFolder() throws {
    cli.run(["set", "0", "0", "0", "--store", "A/c.json"])
    cli.run(["set", "0", "0", "0", "--store", "B/c.json"])
    try FileManager.default.createSymbolicLink(atPath: cli.folder + "/d", withDestinationPath: "A")
    // Each flip is atomic (a new link renamed over the old), as a careful attacker's would be.
    let flip = "exec perl -e 'while (1) { for (qw(B A)) { symlink $_, q(d.new); rename q(d.new), q(d) } }'"
    let (successes, failures) = slides(through: "d/c.json", while: flip)
    #expect(failures == "")
    #expect(successes == 320)
    let inA = try redTenths("A/c.json")
    let inB = try redTenths("B/c.json")
    #expect(inA + inB == successes, "A \(inA) + B \(inB) tenths")
    #expect(inA > 0 && inB > 0, "the folder was swapped while the writers ran")
    #expect(temporaryFiles("A") == [] && temporaryFiles("B") == [] && temporaryFiles(".") == [])
  }
}
