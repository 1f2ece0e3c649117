#!/usr/bin/env python3
"""Drives detent-gallery with random real input under Xvfb and checks it held up (Scripts/soak).

usage: soak.py SECONDS RENDERER...   (the gallery binary in $DETENT_GALLERY)

Each renderer gets SECONDS / len(RENDERERS) of input. Exits 1 with a reason per failure.
"""
import json
import math
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

GALLERY = os.environ["DETENT_GALLERY"]
# Keys a person might press on a focused control or around the window. Ctrl+Z undoes; Tab moves
# the focus to the next control (and to the GtkScale, buttons and the Spin button).
KEYS = ["Left", "Right", "Up", "Down", "Page_Up", "Page_Down", "Home", "End", "space", "Return",
        "Tab", "ISO_Left_Tab", "Escape", "plus", "minus", "ctrl+z"]

# The kinds of input and how often each comes, relative to the others.
ACTIONS = {"drag": 30, "click": 14, "double-click": 8, "keys": 22, "scroll": 16, "resize": 4, "spin": 6}
# DETENT_SOAK_WITHOUT=resize,spin leaves those kinds out: a growth that only one kind of input
# causes shows by its absence in a run without it.
WITHOUT = {k for k in os.environ.get("DETENT_SOAK_WITHOUT", "").split(",") if k}
if WITHOUT - ACTIONS.keys() or not ACTIONS.keys() - WITHOUT:
    sys.exit(f"soak.py: DETENT_SOAK_WITHOUT takes some of {', '.join(ACTIONS)}, not {', '.join(sorted(WITHOUT))}")


class Failure(Exception):
    pass


class Run:
    """One gallery on one Xvfb with one GSK renderer."""

    def __init__(self, renderer, seconds, rng, workdir):
        self.renderer, self.seconds, self.rng = renderer, seconds, rng
        self.out_path = os.path.join(workdir, f"events-{renderer}.jsonl")
        self.err_path = os.path.join(workdir, f"stderr-{renderer}.txt")
        self.samples = []  # (seconds since input began, VmRSS kB)
        self.actions = {}
        self.page_offset = (0.0, 0.0)
        self.read_position = 0

    # --- processes ---

    def start(self):
        read_fd, write_fd = os.pipe()
        # -displayfd: Xvfb picks a free display number and writes it to that descriptor.
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1600x1200x24", "-nolisten", "tcp", "-noreset"],
            pass_fds=[write_fd], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_fd)
        with os.fdopen(read_fd) as f:
            number = f.readline().strip()
        if not number:
            raise Failure("Xvfb did not start")
        self.env = dict(os.environ, DISPLAY=f":{number}", GDK_BACKEND="x11", GSK_RENDERER=self.renderer,
                        GTK_A11Y="none", NO_AT_BRIDGE="1", GSETTINGS_BACKEND="memory")
        self.env.pop("WAYLAND_DISPLAY", None)
        self.env.pop("GDK_SCALE", None)
        # glibc raises its mmap threshold to the size of the largest block freed (up to 32 MB) and
        # its trim threshold to twice that, so buffers made and freed every frame (GSK's GL renderer
        # paints each cairo node into a new surface and uploads it, llvmpipe copies it into a new
        # texture) move from mmap onto the heap, where freeing them leaves holes and an untrimmed top
        # that stay resident: under the GL renderer VmRSS crept for minutes while the bytes in use
        # stayed level. A fixed threshold (glibc's default, 128 KiB) turns that adjustment off and
        # hands such blocks back on free. Memory still in use counts as before, so a leak still shows.
        self.env.setdefault("MALLOC_MMAP_THRESHOLD_", "131072")
        # Smaller blocks freed every frame leave holes in the heap all the same: the gallery hands
        # their free pages back every 5 s (malloc_trim, see its main.swift), so resident memory
        # follows the memory in use. Blocks still allocated stay resident, so a leak still shows.
        self.env["DETENT_GALLERY_TRIM_MALLOC"] = "1"
        self.out = open(self.out_path, "w")
        self.err = open(self.err_path, "w")
        self.gallery = subprocess.Popen([GALLERY, "--events"], env=self.env, stdout=self.out, stderr=self.err)
        deadline = time.time() + 60
        while True:
            lines = self.lines()
            # The window's line comes after every control's state line.
            if any("window" in l for l in lines):
                break
            if self.gallery.poll() is not None:
                raise Failure(f"{self.renderer}: the gallery exited {self.gallery.returncode} before showing its window")
            if time.time() > deadline:
                raise Failure(f"{self.renderer}: no state lines after 60 s")
            time.sleep(0.1)
        self.frames = {l["control"]: l["frame"] for l in lines if "state" in l}
        self.buttons = {l["button"]: l["frame"] for l in lines if "button" in l}
        wid = self.xdotool("search", "--sync", "--onlyvisible", "--name", "^Detent Gallery$").split()[0]
        self.window = wid
        geometry = dict(line.split("=", 1) for line in self.xdotool("getwindowgeometry", "--shell", wid).split())
        self.origin = (int(geometry["X"]), int(geometry["Y"]))
        self.size = (int(geometry["WIDTH"]), int(geometry["HEIGHT"]))

    def stop(self):
        """SIGTERM, as a session manager ends it: the gallery quits its main loop and exits 0."""
        if self.gallery.poll() is None:
            self.gallery.send_signal(signal.SIGTERM)
            try:
                self.gallery.wait(30)
            except subprocess.TimeoutExpired:
                self.gallery.kill()
                self.gallery.wait()
        self.xvfb.terminate()
        self.xvfb.wait()
        self.out.close()
        self.err.close()

    def lines(self):
        parsed = []
        with open(self.out_path) as f:
            for text in f:
                if text.endswith("\n"):
                    parsed.append(json.loads(text))
        return parsed

    def xdotool(self, *arguments):
        result = subprocess.run(["xdotool", *arguments], env=self.env, capture_output=True, text=True, timeout=60)
        if result.returncode != 0:
            raise Failure(f"{self.renderer}: xdotool {' '.join(arguments)} failed: {result.stderr.strip()}")
        return result.stdout

    def rss_kb(self):
        with open(f"/proc/{self.gallery.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    # --- where things are ---

    def follow_page(self):
        """The page's scroll offset, from the newest `{"page":"scroll"}` line."""
        with open(self.out_path) as f:
            f.seek(self.read_position)
            for text in f:
                if not text.endswith("\n"):
                    break
                self.read_position += len(text.encode())
                line = json.loads(text)
                if line.get("page") == "scroll":
                    self.page_offset = tuple(line["offset"])

    def visible(self, frame):
        """`frame` (window coordinates, page scroll applied) clipped to the window, or None."""
        x, y, w, h = frame[0] - self.page_offset[0], frame[1] - self.page_offset[1], frame[2], frame[3]
        x0, y0 = max(x, 0), max(y, 0)
        x1, y1 = min(x + w, self.size[0], 1600 - self.origin[0]), min(y + h, self.size[1], 1200 - self.origin[1])
        return (x0, y0, x1 - x0, y1 - y0) if x1 - x0 > 4 and y1 - y0 > 4 else None

    def point_in(self, frame, margin=0.15):
        """A random screen point in `frame`, sometimes a little outside it (drags leave controls)."""
        x, y, w, h = frame
        fx = self.rng.uniform(-margin, 1 + margin)
        fy = self.rng.uniform(-margin, 1 + margin)
        sx = min(max(int(self.origin[0] + x + fx * w), 0), 1599)
        sy = min(max(int(self.origin[1] + y + fy * h), 0), 1199)
        return sx, sy

    def target(self):
        self.follow_page()
        candidates = [(name, v) for name, f in self.frames.items() if (v := self.visible(f))]
        if not candidates:  # scrolled away from everything: scroll back
            return None, (0, 0, self.size[0], self.size[1])
        return self.rng.choice(candidates)

    # --- input ---

    def act(self):
        r = self.rng
        kind = r.choices(list(ACTIONS), [0 if k in WITHOUT else w for k, w in ACTIONS.items()])[0]
        name, frame = self.target()
        self.actions[kind] = self.actions.get(kind, 0) + 1
        shift = r.random() < 0.3
        if kind == "drag":
            points = [self.point_in(frame) for _ in range(r.randint(2, 12))]
            delay = r.uniform(0.005, 0.04)
            args = ["mousemove", *map(str, points[0])]
            if shift:
                args += ["keydown", "shift"]
            args += ["mousedown", "1"]
            for p in points[1:]:
                args += ["sleep", f"{delay:.3f}", "mousemove", *map(str, p)]
            args += ["sleep", f"{r.uniform(0, 0.1):.3f}", "mouseup", "1"]
            if shift:
                args += ["keyup", "shift"]
            self.xdotool(*args)
        elif kind in ("click", "double-click"):
            p = self.point_in(frame, 0)
            self.xdotool("mousemove", *map(str, p), "click", "--repeat", "2" if kind == "double-click" else "1",
                         "--delay", str(r.randint(40, 120)), "1")
        elif kind == "keys":
            keys = [(("shift+" if shift and k != "ctrl+z" else "") + k) for k in r.choices(KEYS, k=r.randint(1, 8))]
            self.xdotool("key", "--delay", str(r.randint(10, 60)), *keys)
        elif kind == "scroll":
            # Over a control it turns the control; between controls it scrolls the page.
            frame = frame if r.random() < 0.7 else (0, 0, self.size[0], self.size[1])
            button = r.choice(["4", "5", "4", "5", "6", "7"])
            self.xdotool("mousemove", *map(str, self.point_in(frame, 0)), "click", "--repeat", str(r.randint(1, 12)),
                         "--delay", str(r.randint(5, 60)), button)
        elif kind == "resize":
            # Smaller (the page scrolls) or larger, then back: the frames of the first lines hold
            # again at the first size.
            w = max(200, int(self.size[0] * r.uniform(0.4, 1.2)))
            h = max(150, int(self.size[1] * r.uniform(0.4, 1.2)))
            self.xdotool("windowsize", self.window, str(w), str(h))
            time.sleep(r.uniform(0.1, 0.5))
            self.xdotool("mousemove", str(self.origin[0] + w // 2), str(self.origin[1] + h // 2),
                         "click", "--repeat", str(r.randint(1, 6)), "--delay", "30", r.choice(["4", "5"]))
            self.xdotool("windowsize", self.window, str(self.size[0]), str(self.size[1]))
            time.sleep(0.3)
        elif kind == "spin":
            spin = self.buttons.get("spin")
            if spin and (v := self.visible(spin)):
                self.xdotool("mousemove", *map(str, self.point_in(v, 0)), "click", "1")

    def drive(self):
        self.start()
        began = time.time()
        stop_sampling = threading.Event()

        def sample():
            while not stop_sampling.is_set():
                if self.gallery.poll() is None:
                    self.samples.append((time.time() - began, self.rss_kb()))
                stop_sampling.wait(1)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        try:
            while time.time() - began < self.seconds:
                if self.gallery.poll() is not None:
                    break
                self.act()
                time.sleep(self.rng.uniform(0, 0.05))
            # Let flicks glide to a stop and their editingDidEnd arrive.
            time.sleep(2)
            stop_sampling.set()
            sampler.join()
            alive = self.gallery.poll() is None
        finally:
            self.stop()
        return alive

    # --- verdict ---

    def check(self, alive):
        problems = []
        if not alive:
            problems.append(f"the gallery died during the run (exit {self.gallery.returncode})")
        elif self.gallery.returncode != 0:
            problems.append(f"the gallery exited {self.gallery.returncode} on SIGTERM, not 0")
        with open(self.err_path) as f:
            stderr = f.read().splitlines()
        complaints = [l for l in stderr if "-CRITICAL **" in l or "-WARNING **" in l or "-ERROR **" in l]
        if complaints:
            problems.append(f"GLib complained {len(complaints)} times, first: {complaints[0]}")
        problems += self.check_memory()
        problems += check_log(self.lines())
        return problems, stderr

    def memory_figures(self):
        """(warm-up seconds, base kB, end kB, peak kB): the lowest resident memory in the first and
        in the second half of the time after the warm-up. The gallery hands freed pages back every
        5 s, so between trims resident memory saws up and down by 5 % and more under the GL
        renderer (frames' buffers freed but not yet returned), and two samples a few seconds
        apart can differ by that much with nothing leaked. Right after a trim it is the memory in
        use: each half's lowest sample follows it, and a leak raises the second half's."""
        warm = min(30.0, self.seconds / 2)
        after = [(t, kb) for t, kb in self.samples if t >= warm]
        if len(after) < 4:
            return None
        middle = (after[0][0] + after[-1][0]) / 2
        first = [kb for t, kb in after if t < middle]
        second = [kb for t, kb in after if t >= middle]
        if not first or not second:
            return None
        return warm, min(first), min(second), max(kb for _, kb in self.samples)

    def check_memory(self):
        figures = self.memory_figures()
        if figures is None:
            return ["too few memory samples"]
        warm, b, e, _ = figures
        growth = (e - b) / b
        return [] if growth < 0.05 else [f"resident memory grew {growth:.1%} after {warm:.0f} s (lowest {b:.0f} kB → {e:.0f} kB)"]


def check_log(lines):
    """The events log's invariants: finite values in range, lower ≤ upper, selections in range,
    editingDidBegin/editingDidEnd paired per control."""
    problems = []
    ranges, sections, editing = {}, {}, {}
    for line in lines:
        control = line.get("control") or line.get("undo")
        if "state" in line:
            s = line["state"]
            if "minimumValue" in s:
                ranges[control] = (s["minimumValue"], s["maximumValue"])
            elif control == "rotatableKnob":
                ranges[control] = (0, 1)
            if "numberOfSections" in s:
                sections[control] = int(s["numberOfSections"])
            continue
        if line.get("page") == "scroll":
            if not all(isinstance(v, (int, float)) and math.isfinite(v) for v in line["offset"]):
                problems.append(f"page offset not finite: {line}")
            continue
        if control is None:
            continue
        fields = {k: line[k] for k in ("value", "lowerValue", "upperValue") if k in line}
        for key, v in fields.items():
            if not isinstance(v, (int, float)) or not math.isfinite(v):
                problems.append(f"{key} not finite: {line}")
            elif control in ranges:
                lo, hi = ranges[control]
                slack = 1e-9 * max(1.0, abs(hi - lo))
                if not (lo - slack <= v <= hi + slack):
                    problems.append(f"{key} {v} outside {lo}…{hi}: {line}")
        if "lowerValue" in fields and "upperValue" in fields:
            if not fields["lowerValue"] <= fields["upperValue"]:
                problems.append(f"lowerValue > upperValue: {line}")
        if "selectedIndex" in line and control in sections:
            i = line["selectedIndex"]
            if i != int(i) or not 0 <= i < sections[control]:
                problems.append(f"selectedIndex {i} outside 0..<{sections[control]}: {line}")
        event = line.get("event")
        if event == "editingDidBegin":
            if editing.get(control):
                problems.append(f"editingDidBegin while editing: {line}")
            editing[control] = True
        elif event == "editingDidEnd":
            if not editing.get(control):
                problems.append(f"editingDidEnd without editingDidBegin: {line}")
            editing[control] = False
    open_edits = [c for c, on in editing.items() if on]
    if open_edits:
        problems.append(f"editingDidBegin never ended: {', '.join(open_edits)}")
    return problems[:20]


def main():
    seconds = float(sys.argv[1])
    renderers = sys.argv[2:]
    seed = int(os.environ.get("DETENT_SOAK_SEED") or random.randrange(2**32))
    print(f"soak: {seconds:g} s over {', '.join(renderers)}, seed {seed} (DETENT_SOAK_SEED={seed} repeats the input)")
    if WITHOUT:
        print(f"soak: without {', '.join(sorted(WITHOUT))} (DETENT_SOAK_WITHOUT)")
    failed = False
    workdir = tempfile.mkdtemp(prefix="detent-soak-")
    for index, renderer in enumerate(renderers):
        run = Run(renderer, seconds / len(renderers), random.Random(seed + index), workdir)
        try:
            alive = run.drive()
            problems, stderr = run.check(alive)
        except Failure as error:
            problems, stderr = [str(error)], []
        lines = run.lines() if os.path.exists(run.out_path) else []
        events = sum(1 for l in lines if "event" in l)
        per_control = {}
        for l in lines:
            if "event" in l:
                per_control[l["control"]] = per_control.get(l["control"], 0) + 1
        figures = run.memory_figures()
        memory = (f"lowest VmRSS {figures[1] / 1024:.1f} MB in the first half after {figures[0]:.0f} s → "
                  f"{figures[2] / 1024:.1f} MB in the second ({(figures[2] - figures[1]) / figures[1]:+.2%}), "
                  f"peak {figures[3] / 1024:.1f} MB") if figures else "no memory figures"
        actions = ", ".join(f"{n} {k}" for k, n in sorted(run.actions.items()))
        print(f"  {renderer}: {sum(run.actions.values())} actions ({actions}); {events} events "
              f"({', '.join(f'{c} {n}' for c, n in sorted(per_control.items()))}); {memory}")
        if run.samples:
            # Resident memory over the run, at tenths of it: a plateau or a steady climb.
            step = max(1, len(run.samples) // 10)
            print(f"  {renderer}: VmRSS MB over time: " + ", ".join(
                f"{t:.0f} s {kb / 1024:.1f}" for t, kb in run.samples[::step] + run.samples[-1:]))
        for problem in problems:
            print(f"  {renderer}: FAIL: {problem}")
        if problems:
            failed = True
            print(f"  {renderer}: the log and stderr are in {workdir}")
            for line in stderr[-10:]:
                print(f"    stderr: {line}")
    if not failed:
        shutil.rmtree(workdir, ignore_errors=True)  # the logs are kept only to explain a failure
    print("soak: " + ("FAILED" if failed else "passed"))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
