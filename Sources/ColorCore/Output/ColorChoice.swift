/// The `--color` option.
public enum ColorChoice: String, CaseIterable, Sendable {
  case auto, always, never
}
