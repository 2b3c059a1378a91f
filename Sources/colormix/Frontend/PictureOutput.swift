import ColorCore

/// `--to svg|html`: the colors a command prints, collected for the one picture written when it succeeds (so a
/// command that fails writes nothing). A command that prints a list of colors gives them to `ColorPrinter`, which
/// collects them here, and the frontend writes them as a palette card; `scale`, `gradient`, `theme` and
/// `contrast --grid` draw pictures of their own (`write`).
final class PictureOutput {
  let format: PictureFormat
  /// The picture's title: the command line that made it.
  let title: String
  /// The colors printed, in order.
  var swatches: [ColorPicture.Swatch] = []
  /// Whether the command wrote a picture of its own.
  private(set) var written = false

  init(format: PictureFormat, title: String) {
    self.format = format
    self.title = title
  }

  /// Writes `picture` to standard output, in place of the card of the colors printed.
  func write(_ picture: ColorPicture, _ output: Output) {
    output.write(picture.document(format))
    written = true
  }

  /// Writes the card of the colors printed, unless the command wrote a picture of its own.
  func finish(_ output: Output) {
    guard !written else { return }
    // A color printed without a name of its own goes by its place in the list.
    let numbered = swatches.enumerated().map { index, swatch in
      var swatch = swatch
      if swatch.names.isEmpty { swatch.names = [String(index + 1)] }
      return swatch
    }
    write(ColorPicture.card(title: title, swatches: numbered), output)
  }
}
