/// Value settings that arrive one at a time in no order of their own, as Interface Builder sets a
/// storyboard control's inspectable properties, applied at once in the order their rules need:
/// the range and step first, then the values. So a range of 0…1 000 000 with a lower value of
/// 120 000 comes out as set, whichever of them arrived first.
///
/// A host collects the settings while it is being decoded and applies them when decoding ends
/// (UIKit: `awakeFromNib`). Settings left `nil` are not touched; each applied one follows the
/// model's own rules for bad input.
@_spi(Hosting) public struct ValueSettings: Sendable, Equatable {
    /// The lowest value, if set.
    public var minimumValue: Double?
    /// The highest value, if set.
    public var maximumValue: Double?
    /// The step, if set.
    public var step: Double?
    /// The knob's (or rotatable knob's) value, if set.
    public var value: Double?
    /// The range slider's lower value, if set.
    public var lowerValue: Double?
    /// The range slider's upper value, if set.
    public var upperValue: Double?
    /// The wheel's number of sectors, if set.
    public var numberOfSections: Int?
    /// The wheel's selected sector, if set.
    public var selectedIndex: Int?

    /// No settings.
    public init() {}

    /// Whether no setting is held.
    public var isEmpty: Bool { self == ValueSettings() }

    /// The range and step as they apply to `bounds`: the maximum first when it grows the range,
    /// so the minimum never pushes it.
    private func bounds(from bounds: ValueBounds) -> ValueBounds {
        var b = bounds
        if let maximumValue, maximumValue >= b.maximum { b.setMaximum(maximumValue) }
        if let minimumValue { b.setMinimum(minimumValue) }
        if let maximumValue { b.setMaximum(maximumValue) }
        if let step { b.setStep(step) }
        return b
    }

    /// Applies the range, the step, then the value to `knob`. An unchanged range is not assigned
    /// again, so a running animation goes on.
    public func apply(to knob: KnobModel) {
        knob.changes.batch {
            let b = bounds(from: knob.valueBounds)
            if b != knob.valueBounds { knob.valueBounds = b }
            if let value { knob.value = value }
        }
    }

    /// Applies the number of sectors, then the selection (without animation) to `wheel`, so a
    /// selected sector 10 of 12 is not first wrapped against the default 8.
    public func apply(to wheel: RotaryWheelModel) {
        wheel.changes.batch {
            if let numberOfSections { wheel.numberOfSections = numberOfSections }
            if let selectedIndex { wheel.select(selectedIndex, animated: false) }
        }
    }

    /// Applies the range, the step, then the value to `knob`.
    public func apply(to knob: RotatableKnobModel) {
        apply(to: knob.knob)
    }

    /// Applies the range, the step, then both values at once to `slider`.
    public func apply(to slider: RangeSliderModel) {
        slider.changes.batch {
            let b = bounds(from: slider.valueBounds)
            if b != slider.valueBounds { slider.valueBounds = b }
            if lowerValue != nil || upperValue != nil {
                slider.setValues(lower: lowerValue ?? slider.lowerValue, upper: upperValue ?? slider.upperValue, animated: false)
            }
        }
    }
}
