/// The `--color` option.
package enum ColorChoice: String, CaseIterable, Sendable {
  case auto, always, never
}
