import Testing

@testable import ColorCore

/// The color science suites (conversions, gamut mapping, contrast, operations, text); run with
/// `swift test --filter ScienceTests`.
@Suite enum ScienceTests {
  /// Every 15th 8-bit value per channel: 18³ colors, corners included.
  static let grid: [Color] = {
    let steps = Array(stride(from: 0, through: 255, by: 15))
    return steps.flatMap { r in
      steps.flatMap { g in steps.map { b in Color(red255: r, green255: g, blue255: b) } }
    }
  }()

  /// True when `a` and `b` differ by at most `tolerance`.
  static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
  }

  /// The largest channel difference between two sRGB colors, on the 0–100 scale.
  static func distance100(_ a: RGB, _ b: RGB) -> Double {
    max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue)) * 100
  }

  /// The largest channel difference in tenths of a percent.
  static func tenthsApart(_ a: Color, _ b: Color) -> Double {
    max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue)) * 1000
  }

  /// The color of stored tenths.
  static func tenths(_ red: Int, _ green: Int, _ blue: Int) -> Color {
    Color(StoredColor(red: red, green: green, blue: blue))
  }
}
