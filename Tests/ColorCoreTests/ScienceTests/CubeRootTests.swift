import Testing

@testable import ColorCore

extension ScienceTests {
  /// The cube root the conversions take is within 0.667 units in the last place of the true root (its error bound),
  /// measured by the residual y³ − x worked out with fused multiply-adds, exact where the root is a representable
  /// number, and keeps the special values.
  @Suite struct CubeRootTests {
    /// How far `y` is from the true cube root of `x`, in units in the last place of `y`: the residual y³ − x,
    /// accurate to about 2⁻¹⁰⁰ relative, divided by the slope 3y².
    static func error(_ y: Double, of x: Double) -> Double {
      let square = y * y
      let squareLow = (-square).addingProduct(y, y)
      let cube = y * square
      let cubeLow = (-cube).addingProduct(y, square)
      let residual = ((cube - x) + cubeLow) + y * squareLow
      return abs(residual / (3 * square)) / y.ulp
    }

    @Test func withinTwoThirdsOfAUnitInTheLastPlace() {
      var generator = Xoshiro256StarStar(seed: 7)
      var notNearest = 0
      for _ in 0..<200_000 {
        // Magnitudes from 1e-12 to 1e3, where the color spaces' values are, and their negatives.
        let exponent = Double(generator.next() % 15_000) / 1000 - 12
        let magnitude = Platform.pow(10, exponent) * (1 + Double(generator.next() % 1000) / 1000)
        let x = generator.next() % 2 == 0 ? magnitude : -magnitude
        let error = Self.error(CubeRoot.of(x), of: x)
        #expect(error < 0.667, "\(x): \(CubeRoot.of(x)) is \(error) units off")
        notNearest += error > 0.5 ? 1 : 0
      }
      // Correctly rounded in most cases (the C library's `cbrt` on glibc is in fewer than half).
      #expect(notNearest < 20_000)
    }

    @Test func exactForCubesOfRepresentableRoots() {
      // Each of these cubes is a Double exactly (small integers and halves).
      for root in [1.0, 2, 3, 0.5, 0.25, 10, 1.5, 100, 7, 0.75, 1024] {
        let cube = root * root * root
        #expect(CubeRoot.of(cube) == root, "\(root)")
        #expect(CubeRoot.of(-cube) == -root, "\(root)")
      }
    }

    @Test func keepsZerosInfinitiesNaNAndSubnormals() {
      #expect(CubeRoot.of(0).bitPattern == (0.0).bitPattern)
      #expect(CubeRoot.of(-0.0).bitPattern == (-0.0).bitPattern)
      #expect(CubeRoot.of(.infinity) == .infinity)
      #expect(CubeRoot.of(-.infinity) == -.infinity)
      #expect(CubeRoot.of(.nan).isNaN)
      for x in [1e-310, -4e-320, Double.leastNormalMagnitude, 3e-300] {
        let root = CubeRoot.of(x)
        #expect(abs(root * root * root / x - 1) < 1e-15, "\(x)")
      }
    }
  }
}
