/// Why `show -` failed.
enum InputLineError: Error, Equatable {
  /// A line is not UTF-8.
  case notUTF8
  /// This many lines could not be read (each already reported).
  case badLines(Int)
}
