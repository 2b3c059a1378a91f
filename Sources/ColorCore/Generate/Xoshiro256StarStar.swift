/// A small, fast, seedable random number generator whose sequence is the same on every machine and every run:
/// xoshiro256** 1.0 by David Blackman and Sebastiano Vigna (2018), its 256-bit state filled from a 64-bit seed by
/// SplitMix64, as its authors recommend.
///
/// `colormix random --seed S` and `colormix distinct --seed S` draw from it, so a seed names one output for good.
/// The standard library's `random(in:using:)` methods are not used with it: how they turn 64 random bits into a
/// number may change between Swift versions, so ``unitInterval()`` and ``below(_:)`` do that here.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// A generator whose state is the first four outputs of SplitMix64 started at `seed`.
  public init(seed: UInt64) {
    var splitMix = seed
    func next() -> UInt64 {
      splitMix &+= 0x9E37_79B9_7F4A_7C15
      var z = splitMix
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    state = (next(), next(), next(), next())
  }

  /// A generator seeded from the system's random source (`SystemRandomNumberGenerator`), with the seed it used.
  public static func seededBySystem() -> (generator: Xoshiro256StarStar, seed: UInt64) {
    var system = SystemRandomNumberGenerator()
    let seed = system.next()
    return (Xoshiro256StarStar(seed: seed), seed)
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    let result = rotate(state.1 &* 5, 7) &* 9
    let t = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= t
    state.3 = rotate(state.3, 45)
    return result
  }

  /// A number in 0..<1 from the top 53 bits of the next output: every multiple of 2⁻⁵³ equally likely.
  public mutating func unitInterval() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A number in `range`, uniformly: `lowerBound + unitInterval() × (upperBound − lowerBound)`.
  public mutating func uniform(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + unitInterval() * (range.upperBound - range.lowerBound)
  }

  /// A whole number in 0..<`count` (`count` at least 1), from the high bits of a 128-bit product (Lemire's method
  /// without the rejection step: the bias is below 2⁻⁵⁰ for the counts colormix uses).
  public mutating func below(_ count: Int) -> Int {
    precondition(count > 0, "below(_:) needs a positive count")
    return Int(next().multipliedFullWidth(by: UInt64(count)).high)
  }

  private func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
    (value << bits) | (value >> (64 - bits))
  }
}
