/// One slider of a space: its label, its range, how it steps and how many decimals it keeps.
package struct SliderAxis: Equatable, Sendable {
  package let label: String
  package let range: ClosedRange<Double>
  /// ← →, `-` `+` and the wheel.
  package let step: Double
  /// Shift-← →, PgUp PgDn.
  package let bigStep: Double
  /// `-` `+` with Alt.
  package let fineStep: Double
  /// Decimals kept and shown; a typed value is rounded to them.
  package let decimals: Int

  /// `value` rounded half up to the axis's decimals and clamped to its range.
  package func limited(_ value: Double) -> Double {
    let scale = scaleFactor
    let rounded = (value * scale + 0.5).rounded(.down) / scale
    return min(range.upperBound, max(range.lowerBound, rounded))
  }

  /// The value at a track position in thousandths (0 at the left end, 1000 at the right).
  package func value(atPosition position: Int) -> Double {
    limited(range.lowerBound + Double(position) / 1000 * (range.upperBound - range.lowerBound))
  }

  /// The track position in thousandths nearest to `value`.
  package func position(of value: Double) -> Int {
    let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
    return min(1000, max(0, Int((fraction * 1000).rounded())))
  }

  /// The value as its field shows it: the axis's decimals, no trailing zeros after the point but one.
  package func text(_ value: Double) -> String {
    let scaled = Int((value * scaleFactor).rounded())
    guard decimals > 0 else { return String(scaled) }
    let divisor = Int(scaleFactor)
    let whole = String(scaled / divisor)
    var fraction = String(scaled % divisor)
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    if decimals == 1 && fraction == "0" { return whole }
    return whole + "." + fraction
  }

  private var scaleFactor: Double {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    return scale
  }
}
