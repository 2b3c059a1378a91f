/// Why a store could not do what was asked: its file failed (`StoreError`), or what was asked was refused
/// (`InputError`: a palette name the rules refuse, a taken or unknown name, a value out of range under `strict`).
/// Nothing was written.
public enum StoreRequestError: Error, Equatable, Sendable {
  /// The file could not be read or changed.
  case store(StoreError)
  /// What was asked was refused.
  case input(InputError)

  /// `body`'s result, its store error wrapped.
  static func fromStore<T>(_ body: () throws(StoreError) -> T) throws(StoreRequestError) -> T {
    do { return try body() } catch { throw .store(error) }
  }

  /// `body`'s result, its input error wrapped.
  static func fromInput<T>(_ body: () throws(InputError) -> T) throws(StoreRequestError) -> T {
    do { return try body() } catch { throw .input(error) }
  }
}
