extension Opponent: Codable {
  private enum CodingKeys: String, CodingKey {
    case l, a, b
  }

  /// Decodes `{"l": …, "a": …, "b": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      l: try container.decode(Double.self, forKey: .l), a: try container.decode(Double.self, forKey: .a),
      b: try container.decode(Double.self, forKey: .b))
  }

  /// Encodes `{"l": …, "a": …, "b": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(l, forKey: .l)
    try container.encode(a, forKey: .a)
    try container.encode(b, forKey: .b)
  }
}
