import Foundation

/// A control's natural size, points: a side is `nil` where the control has none of its own and
/// takes what its layout gives it (a range slider's length).
@_spi(Hosting) public struct NaturalSize: Sendable, Hashable {
    /// The natural width, or `nil` for none.
    @_spi(Hosting) public var width: Double?
    /// The natural height, or `nil` for none.
    @_spi(Hosting) public var height: Double?

    /// A natural size; `nil` for a side the control leaves to its layout.
    @_spi(Hosting) public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A square of `side` points.
    @_spi(Hosting) public static func square(_ side: Double) -> NaturalSize { NaturalSize(width: side, height: side) }

    /// A bar along `orientation`, `thickness` points across it (at most the largest finite
    /// number), with no natural length.
    @_spi(Hosting) public static func bar(_ orientation: TrackOrientation, thickness: Double) -> NaturalSize {
        let across = min(thickness, .greatestFiniteMagnitude)
        return orientation == .horizontal ? NaturalSize(width: nil, height: across) : NaturalSize(width: across, height: nil)
    }
}

/// How hosts size a control from its ``NaturalSize``: UIKit's `intrinsicContentSize`, SwiftUI's
/// `sizeThatFits`, GTK's natural size all ask here.
@_spi(Hosting) public enum ControlSizing {
    /// The side of a square control's natural size (the knobs', the XY pad's), points: 150.
    @_spi(Hosting) public static let squareSide = 150.0
    /// A range slider's thickness across its axis (before label bands), points: `UISlider`'s 31.
    @_spi(Hosting) public static let sliderThickness = 31.0
    /// The length a bar (the range slider) takes when its layout leaves it open, points: 200.
    @_spi(Hosting) public static let idealBarLength = 200.0

    /// The size a host that takes a size of its own from the program (GTK's content size, given
    /// to the widget's initialiser) asks for, whole points: that `width` × `height`, except that a
    /// bar (a side without a natural length) is at least as thick as its natural thickness, rounded
    /// up. So a slider given 32 points keeps them, and one whose label bands grow with the text
    /// scale grows with them instead of squeezing its thumbs. A square (a knob, a wheel) takes the
    /// size given, whatever its natural side. Sizes below 1 are 1.
    @_spi(Hosting) public static func requestedSize(width: Int, height: Int, natural: NaturalSize) -> (width: Int, height: Int) {
        func atLeast(_ given: Int, _ thickness: Double?) -> Int {
            guard let thickness, thickness.isFinite, thickness > 0 else { return max(given, 1) }
            return max(given, Int(min(thickness.rounded(.up), Double(Int32.max))), 1)
        }
        switch (natural.width, natural.height) {
        case (nil, let thickness?): return (max(width, 1), atLeast(height, thickness))
        case (let thickness?, nil): return (atLeast(width, thickness), max(height, 1))
        default: return (max(width, 1), max(height, 1))
        }
    }

    /// A length a layout offers, or `nil` where it leaves the side open: NaN, negative, infinite,
    /// and a million points or more (UIKit offers `.greatestFiniteMagnitude` for "as large as you
    /// like"; no screen is that large).
    @_spi(Hosting) public static func offered(_ length: Double?) -> Double? {
        guard let length, length >= 0, length < 1_000_000 else { return nil }
        return length
    }

    /// The size a control of natural size `natural` takes when offered `width` × `height` (`nil`
    /// or infinite for a side left open):
    /// - a bar (a side without a natural length) keeps its natural thickness and takes the length
    ///   offered, like a slider, or ``idealBarLength`` when none is;
    /// - a square is as large as the offered width and height allow, taking its natural side along
    ///   a side left open. So an offer of 160 × 160 gives 160 points, a form row of any width the
    ///   natural side.
    /// NaN, negative and huge offers count as open (see ``offered(_:)``).
    @_spi(Hosting) public static func fittingSize(width: Double?, height: Double?, natural: NaturalSize) -> CGSize {
        let w = offered(width), h = offered(height)
        guard let nw = natural.width, let nh = natural.height else {
            return CGSize(width: natural.width ?? w ?? idealBarLength, height: natural.height ?? h ?? idealBarLength)
        }
        let side = min(w ?? nw, h ?? nh)
        return CGSize(width: side, height: side)
    }
}

extension ControlModel {
    /// The natural size: the knobs' and the wheel's touch targets lie inside their bounds (a
    /// touch counts only there), so clipping hit testing to the bounds cuts none.
    @_spi(Hosting) public var touchInclusiveNaturalSize: NaturalSize { naturalSize }
}
