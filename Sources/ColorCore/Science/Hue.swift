/// Helpers for hue angles in degrees.
enum Hue {
  /// `degrees` brought into 0..<360.
  static func normalized(_ degrees: Double) -> Double {
    // The common cases without `fmod`, with the same results: 360 ≤ d < 720 makes d − 360 exactly (Sterbenz).
    if degrees >= 0 && degrees < 360 { return degrees }
    if degrees >= 360 && degrees < 720 { return degrees - 360 }
    guard degrees.isFinite else { return 0 }
    let turned = degrees.truncatingRemainder(dividingBy: 360)
    let positive = turned < 0 ? turned + 360 : turned
    return positive >= 360 ? 0 : positive
  }

  /// The angle of the point (`a`, `b`) in degrees, 0..<360.
  static func angle(a: Double, b: Double) -> Double {
    normalized(Platform.atan2(b, a) * 180 / Double.pi)
  }

  /// The point at `chroma` and `degrees` as (a, b).
  static func cartesian(chroma: Double, degrees: Double) -> (a: Double, b: Double) {
    let radians = degrees * Double.pi / 180
    return (chroma * Platform.cos(radians), chroma * Platform.sin(radians))
  }
}
