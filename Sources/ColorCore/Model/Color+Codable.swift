extension Color: Codable {
  private enum CodingKeys: String, CodingKey {
    case red, green, blue, alpha
  }

  /// Decodes `{"red": r, "green": g, "blue": b}` (and `"alpha": a` when it is below 1), each channel finite and in 0...1; anything else is
  /// `DecodingError.dataCorrupted` (a `Color` never clips what it decodes).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func channel(_ key: CodingKeys) throws -> Double {
      let value = try container.decode(Double.self, forKey: key)
      guard value.isFinite, (0...1).contains(value) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "\(key.stringValue) \(value) is not in 0...1")
      }
      return value
    }
    let alpha = container.contains(.alpha) ? try channel(.alpha) : 1
    self.init(red: try channel(.red), green: try channel(.green), blue: try channel(.blue), alpha: alpha)
  }

  /// Encodes the channels as `{"red": r, "green": g, "blue": b}` on 0...1, with `"alpha"` when it is below 1.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(red, forKey: .red)
    try container.encode(green, forKey: .green)
    try container.encode(blue, forKey: .blue)
    if alpha < 1 { try container.encode(alpha, forKey: .alpha) }
  }
}
