#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// A disc of sectors that you spin; it comes to rest with one sector at the marker. A UIKit host
/// for `RotaryWheelModel`.
///
/// ```swift
/// let wheel = RotaryWheel(sectors: [RotaryWheelSector(title: "Circles"), RotaryWheelSector(title: "Stars")])
/// wheel.addTarget(self, action: #selector(selectionChanged(_:)), for: .valueChanged)
/// wheel.addTarget(self, action: #selector(centerTapped(_:)), for: .primaryActionTriggered)
/// print(wheel.selectedTitle) // "Circles"
/// ```
///
/// Drag to spin (a flick glides on, then snaps), tap a sector to bring it to the marker, tap the
/// centre button for the primary action. `.valueChanged` is sent when the user changes the
/// selection. Sector boundaries that the user's turn (or its glide) brings to the marker play
/// haptics. A flick's glide settles within 1.5 s; a tap on a moving wheel stops it where it is and
/// selects nothing. VoiceOver adjusts to the next or previous sector and activates the centre
/// button. Its intrinsic size is 240 × 240 points.
@IBDesignable
open class RotaryWheel: DetentControl, ValueReportingControl, ModelHosting {
    /// The headless model this control shows, for advanced use (the control's properties cover
    /// every setting). Change it on the main thread; the control redraws after every change.
    public let model = RotaryWheelModel()

    /// Creates a wheel of `sectors` (one sector each, as assigning ``sectors`` does; an empty list
    /// keeps eight sectors, titled with their numbers) resting on `selectedIndex` (default 0), 240
    /// points square.
    public convenience init(sectors: [RotaryWheelSector], selectedIndex: Int = 0) {
        self.init(frame: CGRect(x: 0, y: 0, width: RotaryWheelModel.naturalSide, height: RotaryWheelModel.naturalSide))
        model.sectors = sectors
        model.select(selectedIndex, animated: false)
    }

    /// The wheel's look as data, for what has no property here (fonts, opacities, the centre
    /// button's gradient). The colour properties, when set, replace its colours.
    @Redrawing open var style = RotaryWheelStyle()

    // MARK: Sectors and selection

    /// The number of sectors, 1…360. See `RotaryWheelModel.numberOfSections`.
    @IBInspectable @ControlSetting(\RotaryWheel.model.numberOfSections) open var numberOfSections: Int

    /// The sectors' titles and icons; setting a non-empty list sets ``numberOfSections`` to its
    /// count. See `RotaryWheelModel.sectors`.
    @ControlSetting(\RotaryWheel.model.sectors) open var sectors: [RotaryWheelSector]

    /// Relative sector sizes (a fortune wheel's odds). See `RotaryWheelModel.sectorWeights`.
    @ControlSetting(\RotaryWheel.model.sectorWeights) open var sectorWeights: [Double]

    /// The selected sector, the one resting at the marker. Setting it turns the wheel there without
    /// animation and sends no event.
    @IBInspectable open var selectedIndex: Int {
        get { model.selectedIndex }
        set { model.select(newValue, animated: false) }
    }

    /// The selected sector's title.
    public var selectedTitle: String { model.selectedTitle }

    /// The title of sector `index` (wrapped around the wheel): its ``sectors`` entry's, else its
    /// number.
    public func title(ofSector index: Int) -> String { model.title(ofSector: index) }

    /// The value before the user's edit under way (a drag, a tap, a burst of keys, a VoiceOver
    /// step), from `.editingDidBegin` through `.editingDidEnd`; `nil` between edits. Read it in an
    /// `.editingDidEnd` action to register one undo per edit.
    public var valueBeforeEdit: Int? { model.valueBeforeEdit }

    /// Brings sector `index` to the marker by the shortest turn, optionally animated; sends no event.
    open func select(_ index: Int, animated: Bool) {
        model.select(index, animated: animated)
    }

    /// Spins the wheel by `angle` radians (clockwise positive), then rests on a sector.
    open func spin(by angle: CGFloat, animated: Bool) {
        model.spin(by: Double(angle), animated: animated)
    }

    /// Spins the wheel `revolutions` whole turns (default 3) and on to sector `index` over
    /// `duration` seconds (default 4), easing out, as a fortune wheel does; sends no event.
    open func spin(toSector index: Int, revolutions: Double = RotaryWheelModel.defaultSpinRevolutions,
                   duration: Double = RotaryWheelModel.defaultSpinDuration, clockwise: Bool = true) {
        model.spin(toSector: index, revolutions: revolutions, duration: duration, clockwise: clockwise)
    }

    /// Spins to a random sector, as ``spin(toSector:revolutions:duration:clockwise:)`` does, each
    /// sector as likely as its share of the wheel (its weight); returns the sector it will rest on.
    @discardableResult
    open func spinRandomly(revolutions: Double = RotaryWheelModel.defaultSpinRevolutions,
                           duration: Double = RotaryWheelModel.defaultSpinDuration, clockwise: Bool = true) -> Int {
        var generator = SystemRandomNumberGenerator()
        return model.spinRandomly(using: &generator, revolutions: revolutions, duration: duration, clockwise: clockwise)
    }

    // MARK: Behaviour

    /// The marker's angle, radians (0 at 3 o'clock, clockwise). See `RotaryWheelModel.markerAngle`.
    @IBInspectable @ControlSetting(converting: \RotaryWheel.model.markerAngle) open var markerAngle: CGFloat

    /// When `true` the wheel always rests with a sector centred on the marker. See
    /// `RotaryWheelModel.snapsToSectors`.
    @IBInspectable @ControlSetting(\RotaryWheel.model.snapsToSectors) open var snapsToSectors: Bool

    /// When `true` a flick glides on and decelerates before it rests. See
    /// `RotaryWheelModel.isMomentumEnabled`.
    @IBInspectable @ControlSetting(\RotaryWheel.model.isMomentumEnabled) open var isMomentumEnabled: Bool

    /// How far a flick carries the wheel, seconds of its release speed. See
    /// `RotaryWheelModel.decelerationTime`.
    @IBInspectable @ControlSetting(\RotaryWheel.model.decelerationTime) open var decelerationTime: Double

    /// Release speeds below this do not glide, radians per second. See
    /// `RotaryWheelModel.minimumFlickVelocity`.
    @IBInspectable @ControlSetting(\RotaryWheel.model.minimumFlickVelocity) open var minimumFlickVelocity: Double

    /// Release speeds are capped at this, radians per second. See
    /// `RotaryWheelModel.maximumFlickVelocity`.
    @IBInspectable @ControlSetting(\RotaryWheel.model.maximumFlickVelocity) open var maximumFlickVelocity: Double

    /// Stop points: the rotation stays within this range, radians. See
    /// `RotaryWheelModel.rotationLimits`.
    @ControlSetting(\RotaryWheel.model.rotationLimits) open var rotationLimits: ClosedRange<Double>?

    /// Which ways the finger may turn the wheel. See `RotaryWheelModel.allowedDirection`.
    @ControlSetting(\RotaryWheel.model.allowedDirection) open var allowedDirection: RotationDirection

    /// The radius of the hub where touches do not turn the wheel, as a fraction of the wheel's.
    /// See `RotaryWheelModel.deadZoneRatio`.
    @IBInspectable @ControlSetting(converting: \RotaryWheel.model.deadZoneRatio) open var deadZoneRatio: CGFloat

    /// The centre button's radius as a fraction of the wheel's. See
    /// `RotaryWheelModel.centerButtonRatio`.
    @IBInspectable @ControlSetting(converting: \RotaryWheel.model.centerButtonRatio) open var centerButtonRatio: CGFloat

    // MARK: Look

    /// Text on the centre button. See `RotaryWheelStyle.centerButtonTitle`.
    @IBInspectable @ControlSetting(\RotaryWheel.style.centerButtonTitle) open var centerButtonTitle: String?

    /// Shows the sectors' icons. See `RotaryWheelStyle.showsIcons`.
    @IBInspectable @ControlSetting(\RotaryWheel.style.showsIcons) open var showsIcons: Bool

    /// Shows titles for sectors without an icon. See `RotaryWheelStyle.showsTitles`.
    @IBInspectable @ControlSetting(\RotaryWheel.style.showsTitles) open var showsTitles: Bool

    // UIKit colours are kept as given and resolved for the current traits at every render; `nil`
    // (each one's default) keeps the style's automatic colour for light, dark and contrast.

    /// The disc behind the sectors.
    @IBInspectable @StyleColor(\RotaryWheelStyle.backgroundColor) open var wheelColor: UIColor?

    /// The sectors' fills, used in turn; `nil` (the default) for the control's `tintColor`,
    /// deepened until white titles keep their contrast, and a shade deeper still.
    @Redrawing open var sectorColors: [UIColor]? = nil

    /// The lines between sectors.
    @IBInspectable @StyleColor(\RotaryWheelStyle.separatorColor) open var separatorColor: UIColor?

    /// The sectors' icons and titles.
    @IBInspectable @StyleColor(\RotaryWheelStyle.iconColor, \RotaryWheelStyle.titleColor) open var sectorContentColor: UIColor?

    /// The marker.
    @IBInspectable @StyleColor(\RotaryWheelStyle.markerColor) open var markerColor: UIColor?

    /// The centre button.
    @IBInspectable @StyleColor(\RotaryWheelStyle.centerButtonColor) open var centerButtonColor: UIColor?

    /// The centre button's title.
    @IBInspectable @StyleColor(\RotaryWheelStyle.centerButtonTitleColor) open var centerButtonTitleColor: UIColor?

    func completeStyle(_ style: inout RotaryWheelStyle) {
        if let colors = sectorColors { style.sectorColors = colors.map { DrawingColor($0, traits: traitCollection) } }
    }
}
#endif
