import Foundation

/// Headless Chromium (Debian's `chromium`), for looking at pictures as a browser draws them.
enum Chromium {
  /// The browser, when installed.
  static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// `file` (an SVG or HTML file in `cli`'s folder) drawn at one pixel a CSS pixel in a window of `width` × `height`,
  /// as a PNG image.
  static func screenshot(_ file: String, width: Int, height: Int, in cli: Colormix) throws -> PNGImage {
    let png = file + ".png"
    let result = cli.run(
      executable: path!,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
        "--force-color-profile=srgb", "--user-data-dir=" + cli.folder + "/chromium", "--window-size=\(width),\(height)",
        "--screenshot=" + png, "file://" + file,
      ])
    guard FileManager.default.fileExists(atPath: png) else {
      throw MarkupDocument.Failure.malformed("chromium wrote no screenshot: \(result.stderr.suffix(400))")
    }
    return try PNGImage(contentsOf: png)
  }
}
