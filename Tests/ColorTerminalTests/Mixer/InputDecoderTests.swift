import Testing

@testable import ColorTerminal

@Suite struct InputDecoderTests {
  /// Decodes all bytes in one feed.
  func decode(_ text: String) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(Array(text.utf8))
  }

  func key(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent {
    .key(key, modifiers)
  }

  @Test func printableASCIIAndUTF8AreCharacters() {
    #expect(decode("a Z~") == [key(.character("a")), key(.character(" ")), key(.character("Z")), key(.character("~"))])
    #expect(decode("é✓😀") == [key(.character("é")), key(.character("✓")), key(.character("😀"))])
  }

  @Test func controlKeysHaveTheirOwnEvents() {
    #expect(decode("\r\n\t") == [key(.enter), key(.enter), key(.tab)])
    #expect(decode("\u{7F}\u{08}") == [key(.backspace), key(.backspace)])
    #expect(decode("\u{03}\u{1A}\u{01}") == [key(.control("c")), key(.control("z")), key(.control("a"))])
  }

  @Test func invalidUTF8IsSkippedAlone() {
    var decoder = InputDecoder()
    #expect(
      decoder.feed([0xFF, 0x61, 0xC3, 0x28, 0x80, 0xED, 0xA0, 0x80]) == [key(.character("a")), key(.character("("))])
  }

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left), ("\u{1B}OA", .up),
    ("\u{1B}OD", .left), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end), ("\u{1B}[5~", .pageUp),
    ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[Z", .backTab),
  ])
  func cursorAndEditingSequencesAreKeys(_ sequence: String, _ expected: Key) {
    #expect(decode(sequence) == [key(expected)])
  }

  @Test(
    arguments: [
      ("\u{1B}[1;2C", Key.right, Modifiers.shift), ("\u{1B}[1;3D", .left, .alt), ("\u{1B}[1;5A", .up, .control),
      ("\u{1B}[1;6B", .down, [.shift, .control]), ("\u{1B}[1;9C", .right, .alt), ("\u{1B}[5;5~", .pageUp, .control),
      ("\u{1B}[3;2~", .delete, .shift), ("\u{1B}[1;4H", .home, [.shift, .alt]),
    ] as [(String, Key, Modifiers)])
  func modifierParametersAreDecoded(_ sequence: String, _ expected: Key, _ modifiers: Modifiers) {
    #expect(decode(sequence) == [key(expected, modifiers)])
  }

  @Test func escapeBeforeAKeyIsAlt() {
    #expect(decode("\u{1B}x\u{1B}\u{7F}") == [key(.character("x"), .alt), key(.backspace, .alt)])
  }

  @Test func loneEscapeWaitsForTheTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.isWaitingForEscape)
    #expect(decoder.flushPendingEscape() == [key(.escape)])
    #expect(!decoder.isWaitingForEscape)
    #expect(decoder.flushPendingEscape() == [])
  }

  @Test func doubleEscapeEmitsTheFirstAtOnce() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B, 0x1B]) == [key(.escape)])
    #expect(decoder.flushPendingEscape() == [key(.escape)])
  }

  @Test func escapeThenBracketAfterTheTimeoutIsTwoKeys() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
    #expect(decoder.flushPendingEscape() == [key(.escape), key(.character("["))])
  }

  @Test func sequencesSplitAcrossFeedsAreKept() {
    let bytes = Array("\u{1B}[1;2C\u{1B}[<0;10;5M€".utf8)
    for split in 1..<bytes.count {
      var decoder = InputDecoder()
      let events = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...])
      #expect(
        events == [
          key(.right, .shift), .mouse(MouseEvent(kind: .press(.left), column: 10, row: 5)), key(.character("€")),
        ], "split at \(split)")
    }
  }

  @Test func byteByByteFeedingMatchesOneFeed() {
    let text = "ab\u{1B}OB\u{1B}[5~\u{1B}[<64;3;4M\r"
    var decoder = InputDecoder()
    let events = text.utf8.flatMap { decoder.feed([$0]) }
    #expect(events == decode(text))
    #expect(events.count == 6)
  }

  @Test(
    arguments: [
      ("\u{1B}[<0;10;5M", MouseEvent.Kind.press(.left), Modifiers()), ("\u{1B}[<1;10;5M", .press(.middle), []),
      ("\u{1B}[<2;10;5M", .press(.right), []), ("\u{1B}[<0;10;5m", .release(.left), []),
      ("\u{1B}[<32;10;5M", .drag(.left), []), ("\u{1B}[<35;10;5M", .move, []), ("\u{1B}[<64;10;5M", .wheelUp, []),
      ("\u{1B}[<65;10;5M", .wheelDown, []), ("\u{1B}[<4;10;5M", .press(.left), .shift),
      ("\u{1B}[<8;10;5M", .press(.left), .alt), ("\u{1B}[<16;10;5M", .press(.left), .control),
      ("\u{1B}[<84;10;5M", .wheelUp, [.shift, .control]),
    ] as [(String, MouseEvent.Kind, Modifiers)])
  func sgrMouseReportsAreDecodedWhateverModifiersAreHeld(_ sequence: String, _ kind: MouseEvent.Kind, _: Modifiers) {
    #expect(decode(sequence) == [.mouse(MouseEvent(kind: kind, column: 10, row: 5))])
  }

  @Test func mouseCoordinatesStayOneBased() {
    #expect(
      decode("\u{1B}[<0;1;1M\u{1B}[<0;223;100M") == [
        .mouse(MouseEvent(kind: .press(.left), column: 1, row: 1)),
        .mouse(MouseEvent(kind: .press(.left), column: 223, row: 100)),
      ])
  }

  @Test(arguments: [
    "\u{1B}[<0;10M", "\u{1B}[<66;1;1M", "\u{1B}[<128;1;1M", "\u{1B}[<0;1;1;1M", "\u{1B}[<;;M", "\u{1B}[?25h",
    "\u{1B}[2~", "\u{1B}[99~", "\u{1B}[1;2;3;4;5X", "\u{1B}[>0c", "\u{1B}OP", "\u{1B}[15;2~", "\u{1B}[ q",
  ])
  func unknownSequencesLeaveNoTrace(_ sequence: String) {
    #expect(decode(sequence + "k") == [key(.character("k"))])
  }

  @Test func interruptedSequenceIsDroppedAndTheInterruptingKeyKept() {
    #expect(decode("\u{1B}[1;\r") == [key(.enter)])
    #expect(decode("\u{1B}[12\u{1B}[A") == [key(.up)])
  }

  @Test func bracketedPasteBecomesOnePasteEventWithoutKeys() {
    #expect(
      decode("\u{1B}[200~ab q\r\u{1B}[A\u{03}7\u{7F}\u{1B}[201~x")
        == [.paste("ab q\r\u{1B}[A\u{03}7\u{7F}"), key(.character("x"))])
    #expect(decode("\u{1B}[200~\u{1B}[201~") == [])
  }

  @Test func pasteSplitAcrossFeedsIsOneEvent() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~he".utf8)) == [])
    #expect(decoder.feed(Array("llo\u{1B}[20".utf8)) == [])
    #expect(decoder.feed(Array("1~".utf8)) == [.paste("hello")])
  }

  @Test func pasteIsCappedAtTheLimit() {
    let long = String(repeating: "x", count: InputDecoder.pasteLimit + 100)
    #expect(decode("\u{1B}[200~" + long + "\u{1B}[201~") == [.paste(String(long.prefix(InputDecoder.pasteLimit)))])
  }

  @Test func overlongSequenceIsDroppedWithBoundedMemory() {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    events += decoder.feed(Array("\u{1B}[".utf8))
    for _ in 0..<10_000 { events += decoder.feed(Array("1;".utf8)) }
    events += decoder.feed(Array("5Cz".utf8))
    #expect(events == [key(.character("z"))])
    #expect(!decoder.isWaitingForEscape)
  }

  @Test func unknownSequenceSplitByteByByteLeavesNoTrace() {
    var decoder = InputDecoder()
    let events = "\u{1B}[?1049h\u{1B}[<66;1;1Mq".utf8.flatMap { decoder.feed([$0]) }
    #expect(events == [key(.character("q"))])
  }

  /// Found by the input-decoder fuzz target: an overlong sequence with a parameter byte after an intermediate gave
  /// characters when read at once and nothing when split.
  @Test func anOverlongSequenceGivesTheSameEventsWhateverTheSplit() {
    let bytes = Array(("\u{1B}[5" + String(repeating: "4", count: 62) + "+4444444444~x").utf8)
    var whole = InputDecoder()
    let expected = whole.feed(bytes)
    #expect(expected == [key(.character("x"))])
    for size in [1, 2, 3, 7, 64] {
      var split = InputDecoder()
      var events: [InputEvent] = []
      for start in stride(from: 0, to: bytes.count, by: size) {
        events += split.feed(bytes[start..<min(bytes.count, start + size)])
        #expect(split.pendingCount <= InputDecoder.pendingLimit)
      }
      #expect(events == expected)
    }
  }
}
