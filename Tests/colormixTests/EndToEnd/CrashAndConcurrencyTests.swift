import Foundation
import Testing

@testable import ColorCore

/// Processes killed mid-write and processes racing for the palette: nothing lost, nothing torn.
@Suite struct CrashAndConcurrencyTests {
  @Test func sigkillNeverTearsTheStore() throws {
    let cli = Colormix()
    let store = cli.folder + "/color.json"
    cli.run(["set", "0", "0", "0", "--store", store])
    var previous = StoredColor.black
    var generator = SystemRandomNumberGenerator()
    for round in 1...60 {
      let value = String(round % 100)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: Colormix.binary)
      process.arguments = ["set", value, value, value, "--store", store, "--format", "hex"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32.random(in: 0...3000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let bytes = Array(cli.contents(store) ?? Data())
      let contents = try ColorDocument.decode(bytes, source: .input)
      let new = StoredColor(red: (round % 100) * 10, green: (round % 100) * 10, blue: (round % 100) * 10)
      #expect(contents.color == previous || contents.color == new, "round \(round)")
      previous = contents.color
    }
    // The store still works after all that.
    #expect(cli.run(["set", "1", "2", "3", "--store", store, "--format", "rgb"]).stdout == "1 2 3\n")
  }

  @Test func concurrentSavesAreAllKept() throws {
    let cli = Colormix()
    let reports = Failures()
    // 8 workers, each with its own color store in one folder, so all share one palette.json.
    Colormix.concurrently(8) { worker in
      let script = """
        for j in $(awk 'BEGIN { for (i = 1; i <= 10; i++) print i }'); do
          "$COLORMIX" set \(worker) $j 0 --store w\(worker).json --format hex >/dev/null
          if "$COLORMIX" save w\(worker)-$j --store w\(worker).json --format hex >/dev/null 2>err; then
            echo "ok w\(worker)-$j $(cat err)"
          else
            echo "failed w\(worker)-$j $(cat err)"
          fi
        done
        "$COLORMIX" save again\(worker) --store w\(worker).json --format hex 2>&1 >/dev/null
        """
      reports.add(cli.shell(script, environment: ["COLORMIX_LOCK_TIMEOUT": "60"]).stdout)
    }
    let palette = try PaletteDocument.decode(Array(cli.contents(cli.folder + "/palette.json")!), source: .input).entries
    let names = Set(palette.map(\.name))
    let lines = reports.text.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("failed") }.isEmpty)
    for line in lines where line.hasPrefix("ok ") {
      #expect(names.contains(String(line.split(separator: " ")[1])), "\(line)")
    }
    // Saving the same color again under another name gives its entry that name too, and says so.
    #expect(lines.filter { $0.hasPrefix("colormix: saved as w") && $0.contains(", also named again") }.count == 8)
    #expect(palette.count == 80)
    #expect(Set(palette.map(\.color)).count == 80)
  }
}
