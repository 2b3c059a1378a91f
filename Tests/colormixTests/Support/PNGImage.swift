import Foundation

/// A PNG image decoded, for sampling what a browser drew: 8-bit RGB or RGBA, not interlaced (what Chromium's
/// screenshots are). Its zlib stream is inflated here (RFC 1951, as zlib's `puff.c` reads it) and each row
/// unfiltered (PNG's five filters), so the tests need no image library.
struct PNGImage {
  let width: Int
  let height: Int
  /// Bytes a pixel: 3 (RGB) or 4 (RGBA).
  let channels: Int
  private let pixels: [UInt8]

  enum Failure: Error { case notPNG, unsupported(String), truncated }

  init(contentsOf path: String) throws {
    let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    guard data.count > 8, data[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw Failure.notPNG
    }
    func integer(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    var (position, compressed) = (8, [UInt8]())
    var header: (width: Int, height: Int, depth: UInt8, type: UInt8, interlace: UInt8)?
    while position + 8 <= data.count {
      let length = integer(position)
      let kind = String(decoding: data[position + 4..<position + 8], as: UTF8.self)
      guard position + 12 + length <= data.count else { throw Failure.truncated }
      let body = data[position + 8..<position + 8 + length]
      if kind == "IHDR" {
        header = (
          integer(position + 8), integer(position + 12), body[body.startIndex + 8], body[body.startIndex + 9],
          body[body.startIndex + 12]
        )
      } else if kind == "IDAT" {
        compressed += body
      } else if kind == "IEND" {
        break
      }
      position += 12 + length
    }
    guard let header, header.depth == 8, header.type == 2 || header.type == 6, header.interlace == 0 else {
      throw Failure.unsupported("only 8-bit RGB or RGBA without interlacing")
    }
    (width, height, channels) = (header.width, header.height, header.type == 2 ? 3 : 4)
    let raw = try Inflate.decompress(Array(compressed.dropFirst(2)))
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else { throw Failure.truncated }
    var out = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      let source = row * (stride + 1) + 1
      let target = row * stride
      for index in 0..<stride {
        let left = index >= channels ? Int(out[target + index - channels]) : 0
        let up = row > 0 ? Int(out[target - stride + index]) : 0
        let corner = row > 0 && index >= channels ? Int(out[target - stride + index - channels]) : 0
        let predicted: Int
        switch filter {
        case 1: predicted = left
        case 2: predicted = up
        case 3: predicted = (left + up) / 2
        case 4:
          let estimate = left + up - corner
          let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
          predicted = a <= b && a <= c ? left : b <= c ? up : corner
        default: predicted = 0
        }
        out[target + index] = UInt8((Int(raw[source + index]) + predicted) & 0xFF)
      }
    }
    pixels = out
  }

  /// The pixel at (`x`, `y`) as 8-bit red, green and blue.
  func rgb(_ x: Int, _ y: Int) -> [Int] {
    let start = (y * width + x) * channels
    return [Int(pixels[start]), Int(pixels[start + 1]), Int(pixels[start + 2])]
  }
}

/// DEFLATE (RFC 1951), decoded as zlib's `puff.c` decodes it: canonical Huffman codes counted by length.
private enum Inflate {
  struct Bits {
    let data: [UInt8]
    var position = 0
    var bit = 0

    mutating func read(_ count: Int) throws -> Int {
      var value = 0
      for shift in 0..<count {
        guard position < data.count else { throw PNGImage.Failure.truncated }
        value |= (Int(data[position]) >> bit & 1) << shift
        bit += 1
        if bit == 8 { (bit, position) = (0, position + 1) }
      }
      return value
    }
  }

  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int]

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length > 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }

    func decode(_ bits: inout Bits) throws -> Int {
      var (code, first, index) = (0, 0, 0)
      for length in 1..<16 {
        code |= try bits.read(1)
        let count = counts[length]
        if code - count < first { return symbols[index + code - first] }
        index += count
        first = (first + count) << 1
        code <<= 1
      }
      throw PNGImage.Failure.truncated
    }
  }

  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
  static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  static func decompress(_ data: [UInt8]) throws -> [UInt8] {
    var bits = Bits(data: data)
    var out: [UInt8] = []
    var final = 0
    while final == 0 {
      final = try bits.read(1)
      switch try bits.read(2) {
      case 0:
        if bits.bit > 0 { (bits.bit, bits.position) = (0, bits.position + 1) }
        guard bits.position + 4 <= data.count else { throw PNGImage.Failure.truncated }
        let length = Int(data[bits.position]) | Int(data[bits.position + 1]) << 8
        bits.position += 4
        guard bits.position + length <= data.count else { throw PNGImage.Failure.truncated }
        out += data[bits.position..<bits.position + length]
        bits.position += length
      case 1:
        let literals = Huffman(
          lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8))
        try codes(&bits, literals, Huffman(lengths: [Int](repeating: 5, count: 30)), into: &out)
      case 2:
        let (literalCount, distanceCount, codeCount) = try (bits.read(5) + 257, bits.read(5) + 1, bits.read(4) + 4)
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[order[index]] = try bits.read(3) }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
          let symbol = try lengthCode.decode(&bits)
          switch symbol {
          case 0..<16: lengths.append(symbol)
          case 16: lengths += [Int](repeating: lengths.last ?? 0, count: try 3 + bits.read(2))
          case 17: lengths += [Int](repeating: 0, count: try 3 + bits.read(3))
          default: lengths += [Int](repeating: 0, count: try 11 + bits.read(7))
          }
        }
        try codes(
          &bits, Huffman(lengths: Array(lengths[0..<literalCount])),
          Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount])), into: &out)
      default: throw PNGImage.Failure.unsupported("a reserved block type")
      }
    }
    return out
  }

  static func codes(_ bits: inout Bits, _ literals: Huffman, _ distances: Huffman, into out: inout [UInt8]) throws {
    while true {
      let symbol = try literals.decode(&bits)
      if symbol < 256 {
        out.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let index = symbol - 257
      let length = try lengthBase[index] + bits.read(lengthExtra[index])
      let code = try distances.decode(&bits)
      let distance = try distanceBase[code] + bits.read(distanceExtra[code])
      let start = out.count - distance
      guard start >= 0 else { throw PNGImage.Failure.truncated }
      for offset in 0..<length { out.append(out[start + offset]) }
    }
  }
}
