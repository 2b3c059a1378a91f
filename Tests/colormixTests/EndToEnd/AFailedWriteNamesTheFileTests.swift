import Foundation
import Testing

/// End-to-end: a write the file system refuses (here a file size limit, `ulimit -f`, which fails a write as a full
/// disk does, with `SIGXFSZ` ignored as a shell passes it on) is one error naming the palette or store file, never
/// the temporary file it was written through; nothing is changed and no temporary file is left.
@Suite struct AFailedWriteNamesTheFileTests {
  let cli = Colormix()

  @Test func aPaletteTooBigForTheDiskNamesPaletteJSON() throws {
    cli.run(["palette", "import", "-"], stdin: "#000000\n")
    let before = cli.contents(cli.palette)
    let lines = (1..<400).map { "#\(String(format: "%06x", $0))" }.joined(separator: "\n")
    let result = cli.shell(#"trap '' XFSZ; ulimit -f 4; exec "$COLORMIX" palette import -"#, stdin: lines + "\n")
    #expect(result.status == 74)
    #expect(result.stdout == "")
    #expect(result.stderr == "colormix: error: Cannot write \(cli.palette): File too large.\n")
    #expect(cli.contents(cli.palette) == before)
    let left = try FileManager.default.contentsOfDirectory(atPath: (cli.palette as NSString).deletingLastPathComponent)
    #expect(!left.contains { $0.contains(".tmp") }, "\(left)")
  }
}
