import Foundation
@_spi(Hosting) import Detent

// The fader in the contract tests: its settings and the rules only it keeps.

extension FaderModel: SingleValueSubject {
    static func make() -> FaderModel { FaderModel(bounds: CGRect(x: 0, y: 0, width: 300, height: 31)).withContractStep() }
    static var defaultStyle: FaderStyle { FaderStyle() }

    static var settings: [Setting<FaderModel>] {
        rangeSettings + [
            Setting("orientation", \.orientation, other: .vertical) { fader, _ in fader.orientation == .horizontal ? .vertical : .horizontal },
            Setting("layoutDirection", \.layoutDirection, other: .rightToLeft) { fader, _ in
                fader.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            },
            Setting("thumbStyle", \.thumbStyle, other: .thumbless) { fader, _ in fader.thumbStyle == .standard ? .thumbless : .standard },
            Setting("minimumValueLabel", \.minimumValueLabel, other: "Low") { $1.b > 1 ? nil : $1.pick(["0", "", "Quiet", "−∞ dB"]) },
            Setting("maximumValueLabel", \.maximumValueLabel, other: "High") { $1.b > 1 ? nil : $1.pick(["100", "", "Loud", "+6 dB"]) },
            Setting("tickLabelSpace", \.tickLabelSpace, other: 10) { $1.number(20) },
            Setting("minimumValueImageName", \.minimumValueImageName, other: "speaker") { $1.b > 1 ? nil : $1.pick(["speaker", ""]) },
            Setting("maximumValueImageName", \.maximumValueImageName, other: "speaker.wave.3") { $1.b > 1 ? nil : $1.pick(["speaker.wave.3", ""]) },
        ] + readOutSettings(name: "Volume") + [
            defaultValueSetting,
            doubleTapIntervalSetting,
            .toggle("movesThumbOnTap", \.movesThumbOnTap),
            .toggle("precisionScrubbing", \.precisionScrubbing),
        ] + scaleSettings + [
            neutralValueSetting,
        ]
    }

    static var programActions: [(FaderModel, Step) -> Void] {
        [{ fader, _ in fader.finishAnimations() }, { fader, _ in fader.doubleTap() }]
    }

    /// On the thumb at value 0, then 60 points along the track.
    var dragPoints: (start: CGPoint, moved: CGPoint) {
        let thumb = thumbFrame
        return (CGPoint(x: thumb.midX, y: thumb.midY), CGPoint(x: thumb.midX + 60, y: thumb.midY))
    }

    /// The thumb, as a user aims at it, a little off its centre.
    func aimedPoint(_ step: Step) -> CGPoint {
        thumbTouchFrame.aimed(by: step)
    }

    func tapGestureEnded(at point: CGPoint) -> Bool { tap(at: point) }

    /// The value keeps the value rules (`checkValueRules`), shown at a finite place on the
    /// track, with the fill inside the track.
    func checkOwnRules(after events: ArraySlice<ControlEvent<Double>>, _ v: Violations) {
        checkValueRules(value, v)
        let f = presentationFraction
        v.check(f.isFinite && (0...1).contains(f), "shown at fraction \(f)")
        v.check(thumbFrame.isFiniteRect && thumbTouchFrame.isFiniteRect, "thumb frames \(thumbFrame) \(thumbTouchFrame)")
        let fill = geometry.fillFrame(from: 0, to: f), track = geometry.trackFrame
        let eps = 0.001
        let inside = fill.minX >= track.minX - eps && fill.maxX <= track.maxX + eps && fill.minY >= track.minY - eps
            && fill.maxY <= track.maxY + eps
        v.check(fill.isFiniteRect && inside, "fill \(fill) outside the track \(track)")
    }
}
