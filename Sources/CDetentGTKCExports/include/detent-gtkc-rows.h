/* The two functions every control's row in exports.c calls: DetentGTKC's Swift, which does the
 * work of a get_type and a new for all the controls. `stem` is the control's part of its C
 * functions' names: "knob", "range_slider", "rotary_wheel", "rotatable_knob", "fader", "xy_pad",
 * "multi_slider". */
#ifndef DETENT_GTKC_ROWS_H
#define DETENT_GTKC_ROWS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The GType of the control `stem` names; 0 for none or off GTK's thread. */
GType detent_gtkc_control_get_type (const char *stem);
/* A new control of that kind (floating); NULL before gtk_init (), for none or off GTK's thread. */
GtkWidget *detent_gtkc_control_new (const char *stem);

G_END_DECLS

#endif
