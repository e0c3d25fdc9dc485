#!/usr/bin/env python3
"""gen_queens_court.py — draws the Queen's Court "classic" card art.

Writes cards/queens-court/classic/art/{noble-1..10,queen,glove,back}.svg.
Ten nobles climb in grandeur: a squire's plain chevron up to a regent's
quartered arms under a closed crown. Everything is original heraldry built
from geometry here. Run from the repo root:  python3 tools/art/gen_queens_court.py
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from svgkit import Svg, poly_d, star_pts, circle_d, rot, f  # noqa: E402

W, H = 250, 350
OUT = os.path.join("cards", "queens-court", "classic", "art")
INK = "#24160c"          # outline colour for every charge

# Heraldic tinctures: (light, mid, dark) for metallic-enamel gradients.
TINCT = {
    "or":      ("#fbe59a", "#e0b04a", "#9a6a1c"),
    "argent":  ("#ffffff", "#e3e6ea", "#a7afb8"),
    "gules":   ("#e4434a", "#b51f2b", "#6e0f18"),
    "azure":   ("#4f7ee0", "#2548a8", "#142863"),
    "vert":    ("#3fb06a", "#1f7a45", "#0f4427"),
    "sable":   ("#5a5662", "#2b2830", "#121015"),
    "purpure": ("#9c5cc4", "#6a2f8e", "#371449"),
    "steel":   ("#f2f5f8", "#aab4bf", "#56606b"),
    "leather": ("#a86b3c", "#7a4521", "#43240f"),
    "ermine":  ("#ffffff", "#f3efe6", "#cfc6b4"),
}


def tgrad(svg, name, vertical=False):
    lt, md, dk = TINCT[name]
    if vertical:
        return svg.linear("t-%s-v" % name, [(0, lt), (0.5, md), (1, dk)], 0, 0, 0, 1)
    return svg.linear("t-%s" % name, [(0, lt), (0.45, md), (1, dk)], 0.1, 0, 0.9, 1)


# ---------------------------------------------------------------- shield

SX, SY, SW, SH = 63.0, 140.0, 124.0, 150.0   # the shield's box on every noble
SCX = SX + SW / 2


def shield_pts(x=SX, y=SY, w=SW, h=SH, n=24):
    """Heater shield outline as a convex polygon (flat top, curved point)."""
    def bez(p0, p1, p2, p3, t):
        u = 1 - t
        return (u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1])
    pts = [(x, y), (x + w, y), (x + w, y + 0.40 * h)]
    a = ((x + w, y + 0.40 * h), (x + w, y + 0.76 * h), (x + 0.64 * w, y + 0.90 * h), (x + 0.5 * w, y + h))
    pts += [bez(*a, t=i / n) for i in range(1, n + 1)]
    b = ((x + 0.5 * w, y + h), (x + 0.36 * w, y + 0.90 * h), (x, y + 0.76 * h), (x, y + 0.40 * h))
    pts += [bez(*b, t=i / n) for i in range(1, n + 1)]
    return pts


def clip(pts, a, b, c):
    """Sutherland-Hodgman: keep the part of a polygon where a*x + b*y + c >= 0."""
    out = []
    n = len(pts)
    for i in range(n):
        p, q = pts[i], pts[(i + 1) % n]
        vp, vq = a * p[0] + b * p[1] + c, a * q[0] + b * q[1] + c
        if vp >= 0:
            out.append(p)
        if (vp >= 0) != (vq >= 0):
            t = vp / (vp - vq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def clip_line(pts, p0, p1, keep_left=True):
    """Clip by the line p0->p1; keep the left side (in screen coords) or right."""
    a, b = -(p1[1] - p0[1]), (p1[0] - p0[0])
    c = -(a * p0[0] + b * p0[1])
    if not keep_left:
        a, b, c = -a, -b, -c
    return clip(pts, a, b, c)


def draw_shield_field(svg, tint, pts=None):
    pts = pts or shield_pts()
    svg.path(poly_d(pts), fill=tgrad(svg, tint))


def draw_shield_finish(svg, pts=None):
    """Glassy highlight and a double gold rim over the charges."""
    pts = pts or shield_pts()
    hl = svg.linear("shield-hl", [(0, "#ffffff", 0.30), (0.5, "#ffffff", 0.06), (1, "#ffffff", 0)], 0, 0, 1, 0.6)
    left = clip(pts, -1, 0, SCX + 4)
    svg.path(poly_d(left), fill=hl)
    shade = svg.linear("shield-shade", [(0, "#000000", 0), (1, "#000000", 0.35)], 0, 0, 0, 1)
    svg.path(poly_d(pts), fill=shade)
    svg.path(poly_d(pts), fill="none", stroke=INK, stroke_width=7.5, stroke_linejoin="round")
    svg.path(poly_d(pts), fill="none", stroke=tgrad(svg, "or", True), stroke_width=4.5, stroke_linejoin="round")
    svg.path(poly_d(pts), fill="none", stroke="#fff4c8", stroke_width=0.8, stroke_opacity=0.7, stroke_linejoin="round")


def outlined(svg, d_list, fill, width=3.0, evenodd=False):
    """Draw shapes as one silhouette: all outlines first, then all fills."""
    rule = "evenodd" if evenodd else None
    for d in d_list:
        svg.path(d, fill=INK, stroke=INK, stroke_width=width, stroke_linejoin="round", fill_rule=rule)
    for d in d_list:
        svg.path(d, fill=fill, fill_rule=rule)


# ---------------------------------------------------------------- charges
# Each charge draws centred on (cx, cy) at scale s (1.0 = full shield).

def charge_chevron(svg, cx, cy, s, tint):
    pts = shield_pts()
    apex_y, thick = SY + 0.30 * SH, 26
    arms = []
    for side in (-1, 1):
        far = (SCX + side * 80, apex_y + 80 * 0.95)
        p = clip_line(pts, (SCX, apex_y), far, keep_left=(side > 0))
        p = clip_line(p, (SCX, apex_y + thick), (far[0], far[1] + thick), keep_left=(side < 0))
        p = clip(p, side, 0, -side * SCX)
        arms.append(poly_d(p))
    outlined(svg, arms, tgrad(svg, tint), 3)
    # three roundels ("bezants") in the spaces the chevron leaves
    for (x, y, r) in ((SCX - 34, SY + 30, 11), (SCX + 34, SY + 30, 11), (SCX, SY + 112, 12)):
        svg.circle(x, y, r + 1.5, fill=INK)
        svg.circle(x, y, r, fill=tgrad(svg, tint))


def charge_sword(svg, cx, cy, s, tint):
    svg.g("translate(%s %s) scale(%s)" % (f(cx), f(cy), f(s)))
    blade = poly_d([(0, -62), (6, -50), (6, 30), (-6, 30), (-6, -50)])
    fuller = poly_d([(0, -48), (1.4, -44), (1.4, 26), (-1.4, 26), (-1.4, -44)])
    guard = "M-30 30 Q-34 36 -28 39 L28 39 Q34 36 30 30 Z"
    grip = poly_d([(-4, 39), (4, 39), (4.5, 62), (-4.5, 62)])
    pommel = circle_d(0, 68, 7)
    outlined(svg, [blade, guard, grip, pommel], "#000", 3.2)
    svg.path(blade, fill=tgrad(svg, "steel"))
    svg.path(fuller, fill="#6d7884", opacity=0.7)
    svg.path(guard, fill=tgrad(svg, "or", True))
    svg.path(grip, fill=tgrad(svg, "leather"))
    for i in range(5):
        svg.line(-4.2, 42 + i * 4.2, 4.2, 44.5 + i * 4.2, stroke="#2c170a", stroke_width=1.1)
    svg.path(pommel, fill=tgrad(svg, "or"))
    svg.circle(0, 68, 2.6, fill="#b51f2b")
    svg.end()


def charge_tower(svg, cx, cy, s, tint):
    svg.g("translate(%s %s) scale(%s)" % (f(cx), f(cy), f(s)))
    body = poly_d([(-24, -30), (24, -30), (27, 52), (-27, 52)])
    top = poly_d([(-32, -48), (-21, -48), (-21, -40), (-11, -40), (-11, -48), (-5, -48), (-5, -40),
                  (5, -40), (5, -48), (11, -48), (11, -40), (21, -40), (21, -48), (32, -48),
                  (32, -28), (-32, -28)])
    outlined(svg, [body, top], "#000", 3.2)
    svg.path(body, fill=tgrad(svg, tint))
    svg.path(top, fill=tgrad(svg, tint))
    # masonry courses
    for i, y in enumerate(range(-18, 52, 11)):
        svg.line(-25, y, 25, y, stroke="#7f8790", stroke_width=1)
        off = 0 if i % 2 else 8
        for x in range(-24 + off, 25, 16):
            svg.line(x, y, x, y + 11, stroke="#7f8790", stroke_width=1)
    svg.path("M-11 52 V30 A11 11 0 0 1 11 30 V52 Z", fill="#1a1410", stroke=INK, stroke_width=2)
    svg.path("M-5 0 V-10 A5 5 0 0 1 5 -10 V0 Z", fill="#1a1410")
    svg.path("M-9 52 V31", stroke="#6b4a22", stroke_width=1.2)
    svg.line(-28, -28, 28, -28, stroke=INK, stroke_width=2)
    svg.end()


def key_shape(svg):
    bow = circle_d(0, -44, 15) + " " + circle_d(0, -44, 7, reverse=True)
    shaft = poly_d([(-3.5, -30), (3.5, -30), (3.5, 46), (-3.5, 46)])
    bit = poly_d([(3, 26), (17, 26), (17, 32), (11, 32), (11, 36), (17, 36), (17, 46), (3, 46)])
    collar = poly_d([(-7, -28), (7, -28), (7, -23), (-7, -23)])
    return [bow, shaft, bit, collar]


def charge_keys(svg, cx, cy, s, tint):
    for ang in (-32, 32):
        svg.g("translate(%s %s) scale(%s) rotate(%d)" % (f(cx), f(cy), f(s), ang))
        outlined(svg, key_shape(svg), tgrad(svg, tint), 3.2, evenodd=True)
        svg.path("M-9 -52 A12 12 0 0 1 6 -56", fill="none", stroke="#fff7d0", stroke_width=1.5, opacity=0.7)
        svg.end()


def charge_crescent(svg, cx, cy, s, tint):
    svg.g("translate(%s %s) scale(%s)" % (f(cx), f(cy), f(s)))
    moon = "M-30 -6 A34 34 0 1 0 30 -6 A30 30 0 1 1 -30 -6 Z"
    outlined(svg, [moon], tgrad(svg, tint), 3.2)
    for (x, y, r) in ((-30, -44, 11), (30, -44, 11), (0, -58, 12)):
        d = poly_d(star_pts(x, y, r, r * 0.42, 5))
        outlined(svg, [d], tgrad(svg, tint), 2.6)
    svg.end()


def fleur_d():
    """Fleur-de-lis, 100 units tall, centred; built from mirrored halves."""
    centre = ("M0 -50 C9 -38 15 -24 13 -10 C12 -2 7 4 4 8 L-4 8 C-7 4 -12 -2 -13 -10 "
              "C-15 -24 -9 -38 0 -50 Z")
    right = ("M6 6 C10 -6 24 -16 36 -14 C46 -12 50 -2 44 6 C40 12 32 10 33 4 C34 -2 40 0 38 3 "
             "C38 -4 28 -4 24 4 C20 12 18 18 12 20 Z")
    left = ("M-6 6 C-10 -6 -24 -16 -36 -14 C-46 -12 -50 -2 -44 6 C-40 12 -32 10 -33 4 C-34 -2 -40 0 -38 3 "
            "C-38 -4 -28 -4 -24 4 C-20 12 -18 18 -12 20 Z")
    band = "M-22 10 H22 Q24 15 22 20 H-22 Q-24 15 -22 20 Z"
    band = "M-22 10 L22 10 Q25 15 22 20 L-22 20 Q-25 15 -22 10 Z"
    foot = ("M-4 20 L4 20 C5 30 10 38 18 42 C10 46 4 42 0 36 C-4 42 -10 46 -18 42 C-10 38 -5 30 -4 20 Z")
    return [centre, right, left, foot, band]


def charge_fleur(svg, cx, cy, s, tint):
    svg.g("translate(%s %s) scale(%s)" % (f(cx), f(cy), f(s)))
    outlined(svg, fleur_d(), tgrad(svg, tint), 3.4)
    svg.path("M0 -44 C5 -34 8 -22 6 -8", fill="none", stroke="#fff6cc", stroke_width=1.6, opacity=0.8)
    svg.line(-20, 15, 20, 15, stroke=INK, stroke_width=1.2, opacity=0.6)
    svg.end()


def charge_rose(svg, cx, cy, s, tint):
    svg.g("translate(%s %s) scale(%s)" % (f(cx), f(cy), f(s)))
    barbs = []
    for i in range(5):
        a = math.radians(-90 + 36 + i * 72)
        p = [(math.cos(a) * 48, math.sin(a) * 48),
             (math.cos(a + 0.22) * 26, math.sin(a + 0.22) * 26),
             (math.cos(a - 0.22) * 26, math.sin(a - 0.22) * 26)]
        barbs.append(poly_d(p))
    outlined(svg, barbs, tgrad(svg, "vert"), 2.6)
    outer = [circle_d(math.cos(math.radians(-90 + i * 72)) * 22, math.sin(math.radians(-90 + i * 72)) * 22, 21)
             for i in range(5)]
    outlined(svg, outer, tgrad(svg, tint), 3)
    for i in range(5):
        a = math.radians(-90 + i * 72)
        svg.path("M%s %s A21 21 0 0 1 %s %s" % (f(math.cos(a - 0.9) * 30), f(math.sin(a - 0.9) * 30),
                                                 f(math.cos(a + 0.9) * 30), f(math.sin(a + 0.9) * 30)),
                 fill="none", stroke="#ff9a9a", stroke_width=1.4, opacity=0.6)
    inner = [circle_d(math.cos(math.radians(-54 + i * 72)) * 11, math.sin(math.radians(-54 + i * 72)) * 11, 11)
             for i in range(5)]
    outlined(svg, inner, svg.linear("rose-in", [(0, "#f0646a"), (1, "#8e1520")]), 2)
    svg.circle(0, 0, 9.5, fill=INK)
    svg.circle(0, 0, 8, fill=tgrad(svg, "or"))
    for i in range(6):
        a = math.radians(i * 60)
        svg.circle(math.cos(a) * 4.5, math.sin(a) * 4.5, 1.2, fill="#7a4c10")
    svg.end()


def eagle_wing():
    """Right wing of an eagle displayed: a fan of pointed feathers around the
    shoulder. Returns (silhouette paths, feather centre lines)."""
    sx, sy = 6.0, -12.0
    n = 7
    pts = [(sx - 2, sy + 14), (sx - 2, sy - 4)]
    lines = []
    for i in range(n):
        t = i / (n - 1)
        ang = math.radians(-62 + 150 * t)
        r = 30 + 22 * math.sin(math.pi * (0.25 + 0.75 * t)) if t > 0 else 40
        r = 50 - 20 * t * t if t > 0.15 else 44 + 40 * t
        if i > 0:   # notch between feathers
            am = math.radians(-62 + 150 * (t - 0.5 / (n - 1)))
            pts.append((sx + math.cos(am) * r * 0.72, sy + math.sin(am) * r * 0.72))
        tip = (sx + math.cos(ang) * r, sy + math.sin(ang) * r)
        pts.append(tip)
        lines.append(((sx + math.cos(ang) * 12, sy + math.sin(ang) * 12), (sx + math.cos(ang) * r * 0.86, sy + math.sin(ang) * r * 0.86)))
    pts.append((sx + 4, sy + 30))
    return [poly_d(pts)], lines


def charge_eagle(svg, cx, cy, s, tint):
    svg.g("translate(%s %s) scale(%s)" % (f(cx), f(cy), f(s)))
    wing, lines = eagle_wing()
    body = "M-10 -14 C-14 0 -13 16 -8 28 L8 28 C13 16 14 0 10 -14 C6 -18 -6 -18 -10 -14 Z"
    head = "M-8 -24 C-8 -36 8 -38 10 -28 C11 -20 7 -14 0 -13 C-5 -13 -8 -18 -8 -24 Z"
    tail = "M-9 24 L-20 48 L-9 43 L0 52 L9 43 L20 48 L9 24 Z"
    legs = []
    for side in (-1, 1):
        legs.append("M%s 14 L%s 30 L%s 34 L%s 30 Z" % (f(side * 6), f(side * 18), f(side * 24), f(side * 10)))
    claws = []
    for side in (-1, 1):
        for dx, dy in ((8, 0), (5, 7), (0, 8)):
            claws.append("M%s 32 L%s %s" % (f(side * 21), f(side * (21 + dx)), f(32 + dy)))
    gold = tgrad(svg, "or", True)
    for cl in claws:
        svg.path(cl, fill="none", stroke=INK, stroke_width=4.2, stroke_linecap="round")
        svg.path(cl, fill="none", stroke=tgrad(svg, "gules"), stroke_width=2.2, stroke_linecap="round")
    outlined(svg, legs, tgrad(svg, "gules"), 2.4)
    body_fill = tgrad(svg, tint)
    for m in (-1, 1):
        svg.g("scale(%d 1)" % m)
        outlined(svg, wing, body_fill, 2.6)
        for (a, b) in lines:
            svg.line(a[0], a[1], a[0] + (b[0] - a[0]) * 0.8, a[1] + (b[1] - a[1]) * 0.8,
                     stroke=gold, stroke_width=1.1, opacity=0.8)
        svg.end()
    outlined(svg, [body, head, tail], body_fill, 2.6)
    for y in (-4, 4, 12):
        svg.path("M-6 %d Q0 %d 6 %d" % (y, y + 4, y), fill="none", stroke=gold, stroke_width=1, opacity=0.7)
    svg.path("M-7 -28 L-19 -25 C-16 -20 -11 -20 -6 -21 Z", fill=gold, stroke=INK, stroke_width=1.2)
    svg.path("M-10 -23 L-17 -19", stroke=tgrad(svg, "gules"), stroke_width=1.6, stroke_linecap="round")
    svg.circle(-1, -27, 2, fill="#f3d060", stroke=INK, stroke_width=0.6)
    # a small crown on the eagle's head
    crown = "M-8 -34 L-9 -44 L-4 -39 L0 -47 L4 -39 L9 -44 L8 -34 Z"
    outlined(svg, [crown], gold, 1.8)
    svg.end()


def charge_sun(svg, cx, cy, s, tint):
    svg.g("translate(%s %s) scale(%s)" % (f(cx), f(cy), f(s)))
    rays = []
    for i in range(16):
        a = math.radians(i * 22.5)
        if i % 2 == 0:
            pts = [(math.cos(a) * 54, math.sin(a) * 54),
                   (math.cos(a + 0.16) * 26, math.sin(a + 0.16) * 26),
                   (math.cos(a - 0.16) * 26, math.sin(a - 0.16) * 26)]
            rays.append(poly_d(pts))
        else:
            # a wavy ray: flame-like curve
            p0 = (math.cos(a - 0.13) * 26, math.sin(a - 0.13) * 26)
            p3 = (math.cos(a) * 46, math.sin(a) * 46)
            p5 = (math.cos(a + 0.13) * 26, math.sin(a + 0.13) * 26)
            c1 = (math.cos(a + 0.2) * 34, math.sin(a + 0.2) * 34)
            c2 = (math.cos(a - 0.15) * 40, math.sin(a - 0.15) * 40)
            rays.append("M%s %s Q%s %s %s %s Q%s %s %s %s Z" % (f(p0[0]), f(p0[1]), f(c1[0]), f(c1[1]),
                                                               f(p3[0]), f(p3[1]), f(c2[0]), f(c2[1]), f(p5[0]), f(p5[1])))
    outlined(svg, rays + [circle_d(0, 0, 27)], tgrad(svg, tint), 2.4)
    g = svg.radial("sun-face", [(0, "#fff6c8"), (0.6, "#f2c650"), (1, "#c98a1e")], 0.4, 0.38, 0.6)
    svg.circle(0, 0, 25, fill=g)
    svg.circle(0, 0, 19, fill="none", stroke="#b37a1c", stroke_width=1.2, opacity=0.7)
    svg.end()


CHARGE = {
    "chevron": charge_chevron, "sword": charge_sword, "tower": charge_tower, "keys": charge_keys,
    "crescent": charge_crescent, "fleur": charge_fleur, "rose": charge_rose, "eagle": charge_eagle,
    "sun": charge_sun,
}


def quarterly(svg):
    """The regent's arms: the four great charges quartered, a crowned escutcheon over all."""
    pts = shield_pts()
    mid_y = SY + 0.46 * SH
    quads = [
        (clip(clip(pts, -1, 0, SCX), 0, -1, mid_y), "azure", "fleur", SCX - 31, SY + 34),
        (clip(clip(pts, 1, 0, -SCX), 0, -1, mid_y), "argent", "rose", SCX + 31, SY + 34),
        (clip(clip(pts, -1, 0, SCX), 0, 1, -mid_y), "or", "eagle", SCX - 27, mid_y + 30),
        (clip(clip(pts, 1, 0, -SCX), 0, 1, -mid_y), "gules", "sun", SCX + 27, mid_y + 30),
    ]
    tint_of = {"fleur": "or", "rose": "gules", "eagle": "sable", "sun": "or"}
    for q, field, ch, x, y in quads:
        svg.path(poly_d(q), fill=tgrad(svg, field))
    for q, field, ch, x, y in quads:
        CHARGE[ch](svg, x, y, 0.44, tint_of[ch])
    svg.line(SCX, SY, SCX, SY + SH, stroke=INK, stroke_width=2)
    svg.line(SX, mid_y, SX + SW, mid_y, stroke=INK, stroke_width=2)
    # escutcheon of pretence
    small = shield_pts(SCX - 21, mid_y - 24, 42, 50, 10)
    svg.path(poly_d(small), fill=tgrad(svg, "purpure"), stroke=INK, stroke_width=5)
    svg.path(poly_d(small), fill="none", stroke=tgrad(svg, "or", True), stroke_width=2.5)
    crown_small(svg, SCX, mid_y + 2, 0.55)


def crown_small(svg, cx, cy, s):
    svg.g("translate(%s %s) scale(%s)" % (f(cx), f(cy), f(s)))
    d = "M-22 10 L-24 -12 L-12 0 L0 -18 L12 0 L24 -12 L22 10 Z"
    outlined(svg, [d], tgrad(svg, "or", True), 3)
    for x, y in ((-24, -12), (0, -18), (24, -12)):
        svg.circle(x, y, 3.2, fill="#fff3c4", stroke=INK, stroke_width=1.2)
    svg.end()


# ---------------------------------------------------------------- crests

def torse(svg, cx, y, w, tint_a, tint_b):
    """The twisted wreath of two tinctures that sits on a helm or on the shield."""
    n = 6
    seg = w / n
    svg.path("M%s %s Q%s %s %s %s L%s %s Q%s %s %s %s Z" % (
        f(cx - w / 2 - 3), f(y), f(cx), f(y - 6), f(cx + w / 2 + 3), f(y),
        f(cx + w / 2 + 3), f(y + 13), f(cx), f(y + 7), f(cx - w / 2 - 3), f(y + 13)), fill=INK)
    for i in range(n):
        x0 = cx - w / 2 + i * seg
        t = tint_a if i % 2 == 0 else tint_b
        bow = -5 * math.cos((x0 + seg / 2 - cx) / w * math.pi)
        svg.path(poly_d([(x0 + 2, y + 1 + bow), (x0 + seg + 4, y + 1 + bow), (x0 + seg - 1, y + 11 + bow),
                         (x0 - 3, y + 11 + bow)]), fill=tgrad(svg, t, True), stroke=INK, stroke_width=0.9)


def helm(svg, cx, base_y, s, plume=None):
    """A barred tournament helm seen from the front, gorget resting on the shield."""
    svg.g("translate(%s %s) scale(%s)" % (f(cx), f(base_y), f(s)))
    if plume:
        for i, (ang, col) in enumerate(((-28, plume[0]), (0, plume[1]), (28, plume[0]))):
            svg.g("rotate(%d 0 -60)" % ang)
            svg.path("M0 -58 C-12 -70 -12 -96 0 -112 C12 -96 12 -70 0 -58 Z",
                     fill=tgrad(svg, col, True), stroke=INK, stroke_width=2)
            svg.path("M0 -62 C-3 -78 -3 -94 0 -106", fill="none", stroke="#ffffff", stroke_width=1, opacity=0.5)
            svg.end()
    dome = "M-30 -10 C-32 -44 -20 -62 0 -64 C20 -62 32 -44 30 -10 L26 -2 L-26 -2 Z"
    gorget = "M-26 -4 L26 -4 C34 2 40 6 46 10 L-46 10 C-40 6 -34 2 -26 -4 Z"
    outlined(svg, [dome, gorget], tgrad(svg, "steel"), 3.2)
    svg.path("M-20 -40 L20 -40 L18 -12 L-18 -12 Z", fill="#15181c", stroke=INK, stroke_width=1.5)
    for x in range(-14, 15, 7):
        svg.line(x, -42, x * 0.94, -11, stroke=tgrad(svg, "or", True), stroke_width=3.2)
    svg.path("M-22 -42 Q0 -48 22 -42", fill="none", stroke=tgrad(svg, "or", True), stroke_width=3)
    svg.path("M-18 -56 C-10 -62 8 -62 16 -56", fill="none", stroke="#ffffff", stroke_width=2, opacity=0.6)
    svg.line(0, -63, 0, -44, stroke="#56606b", stroke_width=2)
    svg.end()


def pearl(svg, x, y, r):
    svg.circle(x, y, r + 1.3, fill=INK)
    svg.circle(x, y, r, fill=svg.radial("pearl", [(0, "#ffffff"), (0.6, "#ece6da"), (1, "#a49a88")], 0.35, 0.3, 0.7))


def leaf_d(x, y, s):
    """A strawberry leaf (three lobes) standing on (x, y)."""
    return ("M%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % (
        f(x - 7 * s), f(y),
        f(x - 13 * s), f(y - 4 * s), f(x - 13 * s), f(y - 14 * s), f(x - 6 * s), f(y - 13 * s),
        f(x - 7 * s), f(y - 21 * s), f(x + 7 * s), f(y - 21 * s), f(x + 6 * s), f(y - 13 * s),
        f(x + 13 * s), f(y - 14 * s), f(x + 13 * s), f(y - 4 * s), f(x + 7 * s), f(y),
        f(x + 3 * s), f(y + 1), f(x - 3 * s), f(y + 1), f(x - 7 * s), f(y)))


def coronet(svg, cx, base_y, w, kind, cap=None):
    """Rank coronets from baron (pearls on the rim) to the closed royal crown."""
    gold = tgrad(svg, "or", True)
    band_h = 14
    top = base_y - band_h
    if cap:   # velvet cap inside the crown
        svg.path("M%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % (
            f(cx - w / 2 + 4), f(top + 2), f(cx - w / 2), f(top - 40), f(cx + w / 2), f(top - 40),
            f(cx + w / 2 - 4), f(top + 2), f(cx + w / 4), f(top + 4), f(cx - w / 4), f(top + 4), f(cx - w / 2 + 4), f(top + 2)),
            fill=tgrad(svg, cap, True), stroke=INK, stroke_width=2)
    ornaments = []
    if kind == "baron":
        xs = [-0.36, -0.12, 0.12, 0.36]
        for x in xs:
            pearl(svg, cx + x * w, top - 4, 6)
    elif kind == "viscount":
        for i in range(9):
            x = -0.42 + i * 0.105
            pearl(svg, cx + x * w, top - 3, 4.2)
    elif kind == "earl":
        for i, x in enumerate([-0.42, -0.21, 0.0, 0.21, 0.42]):
            svg.line(cx + x * w, top, cx + x * w, top - 22, stroke=INK, stroke_width=4.4)
            svg.line(cx + x * w, top, cx + x * w, top - 22, stroke=gold, stroke_width=2.4)
            pearl(svg, cx + x * w, top - 24, 5)
        for x in (-0.31, -0.1, 0.1, 0.31):
            ornaments.append(leaf_d(cx + x * w, top + 1, 0.55))
    elif kind == "marquess":
        for x in (-0.38, 0.0, 0.38):
            ornaments.append(leaf_d(cx + x * w, top + 1, 1.0))
        for x in (-0.19, 0.19):
            svg.line(cx + x * w, top, cx + x * w, top - 10, stroke=INK, stroke_width=3)
            pearl(svg, cx + x * w, top - 13, 5)
    elif kind in ("duke", "prince", "royal"):
        for x in (-0.4, -0.2, 0.0, 0.2, 0.4):
            ornaments.append(leaf_d(cx + x * w, top + 1, 1.05 if x == 0 else 0.95))
    if ornaments:
        outlined(svg, ornaments, gold, 2.4)
    if kind in ("prince", "royal"):
        # arches meeting under an orb and cross
        h = 58 if kind == "royal" else 44
        for x in ((-0.42, -0.18, 0.18, 0.42) if kind == "royal" else (-0.42, 0.42)):
            x0 = cx + x * w
            svg.path("M%s %s C%s %s %s %s %s %s" % (f(x0), f(top), f(x0 + (cx - x0) * 0.05), f(top - h * 0.9),
                                                 f(cx + (x0 - cx) * 0.25), f(top - h), f(cx), f(top - h)),
                     fill="none", stroke=INK, stroke_width=7, stroke_linecap="round")
            svg.path("M%s %s C%s %s %s %s %s %s" % (f(x0), f(top), f(x0 + (cx - x0) * 0.05), f(top - h * 0.9),
                                                 f(cx + (x0 - cx) * 0.25), f(top - h), f(cx), f(top - h)),
                     fill="none", stroke=gold, stroke_width=4, stroke_linecap="round")
            for t in (0.35, 0.62):
                # pearls along the arch
                bx = (1 - t) ** 3 * x0 + 3 * (1 - t) ** 2 * t * (x0 + (cx - x0) * 0.05) + 3 * (1 - t) * t * t * (cx + (x0 - cx) * 0.25) + t ** 3 * cx
                by = (1 - t) ** 3 * top + 3 * (1 - t) ** 2 * t * (top - h * 0.9) + 3 * (1 - t) * t * t * (top - h) + t ** 3 * (top - h)
                pearl(svg, bx, by, 2.6)
        oy = top - h - 8
        svg.circle(cx, oy, 10, fill=INK)
        svg.circle(cx, oy, 8.5, fill=svg.radial("orb", [(0, "#fff2b8"), (0.5, "#e3b24a"), (1, "#8f5f16")], 0.35, 0.35, 0.7))
        svg.line(cx - 8.5, oy, cx + 8.5, oy, stroke=INK, stroke_width=1.4)
        cross = poly_d([(cx - 2.5, oy - 9), (cx - 2.5, oy - 15), (cx - 7, oy - 15), (cx - 7, oy - 20), (cx - 2.5, oy - 20),
                        (cx - 2.5, oy - 25), (cx + 2.5, oy - 25), (cx + 2.5, oy - 20), (cx + 7, oy - 20), (cx + 7, oy - 15),
                        (cx + 2.5, oy - 15), (cx + 2.5, oy - 9)])
        outlined(svg, [cross], gold, 2.4)
    # the rim itself, with jewels
    rim = "M%s %s L%s %s Q%s %s %s %s L%s %s Q%s %s %s %s Z" % (
        f(cx - w / 2), f(top), f(cx + w / 2), f(top), f(cx + w / 2 + 3), f(top + band_h / 2), f(cx + w / 2), f(base_y),
        f(cx - w / 2), f(base_y), f(cx - w / 2 - 3), f(top + band_h / 2), f(cx - w / 2), f(top))
    svg.path(rim, fill=gold, stroke=INK, stroke_width=2.6)
    svg.line(cx - w / 2 + 2, top + 3, cx + w / 2 - 2, top + 3, stroke="#fff6d0", stroke_width=1.2, opacity=0.8)
    jewels = 5 if kind in ("duke", "prince", "royal") else 3
    for i in range(jewels):
        x = cx + (i - (jewels - 1) / 2) * (w / (jewels + 0.4))
        col = ("gules", "azure", "vert")[i % 3] if kind != "baron" else "gules"
        if i % 2 == 0:
            svg.ellipse(x, top + band_h / 2, 4.2, 3.4, fill=tgrad(svg, col), stroke=INK, stroke_width=1)
        else:
            svg.polygon([(x, top + 2.5), (x + 4, top + band_h / 2), (x, top + band_h - 2.5), (x - 4, top + band_h / 2)],
                        fill=tgrad(svg, col), stroke=INK, stroke_width=1)


# ---------------------------------------------------------------- backdrops

def background(svg, key, base, glow, pattern=None, rays=False):
    svg.rect(0, 0, W, H, fill=svg.radial("bg-%s" % key, [(0, glow), (0.75, base), (1, "#07050a")], 0.5, 0.46, 0.72))
    if pattern:
        col, op = pattern
        # a damask lattice of small lozenges and dots, drawn out (no <pattern>)
        for row in range(-1, 16):
            for colm in range(-1, 11):
                x = colm * 28 + (14 if row % 2 else 0)
                y = row * 26
                svg.polygon([(x, y - 7), (x + 5, y), (x, y + 7), (x - 5, y)], fill=col, opacity=op)
                svg.circle(x + 14, y, 1.6, fill=col, opacity=op)
    if rays:
        n = 36
        for i in range(n):
            a0 = math.radians(i * 360 / n)
            a1 = math.radians(i * 360 / n + 4)
            svg.polygon([(W / 2, 200), (W / 2 + 420 * math.cos(a0), 200 + 420 * math.sin(a0)),
                         (W / 2 + 420 * math.cos(a1), 200 + 420 * math.sin(a1))],
                        fill="#ffe7a0", opacity=0.07 if i % 2 else 0.12)
    # a vignette, then a thin inset rule so the art reads as a finished panel
    svg.rect(0, 0, W, H, fill=svg.radial("vignette", [(0.55, "#000000", 0), (1, "#000000", 0.55)], 0.5, 0.5, 0.75))
    svg.rect(7, 7, W - 14, H - 14, rx=10, fill="none", stroke="#e9c46a", stroke_width=1.2, opacity=0.55)
    svg.rect(11, 11, W - 22, H - 22, rx=8, fill="none", stroke="#e9c46a", stroke_width=0.6, opacity=0.35)


def mantling(svg, outer, lining, grand=False):
    """A robe of estate falling from behind the crest and framing the shield."""
    top_y = 108 if not grand else 84
    for side in (-1, 1):
        sx = lambda x: W / 2 + side * x  # noqa: E731
        def curve(start, segs):
            out = "M%s %s" % (f(sx(start[0])), f(start[1]))
            for c in segs:
                out += " C" + " ".join("%s %s" % (f(sx(x)), f(y)) for x, y in c)
            return out + " Z"
        t = top_y
        d = curve((14, t), [((60, t + 4), (96, t + 40), (104, t + 110)),
                            ((108, t + 160), (104, t + 200), (112, t + 232)),
                            ((96, t + 228), (90, t + 214), (80, t + 222)),
                            ((74, t + 200), (80, t + 120), (66, t + 72)),
                            ((56, t + 40), (34, t + 28), (14, t + 30))])
        svg.path(d, fill=tgrad(svg, lining, True), stroke=INK, stroke_width=2.5)
        d2 = curve((14, t), [((60, t + 4), (96, t + 40), (102, t + 110)),
                             ((104, t + 150), (96, t + 190), (100, t + 214)),
                             ((90, t + 200), (86, t + 150), (82, t + 110)),
                             ((72, t + 50), (40, t + 22), (14, t + 18))])
        svg.path(d2, fill=svg.linear("mant-%s-%d" % (outer, side), [(0, TINCT[outer][0]), (0.5, TINCT[outer][1]), (1, TINCT[outer][2])],
                                     0.5 - 0.5 * side, 0, 0.5 + 0.5 * side, 0.3), stroke=INK, stroke_width=2)
        for k in range(3):   # folds
            x0 = 66 + k * 11
            svg.path("M%s %s C%s %s %s %s %s %s" % (f(sx(x0 - 20)), f(top_y + 20 + k * 6), f(sx(x0 + 4)), f(top_y + 60),
                                                 f(sx(x0 + 8)), f(top_y + 120), f(sx(x0 + 6)), f(top_y + 180 - k * 10)),
                     fill="none", stroke="#000000", stroke_width=2.2, opacity=0.25)
        if lining == "ermine":
            for (x, y) in ((96, top_y + 150), (100, top_y + 186), (90, top_y + 212), (104, top_y + 222)):
                ermine_spot(svg, sx(x) - (3 if side > 0 else -3) * 0, y, 0.8)


def ermine_spot(svg, x, y, s):
    svg.path("M%s %s L%s %s L%s %s Z" % (f(x), f(y - 5 * s), f(x + 2.4 * s), f(y + 4 * s), f(x - 2.4 * s), f(y + 4 * s)), fill="#111")
    for dx in (-2.4, 0, 2.4):
        svg.circle(x + dx * s, y - 6.5 * s - (1.2 * s if dx == 0 else 0), 1.1 * s, fill="#111")


def laurel(svg, gold=True):
    """Two laurel branches rising around the base of the shield."""
    col = tgrad(svg, "or" if gold else "vert", True)
    for side in (-1, 1):
        pts = []
        for i in range(9):
            t = i / 8
            a = math.radians(110 + 120 * t)
            x = W / 2 + side * (-math.cos(a) * 0 + 88 * math.sin(math.radians(10 + 150 * t)) * 0.98)
            y = 300 - 150 * t + 30 * math.sin(math.pi * t) * 0
            pts.append((x, y))
        # stem
        svg.path("M" + " L".join("%s %s" % (f(x), f(y)) for x, y in pts), fill="none", stroke=INK, stroke_width=4)
        svg.path("M" + " L".join("%s %s" % (f(x), f(y)) for x, y in pts), fill="none", stroke=col, stroke_width=2)
        for i in range(1, 9):
            x, y = pts[i]
            px, py = pts[i - 1]
            ang = math.degrees(math.atan2(y - py, x - px))
            for off in (-38, 38):
                svg.g("translate(%s %s) rotate(%s)" % (f(x), f(y), f(ang + off)))
                svg.ellipse(9, 0, 10, 3.6, fill=col, stroke=INK, stroke_width=1.3)
                svg.end()
    # a bow tying the branches under the point of the shield
    bx, by = W / 2, 302
    red = tgrad(svg, "gules", True)
    loops = ["M%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % (
        f(bx), f(by), f(bx + sd * 10), f(by - 12), f(bx + sd * 22), f(by - 8), f(bx + sd * 20), f(by),
        f(bx + sd * 22), f(by + 8), f(bx + sd * 10), f(by + 10), f(bx), f(by)) for sd in (-1, 1)]
    tails = ["M%s %s L%s %s L%s %s L%s %s Z" % (f(bx - sd * 2), f(by + 2), f(bx + sd * 12), f(by + 22),
                                                 f(bx + sd * 7), f(by + 24), f(bx - sd * 4), f(by + 6)) for sd in (-1, 1)]
    outlined(svg, tails + loops, red, 2.4)
    svg.circle(bx, by, 4.5, fill=red, stroke=INK, stroke_width=1.6)


# ---------------------------------------------------------------- the nobles

NOBLES = [
    # rank, bg base, bg glow, field, charge, charge tint, crest, extras
    dict(bg=("#1d2a22", "#3e5a45"), field="vert", charge="chevron", tint="or", crest="torse"),
    dict(bg=("#2a1816", "#5a302a"), field="gules", charge="sword", tint="argent", crest="helm"),
    dict(bg=("#16202e", "#34506e"), field="azure", charge="tower", tint="argent", crest="helm-plume"),
    dict(bg=("#1b1a1f", "#46424e"), field="sable", charge="keys", tint="or", crest="baron", pattern=("#c9b27a", 0.10)),
    dict(bg=("#221529", "#4d2d5c"), field="purpure", charge="crescent", tint="argent", crest="viscount",
         pattern=("#d9c2e8", 0.09), mantle=("purpure", "argent")),
    dict(bg=("#0f1a33", "#284a86"), field="azure", charge="fleur", tint="or", crest="earl",
         pattern=("#e8d08a", 0.10), mantle=("azure", "or")),
    dict(bg=("#2c0f18", "#6e2236"), field="argent", charge="rose", tint="gules", crest="marquess",
         pattern=("#f0c0c8", 0.09), mantle=("gules", "argent"), rays=True),
    dict(bg=("#2a1c0c", "#6e4a1a"), field="or", charge="eagle", tint="sable", crest="duke",
         pattern=("#ffe39a", 0.10), mantle=("gules", "ermine"), rays=True, laurel=True),
    dict(bg=("#300a0c", "#8a1c1e"), field="gules", charge="sun", tint="or", crest="prince",
         pattern=("#ffd78a", 0.10), mantle=("purpure", "ermine"), rays=True, laurel=True),
    dict(bg=("#1c0b2a", "#5a2a86"), field="quarterly", charge=None, tint=None, crest="royal",
         pattern=("#ffe39a", 0.12), mantle=("gules", "ermine"), rays=True, laurel=True, grand=True),
]


def noble(rank):
    spec = NOBLES[rank - 1]
    svg = Svg(W, H)
    background(svg, "n%d" % rank, spec["bg"][0], spec["bg"][1], spec.get("pattern"), spec.get("rays", False))
    if spec.get("mantle"):
        outer, lining = spec["mantle"]
        mantling(svg, outer, lining, spec.get("grand", False))
    if spec.get("laurel"):
        laurel(svg)
    crest = spec["crest"]
    if crest == "torse":
        torse(svg, SCX, SY - 13, 84, "or", spec["field"])
        # an oak sprig for a crest: the squire's first honour
        for ang in (-34, 0, 34):
            svg.g("translate(%s %s) rotate(%d)" % (f(SCX), f(SY - 14), ang))
            leaf = ("M0 0 C-7 -6 -9 -14 -6 -20 C-10 -24 -8 -30 -3 -30 C-4 -36 0 -42 0 -44 C0 -42 4 -36 3 -30 "
                    "C8 -30 10 -24 6 -20 C9 -14 7 -6 0 0 Z")
            outlined(svg, [leaf], tgrad(svg, "vert", True), 2.4)
            svg.path("M0 -2 L0 -38", stroke="#0f4427", stroke_width=1.2)
            svg.end()
        svg.ellipse(SCX, SY - 52, 6, 8, fill=tgrad(svg, "or"), stroke=INK, stroke_width=1.8)
        svg.path("M%s %s C%s %s %s %s %s %s Z" % (f(SCX - 7), f(SY - 55), f(SCX - 7), f(SY - 64), f(SCX + 7), f(SY - 64), f(SCX + 7), f(SY - 55)),
                 fill=tgrad(svg, "leather"), stroke=INK, stroke_width=1.8)
    elif crest in ("helm", "helm-plume"):
        plume = ("argent", "azure") if crest == "helm-plume" else None
        helm(svg, SCX, SY + 2, 0.95, plume)
        if crest == "helm-plume":
            torse(svg, SCX, SY - 66, 58, "argent", "azure")
    else:
        cap = {"baron": None, "viscount": None, "earl": "gules", "marquess": "gules", "duke": "gules",
               "prince": "purpure", "royal": "purpure"}[crest]
        cw = {"baron": 76, "viscount": 84, "earl": 90, "marquess": 96, "duke": 100, "prince": 104, "royal": 110}[crest]
        coronet(svg, SCX, SY - 8, cw, crest, cap=cap)
    if spec["field"] == "quarterly":
        quarterly(svg)
    else:
        draw_shield_field(svg, spec["field"])
        scale = {"chevron": 1.0, "sword": 0.98, "tower": 0.95, "keys": 1.1, "crescent": 1.12, "fleur": 1.08,
                 "rose": 1.15, "eagle": 0.98, "sun": 1.05}[spec["charge"]]
        cy = {"crescent": SY + 0.52 * SH, "sword": SY + 0.47 * SH, "tower": SY + 0.42 * SH}.get(spec["charge"], SY + 0.44 * SH)
        CHARGE[spec["charge"]](svg, SCX, cy, scale, spec["tint"])
    draw_shield_finish(svg)
    return svg


# ---------------------------------------------------------------- queen, glove, back

def queen():
    svg = Svg(W, H)
    background(svg, "queen", "#120a24", "#4a2a7a", ("#e8cf8a", 0.09), rays=True)
    cx, cy = W / 2, 175
    # gold cameo frame with pearls
    svg.ellipse(cx, cy, 96, 128, fill=INK)
    svg.ellipse(cx, cy, 93, 125, fill=tgrad(svg, "or", True))
    for i in range(40):
        a = math.radians(i * 9)
        pearl(svg, cx + 87 * math.cos(a), cy + 119 * math.sin(a), 3.2)
    svg.ellipse(cx, cy, 80, 112, fill=INK)
    svg.ellipse(cx, cy, 78, 110, fill=svg.radial("cameo", [(0, "#3a5fc0"), (0.7, "#1e3276"), (1, "#0d1740")], 0.45, 0.4, 0.65))
    # the profile (facing left), in ivory relief
    svg.g("translate(%s %s)" % (f(cx - 6), f(cy + 4)))
    ivory = svg.linear("ivory", [(0, "#fffaf0"), (0.6, "#efe3cc"), (1, "#c9b899")], 0.2, 0, 0.9, 1)
    head = ("M-20 -50 C-30 -44 -34 -34 -34 -24 C-34 -20 -35 -18 -37 -15 C-41 -9 -45 -3 -47 1 "
            "C-46 4 -42 5 -39 5 C-39 7 -40 9 -41 10 C-39 12 -37 12 -38 13 C-40 15 -39 18 -37 19 "
            "C-35 21 -35 22 -36 24 C-38 30 -34 35 -28 36 C-20 37 -14 34 -9 33 "
            "C-11 44 -12 56 -14 64 C-22 72 -38 78 -48 88 Q5 100 58 88 C46 76 32 64 26 44 "
            "C40 30 52 0 44 -26 C36 -50 10 -60 -20 -50 Z")
    hair = ("M-26 -46 C-14 -64 26 -68 44 -44 C58 -24 56 8 44 24 C40 30 34 34 28 34 "
            "C24 22 18 10 12 -4 C6 -12 -8 -22 -20 -30 C-26 -34 -28 -40 -26 -46 Z")
    svg.path(head, fill=INK, stroke=INK, stroke_width=3)
    svg.path(head, fill=ivory)
    svg.path(hair, fill=svg.linear("hair", [(0, "#f7ecd6"), (1, "#c4b08c")], 0, 0, 1, 1), stroke=INK, stroke_width=1.5)
    for k in range(4):   # waves swept back into the bun
        svg.path("M%s %s C%s %s %s %s %s %s" % (f(-18 + k * 4), f(-40 + k * 9), f(0 + k * 6), f(-50 + k * 8),
                                             f(30 + k * 3), f(-40 + k * 10), f(38 + k * 2), f(-14 + k * 10)),
                 fill="none", stroke="#a8916a", stroke_width=1.4)
    bun = circle_d(46, 22, 13)
    svg.path(bun, fill=svg.linear("bun", [(0, "#f1e4c8"), (1, "#b9a47e")], 0, 0, 1, 1), stroke=INK, stroke_width=1.5)
    svg.path("M38 18 C42 10 54 12 54 22 C54 30 44 32 42 26 C40 20 48 18 48 24", fill="none", stroke="#a8916a", stroke_width=1.4)
    # ear, eye, brow, lips, earring
    svg.path("M10 -2 C16 -4 18 6 14 10 C12 12 10 12 9 10", fill="none", stroke="#a8916a", stroke_width=1.5)
    svg.path("M-30 -14 Q-27 -17 -23 -15", fill="none", stroke="#8a7350", stroke_width=1.6)
    svg.path("M-31 -20 Q-27 -24 -21 -22", fill="none", stroke="#a8916a", stroke_width=1.4)
    svg.path("M-39 12 L-34 12", fill="none", stroke="#a8916a", stroke_width=1.2)
    svg.line(12, 12, 12, 18, stroke="#c9a54a", stroke_width=1)
    pearl(svg, 12, 21, 2.6)
    # gown neckline folds
    svg.path("M-30 80 C-10 74 20 74 44 80", fill="none", stroke="#a8916a", stroke_width=1.5)
    svg.path("M-20 86 C-4 80 16 80 34 86", fill="none", stroke="#bfae8c", stroke_width=1.2)
    # necklace
    for i in range(9):
        t = i / 8
        x = -12 + 36 * t
        y = 52 + 9 * math.sin(math.pi * t) + 4 * t
        svg.circle(x, y, 2.6, fill="#ffffff", stroke="#8a7350", stroke_width=0.8)
    svg.end()
    # tiara over the hair
    svg.g("translate(%s %s) rotate(-12) scale(0.85)" % (f(cx + 10), f(cy - 56)))
    tiara = "M-44 10 C-30 -2 -16 -8 0 -8 C16 -8 30 -2 44 10 L40 14 C28 6 14 2 0 2 C-14 2 -28 6 -40 14 Z"
    peaks = "M-34 4 L-26 -16 L-16 -2 L0 -30 L16 -2 L26 -16 L34 4 C22 -3 12 -5 0 -5 C-12 -5 -22 -3 -34 4 Z"
    outlined(svg, [peaks, tiara], tgrad(svg, "or", True), 2.6)
    for x, y, r in ((0, -30, 4.5), (-26, -16, 3.4), (26, -16, 3.4)):
        pearl(svg, x, y, r)
    svg.ellipse(0, -6, 4, 5, fill=tgrad(svg, "gules"), stroke=INK, stroke_width=1)
    svg.end()
    # corner fleurons
    for (x, y, a) in ((30, 34, 0), (W - 30, 34, 0), (W - 30, H - 34, 180), (30, H - 34, 180)):
        svg.g("translate(%s %s) rotate(%d) scale(0.22)" % (f(x), f(y), a))
        outlined(svg, fleur_d(), tgrad(svg, "or"), 4)
        svg.end()
    return svg


def glove():
    svg = Svg(W, H)
    background(svg, "glove", "#1a0a0e", "#5e1a26", ("#e6b5a0", 0.08))
    cx = W / 2
    svg.circle(cx, 170, 120, fill=svg.radial("glove-glow", [(0, "#ffd9a0", 0.28), (1, "#ffd9a0", 0)]))
    # the glove: a raised right hand, palm out — "this pile is closed"
    svg.g("translate(%s 176) rotate(-6)" % f(cx + 4))
    fingers = []
    specs = [(-26, -58, 14, 76, -9), (-9, -76, 14.5, 92, -3), (8, -72, 14.5, 88, 3), (24, -52, 13, 68, 9)]
    for (x, top, w, h, ang) in specs:
        svg_d = "M%s %s A%s %s 0 0 1 %s %s L%s %s L%s %s Z" % (
            f(x - w / 2), f(top + w / 2), f(w / 2), f(w / 2), f(x + w / 2), f(top + w / 2),
            f(x + w / 2 + 1), f(top + h), f(x - w / 2 - 1), f(top + h))
        fingers.append((svg_d, ang, x, top + h))
    palm = "M-37 2 C-38 -10 -36 -20 -34 -24 L35 -24 C37 -18 38 -8 38 6 C38 34 30 52 22 60 L-24 60 C-32 50 -38 30 -37 2 Z"
    thumb = "M-30 40 C-44 30 -54 14 -64 -2 C-70 -12 -62 -22 -54 -16 C-46 -10 -40 -2 -33 2 Z"
    cuff = "M-30 56 L30 56 L46 132 C18 140 -18 140 -46 132 Z"
    leather = svg.linear("glove-leather", [(0, "#fffaf2"), (0.55, "#efe6d8"), (1, "#b9ad9a")], -60, -80, 50, 60,
                         units="userSpaceOnUse")
    parts = [palm, thumb] + ["" for _ in fingers]
    # outline pass
    for (d, ang, px, py) in fingers:
        svg.path(d, fill=INK, stroke=INK, stroke_width=4.5, transform="rotate(%d %s %s)" % (ang, f(px), f(py)))
    svg.path(palm, fill=INK, stroke=INK, stroke_width=4.5)
    svg.path(thumb, fill=INK, stroke=INK, stroke_width=4.5)
    svg.path(cuff, fill=INK, stroke=INK, stroke_width=4.5)
    # fills
    svg.path(cuff, fill=svg.linear("cuff", [(0, "#7a1624"), (0.5, "#a82134"), (1, "#4d0b15")], 0, 0, 1, 0))
    for (d, ang, px, py) in fingers:
        svg.path(d, fill=leather, transform="rotate(%d %s %s)" % (ang, f(px), f(py)))
    svg.path(palm, fill=leather)
    svg.path(thumb, fill=leather)
    del parts
    # finger seams and the three stitched points on the back
    for (d, ang, px, py) in fingers:
        svg.path("M%s %s Q%s %s %s %s" % (f(px - 3), f(py - 26), f(px - 1), f(py - 12), f(px - 2), f(py)),
                 fill="none", stroke="#d4c8b4", stroke_width=1.2, transform="rotate(%d %s %s)" % (ang, f(px), f(py)))
    for x in (-18, 0, 17):
        svg.line(x, -22, x * 1.05, 4, stroke="#a89a84", stroke_width=1.4)
    for x in (-12, 0, 12):
        svg.path("M%s 50 L%s 14" % (f(x), f(x * 0.8)), stroke="#b7a98f", stroke_width=1.3, stroke_dasharray="3 2.5")
    svg.path("M-34 26 C-40 18 -46 8 -52 0", fill="none", stroke="#b7a98f", stroke_width=1.2)
    # embroidered cuff: gold scrolls, pearls at the hem, a rose at the centre
    gold = tgrad(svg, "or", True)
    svg.path("M-30 58 L30 58", stroke=gold, stroke_width=4)
    svg.path("M-44 128 C-18 136 18 136 44 128", fill="none", stroke=gold, stroke_width=4)
    for side in (-1, 1):
        svg.path("M%s 120 C%s 104 %s 90 %s 80 C%s 72 %s 72 %s 78" % (
            f(side * 8), f(side * 30), f(side * 34), f(side * 26), f(side * 20), f(side * 14), f(side * 16)),
            fill="none", stroke=gold, stroke_width=2.4)
        svg.path("M%s 100 C%s 96 %s 90 %s 84" % (f(side * 30), f(side * 36), f(side * 38), f(side * 36)),
                 fill="none", stroke=gold, stroke_width=2)
    for i in range(9):
        x = -40 + i * 10
        pearl(svg, x, 132 + 2.5 * math.sin(math.pi * i / 8), 2.8)
    charge_rose(svg, 0, 98, 0.28, "gules")
    svg.end()
    return svg


def back():
    svg = Svg(W, H)
    cx, cy = W / 2, H / 2
    svg.rect(0, 0, W, H, fill=svg.radial("back-bg", [(0, "#7a1a2c"), (0.7, "#4a0d1a"), (1, "#22050c")], 0.5, 0.5, 0.75))
    gold = "#e5c06a"
    # lattice of gold lozenges with fleurons: drawn point-symmetric like a real card back
    for row in range(-1, 15):
        for col in range(-1, 10):
            x = 20 + col * 26 + (13 if row % 2 else 0)
            y = 18 + row * 26
            svg.polygon([(x, y - 11), (x + 11, y), (x, y + 11), (x - 11, y)], fill="none", stroke=gold,
                        stroke_width=1, opacity=0.45)
            svg.circle(x, y, 2.2, fill=gold, opacity=0.55)
    # frame bands
    svg.rect(8, 8, W - 16, H - 16, rx=12, fill="none", stroke="#1a0307", stroke_width=7)
    svg.rect(8, 8, W - 16, H - 16, rx=12, fill="none", stroke=gold, stroke_width=3)
    svg.rect(16, 16, W - 32, H - 32, rx=8, fill="none", stroke=gold, stroke_width=1)
    for (x, y) in ((16, 16), (W - 16, 16), (16, H - 16), (W - 16, H - 16)):
        svg.circle(x, y, 7, fill="#4a0d1a", stroke=gold, stroke_width=1.6)
        svg.circle(x, y, 2.6, fill=gold)
    # corner fleurons, point-symmetric
    for (x, y, a) in ((36, 40, 0), (W - 36, 40, 0), (36, H - 40, 180), (W - 36, H - 40, 180)):
        svg.circle(x, y, 17, fill="#4a0d1a", stroke=gold, stroke_width=1.4)
        svg.g("translate(%s %s) rotate(%d) scale(0.24)" % (f(x), f(y), a))
        outlined(svg, fleur_d(), tgrad(svg, "or"), 5)
        svg.end()
    # medallion
    svg.ellipse(cx, cy, 70, 92, fill="#1a0307", opacity=0.9)
    svg.ellipse(cx, cy, 66, 88, fill=svg.radial("back-med", [(0, "#2b3f86"), (1, "#0f1840")], 0.5, 0.45, 0.6),
                stroke=gold, stroke_width=3)
    svg.ellipse(cx, cy, 58, 80, fill="none", stroke=gold, stroke_width=1, opacity=0.8)
    for i in range(24):
        a = math.radians(i * 15)
        svg.circle(cx + 62 * math.cos(a), cy + 84 * math.sin(a), 1.8, fill=gold)
    # mirrored crowns top and bottom + fleur in the middle: reads the same both ways up
    for flip in (1, -1):
        svg.g("translate(%s %s) scale(1 %d)" % (f(cx), f(cy), flip))
        crown_small(svg, 0, -46, 0.95)
        svg.end()
    svg.g("translate(%s %s) scale(0.42)" % (f(cx), f(cy)))
    outlined(svg, fleur_d(), tgrad(svg, "or"), 4)
    svg.end()
    for flip in (1, -1):
        for side in (-1, 1):
            svg.path("M%s %s C%s %s %s %s %s %s" % (f(cx + side * 8), f(cy + flip * 26), f(cx + side * 30),
                                                 f(cy + flip * 30), f(cx + side * 40), f(cy + flip * 12), f(cx + side * 34), f(cy)),
                     fill="none", stroke=gold, stroke_width=2)
    return svg


def main():
    os.makedirs(OUT, exist_ok=True)
    for r in range(1, 11):
        noble(r).save(os.path.join(OUT, "noble-%d.svg" % r))
    queen().save(os.path.join(OUT, "queen.svg"))
    glove().save(os.path.join(OUT, "glove.svg"))
    back().save(os.path.join(OUT, "back.svg"))


if __name__ == "__main__":
    main()
