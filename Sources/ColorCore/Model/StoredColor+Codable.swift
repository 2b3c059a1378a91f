extension StoredColor: Codable {
  private enum CodingKeys: String, CodingKey {
    case red, green, blue
  }

  /// Decodes `{"red": r, "green": g, "blue": b}` in tenths of a percent, each in 0...1000; anything else is
  /// `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func channel(_ key: CodingKeys) throws -> Int {
      let value = try container.decode(Int.self, forKey: key)
      guard StoredColor.tenthsRange.contains(value) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "\(key.stringValue) \(value) is not in 0...1000")
      }
      return value
    }
    self.init(red: try channel(.red), green: try channel(.green), blue: try channel(.blue))
  }

  /// Encodes the channels as `{"red": r, "green": g, "blue": b}` in tenths of a percent.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(red, forKey: .red)
    try container.encode(green, forKey: .green)
    try container.encode(blue, forKey: .blue)
  }
}
