/// The real cube root, written here rather than taken from the C library: the C library's `cbrt` spends about 130
/// instructions a call in `frexp` and `ldexp`, and OKLab and CIE Lab take three cube roots a conversion (a gamut
/// mapping takes dozens). This is FreeBSD's `s_cbrt.c` (Bruce D. Evans's, which musl ships too): an estimate from
/// the exponent's bits, a polynomial good to 23 bits, then one Newton step in double precision; the error is
/// below 0.667 units in the last place, and the same bits come out on every platform.
enum CubeRoot {
  /// The cube root of `x`: negative for a negative `x`, `x` itself for zeros, infinities and NaN.
  @inline(__always)
  static func of(_ x: Double) -> Double {
    var bits = x.bitPattern
    var high = UInt32(truncatingIfNeeded: bits >> 32) & 0x7fff_ffff
    if high >= 0x7ff0_0000 { return x + x }
    if high < 0x0010_0000 {
      // Zero or subnormal: scaled by 2^54 (whose cube root is 2^18) before the exponent is divided.
      bits = (x * 0x1p54).bitPattern
      high = UInt32(truncatingIfNeeded: bits >> 32) & 0x7fff_ffff
      if high == 0 { return x }
      high = high / 3 + b2
    } else {
      high = high / 3 + b1
    }
    var t = Double(bitPattern: (bits & (1 << 63)) | UInt64(high) << 32)
    // 1/cbrt(x) ≈ p(r) to within 2^-23.5, which takes t to 23 bits.
    var r = (t * t) * (t / x)
    t = t * ((p0 + r * (p1 + r * p2)) + ((r * r) * r) * (p3 + r * p4))
    // Rounded to 22 bits, so that t*t is exact and the last step's error stays below 0.667 ulps.
    t = Double(bitPattern: (t.bitPattern &+ 0x8000_0000) & 0xffff_ffff_c000_0000)
    let s = t * t
    r = x / s
    let w = t + t
    r = (r - t) / (w + r)
    return t + t * r
  }

  /// (1023 − 1023/3 − 0.03306235651) × 2^20: the exponent bias kept when the high word is divided by 3.
  private static let b1: UInt32 = 715_094_163
  /// The same for a subnormal scaled by 2^54: (1023 − 1023/3 − 54/3 − 0.03306235651) × 2^20.
  private static let b2: UInt32 = 696_219_795
  private static let p0 = 1.87595182427177009643
  private static let p1 = -1.88497979543377169875
  private static let p2 = 1.621429720105354466140
  private static let p3 = -0.758397934778766047437
  private static let p4 = 0.145996192886612446982
}
