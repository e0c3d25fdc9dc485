#!/usr/bin/env python3
"""gen_icon.py — the Crowntable application icon: a gold crown over a fan of cards.

Writes data/icons/crowntable.svg. The 256x256 PNG next to it is rendered with
  rsvg-convert -w 256 -h 256 data/icons/crowntable.svg -o data/icons/crowntable.png
Shapes are bold so the icon still reads at 16-32 px.
Run from the repo root:  python3 tools/art/gen_icon.py
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from svgkit import Svg, rrect_d, poly_d, f  # noqa: E402

S = 256
INK = "#1a0f08"
OUT = os.path.join("data", "icons", "crowntable.svg")


def card(svg, ang, mark, colour):
    """One card of the fan, pivoting on a point below the icon."""
    px, py = 128, 290
    svg.g("rotate(%s %s %s)" % (f(ang), f(px), f(py)))
    x, y, w, h = 128 - 40, 92, 80, 122
    svg.path(rrect_d(x - 1, y + 3, w + 2, h + 2, 10), fill="#000000", opacity=0.35)
    svg.path(rrect_d(x, y, w, h, 9), fill=svg.linear("card-face", [(0, "#fffdf7"), (1, "#e6dcc6")], 0, 0, 0, 1),
             stroke=INK, stroke_width=3)
    svg.path(rrect_d(x + 6, y + 6, w - 12, h - 12, 5), fill="none", stroke="#c9953f", stroke_width=2)
    cx, cy = x + 17, y + 20
    if mark == "diamond":
        svg.polygon([(cx, cy - 9), (cx + 7, cy), (cx, cy + 9), (cx - 7, cy)], fill=colour)
    elif mark == "heart":
        svg.path("M%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % (
            f(cx), f(cy + 8), f(cx - 10), f(cy), f(cx - 7), f(cy - 10), f(cx), f(cy - 4),
            f(cx + 7), f(cy - 10), f(cx + 10), f(cy), f(cx), f(cy + 8)), fill=colour)
    else:
        svg.circle(cx, cy, 6.5, fill=colour)
    svg.end()


def main():
    svg = Svg(S, S)
    # rounded-square tile, deep royal blue with a warm glow behind the crown
    svg.path(rrect_d(8, 8, 240, 240, 48), fill=svg.linear("tile", [(0, "#3b2a78"), (0.55, "#23184c"), (1, "#120b2a")], 0, 0, 0.3, 1))
    svg.path(rrect_d(8, 8, 240, 240, 48), fill=svg.radial("glow", [(0, "#ffcf6a", 0.45), (0.6, "#ffcf6a", 0.08), (1, "#ffcf6a", 0)],
                                                          0.5, 0.42, 0.55))
    svg.path(rrect_d(8, 8, 240, 240, 48), fill="none", stroke="#e9c46a", stroke_width=4)
    svg.path(rrect_d(16, 16, 224, 224, 41), fill="none", stroke="#e9c46a", stroke_width=1.5, opacity=0.5)
    # the fan
    for ang, mark, col in ((-21, "circle", "#23184c"), (21, "diamond", "#b3172e"), (-10.5, "heart", "#b3172e"),
                           (10.5, "circle", "#23184c"), (0, "heart", "#b3172e")):
        card(svg, ang, mark, col)
    # a rose-red seal on the centre card
    svg.circle(128, 168, 17, fill=INK)
    svg.circle(128, 168, 15, fill=svg.radial("seal", [(0, "#f0646a"), (0.7, "#a8142c"), (1, "#5a0612")], 0.4, 0.35, 0.7))
    svg.path("M121 171 C119 163 126 159 131 163 C135 167 131 174 126 173 C122 172 122 167 126 166 C129 165 129 169 127 169",
             fill="none", stroke="#4a0410", stroke_width=2, stroke_linecap="round")
    # the crown
    gold = svg.linear("gold", [(0, "#fff1b8"), (0.45, "#f0c24e"), (1, "#9a6414")], 0, 0, 0, 1)
    svg.g("translate(128 18) scale(0.84) translate(-128 -18)")
    crown = poly_d([(58, 110), (50, 46), (88, 80), (128, 28), (168, 80), (206, 46), (198, 110)])
    band = rrect_d(54, 104, 148, 30, 8)
    for d in (crown, band):
        svg.path(d, fill=INK, stroke=INK, stroke_width=8, stroke_linejoin="round")
    svg.path(crown, fill=gold)
    svg.path(poly_d([(64, 100), (60, 62), (88, 88), (128, 42), (128, 100)]), fill="#ffffff", opacity=0.18)
    svg.path(band, fill=svg.linear("band", [(0, "#ffe9a0"), (0.5, "#d9a23a"), (1, "#7a4c10")], 0, 0, 0, 1))
    svg.line(64, 111, 192, 111, stroke="#fff6d0", stroke_width=2.5, opacity=0.8)
    for (x, y, r) in ((50, 46, 10), (128, 28, 12), (206, 46, 10)):
        svg.circle(x, y, r + 3, fill=INK)
        svg.circle(x, y, r, fill=svg.radial("pearl", [(0, "#ffffff"), (0.6, "#efe7d8"), (1, "#a89c86")], 0.35, 0.3, 0.7))
    for (x, col) in ((90, "#2f7fd8"), (128, "#c8202e"), (166, "#2f9a5a")):
        svg.circle(x, 119, 8.5, fill=INK)
        svg.circle(x, 119, 6.5, fill=col)
        svg.circle(x - 2, 117, 2, fill="#ffffff", opacity=0.7)
    svg.end()
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    svg.save(OUT)


if __name__ == "__main__":
    main()
