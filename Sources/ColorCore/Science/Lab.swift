/// A CIELAB color (D65 white), for measuring how far apart two colors look.
struct Lab: Equatable, Sendable {
  var l: Double
  var a: Double
  var b: Double

  init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// The color exactly (not rounded to 8 bits).
  init(_ color: Color) {
    func linear(_ value: Double) -> Double {
      SRGBTransfer.linear(value)
    }
    let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    func f(_ t: Double) -> Double {
      t > 216.0 / 24389.0 ? CubeRoot.of(t) : (24389.0 / 27.0 * t + 16) / 116
    }
    let (fx, fy, fz) = (f(x), f(y), f(z))
    self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  /// |ΔL / SL|, the lightness term of CIEDE2000 towards a color of lightness `otherL`: a lower bound of
  /// `difference(to:)`, since the other terms add a non-negative amount (|RT| ≤ 2).
  func lightnessTerm(to otherL: Double) -> Double {
    let meanL = (l + otherL) / 2
    let lTerm = (meanL - 50) * (meanL - 50)
    let sl = 1 + 0.015 * lTerm / (20 + lTerm).squareRoot()
    return abs(otherL - l) / sl
  }

  /// Whether `difference(to: other)` may be at most `limit`: false only when a lower bound of the difference,
  /// worked out without trigonometry, is larger. For ruling colors out before working the difference out; each step
  /// costs more than the one before and rules out more.
  ///
  /// ΔE00² = tL² + tC² + tH² + RT tC tH, the lightness, chroma and hue terms and the rotation.
  /// 1. tL = |ΔL| / SL, and SL = 1 + 0.015 (L̄ − 50)² / √(20 + (L̄ − 50)²) is less than 1 + 0.015 |L̄ − 50|.
  /// 2. |RT| ≤ 2 sin 60° (Δθ is at most 30°), so ΔE00² ≥ tL² + (1 − sin 60°)(tC² + tH²); SH ≤ SC ≤ 1 + 0.045 C̄max
  ///    with C′ ≤ √(2.25 a² + b²) (G ≤ 0.5), and ΔC′² + ΔH′² = Δa′² + Δb′² ≥ Δa² + Δb² (a′ = (1 + G) a).
  /// 3. tL and tC as the difference works them out. ΔH′² = Δa′² + Δb′² − ΔC′² (as 2 C′1 C′2 (1 − cos Δh′) is), and
  ///    T ≤ 1.93 (the sum of its coefficients), so |tH| ≥ x0 = |ΔH′| / (1 + 0.015 × 1.93 C̄′); |RT| ≤ k = RC sin 60°.
  ///    So ΔE00² ≥ tL² + tC² + x² − k |tC| x with x = |tH|, whose least for x ≥ x0 is at x = max(x0, k |tC| / 2).
  @inline(__always) func mayBeWithin(_ limit: Double, of other: Lab) -> Bool {
    let meanL = (l + other.l) / 2
    guard abs(other.l - l) <= limit * (1 + 0.015 * abs(meanL - 50)) else { return false }
    let termL = lightnessTerm(to: other.l)
    let room = limit * limit - termL * termL
    guard room >= 0 else { return false }
    let (da, db) = (other.a - a, other.b - b)
    let chromaBound1 = (2.25 * a * a + b * b).squareRoot()
    let chromaBound2 = (2.25 * other.a * other.a + other.b * other.b).squareRoot()
    let largestSC = 1 + 0.045 * (chromaBound1 + chromaBound2) / 2
    guard (1 - 0.8660254037844387) * (da * da + db * db) <= room * largestSC * largestSC else { return false }
    let c1 = (a * a + b * b).squareRoot()
    let c2 = (other.a * other.a + other.b * other.b).squareRoot()
    let meanC7 = Lab.seventhPower((c1 + c2) / 2)
    let g = 0.5 * (1 - (meanC7 / (meanC7 + Lab.twentyFiveToTheSeventh)).squareRoot())
    let (a1, a2) = ((1 + g) * a, (1 + g) * other.a)
    let cp1 = (a1 * a1 + b * b).squareRoot()
    let cp2 = (a2 * a2 + other.b * other.b).squareRoot()
    let meanCp = (cp1 + cp2) / 2
    let termC = abs(cp2 - cp1) / (1 + 0.045 * meanCp)
    let (dap, dcp) = (a2 - a1, cp2 - cp1)
    let hueLeast = max(0, dap * dap + db * db - dcp * dcp).squareRoot() / (1 + 0.015 * 1.93 * meanCp)
    let meanCp7 = Lab.seventhPower(meanCp)
    let rotation = 2 * (meanCp7 / (meanCp7 + Lab.twentyFiveToTheSeventh)).squareRoot() * 0.8660254037844387
    let termH = max(hueLeast, rotation * termC / 2)
    return termC * termC + termH * termH - rotation * termC * termH <= room
  }

  /// The CIEDE2000 color difference ΔE00 (kL = kC = kH = 1), after Sharma, Wu and Dalal (2005).
  ///
  /// Written for speed where that changes only the last bits: the seventh powers are products, and the four
  /// cosines of T are worked out from one sine and cosine of the mean hue (multiple-angle and sum formulas).
  func difference(to other: Lab) -> Double {
    let degrees = 180 / Double.pi
    let c1 = (a * a + b * b).squareRoot()
    let c2 = (other.a * other.a + other.b * other.b).squareRoot()
    let meanC7 = Lab.seventhPower((c1 + c2) / 2)
    let g = 0.5 * (1 - (meanC7 / (meanC7 + Lab.twentyFiveToTheSeventh)).squareRoot())
    let a1 = (1 + g) * a
    let a2 = (1 + g) * other.a
    let cp1 = (a1 * a1 + b * b).squareRoot()
    let cp2 = (a2 * a2 + other.b * other.b).squareRoot()
    func hue(_ b: Double, _ a: Double) -> Double {
      if a == 0 && b == 0 { return 0 }
      let h = Platform.atan2(b, a) * degrees
      return h < 0 ? h + 360 : h
    }
    let h1 = hue(b, a1)
    let h2 = hue(other.b, a2)
    let deltaL = other.l - l
    let deltaC = cp2 - cp1
    var deltaH = 0.0
    if cp1 * cp2 != 0 {
      deltaH = h2 - h1
      if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
    }
    let bigDeltaH = 2 * (cp1 * cp2).squareRoot() * Platform.sin(deltaH / 2 / degrees)
    let meanL = (l + other.l) / 2
    let meanCp = (cp1 + cp2) / 2
    var meanH = h1 + h2
    if cp1 * cp2 != 0 {
      if abs(h1 - h2) <= 180 {
        meanH = (h1 + h2) / 2
      } else {
        meanH = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
      }
    }
    let t = Lab.hueWeight(meanH / degrees)
    let hueFromBlue = (meanH - 275) / 25
    let deltaTheta = 30 * Platform.exp(-(hueFromBlue * hueFromBlue))
    let meanCp7 = Lab.seventhPower(meanCp)
    let rc = 2 * (meanCp7 / (meanCp7 + Lab.twentyFiveToTheSeventh)).squareRoot()
    let lTerm = (meanL - 50) * (meanL - 50)
    let sl = 1 + 0.015 * lTerm / (20 + lTerm).squareRoot()
    let sc = 1 + 0.045 * meanCp
    let sh = 1 + 0.015 * meanCp * t
    let rt = -Platform.sin(2 * deltaTheta / degrees) * rc
    let termL = deltaL / sl
    let termC = deltaC / sc
    let termH = bigDeltaH / sh
    return (termL * termL + termC * termC + termH * termH + rt * termC * termH).squareRoot()
  }

  /// 25⁷, exactly.
  private static let twentyFiveToTheSeventh = 6_103_515_625.0

  /// x⁷ as four products.
  @inline(__always) private static func seventhPower(_ x: Double) -> Double {
    let square = x * x
    let cube = square * x
    return cube * cube * x
  }

  /// CIEDE2000's T at the mean hue `h` (radians): 1 − 0.17 cos(h − 30°) + 0.24 cos 2h + 0.32 cos(3h + 6°)
  /// − 0.20 cos(4h − 63°), from sin h and cos h alone.
  private static func hueWeight(_ h: Double) -> Double {
    let (sine, cosine) = (Platform.sin(h), Platform.cos(h))
    let (cos2, sin2) = (cosine * cosine - sine * sine, 2 * sine * cosine)
    let (cos3, sin3) = (cos2 * cosine - sin2 * sine, sin2 * cosine + cos2 * sine)
    let (cos4, sin4) = (cos2 * cos2 - sin2 * sin2, 2 * sin2 * cos2)
    return 1 - 0.17 * (cosine * cos30 + sine * 0.5) + 0.24 * cos2 + 0.32 * (cos3 * cos6 - sin3 * sin6)
      - 0.20 * (cos4 * cos63 + sin4 * sin63)
  }

  /// cos 30°, and the cosines and sines of 6° and 63°, each the double nearest the exact value.
  private static let cos30 = 0.8660254037844386
  private static let cos6 = 0.9945218953682733
  private static let sin6 = 0.10452846326765347
  private static let cos63 = 0.4539904997395468
  private static let sin63 = 0.8910065241883679
}
