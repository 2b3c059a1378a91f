extension PaletteEntry: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, color
  }

  /// Decodes `{"name": …, "color": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      color: try container.decode(StoredColor.self, forKey: .color))
  }

  /// Encodes `{"name": …, "color": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(color, forKey: .color)
  }
}
