/// A 3×3 matrix, row by row, applied to a column vector of three Doubles.
struct Matrix3: Sendable {
  let rows: [(Double, Double, Double)]

  init(_ row0: (Double, Double, Double), _ row1: (Double, Double, Double), _ row2: (Double, Double, Double)) {
    rows = [row0, row1, row2]
  }

  /// The product of this matrix and `vector`.
  func times(_ vector: (Double, Double, Double)) -> (Double, Double, Double) {
    func dot(_ row: (Double, Double, Double)) -> Double {
      row.0 * vector.0 + row.1 * vector.1 + row.2 * vector.2
    }
    return (dot(rows[0]), dot(rows[1]), dot(rows[2]))
  }
}
