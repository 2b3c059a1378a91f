import Foundation
import Testing

/// An amount or a step count of any size out of its range is a usage error of one line, never a trap, and nothing
/// is written.
@Suite struct AmountOutOfRangeTests {
  let cli = Colormix()

  @Test(arguments: [
    ["gradient", "red", "--steps", "-1"], ["gradient", "red", "--steps", "-3"], ["gradient", "red", "--steps=-0.5"],
    ["gradient", "red", "--steps", "10000"], ["gradient", "red", "--steps", "99999999999999999999999"],
    ["lighten", "99999999999999999999999"], ["darken", "-99999999999999999999999.5"],
    ["saturate", "99999999999999999999999"], ["desaturate", "-1"], ["rotate", "-99999999999999999999999"],
    ["blend", "red", "--amount", "99999999999999999999999"],
  ])
  func anAmountOutOfRangeIsAUsageErrorNeverATrap(_ arguments: [String]) {
    let result = cli.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("colormix: error: '") && result.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: cli.store))
  }
}

/// `show -` and `set -` read standard input one bounded line at a time: each result is printed as its line is read,
/// the stream ends when its reader goes away, a line longer than 65536 bytes is a bad line, and every bad line is
/// reported while the stream goes on.
@Suite struct StandardInputLinesTests {
  let cli = Colormix()

  @Test func showDashPrintsEachLineAsItIsRead() {
    // The first line's result arrives before the second line is written.
    let result = cli.shell(
      "(echo red; sleep 2; echo blue) | $COLORMIX show - --format hex | "
        + "{ read first; date +%s > t1; echo \"$first\"; read second; date +%s > t2; echo \"$second\"; }; "
        + "echo $(( $(cat t2) - $(cat t1) ))")
    #expect(result.stdout.hasPrefix("#ff0000\n#0000ff\n"))
    #expect((Int(result.stdout.split(separator: "\n").last ?? "") ?? 0) >= 1)
  }

  @Test func showDashEndsWhenTheReaderGoesAwayAndALongLineIsBad() {
    #expect(cli.shell("yes red | $COLORMIX show - --format hex | head -2").stdout == "#ff0000\n#ff0000\n")
    let long = cli.shell("{ head -c 200000 /dev/zero; echo; echo red; } | $COLORMIX show - --format hex")
    #expect(long.status == 65)
    #expect(long.stdout == "#ff0000\n")
    #expect(long.stderr.contains("line 1: The line is longer than 65536 bytes."))
  }

  @Test func setDashUsesTheSameBoundedReader() {
    let zero = cli.shell("$COLORMIX set - </dev/zero")
    #expect(zero.status == 64)
    #expect(zero.stderr.contains("longer than 65536 bytes"))
    let folder = cli.shell("$COLORMIX set - < /")
    #expect(folder.status == 74)
    #expect(folder.stderr == "colormix: error: Cannot read standard input: Is a directory.\n")
    let bytes = cli.shell("printf '\\377\\n' | $COLORMIX set -")
    #expect(bytes.status == 64)
    #expect(bytes.stderr.contains("standard input is not valid UTF-8"))
    #expect(!FileManager.default.fileExists(atPath: cli.store))
    // Blank lines before the color are skipped; three numbers are R G B.
    #expect(cli.shell("printf '\\n  \\n10 20 30\\n' | $COLORMIX set - --format rgb").stdout == "10 20 30\n")
    #expect(cli.shell("printf '\\n\\n' | $COLORMIX set -").status == 64)
  }

  /// Every bad line is reported and the stream goes on (their cost is the bench's to measure, not a timed test's).
  @Test func fiveThousandBadLinesAreEachReportedAndExit65() {
    let result = cli.shell(
      "yes bluuish | head -5000 | $COLORMIX show - 2>errors >/dev/null; echo \"status $?\"; grep -c 'Unknown color' errors"
    )
    #expect(result.stdout == "status 65\n5000\n")
    #expect(cli.run(["show", "bluu"]).stderr.contains("Did you mean 'blue', 'plum', 'Blush'?"))
  }
}

/// A color function's value of any size is mapped as a large one is, exactly.
@Suite struct HugeColorFunctionValuesTests {
  let cli = Colormix()

  @Test func hugeColorFunctionValuesMapLikeLargeOnes() {
    let huge = cli.run(["show", "oklch(0.7 999999999999999999999 30)", "--format", "hex"])
    #expect(huge.stdout == cli.run(["show", "oklch(0.7 99999999999 30)", "--format", "hex"]).stdout)
    #expect(huge.stdout == "#ff5843\n")
    // 10^38 - 1 ≡ 279 (mod 360), exactly.
    #expect(
      cli.run(["show", "hsl(99999999999999999999999999999999999999 50% 50%)", "--format", "hex"]).stdout
        == cli.run(["show", "hsl(279 50% 50%)", "--format", "hex"]).stdout)
    #expect(cli.run(["show", "oklch(1 1 1)", "--format", "hex"]).stdout == "#ffffff\n")
    #expect(cli.run(["show", "oklch(0 1 1)", "--format", "hex"]).stdout == "#000000\n")
  }
}

/// End-to-end: contrast prints exactly two decimals and takes --color.
@Suite struct ContrastPrintingTests {
  let cli = Colormix()

  @Test func theRatioHasTwoDecimalsAndColorIsAccepted() {
    cli.run(["set", "#777777"])
    let result = cli.run(["contrast", "--color", "never"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("#777777 on #000000: 4.69:1  AA normal pass"))
  }
}

/// End-to-end: warnings about store-file values show the number in its shortest exact form.
@Suite struct FileWarningNumberTests {
  let cli = Colormix()

  @Test func fileValuesAreShownInShortestForm() throws {
    cli.run(["set", "0", "0", "0"])
    try Data(#"{"red":150.0,"green":1.5e2,"blue":-0.50}"#.utf8).write(to: URL(fileURLWithPath: cli.store))
    let result = cli.run(["show", "--format", "hex"])
    #expect(result.stderr.contains(": red 150 is out of range 0–100; using 100\n"))
    #expect(result.stderr.contains(": green 150 is out of range 0–100; using 100\n"))
    #expect(result.stderr.contains(": blue -0.5 is out of range 0–100; using 0\n"))
  }
}

/// End-to-end: the lock-busy message prints its seconds in plain decimal.
@Suite struct LockBusySecondsTests {
  let cli = Colormix()

  @Test(.enabled(if: TestPlatform.has("flock"), "flock(1) is not installed (util-linux)"))
  func busySecondsAreNeverWrittenWithAnExponent() {
    cli.run(["set", "1", "2", "3"])
    let script = "flock -n \"$STORE.lock\" sh -c '\"$COLORMIX\" set 9 9 9; echo \"status $?\"'"
    let result = cli.shell(script, environment: ["STORE": cli.store, "COLORMIX_LOCK_TIMEOUT": "0.0000001"])
    #expect(result.stdout == "status 74\n")
    #expect(result.stderr.contains("held its lock for 0.0000001 s (COLORMIX_LOCK_TIMEOUT)"))
  }
}
