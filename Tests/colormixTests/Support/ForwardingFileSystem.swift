import ColorCore

/// A test file system that does what the real one does, except for what a conforming type overrides.
protocol ForwardingFileSystem: FileSystem {
  var real: SystemFileSystem { get }
}

extension ForwardingFileSystem {
  func resolve(_ path: FilePath) throws(StoreError.FileError) -> FilePath { try real.resolve(path) }
  func isSame(_ first: FilePath, _ second: FilePath) -> Bool { real.isSame(first, second) }
  func read(_ path: FilePath, limit: Int) throws(StoreError.FileError) -> [UInt8]? { try real.read(path, limit: limit) }
  func openFolder(_ path: FilePath, create: Bool) throws(StoreError.FileError) -> OpenFolder? {
    try real.openFolder(path, create: create)
  }
  func close(_ folder: OpenFolder) { real.close(folder) }
  func lock(_ name: [UInt8], in folder: OpenFolder, create: Bool, timeout: Double) throws(StoreError.FileError)
    -> LockAttempt
  {
    try real.lock(name, in: folder, create: create, timeout: timeout)
  }
  func unlock(_ handle: Int32) { real.unlock(handle) }
  func read(_ name: [UInt8], in folder: OpenFolder, limit: Int) throws(StoreError.FileError) -> [UInt8]? {
    try real.read(name, in: folder, limit: limit)
  }
  func exists(_ name: [UInt8], in folder: OpenFolder) -> Bool { real.exists(name, in: folder) }
  func createTemporary(_ bytes: [UInt8], for name: [UInt8], in folder: OpenFolder) throws(StoreError.FileError)
    -> [UInt8]
  {
    try real.createTemporary(bytes, for: name, in: folder)
  }
  func rename(_ source: [UInt8], to destination: [UInt8], in folder: OpenFolder) throws(StoreError.FileError) {
    try real.rename(source, to: destination, in: folder)
  }
  func remove(_ name: [UInt8], in folder: OpenFolder) { real.remove(name, in: folder) }
  func sync(_ folder: OpenFolder) { real.sync(folder) }
}
