extension StoreLocation {
  /// The stored color and the palette, as `ColorStore.load()` and `PaletteStore.load()` give them, read through
  /// one opening of the folder they share: the swatch of the stored color names it when it is saved, so every
  /// `show` reads both. Each keeps its own error.
  package func loadColorAndPalette() -> (
    color: Result<ColorStore.Contents, StoreError>, palette: Result<PaletteStore.Contents, StoreError>
  ) {
    let (colorStore, paletteStore) = (ColorStore(self), PaletteStore(self))
    let (colorBytes, paletteBytes) = LockedFile.read(colorStore.file, paletteStore.file)
    func decoded<T>(_ bytes: Result<[UInt8]?, StoreError>, _ load: ([UInt8]?) throws(StoreError) -> T)
      -> Result<T, StoreError>
    {
      do { return .success(try load(bytes.get())) } catch { return .failure(error) }
    }
    return (
      decoded(colorBytes) { (bytes) throws(StoreError) in try colorStore.load(bytes) },
      decoded(paletteBytes) { (bytes) throws(StoreError) in try paletteStore.load(bytes) }
    )
  }
}
