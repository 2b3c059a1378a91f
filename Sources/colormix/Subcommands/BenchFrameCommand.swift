import ColorCore
import ColorTerminal

/// `colormix __bench-frame`: the cost of one mixer frame at 200×60 (hidden; `scripts/bench` prints it).
///
/// A frame is what the loop does per change while a slider is dragged: render the state to a grid and diff it
/// against the previous grid into bytes. The red value moves by 0.1 each frame, so every frame differs.
struct BenchFrameCommand: Subcommand {
  static let name = "__bench-frame"
  static let spec = CommandSpec(
    name, summary: "Print the median cost of one 200×60 mixer frame.", hidden: true)

  init(_ parsed: ParsedCommandLine) {}

  func run(_ context: Context) throws {
    let layout = MixerLayout(width: 200, height: 60)
    let palette = (0..<20).map {
      PaletteRow(name: "color \($0)", color: StoredColor(red: $0 * 50, green: 500, blue: 200))
    }
    var state = MixerState(
      color: StoredColor(red: 0, green: 200, blue: 800), sides: 6, palette: palette, width: 200, height: 60)
    state.nearestName = "≈ blueviolet (css)"
    var previous = MixerView.render(state, layout: layout, depth: .trueColor)
    var samples: [Double] = []
    var bytes = 0
    for frame in 0..<400 {
      state.color = StoredColor(red: frame % 1000, green: 200, blue: 800)
      let start = Platform.monotonicSeconds()
      let grid = MixerView.render(state, layout: layout, depth: .trueColor)
      bytes += Renderer.diff(old: previous, new: grid, depth: .trueColor).count
      samples.append((Platform.monotonicSeconds() - start) * 1e6)
      previous = grid
    }
    samples.sort()
    let median = samples[samples.count / 2]
    context.output.write(
      "frame 200×60 (render + diff, a 0.1 step of red): median \(Int(median.rounded())) µs, "
        + "\(bytes / samples.count) bytes written\n")
  }
}
