/// One of a command's examples: the command line and what it prints, read from its text in `CommandSpec.examples`
/// (the first line is the command, the others its output).
struct CommandExample: Equatable {
  let command: String
  let output: [String]

  init(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    command = lines[0]
    output = Array(lines.dropFirst())
  }

  /// The example as a terminal transcript, `$ COMMAND` then the output, each line at most `width` columns: a longer
  /// command line is broken at a space with ` \` (so it can still be pasted), a longer output line at a space,
  /// its rest indented by four spaces.
  func transcript(width: Int) -> [String] {
    Self.broken("$ " + command, width: width, marker: " \\") + output.flatMap { Self.broken($0, width: width) }
  }

  /// `line` in pieces of at most `width` characters, broken at spaces (the spaces at a break dropped, the others
  /// kept as they are); a piece without a space to break at is left whole.
  private static func broken(_ line: String, width: Int, marker: String = "") -> [String] {
    var pieces: [String] = []
    var rest = Substring(line)
    var prefix = ""
    while prefix.count + rest.count > width {
      let room = width - prefix.count - marker.count
      guard room > 0, let cut = rest.prefix(room + 1).lastIndex(of: " "), cut > rest.startIndex else { break }
      pieces.append(prefix + rest[..<cut].trimmingSuffix(" ") + marker)
      rest = rest[cut...].drop { $0 == " " }
      prefix = "    "
    }
    pieces.append(prefix + rest)
    return pieces
  }
}

extension CommandSpec {
  /// `examples`, read.
  var exampleList: [CommandExample] { examples.map(CommandExample.init) }
}

extension Substring {
  fileprivate func trimmingSuffix(_ character: Character) -> Substring {
    var text = self
    while text.last == character { text = text.dropLast() }
    return text
  }
}
