#!/usr/bin/env python3
"""gen_lltq.py — draws the Long Live the Queen "dieselpunk" tiles.

Writes cards/long-live-the-queen/dieselpunk/art/<role>.svg and back.svg.
Every tile is a riveted brass plate on soot-black steel with a gauge-dial
medallion; the role's emblem sits on the dial and a rose is set in the rim.
Run from the repo root:  python3 tools/art/gen_lltq.py
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from svgkit import Svg, poly_d, circle_d, rrect_d, gear_d, star_pts, f  # noqa: E402

S = 200
C = S / 2
OUT = os.path.join("cards", "long-live-the-queen", "dieselpunk", "art")
INK = "#140e0a"

MAT = {
    "brass":   ("#fbe3a4", "#d4a24e", "#7a5018"),
    "copper":  ("#f2a878", "#c0643a", "#632810"),
    "steel":   ("#dfe5ea", "#8d98a3", "#3a424a"),
    "gun":     ("#7e8790", "#454c54", "#1b1f24"),
    "wood":    ("#b37a4a", "#7c4a26", "#3e220f"),
    "leather": ("#9a5e36", "#6c3a1d", "#32190a"),
    "rose":    ("#e2475a", "#a8142c", "#560612"),
    "ivory":   ("#fffaf0", "#eadfca", "#b7a888"),
    "glass":   ("#9fe3e0", "#2f7f88", "#0d2f36"),
    "amber":   ("#ffe08a", "#e09a2a", "#7a3f08"),
    "leaf":    ("#7fae5a", "#3f6e2c", "#1c3612"),
    "tweed":   ("#a99272", "#6f5a40", "#372b1c"),
    "ink":     ("#4a4f6e", "#222640", "#0b0c18"),
    "cream":   ("#fffdf6", "#efe6d2", "#c2b391"),
}


def mat(svg, name, vertical=False, gid=None):
    lt, md, dk = MAT[name]
    if vertical:
        return svg.linear(gid or "m-%s-v" % name, [(0, lt), (0.5, md), (1, dk)], 0, 0, 0, 1)
    return svg.linear(gid or "m-%s" % name, [(0, lt), (0.45, md), (1, dk)], 0.15, 0, 0.85, 1)


def outlined(svg, ds, fill, width=3.0, evenodd=False):
    rule = "evenodd" if evenodd else None
    for d in ds:
        svg.path(d, fill=INK, stroke=INK, stroke_width=width, stroke_linejoin="round", fill_rule=rule)
    for d in ds:
        svg.path(d, fill=fill, fill_rule=rule)


def rivet(svg, x, y, r=3.2):
    svg.circle(x, y, r + 1, fill=INK)
    svg.circle(x, y, r, fill=svg.radial("rivet", [(0, "#fff1c4"), (0.5, "#c9953f"), (1, "#5c3a10")], 0.35, 0.3, 0.7))


def rose(svg, x, y, s=1.0, leaves=True):
    """The syndicates' rose: a spiral bloom on two leaves."""
    svg.g("translate(%s %s) scale(%s)" % (f(x), f(y), f(s)))
    if leaves:
        for sd in (-1, 1):
            d = "M0 2 C%s -6 %s -6 %s 4 C%s 10 %s 10 0 2 Z" % (f(sd * 6), f(sd * 16), f(sd * 22), f(sd * 16), f(sd * 6))
            outlined(svg, [d], mat(svg, "leaf", True), 2)
            svg.path("M%s 3 L%s 4" % (f(sd * 3), f(sd * 18)), stroke="#1c3612", stroke_width=0.8)
    outlined(svg, [circle_d(0, 0, 9.5)], mat(svg, "rose"), 2)
    svg.path("M-6 3 C-8 -5 0 -9 5 -5 C9 -1 5 6 0 5 C-4 4 -4 -1 0 -2 C3 -3 3 1 1 1",
             fill="none", stroke="#4a0410", stroke_width=1.3, stroke_linecap="round")
    svg.path("M-7 -3 C-5 -8 1 -9 4 -7", fill="none", stroke="#ff8a96", stroke_width=1, opacity=0.8)
    svg.end()


# ---------------------------------------------------------------- the plate

def plate(svg, key, dial=True):
    soot = svg.radial("soot", [(0, "#3d332c"), (0.65, "#211b17"), (1, "#0d0a08")], 0.5, 0.45, 0.7)
    svg.rect(0, 0, S, S, fill=soot)
    # art-deco sunburst from below the dial
    for i in range(19):
        a = math.radians(180 + i * 10)
        svg.line(C, C + 10, C + 160 * math.cos(a), C + 10 + 160 * math.sin(a), stroke="#d4a24e",
                 stroke_width=1.1, opacity=0.10 if i % 2 else 0.18)
    # a big faint cog turning behind everything
    svg.path(gear_d(C, C, 92, 80, 22, 0.55, hole=62), fill="#d4a24e", opacity=0.08)
    # brass border with stepped deco corners
    brass_v = mat(svg, "brass", True)
    svg.path(rrect_d(3, 3, S - 6, S - 6, 14) + " " + rrect_d(12, 12, S - 24, S - 24, 8).replace("M", "M", 1),
             fill=INK, fill_rule="evenodd")
    svg.path(rrect_d(4.5, 4.5, S - 9, S - 9, 13) + " " + rrect_d(11, 11, S - 22, S - 22, 8),
             fill=svg.linear("frame", [(0, "#fbe3a4"), (0.3, "#c9953f"), (0.55, "#f0cf85"), (1, "#6b4512")], 0, 0, 1, 1),
             fill_rule="evenodd")
    svg.path(rrect_d(12, 12, S - 24, S - 24, 8), fill="none", stroke="#000", stroke_width=1.5, opacity=0.6)
    for (x, y, sx, sy) in ((12, 12, 1, 1), (S - 12, 12, -1, 1), (12, S - 12, 1, -1), (S - 12, S - 12, -1, -1)):
        step = [(x, y), (x + sx * 22, y), (x + sx * 22, y + sy * 5), (x + sx * 10, y + sy * 5), (x + sx * 10, y + sy * 10),
                (x + sx * 5, y + sy * 10), (x + sx * 5, y + sy * 22), (x, y + sy * 22)]
        svg.polygon(step, fill=brass_v, stroke=INK, stroke_width=1.2)
        rivet(svg, x + sx * 4, y + sy * 4, 2.4)
    for (x, y) in ((C, 8), (C, S - 8), (8, C), (S - 8, C)):
        rivet(svg, x, y, 2.4)
    if dial:
        # the gauge dial the emblem sits on
        svg.circle(C, C, 81, fill=INK)
        svg.circle(C, C, 79, fill=svg.linear("dial-rim", [(0, "#f6d894"), (0.5, "#a8772c"), (1, "#4e320c")], 0, 0, 1, 1))
        svg.circle(C, C, 71, fill=svg.radial("dial", [(0, "#4a3d33"), (0.75, "#2a221c"), (1, "#15100c")], 0.5, 0.4, 0.6))
        for i in range(60):
            a = math.radians(i * 6)
            r0 = 64 if i % 5 else 60
            svg.line(C + r0 * math.cos(a), C + r0 * math.sin(a), C + 69 * math.cos(a), C + 69 * math.sin(a),
                     stroke="#e8c27a", stroke_width=1.4 if i % 5 == 0 else 0.7, opacity=0.55)
        svg.circle(C, C, 71, fill="none", stroke="#000", stroke_width=2, opacity=0.5)


def finish(svg):
    """Glass glare over the dial and the rose set in the rim."""
    svg.path("M%s %s A70 70 0 0 1 %s %s C%s %s %s %s %s %s Z" % (
        f(C - 66), f(C - 20), f(C + 33), f(C - 62), f(C - 10), f(C - 55), f(C - 44), f(C - 40), f(C - 66), f(C - 20)),
        fill="#ffffff", opacity=0.07)
    rose(svg, C, C + 79, 0.95)


# ---------------------------------------------------------------- emblems

def em_sniper(svg):
    svg.g("translate(%s %s)" % (f(C), f(C)))
    # a rifle across the dial, scope on top
    svg.g("rotate(-28)")
    stock = "M-70 6 L-40 0 L-34 -4 L-30 8 L-40 18 L-66 24 Z"
    body = "M-36 -4 L20 -4 L20 6 L-30 8 Z"
    barrel = "M18 -2 L72 -2 L72 3 L18 4 Z"
    outlined(svg, [stock, body, barrel], "#000", 2.6)
    svg.path(stock, fill=mat(svg, "wood"))
    svg.path(body, fill=mat(svg, "gun", True))
    svg.path(barrel, fill=mat(svg, "gun", True))
    scope = "M-22 -18 L26 -18 L30 -22 L36 -22 L36 -8 L30 -8 L26 -12 L-22 -12 L-26 -8 L-30 -8 L-30 -22 L-26 -22 Z"
    outlined(svg, [scope], mat(svg, "brass", True), 2.4)
    svg.line(-6, -12, -6, -4, stroke=INK, stroke_width=3)
    svg.line(10, -12, 10, -4, stroke=INK, stroke_width=3)
    svg.end()
    # the reticle seen through the scope, over it all
    svg.circle(0, 0, 34, fill=INK)
    svg.circle(0, 0, 32, fill=mat(svg, "brass"))
    for i in range(36):
        a = math.radians(i * 10)
        svg.line(29 * math.cos(a), 29 * math.sin(a), 32 * math.cos(a), 32 * math.sin(a), stroke=INK, stroke_width=1)
    svg.circle(0, 0, 27, fill=INK)
    svg.circle(0, 0, 25.5, fill=svg.radial("lens", [(0, "#cdeee8"), (0.45, "#3f8e94"), (1, "#0b2a30")], 0.38, 0.32, 0.75))
    for (x1, y1, x2, y2, w) in ((-25, 0, -8, 0, 3), (8, 0, 25, 0, 3), (0, -25, 0, -8, 3), (0, 8, 0, 25, 3),
                                (-8, 0, 8, 0, 0.9), (0, -8, 0, 8, 0.9)):
        svg.line(x1, y1, x2, y2, stroke="#0a0a0a", stroke_width=w)
    for k in (-6, -3, 3, 6):
        svg.circle(k, 0, 0.9, fill="#0a0a0a")
        svg.circle(0, k, 0.9, fill="#0a0a0a")
    svg.circle(0, 0, 1.4, fill="#e2475a")
    svg.path("M-18 -12 A22 22 0 0 1 -4 -22", fill="none", stroke="#ffffff", stroke_width=2.5, opacity=0.5, stroke_linecap="round")
    svg.end()


def em_assassin(svg):
    svg.g("translate(%s %s) rotate(35) scale(1.12)" % (f(C), f(C - 2)))
    blade = "M0 62 C-3 40 -9 20 -9 -6 L9 -6 C9 20 3 40 0 62 Z"
    guard = "M-30 -10 C-36 -14 -38 -20 -32 -22 C-28 -16 -20 -14 -10 -14 L10 -14 C20 -14 28 -16 32 -22 C38 -20 36 -14 30 -10 C20 -6 -20 -6 -30 -10 Z"
    grip = "M-5 -14 L5 -14 L6 -44 L-6 -44 Z"
    pommel = circle_d(0, -51, 8)
    outlined(svg, [blade, guard, grip, pommel], "#000", 3)
    svg.path(blade, fill=svg.linear("blade", [(0, "#f4f7fa"), (0.5, "#aab4bf"), (0.52, "#6f7a86"), (1, "#c9d1d9")], 0, 0, 1, 0))
    svg.path("M0 54 L0 -4", stroke="#4c5560", stroke_width=1.4)
    svg.path(guard, fill=mat(svg, "brass", True))
    svg.path(grip, fill=mat(svg, "leather"))
    for i in range(6):
        svg.line(-5, -17 - i * 4.5, 5.5, -19.5 - i * 4.5, stroke="#e8c27a", stroke_width=1.1)
    svg.path(pommel, fill=mat(svg, "brass"))
    svg.circle(0, -51, 4, fill=mat(svg, "rose"), stroke=INK, stroke_width=1)
    svg.circle(-1.3, -52.5, 1.2, fill="#ffd0d6")
    svg.end()


def em_schemer(svg):
    svg.g("translate(%s %s)" % (f(C), f(C)))
    # inkwell
    well = "M-26 26 C-30 14 -22 6 -14 4 L14 4 C22 6 30 14 26 26 C24 36 18 40 0 40 C-18 40 -24 36 -26 26 Z"
    neck = "M-12 -4 L12 -4 L14 6 L-14 6 Z"
    outlined(svg, [well, neck], "#000", 3)
    svg.path(well, fill=svg.linear("well", [(0, "#6a7fb0"), (0.5, "#27305a"), (1, "#0b0c18")], 0, 0, 1, 1))
    svg.path(neck, fill=mat(svg, "brass", True))
    svg.path("M-18 16 C-20 24 -16 32 -10 34", fill="none", stroke="#ffffff", stroke_width=2.2, opacity=0.4)
    svg.path("M-24 30 C-10 34 10 34 24 30", fill="none", stroke="#d4a24e", stroke_width=2)
    # quill sunk in the well, leaning back
    svg.g("rotate(28)")
    vane = ("M2 -4 C4 -30 14 -56 10 -84 C22 -70 26 -46 20 -26 C16 -14 8 -6 2 -4 Z")
    vane2 = ("M0 -4 C-6 -26 -12 -50 10 -84 C-2 -60 -4 -36 0 -4 Z")
    outlined(svg, [vane, vane2], mat(svg, "cream"), 2.4)
    svg.path("M1 14 L3 -10 C6 -40 9 -62 10 -84", fill="none", stroke="#8a7a5a", stroke_width=1.6)
    for i in range(7):
        y = -20 - i * 9
        svg.line(4 + i * 0.8, y, 14 + i * 0.4, y - 8, stroke="#c2b391", stroke_width=0.9)
        svg.line(2 + i * 0.8, y, -5 + i * 1.2, y - 7, stroke="#c2b391", stroke_width=0.9)
    svg.end()
    svg.end()


def coin(svg, x, y, rx=18, ry=6.5, face=False):
    svg.ellipse(x, y + 3, rx + 1.2, ry + 1.2, fill=INK)
    svg.rect(x - rx, y, 2 * rx, 3, fill=mat(svg, "brass", True, "coin-edge"))
    svg.ellipse(x, y + 3, rx, ry, fill="#7a5018")
    svg.rect(x - rx, y, 2 * rx, 3, fill=svg.linear("coin-side", [(0, "#7a5018"), (0.3, "#e8c27a"), (0.7, "#b8862f"), (1, "#5e3d12")], 0, 0, 1, 0))
    svg.ellipse(x, y, rx, ry, fill=mat(svg, "brass"), stroke=INK, stroke_width=1.4)
    svg.ellipse(x, y, rx - 4, ry - 1.6, fill="none", stroke="#7a5018", stroke_width=0.9)


def em_noble(svg):
    svg.g("translate(%s %s) scale(1.12)" % (f(C), f(C + 2)))
    for (sx, n) in ((-26, 5), (26, 7), (0, 3)):
        base = 36 if sx else 40
        for k in range(n):
            coin(svg, sx + (k % 2) * 0.8, base - k * 5.2)
    # one great coin standing in front, with the rose struck on it
    svg.circle(0, 10, 25, fill=INK)
    svg.circle(0, 10, 23.5, fill=mat(svg, "brass"))
    svg.circle(0, 10, 19, fill="none", stroke="#7a5018", stroke_width=1.4)
    for i in range(40):
        a = math.radians(i * 9)
        svg.line(21.5 * math.cos(a), 10 + 21.5 * math.sin(a), 23.5 * math.cos(a), 10 + 23.5 * math.sin(a), stroke="#7a5018", stroke_width=0.8)
    svg.g("translate(0 10) scale(1.1)")
    svg.path("M-6 3 C-8 -5 0 -9 5 -5 C9 -1 5 6 0 5 C-4 4 -4 -1 0 -2 C3 -3 3 1 1 1", fill="none", stroke="#7a5018",
             stroke_width=2, stroke_linecap="round")
    svg.path(circle_d(0, 0, 9.5), fill="none", stroke="#7a5018", stroke_width=1.6)
    svg.end()
    svg.path("M-14 -4 A20 20 0 0 1 4 -12", fill="none", stroke="#fff5d0", stroke_width=2, opacity=0.7, stroke_linecap="round")
    svg.end()


def die(svg, cx, cy, s, ang, top, left, right):
    """An isometric die: three visible faces with pips."""
    svg.g("translate(%s %s) rotate(%s) scale(%s)" % (f(cx), f(cy), f(ang), f(s)))
    a = 20.0
    h = a * 0.58
    topf = [(0, -2 * h), (a, -h), (0, 0), (-a, -h)]
    leftf = [(-a, -h), (0, 0), (0, 2 * h + 1), (-a, h + 1)]
    rightf = [(a, -h), (0, 0), (0, 2 * h + 1), (a, h + 1)]
    outline = [(0, -2 * h), (a, -h), (a, h + 1), (0, 2 * h + 1), (-a, h + 1), (-a, -h)]
    svg.polygon(outline, fill=INK, stroke=INK, stroke_width=4, stroke_linejoin="round")
    svg.polygon(topf, fill="#fffaf0")
    svg.polygon(leftf, fill="#e6dcc6")
    svg.polygon(rightf, fill="#bfb195")
    svg.polyline([(-a, -h), (0, 0), (a, -h)], fill="none", stroke="#8c7e62", stroke_width=1)
    svg.line(0, 0, 0, 2 * h + 1, stroke="#8c7e62", stroke_width=1)

    def face_pips(n, o, u, v, col):
        layout = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
                  4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
                  6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[n]
        for (p, q) in layout:
            x = o[0] + u[0] * p * 0.3 + v[0] * q * 0.3
            y = o[1] + u[1] * p * 0.3 + v[1] * q * 0.3
            svg.ellipse(x, y, 2.6, 2.0, fill=col)
    face_pips(top, (0, -h), (a / 2 * 2, -h / 2 * 2 * 0 + h * 0), (0, 0), "#a8142c") if False else None
    # top face: axes along its diagonals
    face_pips(top, (0, -h), (a / 1.0, h / 1.0 * 0 + 0), (0, h), "#a8142c")
    face_pips(left, (-a / 2, h / 2 + 0.5), (a / 2 * 1.4, h / 2 * 1.4), (0, h * 1.4), "#1c1410")
    face_pips(right, (a / 2, h / 2 + 0.5), (-a / 2 * 1.4, h / 2 * 1.4), (0, h * 1.4), "#1c1410")
    svg.end()


def em_gambler(svg):
    die(svg, C - 20, C + 8, 1.45, -12, 1, 3, 5)
    die(svg, C + 24, C - 12, 1.2, 18, 6, 2, 4)
    # a playing chip under them for the gambling-den feel
    svg.ellipse(C + 26, C + 34, 22, 8, fill=INK)
    svg.ellipse(C + 26, C + 31, 21, 7.2, fill=mat(svg, "rose"))
    for i in range(8):
        a = math.radians(i * 45)
        svg.ellipse(C + 26 + 17 * math.cos(a), C + 31 + 5.8 * math.sin(a), 2.5, 1.2, fill="#f3e6cf")
    svg.ellipse(C + 26, C + 31, 11, 3.8, fill="none", stroke="#f3e6cf", stroke_width=1)


def em_princess(svg):
    svg.g("translate(%s %s)" % (f(C), f(C + 4)))
    # art-deco crown: stepped spires, a rose at the heart
    spires = ("M-44 14 L-44 -6 L-36 -6 L-36 -22 L-26 -10 L-18 -34 L-10 -16 L0 -48 L10 -16 L18 -34 L26 -10 L36 -22 "
              "L36 -6 L44 -6 L44 14 Z")
    band = "M-46 12 L46 12 L44 30 L-44 30 Z"
    outlined(svg, [spires, band], mat(svg, "brass", True), 3.2)
    for (x, y, r) in ((0, -48, 4.6), (-18, -34, 3.6), (18, -34, 3.6), (-36, -22, 3), (36, -22, 3)):
        svg.circle(x, y, r + 1, fill=INK)
        svg.circle(x, y, r, fill=svg.radial("pearl", [(0, "#ffffff"), (0.6, "#e8e0d0"), (1, "#9a8f78")], 0.35, 0.3, 0.7))
    for x in (-30, -15, 15, 30):
        svg.polygon([(x, 16), (x + 4, 21), (x, 26), (x - 4, 21)], fill=mat(svg, "glass"), stroke=INK, stroke_width=1)
    svg.path("M-40 8 L40 8", stroke="#7a5018", stroke_width=1.2)
    svg.path("M-26 -2 L-18 -26 M-8 -4 L0 -38", stroke="#fff5d0", stroke_width=1.6, opacity=0.6)
    svg.end()
    rose(svg, C, C + 24, 1.0, leaves=False)


def em_pilot(svg):
    svg.g("translate(%s %s)" % (f(C), f(C)))
    # propeller behind
    for ang in (45, 135, 225, 315):
        svg.g("rotate(%d)" % ang)
        blade = "M4 -5 C24 -12 50 -10 60 -3 C62 0 62 2 60 4 C50 9 24 8 4 5 Z"
        outlined(svg, [blade], mat(svg, "wood", True), 2.4)
        svg.path("M50 -8 L59 -4 L59 4 L50 8 Z", fill=mat(svg, "brass", True), stroke=INK, stroke_width=1)
        svg.end()
    svg.circle(0, 0, 8, fill=INK)
    svg.circle(0, 0, 6.5, fill=mat(svg, "brass"))
    # goggles across the front
    strap = "M-62 10 C-54 4 -44 4 -40 6 L40 6 C44 4 54 4 62 10 L62 20 C54 16 44 16 40 18 L-40 18 C-44 16 -54 16 -62 20 Z"
    outlined(svg, [strap], mat(svg, "leather", True), 2.4)
    for sx in (-1, 1):
        x = sx * 22
        svg.circle(x, 12, 20, fill=INK)
        svg.circle(x, 12, 18.5, fill=mat(svg, "brass"))
        for i in range(8):
            a = math.radians(i * 45 + 22)
            rivet(svg, x + 15.5 * math.cos(a), 12 + 15.5 * math.sin(a), 1.4)
        svg.circle(x, 12, 12.5, fill=INK)
        svg.circle(x, 12, 11.5, fill=svg.radial("goggle-glass", [(0, "#fff0b0"), (0.4, "#e09a2a"), (1, "#5a2a06")], 0.35, 0.3, 0.8))
        svg.path("M%s 6 A8 8 0 0 1 %s 3" % (f(x - 7), f(x + 1)), fill="none", stroke="#ffffff", stroke_width=2, opacity=0.7,
                 stroke_linecap="round")
    svg.path("M-4 10 C-2 6 2 6 4 10", fill="none", stroke=INK, stroke_width=6)
    svg.path("M-4 10 C-2 6 2 6 4 10", fill="none", stroke=mat(svg, "brass"), stroke_width=3.5)
    svg.end()


def em_entertainer(svg):
    svg.g("translate(%s %s)" % (f(C), f(C - 2)))
    # ribbons trailing from the mask
    for sd in (-1, 1):
        rb = "M%s -4 C%s 10 %s 30 %s 52 L%s 50 C%s 30 %s 12 %s -2 Z" % (
            f(sd * 38), f(sd * 50), f(sd * 40), f(sd * 52), f(sd * 44), f(sd * 32), f(sd * 42), f(sd * 32))
        outlined(svg, [rb], mat(svg, "rose", True), 2)
    face = ("M-38 -30 C-38 -50 38 -50 38 -30 C40 0 30 30 0 44 C-30 30 -40 0 -38 -30 Z")
    outlined(svg, [face], svg.linear("mask-face", [(0, "#fffdf6"), (0.6, "#efe3c8"), (1, "#b7a07a")], 0, 0, 1, 1), 3.2)
    # comedy: arched eyes and a broad smile, with brass filigree
    for sd in (-1, 1):
        svg.path("M%s -14 C%s -28 %s -28 %s -14 C%s -18 %s -18 %s -14 Z" % (
            f(sd * 6), f(sd * 10), f(sd * 26), f(sd * 30), f(sd * 24), f(sd * 12), f(sd * 6)), fill=INK)
        svg.path("M%s -26 C%s -36 %s -36 %s -28" % (f(sd * 6), f(sd * 14), f(sd * 26), f(sd * 32)),
                 fill="none", stroke=mat(svg, "brass"), stroke_width=2.6, stroke_linecap="round")
        svg.path("M%s 0 C%s 4 %s 10 %s 16" % (f(sd * 28), f(sd * 30), f(sd * 28), f(sd * 24)),
                 fill="none", stroke="#d98a8a", stroke_width=3, opacity=0.6, stroke_linecap="round")
    svg.path("M-20 10 C-12 30 12 30 20 10 C10 16 -10 16 -20 10 Z", fill=INK)
    svg.path("M-12 20 C-4 26 4 26 12 20", fill="none", stroke="#a8142c", stroke_width=2.2)
    svg.path("M0 -6 L-3 6 L3 6 Z", fill="#c9b79a")
    svg.path("M-30 -38 C-20 -46 -8 -46 0 -44", fill="none", stroke="#ffffff", stroke_width=2.4, opacity=0.7, stroke_linecap="round")
    # a diamond of brass at the brow
    svg.polygon([(0, -40), (5, -33), (0, -26), (-5, -33)], fill=mat(svg, "brass"), stroke=INK, stroke_width=1.2)
    svg.end()


def em_spy(svg):
    svg.g("translate(%s %s) rotate(-30)" % (f(C), f(C + 2)))
    secs = [(-62, -30, 13, "leather"), (-30, 4, 11, "brass"), (4, 34, 9, "brass"), (34, 56, 7.5, "brass")]
    for (x0, x1, r, m) in secs:
        d = "M%s %s L%s %s L%s %s L%s %s Z" % (f(x0), f(-r), f(x1), f(-r * 0.96), f(x1), f(r * 0.96), f(x0), f(r))
        outlined(svg, [d], mat(svg, m, True, "spy-%s-%d" % (m, int(r * 10))), 2.6)
        svg.rect(x1 - 3, -r - 1.5, 5, 2 * r + 3, fill=mat(svg, "brass", True), stroke=INK, stroke_width=1.4)
        svg.line(x0 + 2, -r * 0.55, x1 - 3, -r * 0.52, stroke="#ffffff", stroke_width=1.6, opacity=0.5)
    # leather grip stitching and the eyepiece
    for i in range(5):
        x = -58 + i * 6
        svg.line(x, -11, x + 3, 11, stroke="#c9953f", stroke_width=0.9, opacity=0.8)
    svg.rect(-70, -9, 8, 18, rx=2, fill=mat(svg, "brass", True), stroke=INK, stroke_width=1.6)
    # the objective lens catching the light
    svg.ellipse(58, 0, 3.5, 8, fill=svg.radial("spy-lens", [(0, "#ffffff"), (0.4, "#9fe3e0"), (1, "#0d2f36")]),
                stroke=INK, stroke_width=1.4)
    svg.end()
    # the glint: a four-point star
    svg.polygon(star_pts(C + 56, C - 34, 12, 2.4, 4, rot=0), fill="#fff5d0", opacity=0.9)


def em_guard(svg):
    svg.g("translate(%s %s)" % (f(C), f(C)))
    # a truncheon behind the shield
    svg.g("rotate(40)")
    baton = "M-6 -60 L6 -60 L5 58 L-5 58 Z"
    outlined(svg, [baton], mat(svg, "wood", True), 2.4)
    svg.rect(-7, 40, 14, 6, fill=mat(svg, "brass", True), stroke=INK, stroke_width=1.2)
    svg.end()
    shield = "M-40 -44 L40 -44 L40 -6 C40 24 24 42 0 54 C-24 42 -40 24 -40 -6 Z"
    outlined(svg, [shield], mat(svg, "gun"), 3.6)
    inner = "M-32 -36 L32 -36 L32 -7 C32 17 19 32 0 43 C-19 32 -32 17 -32 -7 Z"
    svg.path(inner, fill="none", stroke=mat(svg, "brass", True), stroke_width=4)
    svg.path("M-32 -2 L0 -20 L32 -2 L32 10 L0 -8 L-32 10 Z", fill=mat(svg, "brass", True), stroke=INK, stroke_width=1.4)
    for (x, y) in ((-34, -38), (34, -38), (-34, 8), (34, 8), (0, 46)):
        rivet(svg, x * 0.98, y, 2.4)
    svg.path("M-30 -34 L-30 -8 C-30 8 -24 20 -14 30", fill="none", stroke="#ffffff", stroke_width=2.2, opacity=0.25)
    svg.end()
    rose(svg, C, C + 16, 0.9, leaves=False)


def em_recruit(svg):
    svg.g("translate(%s %s)" % (f(C), f(C + 6)))
    # a newsboy flat cap in three-quarter view
    brim = "M-30 14 C-16 30 30 34 52 20 C56 18 56 12 50 10 C30 18 0 18 -24 8 Z"
    crown = "M-46 8 C-52 -14 -34 -38 -2 -40 C32 -42 52 -22 48 4 C46 14 30 18 2 18 C-22 18 -40 16 -46 8 Z"
    band = "M-44 4 C-30 14 20 16 48 2 L48 8 C22 22 -30 20 -45 10 Z"
    outlined(svg, [crown, brim], "#000", 3.2)
    svg.path(crown, fill=svg.linear("cap", [(0, "#b59e7c"), (0.5, "#7a6448"), (1, "#3a2d1e")], 0.2, 0, 0.8, 1))
    # tweed flecks
    for i in range(40):
        x = -40 + (i * 37) % 84
        y = -30 + (i * 23) % 44
        if (x / 46.0) ** 2 + ((y + 10) / 30.0) ** 2 < 1:
            svg.line(x, y, x + 2.5, y + 1.5, stroke="#d8c4a0" if i % 3 else "#2c2216", stroke_width=0.9, opacity=0.6)
    for d in ("M-2 -40 C-10 -20 -14 0 -16 16", "M-2 -40 C10 -20 20 0 24 16", "M-2 -40 C-28 -30 -40 -10 -44 6",
              "M-2 -40 C24 -34 44 -20 48 0"):
        svg.path(d, fill="none", stroke="#2c2216", stroke_width=1.4, stroke_dasharray="3 2")
    svg.path(band, fill="#3a2d1e", opacity=0.8)
    svg.path(brim, fill=svg.linear("brim", [(0, "#8a7254"), (1, "#2e2318")], 0, 0, 0.2, 1))
    svg.path("M-20 16 C0 26 30 26 48 16", fill="none", stroke="#2c2216", stroke_width=1.2, stroke_dasharray="3 2")
    svg.ellipse(-2, -40, 6, 3.4, fill=mat(svg, "tweed"), stroke=INK, stroke_width=1.6)
    svg.path("M-30 -20 C-20 -32 -6 -36 8 -36", fill="none", stroke="#ffffff", stroke_width=2.4, opacity=0.25, stroke_linecap="round")
    # a brass recruit's badge on the band
    svg.circle(-34, 6, 6, fill=INK)
    svg.circle(-34, 6, 5, fill=mat(svg, "brass"))
    svg.polygon(star_pts(-34, 6, 3.6, 1.5, 5), fill="#7a5018")
    svg.end()


ROLES = {
    "sniper": em_sniper, "assassin": em_assassin, "schemer": em_schemer, "noble": em_noble,
    "gambler": em_gambler, "princess": em_princess, "pilot": em_pilot, "entertainer": em_entertainer,
    "spy": em_spy, "guard": em_guard, "recruit": em_recruit,
}


def tile(role):
    svg = Svg(S, S)
    plate(svg, role)
    # emblems are drawn for a 130 px dial; the dial is 142 px, so grow them to fill it
    svg.g("translate(%s %s) scale(1.16) translate(%s %s)" % (f(C), f(C), f(-C), f(-C)))
    ROLES[role](svg)
    svg.end()
    finish(svg)
    return svg


def back():
    svg = Svg(S, S)
    plate(svg, "back", dial=False)
    # a great cog with the rose at its hub
    svg.path(gear_d(C, C, 66, 56, 16, 0.5), fill=INK, stroke=INK, stroke_width=4, stroke_linejoin="round")
    svg.path(gear_d(C, C, 66, 56, 16, 0.5), fill=svg.linear("cog", [(0, "#fbe3a4"), (0.5, "#c9953f"), (1, "#5e3d12")], 0, 0, 1, 1))
    svg.circle(C, C, 48, fill=INK)
    svg.circle(C, C, 46, fill=svg.radial("hub", [(0, "#4a3d33"), (1, "#15100c")], 0.5, 0.4, 0.6))
    for i in range(8):
        a = math.radians(i * 45 + 22.5)
        svg.path("M%s %s L%s %s" % (f(C + 20 * math.cos(a)), f(C + 20 * math.sin(a)), f(C + 44 * math.cos(a)), f(C + 44 * math.sin(a))),
                 stroke="#c9953f", stroke_width=3, opacity=0.55)
    for i in range(16):
        a = math.radians(i * 22.5)
        rivet(svg, C + 61 * math.cos(a), C + 61 * math.sin(a), 1.6)
    rose(svg, C, C + 2, 2.1)
    svg.circle(C, C, 46, fill="none", stroke="#e8c27a", stroke_width=1.2, opacity=0.7)
    return svg


def main():
    os.makedirs(OUT, exist_ok=True)
    for role in ROLES:
        tile(role).save(os.path.join(OUT, role + ".svg"))
    back().save(os.path.join(OUT, "back.svg"))


if __name__ == "__main__":
    main()
