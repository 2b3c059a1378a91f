import ColorCore
import Foundation
import Testing

@testable import ColorTerminal
@testable import colormix

/// A running `colormix watch` never goes silent: whatever happens to the store's folder, the links on the way to it
/// or the watch itself, it goes on printing each change, with inotify and with the portable watcher.
@Suite struct WatchNeverGoesSilentTests {
  let cli = Colormix()

  private func startWatcher(_ arguments: [String], method: String) -> (Process, WatchLines) {
    WatchLines.start(cli, arguments, method: method)
  }

  private func stop(_ watcher: Process) {
    kill(watcher.processIdentifier, SIGKILL)
    watcher.waitUntilExit()
  }

  // 5
  @Test(arguments: WatchTests.methods)
  func aStoreFolderMovedAwayAndMadeAnewIsWatchedAgain(_ method: String) async {
    cli.run(["set", "#010101", "--store", "d/c.json"])
    let (watcher, lines) = startWatcher(["--store", "d/c.json"], method: method)
    defer { stop(watcher) }
    #expect(await lines.wait(for: 1).map(\.line) == ["#010101"])
    #expect(cli.shell("mv d d.old && mkdir d").status == 0)
    #expect(cli.run(["set", "#123456", "--store", "d/c.json"]).status == 0)
    // The empty new folder may be seen first: black, as `show` would print.
    #expect(await lines.last(becomes: "#123456"), "\(lines.all.map(\.line))")
    // Deleted and made again: still heard.
    #expect(cli.shell("rm -r d && mkdir d").status == 0)
    #expect(cli.run(["set", "#abcdef", "--store", "d/c.json"]).status == 0)
    #expect(await lines.last(becomes: "#abcdef"), "\(lines.all.map(\.line))")
    #expect(Set(lines.all.map(\.line)).isSubset(of: ["#010101", "#000000", "#123456", "#abcdef"]))
  }

  // 6: a relative path works exactly like the absolute one.
  @Test(arguments: WatchTests.methods)
  func aRelativeStorePathWhoseFolderDoesNotExistYetIsWaitedFor(_ method: String) async {
    let (watcher, lines) = startWatcher(["--store", "later/deeper/c.json"], method: method)
    defer { stop(watcher) }
    #expect(await lines.wait(for: 1).map(\.line) == ["#000000"])
    #expect(cli.run(["set", "#123456", "--store", "later/deeper/c.json"]).status == 0)
    #expect(await lines.wait(for: 2).map(\.line) == ["#000000", "#123456"])
  }

  // 6: the kernel refuses a watch.
  @Test func aRefusedWatchFallsBackToCheckingTheFilesAndSaysWhy() throws {
    cli.run(["set", "#010101", "--store", "c.json"])
    let refusing = InotifyWatcher(
      WatchTarget(store: FilePath(cli.folder + "/c.json"), given: "c.json", companions: []),
      addWatch: { _, _, _ in
        errno = ENOSPC
        return -1
      })
    #expect(refusing.fallback?.operation == .watch && refusing.fallback?.code == ENOSPC)
    #expect(refusing.descriptor == nil && refusing.timeout == PollingWatcher.interval)
    #expect(!refusing.readChanges())
    #expect(cli.run(["set", "#020202", "--store", "c.json"]).status == 0)
    #expect(refusing.readChanges())
    #expect(!refusing.readChanges())
    // The same rewrite in place, one byte longer: size and time tell.
    cli.write("{\"red\": 1, \"green\": 1, \"blue\": 1} ", to: cli.folder + "/c.json")
    #expect(refusing.readChanges())
    // The warning names the limit, not "No space left on device".
    let message = Diagnostics.describe(StoreError.file(StoreError.FileError(.watch, path: "d", code: ENOSPC))).message
    #expect(
      message == "Cannot watch d for changes: the per-user limit of inotify watches is reached "
        + "(fs.inotify.max_user_watches).")
  }

  // 1 (the attack on round 3): where the path leads changes above the store's own folder.
  @Test(arguments: WatchTests.methods)
  func aFolderLinkPointedElsewhereOrReplacedByAFolderIsFollowed(_ method: String) async throws {
    cli.run(["set", "#0a0000", "--store", "A/c.json"])
    cli.run(["set", "#140000", "--store", "B/c.json"])
    try FileManager.default.createSymbolicLink(atPath: cli.folder + "/d", withDestinationPath: "A")
    let (watcher, lines) = startWatcher(["--store", "d/c.json"], method: method)
    defer { stop(watcher) }
    #expect(await lines.wait(for: 1).map(\.line) == ["#0a0000"])
    // Pointed at B in one rename: B's color is now the store's.
    try FileManager.default.createSymbolicLink(atPath: cli.folder + "/d.new", withDestinationPath: "B")
    #expect(rename(cli.folder + "/d.new", cli.folder + "/d") == 0)
    #expect(await lines.last(becomes: "#140000"), "\(lines.all.map(\.line))")
    #expect(cli.run(["set", "#1e0000", "--store", "d/c.json"]).status == 0)
    #expect(await lines.last(becomes: "#1e0000"), "\(lines.all.map(\.line))")
    // The link replaced by a folder of its own.
    #expect(cli.shell("rm d && mkdir d").status == 0)
    #expect(cli.run(["set", "#280000", "--store", "d/c.json"]).status == 0)
    #expect(await lines.last(becomes: "#280000"), "\(lines.all.map(\.line))")
  }

  @Test(arguments: WatchTests.methods)
  func aStoreLinkPointedElsewhereIsFollowed(_ method: String) async throws {
    cli.run(["set", "#0a0000", "--store", "A/c.json"])
    cli.run(["set", "#140000", "--store", "B/c.json"])
    try FileManager.default.createDirectory(atPath: cli.folder + "/s", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: cli.folder + "/s/c.json", withDestinationPath: "../A/c.json")
    let (watcher, lines) = startWatcher(["--store", "s/c.json"], method: method)
    defer { stop(watcher) }
    #expect(await lines.wait(for: 1).map(\.line) == ["#0a0000"])
    try FileManager.default.createSymbolicLink(atPath: cli.folder + "/s/new", withDestinationPath: "../B/c.json")
    #expect(rename(cli.folder + "/s/new", cli.folder + "/s/c.json") == 0)
    #expect(await lines.last(becomes: "#140000"), "\(lines.all.map(\.line))")
    #expect(cli.run(["set", "#1e0000", "--store", "B/c.json"]).status == 0)
    #expect(await lines.last(becomes: "#1e0000"), "\(lines.all.map(\.line))")
  }

  @Test(arguments: WatchTests.methods)
  func aFolderAboveTheStoresFolderMovedAwayIsFollowed(_ method: String) async {
    cli.run(["set", "#0a0000", "--store", "p/q/c.json"])
    let (watcher, lines) = startWatcher(["--store", "p/q/c.json"], method: method)
    defer { stop(watcher) }
    #expect(await lines.wait(for: 1).map(\.line) == ["#0a0000"])
    #expect(cli.shell("mv p p.old && mkdir -p p/q").status == 0)
    #expect(cli.run(["set", "#140000", "--store", "p/q/c.json"]).status == 0)
    #expect(await lines.last(becomes: "#140000"), "\(lines.all.map(\.line))")
  }

  /// The second attack: folders vanishing while the watches are placed, or a file where a folder should be, are
  /// no reason to give up inotify (only the kernel's refusal is).
  @Test func foldersVanishingWhileWatchesArePlacedKeepInotify() {
    let script = """
      "$COLORMIX" watch --format hex --store x/y/d/c.json > out 2> err & watcher=$!
      "$COLORMIX" watch --format hex --store file/c.json > out2 2> err2 & second=$!
      : > file; mkdir -p x/y/d; sleep 0.3
      i=0; while [ $i -lt 30 ]; do mv x x.o$i; mkdir -p x/y/d; i=$((i + 1)); done
      "$COLORMIX" set '#123456' --store x/y/d/c.json > /dev/null; sleep 0.6
      kill $watcher $second; wait; tail -1 out; cat err err2 | grep -c 'Checking the store every'
      """
    #expect(cli.shell(script).stdout == "#123456\n0\n")
  }

  // 3, in a watcher: a link planted after it started is refused too, never read through.
  @Test(
    .enabled(if: StoreLinkOwnerTests.isRoot, "only root can give a link to another user (chown -h)"),
    arguments: WatchTests.methods)
  func aLinkPlantedWhileWatchingIsNeverReadThrough(_ method: String) async throws {
    cli.run(["set", "#280000", "--store", "target/c.json"])
    try FileManager.default.createDirectory(atPath: cli.folder + "/sticky", withIntermediateDirectories: true)
    chmod(cli.folder + "/sticky", 0o1777)
    let (watcher, lines) = startWatcher(["--store", "sticky/sub/c.json"], method: method)
    defer { stop(watcher) }
    #expect(await lines.wait(for: 1).map(\.line) == ["#000000"])
    // Made as nobody's before it gets its name, so the watcher never sees a link of root's there.
    try FileManager.default.createSymbolicLink(atPath: cli.folder + "/sticky/new", withDestinationPath: "../target")
    #expect(cli.shell("chown -h 65534:65534 sticky/new && mv sticky/new sticky/sub").status == 0)
    #expect(cli.run(["set", "#320000", "--store", "target/c.json"]).status == 0)
    await Tmux.pause(milliseconds: 700)
    #expect(lines.all.map(\.line) == ["#000000"])
  }

  @Test func anUnknownWatcherIsAUsageError() {
    let result = cli.run(["watch"], environment: ["COLORMIX_WATCHER": "kqueue"])
    #expect(result.status == 64)
    #expect(result.stderr == "colormix: error: 'kqueue' is not a valid COLORMIX_WATCHER; use one of: inotify, poll.\n")
  }

  // 7
  @Test(arguments: WatchTests.methods)
  func aFolderWhoseNameIsNotUTF8IsWatchedByItsBytes(_ method: String) async throws {
    // The folder is reached through a link: the watcher follows its target's bytes.
    #expect(cli.shell("mkdir \"$(printf 'dir\\377')\" && ln -s \"$(printf 'dir\\377')\" link").status == 0)
    cli.run(["set", "#010101", "--store", "link/c.json"])
    let (watcher, lines) = startWatcher(["--store", "link/c.json"], method: method)
    defer { stop(watcher) }
    #expect(await lines.wait(for: 1).map(\.line) == ["#010101"])
    #expect(cli.run(["set", "#123456", "--store", "link/c.json"]).status == 0)
    #expect(await lines.wait(for: 2).map(\.line) == ["#010101", "#123456"])
  }

  // 8
  @Test(
    .enabled(
      if: access(TestPlatform.inotifyQueueLimit, W_OK) == 0,
      "needs to lower fs.inotify.max_queued_events for a moment (root)"))
  func anOverflowedEventQueueCountsAsAChange() async throws {
    let limit = TestPlatform.inotifyQueueLimit
    let original = try String(contentsOfFile: limit, encoding: .utf8)
    cli.run(["set", "#010101", "--store", "c.json"])
    // The queue's length is fixed when the watcher starts: lower it for that moment only.
    try "16\n".write(toFile: limit, atomically: false, encoding: .utf8)
    let (watcher, lines) = startWatcher(["--store", "c.json"], method: "inotify")
    defer { stop(watcher) }
    let first = await lines.wait(for: 1).map(\.line)
    try original.write(toFile: limit, atomically: false, encoding: .utf8)
    #expect(first == ["#010101"])
    kill(watcher.processIdentifier, SIGSTOP)
    // 80 events for other files fill the queue; the store's own change is dropped with the overflow.
    #expect(cli.shell("for i in $(awk 'BEGIN { for (i = 1; i <= 40; i++) print i }'); do : > junk$i; done").status == 0)
    #expect(cli.run(["set", "#123456", "--store", "c.json"]).status == 0)
    kill(watcher.processIdentifier, SIGCONT)
    #expect(await lines.wait(for: 2).map(\.line) == ["#010101", "#123456"])
  }
}
