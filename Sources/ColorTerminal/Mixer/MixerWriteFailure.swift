/// The mixer ended (on `q`, Esc, Ctrl-C or its input closing) after its last store write failed: the change shown
/// was not stored. The command line prints `error`'s sentence and exits 74.
package struct MixerWriteFailure: Error {
  /// What the write threw.
  package let error: any Error

  package init(error: any Error) {
    self.error = error
  }
}
