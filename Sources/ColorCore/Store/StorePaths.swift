/// The files one store uses, resolved once: the store as given (for messages), the real store file its links
/// lead to, and the palette beside the real file. Locks and temporary files are named after the real files,
/// so every path to one file shares one lock.
package struct StorePaths: Sendable {
  /// The store path as given.
  let given: FilePath
  /// The store file itself: `given` with its links followed.
  let store: FilePath
  /// The palette as given: `palette.json` in the real store file's folder.
  let givenPalette: FilePath
  /// The palette file itself.
  let palette: FilePath
  /// Why the palette path cannot be used (a link on it refused), if it cannot: the palette's reads and writes
  /// fail with it, while the color store works on (as with any palette that cannot be read).
  var paletteProblem: FileError? { paletteRefusal.error }
  /// `paletteProblem` in a box: a reference (never nil) is copied and destroyed without an optional's type
  /// metadata, which the runtime would build on every start at a cost of tens of thousands of instructions.
  let paletteRefusal: Refusal

  /// A file error, or none, kept by reference.
  final class Refusal: Sendable {
    let error: FileError?
    init(_ error: FileError?) { self.error = error }
    /// No error.
    static let none = Refusal(nil)
  }

  /// Resolves the store path `text` (its UTF-8 bytes).
  init(store text: String, fileSystem: any FileSystem) throws(StoreError) {
    try self.init(store: FilePath(text), fileSystem: fileSystem)
  }

  /// Resolves `path`, as bytes (UTF-8 or not). A path ending in `/`, and a store whose file, lock or temporary
  /// names would be the palette's (or the other way round), are `StoreError.invalidPath`.
  package init(store path: FilePath, fileSystem: any FileSystem) throws(StoreError) {
    given = path
    if given.endsInSlash { throw .invalidPath(path: path.description, problem: .endsInSlash) }
    do {
      store = try fileSystem.resolve(given)
    } catch {
      throw .file(StorePaths.naming(error, given: given))
    }
    if store.endsInSlash || store.name.isEmpty { throw .invalidPath(path: path.description, problem: .endsInSlash) }
    givenPalette = store.folder.child(Array("palette.json".utf8))
    do {
      // A store path that resolved to itself has no link on the way: only `palette.json` itself can be one.
      palette = try fileSystem.resolve(givenPalette, inLinkFreeFolder: store == given)
      paletteRefusal = .none
    } catch {
      palette = givenPalette
      paletteRefusal = Refusal(error)
    }
    // A palette link may name the store's folder another way (`./color.json`, an absolute path, `../d/…`).
    let oneFolder = store.folder == palette.folder || fileSystem.isSame(store.folder, palette.folder)
    if oneFolder && StorePaths.collide(store.name, palette.name) {
      throw .invalidPath(path: path.description, problem: .collidesWithPalette)
    }
  }

  /// `error` naming `given` too, when it is not the path that failed.
  static func naming(_ error: FileError, given: FilePath) -> FileError {
    var error = error
    if error.path != given.description { error.given = given.description }
    return error
  }

  /// Whether two files of one folder, with their `.lock`, `.tmp.*` and `.corrupt*` companions, share a name.
  static func collide(_ first: [UInt8], _ second: [UInt8]) -> Bool {
    let (a, b) = first.count <= second.count ? (first, second) : (second, first)
    guard b.starts(with: a) else { return false }
    let rest = b[a.count...]
    return rest.isEmpty || rest.elementsEqual(".lock".utf8) || rest.starts(with: ".tmp.".utf8)
      || rest.starts(with: ".corrupt".utf8)
  }
}
