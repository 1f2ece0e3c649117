#if canImport(UIKit)
import UIKit
@_spi(Hosting) import Detent

/// A control's colour property that, when set, replaces one or more colours of the control's
/// style (`minimumTrackTintColor` replaces `FaderStyle.fillColor`): `nil` keeps the style's own,
/// automatic colours included. The colour is kept as given and resolved for the control's traits
/// at every render (``DetentControl/styled(_:)``), so dynamic colours follow light, dark and
/// contrast; setting it redraws the control.
///
/// Detent's controls declare their colour properties with it; it works only on a property of a
/// ``DetentControl`` class.
@propertyWrapper
@_documentation(visibility: internal)
public struct StyleColor<Style> {
    // The key path is one object the runtime shares between instances, and `others` is almost
    // always empty: a control holds no allocation per colour property until the colour is set.
    /// The style's colour this property replaces, which also names the colour in the control.
    private let keyPath: AnyKeyPath
    /// Further style colours the same property replaces (the wheel's icons and titles).
    private let others: [AnyKeyPath]

    /// A property that replaces the style's colours at `keyPath` and `others`.
    init(_ keyPath: WritableKeyPath<Style, DrawingColor>, _ others: WritableKeyPath<Style, DrawingColor>...) {
        self.keyPath = keyPath
        self.others = others
    }

    /// A property that replaces the style's optional colour at `keyPath` (whose `nil` means the
    /// style picks one itself).
    init(_ keyPath: WritableKeyPath<Style, DrawingColor?>) {
        self.keyPath = keyPath
        others = []
    }

    /// Unavailable: the colour is reached through the control (see the subscript).
    @_spi(Hosting) @available(*, unavailable, message: "StyleColor works only on a property of a DetentControl class")
    public var wrappedValue: UIColor? {
        get { fatalError("StyleColor works only on a property of a DetentControl class") }
        set { fatalError("StyleColor works only on a property of a DetentControl class") }
    }

    /// The property's colour on `control`; setting it redraws `control`. Swift calls this for a
    /// wrapped property of a class, passing the instance, instead of `wrappedValue`.
    @_spi(Hosting) @MainActor
    public static subscript<Control: DetentControl>(_enclosingInstance control: Control,
                                                    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Control, UIColor?>,
                                                    storage storageKeyPath: ReferenceWritableKeyPath<Control, Self>) -> UIColor? {
        get { control.styleColors[control[keyPath: storageKeyPath].keyPath] }
        set {
            let property = control[keyPath: storageKeyPath]
            for keyPath in [property.keyPath] + property.others { control.styleColors[keyPath] = newValue }
            control.render()
        }
    }
}

extension DetentControl {
    /// `style` with the colours the control's ``StyleColor`` properties replace, each resolved
    /// for the control's traits now. Only colours given are set: assigning the style's own would
    /// fix its automatic colours (the tint, dark mode, contrast) at their light values.
    func styled<Style>(_ style: Style) -> Style {
        var styled = style
        for (keyPath, color) in styleColors {
            let drawn = DrawingColor(color, traits: traitCollection)
            if let keyPath = keyPath as? WritableKeyPath<Style, DrawingColor> {
                styled[keyPath: keyPath] = drawn
            } else if let keyPath = keyPath as? WritableKeyPath<Style, DrawingColor?> {
                styled[keyPath: keyPath] = drawn
            } else {
                assertionFailure("\(keyPath) is not a colour of \(Style.self)")
            }
        }
        return styled
    }
}
#endif
