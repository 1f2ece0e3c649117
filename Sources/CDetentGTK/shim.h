#ifndef DETENT_CGTK_SHIM_H
#define DETENT_CGTK_SHIM_H
#include <gtk/gtk.h>
#include <gsk/gl/gskglrenderer.h>
#include <glib-unix.h>
#include <fcntl.h>
#include <stdint.h>
#include <unistd.h>

/* libdispatch's hooks for a foreign event loop, the ones CoreFoundation's run loop is built on:
   the main queue's wake-up descriptor (an eventfd on Linux, signalled when the queue gets work)
   and the drain of the queue on the calling thread. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* The main queue's descriptor became readable: empty its counter first (the drain does not reset
   it, and GLib would call again at once), then run what the queue holds. */
static gboolean detent_main_queue_ready(gint fd, GIOCondition condition, gpointer data) {
    (void)condition;
    (void)data;
    uint64_t count;
    while (read(fd, &count, sizeof count) > 0) {
    }
    _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_CONTINUE;
}

/* Watches the main queue's descriptor from GLib's default main context at `priority`; returns
   the source id, or 0 when libdispatch gives no descriptor. The descriptor is made non-blocking,
   so emptying its counter never waits. */
static inline guint detent_watch_main_queue(int priority) {
    int fd = _dispatch_get_main_queue_handle_4CF();
    if (fd < 0) return 0;
    int flags = fcntl(fd, F_GETFL, 0);
    if (flags >= 0) fcntl(fd, F_SETFL, flags | O_NONBLOCK);
    return g_unix_fd_add_full(priority, fd, G_IO_IN, detent_main_queue_ready, NULL, NULL);
}

// Swift cannot call C variadic functions or C macros; these wrappers give it fixed signatures.

/// A widget of `type` (a drawing area or a subclass) created with an accessible role (a
/// construct-only property).
static inline GtkWidget *detent_drawing_area_new(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/// A GdkTexture showing the pixels of a cairo ARGB32 image surface without copying them: the
/// texture's bytes keep a reference to the surface, released when GTK frees the texture. The
/// memory format is GDK_MEMORY_DEFAULT, cairo's ARGB32 byte order. Returns NULL for a surface that
/// is not a non-empty ARGB32 image surface.
static inline GdkTexture *detent_texture_new_for_surface(cairo_surface_t *surface) {
    if (cairo_surface_get_type(surface) != CAIRO_SURFACE_TYPE_IMAGE ||
        cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32) return NULL;
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    if (width <= 0 || height <= 0) return NULL;
    cairo_surface_flush(surface);
    GBytes *bytes = g_bytes_new_with_free_func(cairo_image_surface_get_data(surface), (gsize)stride * (gsize)height,
                                               (GDestroyNotify)cairo_surface_destroy, cairo_surface_reference(surface));
    GdkTexture *texture = gdk_memory_texture_new(width, height, GDK_MEMORY_DEFAULT, bytes, (gsize)stride);
    g_bytes_unref(bytes);
    return texture;
}

/// A cairo render node over `bounds` whose recording paints `surface` (with its device scale and
/// offset) once, and which keeps a reference to `surface` for as long as the recording lives: a
/// recording only snapshots its sources, and would copy the pixels if `surface` went first.
/// Returns NULL when GSK gives no node or no drawing context.
static inline GskRenderNode *detent_cairo_node_new_for_surface(const graphene_rect_t *bounds,
                                                               cairo_surface_t *surface) {
    static cairo_user_data_key_t source_key;
    GskRenderNode *node = gsk_cairo_node_new(bounds);
    if (node == NULL) return NULL;
    cairo_t *cr = gsk_cairo_node_get_draw_context(node);
    if (cr == NULL) {
        gsk_render_node_unref(node);
        return NULL;
    }
    cairo_set_source_surface(cr, surface, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_t *recording = gsk_cairo_node_get_surface(node);
    if (recording != NULL) {
        cairo_surface_set_user_data(recording, &source_key, cairo_surface_reference(surface),
                                    (cairo_destroy_func_t)cairo_surface_destroy);
    }
    return node;
}

/// Downloads `texture`'s pixels into a new cairo ARGB32 image surface of the texture's size (the
/// caller destroys it); NULL when cairo cannot make the surface.
static inline cairo_surface_t *detent_texture_download_surface(GdkTexture *texture) {
    int width = gdk_texture_get_width(texture), height = gdk_texture_get_height(texture);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        return NULL;
    }
    gdk_texture_download(texture, cairo_image_surface_get_data(surface), (gsize)cairo_image_surface_get_stride(surface));
    cairo_surface_mark_dirty(surface);
    return surface;
}

/// Sets an accessible's numeric value, range and value text.
static inline void detent_accessible_set_value(GtkAccessible *accessible, double now, double min, double max,
                                               const char *text) {
    gtk_accessible_update_property(accessible,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, min,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, max,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                   -1);
}

/// Sets an accessible's label.
static inline void detent_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// `g_signal_connect`, a macro in C.
static inline gulong detent_signal_connect(gpointer instance, const char *signal, GCallback handler, gpointer data) {
    return g_signal_connect_data(instance, signal, handler, data, NULL, (GConnectFlags)0);
}

/// The type of a drawing area, a macro in C.
static inline GType detent_drawing_area_type(void) { return GTK_TYPE_DRAWING_AREA; }

/// The theme's accent colour for `widget`: the first of `accent_bg_color`, `accent_color` and
/// `theme_selected_bg_color` the style defines. Returns FALSE (and leaves `color` alone) when none is.
/// GTK 4.10 deprecates the style-context lookup; it is the only way on GTK 4.8.
static inline gboolean detent_widget_lookup_accent_color(GtkWidget *widget, GdkRGBA *color) {
    static const char *const names[] = { "accent_bg_color", "accent_color", "theme_selected_bg_color" };
    gboolean found = FALSE;
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GtkStyleContext *context = gtk_widget_get_style_context(widget);
    for (unsigned i = 0; i < sizeof names / sizeof names[0] && !found; i++) {
        found = gtk_style_context_lookup_color(context, names[i], color);
    }
G_GNUC_END_IGNORE_DEPRECATIONS
    return found;
}

/// The CSS `color` of `widget` (its own rules, else inherited): what GTK draws its text in.
/// GTK 4.10 deprecates the style-context read for `gtk_widget_get_color`; this is GTK 4.8's way.
static inline GdkRGBA detent_widget_css_color(GtkWidget *widget) {
    GdkRGBA color;
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
G_GNUC_END_IGNORE_DEPRECATIONS
    return color;
}

/// Sets an accessible's label and description at once.
static inline void detent_accessible_set_label_and_description(GtkAccessible *accessible, const char *label,
                                                               const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/// Sets an accessible's orientation (sliders).
static inline void detent_accessible_set_orientation(GtkAccessible *accessible, GtkOrientation orientation) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_ORIENTATION, orientation, -1);
}

/// `G_OBJECT_TYPE_NAME`, a macro in C: the type name of a GObject instance.
static inline const char *detent_object_type_name(gpointer object) { return G_OBJECT_TYPE_NAME(object); }

/// The widget's frame clock time in seconds (`gdk_frame_clock_get_frame_time` is microseconds).
static inline double detent_frame_clock_seconds(GdkFrameClock *clock) {
    return (double)gdk_frame_clock_get_frame_time(clock) / 1e6;
}

/// g_idle / g_timeout priorities are macros in C.
static inline int detent_priority_default(void) { return G_PRIORITY_DEFAULT; }

/// For tests (needs `GTK_A11Y=test`): NULL when `accessible`'s value-now is `value`, else the value
/// it has, as text to free with g_free.
static inline char *detent_test_accessible_check_value_now(GtkAccessible *accessible, double value) {
    return gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, value);
}

/// For tests (needs `GTK_A11Y=test`): NULL when the string property `property` (label, value
/// text…) of `accessible` is `value`, else the value it has, as text to free with g_free.
static inline char *detent_test_accessible_check_text(GtkAccessible *accessible, GtkAccessibleProperty property,
                                                      const char *value) {
    return gtk_test_accessible_check_property(accessible, property, value);
}

/// The GtkSettings properties a control's environment reads, in one call (`g_object_get` is
/// variadic). `theme_name` is the `GTK_THEME` environment variable when set (GTK loads that theme
/// instead of the setting's), else the setting; free it with g_free.
typedef struct {
    gboolean prefer_dark_theme;
    gboolean enable_animations;
    int xft_dpi;
    char *theme_name;
} DetentSettings;

static inline DetentSettings detent_settings_read(GtkSettings *settings) {
    DetentSettings s = { FALSE, TRUE, -1, NULL };
    g_object_get(settings,
                 "gtk-application-prefer-dark-theme", &s.prefer_dark_theme,
                 "gtk-enable-animations", &s.enable_animations,
                 "gtk-xft-dpi", &s.xft_dpi,
                 "gtk-theme-name", &s.theme_name,
                 NULL);
    const char *forced = g_getenv("GTK_THEME");
    if (forced != NULL && forced[0] != '\0') {
        g_free(s.theme_name);
        s.theme_name = g_strdup(forced);
    }
    return s;
}

/// Sets a boolean, integer or string property of a GObject (`g_object_set` is variadic): for
/// tests that change GtkSettings.
static inline void detent_object_set_boolean(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}
static inline void detent_object_set_int(gpointer object, const char *property, int value) {
    g_object_set(object, property, value, NULL);
}
static inline void detent_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

/// The type of a scrolled window, a macro in C.
static inline GType detent_scrolled_window_type(void) { return GTK_TYPE_SCROLLED_WINDOW; }

// GObject types, properties and signals for the controls' classes.

/// Fundamental GTypes, macros in C.
static inline GType detent_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType detent_type_int(void) { return G_TYPE_INT; }
static inline GType detent_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType detent_type_string(void) { return G_TYPE_STRING; }
static inline GType detent_type_none(void) { return G_TYPE_NONE; }
static inline GType detent_type_adjustment(void) { return GTK_TYPE_ADJUSTMENT; }
static inline GType detent_type_scale(void) { return GTK_TYPE_SCALE; }
static inline GType detent_type_variant(void) { return G_TYPE_VARIANT; }

/// `G_OBJECT_TYPE`, a macro in C.
static inline GType detent_object_type(gpointer object) { return G_OBJECT_TYPE(object); }

/// `G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY`: the flags of every
/// control property (the control notifies them itself, once per change).
static inline GParamFlags detent_param_flags(void) {
    return (GParamFlags)(G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY);
}

/// `g_signal_emit` with no arguments, one double, two doubles or one int (it is variadic).
static inline void detent_signal_emit(gpointer instance, guint signal_id) {
    g_signal_emit(instance, signal_id, 0);
}
static inline void detent_signal_emit_double(gpointer instance, guint signal_id, double value) {
    g_signal_emit(instance, signal_id, 0, value);
}
static inline void detent_signal_emit_double_double(gpointer instance, guint signal_id, double a, double b) {
    g_signal_emit(instance, signal_id, 0, a, b);
}
static inline void detent_signal_emit_int(gpointer instance, guint signal_id, int value) {
    g_signal_emit(instance, signal_id, 0, value);
}
/// `g_signal_emit` with one `GVariant` of type `ad` holding `count` doubles (the multi-thumb
/// slider's values), floating until the emission sinks and drops it.
static inline void detent_signal_emit_doubles(gpointer instance, guint signal_id, const double *values, gsize count) {
    GVariant *array = g_variant_ref_sink(g_variant_new_fixed_array(G_VARIANT_TYPE_DOUBLE, values, count, sizeof(double)));
    g_signal_emit(instance, signal_id, 0, array);
    g_variant_unref(array);
}

/// A `GVariant` property of the array type `type_string` ("ad", "a(ds)"), whose default is the
/// empty array. GLib copies the type and sinks the default.
static inline GParamSpec *detent_param_spec_variant_array(const char *name, const char *blurb, const char *type_string,
                                                          GParamFlags flags) {
    const GVariantType *type = G_VARIANT_TYPE(type_string);
    return g_param_spec_variant(name, NULL, blurb, type, g_variant_new_array(g_variant_type_element(type), NULL, 0), flags);
}
/// Sets `value` (a `GVariant` value) to an `ad` array of `count` doubles.
static inline void detent_value_set_doubles(GValue *value, const double *values, gsize count) {
    g_value_set_variant(value, g_variant_new_fixed_array(G_VARIANT_TYPE_DOUBLE, values, count, sizeof(double)));
}
/// The doubles of the `ad` array `value` holds; none (and `*count` 0) for no variant or another type.
static inline const double *detent_value_get_doubles(const GValue *value, gsize *count) {
    GVariant *variant = g_value_get_variant(value);
    *count = 0;
    if (!variant || !g_variant_is_of_type(variant, G_VARIANT_TYPE("ad"))) return NULL;
    return g_variant_get_fixed_array(variant, count, sizeof(double));
}
/// A builder of an `a(ds)` array: ticks, each a value and a label.
static inline GVariantBuilder *detent_ticks_builder_new(void) { return g_variant_builder_new(G_VARIANT_TYPE("a(ds)")); }
static inline void detent_ticks_builder_add(GVariantBuilder *builder, double value, const char *label) {
    g_variant_builder_add(builder, "(ds)", value, label ? label : "");
}
/// Sets `value` to the array `builder` built, and frees the builder.
static inline void detent_value_take_ticks(GValue *value, GVariantBuilder *builder) {
    g_value_set_variant(value, g_variant_builder_end(builder));
    g_variant_builder_unref(builder);
}
/// How many ticks the `a(ds)` array `value` holds; 0 for no variant or another type.
static inline gsize detent_value_tick_count(const GValue *value) {
    GVariant *variant = g_value_get_variant(value);
    return variant && g_variant_is_of_type(variant, G_VARIANT_TYPE("a(ds)")) ? g_variant_n_children(variant) : 0;
}
/// Tick `index` (below `detent_value_tick_count`) of the array `value` holds: its value, and its
/// label in `*label` (owned by the variant).
static inline double detent_value_tick(const GValue *value, gsize index, const char **label) {
    double tick = 0;
    g_variant_get_child(g_value_get_variant(value), index, "(d&s)", &tick, label);
    return tick;
}

/// `G_OBJECT_WARN_INVALID_PROPERTY_ID`, a macro in C.
static inline void detent_warn_invalid_property(GObject *object, guint property_id, GParamSpec *pspec) {
    G_OBJECT_WARN_INVALID_PROPERTY_ID(object, property_id, pspec);
}

/// Adds `provider` to `widget`'s own style context only (GTK 4.8; deprecated from 4.10).
static inline void detent_widget_add_style_provider(GtkWidget *widget, GtkStyleProvider *provider, guint priority) {
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_add_provider(gtk_widget_get_style_context(widget), provider, priority);
G_GNUC_END_IGNORE_DEPRECATIONS
}

/// The adjustment's lower, upper, value and step increment in one call.
typedef struct { double lower, upper, value, step; } DetentAdjustmentValues;
static inline DetentAdjustmentValues detent_adjustment_read(GtkAdjustment *adjustment) {
    DetentAdjustmentValues v = { gtk_adjustment_get_lower(adjustment), gtk_adjustment_get_upper(adjustment),
                                 gtk_adjustment_get_value(adjustment), gtk_adjustment_get_step_increment(adjustment) };
    return v;
}

#endif
