import CDetentGTK
@_spi(Hosting) import Detent
import Foundation

// The environment: the host fills the model's `environment` from GTK and the model resolves
// everything else from it (the knob's tint, dimming, the range slider's direction, reduce motion).
// - tint: the theme's accent colour (`accent_bg_color`, else `accent_color`, else
//   `theme_selected_bg_color`), read at every draw because a theme or a CSS provider can change it
//   without a signal the widget hears;
// - text colour: the widget's CSS `color`, read at the same times;
// - enabled: the widget's effective sensitivity (its own and its parents');
// - layout direction: `gtk_widget_get_direction`;
// - dark, increased contrast, reduce motion, text scale: `GtkSettings` (see `PlatformSettings`).

/// The `GtkSettings` a control's environment reads.
struct PlatformSettings: Equatable {
    /// `gtk-application-prefer-dark-theme`.
    var prefersDarkTheme = false
    /// `gtk-theme-name`, or `GTK_THEME` when that is set (GTK then loads it instead).
    var themeName = ""
    /// `gtk-enable-animations`.
    var enablesAnimations = true
    /// `gtk-xft-dpi`: 1024 × dots per inch; −1 (or any value ≤ 0) for the default 96.
    var xftDPI: Int32 = -1

    /// The `GtkSettings` properties these come from, for change notifications.
    static let propertyNames = ["gtk-application-prefer-dark-theme", "gtk-theme-name",
                                "gtk-enable-animations", "gtk-xft-dpi"]

    /// Reads `settings`.
    init(_ settings: OpaquePointer) {
        let read = detent_settings_read(settings)
        prefersDarkTheme = read.prefer_dark_theme != 0
        enablesAnimations = read.enable_animations != 0
        xftDPI = read.xft_dpi
        if let name = read.theme_name {
            themeName = String(cString: name)
            g_free(name)
        }
    }

    /// Settings with every default: Adwaita's light look at 96 dpi, animations on.
    init() {}

    /// GTK's high-contrast themes are named HighContrast and HighContrastInverse.
    var isHighContrastTheme: Bool { themeName.lowercased().hasPrefix("highcontrast") }

    /// A dark theme: asked for by the setting, or by name (`Adwaita-dark`, `Adwaita:dark`,
    /// `HighContrastInverse`).
    var isDarkTheme: Bool {
        let name = themeName.lowercased()
        return prefersDarkTheme || name.hasSuffix("-dark") || name.hasSuffix(":dark") || name == "highcontrastinverse"
    }

    /// The environment these settings describe for a widget with `tint` (the theme's accent
    /// colour, if any), text colour `text` (its CSS `color`), sensitivity `isEnabled` and text
    /// direction `layoutDirection`.
    func environment(tint: DrawingColor?, text: DrawingColor?, isEnabled: Bool,
                     layoutDirection: ReadingDirection) -> ControlEnvironment {
        ControlEnvironment(tintColor: tint, isEnabled: isEnabled, layoutDirection: layoutDirection,
                           appearance: isDarkTheme ? .dark : .light, isContrastIncreased: isHighContrastTheme,
                           reducesMotion: !enablesAnimations,
                           textScale: xftDPI > 0 ? Double(xftDPI) / 1024 / 96 : 1, textColor: text)
    }
}

extension ControlHost {
    /// Sets GTK's text direction for the widget (`gtk_widget_set_direction`) to ``textDirection``,
    /// which the model's environment follows: `nil` takes GTK's default direction (the locale's).
    func applyTextDirection() {
        guard let widget else { return }
        gtk_widget_set_direction(widget, textDirection.map { $0 == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR } ?? GTK_TEXT_DIR_NONE)
    }

    /// The theme's accent colour as last read; system blue until the first read and when the
    /// theme defines none.
    var accentColor: DrawingColor { model.environment.tintColor ?? .systemBlue }

    /// Refreshes the environment when GTK says something it comes from changed: sensitivity and
    /// focus (state flags), text direction, scale factor and the settings. Repaints too, since
    /// the focus ring and the scale are the widget's own.
    func watchPlatform(of area: UnsafeMutablePointer<GtkWidget>, data: UnsafeMutableRawPointer) {
        connect(area.raw, "state-flags-changed", gCallback({ _, _, data in
            withHost(data) { $0.platformChanged() }
        } as StateFlagsSignal), data)
        connect(area.raw, "direction-changed", gCallback({ _, _, data in
            withHost(data) { $0.platformChanged() }
        } as DirectionSignal), data)
        connect(area.raw, "notify::scale-factor", gCallback({ _, _, data in
            withHost(data) { $0.platformChanged() }
        } as NotifySignal), data)
        guard let settings = gtk_widget_get_settings(area) else { return }
        // Held until the widget goes, so the handlers can always be disconnected.
        g_object_ref(UnsafeMutableRawPointer(settings))
        let handlers = PlatformSettings.propertyNames.map { name in
            connect(UnsafeMutableRawPointer(settings), "notify::\(name)", gCallback({ _, _, data in
                withHost(data) { $0.settingsChanged() }
            } as NotifySignal), data)
        }
        settingsConnection = (settings, handlers)
        platformSettings = PlatformSettings(settings)
    }

    /// The widget's sensitivity, focus, direction or scale changed.
    func platformChanged() {
        refreshEnvironment()
        queueDraw()
    }

    /// One of the settings the environment reads changed.
    func settingsChanged() {
        if let settings = settingsConnection?.settings { platformSettings = PlatformSettings(settings) }
        refreshEnvironment()
    }

    /// Disconnects from the settings (the widget is gone).
    func stopWatchingSettings() {
        guard let (settings, handlers) = settingsConnection else { return }
        for handler in handlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(settings), handler) }
        g_object_unref(UnsafeMutableRawPointer(settings))
        settingsConnection = nil
    }

    /// Gives the model the environment GTK describes now, if it differs from the one it has.
    func refreshEnvironment() {
        guard let widget else { return }
        let environment = platformSettings.environment(
            tint: lookUpAccentColor(widget), text: DrawingColor(detent_widget_css_color(widget)), isEnabled: gtk_widget_is_sensitive(widget) != 0,
            layoutDirection: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight)
        if model.environment != environment { model.environment = environment }
    }

    /// Whether the widget takes input: its GTK sensitivity, which the model's environment follows.
    /// Without a widget, the model's own `isEnabled`.
    var isEnabled: Bool {
        get {
            guard let widget else { return model.isEnabled }
            return gtk_widget_get_sensitive(widget) != 0
        }
        set {
            guard let widget else {
                model.isEnabled = newValue
                return
            }
            gtk_widget_set_sensitive(widget, newValue ? 1 : 0)
            refreshEnvironment()
        }
    }
}

/// The accent colour `widget`'s theme defines, if any.
@MainActor
func lookUpAccentColor(_ widget: UnsafeMutablePointer<GtkWidget>) -> DrawingColor? {
    var rgba = GdkRGBA()
    guard detent_widget_lookup_accent_color(widget, &rgba) != 0 else { return nil }
    return DrawingColor(rgba)
}
