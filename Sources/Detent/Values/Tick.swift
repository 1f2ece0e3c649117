/// A marked value on a knob's arc or beside a range slider's track, with an optional label
/// ("20", "1k", "C"). With `allowsTickValuesOnly` the control takes only tick values; keys and
/// assistive technology move from tick to tick and read a tick's label for its value.
public struct Tick: Sendable, Hashable {
    /// The value marked, in value units. Ticks that are not finite, or lie outside the range, are
    /// not drawn and not taken.
    public var value: Double
    /// The text shown beside the mark and read for the value; `nil` (the default) for a bare mark.
    public var label: String?
    /// The name of an image the host registered, drawn in the tick label band of a linear
    /// control (the fader, the range slider) before the label, a square as tall as the label's
    /// line; a template image takes the labels' colour. `nil` (the default) for none. The knob's
    /// arc shows labels only.
    public var imageName: String?

    /// A tick at `value`, with an optional `label` and `imageName`.
    public init(value: Double, label: String? = nil, imageName: String? = nil) {
        self.value = value
        self.label = label
        self.imageName = imageName
    }
}

/// The finite tick values of a list, sorted and without repeats: what snapping and keys search.
struct TickValues: Sendable, Equatable {
    /// The values, ascending.
    private(set) var sorted: [Double] = []

    /// The values of `ticks`.
    init(_ ticks: [Tick] = []) {
        var values = ticks.map(\.value).filter(\.isFinite)
        values.sort()
        sorted = values.enumerated().filter { $0.offset == 0 || $0.element != values[$0.offset - 1] }.map(\.element)
    }

    /// The index of the first value not below `value` (binary search).
    private func firstIndex(notBelow value: Double) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The value nearest `value` inside `limits`, if any lies there (the lower one on a tie).
    func nearest(to value: Double, in limits: ClosedRange<Double>) -> Double? {
        let i = firstIndex(notBelow: value)
        let above = sorted[i...].first { limits.contains($0) }
        let below = sorted[..<i].last { limits.contains($0) }
        switch (below, above) {
        case let (b?, a?): return value - b <= a - value ? b : a
        case let (b?, nil): return b
        case let (nil, a?): return a
        case (nil, nil): return nil
        }
    }

    /// The first value above `value` by more than `slack`, inside `limits`.
    func next(after value: Double, slack: Double, in limits: ClosedRange<Double>) -> Double? {
        sorted[firstIndex(notBelow: value + slack)...].first { $0 > value + slack && limits.contains($0) }
    }

    /// The last value below `value` by more than `slack`, inside `limits`.
    func previous(before value: Double, slack: Double, in limits: ClosedRange<Double>) -> Double? {
        sorted[..<firstIndex(notBelow: value - slack)].last { $0 < value - slack && limits.contains($0) }
    }

    /// Whether there are none.
    var isEmpty: Bool { sorted.isEmpty }
}
