@_spi(Hosting) import Detent
import CDetentGTK

/// The look flags (`--dark`, `--high-contrast`, `--rtl`, `--text-scale N`) for the window, set
/// the GTK way before it is built: GTK's settings and default text direction. GTK's own widgets
/// follow them, and each control's host reads them as it would a user's settings, so the controls
/// get their environment through DetentGTK's normal path rather than from the gallery.
enum GalleryLook {
    /// Applies `options`' look to GTK's default settings and text direction.
    @MainActor
    static func apply(_ options: Options) {
        if options.rightToLeft { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
        guard let settings = gtk_settings_get_default() else { return }
        let object = UnsafeMutableRawPointer(settings)
        if options.dark { detent_object_set_boolean(object, "gtk-application-prefer-dark-theme", 1) }
        if options.highContrast {
            // GTK's built-in high-contrast themes; the inverse one is dark.
            detent_object_set_string(object, "gtk-theme-name", options.dark ? "HighContrastInverse" : "HighContrast")
        }
        // gtk-xft-dpi is 1024 × dots per inch, 96 being standard. The environment's scale is the
        // one the core honours (clamped), so GTK's text grows as much as the controls' labels.
        let scale = options.environment.textScale
        if scale != 1 { detent_object_set_int(object, "gtk-xft-dpi", Int32((scale * 96 * 1024).rounded())) }
    }
}
