extension ColorStore {
  /// What the store holds: the color and warnings about values in the file that were clamped (with the input's
  /// warnings, after an update).
  public struct Contents: Equatable, Sendable {
    /// The stored color (black for a store that was never written).
    public var color: StoredColor
    /// The mixer polygon's sides, 3 to 12 (`ColorStore.defaultSides` when the file has none).
    package var sides: Int
    /// The space of the mixer's sliders (RGB when the file has none).
    package var sliders: SliderSpace
    /// What was clamped: values in the file first, then the input's.
    public var warnings: [RangeWarning]
    /// The color exactly as it was set, when that is more than `color` (nil: the tenths are the color).
    public var exactColor: Exact?

    /// The color exactly: `exactColor`'s, else the tenths.
    public var exact: Color { exactColor?.color ?? Color(color) }

    /// Contents from their parts.
    public init(color: StoredColor, warnings: [RangeWarning] = []) {
      self.init(color: color, sides: ColorStore.defaultSides, sliders: .rgb, warnings: warnings)
    }

    /// Contents with the mixer's view settings.
    init(color: StoredColor, sides: Int, sliders: SliderSpace, warnings: [RangeWarning]) {
      self.color = color
      self.sides = sides
      self.sliders = sliders
      self.warnings = warnings
    }
  }

  /// What an `update` changes the color to: the new color and the warnings of the input it came from.
  public struct Change: Equatable, Sendable {
    /// The color to store.
    public var color: StoredColor
    /// The color exactly, when it is more than `color`.
    public var exact: Exact?
    /// What was clamped to get `color`; under `update(strict: true)` the first is an error.
    public var warnings: [RangeWarning]

    /// A change to `color`, with the input's `warnings`.
    public init(color: StoredColor, warnings: [RangeWarning] = []) {
      self.color = color
      self.warnings = warnings
    }

    /// A change to the color `reading` gives, in tenths and exactly (`Exact(_:)`), with `warnings`.
    public init(_ reading: ColorReading, warnings: [RangeWarning]) {
      self.init(color: StoredColor(rounding: reading.color), warnings: warnings)
      exact = Exact(reading)
    }
  }
}
