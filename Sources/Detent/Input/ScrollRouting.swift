/// Where one scroll-wheel or touchpad scroll event goes: to the page (the scroll view around the
/// controls) or to the control under the pointer.
@_spi(Hosting) public enum ScrollTarget: Sendable, Hashable {
    /// The surrounding scroll view scrolls.
    case page
    /// The control under the pointer adjusts (one increment per notch).
    case control
}

/// The rule that keeps a page scrolling when its content slides controls under a still pointer,
/// and lets a control take a scroll only when the user meant it, as one value the host keeps per
/// window (or per scroll view) and feeds every scroll event with the clock's time.
///
/// Scroll events come in bursts: a burst ends once no event has come for ``burstGap`` seconds.
/// The first event of a burst decides where the whole burst goes:
/// - to the control under the pointer when that control has keyboard focus, or the pointer has
///   rested on it for at least ``restingDelay`` seconds (the user aimed at it);
/// - to the page otherwise, also when the burst then passes over controls: a page that began
///   scrolling goes on scrolling.
///
/// A burst that went to a control goes to the page once the pointer is no longer over a control.
/// Times are seconds on any monotonic clock; a non-finite time counts as the start of a new burst.
@_spi(Hosting) public struct ScrollRouter: Sendable, Equatable {
    /// How long without a scroll event ends a burst, seconds; default 0.3 (a notch every 100 ms
    /// keeps a wheel burst alive, a pause to read ends it). NaN or negative is 0.
    public var burstGap: Double {
        didSet { burstGap = burstGap >= 0 ? burstGap : 0 }
    }

    /// How long the pointer must rest on a control before a new burst adjusts it, seconds;
    /// default 0.5. NaN or negative is 0.
    public var restingDelay: Double {
        didSet { restingDelay = restingDelay >= 0 ? restingDelay : 0 }
    }

    /// Where the current burst goes; `nil` before the first event.
    public private(set) var burstTarget: ScrollTarget?
    private var lastEventTime: Double?

    /// A router with no burst under way.
    public init(burstGap: Double = 0.3, restingDelay: Double = 0.5) {
        self.burstGap = burstGap >= 0 ? burstGap : 0
        self.restingDelay = restingDelay >= 0 ? restingDelay : 0
    }

    /// Routes one scroll event at `time`. `overControl` tells whether the pointer is over a control;
    /// `controlIsFocused` whether that control has keyboard focus; `pointerRestingSince` when the
    /// pointer last moved (`nil` when unknown: not resting).
    public mutating func route(at time: Double, overControl: Bool, controlIsFocused: Bool = false,
                               pointerRestingSince: Double? = nil) -> ScrollTarget {
        let continues: Bool
        if let last = lastEventTime, time.isFinite, last.isFinite {
            continues = time - last >= 0 && time - last < burstGap
        } else {
            continues = false
        }
        lastEventTime = time.isFinite ? time : nil
        if !continues || burstTarget == nil {
            let resting = pointerRestingSince.map { time.isFinite && $0.isFinite && time - $0 >= restingDelay } ?? false
            burstTarget = overControl && (controlIsFocused || resting) ? .control : .page
        }
        // A control's burst ends at the control's edge; the page's passes over controls.
        if burstTarget == .control, !overControl { burstTarget = .page }
        return burstTarget ?? .page
    }
}
