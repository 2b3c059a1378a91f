import ColorCore

/// `colormix __complete KIND`: the names completion scripts ask for as you type, one a line, nothing else
/// (no color, no warnings). Hidden: help, the man page and completions leave it out.
struct CompleteCommand: Subcommand {
  static let name = "__complete"
  static let spec = CommandSpec(
    name, summary: "Print names for completion scripts, one a line.",
    forms: [[ArgumentSpec("KIND", .choice(["color-names", "palette-names"]))]], options: [.store], hidden: true)

  var palette: Bool

  init(_ parsed: ParsedCommandLine) {
    palette = parsed.arguments[0] == "palette-names"
  }

  func run(_ context: Context) throws {
    var text = ""
    // Names of a corrupt palette are not offered; the error is for the commands that use it.
    let entries = (try? context.paletteStore().load().entries) ?? []
    if palette {
      for entry in entries { for name in entry.names { text += name + "\n" } }
    } else {
      // A bare name prefers CSS, so a Crayola name that folds to a CSS one is left out.
      var seen: Set<String> = []
      for color in Catalog.all where seen.insert(NameFolding.fold(color.name)).inserted {
        text += color.name + "\n"
      }
      // Every COLOR also takes a saved color as palette:NAME.
      for entry in entries { for name in entry.names { text += "palette:" + name + "\n" } }
    }
    context.output.write(text)
  }
}
