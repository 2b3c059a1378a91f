import ColorCore

/// The mixer's rules: how each event changes the state, and what the loop must do about it.
///
/// Keys in normal mode: ↑/↓ move the focus over red, green, blue, then the palette rows (stopping at the ends);
/// Tab/Shift-Tab do the same, wrapping around. On a channel: ←/→ step −1/+1, Shift-←/→ and PgDn/PgUp −10/+10,
/// Home/End set 0/100, `-` and `+` (or `=`) step −1/+1, or −0.1/+0.1 with Alt; digits and `.` edit the value,
/// Backspace deletes a typed character, Enter applies the typed value, Esc drops it. On a palette row: Enter or
/// `l` loads it, `d` or Delete asks to remove it. Anywhere: `[`/`<` and `]`/`>` change the sides by one, `s`
/// asks for a name to save under, `r` asks to reset to black, `?` shows help, `q` or Esc quits. Ctrl-C quits and
/// Ctrl-Z suspends in every mode. Mouse: click or drag on a track sets the value under the pointer, click on `−`
/// or `+` steps by 1, the wheel over a channel row steps by 1, a click on a label focuses it, a click on a
/// palette row loads it.
package enum Mixer {
  /// The longest palette name the prompt accepts.
  package static let nameLimit = 40
  /// The most characters a value field takes.
  package static let editLimit = 6

  /// The state after `event`, and the effects the loop must carry out, in order.
  package static func update(_ state: MixerState, _ event: MixerEvent, layout: MixerLayout) -> (
    MixerState, [MixerEffect]
  ) {
    var state = state
    var effects: [MixerEffect] = []
    switch event {
    case .resize(let width, let height):
      state.width = width
      state.height = height
    case .message(let message):
      state.message = message
    case .storeChanged(let color, let sides, let palette):
      replace(&state, color: color, sides: sides, palette: palette)
    case .input(.key(.control("c"), _)):
      effects.append(.quit)
    case .input(.key(.control("z"), _)):
      effects.append(.suspend)
    case .input(let input):
      switch state.mode {
      case .normal: normal(&state, input, layout: layout, effects: &effects)
      case .help: help(&state, input, effects: &effects)
      case .naming(let name): naming(&state, name, input, effects: &effects)
      case .confirmRemove(let name): if confirmed(&state, input) { effects.append(.remove(name)) }
      case .confirmReset: if confirmed(&state, input) { set(&state, to: .black, effects: &effects) }
      }
    }
    return (state, effects)
  }

  private static func replace(_ state: inout MixerState, color: StoredColor, sides: Int, palette: [PaletteRow]) {
    let color = StoredColor(red: clamp(color.red), green: clamp(color.green), blue: clamp(color.blue))
    if color != state.color { state.nearestName = nil }
    state.color = color
    state.sides = Polygon(sides: sides).sides
    state.palette = palette
    if let index = state.focusedPalette, index >= palette.count {
      state.focus = palette.isEmpty ? .channel(.blue) : .palette(palette.count - 1)
    }
    if case .confirmRemove(let name) = state.mode, !palette.contains(where: { $0.name == name }) {
      state.mode = .normal
    }
  }

  private static func help(_ state: inout MixerState, _ input: InputEvent, effects: inout [MixerEffect]) {
    guard case .key(let key, _) = input else { return }
    if key == .character("q") { return effects.append(.quit) }
    state.mode = .normal
  }

  private static func naming(
    _ state: inout MixerState, _ name: String, _ input: InputEvent, effects: inout [MixerEffect]
  ) {
    switch input {
    case .key(.character(let character), let modifiers) where modifiers.isDisjoint(with: [.alt, .control]):
      state.mode = .naming(appending(String(character), to: name))
    case .paste(let text):
      state.mode = .naming(appending(text, to: name))
    case .key(.backspace, _):
      state.mode = .naming(String(name.dropLast()))
    case .key(.escape, _):
      state.mode = .normal
      state.message = nil
    case .key(.enter, _):
      let trimmed = trimmingSpaces(name)
      guard !trimmed.isEmpty else {
        state.message = "type a name, or Esc to cancel"
        return
      }
      state.mode = .normal
      state.message = nil
      effects.append(.save(trimmed))
    default:
      break
    }
  }

  /// The text without spaces at either end.
  private static func trimmingSpaces(_ text: String) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  /// The name with the text's printable characters added, up to `nameLimit` characters.
  private static func appending(_ text: String, to name: String) -> String {
    let printable = text.filter { character in
      character.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
    }
    return String((name + printable).prefix(nameLimit))
  }

  /// True for `y`; any key returns to normal mode, other input is ignored.
  private static func confirmed(_ state: inout MixerState, _ input: InputEvent) -> Bool {
    guard case .key(let key, _) = input else { return false }
    state.mode = .normal
    state.message = nil
    return key == .character("y") || key == .character("Y")
  }

  private static func normal(
    _ state: inout MixerState, _ input: InputEvent, layout: MixerLayout, effects: inout [MixerEffect]
  ) {
    switch input {
    case .key(let key, let modifiers):
      state.message = nil
      handleKey(&state, key, modifiers, effects: &effects)
    case .mouse(let mouse):
      handleMouse(&state, mouse, layout: layout, effects: &effects)
    case .paste(let text):
      guard case .channel = state.focus else { return }
      for character in text where character.isNumber && character.isASCII || character == "." {
        typeCharacter(&state, character)
      }
    }
  }

  private static func handleKey(
    _ state: inout MixerState, _ key: Key, _ modifiers: Modifiers, effects: inout [MixerEffect]
  ) {
    let channel: Channel? = if case .channel(let channel) = state.focus { channel } else { nil }
    let big = modifiers.contains(.shift)
    switch key {
    case .up: moveFocus(&state, by: -1, wrapping: false)
    case .down: moveFocus(&state, by: 1, wrapping: false)
    case .tab: moveFocus(&state, by: 1, wrapping: true)
    case .backTab: moveFocus(&state, by: -1, wrapping: true)
    case .left: if let channel { step(&state, channel, by: big ? -100 : -10, effects: &effects) }
    case .right: if let channel { step(&state, channel, by: big ? 100 : 10, effects: &effects) }
    case .pageDown: if let channel { step(&state, channel, by: -100, effects: &effects) }
    case .pageUp: if let channel { step(&state, channel, by: 100, effects: &effects) }
    case .home: if let channel { set(&state, channel, to: 0, effects: &effects) }
    case .end: if let channel { set(&state, channel, to: 1000, effects: &effects) }
    case .enter:
      if let channel { applyEdit(&state, channel, effects: &effects) } else { load(state, effects: &effects) }
    case .backspace:
      if let text = state.editText { state.editText = text.count > 1 ? String(text.dropLast()) : nil }
    case .delete:
      askToRemove(&state)
    case .escape:
      if state.editText != nil { state.editText = nil } else { effects.append(.quit) }
    case .character(let character):
      handleCharacter(&state, character, alt: modifiers.contains(.alt), channel: channel, effects: &effects)
    case .control:
      break
    }
  }

  private static func handleCharacter(
    _ state: inout MixerState, _ character: Character, alt: Bool, channel: Channel?, effects: inout [MixerEffect]
  ) {
    switch character {
    case "-": if let channel { step(&state, channel, by: alt ? -1 : -10, effects: &effects) }
    case "+", "=": if let channel { step(&state, channel, by: alt ? 1 : 10, effects: &effects) }
    case _ where alt: break
    case "0"..."9", ".": if channel != nil { typeCharacter(&state, character) }
    case "[", "<": changeSides(&state, by: -1, effects: &effects)
    case "]", ">": changeSides(&state, by: 1, effects: &effects)
    case "s": state.mode = .naming("")
    case "r": state.mode = .confirmReset
    case "?": state.mode = .help
    case "q": effects.append(.quit)
    case "l": load(state, effects: &effects)
    case "d": askToRemove(&state)
    default: break
    }
  }

  private static func handleMouse(
    _ state: inout MixerState, _ mouse: MouseEvent, layout: MixerLayout, effects: inout [MixerEffect]
  ) {
    let target = layout.target(
      column: mouse.column - 1, row: mouse.row - 1, focusedPalette: state.focusedPalette,
      paletteCount: state.palette.count)
    switch mouse.kind {
    case .press(.left):
      state.message = nil
      switch target {
      case .track(let channel, let value):
        state.dragging = channel
        focus(&state, .channel(channel))
        set(&state, channel, to: value, effects: &effects)
      case .minus(let channel):
        focus(&state, .channel(channel))
        step(&state, channel, by: -10, effects: &effects)
      case .plus(let channel):
        focus(&state, .channel(channel))
        step(&state, channel, by: 10, effects: &effects)
      case .row(let channel):
        focus(&state, .channel(channel))
      case .palette(let index):
        focus(&state, .palette(index))
        load(state, effects: &effects)
      case nil:
        break
      }
    case .drag(.left):
      if let channel = state.dragging {
        set(&state, channel, to: layout.trackValue(column: mouse.column - 1), effects: &effects)
      } else if case .track(let channel, let value) = target {
        state.dragging = channel
        focus(&state, .channel(channel))
        set(&state, channel, to: value, effects: &effects)
      }
    case .release:
      state.dragging = nil
    case .wheelUp, .wheelDown:
      let delta = mouse.kind == .wheelUp ? 10 : -10
      switch target {
      case .row(let channel), .track(let channel, _), .minus(let channel), .plus(let channel):
        step(&state, channel, by: delta, effects: &effects)
      default:
        break
      }
    default:
      break
    }
  }

  /// The rows in focus order: the three channels, then the palette.
  private static func focusOrder(_ state: MixerState) -> [MixerFocus] {
    Channel.allCases.map { .channel($0) } + state.palette.indices.map { .palette($0) }
  }

  private static func moveFocus(_ state: inout MixerState, by delta: Int, wrapping: Bool) {
    let order = focusOrder(state)
    let current = order.firstIndex(of: state.focus) ?? 0
    let next = wrapping ? (current + delta + order.count) % order.count : min(order.count - 1, max(0, current + delta))
    focus(&state, order[next])
  }

  /// Moves the focus; a value being typed is dropped when the focus moves away.
  private static func focus(_ state: inout MixerState, _ focus: MixerFocus) {
    if focus != state.focus { state.editText = nil }
    state.focus = focus
  }

  private static func typeCharacter(_ state: inout MixerState, _ character: Character) {
    let text = state.editText ?? ""
    if text.count < editLimit { state.editText = text + String(character) }
  }

  /// Enter on a channel: the typed text as a decimal, rounded to tenths and clamped to 0–100 with a message.
  private static func applyEdit(_ state: inout MixerState, _ channel: Channel, effects: inout [MixerEffect]) {
    guard let text = state.editText else { return }
    guard let tenths = parseTenths(text) else {
      state.message = "\(channel.rawValue): \(text) is not a number"
      return
    }
    if tenths > 1000 { state.message = "\(channel.rawValue) \(text) is out of range 0–100; using 100" }
    set(&state, channel, to: tenths, effects: &effects)
  }

  /// Digits with at most one `.` and at least one digit, as tenths rounded half up; nil otherwise.
  package static func parseTenths(_ text: String) -> Int? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }),
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    let whole = parts[0].reduce(0) { min(1_000_000, $0 * 10 + $1.wholeNumberValue!) }
    let decimals = parts.count == 2 ? parts[1].map { $0.wholeNumberValue! } : []
    let tenth = decimals.first ?? 0
    let roundUp = decimals.count > 1 && decimals[1] >= 5 ? 1 : 0
    return whole * 10 + tenth + roundUp
  }

  private static func step(_ state: inout MixerState, _ channel: Channel, by delta: Int, effects: inout [MixerEffect]) {
    set(&state, channel, to: state.color[channel] + delta, effects: &effects)
  }

  private static func set(_ state: inout MixerState, _ channel: Channel, to tenths: Int, effects: inout [MixerEffect]) {
    var color = state.color
    color[channel] = clamp(tenths)
    set(&state, to: color, effects: &effects)
  }

  /// Every color change goes through here: it drops the typed value and the stale name, and writes the color.
  private static func set(_ state: inout MixerState, to color: StoredColor, effects: inout [MixerEffect]) {
    state.editText = nil
    guard color != state.color else { return }
    state.color = color
    state.nearestName = nil
    effects.append(.writeColor(color))
  }

  private static func clamp(_ tenths: Int) -> Int {
    min(1000, max(0, tenths))
  }

  private static func changeSides(_ state: inout MixerState, by delta: Int, effects: inout [MixerEffect]) {
    let sides = Polygon(sides: state.sides + delta).sides
    guard sides != state.sides else {
      state.message = "a polygon has 3 to 12 sides"
      return
    }
    state.sides = sides
    effects.append(.writeSides(sides))
  }

  private static func load(_ state: MixerState, effects: inout [MixerEffect]) {
    guard let index = state.focusedPalette, state.palette.indices.contains(index) else { return }
    effects.append(.load(state.palette[index].name))
  }

  private static func askToRemove(_ state: inout MixerState) {
    guard let index = state.focusedPalette, state.palette.indices.contains(index) else { return }
    state.mode = .confirmRemove(state.palette[index].name)
  }
}
