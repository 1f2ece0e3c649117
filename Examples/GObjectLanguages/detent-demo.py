#!/usr/bin/env python3
# Detent's controls from Python (PyGObject): a knob bound to a GtkScale's adjustment, a fader
# and an XY pad. Each change is printed as a JSON line. Run it with the introspection data
# Scripts/gir builds:
#   GI_TYPELIB_PATH=.build/gir LD_LIBRARY_PATH=.build/debug python3 Examples/GObjectLanguages/detent-demo.py
import json

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Detent", "1")
from gi.repository import Detent, GLib, Gtk


def report(**fields):
    print(json.dumps(fields), flush=True)


def bounds(widget, window):
    """The widget's frame in the window surface's pixels, for a test that clicks it."""
    ok, rect = widget.compute_bounds(window)
    dx, dy = window.get_surface_transform()
    return [rect.origin.x + dx, rect.origin.y + dy, rect.size.width, rect.size.height]


def activate(app):
    Detent.init()
    window = Gtk.ApplicationWindow(application=app, title="Detent from Python")
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12, margin_top=12,
                  margin_bottom=12, margin_start=12, margin_end=12)

    # The scale and the knob share one adjustment: each follows the other.
    scale = Gtk.Scale(adjustment=Gtk.Adjustment(lower=0, upper=100, step_increment=1, value=25))
    knob = Detent.Knob(adjustment=scale.get_adjustment(), halign=Gtk.Align.CENTER)
    fader = Detent.Fader(maximum_value=10)
    pad = Detent.XYPad(x_minimum=20, x_maximum=20000, halign=Gtk.Align.CENTER)

    knob.connect("value-changed", lambda _, value: report(control="knob", event="value-changed", value=value))
    knob.connect("notify::value", lambda knob, _: report(control="knob", event="notify", value=knob.props.value,
                                                         scale=scale.get_value()))
    fader.connect("value-changed", lambda _, value: report(control="fader", event="value-changed", value=value))
    pad.connect("value-changed", lambda _, x, y: report(control="pad", event="value-changed", x=x, y=y))

    for widget in (knob, scale, fader, pad):
        box.append(widget)
    window.set_child(box)
    window.present()

    def ready():
        report(event="ready", knob=bounds(knob, window), fader=bounds(fader, window), pad=bounds(pad, window))
        return GLib.SOURCE_REMOVE

    GLib.timeout_add(500, ready)


app = Gtk.Application(application_id="org.detent.PythonDemo")
app.connect("activate", activate)
app.run(None)
