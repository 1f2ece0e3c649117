/// The rotary wheel's look (the original rotary-wheel tutorial): a background disc, sectors with an icon or a title, the
/// marker ("beak") and the centre button. The original tutorial's opacities (selected 1, others 0.6) are the
/// model's `sectorAlpha`.
public struct RotaryWheelStyle: Sendable, Hashable {
    /// The disc behind the sectors; default a dark slate.
    public var backgroundColor = DrawingColor(red: 0.13, green: 0.15, blue: 0.19)
    /// The sectors' fills, used in turn; default two blues. An empty list draws no fills.
    public var sectorColors = [DrawingColor(red: 0.16, green: 0.42, blue: 0.78), DrawingColor(red: 0.11, green: 0.33, blue: 0.64)]
    /// The lines between sectors; default white at 35 %. Drawn only while sectors are at least
    /// 6 points wide at the rim.
    public var separatorColor = DrawingColor(white: 1, alpha: 0.35)
    /// The icons' colour; default white.
    public var iconColor = DrawingColor.white
    /// The titles' colour; default white.
    public var titleColor = DrawingColor.white
    /// The titles' largest font; titles shrink to fit their sector and, where even 7 points would
    /// not fit, only every k-th sector is labelled. Default 12 points, bold.
    public var titleFont = DrawingFont(size: 12, isBold: true)
    /// Shows the sectors' icons (sectors with an `iconName`); default `true`.
    public var showsIcons = true
    /// Shows titles for sectors without an icon; default `true`.
    public var showsTitles = true
    /// The marker's colour; default a warm red.
    public var markerColor = DrawingColor(red: 0.93, green: 0.33, blue: 0.24)
    /// The centre button's colour; default light grey.
    public var centerButtonColor = DrawingColor(white: 0.92)
    /// Text on the centre button; `nil` (the default) for none.
    public var centerButtonTitle: String?
    /// The centre button title's colour; default dark grey.
    public var centerButtonTitleColor = DrawingColor(white: 0.2)
    /// The opacity every layer takes while the wheel is disabled; default 0.35.
    public var disabledOpacity = 0.35

    /// The default look.
    public init() {}
}
