import Testing

@testable import ColorCore

/// The roles a terminal's theme has, their palette names, and which must be readable on the background.
@Suite struct TerminalRolesAreNamedAndJudged {
  @Test func namesReadBack() {
    #expect(TerminalRole.all.map(\.name).prefix(4) == ["foreground", "background", "cursor", "color0"])
    #expect(TerminalRole.all.count == 19)
    for role in TerminalRole.all { #expect(TerminalRole(name: role.name) == role) }
    #expect(TerminalRole(name: "color16") == nil)
    #expect(TerminalRole(name: "Foreground") == nil)
  }

  @Test func textRolesAreTheForegroundAndColorsOneToSevenAndNineToFifteen() {
    let judged = TerminalRole.all.filter(\.isText).map(\.name)
    #expect(judged == ["foreground"] + ((1...7).map { "color\($0)" } + (9...15).map { "color\($0)" }))
  }

  @Test func aThemeFromThePaletteTakesOnlyRoleNamesInRoleOrder() {
    let entries = [
      PaletteEntry(name: "color3", color: StoredColor(red: 1000, green: 0, blue: 0)),
      PaletteEntry(name: "grape", color: StoredColor(red: 500, green: 200, blue: 800)),
      PaletteEntry(name: "background", color: StoredColor(red: 0, green: 0, blue: 0)),
    ]
    let theme = TerminalTheme(palette: entries)
    #expect(theme.colors.map(\.role) == [.background, .ansi(3)])
    #expect(theme.missing.count == 17)
  }
}
