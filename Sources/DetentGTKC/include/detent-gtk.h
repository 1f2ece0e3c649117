/* Detent's GTK 4 controls for C programs, and, through GObject Introspection (Detent-1.gir,
 * Detent-1.typelib), for Python, JavaScript, Vala and Rust: link libDetentGTKC.so (`swift build`
 * writes it to .build/<configuration>/), compile with `pkg-config --cflags --libs gtk4`.
 *
 * Each control is a GtkWidget subclass (of DetentControlArea, a GtkDrawingArea) with GObject
 * properties, signals and a CSS name:
 *
 *   DetentKnob           "knob"            value, minimum-value, maximum-value, step, ticks,
 *                                          allows-tick-values-only, continuous, adjustment
 *   DetentRangeSlider    "range-slider"    lower-value, upper-value, orientation, minimum-value, maximum-value,
 *                                          step, ticks, allows-tick-values-only, minimum-distance, continuous,
 *                                          precision-scrubbing
 *   DetentRotaryWheel    "rotary-wheel"    selected-index, number-of-sections, center-button-title,
 *                                          adjustment
 *   DetentRotatableKnob  "rotatable-knob"  value (0…1), step, continuous, adjustment
 *   DetentFader          "fader"           value, minimum-value, maximum-value, step, ticks,
 *                                          allows-tick-values-only, continuous, orientation,
 *                                          precision-scrubbing, adjustment
 *   DetentXYPad          "xy-pad"          x-value, y-value, continuous, springs-back, jumps-to-touch,
 *                                          x-minimum, x-maximum, x-step, y-minimum, y-maximum, y-step,
 *                                          precision-scrubbing
 *   DetentMultiSlider    "multi-slider"    values, orientation, minimum-value, maximum-value, step, ticks,
 *                                          allows-tick-values-only, minimum-distance, continuous,
 *                                          precision-scrubbing
 *
 * Every control also has "double-tap-interval" (seconds a click waits for a second one, default
 * 0.35) and "value-format" (how values read and typed text reads back, as text: "decibels 1 -60",
 * "hertz", "percent", "number 1 ms" or a unit's name such as "dB"; NULL, the default, for the
 * control's own way). The fader and the range and multi-thumb sliders implement GtkOrientable.
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

/**
 * DetentKnob:
 *
 * A circular slider: the value follows the pointer's angle around the knob (or a drag up and
 * down, as its interaction mode says), keys step it, a double click restores its default.
 */

/**
 * DetentKnob:value:
 *
 * The value, between #DetentKnob:minimum-value and #DetentKnob:maximum-value (clamped, snapped to
 * #DetentKnob:step; NaN is ignored). Default 0.
 */

/**
 * DetentKnob:minimum-value:
 *
 * The lowest value. Default 0.
 */

/**
 * DetentKnob:maximum-value:
 *
 * The highest value. Default 1.
 */

/**
 * DetentKnob:step:
 *
 * The distance between allowed values; 0 (the default) is continuous.
 */

/**
 * DetentKnob:continuous:
 *
 * Whether #DetentKnob::value-changed is emitted during a drag (%TRUE, the default) or once at its
 * end.
 */

/**
 * DetentKnob:adjustment:
 *
 * The #GtkAdjustment the value is bound to, both ways (its lower, upper, step increment and value
 * are the knob's range, step and value), or %NULL.
 */

/**
 * DetentKnob:double-tap-interval:
 *
 * How long a click waits for a second one, in seconds (0…5, default 0.35). Every Detent control
 * has this property.
 */

/**
 * DetentKnob:value-format:
 *
 * How values read out and how typed text reads back, as one line of text: "number [decimals
 * [unit]]", "percent [decimals]", "decibels [decimals [floor]]", "hertz [decimals]", or a unit's
 * name ("dB" and "Hz" pick those formats, any other a number followed by it). %NULL (the default)
 * or blank text is the control's own way. Every Detent control has this property.
 */

/**
 * DetentKnob:ticks:
 *
 * The marked values, as a #GVariant of type "a(ds)": each tick's value and label (an empty label
 * for none), drawn and read out, and the stops of "allows-tick-values-only". Default none. The
 * fader and the range and multi-thumb sliders have this property too.
 */

/**
 * DetentKnob:allows-tick-values-only:
 *
 * Whether only the ticks' values can be chosen (default %FALSE). The fader and the range and
 * multi-thumb sliders have this property too.
 */

/**
 * DetentMultiSlider:values:
 *
 * The thumbs' values, lowest first, as a #GVariant of type "ad". Setting it sets every thumb
 * (clamped into the range, sorted, at most 16; an empty array is ignored).
 */

/**
 * DetentKnob::value-changed:
 * @knob: the knob
 * @value: the new value
 *
 * The user changed the value (a drag, a click, a key, a scroll, an accessible's action, a typed
 * value). Values set by the program are followed by `notify::value` only.
 */

/**
 * DetentKnob::editing-began:
 * @knob: the knob
 *
 * An edit by the user began: a drag, a burst of keys, a typed value. One
 * #DetentKnob::editing-ended follows each; every control has this pair.
 */

/**
 * DetentKnob::editing-ended:
 * @knob: the knob
 *
 * The user's edit ended; read the value it left.
 */

/**
 * DetentFader:
 *
 * A one-thumb slider, horizontal or vertical (#GtkOrientable), with the knob's value properties
 * and signals and `precision-scrubbing` (a drag slows as the pointer moves away from the track).
 */

/**
 * DetentRangeSlider:
 *
 * A slider with two thumbs: `lower-value` and `upper-value` in one range, at least
 * `minimum-distance` apart. #DetentRangeSlider::value-changed carries both values.
 */

/**
 * DetentRangeSlider::value-changed:
 * @slider: the range slider
 * @lower: the lower value
 * @upper: the upper value
 *
 * The user changed the values.
 */

/**
 * DetentMultiSlider:
 *
 * A slider with 1…16 thumbs on one range. #DetentMultiSlider::value-changed carries every value.
 */

/**
 * DetentMultiSlider::value-changed:
 * @slider: the multi-thumb slider
 * @values: the values, lowest first, as a #GVariant of type "ad"
 *
 * The user changed a value.
 */

/**
 * DetentXYPad:
 *
 * A pad that sets two values at once: `x-value` across, `y-value` up, each in its own range
 * (`x-minimum`…`x-maximum`, `y-minimum`…`y-maximum`).
 */

/**
 * DetentXYPad::value-changed:
 * @pad: the pad
 * @x: the horizontal value
 * @y: the vertical value
 *
 * The user moved the thumb.
 */

/**
 * DetentRotaryWheel:
 *
 * A spinning menu of `number-of-sections` sectors; the one at the marker is `selected-index`, and
 * its centre button emits #DetentRotaryWheel::activate.
 */

/**
 * DetentRotaryWheel::value-changed:
 * @wheel: the wheel
 * @index: the selected sector
 *
 * The user turned another sector to the marker.
 */

/**
 * DetentRotaryWheel::activate:
 * @wheel: the wheel
 * @index: the selected sector
 *
 * The user pressed the centre button.
 */

/**
 * DetentRotatableKnob:
 *
 * A knob drawn from images, turned by panning; `value` is normalised, 0…1.
 */

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

/**
 * detent_init:
 *
 * Registers every Detent control's type (#DetentKnob, #DetentFader, #DetentRangeSlider,
 * #DetentMultiSlider, #DetentXYPad, #DetentRotaryWheel, #DetentRotatableKnob), so #GtkBuilder and
 * g_type_from_name() find them by name. Call it once after gtk_init(), before a builder reads a
 * `.ui` file that names them; calling it again does nothing.
 */
void detent_init (void);

/**
 * detent_knob_new:
 *
 * Creates a knob with the defaults: value 0 in 0…1, continuous, 150 × 150 pixels.
 *
 * Returns: (transfer floating): a new #DetentKnob, %NULL before gtk_init()
 */
GtkWidget *detent_knob_new (void);

/**
 * detent_range_slider_new:
 *
 * Creates a range slider with the defaults: 0.2…0.8 in 0…1, horizontal, 300 × 32 pixels.
 *
 * Returns: (transfer floating): a new #DetentRangeSlider, %NULL before gtk_init()
 */
GtkWidget *detent_range_slider_new (void);

/**
 * detent_rotary_wheel_new:
 *
 * Creates a wheel with the defaults: 8 sectors, the first selected, 240 × 240 pixels.
 *
 * Returns: (transfer floating): a new #DetentRotaryWheel, %NULL before gtk_init()
 */
GtkWidget *detent_rotary_wheel_new (void);

/**
 * detent_rotatable_knob_new:
 *
 * Creates a rotatable knob with the defaults: value 0, continuous, 150 × 150 pixels.
 *
 * Returns: (transfer floating): a new #DetentRotatableKnob, %NULL before gtk_init()
 */
GtkWidget *detent_rotatable_knob_new (void);

/**
 * detent_fader_new:
 *
 * Creates a fader with the defaults: value 0 in 0…1, horizontal, 300 × 32 pixels.
 *
 * Returns: (transfer floating): a new #DetentFader, %NULL before gtk_init()
 */
GtkWidget *detent_fader_new (void);

/**
 * detent_xy_pad_new:
 *
 * Creates an XY pad with the defaults: x and y 0 in 0…1, 150 × 150 pixels.
 *
 * Returns: (transfer floating): a new #DetentXYPad, %NULL before gtk_init()
 */
GtkWidget *detent_xy_pad_new (void);

/**
 * detent_multi_slider_new:
 *
 * Creates a multi-thumb slider with the defaults: three thumbs at 0.25, 0.5 and 0.75 in 0…1.
 *
 * Returns: (transfer floating): a new #DetentMultiSlider, %NULL before gtk_init()
 */
GtkWidget *detent_multi_slider_new (void);

/**
 * detent_knob_set_adjustment:
 * @knob: a knob, rotatable knob, fader or wheel
 * @adjustment: (nullable): the adjustment to bind the value to, or %NULL to unbind
 *
 * Binds the control's value (a wheel's selected index) to @adjustment both ways, as a #GtkScale's
 * is: its `adjustment` property. Ignored for the other controls.
 */
void detent_knob_set_adjustment (GtkWidget *knob, GtkAdjustment *adjustment);

/**
 * detent_knob_get_adjustment:
 * @knob: a knob, rotatable knob, fader or wheel
 *
 * The adjustment the control's value is bound to.
 *
 * Returns: (transfer none) (nullable): the adjustment, or %NULL when none is bound
 */
GtkAdjustment *detent_knob_get_adjustment (GtkWidget *knob);

/**
 * DetentAdjust:
 * @DETENT_ADJUST_INCREMENT: one step up (the Right or Up key)
 * @DETENT_ADJUST_DECREMENT: one step down (the Left or Down key)
 * @DETENT_ADJUST_PAGE_UP: a page up (Page Up)
 * @DETENT_ADJUST_PAGE_DOWN: a page down (Page Down)
 * @DETENT_ADJUST_HOME: to the minimum (Home)
 * @DETENT_ADJUST_END: to the maximum (End)
 *
 * What a keyboard key does to a control, as the user's change ("value-changed" follows).
 */
typedef enum {
  DETENT_ADJUST_INCREMENT,
  DETENT_ADJUST_DECREMENT,
  DETENT_ADJUST_PAGE_UP,
  DETENT_ADJUST_PAGE_DOWN,
  DETENT_ADJUST_HOME,
  DETENT_ADJUST_END
} DetentAdjust;

/**
 * detent_control_adjust:
 * @control: a Detent control
 * @action: what to do
 *
 * Applies @action to @control as the user's change.
 *
 * Returns: whether its value changed (%FALSE for anything but a Detent control or an unknown
 *   action)
 */
gboolean detent_control_adjust (GtkWidget *control, DetentAdjust action);

G_END_DECLS

#endif
