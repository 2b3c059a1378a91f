import Foundation
import Testing

/// End-to-end: `colormix watch` prints the color, then a line for each change made by another process, soon.
@Suite struct WatchTests {
  let cli = Colormix()

  func startWatcher(_ arguments: [String] = [], method: String = "inotify") -> (Process, WatchLines) {
    WatchLines.start(cli, arguments, method: method)
  }

  /// Each test runs with inotify and with the portable watcher that polls every 250 ms.
  static let methods = ["inotify", "poll"]

  @Test(arguments: methods)
  func threeSetsFromAnotherProcessGiveThreeLinesInOrderEachWithin200MillisecondsOfTheWatchersWait(_ method: String)
    async
  {
    cli.run(["set", "#000000"])
    let (watcher, lines) = startWatcher(method: method)
    #expect(await lines.wait(for: 1).map(\.line) == ["#000000"])
    var done: [Date] = []
    for hex in ["#112233", "#445566", "#778899"] {
      #expect(cli.run(["set", hex]).status == 0)
      done.append(Date())
      _ = await lines.wait(for: done.count + 1)
    }
    let seen = lines.all
    #expect(seen.map(\.line) == ["#000000", "#112233", "#445566", "#778899"])
    for (index, time) in done.enumerated() where index + 1 < seen.count {
      #expect(seen[index + 1].time.timeIntervalSince(time) < (method == "poll" ? 0.45 : 0.2))
    }
    watcher.terminate()
    watcher.waitUntilExit()
    #expect(watcher.terminationStatus == 0)
  }

  @Test(arguments: methods)
  func aMissingStoreFolderIsWaitedForAndACorruptStoreKeepsWatching(_ method: String) async {
    let store = cli.folder + "/later/deeper/color.json"
    let (watcher, lines) = startWatcher(["--store", store], method: method)
    #expect(await lines.wait(for: 1).map(\.line) == ["#000000"])
    #expect(cli.run(["set", "#123456", "--store", store]).status == 0)
    #expect(await lines.wait(for: 2).map(\.line) == ["#000000", "#123456"])
    cli.write("garbage", to: store)
    #expect(cli.run(["set", "#abcdef", "--store", store, "--color", "never"]).status == 65)
    cli.write("{\"red\": 100, \"green\": 0, \"blue\": 0}", to: store + ".new")
    _ = rename(store + ".new", store)
    #expect(await lines.wait(for: 3).map(\.line) == ["#000000", "#123456", "#ff0000"])
    watcher.interrupt()
    watcher.waitUntilExit()
    #expect(watcher.terminationStatus == 0)
  }

  @Test(.enabled(if: TestPlatform.has("timeout"), "timeout(1) is not installed (GNU coreutils)"))
  func aClosedPipeEndsTheWatcher() {
    let result = cli.run(
      executable: "/bin/bash",
      ["-c", "timeout 5 \"$0\" watch --format hex | head -1; echo \"${PIPESTATUS[0]}\"", Colormix.binary])
    #expect(result.stdout == "#000000\n0\n")
  }
}

/// A store reached through a link is watched in the folder where its target lives.
@Suite struct WatchFollowsStoreLinkTests {
  @Test func aStoreReachedThroughALinkIsWatchedWhereItsTargetLives() throws {
    let cli = Colormix()
    try FileManager.default.createDirectory(atPath: cli.folder + "/real", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: cli.folder + "/cfg", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: cli.folder + "/cfg/color.json", withDestinationPath: "../real/color.json")
    cli.run(["set", "1", "1", "1", "--store", "real/color.json"])
    let script = """
      "$COLORMIX" watch --format hex --store cfg/color.json > lines & watcher=$!
      sleep 0.5; "$COLORMIX" set '#ff0000' --store real/color.json > /dev/null; sleep 0.5
      kill $watcher; sleep 0.2; cat lines
      """
    #expect(cli.shell(script).stdout == "#030303\n#ff0000\n")
  }
}

/// Output the watcher cannot write ends it with exit 74 and one error line.
@Suite struct WatchLostOutputTests {
  @Test(
    .enabled(if: TestPlatform.has("timeout"), "timeout(1) is not installed (GNU coreutils)"),
    .enabled(if: TestPlatform.hasDevFull, "there is no /dev/full (it is Linux's)"))
  func lostOutputEndsTheWatcherWithExit74() {
    let cli = Colormix()
    cli.run(["set", "1", "1", "1"])
    let result = cli.shell("timeout 5 \"$COLORMIX\" watch > /dev/full; echo \"status $?\"")
    #expect(result.stdout == "status 74\n")
    #expect(result.stderr.hasPrefix("colormix: error: Cannot write standard output"))
  }
}
