/// Encoded as its raw value, the catalog's name.
extension Catalog: Codable {}
