import ColorCore

/// What the mixer needs from the command line around it: its stores, opened anew for each use, and the words for
/// an error on the message line.
package struct MixerStores {
  /// The color store, its path resolved anew.
  package let colorStore: () throws -> ColorStore
  /// The palette store, its path resolved anew.
  package let paletteStore: () throws -> PaletteStore
  /// The store file's path as given, for the watcher.
  package let storePath: () throws -> FilePath
  /// One sentence for `error`, as the command line would word it.
  package let describe: (any Error) -> String

  package init(
    colorStore: @escaping () throws -> ColorStore, paletteStore: @escaping () throws -> PaletteStore,
    storePath: @escaping () throws -> FilePath, describe: @escaping (any Error) -> String
  ) {
    self.colorStore = colorStore
    self.paletteStore = paletteStore
    self.storePath = storePath
    self.describe = describe
  }
}
