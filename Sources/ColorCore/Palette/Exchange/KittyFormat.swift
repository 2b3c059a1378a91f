/// A kitty theme fragment: `color0 #8033cc` … `color255`, each after a comment line naming the entry. Kitty has
/// 256 such colors, so the first 256 entries are written and the rest left out (the command says how many).
enum KittyFormat {
  static func write(_ entries: [PaletteEntry], name: String) -> [UInt8] {
    var text = "# \(name): a kitty theme fragment written by colormix\n"
    for (index, entry) in entries.prefix(PaletteFormat.kittyLimit).enumerated() {
      text += "# \(entry.name)\ncolor\(index) \(entry.color.hex)\n"
    }
    return Array(text.utf8)
  }
}
