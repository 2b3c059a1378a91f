import ColorCore
import Testing

@testable import ColorTerminal
@testable import colormix

/// A call that draws says the approximation note once, on stderr, before its drawn output; one that does not draw
/// says nothing.
@Suite struct ApproximationNoticeOutputTests {
  @Test func saidOncePerCallBeforeTheDrawnOutput() {
    let output = Output.capture()
    let context = Context(
      environment: Environment(["TERM": "xterm-256color"]), stdoutIsTerminal: true, stderrIsTerminal: true,
      fileSystem: SystemFileSystem(), output: output)
    #expect(context.depth(drawing: false) == .ansi256)
    #expect(output.standardError.isEmpty)
    #expect(context.depth(drawing: true) == .ansi256)
    #expect(context.depth(drawing: true) == .ansi256)
    let text = String(decoding: output.standardError, as: UTF8.self)
    #expect(text == "colormix: note: " + ApproximationNotice.text + "\n")
  }
}
