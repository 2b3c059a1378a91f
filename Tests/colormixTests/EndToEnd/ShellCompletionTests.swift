import ColorCore
import Foundation
import Testing

@testable import ColorTerminal
@testable import colormix

/// End-to-end: the scripts of `colormix completions bash|zsh|fish`, run in the real shells (a test is skipped
/// when its shell is not installed; `.ci/run` installs them).
@Suite struct ShellCompletionTests {
  let cli = Colormix()

  static func installed(_ shell: String) -> Bool {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + shell) }
  }

  /// The completion script in a file, `colormix` on PATH, and a saved color named `my grape`.
  init() {
    let bin = cli.folder + "/bin"
    try! FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try! FileManager.default.createSymbolicLink(atPath: bin + "/colormix", withDestinationPath: Colormix.binary)
    cli.environment["PATH"] = bin + ":/usr/bin:/bin"
    for shell in ["bash", "zsh", "fish"] {
      cli.write(cli.run(["completions", shell]).stdout, to: cli.folder + "/completion." + shell)
    }
    cli.run(["set", "50", "20", "80"])
    cli.run(["save", "my grape"])
  }

  /// What bash's function puts in COMPREPLY for the words, the last one being completed.
  func bash(_ words: [String]) -> [String] {
    let script = """
      source completion.bash
      complete -p colormix >/dev/null || exit 3
      COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
      _colormix
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    return lines(cli.run(executable: "/bin/bash", ["-c", script, "bash"] + words))
  }

  /// What zsh's `_colormix` hands to `compadd` (replaced by a function that records it; `compadd` itself quotes).
  func zsh(_ words: [String]) -> [String] {
    let script = """
      source completion.zsh
      compadd() { [[ $1 == -Q ]] && shift; [[ $1 == -M ]] && shift 2; [[ $1 == -- ]] && shift; reply+=("$@") }
      compset() { reply+=("[compset $*]") }
      _files() { reply+=(FILES) }
      reply=(); words=("$@"); CURRENT=$#
      _colormix
      print -rl -- $reply
      """
    return lines(cli.run(executable: "/usr/bin/env", ["zsh", "-f", "-c", script, "zsh"] + words))
  }

  /// What fish offers for the command line (`complete -C`), without the descriptions.
  func fish(_ line: String) -> [String] {
    let result = cli.run(
      executable: "/usr/bin/env", ["fish", "--no-config", "-c", "source completion.fish; complete -C $argv[1]", line])
    return lines(result).map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[0]) }
  }

  private func lines(_ result: Colormix.Result) -> [String] {
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  static let commands = [
    "show", "set", "slide", "reset", "names", "save", "palette", "load", "remove", "help", "paint", "textcolor",
  ]

  @Test(.enabled(if: installed("bash"), "bash is not installed: .ci/run installs it"))
  func bashCompletesCommandsOptionsValuesAndNames() {
    #expect(Set(Self.commands).isSubset(of: bash(["colormix", ""])))
    #expect(!bash(["colormix", ""]).contains("__complete"))
    #expect(
      bash(["colormix", "set", "--"]) == [
        "--strict", "--format", "--catalog", "--color", "--store", "--shape", "--help", "--version", "--quiet",
      ])
    #expect(bash(["colormix", "names", "--format", ""]) == ["swatch", "json"])
    #expect(bash(["colormix", "show", "--format", ""]).prefix(3) == ["swatch", "value", "rgb"])
    #expect(bash(["colormix", "names", "--catalog", ""]) == ["css", "crayola"])
    #expect(bash(["colormix", "slide", ""]) == ["red", "green", "blue"] + ColorComponent.names)
    #expect(bash(["colormix", "slide", "oklch."]) == ["oklch.l", "oklch.c", "oklch.h"])
    #expect(bash(["colormix", "slide", "red", "-5", "Antique"]) == ["Antique\\ Brass"])
    #expect(
      bash(["colormix", "paint", "--"]) == [
        "--on", "--bold", "--italic", "--underline", "--no-newline", "--prompt", "--strict", "--color", "--store",
        "--help", "--version", "--quiet",
      ])
    #expect(bash(["colormix", "paint", "red", "--prompt", ""]) == ["bash", "zsh"])
    #expect(bash(["colormix", "textcolor", "--format", "lumi"]) == ["luminance"])
    #expect(bash(["colormix", "show", "--format", "ansi"]) == ["ansi", "ansi-bg", "ansi256"])
    #expect(bash(["colormix", "set", "Antique"]) == ["Antique\\ Brass"])
    #expect(bash(["colormix", "load", ""]) == ["my\\ grape"])
    #expect(bash(["colormix", "blend", "palette:"]) == ["palette:my\\ grape"])
    #expect(bash(["colormix", "remove", "my\\ g"]) == ["my\\ grape"])
    #expect(bash(["colormix", "--store", cli.folder + "/elsewhere.json", "load", ""]) == [])
  }

  @Test(.enabled(if: installed("zsh"), "zsh is not installed: .ci/run installs it"))
  func zshCompletesCommandsOptionsValuesAndNames() {
    #expect(Set(Self.commands).isSubset(of: zsh(["colormix", ""])))
    #expect(
      zsh(["colormix", "set", "--"]) == [
        "--strict", "--format", "--catalog", "--color", "--store", "--shape", "--help", "--version", "--quiet",
      ])
    #expect(zsh(["colormix", "names", "--format", ""]) == ["swatch", "json"])
    #expect(zsh(["colormix", "show", "--format", ""]).prefix(3) == ["swatch", "value", "rgb"])
    #expect(zsh(["colormix", "slide", ""]) == ["red", "green", "blue"] + ColorComponent.names)
    #expect(zsh(["colormix", "set", "Antique"]).contains("Antique Brass"))
    #expect(zsh(["colormix", "load", ""]) == ["my grape"])
    #expect(zsh(["colormix", "show", "--store", ""]) == ["FILES"])
  }

  @Test(.enabled(if: installed("fish"), "fish is not installed: .ci/run installs it"))
  func fishCompletesCommandsOptionsValuesAndNames() {
    #expect(Set(Self.commands).isSubset(of: fish("colormix ")))
    #expect(
      Set(fish("colormix set --")) == [
        "--strict", "--format", "--catalog", "--color", "--store", "--shape", "--help", "--version", "--quiet",
      ])
    #expect(Set(fish("colormix names --format ")) == ["swatch", "json"])
    #expect(fish("colormix show --format va") == ["value"])
    #expect(Set(fish("colormix slide ")) == Set(["red", "green", "blue"] + ColorComponent.names))
    #expect(fish("colormix set Antique") == ["Antique Brass"])
    #expect(fish("colormix load ") == ["my grape"])
    #expect(fish("colormix remove my") == ["my grape"])
  }

  /// A file to complete after `--store`.
  var storeFile: String {
    cli.write("{}", to: cli.folder + "/stored.json")
    return cli.folder + "/stored.json"
  }

  /// Bash splits `--opt=value` at `=` when `=` is in COMP_WORDBREAKS (the default: words `--opt`, `=`, `value`),
  /// and keeps it one word otherwise; either way the value is completed (after `--opt=` in the one word).
  @Test(.enabled(if: installed("bash"), "bash is not installed: .ci/run installs it"))
  func bashCompletesOptionValuesAfterEqualsSplitOrNot() {
    let hwb = ["hwb", "hwb.h", "hwb.w", "hwb.b"]
    #expect(bash(["colormix", "show", "--format", "hw"]) == hwb)
    #expect(bash(["colormix", "show", "--format", "=", "hw"]) == hwb)
    #expect(bash(["colormix", "show", "--format=hw"]) == hwb.map { "--format=" + $0 })
    #expect(bash(["colormix", "show", "--catalog", "="]) == ["css", "crayola"])
    #expect(bash(["colormix", "show", "--catalog="]) == ["--catalog=css", "--catalog=crayola"])
    let file = storeFile
    let typed = String(file.dropLast(7))
    #expect(bash(["colormix", "show", "--store", "=", typed]) == [file])
    #expect(bash(["colormix", "show", "--store=" + typed]) == ["--store=" + file])
    // Options before the command, split at '=', are skipped with their values: the command is still found.
    #expect(bash(["colormix", "--color", "=", "always", "show", "--format", "=", "hw"]) == hwb)
    #expect(bash(["colormix", "--color=always", "names", "--format="]) == ["--format=swatch", "--format=json"])
    // And the store given with '=' is the one names are read from.
    #expect(bash(["colormix", "--store", "=", cli.folder + "/none.json", "load", ""]) == [])
  }

  /// Every option that takes a choice, on every command, completes the same values in the three forms.
  @Test(.enabled(if: installed("bash"), "bash is not installed: .ci/run installs it"))
  func bashCompletesEveryChoiceOptionInEveryForm() {
    for command in CompletionModel().commands {
      for option in command.options {
        guard case .choice(let values) = option.value else { continue }
        let words = ["colormix", command.name, option.flag]
        #expect(bash(words + [""]) == values, "\(command.name) \(option.flag)")
        #expect(bash(words + ["="]) == values, "\(command.name) \(option.flag)=")
        #expect(
          bash(["colormix", command.name, option.flag + "="]) == values.map { option.flag + "=" + $0 },
          "\(command.name) \(option.flag)=")
      }
    }
  }

  /// zsh keeps `--opt=value` one word: `compset -P '*='` takes `--opt=` out of what is matched, then the values.
  @Test(.enabled(if: installed("zsh"), "zsh is not installed: .ci/run installs it"))
  func zshCompletesOptionValuesAfterEquals() {
    #expect(zsh(["colormix", "show", "--format", "h"]) == OutputFormat.names)
    #expect(zsh(["colormix", "show", "--format=h"]) == ["[compset -P *=]"] + OutputFormat.names)
    #expect(zsh(["colormix", "show", "--catalog="]) == ["[compset -P *=]", "css", "crayola"])
    #expect(zsh(["colormix", "show", "--store=" + cli.folder]) == ["[compset -P *=]", "FILES"])
    #expect(zsh(["colormix", "--color=always", "names", "--format="]) == ["[compset -P *=]", "swatch", "json"])
    #expect(zsh(["colormix", "set", "--shape="]) == ["[compset -P *=]", "block"])
  }

  /// fish hands the whole word `--opt=value` over: the candidates are offered with `--opt=` before them.
  @Test(.enabled(if: installed("fish"), "fish is not installed: .ci/run installs it"))
  func fishCompletesOptionValuesAfterEquals() {
    #expect(Set(fish("colormix show --format hw")) == ["hwb", "hwb.h", "hwb.w", "hwb.b"])
    #expect(
      Set(fish("colormix show --format=hw")) == ["--format=hwb", "--format=hwb.h", "--format=hwb.w", "--format=hwb.b"])
    #expect(Set(fish("colormix show --catalog=")) == ["--catalog=css", "--catalog=crayola"])
    let file = storeFile
    #expect(fish("colormix show --store=" + String(file.dropLast(7))) == ["--store=" + file])
    #expect(Set(fish("colormix --color=always names --format=")) == ["--format=swatch", "--format=json"])
    #expect(Set(fish("colormix show --shape=")) == ["--shape=block", "--shape=polygon"])
  }

  /// A saved name that begins with `-` (written by hand: `save` refuses one) and `my grape`.
  func writePaletteWithADashName() {
    cli.write(
      #"{"version": 1, "colors": [{"name": "my grape", "red": 50, "green": 20, "blue": 80}, "#
        + #"{"name": "-x y", "red": 1, "green": 2, "blue": 3}]}"#, to: cli.palette)
  }

  @Test(.enabled(if: installed("bash"), "bash is not installed: .ci/run installs it"))
  func bashPutsDoubleDashBeforeANameThatBeginsWithADash() {
    writePaletteWithADashName()
    #expect(bash(["colormix", "load", ""]) == ["my\\ grape", "-- -x\\ y"])
    #expect(bash(["colormix", "remove", "--", ""]) == ["my\\ grape", "-x\\ y"])
    #expect(bash(["colormix", "blend", "palette:-"]) == ["palette:-x\\ y"])
  }

  @Test(.enabled(if: installed("zsh"), "zsh is not installed: .ci/run installs it"))
  func zshPutsDoubleDashBeforeANameThatBeginsWithADash() {
    writePaletteWithADashName()
    // Added with -Q, so quoted by the script: "-- -x\ y" is inserted as two words, '--' and '-x y'.
    #expect(zsh(["colormix", "load", ""]) == ["-- -x\\ y", "my grape"])
    #expect(zsh(["colormix", "remove", "--", ""]) == ["my grape", "-x y"])
  }

  /// fish would escape the space of a candidate `-- -x`, so it offers `--` first, then the name after it.
  @Test(.enabled(if: installed("fish"), "fish is not installed: .ci/run installs it"))
  func fishOffersDoubleDashBeforeANameThatBeginsWithADash() {
    writePaletteWithADashName()
    #expect(Set(fish("colormix load ")) == ["my grape", "--"])
    #expect(Set(fish("colormix remove -- ")) == ["my grape", "-x y"])
  }

  /// Catalog names match as colormix reads them, in any case (a small letter typed matches a capital too); saved
  /// names exactly. Inside an open quote a name goes in as the quote needs, without backslashes.
  @Test(.enabled(if: installed("bash"), "bash is not installed: .ci/run installs it"))
  func bashCompletesColorNamesInAnyCaseAndInsideQuotes() {
    #expect(bash(["colormix", "set", "antique"]) == ["antiquewhite", "Antique\\ Brass"])
    #expect(bash(["colormix", "set", "ANTIQUE"]) == [])
    #expect(bash(["colormix", "set", "'Antique"]) == ["Antique Brass"])
    #expect(bash(["colormix", "set", "\"antique b"]) == ["Antique Brass"])
    #expect(bash(["colormix", "set", "'robin"]) == ["Robin'\\''s Egg Blue"])
    #expect(bash(["colormix", "load", "'my"]) == ["my grape"])
    #expect(bash(["colormix", "load", "My"]) == [])
  }

  static let shells = ["bash", "zsh", "fish"].filter(installed)

  /// An interactive `shell` in tmux with the completion script loaded; `typed` and Tab (twice for bash, which lists
  /// on the second) are typed, and the screen is returned once `condition` holds (or after 5 s).
  func screenAfterTab(_ shell: String, _ typed: String, until condition: (String) -> Bool) async -> String {
    let tmux = await Tmux(cli, width: 120, height: 20)
    switch shell {
    case "zsh":
      tmux.line("exec zsh -f")
      tmux.line("autoload -Uz compinit && compinit -D && source completion.zsh && echo so''urced")
    case "fish":
      tmux.line("exec fish --no-config")
      tmux.line("source completion.fish && echo so''urced")
    default:
      tmux.line("source completion.bash && echo so''urced")
    }
    await tmux.waitFor(seconds: 5) { $0.split(separator: "\n").contains { $0.hasPrefix("sourced") } }
    tmux.tmux(["send-keys", "-l", typed])
    tmux.keys("Tab")
    if shell == "bash" { tmux.keys("Tab") }
    return await tmux.waitFor(seconds: 5, condition)
  }

  @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed"), arguments: shells)
  func aColorNameCompletesInsideAnOpenQuoteWithoutBackslashes(_ shell: String) async {
    let screen = await screenAfterTab(shell, "colormix set 'Antique") { $0.contains("colormix set 'Antique Brass'") }
    #expect(screen.contains("colormix set 'Antique Brass'"), "\(screen)")
    #expect(!screen.contains("\\ Brass"), "\(screen)")
  }

  /// fish offers a name in another case than typed only when none is spelled as typed, so there the letters typed
  /// are kept: `antique Brass`, which colormix reads as Antique Brass.
  @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed"), arguments: shells)
  func aColorNameTypedInSmallLettersOffersTheNamesWithCapitals(_ shell: String) async {
    let offered = shell == "fish" ? "antique Brass" : "Antique\\ Brass"
    let screen = await screenAfterTab(shell, "colormix set antique") {
      $0.contains(offered) && $0.contains("antiquewhite")
    }
    #expect(screen.contains(offered) && screen.contains("antiquewhite"), "\(screen)")
  }

  @Test func theNamesCommandPrintsOnlyNames() {
    let colors = cli.run(["__complete", "color-names"], environment: ["FORCE_COLOR": "1"])
    #expect(colors.status == 0 && colors.stderr.isEmpty)
    #expect(!colors.stdout.contains("\u{1B}"))
    #expect(colors.stdout.split(separator: "\n").contains("Antique Brass"))
    // A bare name prefers CSS: Crayola's Blue is not offered a second time.
    #expect(colors.stdout.split(separator: "\n").filter { $0.lowercased() == "blue" } == ["blue"])
    #expect(cli.run(["__complete", "palette-names"]) == .init(stdout: "my grape\n", stderr: "", status: 0))
    #expect(!cli.run(["--help"]).stdout.contains("__complete"))
    #expect(cli.run(["completions", "tcsh"]).status == 64)
  }
}

/// End-to-end: `colormix set -` reads the color from the first line of standard input.
@Suite struct SetFromStandardInputTests {
  let cli = Colormix()

  @Test(arguments: [
    ("#336699\n", "#336699"), ("Antique Brass\nblue\n", "#cd9575"), ("rgb(255, 0, 0)", "#ff0000"),
    ("navy\r\n", "#000080"),
  ])
  func setDashReadsOneColorFromTheFirstLine(_ input: String, _ hex: String) {
    cli.write(input, to: cli.folder + "/input")
    #expect(cli.shell("\"$COLORMIX\" set - --format hex < input") == .init(stdout: hex + "\n", stderr: "", status: 0))
    #expect(cli.run(["show", "--format", "hex"]).stdout == hex + "\n")
  }

  @Test func anEmptyStandardInputIsAUsageErrorAndWritesNothing() {
    let result = cli.shell("\"$COLORMIX\" set - < /dev/null")
    #expect(result.status == 64)
    #expect(result.stderr.contains("Standard input has no color (it is empty or blank)"))
    #expect(cli.contents(cli.store) == nil)
  }
}
