#!/usr/bin/env python3
"""Remakes the side-by-side pictures of docs/fidelity.md: each iOS reference screenshot in
docs/reference/ios next to cellshot's rendering of the same list in the matching look, and prints the
facts measured on both (the same ink measurement as Tests/CellshotTests/IOSReferenceFactsTests.swift).

Usage: scripts/fidelity.py [path/to/cellshot]   (default: .build/debug/cellshot; needs Pillow)
"""
import os
import subprocess
import sys
import tempfile

from PIL import Image, ImageDraw

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE = os.path.join(ROOT, "docs", "reference", "ios")
OUTPUT = os.path.join(ROOT, "docs", "images", "fidelity")

# screenshot, list document, look, width in points, the list's top in the screenshot (px)
PAIRS = [
    ("testListWithHeadersAndFooters_18_5_402x874@3x.png", "headers-and-footers.json", "ios18", 402, 186),
    ("testListWithHeadersAndFooters_26_2_402x874@3x.png", "headers-and-footers.json", "ios26", 402, 186),
    ("testListWithSectionHeaders_26_2_402x874@3x.png", "section-headers.json", "ios26", 402, 186),
]


def ink_lines(image, screen_width, top):
    """Text lines by their ink: rows with pixels 40 darker than the row's median (as the tests do)."""
    grey = image.convert("RGB")
    width, height = grey.size
    left, right = 75, min(screen_width, width) - 75
    pixels = grey.load()
    rows = []
    for y in range(top, height):
        lum = [(pixels[x, y][0] * 299 + pixels[x, y][1] * 587 + pixels[x, y][2] * 114) // 1000 for x in range(left, right)]
        median = sorted(lum)[len(lum) // 2]
        inked = [i for i, value in enumerate(lum) if value < median - 40]
        rows.append(None if not inked or len(inked) >= len(lum) // 2 else (inked[0] + left, inked[-1] + left))
    lines, current, blank = [], None, 0
    for index, row in enumerate(rows):
        y = top + index
        if row:
            current = [y, y, row[0], row[1]] if current is None else [current[0], y, min(current[2], row[0]), max(current[3], row[1])]
            blank = 0
        elif current is not None:
            blank += 1
            if blank >= 8:
                if current[1] - current[0] + 1 >= 10:
                    lines.append(current)
                current = None
    if current is not None and current[1] - current[0] + 1 >= 10:
        lines.append(current)
    return lines


def main():
    cellshot = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "cellshot")
    os.makedirs(OUTPUT, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        for screenshot, document, look, width, top in PAIRS:
            rendered = os.path.join(scratch, f"{look}-{document}.png")
            subprocess.run([cellshot, "render", os.path.join(REFERENCE, "lists", document), "--look", look,
                            "--width", str(width), "--scale", "3", "-o", rendered], check=True)
            ios = Image.open(os.path.join(REFERENCE, screenshot)).convert("RGB")
            ours = Image.open(rendered).convert("RGB")
            # The screen's list from its top, beside cellshot's list, the same height.
            height = min(ours.height, ios.height - top)
            ios_crop = ios.crop((0, top, width * 3, top + height))
            ours_crop = ours.crop((0, 0, width * 3, height))
            gap = 24
            pair = Image.new("RGB", (2 * width * 3 + gap, height), (255, 255, 255))
            pair.paste(ios_crop, (0, 0))
            pair.paste(ours_crop, (width * 3 + gap, 0))
            draw = ImageDraw.Draw(pair)
            for line in ink_lines(ios, width * 3, top):
                draw.line([(0, line[0] - top), (width * 3, line[0] - top)], fill=(255, 0, 0), width=1)
            for line in ink_lines(ours, width * 3, 0):
                draw.line([(width * 3 + gap, line[0]), (2 * width * 3 + gap, line[0])], fill=(255, 0, 0), width=1)
            name = f"{look}-{os.path.splitext(document)[0]}.png"
            pair.resize((pair.width // 2, pair.height // 2), Image.LANCZOS).save(os.path.join(OUTPUT, name), optimize=True)
            print(name)
            print("  iOS      ", [(l[0] - top, l[2]) for l in ink_lines(ios, width * 3, top)])
            print("  cellshot ", [(l[0], l[2]) for l in ink_lines(ours, width * 3, 0)])


if __name__ == "__main__":
    main()
