import Foundation
import Testing

@testable import ColorCore

@Suite struct LabTests {
  /// The 34 pairs of Sharma, Wu and Dalal (2005), from data/ciede2000-sharma.tsv.
  static let pairs: [(Lab, Lab, Double)] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try! String(contentsOf: root.appendingPathComponent("data/ciede2000-sharma.tsv"), encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let v = line.split(separator: "\t").map { Double($0)! }
      return (Lab(l: v[0], a: v[1], b: v[2]), Lab(l: v[3], a: v[4], b: v[5]), v[6])
    }
  }()

  @Test func reproducesSharmasTable() {
    #expect(LabTests.pairs.count == 34)
    for (first, second, expected) in LabTests.pairs {
      let difference = first.difference(to: second)
      #expect((difference * 10000).rounded() / 10000 == expected, "\(first) \(second)")
      #expect(abs(second.difference(to: first) - difference) < 1e-9)
    }
  }

  @Test func convertsSRGB() {
    let white = Lab(Color(StoredColor(red: 1000, green: 1000, blue: 1000)))
    #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
    let red = Lab(Color(StoredColor(red: 1000, green: 0, blue: 0)))
    #expect(abs(red.l - 53.24) < 0.01 && abs(red.a - 80.09) < 0.02 && abs(red.b - 67.20) < 0.02)
  }

  @Test func nearestNamePrefersExactThenCSSThenEarlierRow() {
    #expect(NearestName.find(for: Color(red255: 0, green255: 255, blue255: 255)).name == "aqua")
    #expect(NearestName.find(for: .black).name == "black")
    #expect(NearestName.find(for: .black).catalog == .css)
    #expect(NearestName.find(for: Color(red255: 0xef, green255: 0xde, blue255: 0xcd)).name == "Almond")
    #expect(NearestName.find(for: Color(red255: 1, green255: 0, blue255: 0)).name == "black")
  }
}
