#!/usr/bin/python3
"""Writes every Swift code block of README.md, ARCHITECTURE.md and the DocC articles as a program
of its own, so the test command compiles them (Scripts/doc-snippets).

A block is compiled as the `main.swift` of its own module: top-level code runs as it reads. Blocks
for UIKit and SwiftUI (those that import them, and every block of the DetentUIKit and
DetentSwiftUI articles) go to the iOS typecheck; the rest to a Linux package that depends on
Detent, DetentCairo and DetentGTK. A block without imports gets the imports of its article's
module.

An HTML comment just before a block (invisible on GitHub and in DocC) says how to compile it:
- `<!-- compiled in: … -->` gives the code around a fragment: the lines between `in:` and `-->`,
  with the block where a line reads `___` (after them when none does).
- `<!-- package manifest -->` marks a package manifest, which SwiftPM compiles on its own:
  it goes to OUT_DIR/manifests/NAME/Package.swift, which Scripts/doc-snippets has SwiftPM read.
  `<!-- package manifest in: … -->` gives the manifest around a part of one, as `compiled in:` does.
- `<!-- not compiled: reason -->` leaves the block out.

    Scripts/doc-snippets.py OUT_DIR   writes OUT_DIR/linux (a package), OUT_DIR/ios/*.swift and
                                      OUT_DIR/manifests/*/Package.swift
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def articles():
    files = ["README.md", "ARCHITECTURE.md"] + sorted(glob.glob("Sources/*/*.docc/*.md", root_dir=ROOT))
    return [f for f in files if os.path.exists(os.path.join(ROOT, f))]


def blocks(path):
    """(line, code, marker) for each ```swift block of `path`; marker is the comment before it."""
    lines = open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```swift":
            j = i + 1
            while lines[j].strip() != "```":
                j += 1
            marker = None
            k = i - 1
            while k >= 0 and lines[k].strip() == "":
                k -= 1
            if k >= 0 and lines[k].rstrip().endswith("-->"):
                start = k
                while "<!--" not in lines[start]:
                    start -= 1
                marker = "\n".join(lines[start:k + 1])
            yield i + 1, "\n".join(lines[i + 1:j]), marker
            i = j
        i += 1


def module_of(path):
    m = re.match(r"Sources/(\w+)/", path)
    return m.group(1) if m else None


def default_imports(path, ios):
    module = module_of(path)
    if module == "DetentUIKit":
        return ["import UIKit", "import Detent", "import DetentUIKit"]
    if module == "DetentSwiftUI":
        return ["import SwiftUI", "import Detent", "import DetentSwiftUI"]
    if module in ("DetentGTK", "DetentCairo"):
        return ["import Foundation", "import Detent", f"import {module}"]
    return ["import Foundation", "import Detent"]


def wrapped(code, marker, keyword):
    """`code` inside the wrapper the marker gives after `keyword` (where a line reads `___`, else
    after it); `code` itself without one."""
    if not marker or keyword not in marker:
        return code
    inner = marker.split(keyword, 1)[1].rsplit("-->", 1)[0].strip("\n")
    lines = inner.split("\n")
    if any(l.strip() == "___" for l in lines):
        return "\n".join(code if l.strip() == "___" else l for l in lines)
    return inner + "\n" + code


def program(path, code, marker):
    """The block as a program, or None when it is not compiled; and whether it is for iOS."""
    if marker and ("not compiled:" in marker or "package manifest" in marker):
        return None, False
    ios = module_of(path) in ("DetentUIKit", "DetentSwiftUI") or re.search(
        r"^\s*import (UIKit|SwiftUI|DetentUIKit|DetentSwiftUI)\b", code, re.M) is not None
    body = wrapped(code, marker, "compiled in:")
    imports = [l for l in body.split("\n") if re.match(r"^\s*(@_spi\(\w+\)\s+)?import \w+", l)]
    rest = [l for l in body.split("\n") if l not in imports]
    if not imports:
        imports = default_imports(path, ios)
    if not ios and not any(re.search(r"import Foundation$", l) for l in imports):
        imports.insert(0, "import Foundation")
    return "\n".join(imports) + "\n\n" + "\n".join(rest) + "\n", ios


def main():
    out = sys.argv[1]
    linux, ios, manifests = [], [], []
    for path in articles():
        for line, code, marker in blocks(path):
            name = "Snippet_" + re.sub(r"\W", "_", os.path.splitext(path)[0].split("/")[-1]) + f"_{line}"
            header = f"// {path}, line {line}\n"
            if marker and "package manifest" in marker:
                manifest = wrapped(code, marker, "package manifest in:")
                # The tools version must be the first line.
                first, _, rest = manifest.partition("\n")
                manifests.append((name, first + "\n" + header + rest + "\n"))
                continue
            text, is_ios = program(path, code, marker)
            if text is None:
                continue
            (ios if is_ios else linux).append((name, header + text))
    os.makedirs(os.path.join(out, "ios"), exist_ok=True)
    for name, text in ios:
        open(os.path.join(out, "ios", name + ".swift"), "w", encoding="utf-8").write(text)
    for name, text in manifests:
        os.makedirs(os.path.join(out, "manifests", name), exist_ok=True)
        open(os.path.join(out, "manifests", name, "Package.swift"), "w", encoding="utf-8").write(text)
    package = os.path.join(out, "linux")
    for name, text in linux:
        os.makedirs(os.path.join(package, "Sources", name), exist_ok=True)
        open(os.path.join(package, "Sources", name, "main.swift"), "w", encoding="utf-8").write(text)
    targets = ",\n".join(
        f'        .executableTarget(name: "{name}", dependencies: [.product(name: "Detent", package: "Detent"), '
        f'.product(name: "DetentCairo", package: "Detent"), .product(name: "DetentGTK", package: "Detent")])'
        for name, _ in linux)
    open(os.path.join(package, "Package.swift"), "w", encoding="utf-8").write(
        "// swift-tools-version: 6.1\n// Written by Scripts/doc-snippets.py: every Linux code block of the docs, a program each.\n"
        "import PackageDescription\n\n"
        f'let package = Package(\n    name: "DocSnippets",\n'
        f'    dependencies: [.package(name: "Detent", path: "{os.path.relpath(ROOT, package)}")],\n'
        f"    targets: [\n{targets}\n    ]\n)\n")
    print(f"doc-snippets: {len(linux)} Linux blocks, {len(ios)} iOS blocks, {len(manifests)} package manifests")


main()
