/* The functions of detent-gtk.h that come once per control (detent_knob_get_type, detent_knob_new
 * and so on), a row each. They are real exported functions, as C callers and GtkBuilder (which
 * looks `<name>_get_type` up in the program) need; each row hands its control's stem to the Swift
 * function of DetentGTKC.swift that does the work (detent-gtkc-rows.h), so what a get_type or a new does is
 * written once, there. */
#include "detent-gtk.h"
#include "detent-gtkc-rows.h"

#define DETENT_CONTROL(stem) \
  GType detent_##stem##_get_type (void) { return detent_gtkc_control_get_type (#stem); } \
  GtkWidget *detent_##stem##_new (void) { return detent_gtkc_control_new (#stem); }

DETENT_CONTROL (knob)
DETENT_CONTROL (range_slider)
DETENT_CONTROL (rotary_wheel)
DETENT_CONTROL (rotatable_knob)
DETENT_CONTROL (fader)
DETENT_CONTROL (xy_pad)
DETENT_CONTROL (multi_slider)
