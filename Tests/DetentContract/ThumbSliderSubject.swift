import Foundation
@_spi(Hosting) import Detent

/// The contract tests' view of a slider with several thumbs on one track (the range slider, the
/// multi-thumb slider): the settings they share, written once. Each slider's subject lists its
/// settings in its own order, with these among its own.
protocol ThumbSliderSubject: ContractSubject, ValueRangeModel {
    var minimumDistance: Double { get set }
    var maximumDistance: Double? { get set }
    var orientation: TrackOrientation { get set }
    var layoutDirection: ReadingDirection { get set }
    var valueLabelSpace: Double { get set }
    var tickLabelSpace: Double { get set }
    var valueFormatter: (@Sendable (Double) -> String)? { get set }
}

extension ThumbSliderSubject {
    /// How near the thumbs may come, and how far apart they may go (sometimes no limit).
    static var distanceSettings: [Setting<Self>] {
        [
            Setting("minimumDistance", \.minimumDistance, other: 0.2) { $1.number(0.6) },
            Setting("maximumDistance", \.maximumDistance, other: 0.9) { $1.b > 1 ? nil : $1.number(0.8) },
        ]
    }

    /// Which way the track lies and reads, and the room kept beside it for value and tick labels.
    static var trackLayoutSettings: [Setting<Self>] {
        [
            Setting("orientation", \.orientation, other: .vertical) { slider, _ in slider.orientation == .horizontal ? .vertical : .horizontal },
            Setting("layoutDirection", \.layoutDirection, other: .rightToLeft) { slider, _ in
                slider.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            },
            Setting("valueLabelSpace", \.valueLabelSpace, other: 10) { $1.number(20) },
            Setting("tickLabelSpace", \.tickLabelSpace, other: 10) { $1.number(20) },
        ]
    }

    /// The ticks (up to 21, 0.1…0.9 as the other enabled range) and the double tap's interval:
    /// the settings both list last.
    static var tickAndDoubleTapSettings: [Setting<Self>] {
        tickSettings(mostTicks: 20, enabled: 0.1...0.9) + [doubleTapIntervalSetting, scaleSetting]
    }

    /// What a program does to a slider besides setting it: finishes its animations at once.
    static var programActions: [(Self, Step) -> Void] { [{ slider, _ in slider.finishAnimations() }] }

    /// With `isContinuous` on, values are reported while the finger moves.
    var reportsWhileMoving: Bool {
        get { isContinuous }
        set { isContinuous = newValue }
    }

    /// The thumbs' values as text: a formatter of the program's, or none.
    /// How values spread along the track: any scale, bad exponents and points among them.
    static var scaleSetting: Setting<Self> {
        Setting("scale", \.scale, other: .logarithmic) { _, s in
            s.pick([.linear, .logarithmic, .power(exponent: s.number(4)), .piecewise([(0.4, s.number(1)), (0.7, s.b)])])
        }
    }

    static var valueFormatterSetting: Setting<Self> {
        Setting(name: "valueFormatter", change: { slider in slider.valueFormatter = { value in "\(value)" } },
                randomize: { slider, s in
                    let formatter: @Sendable (Double) -> String = { value in "\(value) Hz" }
                    slider.valueFormatter = s.b > 0.5 ? nil : formatter
                },
                // Formatters cannot be compared; "none" can, and re-applying it is no change.
                reassign: { if $0.valueFormatter == nil { $0.valueFormatter = nil } })
    }
}
