import Testing

@testable import ColorCore

/// `Color.simulating(_:severity:)`: the Machado, Oliveira and Fernandes (2009) matrices, their interpolation, and
/// the results against a published implementation.
@Suite struct VisionDeficiencyTests {
  /// One published result: `hex` as seen with `deficiency` at `severity` percent, gamma-encoded sRGB 0...1.
  struct Reference {
    var deficiency: VisionDeficiency
    var severity: Double
    var hex: String
    var channels: [Double]

    init(_ deficiency: VisionDeficiency, _ severity: Double, _ hex: String, _ channels: [Double]) {
      (self.deficiency, self.severity, self.hex, self.channels) = (deficiency, severity, hex, channels)
    }
  }

  /// Entries of the paper's Table 1 at severity 0.5 and 1.0, typed from the paper
  /// (https://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html).
  static let paper: [(VisionDeficiency, Double, [[Double]])] = [
    (
      .protanopia, 0.5,
      [[0.458064, 0.679578, -0.137642], [0.092785, 0.846313, 0.060902], [-0.007494, -0.016807, 1.024301]]
    ),
    (
      .protanopia, 1.0,
      [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
    ),
    (
      .deuteranopia, 0.5,
      [[0.547494, 0.607765, -0.155259], [0.181692, 0.781742, 0.036566], [-0.010410, 0.027275, 0.983136]]
    ),
    (
      .deuteranopia, 1.0,
      [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
    ),
    (
      .tritanopia, 0.5,
      [[1.017277, 0.027029, -0.044306], [-0.006113, 0.958479, 0.047634], [0.006379, 0.248708, 0.744913]]
    ),
    (
      .tritanopia, 1.0,
      [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
    ),
  ]

  @Test func theMatricesAreThePapersTable() throws {
    for (deficiency, severity, expected) in VisionDeficiencyTests.paper {
      let matrix = try #require(deficiency.matrix(severity: severity))
      #expect(matrix == expected, "\(deficiency) \(severity)")
    }
  }

  @Test func everyMatrixKeepsGrayAndSeverityZeroIsTheIdentity() throws {
    for deficiency in [VisionDeficiency.protanopia, .deuteranopia, .tritanopia] {
      let table = try #require(MachadoTable.matrices(deficiency))
      #expect(table.count == 11)
      #expect(table[0] == [[1, 0, 0], [0, 1, 0], [0, 0, 1]])
      for matrix in table {
        // Each row sums to 1 (to the table's 6 decimals): gray stays gray.
        for row in matrix { #expect(abs(row.reduce(0, +) - 1) < 0.000002, "\(deficiency) \(row)") }
      }
    }
    #expect(VisionDeficiency.achromatopsia.matrix(severity: 1) == nil)
  }

  @Test func aSeverityBetweenTwoRowsBlendsTheTwoNearestMatrices() throws {
    let table = try #require(MachadoTable.matrices(.protanopia))
    let matrix = try #require(VisionDeficiency.protanopia.matrix(severity: 0.35))
    for row in 0..<3 {
      for column in 0..<3 {
        let expected = (table[3][row][column] + table[4][row][column]) / 2
        #expect(abs(matrix[row][column] - expected) < 1e-12)
      }
    }
    #expect(VisionDeficiency.protanopia.matrix(severity: 2) == table[10])
    #expect(VisionDeficiency.protanopia.matrix(severity: -1) == table[0])
  }

  @Test func resultsMatchColoraideToThreeDecimals() throws {
    #expect(VisionDeficiencyTests.references.count == 108)
    for reference in VisionDeficiencyTests.references {
      let color = try Color(parsing: reference.hex).simulating(reference.deficiency, severity: reference.severity)
      let got = [color.red, color.green, color.blue]
      for (value, expected) in zip(got, reference.channels) {
        #expect(abs(value - expected) < 0.0005, "\(reference.deficiency) \(reference.severity) \(reference.hex) \(got)")
      }
    }
  }

  @Test func severityZeroGivesTheColorBackAndGraysStayGray() throws {
    let color = try Color(parsing: "#8033cc")
    for deficiency in VisionDeficiency.allCases {
      #expect(color.simulating(deficiency, severity: 0) == color)
      let gray = Color(red: 0.5, green: 0.5, blue: 0.5).simulating(deficiency)
      #expect(abs(gray.red - 0.5) < 0.00001 && abs(gray.green - 0.5) < 0.00001 && abs(gray.blue - 0.5) < 0.00001)
    }
  }

  @Test func achromatopsiaIsTheRelativeLuminanceAsAGrayBlendedBySeverity() throws {
    let color = try Color(parsing: "#ff6347")
    let gray = color.simulating(.achromatopsia)
    #expect(gray.red == gray.green && gray.green == gray.blue)
    #expect(abs(gray.relativeLuminance - color.relativeLuminance) < 1e-12)
    // Half way, in linear light: each linear channel half way to the luminance.
    let half = color.simulating(.achromatopsia, severity: 50)
    let y = color.relativeLuminance
    #expect(abs(SRGBTransfer.linear(half.red) - (SRGBTransfer.linear(color.red) + y) / 2) < 1e-12)
    #expect(abs(SRGBTransfer.linear(half.blue) - (SRGBTransfer.linear(color.blue) + y) / 2) < 1e-12)
  }

  @Test func aResultOutsideSRGBIsClippedChannelByChannel() throws {
    // Full tritanopia takes pure red below 0 in green: clipped to 0, as the reference clips it.
    let red = try Color(parsing: "#ff0000").simulating(.tritanopia)
    #expect(red.red == 1 && red.green == 0)
  }

  /// Computed with coloraide 8.13.1 (PyPI): `Color(hex).filter(kind, severity / 100, method="machado",
  /// space="srgb-linear").convert("srgb")`, each channel then clipped to 0...1, printed to 4 decimals.
  static let references: [Reference] = [
    // protanopia
    Reference(.protanopia, 30, "#ff0000", [0.8154, 0.2917, 0.0000]),
    Reference(.protanopia, 30, "#00ff00", [0.7123, 0.9500, 0.0000]),
    Reference(.protanopia, 30, "#0000ff", [0.0000, 0.2231, 1.0000]),
    Reference(.protanopia, 30, "#ffff00", [1.0000, 0.9819, 0.0000]),
    Reference(.protanopia, 30, "#00ffff", [0.6419, 0.9690, 1.0000]),
    Reference(.protanopia, 30, "#ff00ff", [0.7575, 0.3655, 1.0000]),
    Reference(.protanopia, 30, "#8033cc", [0.3381, 0.2913, 0.8040]),
    Reference(.protanopia, 30, "#336699", [0.2532, 0.4010, 0.6028]),
    Reference(.protanopia, 30, "#ff6347", [0.8447, 0.4647, 0.2639]),
    Reference(.protanopia, 30, "#808080", [0.5020, 0.5020, 0.5020]),
    Reference(.protanopia, 30, "#2e8b57", [0.3934, 0.5226, 0.3397]),
    Reference(.protanopia, 30, "#ffa500", [0.9091, 0.6682, 0.0000]),
    Reference(.protanopia, 55, "#ff0000", [0.6813, 0.3435, 0.0000]),
    Reference(.protanopia, 55, "#00ff00", [0.8673, 0.9251, 0.0000]),
    Reference(.protanopia, 55, "#0000ff", [0.0000, 0.2834, 1.0000]),
    Reference(.protanopia, 55, "#ffff00", [1.0000, 0.9707, 0.0000]),
    Reference(.protanopia, 55, "#00ffff", [0.7847, 0.9562, 1.0000]),
    Reference(.protanopia, 55, "#ff00ff", [0.5617, 0.4391, 1.0000]),
    Reference(.protanopia, 55, "#8033cc", [0.1786, 0.3283, 0.8082]),
    Reference(.protanopia, 55, "#336699", [0.2799, 0.4035, 0.6049]),
    Reference(.protanopia, 55, "#ff6347", [0.7373, 0.4905, 0.2596]),
    Reference(.protanopia, 55, "#808080", [0.5020, 0.5020, 0.5020]),
    Reference(.protanopia, 55, "#2e8b57", [0.4668, 0.5119, 0.3365]),
    Reference(.protanopia, 55, "#ffa500", [0.8512, 0.6741, 0.0000]),
    Reference(.protanopia, 100, "#ff0000", [0.4266, 0.3727, 0.0000]),
    Reference(.protanopia, 100, "#00ff00", [1.0000, 0.8994, 0.0000]),
    Reference(.protanopia, 100, "#0000ff", [0.0000, 0.3479, 1.0000]),
    Reference(.protanopia, 100, "#ffff00", [1.0000, 0.9551, 0.0000]),
    Reference(.protanopia, 100, "#00ffff", [0.9298, 0.9479, 1.0000]),
    Reference(.protanopia, 100, "#ff00ff", [0.0000, 0.4997, 1.0000]),
    Reference(.protanopia, 100, "#8033cc", [0.0000, 0.3666, 0.8169]),
    Reference(.protanopia, 100, "#336699", [0.3126, 0.4098, 0.6085]),
    Reference(.protanopia, 100, "#ff6347", [0.5571, 0.5052, 0.2634]),
    Reference(.protanopia, 100, "#808080", [0.5020, 0.5020, 0.5020]),
    Reference(.protanopia, 100, "#2e8b57", [0.5434, 0.5017, 0.3277]),
    Reference(.protanopia, 100, "#ffa500", [0.7663, 0.6729, 0.0000]),
    // deuteranopia
    Reference(.deuteranopia, 30, "#ff0000", [0.8409, 0.3890, 0.0000]),
    Reference(.deuteranopia, 30, "#00ff00", [0.6900, 0.9298, 0.1454]),
    Reference(.deuteranopia, 30, "#0000ff", [0.0000, 0.1790, 0.9953]),
    Reference(.deuteranopia, 30, "#ffff00", [1.0000, 0.9881, 0.1038]),
    Reference(.deuteranopia, 30, "#00ffff", [0.6051, 0.9428, 1.0000]),
    Reference(.deuteranopia, 30, "#ff00ff", [0.7774, 0.4266, 0.9918]),
    Reference(.deuteranopia, 30, "#8033cc", [0.3392, 0.2962, 0.7955]),
    Reference(.deuteranopia, 30, "#336699", [0.2353, 0.3891, 0.5990]),
    Reference(.deuteranopia, 30, "#ff6347", [0.8665, 0.5197, 0.2641]),
    Reference(.deuteranopia, 30, "#808080", [0.5020, 0.5020, 0.5020]),
    Reference(.deuteranopia, 30, "#2e8b57", [0.3812, 0.5115, 0.3473]),
    Reference(.deuteranopia, 30, "#ffa500", [0.9254, 0.6974, 0.0000]),
    Reference(.deuteranopia, 55, "#ff0000", [0.7504, 0.4771, 0.0000]),
    Reference(.deuteranopia, 55, "#00ff00", [0.8217, 0.8903, 0.1867]),
    Reference(.deuteranopia, 55, "#0000ff", [0.0000, 0.2158, 0.9919]),
    Reference(.deuteranopia, 55, "#ffff00", [1.0000, 0.9830, 0.1444]),
    Reference(.deuteranopia, 55, "#00ffff", [0.7199, 0.9096, 1.0000]),
    Reference(.deuteranopia, 55, "#ff00ff", [0.6333, 0.5186, 0.9871]),
    Reference(.deuteranopia, 55, "#8033cc", [0.2056, 0.3323, 0.7926]),
    Reference(.deuteranopia, 55, "#336699", [0.2482, 0.3821, 0.5980]),
    Reference(.deuteranopia, 55, "#ff6347", [0.7935, 0.5764, 0.2594]),
    Reference(.deuteranopia, 55, "#808080", [0.5020, 0.5020, 0.5020]),
    Reference(.deuteranopia, 55, "#2e8b57", [0.4419, 0.4926, 0.3505]),
    Reference(.deuteranopia, 55, "#ffa500", [0.8883, 0.7237, 0.0024]),
    Reference(.deuteranopia, 100, "#ff0000", [0.6401, 0.5658, 0.0000]),
    Reference(.deuteranopia, 100, "#00ff00", [0.9361, 0.8392, 0.2292]),
    Reference(.deuteranopia, 100, "#0000ff", [0.0000, 0.2412, 0.9862]),
    Reference(.deuteranopia, 100, "#ffff00", [1.0000, 0.9789, 0.1935]),
    Reference(.deuteranopia, 100, "#00ffff", [0.8168, 0.8650, 1.0000]),
    Reference(.deuteranopia, 100, "#ff00ff", [0.4091, 0.6076, 0.9809]),
    Reference(.deuteranopia, 100, "#8033cc", [0.0000, 0.3677, 0.7881]),
    Reference(.deuteranopia, 100, "#336699", [0.2574, 0.3714, 0.5960]),
    Reference(.deuteranopia, 100, "#ff6347", [0.7086, 0.6398, 0.2591]),
    Reference(.deuteranopia, 100, "#808080", [0.5020, 0.5020, 0.5020]),
    Reference(.deuteranopia, 100, "#2e8b57", [0.4962, 0.4682, 0.3544]),
    Reference(.deuteranopia, 100, "#ffa500", [0.8495, 0.7568, 0.0543]),
    // tritanopia
    Reference(.tritanopia, 30, "#ff0000", [0.9574, 0.1787, 0.1200]),
    Reference(.tritanopia, 30, "#00ff00", [0.3927, 0.9737, 0.4213]),
    Reference(.tritanopia, 30, "#0000ff", [0.0000, 0.1961, 0.9252]),
    Reference(.tritanopia, 30, "#ffff00", [1.0000, 0.9858, 0.4388]),
    Reference(.tritanopia, 30, "#00ffff", [0.3391, 0.9881, 0.9941]),
    Reference(.tritanopia, 30, "#ff00ff", [0.9416, 0.2688, 0.9317]),
    Reference(.tritanopia, 30, "#8033cc", [0.4607, 0.2629, 0.7445]),
    Reference(.tritanopia, 30, "#336699", [0.2098, 0.4046, 0.5723]),
    Reference(.tritanopia, 30, "#ff6347", [0.9638, 0.4186, 0.3222]),
    Reference(.tritanopia, 30, "#808080", [0.5020, 0.5020, 0.5020]),
    Reference(.tritanopia, 30, "#2e8b57", [0.2590, 0.5339, 0.3789]),
    Reference(.tritanopia, 30, "#ffa500", [0.9795, 0.6507, 0.2917]),
    Reference(.tritanopia, 55, "#ff0000", [1.0000, 0.0000, 0.0491]),
    Reference(.tritanopia, 55, "#00ff00", [0.0000, 0.9845, 0.5688]),
    Reference(.tritanopia, 55, "#0000ff", [0.0000, 0.2578, 0.8612]),
    Reference(.tritanopia, 55, "#ffff00", [1.0000, 0.9758, 0.5723]),
    Reference(.tritanopia, 55, "#00ffff", [0.0000, 1.0000, 0.9983]),
    Reference(.tritanopia, 55, "#ff00ff", [1.0000, 0.2058, 0.8633]),
    Reference(.tritanopia, 55, "#8033cc", [0.4820, 0.2728, 0.6948]),
    Reference(.tritanopia, 55, "#336699", [0.1404, 0.4166, 0.5515]),
    Reference(.tritanopia, 55, "#ff6347", [1.0000, 0.3570, 0.3211]),
    Reference(.tritanopia, 55, "#808080", [0.5020, 0.5020, 0.5020]),
    Reference(.tritanopia, 55, "#2e8b57", [0.1583, 0.5408, 0.4117]),
    Reference(.tritanopia, 55, "#ffa500", [1.0000, 0.6213, 0.3663]),
    Reference(.tritanopia, 100, "#ff0000", [1.0000, 0.0000, 0.0584]),
    Reference(.tritanopia, 100, "#00ff00", [0.0000, 0.9689, 0.8496]),
    Reference(.tritanopia, 100, "#0000ff", [0.0000, 0.4204, 0.5873]),
    Reference(.tritanopia, 100, "#ffff00", [1.0000, 0.9321, 0.8522]),
    Reference(.tritanopia, 100, "#00ffff", [0.0000, 1.0000, 0.9979]),
    Reference(.tritanopia, 100, "#ff00ff", [1.0000, 0.2917, 0.5914]),
    Reference(.tritanopia, 100, "#8033cc", [0.4373, 0.3542, 0.4928]),
    Reference(.tritanopia, 100, "#336699", [0.0000, 0.4468, 0.4718]),
    Reference(.tritanopia, 100, "#ff6347", [1.0000, 0.2402, 0.3658]),
    Reference(.tritanopia, 100, "#808080", [0.5020, 0.5020, 0.5020]),
    Reference(.tritanopia, 100, "#2e8b57", [0.0000, 0.5393, 0.4930]),
    Reference(.tritanopia, 100, "#ffa500", [1.0000, 0.5581, 0.5515]),
  ]
}
