import ColorCore

@testable import ColorTerminal

/// A mixer on an 80×24 terminal with three saved colors, and helpers to drive it.
struct MixerFixture {
  static let almond = PaletteRow(name: "Almond", color: StoredColor(red: 937, green: 871, blue: 804))
  static let sky = PaletteRow(name: "Sky", color: StoredColor(red: 529, green: 808, blue: 922))
  static let coal = PaletteRow(name: "Coal", color: .black)

  var state = MixerState(
    color: StoredColor(red: 500, green: 200, blue: 800), sides: 6, palette: [almond, sky, coal], width: 80, height: 24)
  var layout: MixerLayout { MixerLayout(width: state.width, height: state.height) }
  /// Every effect so far, in order.
  var effects: [MixerEffect] = []

  /// Applies events in order, collecting the effects.
  mutating func send(_ events: MixerEvent...) {
    for event in events {
      let (next, new) = Mixer.update(state, event, layout: layout)
      state = next
      effects += new
    }
  }

  mutating func press(_ key: Key, _ modifiers: Modifiers = []) {
    send(.input(.key(key, modifiers)))
  }

  mutating func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// A mouse event at a 0-based cell, sent 1-based as the terminal does.
  mutating func mouse(_ kind: MouseEvent.Kind, column: Int, row: Int) {
    send(.input(.mouse(MouseEvent(kind: kind, column: column + 1, row: row + 1))))
  }
}
