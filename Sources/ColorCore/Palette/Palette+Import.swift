extension Palette {
  /// What importing a document did: how many entries were added, updated (`--replace`) or were already there,
  /// and the entries refused, each with its line.
  package struct ImportResult: Equatable, Sendable {
    package var added = 0
    package var updated = 0
    /// Entries the palette already held, name and color (the same hex): nothing to do.
    package var unchanged = 0
    /// Entries removed because `--replace` gave their hex to another name.
    package var removed = 0
    package var refused: [Refusal] = []

    /// One refused entry: the line it starts on and its position among the document's entries (both 1-based).
    package struct Refusal: Equatable, Sendable {
      package var line: Int
      package var entry: Int
      package var problem: PaletteImportProblem
    }
  }

  /// Saves the entries of a document in order by the palette's rules, as `save` would (`replacing` as
  /// `--replace`): a name the rules refuse, a taken name, or a color already saved under another name is refused;
  /// an entry the palette holds already (same name, same hex) changes nothing. Within the document, a name or a
  /// hex that an earlier line has is refused too, even with `replacing`. An entry without a name gets
  /// `ImportedLine.generatedName(for:)`. Refused entries change nothing; the others are saved.
  package mutating func importing(_ lines: [ImportedLine], replacing: Bool) -> ImportResult {
    var result = ImportResult()
    // The palette's names and hexes, kept up to date, so that a new entry (the usual case) is added at once: what
    // `save` would do, without its scans of the whole palette (a 10,000-color import would be quadratic).
    var savedNames = Set(entries.map(\.name))
    var savedColors = Set(entries.map(Palette.hexKey))
    var names: [String: Int] = [:]
    var colors: [StoredColor: (name: String, line: Int)] = [:]
    for (index, imported) in lines.enumerated() {
      let line = imported.line
      func refuse(_ problem: PaletteImportProblem) {
        result.refused.append(.init(line: line, entry: index + 1, problem: problem))
      }
      guard case .entry(_, let given, let color) = imported else {
        if case .bad(_, let problem) = imported { refuse(problem) }
        continue
      }
      let name: String
      do {
        name = try PaletteEntry.validName(given ?? ImportedLine.generatedName(for: color))
      } catch {
        refuse(.badName(error))
        continue
      }
      let key = Palette.hexKey(color)
      if let first = colors[key] {
        refuse(.repeatedColor(hex: color.hex, name: first.name, firstLine: first.line))
        continue
      }
      if let first = names[name] {
        refuse(.repeatedName(name, firstLine: first))
        continue
      }
      names[name] = line
      colors[key] = (name, line)
      if !savedNames.contains(name) && !savedColors.contains(key) {
        entries.append(PaletteEntry(name: name, color: color))
        savedNames.insert(name)
        savedColors.insert(key)
        result.added += 1
        continue
      }
      do {
        let countBefore = entries.count
        let outcome = try save(name: name, color: color, replacing: replacing)
        result.removed += countBefore + (outcome == .added ? 1 : 0) - entries.count
        if outcome == .added || outcome == .updated {
          // `--replace` may have moved a color from another name: start the sets again.
          savedNames = Set(entries.map(\.name))
          savedColors = Set(entries.map(Palette.hexKey))
        }
        switch outcome {
        case .added: result.added += 1
        case .updated: result.updated += 1
        case .alreadySaved(let existing) where existing == name: result.unchanged += 1
        case .alreadySaved(let existing):
          refuse(.alreadySaved(hex: color.hex, as: existing))
        }
      } catch {
        let problem: PaletteImportProblem =
          if case .paletteNameTaken = error { .nameTaken(name) } else { .badName(error) }
        refuse(problem)
      }
    }
    return result
  }

  /// One key per hex: the 8-bit color as tenths.
  static func hexKey(_ color: StoredColor) -> StoredColor {
    StoredColor(
      red255: StoredColor.eightBit(ofTenths: color.red), green255: StoredColor.eightBit(ofTenths: color.green),
      blue255: StoredColor.eightBit(ofTenths: color.blue))
  }

  /// `hexKey` of an entry's color.
  static func hexKey(_ entry: PaletteEntry) -> StoredColor {
    hexKey(entry.color)
  }
}
