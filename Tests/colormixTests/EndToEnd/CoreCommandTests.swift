import Foundation
import Testing

/// End-to-end: `set`, `slide`, `show`, `reset`, formats and options, through the built binary.
@Suite struct CoreCommandTests {
  let cli = Colormix()

  @Test func newStoreIsBlackAndSetPrintsLikeShow() {
    #expect(cli.run(["show", "--format", "rgb"]) == .init(stdout: "0 0 0\n", stderr: "", status: 0))
    #expect(cli.run(["set", "50", "20", "80", "--format", "hex"]).stdout == "#8033cc\n")
    #expect(cli.run(["show", "--format", "rgb255"]).stdout == "128 51 204\n")
    #expect(cli.run(["--format=rgb"]).stdout == "50 20 80\n")
  }

  @Test(arguments: [
    (["50", "20", "80"], "50 20 80"), (["007", "+5", "-0"], "7 5 0"), (["50.25", "20.24", "79.95"], "50.3 20.2 80"),
    (["0.05", "0.04", "99.949"], "0.1 0 99.9"), (["100", "0", "100.0"], "100 0 100"),
  ])
  func setRoundsToTenths(_ values: [String], _ expected: String) {
    let result = cli.run(["set"] + values + ["--format", "rgb"])
    #expect(result == .init(stdout: expected + "\n", stderr: "", status: 0))
  }

  @Test(arguments: [
    ("150", "red 150 is out of range 0–100; using 100", "100"),
    ("-3", "red -3 is out of range 0–100; using 0", "0"),
    ("100.04", "red 100.04 is out of range 0–100; using 100", "100"),
    ("-0.01", "red -0.01 is out of range 0–100; using 0", "0"),
    (
      "99999999999999999999999999999999", "red 9.99999…e31 is out of range 0–100; using 100", "100"
    ),
  ])
  func outOfRangeClampsWithWarning(_ value: String, _ warning: String, _ used: String) {
    let result = cli.run(["set", value, "1.5", "2", "--format", "rgb"])
    #expect(result == .init(stdout: "\(used) 1.5 2\n", stderr: "colormix: warning: \(warning)\n", status: 0))
    #expect(cli.run(["show", "--format", "rgb"]).stdout == "\(used) 1.5 2\n")
  }

  @Test func oneWarningPerClampedChannel() {
    let result = cli.run(["set", "101", "-1", "200", "--format", "hex"])
    #expect(result.stdout == "#ff00ff\n")
    #expect(
      result.stderr == """
        colormix: warning: red 101 is out of range 0–100; using 100
        colormix: warning: green -1 is out of range 0–100; using 0
        colormix: warning: blue 200 is out of range 0–100; using 100

        """)
  }

  @Test func strictMakesOutOfRangeAnErrorAndWritesNothing() {
    cli.run(["set", "1", "2", "3"])
    let before = cli.contents(cli.store)
    let result = cli.run(["set", "150", "2", "3", "--strict"])
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(result.stderr == "colormix: error: red 150 is out of range 0–100 (--strict); nothing was written.\n")
    #expect(cli.contents(cli.store) == before)
    #expect(cli.run(["--strict", "slide", "g", "+98.5"]).status == 65)
    #expect(cli.contents(cli.store) == before)
    #expect(cli.run(["slide", "g", "+98", "--strict", "--format", "rgb"]).stdout == "1 100 3\n")
  }

  @Test func slideSetsOrMovesOneChannel() {
    cli.run(["set", "50", "50", "50"])
    #expect(cli.run(["slide", "red", "70", "--format", "rgb"]).stdout == "70 50 50\n")
    #expect(cli.run(["slide", "G", "+5", "--format", "rgb"]).stdout == "70 55 50\n")
    #expect(cli.run(["slide", "Blue", "-0.5", "--format", "rgb"]).stdout == "70 55 49.5\n")
    #expect(cli.run(["slide", "b", "+1.05", "--format", "rgb"]).stdout == "70 55 50.6\n")
    #expect(cli.run(["slide", "BLUE", "-0.05", "--format", "rgb"]).stdout == "70 55 50.6\n")
    cli.run(["slide", "r", "50.5"])
    #expect(cli.run(["slide", "r", "-0.05", "--format", "rgb"]).stdout == "50.5 55 50.6\n")
  }

  @Test func slideOvershootNamesTheSum() {
    cli.run(["set", "100", "0", "0"])
    let result = cli.run(["slide", "red", "+15", "--format", "rgb"])
    #expect(
      result
        == .init(
          stdout: "100 0 0\n", stderr: "colormix: warning: red 115 is out of range 0–100; using 100\n", status: 0))
    let down = cli.run(["slide", "green", "-0.05", "--format", "rgb"])
    #expect(down.stderr == "colormix: warning: green -0.05 is out of range 0–100; using 0\n")
  }

  @Test(arguments: [
    "1e2", "0x10", "nan", "inf", "", "5x", "١٢", "1.2.3", ".5", "5.", "+", "-", " 5", "５", "--5", "+-5",
  ])
  func notANumberIsAUsageError(_ value: String) {
    cli.run(["set", "1", "2", "3"])
    let before = cli.contents(cli.store)
    let result = cli.run(["set", value, "1", "1"])
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("colormix: error: "))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(cli.contents(cli.store) == before)
    #expect(cli.run(["slide", "red", value]).status == 64)
  }

  @Test func formats() {
    cli.run(["set", "79.5", "20", "80"])
    #expect(cli.run(["--format", "rgb"]).stdout == "79.5 20 80\n")
    #expect(cli.run(["show", "--format", "rgb255"]).stdout == "203 51 204\n")
    #expect(cli.run(["show", "--format", "hex"]).stdout == "#cb33cc\n")
    let json = cli.run(["show", "--format", "json"]).stdout
    let object = try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    #expect(object["red"] as? Double == 79.5)
    #expect(object["green"] as? Double == 20)
    #expect(object["hex"] as? String == "#cb33cc")
    let swatch = cli.run(["show", "--format", "swatch"]).stdout
    #expect(swatch.hasPrefix("#cb33cc  red 79.5  green 20  blue 80"))
    // Piped with no --format: the stored channels as CSS text.
    #expect(cli.run(["show"]).stdout == "rgb(79.5% 20% 80%)\n")
  }

  @Test func machineFormatsNeverColor() {
    for format in ["rgb", "rgb255", "hex", "json"] {
      let result = cli.run(["show", "--format", format, "--color", "always"], environment: ["COLORTERM": "truecolor"])
      #expect(!result.stdout.contains("\u{1B}"))
    }
  }

  @Test func resetGoesBackToBlack() {
    cli.run(["set", "1", "2", "3"])
    #expect(cli.run(["reset", "--format", "hex"]).stdout == "#000000\n")
    #expect(cli.run(["show", "--format", "rgb"]).stdout == "0 0 0\n")
  }

  @Test func optionsBeforeOrAfterAndLastWins() {
    #expect(cli.run(["--format", "hex", "set", "50", "20", "80"]).stdout == "#8033cc\n")
    #expect(cli.run(["set", "--format=rgb", "50", "20", "80"]).stdout == "50 20 80\n")
    #expect(cli.run(["set", "50", "20", "80", "--format", "rgb", "--format", "hex"]).stdout == "#8033cc\n")
    #expect(cli.run(["set", "--", "-5", "20", "80", "--format"]).status == 64)
    #expect(cli.run(["--format", "rgb", "set", "--", "-5", "20", "80"]).stdout == "0 20 80\n")
    #expect(cli.run(["slide", "red", "-5", "--format", "rgb"]).stdout == "0 20 80\n")
  }

  @Test(arguments: [
    (["bogus"], "colormix: error: Unknown command 'bogus'. See 'colormix --help'."),
    (["sett", "1", "2", "3"], "colormix: error: Unknown command 'sett'. Did you mean 'set'? See 'colormix --help'."),
    (["show", "--formt", "hex"], "colormix: error: Unknown option '--formt'. Did you mean '--format'?"),
    // No suggestion that changes every letter of a flag: '-x' is not a typo of '--to'.
    (["show", "-x"], "colormix: error: Unknown option '-x'."),
    (["show", "--too"], "colormix: error: Unknown option '--too'. Did you mean '--to'?"),
    (
      ["names", "--strict"],
      "colormix: error: Option '--strict' does not apply to 'colormix names'. See 'colormix help names'."
    ),
    (["show", "--format"], "colormix: error: Option '--format' needs a value."),
    (["show", "--strict=yes"], "colormix: error: Option '--strict' takes no value."),
    (
      ["show", "--format", "xml"],
      "colormix: error: 'xml' is not a valid value for --format; use one of: swatch, value, rgb, rgb255, hex, json, "
        + "css, hsl, hwb, lab, lch, oklab, oklch, name, srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, "
        + "xyz-d65, xyz-d50, ansi, ansi-bg, ansi256, hsv, cmyk, luminance, rgb-float, rgb.r, "
        + "rgb.g, rgb.b, hsl.h, hsl.s, hsl.l, hwb.h, hwb.w, hwb.b, lab.l, lab.a, lab.b, lch.l, lch.c, lch.h, oklab.l, "
        + "oklab.a, oklab.b, oklch.l, oklch.c, oklch.h, alpha."
    ),
    (
      ["show", "--color", "sometimes"],
      "colormix: error: 'sometimes' is not a valid value for --color; use one of: auto, always, never."
    ),
    (
      ["set", "1", "2"],
      "colormix: error: Wrong number of arguments for 'set'; usage: colormix set R G B | COLOR [OPTIONS]. "
        + "See 'colormix help set'."
    ),
    (
      ["show", "1", "2"],
      "colormix: error: Wrong number of arguments for 'show'; usage: colormix show [R G B | COLOR] [OPTIONS]. "
        + "See 'colormix help show'."
    ),
    (
      ["slide", "purple", "5"],
      "colormix: error: 'purple' is not a channel; use red, green or blue (or r, g, b), or a component such as hsl.l "
        + "or oklch.c."
    ),
    (
      ["slide", "red"],
      "colormix: error: Wrong number of arguments for 'slide'; usage: colormix slide COMPONENT VALUE | COMPONENT "
        + "VALUE COLOR [OPTIONS]. See 'colormix help slide'."
    ),
    (["set", "1e2", "0", "0"], "colormix: error: '1e2' is not a number; write a decimal such as 50, 50.5, +5 or -3."),
    (["help", "nope"], "colormix: error: Unknown command 'nope'. See 'colormix --help'."),
    (["show", "--store", ""], "colormix: error: Option '--store' needs a value."),
    (["show", "-f"], "colormix: error: Option '-f' needs a value."),
    // A lone number is a channel short of R G B, never a color: only six digits are hex.
    (
      ["show", "100"],
      "colormix: error: Wrong number of arguments for 'show'; usage: colormix show [R G B | COLOR] [OPTIONS]. "
        + "See 'colormix help show'."
    ),
    (
      ["set", "1234567"],
      "colormix: error: Wrong number of arguments for 'set'; usage: colormix set R G B | COLOR [OPTIONS]. "
        + "See 'colormix help set'."
    ),
  ])
  func usageErrors(_ arguments: [String], _ message: String) {
    let result = cli.run(arguments)
    #expect(result == .init(stdout: "", stderr: message + "\n", status: 64))
    #expect(cli.contents(cli.store) == nil)
  }

  @Test func helpFlagsAndHelpCommandPrintTheOverviewWithEveryCommand() {
    let overview = cli.run(["--help"])
    #expect(overview.status == 0 && overview.stderr == "")
    let listed = overview.stdout.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "COMMANDS:" }
      .dropFirst()
      .prefix { !$0.isEmpty }.filter { !$0.hasPrefix("   ") }.map { String($0.split(separator: " ").first!) }
    #expect(
      listed == [
        "show", "set", "slide", "reset", "names", "save", "palette", "load", "remove", "blend", "lighten", "darken",
        "saturate", "desaturate", "rotate", "complement", "invert", "grayscale", "contrast", "textcolor", "paint",
        "gradient", "scale", "compare",
        "sort", "terminal", "theme", "random", "distinct", "simulate", "mix", "watch", "completions", "help",
      ])
    #expect(cli.run(["-h"]) == overview)
    #expect(cli.run(["help"]) == overview)
    #expect(cli.contents(cli.store) == nil)
  }

  @Test func commandHelpShowsItsUsageLinesAndEveryOption() {
    let help = cli.run(["help", "set"])
    #expect(help.status == 0 && help.stderr == "")
    #expect(help.stdout.hasPrefix("Set the color from three channels"))
    #expect(
      help.stdout.contains(
        "  colormix set R G B [--strict] [--format FORMAT] [--catalog NAME]\n"
          + "      [--color WHEN] [--store PATH] [--shape SHAPE]\n"))
    #expect(
      help.stdout.contains(
        "  colormix set COLOR [--strict] [--format FORMAT] [--catalog NAME]\n"
          + "      [--color WHEN] [--store PATH] [--shape SHAPE]\n"))
    for option in ["--strict", "-f, --format FORMAT", "--color WHEN", "--store PATH", "--shape SHAPE", "-h, --help"] {
      #expect(help.stdout.contains("\n  \(option)  "), "\(option)")
    }
    #expect(cli.run(["set", "--help"]) == help)
    #expect(cli.run(["set", "-h"]) == help)
    #expect(cli.run(["slide", "-h", "x"]).stdout.contains("colormix slide COMPONENT VALUE"))
    #expect(cli.run(["help", "names"]).stdout.contains("Output format (default swatch). One of: swatch, json.\n"))
  }

  @Test func versionFlagsPrintTheVersion() {
    #expect(cli.run(["--version"]) == .init(stdout: "colormix 1.0.0\n", stderr: "", status: 0))
    #expect(cli.run(["-V"]) == .init(stdout: "colormix 1.0.0\n", stderr: "", status: 0))
    #expect(cli.run(["show", "-V"]).stdout == "colormix 1.0.0\n")
  }

  @Test func invalidUTF8ArgumentIsAUsageError() {
    let result = cli.shell("\"$COLORMIX\" set \"$(printf '\\377')\" 1 2")
    #expect(
      result == .init(stdout: "", stderr: "colormix: error: Argument 2 is not valid UTF-8: '\\x{FF}'.\n", status: 64))
  }
}
