extension HSL: Codable {
  private enum CodingKeys: String, CodingKey {
    case hue, saturation, lightness
  }

  /// Decodes `{"hue": …, "saturation": …, "lightness": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      hue: try container.decode(Double.self, forKey: .hue),
      saturation: try container.decode(Double.self, forKey: .saturation),
      lightness: try container.decode(Double.self, forKey: .lightness))
  }

  /// Encodes `{"hue": …, "saturation": …, "lightness": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(hue, forKey: .hue)
    try container.encode(saturation, forKey: .saturation)
    try container.encode(lightness, forKey: .lightness)
  }
}
