/* Detent's GTK 4 controls for C programs: link libDetentGTKC.so (`swift build` writes it to
 * .build/<configuration>/), compile with `pkg-config --cflags --libs gtk4`.
 *
 * Each control is a GtkWidget subclass (of DetentControlArea, a GtkDrawingArea) with GObject
 * properties, signals and a CSS name:
 *
 *   DetentKnob           "knob"            value, minimum-value, maximum-value, step, continuous, adjustment
 *   DetentRangeSlider    "range-slider"    lower-value, upper-value, minimum-value, maximum-value, step,
 *                                          minimum-distance, continuous
 *   DetentRotaryWheel    "rotary-wheel"    selected-index, number-of-sections, center-button-title,
 *                                          adjustment
 *   DetentRotatableKnob  "rotatable-knob"  value (0…1), step, continuous, adjustment
 *   DetentFader          "fader"           value, minimum-value, maximum-value, step, continuous, adjustment
 *   DetentXYPad          "xy-pad"          x-value, y-value, continuous, springs-back, jumps-to-touch
 *   DetentMultiSlider    "multi-slider"    minimum-value, maximum-value, step, minimum-distance, continuous
 *
 * Signals: "value-changed" (the user changed the value: (gdouble value) on the knobs and the fader,
 * (gdouble lower, gdouble upper) on the range slider, (gdouble x, gdouble y) on the XY pad,
 * (GVariant *values, an "ad" array, lowest first) on the multi-thumb slider, (gint index) on the wheel), "editing-began",
 * "editing-ended", and on the wheel "activate" (gint index; the centre button). "notify::<name>"
 * follows every change of a property, whoever made it. Call everything on GTK's thread after
 * gtk_init(). */
#ifndef DETENT_GTK_H
#define DETENT_GTK_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

GType detent_knob_get_type (void);
GType detent_range_slider_get_type (void);
GType detent_rotary_wheel_get_type (void);
GType detent_rotatable_knob_get_type (void);
GType detent_fader_get_type (void);
GType detent_xy_pad_get_type (void);
GType detent_multi_slider_get_type (void);

#define DETENT_TYPE_KNOB            (detent_knob_get_type ())
#define DETENT_TYPE_RANGE_SLIDER    (detent_range_slider_get_type ())
#define DETENT_TYPE_ROTARY_WHEEL    (detent_rotary_wheel_get_type ())
#define DETENT_TYPE_ROTATABLE_KNOB  (detent_rotatable_knob_get_type ())
#define DETENT_TYPE_FADER           (detent_fader_get_type ())
#define DETENT_TYPE_XY_PAD          (detent_xy_pad_get_type ())
#define DETENT_TYPE_MULTI_SLIDER    (detent_multi_slider_get_type ())

/* New controls, floating as gtk_*_new () widgets are; NULL before gtk_init (). */
GtkWidget *detent_knob_new (void);
GtkWidget *detent_range_slider_new (void);
GtkWidget *detent_rotary_wheel_new (void);
GtkWidget *detent_rotatable_knob_new (void);
GtkWidget *detent_fader_new (void);
GtkWidget *detent_xy_pad_new (void);
GtkWidget *detent_multi_slider_new (void);

/* A knob's, rotatable knob's, fader's or wheel's "adjustment": bound both ways, as a GtkScale's. NULL
 * unbinds; ignored for the range slider. */
void detent_knob_set_adjustment (GtkWidget *knob, GtkAdjustment *adjustment);
GtkAdjustment *detent_knob_get_adjustment (GtkWidget *knob);

/* What a keyboard key does to a control, as the user's change ("value-changed" follows). */
typedef enum {
  DETENT_ADJUST_INCREMENT,
  DETENT_ADJUST_DECREMENT,
  DETENT_ADJUST_PAGE_UP,
  DETENT_ADJUST_PAGE_DOWN,
  DETENT_ADJUST_HOME,
  DETENT_ADJUST_END
} DetentAdjust;

/* Applies `action` to `control`; returns whether its value changed (FALSE for anything but a
 * Detent control or an unknown action). */
gboolean detent_control_adjust (GtkWidget *control, DetentAdjust action);

G_END_DECLS

#endif
