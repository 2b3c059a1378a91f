/// The `--color` option.
enum ColorChoice: String, CaseIterable, Sendable {
  case auto, always, never
}
