extension ColorSpace {
  /// ITU-R BT.2020 primaries, `color(rec2020 r g b)`, with the BT.1886 transfer CSS Color 4 adopted (a pure 2.4
  /// gamma, as coloraide has it).
  public static let rec2020 = rgbSpace(
    "rec2020", summary: "Rec. 2020 with the BT.1886 transfer (a 2.4 gamma); gamut mapped into it",
    linear: mirrored { Platform.pow($0, 2.4) }, encoded: mirrored { Platform.pow($0, 1 / 2.4) },
    toXYZ: Matrix3(
      (0.6369580483012911, 0.14461690358620838, 0.16888097516417208),
      (0.262700212011267, 0.677998071518871, 0.05930171646986195),
      (4.994106574466074e-17, 0.028072693049087438, 1.0609850577107909)),
    fromXYZ: Matrix3(
      (1.7166511879712683, -0.3556707837763925, -0.25336628137365985),
      (-0.666684351832489, 1.6164812366349388, 0.015768545813911142),
      (0.017639857445310787, -0.042770613257808524, 0.9421031212354739)))
}
