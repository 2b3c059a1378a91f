/// Why `show -` failed.
enum InputLineError: Error, Equatable {
  /// A line is not UTF-8.
  case notUTF8
  /// A line is longer than `StandardInput.maximumLineBytes`.
  case tooLong
  /// This many lines could not be read (each already reported).
  case badLines(Int)
}
