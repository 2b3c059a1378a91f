/// Why `show -` failed.
enum InputLineError: Error, Equatable {
  /// A line is not UTF-8.
  case notUTF8
  /// A line is longer than `StandardInput.maximumLineBytes`.
  case tooLong
  /// A line of `contrast -` that is not a pair: `FG on BG` or `FG<TAB>BG`.
  case notAPair(String)
  /// `bad` of the `of` lines that held something could not be read (each already reported).
  case badLines(Int, of: Int)
}
