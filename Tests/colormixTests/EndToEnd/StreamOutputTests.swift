import Foundation
import Testing

/// `show -` buffers standard output and still keeps it in step with standard error and the input.
@Suite struct StreamOutputTests {
  let cli = Colormix()

  @Test func warningsAndErrorsComeBetweenTheLinesTheyFollowAndPrecede() {
    let result = cli.shell(
      "printf '#ff0000\\n150 0 0\\nbogus\\n#00ff00\\n' | $COLORMIX show - --format hex 2>&1; echo \"status $?\"")
    #expect(
      result.stdout == """
        #ff0000
        colormix: warning: line 2: red 150 is out of range 0–100; using 100; did you mean rgb(150, 0, 0)?
        #ff0000
        colormix: error: line 3: Unknown color name 'bogus'. Colors are a color name, #rrggbb, #rrggbbaa, \
        #rgb, rrggbb, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), color-mix(), hsv(), cmyk(), transparent or palette:NAME.
        #00ff00
        colormix: error: 1 input line was bad; the others were printed.
        status 65

        """)
  }

  @Test func outputLongerThanTheBufferArrivesWholeAndInOrder() {
    // 30,000 lines of JSON are far more than the 64 KiB buffer.
    let result = cli.shell(
      "awk 'BEGIN { for (i = 0; i < 30000; i++) printf \"#%06x\\n\", i * 559 }' "
        + "| $COLORMIX show - --format json | awk -F'[:,]' '{ print $2 }' | awk '$1 != NR { bad++ } END { print NR, bad + 0 }'"
    )
    #expect(result.stdout == "30000 0\n")
  }

  @Test func warningsOnEveryOtherLineKeepTheirPlaceInOneFileBeyondTheBuffer() {
    // 20,000 lines, every other one lightened out of sRGB: the warnings and results are far more than the 64 KiB
    // buffer, and each warning comes right before its own line's result.
    let result = cli.shell(
      "awk 'BEGIN { for (i = 1; i <= 20000; i++) print (i % 2 ? \"#ff0000\" : \"#202020\") }' "
        + "| $COLORMIX lighten 10 - --format hex 2>&1 "
        + "| awk '/warning: line/ { split($4, n, \":\"); if (n[1] != NR - warned) bad++; warned++; next } "
        + "{ lines++ } END { print lines, warned, bad + 0 }'")
    #expect(result.stdout == "20000 10000 0\n")
  }

  @Test func warningsToAnotherFileAllArriveInTheirOrder() {
    let folder = cli.folder
    let result = cli.shell(
      "awk 'BEGIN { for (i = 1; i <= 20000; i++) print (i % 2 ? \"#ff0000\" : \"#202020\") }' "
        + "| $COLORMIX lighten 10 - --format hex > '\(folder)/out' 2> '\(folder)/err'; echo \"status $?\"; "
        + "wc -l < '\(folder)/out'; "
        + "awk '{ split($4, n, \":\"); if (n[1] != 2 * NR - 1) bad++ } END { print NR, bad + 0 }' '\(folder)/err'")
    #expect(result.stdout == "status 0\n20000\n10000 0\n")
  }

  @Test func oneFileOpenedTwiceHoldsWhatOneOpeningHolds() {
    // `>f 2>f` opens the file twice, each with its own offset: the closing error must not land over the first lines.
    let input = "printf '#0000ff\\n150 0 0\\nbogus\\n#ff0000\\n' | $COLORMIX lighten 10 - --format hex"
    let once = cli.shell("\(input) > '\(cli.folder)/once' 2>&1; cat '\(cli.folder)/once'")
    let twice = cli.shell("\(input) > '\(cli.folder)/twice' 2> '\(cli.folder)/twice'; cat '\(cli.folder)/twice'")
    #expect(once.stdout.hasSuffix("colormix: error: 1 input line was bad; the others were printed.\n"))
    #expect(once.stdout.split(separator: "\n").count == 9)
    #expect(twice.stdout == once.stdout)
  }

  @Test func aWarningBeforeTheStreamKeepsItsPlaceInOneFileOpenedTwice() {
    // The operand's own warning is said before the first line is read.
    let input = "printf '#336699\\n' | $COLORMIX contrast - 'oklch(0.7 0.4 30)'"
    let twice = cli.shell("\(input) > '\(cli.folder)/twice' 2> '\(cli.folder)/twice'; cat '\(cli.folder)/twice'")
    let once = cli.shell("\(input) 2>&1")
    #expect(once.stdout.hasPrefix("colormix: warning: oklch(0.7 0.4 30) is outside sRGB"))
    #expect(twice.stdout == once.stdout)
  }

  @Test func aFullDiskIsStillAnErrorAtTheEnd() {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let result = cli.shell("printf '#ff0000\\n#00ff00\\n' | $COLORMIX show - --format hex > /dev/full")
    #expect(result.status == 74)
    #expect(result.stderr.contains("Cannot write standard output"))
  }
}
