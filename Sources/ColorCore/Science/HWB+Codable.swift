extension HWB: Codable {
  private enum CodingKeys: String, CodingKey {
    case hue, whiteness, blackness
  }

  /// Decodes `{"hue": …, "whiteness": …, "blackness": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      hue: try container.decode(Double.self, forKey: .hue),
      whiteness: try container.decode(Double.self, forKey: .whiteness),
      blackness: try container.decode(Double.self, forKey: .blackness))
  }

  /// Encodes `{"hue": …, "whiteness": …, "blackness": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(hue, forKey: .hue)
    try container.encode(whiteness, forKey: .whiteness)
    try container.encode(blackness, forKey: .blackness)
  }
}
