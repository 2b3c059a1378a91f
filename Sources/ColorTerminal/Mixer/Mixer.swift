import ColorCore

/// The mixer's rules: how each event changes the state, and what the loop must do about it.
///
/// The three sliders work in one space, RGB, HSL or OKLCH (`m`, or a click on its tab, moves to the next); the
/// stored color stays RGB tenths. Keys in normal mode: ↑/↓ move the focus over the three sliders, then the palette
/// rows (stopping at the ends); Tab/Shift-Tab do the same, wrapping around. On a slider: ←/→ step by the slider's
/// step (1, or 0.004 of OKLCH chroma), Shift-←/→ and PgDn/PgUp by ten steps, Home/End set its ends, `-` and `+`
/// (or `=`) step, or a tenth of a step with Alt; digits and `.` edit the value (at most `editLimit`, and a
/// message says so), Backspace deletes a typed character, Enter applies the typed value, Esc drops it; while a
/// value is typed the other character keys only say to finish it first. On a palette row: Enter or `l` loads it,
/// `d` or Delete asks to remove it. Anywhere: `[`/`<` and `]`/`>` change the sides by one, `s` asks for a name to save under,
/// `r` asks to reset to black, `u` undoes the last change and Ctrl-R redoes it, `y` copies the color (OSC 52) and
/// `Y` moves to the next copy format and copies in it, `?` shows help, `q` or Esc quits. Ctrl-C quits and Ctrl-Z
/// suspends in every mode. Mouse: click or drag on a track sets the value under the pointer, click on `−` or `+`
/// steps, the wheel over a slider row steps, a click on a label focuses it, a click on a palette row loads it, a
/// click on a tab switches the space.
package enum Mixer {
  /// The longest palette name the prompt accepts.
  package static let nameLimit = PaletteEntry.maximumNameScalars
  /// The most characters a value field takes: as many as it shows.
  package static let editLimit = MixerLayout.fieldWidth
  /// The most changes `u` can take back.
  package static let undoLimit = 1000

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
    case .storeChanged(let color, let sides, let sliders, let palette):
      if let sliders, sliders != state.sliders {
        state.sliders = sliders
        state.sliderValues = sliders.components(of: state.color)
      }
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
      case .confirmReset:
        if confirmed(&state, input) { change(&state, to: .black, components: nil, effects: &effects) }
      }
    }
    return (state, effects)
  }

  private static func replace(_ state: inout MixerState, color: StoredColor, sides: Int, palette: [PaletteRow]) {
    let color = StoredColor(red: clamp(color.red), green: clamp(color.green), blue: clamp(color.blue))
    if color != state.color {
      state.nearestName = nil
      // Another process changed the color (not a load this mixer asked for): undoing the mixer's earlier changes
      // would overwrite it, so the history starts again from here.
      if color != state.expectedLoad {
        state.undo = []
        state.redo = []
      }
    }
    state.expectedLoad = nil
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

  /// The name with the text added as it is, as far as the palette's name limits allow. The prompt shows every
  /// character (the screen escapes what cannot be shown raw), and Enter refuses a name the palette would.
  private static func appending(_ text: String, to name: String) -> String {
    PaletteEntry.prefixFittingNameLimits(name + text)
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
    let row: Channel? = if case .channel(let row) = state.focus { row } else { nil }
    let axis = row.map { state.sliders.axis($0) }
    let big = modifiers.contains(.shift)
    switch key {
    case .up: moveFocus(&state, by: -1, wrapping: false)
    case .down: moveFocus(&state, by: 1, wrapping: false)
    case .tab: moveFocus(&state, by: 1, wrapping: true)
    case .backTab: moveFocus(&state, by: -1, wrapping: true)
    case .left: if let row, let axis { step(&state, row, by: big ? -axis.bigStep : -axis.step, effects: &effects) }
    case .right: if let row, let axis { step(&state, row, by: big ? axis.bigStep : axis.step, effects: &effects) }
    case .pageDown: if let row, let axis { step(&state, row, by: -axis.bigStep, effects: &effects) }
    case .pageUp: if let row, let axis { step(&state, row, by: axis.bigStep, effects: &effects) }
    case .home: if let row, let axis { set(&state, row, to: axis.range.lowerBound, effects: &effects) }
    case .end: if let row, let axis { set(&state, row, to: axis.range.upperBound, effects: &effects) }
    case .enter:
      if let row { applyEdit(&state, row, effects: &effects) } else { load(&state, effects: &effects) }
    case .backspace:
      if let text = state.editText { state.editText = text.count > 1 ? String(text.dropLast()) : nil }
    case .delete:
      askToRemove(&state)
    case .escape:
      if state.editText != nil { state.editText = nil } else { effects.append(.quit) }
    case .character(let character):
      handleCharacter(&state, character, alt: modifiers.contains(.alt), row: row, effects: &effects)
    case .control("r"):
      redo(&state, effects: &effects)
    case .control:
      break
    }
  }

  private static func handleCharacter(
    _ state: inout MixerState, _ character: Character, alt: Bool, row: Channel?, effects: inout [MixerEffect]
  ) {
    let axis = row.map { state.sliders.axis($0) }
    // While a value is typed, the other character keys (which would change the color or leave) wait for Enter or
    // Esc, so that the typed value is never dropped or overtaken by a key meant for the field.
    if state.editText != nil && (alt || !("0"..."9" ~= character || character == ".")) {
      state.message = "finish the value first: \(MixerView.typingHint)"
      return
    }
    switch character {
    case "-": if let row, let axis { step(&state, row, by: alt ? -axis.fineStep : -axis.step, effects: &effects) }
    case "+", "=": if let row, let axis { step(&state, row, by: alt ? axis.fineStep : axis.step, effects: &effects) }
    case _ where alt: break
    case "0"..."9", ".": if row != nil { typeCharacter(&state, character) }
    case "[", "<": changeSides(&state, by: -1, effects: &effects)
    case "]", ">": changeSides(&state, by: 1, effects: &effects)
    case "s": state.mode = .naming("")
    case "r": state.mode = .confirmReset
    case "?": state.mode = .help
    case "q": effects.append(.quit)
    case "l": load(&state, effects: &effects)
    case "d": askToRemove(&state)
    case "m": switchSliders(&state, to: state.sliders.next, effects: &effects)
    case "u": undo(&state, effects: &effects)
    case "y": copy(&state, effects: &effects)
    case "Y":
      state.copyFormat = state.copyFormat.next
      copy(&state, effects: &effects)
    default: break
    }
  }

  private static func handleMouse(
    _ state: inout MixerState, _ mouse: MouseEvent, layout: MixerLayout, effects: inout [MixerEffect]
  ) {
    let target = layout.target(
      column: mouse.column - 1, row: mouse.row - 1, focusedPalette: state.paletteAnchor,
      paletteCount: state.palette.count)
    switch mouse.kind {
    case .press(.left):
      state.message = nil
      switch target {
      case .track(let row, let position):
        startDrag(&state, row)
        focus(&state, .channel(row))
        set(&state, row, to: state.sliders.axis(row).value(atPosition: position), effects: &effects)
      case .minus(let row):
        focus(&state, .channel(row))
        step(&state, row, by: -state.sliders.axis(row).step, effects: &effects)
      case .plus(let row):
        focus(&state, .channel(row))
        step(&state, row, by: state.sliders.axis(row).step, effects: &effects)
      case .row(let row):
        focus(&state, .channel(row))
      case .palette(let index):
        focus(&state, .palette(index))
        load(&state, effects: &effects)
      case .space(let sliders):
        switchSliders(&state, to: sliders, effects: &effects)
      case nil:
        break
      }
    case .drag(.left):
      if let row = state.dragging {
        let position = layout.trackValue(column: mouse.column - 1)
        set(&state, row, to: state.sliders.axis(row).value(atPosition: position), effects: &effects)
      } else if case .track(let row, let position) = target {
        startDrag(&state, row)
        focus(&state, .channel(row))
        set(&state, row, to: state.sliders.axis(row).value(atPosition: position), effects: &effects)
      }
    case .release:
      state.dragging = nil
    case .wheelUp, .wheelDown:
      let sign = mouse.kind == .wheelUp ? 1.0 : -1.0
      switch target {
      case .row(let row), .track(let row, _), .minus(let row), .plus(let row):
        step(&state, row, by: sign * state.sliders.axis(row).step, effects: &effects)
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

  /// Adds a character to the value being typed; past `editLimit` characters it is refused, and the message line
  /// says so.
  private static func typeCharacter(_ state: inout MixerState, _ character: Character) {
    let text = state.editText ?? ""
    guard text.count < editLimit else {
      state.message = "a value takes at most \(editLimit) characters; \(MixerView.typingHint)"
      return
    }
    state.editText = text + String(character)
  }

  /// Enter on a slider: the typed text as a decimal, rounded to the slider's decimals and clamped to its range
  /// with a message.
  private static func applyEdit(_ state: inout MixerState, _ row: Channel, effects: inout [MixerEffect]) {
    guard let text = state.editText else { return }
    let axis = state.sliders.axis(row)
    guard let value = parseValue(text, decimals: axis.decimals) else {
      state.message = "\(axis.label.lowercased()): \(text) is not a number"
      return
    }
    if value > axis.range.upperBound {
      let upper = axis.text(axis.range.upperBound)
      state.message = "\(axis.label.lowercased()) \(text) is out of range 0–\(upper); using \(upper)"
    }
    set(&state, row, to: value, effects: &effects)
  }

  /// The typed value rounded half up to `decimals`; nil when it is not digits with at most one `.`.
  package static func parseValue(_ text: String, decimals: Int) -> Double? {
    guard let scaled = parseScaled(text, decimals: decimals) else { return nil }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    return Double(scaled) / scale
  }

  /// Digits with at most one `.` and at least one digit, times 10^`decimals`, rounded half up; nil otherwise.
  private static func parseScaled(_ text: String, decimals count: Int) -> Int? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }),
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    var scaled = parts[0].reduce(0) { min(1_000_000, $0 * 10 + $1.wholeNumberValue!) }
    let digits = parts.count == 2 ? parts[1].map { $0.wholeNumberValue! } : []
    for index in 0..<count { scaled = scaled * 10 + (index < digits.count ? digits[index] : 0) }
    if digits.count > count && digits[count] >= 5 { scaled += 1 }
    return scaled
  }

  private static func step(_ state: inout MixerState, _ row: Channel, by delta: Double, effects: inout [MixerEffect]) {
    let index = Channel.allCases.firstIndex(of: row)!
    set(&state, row, to: state.components[index] + delta, effects: &effects)
  }

  /// Moves one slider: its value (rounded and clamped to the slider) is kept as the slider shows it, and the
  /// color becomes what the three values give.
  private static func set(_ state: inout MixerState, _ row: Channel, to value: Double, effects: inout [MixerEffect]) {
    let index = Channel.allCases.firstIndex(of: row)!
    var components = state.components
    components[index] = state.sliders.axis(row).limited(value)
    change(&state, to: state.sliders.color(components), components: components, effects: &effects)
  }

  /// Every color change made in the mixer goes through here: it drops the typed value and the stale name, records
  /// the color it replaces for undo (once per drag), and writes the color. `components` are the sliders' values
  /// (nil: worked out from the color).
  private static func change(
    _ state: inout MixerState, to color: StoredColor, components: [Double]?, effects: inout [MixerEffect]
  ) {
    state.editText = nil
    if let components { state.sliderValues = components }
    guard color != state.color else { return }
    if state.dragging == nil || !state.dragRecorded {
      record(&state)
      if state.dragging != nil { state.dragRecorded = true }
    }
    show(&state, color, components: components, effects: &effects)
  }

  /// Shows and writes `color`, with no undo record.
  private static func show(
    _ state: inout MixerState, _ color: StoredColor, components: [Double]?, effects: inout [MixerEffect]
  ) {
    if components == nil { state.sliderValues = state.sliders.components(of: color, keeping: state.components) }
    state.color = color
    state.nearestName = nil
    effects.append(.writeColor(color))
  }

  private static func startDrag(_ state: inout MixerState, _ row: Channel) {
    state.dragging = row
    state.dragRecorded = false
  }

  /// Records the current color for undo, about to be replaced by a change of this mixer's; the redo list empties.
  private static func record(_ state: inout MixerState) {
    state.undo.append(state.color)
    if state.undo.count > undoLimit { state.undo.removeFirst() }
    state.redo = []
  }

  private static func undo(_ state: inout MixerState, effects: inout [MixerEffect]) {
    travel(&state, from: \.undo, to: \.redo, done: "undid", none: "nothing to undo", effects: &effects)
  }

  private static func redo(_ state: inout MixerState, effects: inout [MixerEffect]) {
    travel(&state, from: \.redo, to: \.undo, done: "redid", none: "nothing to redo", effects: &effects)
  }

  /// Undo or redo: the latest color of one list is shown and written, the current one goes on the other list.
  private static func travel(
    _ state: inout MixerState, from source: WritableKeyPath<MixerState, [StoredColor]>,
    to target: WritableKeyPath<MixerState, [StoredColor]>, done: String, none: String, effects: inout [MixerEffect]
  ) {
    guard let color = state[keyPath: source].popLast() else {
      state.message = none
      return
    }
    state.editText = nil
    state[keyPath: target].append(state.color)
    show(&state, color, components: nil, effects: &effects)
    let left = state[keyPath: source].count
    state.message = "\(done): now \(color.hex)" + (left == 0 ? "" : " (\(left) more)")
  }

  /// Moves the sliders to another space; the color is left exactly as it is.
  private static func switchSliders(
    _ state: inout MixerState, to sliders: ColorStore.SliderSpace, effects: inout [MixerEffect]
  ) {
    guard sliders != state.sliders else { return }
    state.editText = nil
    state.leftValues[state.sliders] = state.components
    state.sliders = sliders
    let left = state.leftValues[sliders]
    state.sliderValues =
      left.flatMap { sliders.color($0) == state.color ? $0 : nil }
      ?? sliders.components(of: state.color, keeping: left)
    state.message = "sliders: \(sliders.title)"
    effects.append(.writeSliders(sliders))
  }

  private static func copy(_ state: inout MixerState, effects: inout [MixerEffect]) {
    let text = state.copyFormat.text(state.color)
    effects.append(.copy(text))
    state.message = "copied \(text)  (Y: copy as \(state.copyFormat.next.rawValue))"
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

  /// Asks the loop to load the focused row; the color it replaces is recorded for undo.
  private static func load(_ state: inout MixerState, effects: inout [MixerEffect]) {
    guard let index = state.focusedPalette, state.palette.indices.contains(index) else { return }
    if state.palette[index].color != state.color {
      record(&state)
      state.expectedLoad = state.palette[index].color
    }
    effects.append(.load(state.palette[index].name))
  }

  private static func askToRemove(_ state: inout MixerState) {
    guard let index = state.focusedPalette, state.palette.indices.contains(index) else { return }
    state.mode = .confirmRemove(state.palette[index].name)
  }
}
