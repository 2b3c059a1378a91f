/// A command line colormix cannot run: exit 64.
enum UsageError: Error, Equatable, Sendable {
  case invalidArgumentEncoding(position: Int, bytes: [UInt8])
  case unknownCommand(String, suggestion: String?)
  case unknownOption(String, suggestion: String?)
  case optionNotForCommand(String, command: String)
  /// A form's required option is missing: `palette export` without `--to FORMAT`.
  case missingOption(String, command: String)
  case missingOptionValue(String)
  case optionTakesNoValue(String)
  case invalidOptionValue(option: String, value: String, allowed: [String])
  case wrongArgumentCount(command: String, usage: String)
  case unknownChannel(String)
  /// An argument that must be one of a few words: `completions SHELL`.
  case invalidArgument(name: String, value: String, allowed: [String])
  /// `set -` with no non-blank line on standard input.
  case emptyStandardInput
  /// `set -` whose first non-blank line is longer than `limit` bytes.
  case standardInputLineTooLong(limit: Int)
  /// `set -` whose first non-blank line is not UTF-8.
  case standardInputNotUTF8(bytes: [UInt8])
  /// An amount (`lighten 10`, `--steps 7`) that is not a number in `range`, e.g. `0–100`.
  case invalidAmount(String, for: String, range: String)
  /// More colors given than `command` makes in all (`distinct 256` with 257 colors, `gradient` with 257 stops).
  case tooManyColors(command: String, given: Int, limit: Int)
  case invalidLockTimeout(String)
  /// `COLORMIX_TERMINAL_TIMEOUT` that is not a non-negative number of seconds.
  case invalidTerminalTimeout(String)
  case invalidEnvironmentEncoding(variable: String)
  /// `-` where standard input cannot be read: only the first color of `blend` and `contrast` may be `-`.
  case standardInputNotHere(argument: String, usage: String)
  /// `-` as a color where the command reads no standard input (`gradient red -`, `contrast -` without BG).
  case standardInputNotAccepted
  /// Two options that do not go together: `--shape block` with `--format hex` (`first`, `second` as typed).
  case conflictingOptions(String, String, reason: String)
  /// `-` beside other colors (`sort red - blue`): it must be the only color.
  case standardInputAlone(usage: String)
  /// An option given without the option it refines (`palette --severity 50` without `--simulate`).
  case optionNeedsOption(String, needs: String)
  /// `mix` was run without a terminal on stdin and stdout, or with `TERM=dumb`.
  case needsTerminal
  /// `mix` was given colors (`mix red blue`): it is the live mixer, and `blend` mixes two colors.
  case mixTakesNoColors([String])
  /// A command of pastel's that colormix spells another way (`format hex red`), with the colormix command line that
  /// does what it does (`PastelVerb`).
  case pastelVerb(String, equivalent: String)
}
