extension StoreLocation {
  /// The stored color, as `ColorStore.load()` gives it, and the palette, as `PaletteStore.load()` does, read
  /// through one opening of the folder they share: the swatch of the stored color names it when it is saved, so
  /// every `show` reads both. Throws the color store's error; the palette's is kept in what is returned.
  package func loadColorAndPalette() throws(StoreError) -> (color: ColorStore.Contents, palette: PaletteRead) {
    let (colorStore, paletteStore) = (ColorStore(self), PaletteStore(self))
    let (colorBytes, paletteBytes) = LockedFile.read(colorStore.file, paletteStore.file)
    let color = try colorStore.load(colorBytes.get())
    do {
      return (color, PaletteRead(try paletteStore.load(paletteBytes.get())))
    } catch {
      return (color, PaletteRead(error))
    }
  }
}

/// The palette as read, or why it could not be. A class, as `FileRead` is.
package final class PaletteRead: Sendable {
  let contents: PaletteStore.Contents?
  let error: StoreError?

  init(_ contents: PaletteStore.Contents) {
    self.contents = contents
    self.error = nil
  }

  init(_ error: StoreError) {
    self.contents = nil
    self.error = error
  }

  /// The contents, or the error.
  package func get() throws(StoreError) -> PaletteStore.Contents {
    if let error { throw error }
    return contents!
  }
}
