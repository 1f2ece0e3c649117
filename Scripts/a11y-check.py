#!/usr/bin/python3
"""The gallery as a screen reader sees it (Scripts/a11y-check): AT-SPI over D-Bus, as Orca reads it.

Run inside a private session bus (dbus-run-session); the gallery binary is $DETENT_GALLERY. Starts
Xvfb and `detent-gallery --events` with GTK's accessibility bridge on, then walks the AT-SPI tree
of the registry (libatspi, through GObject introspection) and checks that every control the events
log announces is there: a focusable slider at the control's frame, with a name a person can read,
and a value as far as the GTK in use exposes one. Exits 1 with a line per failure.
"""
import json
import os
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

GALLERY = os.environ["DETENT_GALLERY"]


def gtk_version():
    text = subprocess.run(["pkg-config", "--modversion", "gtk4"], capture_output=True, text=True).stdout.strip()
    return tuple(int(p) for p in text.split(".")[:2]) if text else (0, 0)


def start():
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1600x1200x24", "-nolisten", "tcp"],
                            pass_fds=[write_fd], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    with os.fdopen(read_fd) as f:
        display = ":" + f.readline().strip()
    env = dict(os.environ, DISPLAY=display, GDK_BACKEND="x11", GSK_RENDERER="cairo", GSETTINGS_BACKEND="memory")
    # The bridge on: the other GTK tests turn it off with these.
    for name in ("GTK_A11Y", "NO_AT_BRIDGE", "WAYLAND_DISPLAY", "GDK_SCALE"):
        env.pop(name, None)
    gallery = subprocess.Popen([GALLERY, "--events"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = []
    deadline = time.time() + 60
    # The window's line comes after every control's state line.
    while not any("window" in l for l in lines):
        text = gallery.stdout.readline()
        if not text or time.time() > deadline:
            raise SystemExit(f"a11y-check: the gallery did not show its window (exit {gallery.poll()})")
        lines.append(json.loads(text))
    return xvfb, gallery, env, lines


def gallery_application():
    """The AT-SPI application whose frame is the gallery's window."""
    deadline = time.time() + 30
    while time.time() < deadline:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            for j in range(app.get_child_count() if app else 0):
                window = app.get_child_at_index(j)
                if window and window.get_name() == "Detent Gallery":
                    return app
        time.sleep(0.2)
    raise SystemExit("a11y-check: no application with a 'Detent Gallery' window on the accessibility bus")


def sliders(node):
    found = []
    if node.get_role() == Atspi.Role.SLIDER:
        found.append(node)
    for i in range(node.get_child_count()):
        child = node.get_child_at_index(i)
        if child:
            found += sliders(child)
    return found


def describe(node):
    extents = node.get_extents(Atspi.CoordType.WINDOW)
    states = [s.value_nick for s in node.get_state_set().get_states()]
    value = None
    if "Value" in node.get_interfaces():
        iface = node.get_value_iface() if hasattr(node, "get_value_iface") else node
        value = (iface.get_current_value(), iface.get_minimum_value(), iface.get_maximum_value())
    return {"role": node.get_role_name(), "name": node.get_name(), "frame": [extents.x, extents.y, extents.width, extents.height],
            "states": states, "value": value}


def main():
    import warnings
    warnings.simplefilter("ignore", DeprecationWarning)  # get_value_iface: the 2.46 spelling
    xvfb, gallery, env, lines = start()
    problems = []
    try:
        Atspi.init()
        app = gallery_application()
        found = [describe(node) for node in sliders(app)]
        by_frame = {tuple(round(v) for v in f["frame"]): f for f in found}
        version = gtk_version()
        print(f"a11y-check: GTK {version[0]}.{version[1]}; {len(found)} sliders on the accessibility bus")
        for line in (l for l in lines if "state" in l):
            control, frame = line["control"], tuple(round(v) for v in line["frame"])
            node = by_frame.get(frame)
            if node is None:
                problems.append(f"{control}: no slider at its frame {list(frame)}")
                continue
            value = node["value"]
            shown = "no value" if value is None else f"value {value[0]:g} in {value[1]:g}…{value[2]:g}"
            print(f"  {control}: {node['role']} '{node['name']}', {shown}; {', '.join(node['states'])}")
            if not node["name"] or node["name"].startswith("Gtk"):
                problems.append(f"{control}: no name of its own ('{node['name']}')")
            if "focusable" not in node["states"]:
                problems.append(f"{control}: not focusable")
            # GTK 4.10's GtkAccessibleRange gives custom widgets AT-SPI's Value interface; 4.8's
            # bridge gives it only to GtkRange and its kin.
            if version >= (4, 10) and value is None:
                problems.append(f"{control}: no value on GTK {version[0]}.{version[1]}")
            if value is not None and not value[1] <= value[0] <= value[2]:
                problems.append(f"{control}: value {value[0]} outside {value[1]}…{value[2]}")

        # The range slider shows its focused thumb: a click near the lower end focuses the slider
        # (its lower thumb), Tab moves to the upper thumb, and the name the screen reader reads
        # follows.
        rs = next((l for l in lines if l.get("control") == "rangeSlider" and "state" in l), None)
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Detent Gallery$"],
                                env=env, capture_output=True, text=True).stdout.split()
        if rs and window:
            geometry = dict(l.split("=", 1) for l in subprocess.run(
                ["xdotool", "getwindowgeometry", "--shell", window[0]], env=env, capture_output=True, text=True).stdout.split())
            x, y, w, h = rs["frame"]
            before = by_frame[tuple(round(v) for v in rs["frame"])]["name"] if tuple(round(v) for v in rs["frame"]) in by_frame else None
            subprocess.run(["xdotool", "mousemove", str(int(geometry["X"]) + int(x + 0.1 * w)),
                            str(int(geometry["Y"]) + int(y + h / 2)), "click", "1", "sleep", "0.3", "key", "Tab"],
                           env=env, check=True)
            after = before
            deadline = time.time() + 5
            while after == before and time.time() < deadline:
                time.sleep(0.2)
                node = next((n for n in sliders(app) if round(n.get_extents(Atspi.CoordType.WINDOW).x) == round(x)
                             and round(n.get_extents(Atspi.CoordType.WINDOW).y) == round(y)), None)
                if node:
                    node.clear_cache()
                    after = node.get_name()
            print(f"  rangeSlider after a click and Tab: '{after}' (was '{before}')")
            if after == before:
                problems.append("rangeSlider: the name did not follow the focused thumb")
    finally:
        gallery.terminate()
        gallery.wait(30)
        xvfb.terminate()
        xvfb.wait()
    complaints = [l for l in gallery.stderr.read().splitlines() if "-CRITICAL" in l or "-WARNING" in l]
    problems += [f"GLib complained: {c}" for c in complaints[:5]]
    for problem in problems:
        print(f"a11y-check: FAIL: {problem}")
    print("a11y-check: " + ("FAILED" if problems else "passed"))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
