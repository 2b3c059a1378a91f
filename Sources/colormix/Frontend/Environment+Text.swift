import ColorTerminal

extension Environment {
  /// The value as text, or `nil` when unset; a value that is not valid UTF-8 is a usage error.
  func text(_ variable: Variable) throws(UsageError) -> String? {
    guard let bytes = bytes(variable) else { return nil }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .invalidEnvironmentEncoding(variable: variable.rawValue)
    }
    return text
  }
}
