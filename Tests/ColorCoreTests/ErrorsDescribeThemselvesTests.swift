import Testing

@testable import ColorCore

/// `String(describing: error)` is the sentence a person reads, written once in ColorCore: the executable prints
/// it after its prefix, adding only what is about the command line.
@Suite struct ErrorsDescribeThemselvesTests {
  private func warning(_ channel: Channel, _ input: String, range: RangeWarning.ChannelRange = .percent)
    -> RangeWarning
  {
    let value = ExactDecimal(input)!
    return RangeWarning(
      channel: channel, input: input, value: value, range: range, used: ExactDecimal(tenths: 1000), source: .input)
  }

  @Test func anInputErrorIsASentenceNamingTheInput() {
    let errors: [(any Error, String)] = [
      (InputError.invalidNumber("5x"), "'5x' is not a number; write a decimal such as 50, 50.5, +5 or -3."),
      (
        InputError.unknownPaletteName("blu", suggestions: ["blue"]),
        "No saved color is named 'blu'. Did you mean 'blue'?"
      ),
      (
        InputError.invalidPaletteName("", problem: .empty), "Palette name '' is not allowed: it is empty."
      ),
      (
        InputError.outOfRange([warning(.red, "150"), warning(.green, "-3")]),
        "red 150 and green -3 are out of range 0–100."
      ),
      (
        InputError.outOfRange([warning(.red, "150"), warning(.blue, "300", range: .byte)]),
        "red 150 is out of range 0–100, blue 300 is out of range 0–255."
      ),
      (
        InputError.invalidColorFunction("rgba(1, 2)", reason: .legacyValueCount(function: "rgba", found: 2)),
        "'rgba(1, 2)' is not a color: rgba() takes 3 or 4 values, found 2; use \(InputError.knownForms)."
      ),
    ]
    for (error, sentence) in errors { #expect(String(describing: error) == sentence) }
  }

  @Test func aColorThatCannotBeReadNamesTheFormsToUse() {
    let sentence = String(describing: InputError.invalidColor("nope("))
    #expect(sentence.hasPrefix("'nope(' is not a color; use a color name, #rrggbb, #rrggbbaa, #rgb, "))
    #expect(sentence.hasSuffix("color(), color-mix(), hsv(), cmyk(), transparent or palette:NAME."))
  }

  @Test func aRangeWarningSaysWhatWasUsedAndFromWhichFile() {
    var warning = warning(.red, "0150")
    #expect(String(describing: warning) == "red 150 is out of range 0–100; using 100")
    warning.source = .file(path: "/s/color.json")
    #expect(String(describing: warning) == "/s/color.json: red 150 is out of range 0–100; using 100")
  }

  @Test func aStoreErrorIsASentenceAndSaysNothingWasWritten() {
    let errors: [(StoreError, String)] = [
      (
        .busy(path: "/s/color.json", timeout: 2.5),
        "The store /s/color.json is busy: another colormix held its lock for 2.5 s; nothing was written."
      ),
      (
        .corrupt(path: "/s/color.json", kind: .color, reason: .notObject),
        "The file /s/color.json is corrupt (not a JSON object)."
      ),
      (
        .noLocation(relativeStateHome: nil, relativeHome: "h"),
        "No store location: set COLORMIX_STORE, XDG_STATE_HOME or HOME (HOME 'h' is relative, so it was ignored)."
      ),
      (
        .invalidPath(path: "s/", problem: .endsInSlash),
        "The store path 's/' ends in '/'; name the store file, not a folder."
      ),
      (
        .file(.init(.wouldBeTooLarge(size: 100, limit: 64), path: "/p/palette.json", code: 0)),
        "Will not write /p/palette.json: it would be 100 bytes, more than the limit of 64 bytes it can be read back "
          + "with; nothing was written."
      ),
      (
        .file(.init(.tooLarge(size: 100, limit: 64), path: "/p/palette.json", code: 0, given: "/link")),
        "Cannot read /link (→ /p/palette.json): it holds more than 64 bytes; nothing was read or written."
      ),
      (
        .file(.init(.notRegularFile(.directory), path: "/p", code: 0)),
        "Cannot use /p: it is a directory, not a regular file; nothing was read or written."
      ),
    ]
    for (error, sentence) in errors { #expect(String(describing: error) == sentence) }
  }

  @Test func aFileErrorWithAnErrnoNamesTheOperationAndTheSystemsWords() {
    let error = StoreError.FileError(.createFolder, path: "/p", code: 2)
    #expect(String(describing: error).hasPrefix("Cannot create the folder /p: "))
    #expect(String(describing: error).hasSuffix("."))
    #expect(String(describing: StoreError.FileError.Operation.openFolder) == "open the folder")
  }

  @Test func aProgramAddsItsRemediesWithoutRewritingTheSentence() {
    let remedies = StoreError.Remedies(
      lockTimeoutSetting: "TIMEOUT", pathOption: "pass --store PATH", recovery: { _ in "run reset" })
    #expect(
      StoreError.busy(path: "/s", timeout: 1).description(with: remedies)
        == "The store /s is busy: another colormix held its lock for 1 s (TIMEOUT); nothing was written.")
    #expect(
      StoreError.corrupt(path: "/s", kind: .palette, reason: .notObject).description(with: remedies)
        == "The file /s is corrupt (not a JSON object); run reset.")
    #expect(
      StoreError.noLocation(relativeStateHome: nil, relativeHome: nil).description(with: remedies)
        == "No store location: set COLORMIX_STORE, XDG_STATE_HOME or HOME, or pass --store PATH.")
    #expect(
      InputError.outOfRange([warning(.red, "150")]).description(refusal: "(strict)")
        == "red 150 is out of range 0–100 (strict).")
  }

  @Test func aRefusedImportEntrySaysWhy() {
    #expect(
      String(describing: PaletteImportProblem.repeatedName("sky", firstLine: 2)) == "The name 'sky' is also on line 2.")
    #expect(
      String(describing: PaletteImportProblem.notAColor(value: "nope", reason: .invalidColor("nope")))
        == "'nope' is not a color.")
  }
}
