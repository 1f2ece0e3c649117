#!/usr/bin/env -S gjs -m
// Detent's controls from JavaScript (GJS): a knob bound to a GtkScale's adjustment, a fader and
// an XY pad. Each change is printed as a JSON line. Run it with the introspection data
// Scripts/gir builds:
//   GI_TYPELIB_PATH=.build/gir LD_LIBRARY_PATH=.build/debug gjs -m Examples/GObjectLanguages/detent-demo.js
import Gtk from 'gi://Gtk?version=4.0';
import GLib from 'gi://GLib';
import Detent from 'gi://Detent?version=1';

function report(fields) {
    print(JSON.stringify(fields));
}

// The widget's frame in the window surface's pixels, for a test that clicks it.
function bounds(widget, window) {
    const [, rect] = widget.compute_bounds(window);
    const [dx, dy] = window.get_surface_transform();
    return [rect.origin.x + dx, rect.origin.y + dy, rect.size.width, rect.size.height];
}

const app = new Gtk.Application({application_id: 'org.detent.JavaScriptDemo'});
app.connect('activate', () => {
    Detent.init();
    const window = new Gtk.ApplicationWindow({application: app, title: 'Detent from JavaScript'});
    const box = new Gtk.Box({
        orientation: Gtk.Orientation.VERTICAL, spacing: 12,
        margin_top: 12, margin_bottom: 12, margin_start: 12, margin_end: 12,
    });

    // The scale and the knob share one adjustment: each follows the other.
    const scale = new Gtk.Scale({adjustment: new Gtk.Adjustment({lower: 0, upper: 100, step_increment: 1, value: 25})});
    const knob = new Detent.Knob({adjustment: scale.get_adjustment(), halign: Gtk.Align.CENTER});
    const fader = new Detent.Fader({maximum_value: 10});
    const pad = new Detent.XYPad({x_minimum: 20, x_maximum: 20000, halign: Gtk.Align.CENTER});

    knob.connect('value-changed', (_, value) => report({control: 'knob', event: 'value-changed', value}));
    knob.connect('notify::value', () => report({control: 'knob', event: 'notify', value: knob.value, scale: scale.get_value()}));
    fader.connect('value-changed', (_, value) => report({control: 'fader', event: 'value-changed', value}));
    pad.connect('value-changed', (_, x, y) => report({control: 'pad', event: 'value-changed', x, y}));

    for (const widget of [knob, scale, fader, pad])
        box.append(widget);
    window.set_child(box);
    window.present();

    GLib.timeout_add(GLib.PRIORITY_DEFAULT, 500, () => {
        report({event: 'ready', knob: bounds(knob, window), fader: bounds(fader, window), pad: bounds(pad, window)});
        return GLib.SOURCE_REMOVE;
    });
});
app.run([]);
