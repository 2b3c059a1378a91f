extension Palette {
  /// What importing a document did: how many entries were added, updated (`--replace`) or were already there,
  /// and the entries refused: how many, and the first `maximumKeptRefusals` of them, each with its line (a document
  /// of a million bad entries costs nothing for those no one would read).
  public struct ImportResult: Equatable, Sendable {
    /// Entries added to the palette.
    public var added = 0
    /// Entries that replaced the color saved under their name (`replacing`).
    public var updated = 0
    /// Entries whose color the palette held under another name: the name is now one more of that entry's names.
    public var aliased = 0
    /// Entries the palette already held, name and color: nothing to do.
    public var unchanged = 0
    /// Entries removed because `--replace` gave their last name to another color.
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
  /// `--replace`): a name the rules refuse or a taken name is refused; a color the palette holds under another
  /// name gives that entry the name (an alias); an entry the palette holds already (same name, same color)
  /// changes nothing. Within the document, a name an earlier entry has is refused too, even with `replacing`. An
  /// entry without a name gets `ImportedLine.generatedName(for:)`, and never replaces nor aliases: its color
  /// already saved (under any name) is already saved, and its made-up name holding another color is refused.
  /// Refused entries change nothing; the others are saved.
  mutating func importing(_ document: ImportedLines, replacing: Bool) -> ImportResult {
    var importer = Importer(self, replacing: replacing, adding: document.entries.count)
    importer.countUnkept(document.unkeptRefusals)
    for imported in document.entries { importer.add(imported) }
    let result: ImportResult
    (self, result) = importer.finished()
    return result
  }

  /// `importing(_:replacing:)` one entry at a time, as a document is read (`ImportedLines(each:)`), so that no
  /// entry is kept but what the palette keeps: a document of a million copies of one color costs one. Where each
  /// name and color is, is kept up to date (each entry costs a lookup, not a scan of the palette); an entry that
  /// loses its last name is marked, and dropped at the end.
  struct Importer {
    private var palette: Palette
    private let replacing: Bool
    private var result = ImportResult()
    /// Where each name of the palette is, and each color of an entry that does not stand apart (the first, in a
    /// hand-edited palette holding one twice).
    private var byName: [String: Int] = [:]
    private var byColor: [Color: Int] = [:]
    private var removed: [Bool]
    /// The document's names so far, and the lines of their entries.
    private var names: [String: Int] = [:]
    /// The entries so far, the line of the last one, and how many were on it.
    private var position = 0
    private var lastLine = 0
    private var onLastLine = 0

    /// An import into `palette`; `adding` is how many entries are to come, when it is known, so that each map is
    /// made once at its size (one grown as it fills holds the old and the new table for a moment).
    init(_ palette: Palette, replacing: Bool, adding count: Int = 0) {
      self.palette = palette
      self.replacing = replacing
      byName.reserveCapacity(palette.entries.count + count)
      byColor.reserveCapacity(palette.entries.count + count)
      names.reserveCapacity(count)
      removed = Array(repeating: false, count: palette.entries.count)
      for (index, entry) in palette.entries.enumerated().reversed() {
        for name in entry.names { byName[name] = index }
        if !Palette.standsApart(entry) { byColor[entry.exact] = index }
      }
    }

    /// Counts refusals the document did not keep (`ImportedLines.unkeptRefusals`).
    mutating func countUnkept(_ count: Int) {
      result.refusedCount += count
    }

    /// The palette with every entry imported, and what was done.
    func finished() -> (Palette, ImportResult) {
      var palette = palette
      if removed.contains(true) {
        palette.entries = palette.entries.indices.filter { !removed[$0] }.map { palette.entries[$0] }
      }
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
      let given: String?
      var candidate: PaletteEntry
      switch imported {
      case .entry(_, let name, let color, let kept), .mapped(_, let name, let color, _, _, _, let kept):
        given = name
        candidate = kept.entry(named: "", color: color)
      case .bad(_, let problem):
        refuse(problem, line: line)
        return
      case .skipped: return
      }
      do {
        candidate.name = try PaletteEntry.validName(given ?? ImportedLine.generatedName(for: candidate))
      } catch {
        refuse(.badName(error), line: line)
        return
      }
      let name = candidate.name
      // A color without a name that the palette holds is that color again, under whatever name.
      if given == nil, byColor[candidate.exact] != nil {
        result.unchanged += 1
        return
      }
      if let first = names[name] {
        refuse(
          given == nil ? .repeatedGeneratedName(name, firstLine: first) : .repeatedName(name, firstLine: first),
          line: line)
        return
      }
      names[name] = line
      let named = byName[name]
      // A theme's names share colors (see `Palette`).
      if given != nil && ThemeNames.isThemeName(name) {
        if let named, palette.entries[named].exact == candidate.exact {
          result.unchanged += 1
        } else if let named, replacing {
          palette.entries[named] = candidate
          result.updated += 1
        } else if named != nil {
          refuse(.nameTaken(name), line: line)
        } else {
          append(candidate)
        }
        return
      }
      if let holder = byColor[candidate.exact] {
        // Every name of the palette is indexed: a lookup, not a search of the entry's names.
        if named == holder {
          result.unchanged += 1
        } else if named != nil && !replacing {
          refuse(.nameTaken(name), line: line)
        } else {
          if let named { take(name, from: named) }
          palette.entries[holder].aliases.append(name)
          byName[name] = holder
          result.aliased += 1
        }
        return
      }
      guard let named else { return append(candidate) }
      guard replacing, given != nil else {
        return refuse(given == nil ? .generatedNameTaken(name) : .nameTaken(name), line: line)
      }
      if palette.entries[named].names == [name] {
        let old = palette.entries[named].exact
        if byColor[old] == named { byColor[old] = nil }
        palette.entries[named] = candidate
        if !Palette.standsApart(candidate) { byColor[candidate.exact] = named }
      } else {
        take(name, from: named)
        append(candidate, counting: false)
      }
      result.updated += 1
    }

    private mutating func append(_ entry: PaletteEntry, counting: Bool = true) {
      byName[entry.name] = palette.entries.count
      if !Palette.standsApart(entry) { byColor[entry.exact] = palette.entries.count }
      palette.entries.append(entry)
      removed.append(false)
      if counting { result.added += 1 }
    }

    /// Takes `name` from the entry at `index`, which is marked removed when it was its last name.
    private mutating func take(_ name: String, from index: Int) {
      byName[name] = nil
      var entry = palette.entries[index]
      entry.aliases.removeAll { $0 == name }
      if entry.name == name {
        if entry.aliases.isEmpty {
          removed[index] = true
          if byColor[entry.exact] == index { byColor[entry.exact] = nil }
          result.removed += 1
        } else {
          entry.name = entry.aliases.removeFirst()
        }
      }
      palette.entries[index] = entry
    }
  }
}
