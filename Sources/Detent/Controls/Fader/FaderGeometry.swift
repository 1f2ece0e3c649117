import Foundation

/// How a fader shows its value: with a thumb on the track, or with the filled track alone.
public enum FaderThumbStyle: Sendable, Hashable {
    /// A round thumb on a thin track, dragged by the thumb (UIKit's default slider).
    case standard
    /// No thumb: a thicker track whose fill is the handle, dragged from anywhere on the track
    /// (UIKit's `.thumbless` slider, a volume bar).
    case thumbless
}

/// The fader's geometry as pure functions of its bounds, axis, direction, thumb style and the
/// room its end labels and tick labels take (see ``LinearTrackGeometry`` for the rules it shares
/// with the range slider).
///
/// Along the axis the control's bounds hold, from the minimum's end: the minimum's end slot (its
/// label, `FaderModel/minimumValueLabel`), the track band, the maximum's end slot. Across the
/// axis, the tick label band lies below a horizontal track and right of a vertical one. With a
/// thumb, thumbs are squares as thick as the track band and the track is a third of it; without
/// one, the track is half the band and its ends are the range's ends.
@_spi(Hosting) public struct FaderGeometry: LinearTrackGeometry, Sendable, Equatable {
    /// The track band: where the track and the thumb live, points.
    public private(set) var bounds: CGRect
    /// The axis.
    public let orientation: TrackOrientation
    /// The reading direction (horizontal faders only).
    public let layoutDirection: ReadingDirection
    /// The thumb style.
    public let thumbStyle: FaderThumbStyle
    /// Where the minimum value's label is drawn, at the minimum's end of the track; empty without
    /// a label. (An image at that end would take the same place.)
    public private(set) var minimumEndFrame = CGRect.zero
    /// Where the maximum value's label is drawn, at the maximum's end of the track; empty without
    /// a label.
    public private(set) var maximumEndFrame = CGRect.zero
    /// The tick label band; empty without room for tick labels.
    public private(set) var tickLabelFrame = CGRect.zero

    /// The geometry of a fader in `bounds` (sanitised, `CGRect.sanitizedBounds`) whose end slots
    /// take `minimumEnd` and `maximumEnd` points along the axis and whose tick label band takes
    /// `tickLabels` points across it. Each end slot takes at most a third of the length, the
    /// band at most the whole thickness; negative or non-finite room is none.
    public init(bounds: CGRect, orientation: TrackOrientation = .horizontal,
                layoutDirection: ReadingDirection = .leftToRight, thumbStyle: FaderThumbStyle = .standard,
                minimumEnd: Double = 0, maximumEnd: Double = 0, tickLabels: Double = 0) {
        self.orientation = orientation
        self.layoutDirection = layoutDirection
        self.thumbStyle = thumbStyle
        let whole = bounds.sanitizedBounds
        self.bounds = whole
        func room(_ r: Double, upTo limit: Double) -> Double { r.isFinite ? min(max(r, 0), max(limit, 0)) : 0 }
        let horizontal = orientation == .horizontal
        let (ticks, rest) = whole.divided(atDistance: room(tickLabels, upTo: crossExtent), from: horizontal ? .maxYEdge : .maxXEdge)
        let third = Double(horizontal ? rest.width : rest.height) / 3
        let minimumEdge: CGRectEdge = horizontal ? (layoutDirection == .leftToRight ? .minXEdge : .maxXEdge) : .maxYEdge
        let maximumEdge: CGRectEdge = horizontal ? (layoutDirection == .leftToRight ? .maxXEdge : .minXEdge) : .minYEdge
        let (low, afterLow) = rest.divided(atDistance: room(minimumEnd, upTo: third), from: minimumEdge)
        let (high, track) = afterLow.divided(atDistance: room(maximumEnd, upTo: third), from: maximumEdge)
        tickLabelFrame = ticks
        minimumEndFrame = low.width > 0 && low.height > 0 ? low : .zero
        maximumEndFrame = high.width > 0 && high.height > 0 ? high : .zero
        self.bounds = track
    }

    /// The side of the square thumb: the track band's thickness; 0 without a thumb, so the
    /// range's ends are the track's ends.
    public var thumbSize: Double { thumbStyle == .standard ? crossExtent : 0 }

    /// The track: a third of the band's thickness with a thumb, half of it without.
    public var trackFrame: CGRect { frameInsetAcross(byOneIn: thumbStyle == .standard ? 3 : 4) }

    /// The filled part of the track: from the fraction `origin` (the neutral value's, else 0) to
    /// `fraction`, reaching the track's own end at 0 and 1.
    public func fillFrame(from origin: Double, to fraction: Double) -> CGRect {
        trackPart(from: min(origin, fraction), to: max(origin, fraction))
    }
}
