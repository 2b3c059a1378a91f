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
        #rgb, rrggbb, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), transparent or palette:NAME.
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

  @Test func aFullDiskIsStillAnErrorAtTheEnd() {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let result = cli.shell("printf '#ff0000\\n#00ff00\\n' | $COLORMIX show - --format hex > /dev/full")
    #expect(result.status == 74)
    #expect(result.stderr.contains("Cannot write standard output"))
  }
}
