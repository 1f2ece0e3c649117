#ifndef DETENT_CGTK_SHIM_H
#define DETENT_CGTK_SHIM_H
#include <gtk/gtk.h>

// Swift cannot call C variadic functions or C macros; these wrappers give it fixed signatures.

/// A drawing area created with an accessible role (a construct-only property).
static inline GtkWidget *detent_drawing_area_new(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
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

#endif
