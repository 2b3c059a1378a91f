/// Why the mixer could not take the terminal over.
package enum TerminalError: Error, Equatable {
  /// Standard input is not a terminal whose modes can be read and set.
  case notATerminal
}
