extension RangeWarning: CustomStringConvertible {
  /// `red 150 is out of range 0–100; using 100`
  public var description: String {
    "\(channel.rawValue) \(Visible.escape(entered)) is out of range \(range); using \(used)"
  }
}
