extension NamedColor: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, catalog, rgb
  }

  /// Decodes `{"name": …, "catalog": "css", "rgb": 0xRRGGBB}`; an `rgb` above `0xFFFFFF` is
  /// `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let rgb = try container.decode(UInt32.self, forKey: .rgb)
    guard rgb <= 0xFF_FFFF else {
      throw DecodingError.dataCorruptedError(
        forKey: .rgb, in: container, debugDescription: "rgb \(rgb) is over 0xFFFFFF")
    }
    self.init(
      name: try container.decode(String.self, forKey: .name),
      catalog: try container.decode(Catalog.self, forKey: .catalog),
      rgb: rgb)
  }

  /// Encodes `{"name": …, "catalog": …, "rgb": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(catalog, forKey: .catalog)
    try container.encode(rgb, forKey: .rgb)
  }
}
