extension Polar: Codable {
  private enum CodingKeys: String, CodingKey {
    case lightness, chroma, hue
  }

  /// Decodes `{"lightness": …, "chroma": …, "hue": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      lightness: try container.decode(Double.self, forKey: .lightness),
      chroma: try container.decode(Double.self, forKey: .chroma), hue: try container.decode(Double.self, forKey: .hue))
  }

  /// Encodes `{"lightness": …, "chroma": …, "hue": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(lightness, forKey: .lightness)
    try container.encode(chroma, forKey: .chroma)
    try container.encode(hue, forKey: .hue)
  }
}
