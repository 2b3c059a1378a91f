extension Palette {
  /// What importing a document did: how many entries were added, updated (`--replace`) or were already there,
  /// and the entries refused: how many, and the first `maximumKeptRefusals` of them, each with its line (a document
  /// of a million bad entries costs nothing for those no one would read).
  public struct ImportResult: Equatable, Sendable {
    /// Entries added to the palette.
    public var added = 0
    /// Entries that replaced the color saved under their name (`replacing`).
    public var updated = 0
    /// Entries the palette already held, name and color (the same hex): nothing to do.
    public var unchanged = 0
    /// Entries removed because `--replace` gave their hex to another name.
    public var removed = 0
    /// The first `maximumKeptRefusals` entries refused, in order.
    public var refused: [Refusal] = []
    /// How many entries were refused, kept in `refused` or not.
    public var refusedCount = 0

    /// The most refusals kept, and shown.
    public static let maximumKeptRefusals = 100

    /// One refused entry: the line it starts on and its position among the document's entries (both 1-based).
    public struct Refusal: Equatable, Sendable {
      /// The line the entry starts on, 1-based.
      public var line: Int
      /// The entry's position among the document's entries, 1-based.
      public var entry: Int
      /// Why it is refused.
      public var problem: PaletteImportProblem
      /// Whether its line holds other entries (one-line JSON, CSS), so that a message names the entry.
      public var sharesItsLine = false
    }
  }

  /// Saves the entries of a document in order by the palette's rules, as `save` would (`replacing` as
  /// `--replace`): a name the rules refuse, a taken name, or a color already saved under another name is refused;
  /// an entry the palette holds already (same name, same hex; with `replacing`, the same tenths) changes nothing.
  /// Within the document, a name or a hex that an earlier line has is refused too, even with `replacing`. An entry
  /// without a name gets `ImportedLine.generatedName(for:)`, and never replaces: its hex already saved (under any
  /// name) is already saved, and its made-up name holding another color is refused. Refused entries change
  /// nothing; the others are saved.
  mutating func importing(_ document: ImportedLines, replacing: Bool) -> ImportResult {
    var importer = Importer(self, replacing: replacing, adding: document.entries.count)
    importer.countUnkept(document.unkeptRefusals)
    for imported in document.entries { importer.add(imported) }
    let result: ImportResult
    (self, result) = importer.finished()
    return result
  }

  /// `importing(_:replacing:)` one entry at a time, as a document is read (`ImportedLines(each:)`), so that no
  /// entry is kept but what the palette keeps: a document of a million copies of one color costs one.
  struct Importer {
    private var palette: Palette
    private let replacing: Bool
    private var result = ImportResult()
    private var saved: SavedIndex
    /// The document's names and hexes so far, and the lines of their first entries.
    private var names: [String: Int] = [:]
    private var colors: [ColorKey: (name: String, line: Int)] = [:]
    /// The entries so far, the line of the last one, and how many were on it.
    private var position = 0
    private var lastLine = 0
    private var onLastLine = 0

    /// An import into `palette`; `adding` is how many entries are to come, when it is known, so that each map is
    /// made once at its size (one grown as it fills holds the old and the new table for a moment).
    init(_ palette: Palette, replacing: Bool, adding count: Int = 0) {
      self.palette = palette
      self.replacing = replacing
      saved = SavedIndex(palette.entries, adding: count)
      names.reserveCapacity(count)
      colors.reserveCapacity(count)
    }

    /// Counts refusals the document did not keep (`ImportedLines.unkeptRefusals`).
    mutating func countUnkept(_ count: Int) {
      result.refusedCount += count
    }

    /// The palette with every entry imported, and what was done.
    func finished() -> (Palette, ImportResult) {
      var palette = palette
      saved.dropRemoved(from: &palette.entries)
      return (palette, result)
    }

    /// Counts the entry on `line`, for its line's refusals' `Refusal.sharesItsLine`.
    private mutating func count(_ line: Int) {
      if line != lastLine { (lastLine, onLastLine) = (line, 0) }
      onLastLine += 1
      if onLastLine == 2 {
        for index in result.refused.indices.reversed() where result.refused[index].line == line {
          result.refused[index].sharesItsLine = true
        }
      }
    }

    private mutating func refuse(_ problem: PaletteImportProblem, line: Int) {
      result.refusedCount += 1
      guard result.refused.count < ImportResult.maximumKeptRefusals else { return }
      result.refused.append(.init(line: line, entry: position, problem: problem, sharesItsLine: onLastLine > 1))
    }

    /// Imports the next entry of the document: false when it is refused.
    @discardableResult mutating func add(_ imported: ImportedLine) -> Bool {
      let refused = result.refusedCount
      place(imported)
      return result.refusedCount == refused
    }

    private mutating func place(_ imported: ImportedLine) {
      let line = imported.line
      position += 1
      count(line)
      func refuse(_ problem: PaletteImportProblem) { self.refuse(problem, line: line) }
      func add(_ entry: PaletteEntry) {
        saved.append(entry, to: &palette.entries)
        result.added += 1
      }
      let given: String?
      var candidate: PaletteEntry
      switch imported {
      case .entry(_, let name, let color, let kept), .mapped(_, let name, let color, _, _, _, let kept):
        given = name
        candidate = PaletteEntry(name: "", color: color, alpha: kept.alpha, token: kept.token)
      case .bad(_, let problem):
        refuse(problem)
        return
      case .skipped, .alias: return
      }
      let color = candidate.color
      let hex = candidate.shownColor.hex
      let name: String
      do {
        name = try PaletteEntry.validName(given ?? ImportedLine.generatedName(for: candidate))
      } catch {
        refuse(.badName(error))
        return
      }
      candidate.name = name
      let key = Palette.hexKey(candidate)
      // A theme's names share colors (see `Palette`).
      let apart = given != nil && ThemeNames.isThemeName(name)
      if !apart, let first = colors[key] {
        refuse(.repeatedColor(hex: hex, name: first.name, firstLine: first.line))
        return
      }
      if let first = names[name] {
        refuse(given == nil ? .repeatedGeneratedName(name, firstLine: first) : .repeatedName(name, firstLine: first))
        return
      }
      names[name] = line
      if !apart { colors[key] = (name, line) }
      if given == nil {
        // A name made from the hex never takes a saved color's place, even with `replacing`.
        let hexSaved =
          saved.isIndexed
          ? saved.byHex[key] != nil
          : palette.entries.contains { !Palette.standsApart($0) && Palette.sameColor($0, candidate) }
        let nameSaved = saved.isIndexed ? saved.byName[name] != nil : palette.entries.contains { $0.name == name }
        if hexSaved {
          result.unchanged += 1
        } else if nameSaved {
          refuse(.generatedNameTaken(name))
        } else {
          add(candidate)
        }
        return
      }
      guard saved.isIndexed else {
        // A hand-edited palette holding a name or a hex twice: `save` itself decides, entry by entry.
        if replacing && palette.entries.contains(candidate) {
          result.unchanged += 1
          return
        }
        let countBefore = palette.entries.count
        do {
          let outcome = try palette.save(
            name: name, color: color, alpha: candidate.alpha, token: candidate.token, replacing: replacing)
          result.removed += countBefore + (outcome == .added ? 1 : 0) - palette.entries.count
          switch outcome {
          case .added: result.added += 1
          case .updated: result.updated += 1
          case .alreadySaved(let existing) where existing == name: result.unchanged += 1
          case .alreadySaved(let existing): refuse(.alreadySaved(hex: hex, as: existing))
          }
        } catch {
          if case .paletteNameTaken = error { refuse(.nameTaken(name)) } else { refuse(.badName(error)) }
        }
        return
      }
      // `save`'s rules, each a lookup.
      let named = saved.byName[name]
      if apart {
        if let named,
          replacing ? palette.entries[named] == candidate : Palette.sameColor(palette.entries[named], candidate)
        {
          result.unchanged += 1
        } else if let named, replacing {
          saved.recolor(named, to: candidate, in: &palette.entries)
          result.updated += 1
        } else if named != nil {
          refuse(.nameTaken(name))
        } else {
          add(candidate)
        }
        return
      }
      let holder = saved.byHex[key]
      if !replacing {
        if let holder {
          if palette.entries[holder].name == name {
            result.unchanged += 1
          } else {
            refuse(.alreadySaved(hex: hex, as: palette.entries[holder].name))
          }
        } else if named != nil {
          refuse(.nameTaken(name))
        } else {
          add(candidate)
        }
        return
      }
      if let named, palette.entries[named] == candidate {
        result.unchanged += 1
        return
      }
      if let holder, holder != named {
        saved.remove(holder, from: palette.entries)
        result.removed += 1
      }
      if let named {
        saved.recolor(named, to: candidate, in: &palette.entries)
        result.updated += 1
      } else {
        add(candidate)
      }
    }
  }

  /// Where each saved name and hex is, kept up to date while importing, so that an entry costs a lookup instead of
  /// `save`'s scans of the whole palette (a 200,000-color import with `--replace` took minutes). Entries whose hex
  /// another name takes are marked and dropped at the end. Only for a palette holding each name and each hex once
  /// (what colormix writes; the hexes of theme names, which stand apart, are not indexed); `isIndexed` is false
  /// otherwise, and only `append` is used (`save` does the rest).
  private struct SavedIndex {
    var byName: [String: Int] = [:]
    var byHex: [ColorKey: Int] = [:]
    var removed: [Bool]
    let isIndexed: Bool

    init(_ entries: [PaletteEntry], adding count: Int) {
      byName.reserveCapacity(entries.count + count)
      byHex.reserveCapacity(entries.count + count)
      removed = Array(repeating: false, count: entries.count)
      var apart = 0
      for (index, entry) in entries.enumerated() {
        byName[entry.name] = index
        if Palette.standsApart(entry) { apart += 1 } else { byHex[Palette.hexKey(entry)] = index }
      }
      isIndexed = byName.count == entries.count && byHex.count + apart == entries.count
    }

    mutating func append(_ entry: PaletteEntry, to entries: inout [PaletteEntry]) {
      byName[entry.name] = entries.count
      if !Palette.standsApart(entry) { byHex[Palette.hexKey(entry)] = entries.count }
      entries.append(entry)
      removed.append(false)
    }

    mutating func remove(_ index: Int, from entries: [PaletteEntry]) {
      byName[entries[index].name] = nil
      // A theme name's hex is not indexed: the index may name another entry of that hex.
      let key = Palette.hexKey(entries[index])
      if byHex[key] == index { byHex[key] = nil }
      removed[index] = true
    }

    mutating func recolor(_ index: Int, to entry: PaletteEntry, in entries: inout [PaletteEntry]) {
      let indexed = !Palette.standsApart(entries[index])
      if indexed { byHex[Palette.hexKey(entries[index])] = nil }
      entries[index] = entry
      if indexed { byHex[Palette.hexKey(entry)] = index }
    }

    func dropRemoved(from entries: inout [PaletteEntry]) {
      guard removed.contains(true) else { return }
      entries = entries.indices.filter { !removed[$0] }.map { entries[$0] }
    }
  }

  /// One key per hex (`#8033cc`, `#8033cc80`): the 8-bit color `0xRRGGBB` and the 8-bit alpha.
  struct ColorKey: Hashable {
    var rgb: Int
    var alpha: Int
  }

  /// The key of an opaque color's hex.
  static func hexKey(_ color: StoredColor, alpha255: Int = 255) -> ColorKey {
    let (red, green, blue) = color.rgb255
    return ColorKey(rgb: red << 16 | green << 8 | blue, alpha: alpha255)
  }

  /// The key of an entry's hex, `Palette.sameColor(_:_:)` as a dictionary key.
  static func hexKey(_ entry: PaletteEntry) -> ColorKey {
    hexKey(entry.color, alpha255: entry.alpha255)
  }
}
