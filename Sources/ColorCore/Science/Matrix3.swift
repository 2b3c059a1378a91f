/// A 3×3 matrix, row by row, applied to a column vector of three Doubles. The rows are held inline (no array), so
/// that a product is nine multiplications and nothing else.
struct Matrix3: Sendable {
  let row0: (Double, Double, Double)
  let row1: (Double, Double, Double)
  let row2: (Double, Double, Double)

  init(_ row0: (Double, Double, Double), _ row1: (Double, Double, Double), _ row2: (Double, Double, Double)) {
    self.row0 = row0
    self.row1 = row1
    self.row2 = row2
  }

  /// The product of this matrix and `vector`.
  @inline(__always)
  func times(_ vector: (Double, Double, Double)) -> (Double, Double, Double) {
    (
      row0.0 * vector.0 + row0.1 * vector.1 + row0.2 * vector.2,
      row1.0 * vector.0 + row1.1 * vector.1 + row1.2 * vector.2,
      row2.0 * vector.0 + row2.1 * vector.1 + row2.2 * vector.2
    )
  }
}
