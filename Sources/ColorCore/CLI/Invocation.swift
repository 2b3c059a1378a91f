/// A parsed command line.
public struct Invocation: Equatable, Sendable {
  public var command: Command = .show
  public var arguments: [String] = []
  public var format: OutputFormat?
  public var color: ColorChoice = .auto
  public var store: String?
  public var strict = false
  public var replace = false
  public var catalog: Catalog?
  public var palette = false
  public var help = false
  public var version = false

  public init() {}
}
