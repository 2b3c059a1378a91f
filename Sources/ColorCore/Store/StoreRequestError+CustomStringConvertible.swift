extension StoreRequestError: CustomStringConvertible {
  /// The sentence of the error it wraps.
  public var description: String {
    switch self {
    case .store(let error): error.description
    case .input(let error): error.description
    }
  }
}
