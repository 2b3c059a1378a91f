import ColorCore
import ColorTerminal

/// `colormix mix`: the live mixer at the terminal (see `Mixer` for the keys and `MixerLoop` for the loop).
struct MixCommand: Subcommand {
  static let name = "mix"
  static let spec = CommandSpec(
    name, summary: "Mix the color live at the terminal: sliders, value fields, the polygon and the palette.",
    discussion: """
      Takes over the terminal until q, Esc or Ctrl-C; ? lists the keys. Every change is written to the store as
      set writes it, and changes made by other processes show up at once. Needs a terminal on standard input and
      output (not TERM=dumb) of at least 60×20; colors follow the same rules as show. show --shape polygon prints
      the mixer's color view without taking over the terminal. mix takes no colors: to mix two colors, use blend.
      """,
    options: [.color, .store],
    examples: [
      """
      colormix mix; echo $?
      colormix: error: colormix mix needs a terminal: run it with standard input and output on one.
      64
      """,
      """
      colormix show --sides 5 | grep sides
      │           Pentagon (5)  [ ] sides           │
      """,
      """
      colormix mix red blue; echo $?
      colormix: error: 'mix' takes no colors; to mix two colors, use 'colormix blend red blue'
      64
      """,
    ])

  init(_ parsed: ParsedCommandLine) {}

  func run(_ context: Context) throws {
    guard Platform.isTerminal(0), context.stdoutIsTerminal, !context.environment.equals(.term, "dumb") else {
      throw UsageError.needsTerminal
    }
    let depth = ColorDepth.decide(choice: context.colorChoice, isTerminal: true, environment: context.environment)
    let stores = MixerStores(
      colorStore: { try context.rereading().colorStore() }, paletteStore: { try context.rereading().paletteStore() },
      storePath: { try context.storePath() }, describe: { Diagnostics.describe($0).message })
    let approximate = ApproximationNotice.applies(
      depth: depth, stderrIsTerminal: true, environment: context.environment)
    let loop = try MixerLoop(
      stores: stores, depth: depth, approximate: approximate, watchMethod: try context.watchMethod(),
      terminalBackground: context.terminalBackground(depth: depth))
    do {
      try loop.run()
    } catch TerminalError.notATerminal {
      throw UsageError.needsTerminal
    }
  }
}
