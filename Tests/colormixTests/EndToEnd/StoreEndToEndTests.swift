import Foundation
import Testing

/// End-to-end: where the store is, its format, corrupt and unwritable stores, links, modes and the lock.
@Suite struct StoreEndToEndTests {
  let cli = Colormix()

  @Test func defaultLocationAndPrecedence() {
    cli.run(["set", "1", "2", "3"])
    #expect(cli.contents(cli.store) != nil)
    cli.run(["set", "4", "5", "6"], environment: ["XDG_STATE_HOME": cli.folder + "/state"])
    #expect(cli.contents(cli.folder + "/state/colormix/color.json") != nil)
    // Not absolute or empty: ignored.
    #expect(cli.run(["--format", "rgb"], environment: ["XDG_STATE_HOME": "state"]).stdout == "1 2 3\n")
    #expect(cli.run(["--format", "rgb"], environment: ["XDG_STATE_HOME": ""]).stdout == "1 2 3\n")
    cli.run(["set", "7", "8", "9"], environment: ["COLORMIX_STORE": "relative/c.json"])
    #expect(cli.contents(cli.folder + "/relative/c.json") != nil)
    #expect(cli.run(["--format", "rgb"], environment: ["COLORMIX_STORE": ""]).stdout == "1 2 3\n")
    let flagged = cli.run(
      ["--store", "flag.json", "--format", "rgb"], environment: ["COLORMIX_STORE": "relative/c.json"])
    #expect(flagged.stdout == "0 0 0\n")
    #expect(cli.run(["--format", "rgb", "--store=relative/c.json"]).stdout == "7 8 9\n")
  }

  @Test func noLocationIsAnIOError() {
    let result = cli.run(["show"], environment: ["HOME": nil])
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "colormix: error: No store location: set COLORMIX_STORE, XDG_STATE_HOME or HOME, or pass --store PATH.\n")
    #expect(cli.run(["show", "--format", "hex"], environment: ["HOME": nil, "COLORMIX_STORE": "x.json"]).status == 0)
  }

  @Test func newFilesAre0600InFolders0700() {
    cli.run(["set", "1", "2", "3"])
    #expect(cli.permissions(cli.store) == 0o600)
    #expect(cli.permissions(cli.store + ".lock") == 0o600)
    #expect(cli.permissions(cli.folder + "/home/.local/state/colormix") == 0o700)
    #expect(cli.permissions(cli.folder + "/home/.local") == 0o700)
  }

  @Test func rewrittenFileKeepsItsMode() {
    cli.run(["set", "1", "2", "3"])
    chmod(cli.store, 0o644)
    cli.run(["set", "4", "5", "6"])
    #expect(cli.permissions(cli.store) == 0o644)
  }

  @Test func fileFormatIsDocumentedJSON() {
    cli.run(["set", "50", "20.5", "80"])
    let text = String(decoding: cli.contents(cli.store)!, as: UTF8.self)
    #expect(text == "{\n  \"version\": 1,\n  \"red\": 50,\n  \"green\": 20.5,\n  \"blue\": 80\n}\n")
    cli.write("{\"red\": 50, \"green\": 20, \"blue\": 80}", to: cli.store)
    #expect(cli.run(["--format", "hex"]).stdout == "#8033cc\n")
    cli.write("{\"red\": 1, \"red\": 50, \"green\": 2e1, \"blue\": 0.8e2, \"note\": [1, {}]}", to: cli.store)
    #expect(cli.run(["--format", "rgb"]).stdout == "50 20 80\n")
  }

  @Test func outOfRangeInTheFileClampsWithAWarningEvenUnderStrict() {
    cli.write("{\"red\": 150, \"green\": -2, \"blue\": 50}", to: cli.store)
    let result = cli.run(["show", "--format", "rgb"])
    #expect(result.stdout == "100 0 50\n")
    #expect(
      result.stderr == """
        colormix: warning: \(cli.store): red 150 is out of range 0–100; using 100
        colormix: warning: \(cli.store): green -2 is out of range 0–100; using 0

        """)
    let strict = cli.run(["slide", "blue", "+1", "--strict", "--format", "rgb"])
    #expect(strict.status == 0)
    #expect(strict.stdout == "100 0 51\n")
  }

  @Test(arguments: [
    "", "garbage", "{", "[1, 2, 3]", "{\"red\": 1, \"green\": 2}", "{\"red\": \"1\", \"green\": 2, \"blue\": 3}",
    "{\"red\": 1, \"green\": 2, \"blue\": null}", "{\"red\": 1, \"green\": 2, \"blue\": 3,}", "\u{FEFF}{}", "null",
  ])
  func corruptFileIsExit65AndUntouched(_ contents: String) {
    cli.write(contents, to: cli.store)
    for arguments in [["show"], ["set", "1", "2", "3"], ["slide", "r", "+1"]] {
      let result = cli.run(arguments)
      #expect(result.status == 65)
      #expect(result.stdout == "")
      #expect(result.stderr.hasPrefix("colormix: error: The file \(cli.store) is corrupt ("))
      #expect(result.stderr.hasSuffix("run 'colormix reset' to move it aside and start again from black.\n"))
      #expect(cli.contents(cli.store) == Data(contents.utf8))
    }
  }

  @Test func resetMovesACorruptFileAsideWithoutOverwriting() {
    cli.write("first", to: cli.store)
    let result = cli.run(["reset", "--format", "hex"])
    #expect(result.status == 0)
    #expect(result.stdout == "#000000\n")
    #expect(
      result.stderr == "colormix: warning: moved the corrupt store file to \(cli.store).corrupt; starting from black\n")
    cli.write("second", to: cli.store)
    cli.run(["reset"])
    cli.write("third", to: cli.store)
    cli.run(["reset"])
    #expect(cli.contents(cli.store + ".corrupt") == Data("first".utf8))
    #expect(cli.contents(cli.store + ".corrupt.1") == Data("second".utf8))
    #expect(cli.contents(cli.store + ".corrupt.2") == Data("third".utf8))
    #expect(cli.run(["show", "--format", "rgb"]).stdout == "0 0 0\n")
  }

  @Test func storeThroughARegularFileIsExit74() {
    cli.write("not a folder", to: cli.folder + "/file")
    let store = cli.folder + "/file/sub/color.json"
    for arguments in [["show"], ["set", "1", "2", "3"], ["reset"]] {
      let result = cli.run(arguments + ["--store", store])
      #expect(result.status == 74)
      #expect(result.stdout == "")
      #expect(result.stderr.hasPrefix("colormix: error: Cannot "))
      #expect(result.stderr.contains("Not a directory"))
    }
    #expect(cli.contents(cli.folder + "/file") == Data("not a folder".utf8))
  }

  @Test func storeThatIsAFolderIsExit74() {
    try! FileManager.default.createDirectory(atPath: cli.folder + "/dir.json", withIntermediateDirectories: true)
    let result = cli.run(["show", "--store", "dir.json"])
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "colormix: error: Cannot use dir.json: it is a directory, not a regular file; nothing was read or written.\n"
    )
  }

  @Test func symbolicLinkStaysALink() throws {
    cli.write("{\"red\": 1, \"green\": 2, \"blue\": 3}", to: cli.folder + "/dotfiles/color.json")
    chmod(cli.folder + "/dotfiles/color.json", 0o640)
    try FileManager.default.createDirectory(atPath: cli.folder + "/cfg", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: cli.folder + "/cfg/color.json", withDestinationPath: "../dotfiles/color.json")
    let result = cli.run(["set", "50", "20", "80", "--store", "cfg/color.json", "--format", "hex"])
    #expect(result.stdout == "#8033cc\n")
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: cli.folder + "/cfg/color.json")
    #expect(destination == "../dotfiles/color.json")
    #expect(cli.run(["show", "--store", "dotfiles/color.json", "--format", "hex"]).stdout == "#8033cc\n")
    #expect(cli.permissions(cli.folder + "/dotfiles/color.json") == 0o640)
    // The lock is the real file's: every path to it shares one lock.
    #expect(cli.contents(cli.folder + "/dotfiles/color.json.lock") != nil)
    #expect(!FileManager.default.fileExists(atPath: cli.folder + "/cfg/color.json.lock"))
  }

  @Test(.enabled(if: TestPlatform.has("flock"), "flock(1) is not installed (util-linux)"))
  func busyLockTimesOutWithExit74AndWritesNothing() {
    cli.run(["set", "1", "2", "3"])
    let before = cli.contents(cli.store)
    let script = "flock -n \"$STORE.lock\" sh -c '\"$COLORMIX\" set 9 9 9; echo \"status $?\"'"
    let result = cli.shell(script, environment: ["STORE": cli.store, "COLORMIX_LOCK_TIMEOUT": "0.3"])
    #expect(result.stdout == "status 74\n")
    #expect(
      result.stderr
        == "colormix: error: The store \(cli.store) is busy: another colormix held its lock for 0.3 s (COLORMIX_LOCK_TIMEOUT); nothing was written.\n"
    )
    #expect(cli.contents(cli.store) == before)
  }

  @Test(.enabled(if: TestPlatform.has("flock"), "flock(1) is not installed (util-linux)"))
  func writerWaitsForTheLockAndWritesAfterItsRelease() {
    cli.run(["reset"])
    // The holder copies the store just before it lets go: a writer that did not wait would show up in the copy.
    let holder = cli.start(
      "/usr/bin/flock", [cli.store + ".lock", "sh", "-c", "sleep 0.5; cat \"$0\" > under-lock", cli.store])
    usleep(150_000)
    let result = cli.run(["set", "9", "9", "9", "--format", "rgb"], environment: ["COLORMIX_LOCK_TIMEOUT": "5"])
    holder.waitUntilExit()
    #expect(result == .init(stdout: "9 9 9\n", stderr: "", status: 0))
    let underLock = String(decoding: cli.contents(cli.folder + "/under-lock") ?? Data(), as: UTF8.self)
    #expect(underLock.contains("\"red\": 0,"))
    #expect(String(decoding: cli.contents(cli.store)!, as: UTF8.self).contains("\"red\": 9,"))
  }

  @Test(arguments: ["-0", "0", String(repeating: "9", count: 400), "0.25"])
  func anyNonNegativeDecimalIsALockTimeout(_ value: String) {
    let result = cli.run(["set", "1", "2", "3", "--format", "rgb"], environment: ["COLORMIX_LOCK_TIMEOUT": value])
    #expect(result == .init(stdout: "1 2 3\n", stderr: "", status: 0))
  }

  @Test func lockTimeoutThatIsNotUTF8IsAUsageError() {
    let result = cli.shell("COLORMIX_LOCK_TIMEOUT=\"$(printf '1\\377')\" \"$COLORMIX\" set 1 2 3")
    #expect(
      result
        == .init(
          stdout: "", stderr: "colormix: error: The environment variable COLORMIX_LOCK_TIMEOUT is not valid UTF-8.\n",
          status: 64))
    #expect(cli.contents(cli.store) == nil)
  }

  @Test(arguments: ["-1", "abc", "1e3", " 1", "+2", "inf"])
  func invalidLockTimeoutIsAUsageError(_ value: String) {
    let result = cli.run(["set", "1", "2", "3"], environment: ["COLORMIX_LOCK_TIMEOUT": value])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("colormix: error: COLORMIX_LOCK_TIMEOUT '"))
    #expect(cli.contents(cli.store) == nil)
  }

  @Test func concurrentRelativeSlidesLoseNoUpdate() {
    cli.run(["set", "0", "0", "0"])
    let cli = self.cli
    let failures = Failures()
    // 8 processes × 50 steps of +0.1: processes 0, 3, 6 → red; 1, 4, 7 → green; 2, 5 → blue.
    Colormix.concurrently(8) { index in
      let channel = ["red", "green", "blue"][index % 3]
      let result = cli.shell(
        "for j in $(awk 'BEGIN { for (i = 1; i <= 50; i++) print i }'); do \"$COLORMIX\" slide \(channel) +0.1 --format hex >/dev/null || echo fail; done",
        environment: ["COLORMIX_LOCK_TIMEOUT": "60"])
      failures.add(result.stdout + result.stderr)
    }
    #expect(failures.text == "")
    #expect(cli.run(["--format", "rgb"]).stdout == "15 15 10\n")
  }
}
