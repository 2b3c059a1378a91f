import Foundation

/// The WCAG 2 contrast ratio of two opaque `#rrggbb` colors, computed in the tests from the definition (not by
/// colormix): the relative luminance of the linear channels, then (L1 + 0.05) / (L2 + 0.05).
func wcagRatio(_ first: String, _ second: String) -> Double {
  func luminance(_ hex: String) -> Double {
    let value = Int(hex.dropFirst(), radix: 16)!
    let channels = [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF].map { Double($0) / 255 }
    let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
  }
  let (a, b) = (luminance(first), luminance(second))
  return (max(a, b) + 0.05) / (min(a, b) + 0.05)
}
