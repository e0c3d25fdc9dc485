"""things.py — objects: what figures hold (swords, pikes, staves, lanterns,
shields, banners, horns, books...) and things drawn on their own (gears,
flames, crowns, eyes, bells, chains, skulls, coins, wheels).

held(P, (name, angle[, size]), hx, hy, pal) draws a held thing at a hand;
the angle is where it points (degrees, 0 right, 90 down, -90 up)."""
import math

from .paint import INK, LINE, FINE, circle_d, f, gear_d, mix, poly, rotate, shade, smooth, star

BEHIND = {"pike", "spear", "staff", "banner", "torch", "javelin", "pole", "lamppole", "scales", "crook"}


def _dir(a):
    return math.cos(math.radians(a)), math.sin(math.radians(a))


def metal(P, pal):
    m = pal["metal"]
    return P.lin([(0, m[0]), (0.5, m[1]), (1, m[0])], 0, 0, 1, 1)


def gold(P, pal):
    g = pal["gold"]
    return P.lin([(0, g[0]), (0.6, g[1]), (1, g[2])], 0, 0, 1, 1)


def blade(P, x, y, a, length, width, fill, serrated=False, flame=False):
    c, s = _dir(a)
    nx, ny = -s, c
    tip = (x + c * length, y + s * length)
    if serrated:
        pts = [(x + nx * width, y + ny * width)]
        n = 6
        for i in range(1, n):
            t = i / n * 0.8
            off = width * (1.6 if i % 2 else 1.0)
            pts.append((x + c * length * t + nx * off, y + s * length * t + ny * off))
        pts += [tip] + [(x + c * length * 0.8 - nx * width, y + s * length * 0.8 - ny * width), (x - nx * width, y - ny * width)]
        P.path(poly(pts), fill, INK, FINE * 1.2)
    else:
        pts = [(x + nx * width, y + ny * width), (x + c * length * 0.82 + nx * width, y + s * length * 0.82 + ny * width), tip,
               (x + c * length * 0.82 - nx * width, y + s * length * 0.82 - ny * width), (x - nx * width, y - ny * width)]
        P.path(poly(pts), fill, INK, FINE * 1.2)
        P.line(x, y, x + c * length * 0.8, y + s * length * 0.8, shade("#ffffff", -0.2), 0.9, op=0.6)
    if flame:
        for i in range(4):
            t = 0.25 + i * 0.18
            fx, fy = x + c * length * t, y + s * length * t
            flame_at(P, fx, fy, 6 + i, 18 + i * 4, 8, ("#fff4b0", "#ffae3a", "#d2401c"), op=0.9)


def held(P, held_, hx, hy, pal):
    name, a = held_[0], held_[1]
    size = held_[2] if len(held_) > 2 else 1.0
    c, s = _dir(a)
    if name in ("sword", "flamesword", "sabre"):
        blade(P, hx + c * 6, hy + s * 6, a, 52 * size, 3.4 * size, metal(P, pal), flame=name == "flamesword")
        P.line(hx + c * 6 - s * 9, hy + s * 6 + c * 9, hx + c * 6 + s * 9, hy + s * 6 - c * 9, INK, 5)
        P.line(hx + c * 6 - s * 8, hy + s * 6 + c * 8, hx + c * 6 + s * 8, hy + s * 6 - c * 8, pal["gold"][1], 2.6)
        P.circle(hx - c * 6, hy - s * 6, 3, pal["gold"][1], INK, FINE)
    elif name == "dagger":
        blade(P, hx + c * 4, hy + s * 4, a, 20 * size, 2.6, metal(P, pal))
        P.line(hx + c * 4 - s * 5, hy + s * 4 + c * 5, hx + c * 4 + s * 5, hy + s * 4 - c * 5, INK, 3)
    elif name in ("pike", "spear", "javelin", "serrated"):
        ln = {"pike": 140, "spear": 100, "javelin": 80, "serrated": 110}[name] * size
        back = 0.25 if name != "javelin" else 0.3
        x0, y0 = hx - c * ln * back, hy - s * ln * back
        x1, y1 = hx + c * ln * (1 - back), hy + s * ln * (1 - back)
        P.stroke([(x0, y0), (x1, y1)], "#7a5230", 3.6, curved=False)
        blade(P, x1, y1, a, 16 * size if name != "serrated" else 30 * size, 4 * size, metal(P, pal), serrated=name == "serrated")
    elif name in ("staff", "crook", "pole", "lamppole"):
        ln = 120 * size
        x0, y0 = hx - c * ln * 0.35, hy - s * ln * 0.35
        x1, y1 = hx + c * ln * 0.65, hy + s * ln * 0.65
        P.stroke([(x0, y0), (x1, y1)], "#6a4a2a", 4, curved=False)
        if name == "staff":
            P.circle(x1, y1, 8, P.rad([(0, "#ffffff"), (0.4, pal["light"]), (1, shade(pal["light"], -0.4))]), INK, FINE)
            P.circle(x1, y1, 18, P.rad([(0, pal["light"], 0.6), (1, pal["light"], 0)]), None)
        elif name == "crook":
            P.path(smooth([(x1, y1), (x1 + 2, y1 - 12), (x1 + 12, y1 - 14), (x1 + 14, y1 - 4)], closed=False), None, INK, 7)
            P.path(smooth([(x1, y1), (x1 + 2, y1 - 12), (x1 + 12, y1 - 14), (x1 + 14, y1 - 4)], closed=False), None, "#6a4a2a", 4)
        elif name == "lamppole":
            lantern(P, x1 + 4, y1 + 10, 0.8, pal)
    elif name == "banner":
        ln = 130 * size
        x1, y1 = hx + c * ln * 0.7, hy + s * ln * 0.7
        x0, y0 = hx - c * ln * 0.3, hy - s * ln * 0.3
        P.stroke([(x0, y0), (x1, y1)], "#6a4a2a", 3.6, curved=False)
        banner_cloth(P, x1, y1, 34 * size, 44 * size, pal)
    elif name == "torch":
        x1, y1 = hx + c * 26 * size, hy + s * 26 * size
        P.stroke([(hx - c * 10, hy - s * 10), (x1, y1)], "#5a3a20", 4.5, curved=False)
        flame_at(P, x1, y1, 11 * size, 26 * size, a + 90, pal["fire"])
    elif name == "lantern":
        lantern(P, hx, hy + 14 * size, size, pal)
    elif name == "book":
        book(P, hx, hy, a, size, pal)
    elif name == "scroll":
        P.begin(hx, hy, size, rot=a)
        P.path(poly([(-4, -14), (20, -14), (20, 14), (-4, 14)]), P.lin([(0, "#f4ead0"), (1, "#c8b48a")]), INK, FINE)
        P.circle(-4, -14, 4, "#c8b48a", INK, FINE)
        P.circle(-4, 14, 4, "#c8b48a", INK, FINE)
        for k in range(4):
            P.line(2, -8 + k * 5, 16, -8 + k * 5, INK, 0.8, op=0.7)
        P.end()
    elif name == "quill":
        P.path(smooth([(hx, hy), (hx + c * 8 - s * 5, hy + s * 8 + c * 5), (hx + c * 28, hy + s * 28), (hx + c * 10 + s * 4, hy + s * 10 - c * 4)]),
               "#f4efe6", INK, FINE)
    elif name in ("round", "kite", "tower", "buckler"):
        shield(P, hx, hy, name, size, pal, a)
    elif name in ("hammer", "warhammer", "wrench", "axe", "club"):
        ln = 44 * size
        x1, y1 = hx + c * ln * 0.8, hy + s * ln * 0.8
        P.stroke([(hx - c * ln * 0.2, hy - s * ln * 0.2), (x1, y1)], "#6a4a2a", 4, curved=False)
        P.begin(x1, y1, size, rot=a)
        if name in ("hammer", "warhammer"):
            P.path(poly([(-6, -12), (8, -12), (8, 12), (-6, 12)]), metal(P, pal), INK, FINE)
        elif name == "wrench":
            P.path("M-4 -4 L10 -4 L14 -12 L20 -12 L16 -2 L16 2 L20 12 L14 12 L10 4 L-4 4 Z", metal(P, pal), INK, FINE)
        elif name == "axe":
            P.path(smooth([(-4, -3), (4, -20), (16, -18), (12, -2), (16, 14), (4, 16), (-4, 3)]), metal(P, pal), INK, FINE)
        else:
            P.path(smooth([(-6, -4), (6, -8), (14, -6), (14, 6), (6, 8), (-6, 4)]), "#d8ccb0", INK, FINE)
        P.end()
    elif name == "horn":
        P.begin(hx, hy, size, rot=a)
        P.path("M-2 -3 C10 -4 22 -6 30 -14 L34 6 C24 2 12 3 -2 3 Z", gold(P, pal), INK, FINE)
        for k in range(3):
            P.path(smooth([(40 + k * 7, -14 - k * 4), (44 + k * 8, -4), (40 + k * 7, 8 + k * 4)], closed=False), None, pal["light"], 1.6, op=0.8)
        P.end()
    elif name == "goblet":
        P.path(smooth([(hx - 7, hy - 16), (hx + 7, hy - 16), (hx + 5, hy - 6), (hx, hy - 3), (hx - 5, hy - 6)]), gold(P, pal), INK, FINE)
        P.ellipse(hx, hy - 16, 7, 2, "#7a0e18", INK, 0.8)
        P.line(hx, hy - 3, hx, hy + 4, INK, 2.4)
    elif name == "key":
        P.begin(hx, hy, size, rot=a)
        P.path(circle_d(0, 0, 7) + " " + circle_d(0, 0, 3.5, reverse=True), gold(P, pal), INK, FINE)
        P.path(poly([(6, -1.6), (28, -1.6), (28, 6), (24, 6), (24, 1.6), (20, 1.6), (20, 5), (16, 5), (16, 1.6), (6, 1.6)]), gold(P, pal), INK, FINE)
        P.end()
    elif name == "mask":
        mask(P, hx, hy - 4, 0.7 * size, pal, "#f4efe6")
    elif name == "orb":
        P.circle(hx, hy - 8, 16 * size, P.rad([(0, pal["light"], 0.7), (1, pal["light"], 0)]), None)
        P.circle(hx, hy - 8, 7 * size, P.rad([(0, "#ffffff"), (1, pal["light"])], 0.35, 0.35, 0.7), INK, FINE)
    elif name == "flame":
        flame_at(P, hx, hy, 9 * size, 24 * size, 0, pal["fire"])
    elif name == "scales":
        x1, y1 = hx, hy - 40 * size
        P.stroke([(hx, hy + 10), (x1, y1)], "#6a4a2a", 3, curved=False)
        scales(P, x1, y1, size, pal)
    elif name == "bag":
        P.path(smooth([(hx - 4, hy), (hx + 4, hy), (hx + 12, hy + 18), (hx, hy + 24), (hx - 12, hy + 18)]), "#8a6a40", INK, FINE)
    elif name == "bowl":
        P.path("M%s %s C%s %s %s %s %s %s Z" % (f(hx - 14), f(hy - 4), f(hx - 12), f(hy + 12), f(hx + 12), f(hy + 12), f(hx + 14), f(hy - 4)),
               "#b07a40", INK, FINE)
        P.ellipse(hx, hy - 4, 14, 3.5, "#e8c070", INK, FINE)


def banner_cloth(P, x, y, w, h, pal, emblem="star"):
    """A hanging banner whose staff top is at (x, y)."""
    cl = pal["cloth"]
    P.path(poly([(x - 2, y + 2), (x + w, y + 2)], closed=False), None, INK, 3)
    pts = [(x, y + 4), (x + w, y + 4), (x + w + 2, y + h * 0.55), (x + w, y + h), (x + w * 0.5, y + h * 0.8), (x + 2, y + h)]
    P.path(smooth(pts[:2], closed=False) + " " + "L%s %s L%s %s L%s %s L%s %s Z" % tuple(f(v) for p in pts[2:] for v in p),
           P.lin([(0, shade(cl, 0.2)), (1, shade(cl, -0.4))], 0, 0, 1, 1), INK, FINE * 1.3)
    cx, cy = x + w * 0.5, y + h * 0.42
    if emblem == "star":
        P.path(poly(star(cx, cy, w * 0.28, w * 0.11, 5)), pal["gold"][0], INK, 0.8)
    elif emblem == "sun":
        P.circle(cx, cy, w * 0.16, pal["gold"][0], INK, 0.8)
        for i in range(8):
            a = math.radians(i * 45)
            P.line(cx + math.cos(a) * w * 0.2, cy + math.sin(a) * w * 0.2, cx + math.cos(a) * w * 0.3, cy + math.sin(a) * w * 0.3, pal["gold"][0], 1.6)
    elif emblem == "gear":
        P.path(gear_d(cx, cy, w * 0.26, 8, hole=0.4), pal["gold"][0], INK, 0.8)
    elif emblem == "scales":
        P.line(cx - w * 0.25, cy - 3, cx + w * 0.25, cy - 3, pal["gold"][0], 2)
        P.line(cx, cy - 8, cx, cy + 8, pal["gold"][0], 2)


def shield(P, x, y, kind, size, pal, a=0, face=None, emblem=None):
    face = face or P.lin([(0, shade(pal["cloth"], 0.15)), (1, shade(pal["cloth"], -0.45))], 0, 0, 1, 1)
    rim = metal(P, pal)
    P.begin(x, y, size)
    if kind == "round" or kind == "buckler":
        r = 22 if kind == "round" else 12
        P.circle(0, 0, r, rim, INK, LINE)
        P.circle(0, 0, r - 4, face, INK, FINE)
        P.circle(0, 0, r * 0.22, rim, INK, FINE)
    elif kind == "kite":
        d = "M-18 -24 Q0 -30 18 -24 L18 0 C18 18 6 28 0 34 C-6 28 -18 18 -18 0 Z"
        P.path(d, face, INK, LINE)
        P.path("M-14 -20 Q0 -25 14 -20 L14 0 C14 15 5 24 0 29 C-5 24 -14 15 -14 0 Z", None, rim, 2.4)
    else:  # tower
        d = "M-17 -34 Q0 -38 17 -34 L17 30 Q0 36 -17 30 Z"
        P.path(d, face, INK, LINE)
        P.path("M-13 -30 Q0 -33 13 -30 L13 26 Q0 31 -13 26 Z", None, rim, 2.2)
        P.line(0, -30, 0, 28, rim, 2.4)
        P.circle(0, -2, 5, rim, INK, FINE)
    if emblem == "sun":
        P.circle(0, -2, 6, pal["gold"][0], INK, 0.8)
    P.end()


def flame_at(P, x, y, w, h, lean, fire, op=None):
    """A flame standing on (x, y): outer, middle and core tongues."""
    k = math.tan(math.radians(max(-60, min(60, lean))))
    for i, (col, sc) in enumerate(((fire[2], 1.0), (fire[1], 0.7), (fire[0], 0.42))):
        ww, hh = w * sc, h * sc
        tx = x + k * hh
        pts = [(x - ww, y - hh * 0.1), (x - ww * 0.8, y - hh * 0.55), (tx - ww * 0.15, y - hh * 0.8), (tx, y - hh),
               (x + ww * 0.5, y - hh * 0.6), (x + ww, y - hh * 0.2), (x + ww * 0.5, y + ww * 0.25), (x - ww * 0.5, y + ww * 0.25)]
        P.shape(pts, col, INK if i == 0 else None, FINE, op=op)


def lantern(P, x, y, size, pal):
    P.begin(x, y, size)
    P.circle(0, 0, 26, P.rad([(0, pal["fire"][0], 0.7), (0.5, pal["fire"][1], 0.25), (1, pal["fire"][1], 0)]), None)
    P.path(smooth([(-6, -14), (0, -20), (6, -14)], closed=False), None, INK, 2)
    P.path(poly([(-8, -12), (8, -12), (10, 10), (-10, 10)]), P.lin([(0, pal["fire"][0]), (1, pal["fire"][1])]), INK, FINE * 1.3)
    P.path(poly([(-10, -12), (10, -12), (8, -16), (-8, -16)]), "#3a2a1a", INK, FINE)
    P.path(poly([(-12, 10), (12, 10), (10, 14), (-10, 14)]), "#3a2a1a", INK, FINE)
    P.line(0, -12, 0, 10, "#3a2a1a", 1.4)
    P.end()


def book(P, x, y, a, size, pal):
    P.begin(x, y, size, rot=a)
    P.path("M0 4 C-8 0 -18 0 -24 3 L-24 -17 C-18 -20 -8 -20 0 -16 Z", "#f4ead0", INK, FINE)
    P.path("M0 4 C8 0 18 0 24 3 L24 -17 C18 -20 8 -20 0 -16 Z", "#e8dcc0", INK, FINE)
    for k in range(3):
        P.line(-19, -12 + k * 4.5, -5, -11 + k * 4.5, INK, 0.7, op=0.6)
        P.line(5, -11 + k * 4.5, 19, -12 + k * 4.5, INK, 0.7, op=0.6)
    P.path("M-24 3 C-18 2 -8 2 0 6 C8 2 18 2 24 3 L24 6 C18 5 8 5 0 9 C-8 5 -18 5 -24 6 Z", shade(pal["cloth"], -0.3), INK, FINE)
    P.end()


def mask(P, x, y, size, pal, colour, grin=False):
    P.begin(x, y, size)
    P.path(smooth([(-18, -8), (-10, -16), (0, -14), (10, -16), (18, -8), (16, 6), (8, 16), (0, 20), (-8, 16), (-16, 6)]), colour, INK, LINE)
    P.path(smooth([(-12, -4), (-8, -8), (-3, -5), (-7, 0)]), INK, None)
    P.path(smooth([(12, -4), (8, -8), (3, -5), (7, 0)]), INK, None)
    if grin:
        P.path("M-9 7 C-4 14 4 14 9 7 C4 10 -4 10 -9 7 Z", INK, None)
    else:
        P.path(smooth([(-6, 10), (0, 8), (6, 10)], closed=False), None, INK, 1.4)
    P.end()


def scales(P, x, y, size, pal):
    g = gold(P, pal)
    P.begin(x, y, size)
    P.line(-24, 0, 24, 0, INK, 4.4)
    P.line(-24, 0, 24, 0, pal["gold"][1], 2.4)
    P.path(poly(star(0, -2, 5, 2.5, 4)), g, INK, 0.8)
    for sx in (-24, 24):
        P.line(sx, 0, sx - 8, 16, INK, 0.9)
        P.line(sx, 0, sx + 8, 16, INK, 0.9)
        P.path("M%s 16 C%s 24 %s 24 %s 16 Z" % (f(sx - 10), f(sx - 6), f(sx + 6), f(sx + 10)), g, INK, FINE)
    P.end()


def gear(P, x, y, r, teeth, pal, phase=0.0, hole=0.35, fill=None):
    fill = fill or P.lin([(0, pal["gold"][0]), (0.6, pal["gold"][1]), (1, pal["gold"][2])], 0, 0, 1, 1)
    P.path(gear_d(x, y, r, teeth, 0.2, hole, phase), fill, INK, LINE if r > 14 else FINE)
    if r > 14:
        P.circle(x, y, r * 0.62, None, INK, FINE, op=0.5)
        for i in range(4 if r < 30 else 6):
            a = phase + i * 2 * math.pi / (4 if r < 30 else 6)
            P.line(x + math.cos(a) * r * hole, y + math.sin(a) * r * hole, x + math.cos(a) * r * 0.62, y + math.sin(a) * r * 0.62, INK, FINE, op=0.6)


def crown(P, x, y, w, pal, points=5, gate=False):
    g = gold(P, pal)
    P.begin(x, y, w / 60.0)
    pts = [(-30, 14), (-30, -8)]
    for i in range(points):
        t = -30 + 60 * (i + 0.5) / points
        pts += [(t - 30.0 / points, -2 if i else -8), (t, -30 if i % 2 == 0 else -22), (t + 30.0 / points, -2 if i < points - 1 else -8)]
    pts += [(30, -8), (30, 14)]
    P.path(poly(pts), g, INK, LINE)
    P.path("M-31 6 C-10 12 10 12 31 6 L31 16 C10 22 -10 22 -31 16 Z", g, INK, FINE)
    for i in range(points):
        t = -30 + 60 * (i + 0.5) / points
        P.circle(t, -30 if i % 2 == 0 else -22, 2.6, "#f0f4ff", INK, 0.8)
    if gate:
        P.path("M-8 10 L-8 0 A8 8 0 0 1 8 0 L8 10 Z", "#1a0c20", INK, FINE)
        P.circle(0, 2, 3, "#9ad8ff", None)
    P.end()


def eye(P, x, y, w, pal, iris=None):
    iris = iris or pal["light"]
    P.path("M%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % (
        f(x - w), f(y), f(x - w * 0.5), f(y - w * 0.62), f(x + w * 0.5), f(y - w * 0.62), f(x + w), f(y),
        f(x + w * 0.5), f(y + w * 0.62), f(x - w * 0.5), f(y + w * 0.62), f(x - w), f(y)), "#f4f0e8", INK, LINE)
    P.circle(x, y, w * 0.36, P.rad([(0, shade(iris, 0.5)), (1, shade(iris, -0.4))]), INK, FINE)
    P.circle(x, y, w * 0.15, INK, None)
    P.circle(x - w * 0.1, y - w * 0.1, w * 0.06, "#ffffff", None)


def bell(P, x, y, size, fill):
    P.begin(x, y, size)
    P.path("M-6 -40 C-6 -46 6 -46 6 -40 C20 -36 22 -20 24 0 C26 10 32 14 34 18 L-34 18 C-32 14 -26 10 -24 0 C-22 -20 -20 -36 -6 -40 Z",
           fill, INK, LINE)
    P.path(smooth([(-30, 14), (0, 10), (30, 14)], closed=False), None, INK, FINE, op=0.6)
    P.circle(0, 24, 6, fill, INK, FINE)
    P.circle(0, -46, 5, None, INK, 3)
    P.end()


def chain(P, x0, y0, x1, y1, link, col):
    n = max(2, int(math.hypot(x1 - x0, y1 - y0) / link))
    a = math.degrees(math.atan2(y1 - y0, x1 - x0))
    for i in range(n):
        t = (i + 0.5) / n
        cx, cy = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        P.begin(cx, cy, rot=a)
        if i % 2:
            P.ellipse(0, 0, link * 0.62, link * 0.2, None, INK, link * 0.32)
            P.ellipse(0, 0, link * 0.62, link * 0.2, None, col, link * 0.16)
        else:
            P.ellipse(0, 0, link * 0.62, link * 0.34, None, INK, link * 0.3)
            P.ellipse(0, 0, link * 0.62, link * 0.34, None, col, link * 0.15)
        P.end()


def skull(P, x, y, size, fill="#e8dcc0"):
    P.begin(x, y, size)
    P.path(smooth([(-14, 0), (-15, -16), (0, -24), (15, -16), (14, 0), (9, 6), (8, 12), (-8, 12), (-9, 6)]), fill, INK, LINE)
    P.path(smooth([(-10, -6), (-8, -11), (-2, -8), (-4, -2)]), INK, None)
    P.path(smooth([(10, -6), (8, -11), (2, -8), (4, -2)]), INK, None)
    P.path(poly([(0, -1), (-2.5, 4), (2.5, 4)]), INK, None)
    for k in (-5, -1.7, 1.7, 5):
        P.line(k, 8, k, 12, INK, 1)
    P.end()


def coin(P, x, y, r, pal, dark=False):
    g = P.lin([(0, pal["gold"][0]), (1, pal["gold"][2])], 0, 0, 1, 1)
    P.circle(x, y, r, g if not dark else "#5a4a30", INK, FINE)
    P.circle(x, y, r * 0.6, None, INK, 0.8, op=0.6)


def wheel(P, x, y, r, col):
    P.circle(x, y, r, None, INK, r * 0.34)
    P.circle(x, y, r, None, col, r * 0.18)
    for i in range(6):
        a = math.radians(i * 30)
        P.line(x - math.cos(a) * r, y - math.sin(a) * r, x + math.cos(a) * r, y + math.sin(a) * r, INK, r * 0.16)
    P.circle(x, y, r * 0.2, col, INK, FINE)


def tower(P, x, base, w, h, fill, roof=None, windows=1, battlement=True, light=None):
    d = poly([(x - w / 2, base), (x - w / 2, base - h), (x + w / 2, base - h), (x + w / 2, base)])
    P.path(d, fill, INK, LINE)
    if battlement:
        n = max(3, int(w / 7))
        cw = w / (2 * n - 1)
        for i in range(n):
            bx = x - w / 2 + i * 2 * cw
            P.path(poly([(bx, base - h), (bx, base - h - cw * 1.1), (bx + cw, base - h - cw * 1.1), (bx + cw, base - h)]), fill, INK, FINE)
    if roof:
        P.path(poly([(x - w / 2 - 3, base - h), (x, base - h - w * 0.9), (x + w / 2 + 3, base - h)]), roof, INK, FINE * 1.3)
    for k in range(windows):
        wy = base - h * (0.75 - k * 0.3)
        P.path("M%s %s L%s %s A3 3 0 0 1 %s %s L%s %s Z" % (f(x - 3), f(wy + 7), f(x - 3), f(wy), f(x + 3), f(wy), f(x + 3), f(wy + 7)),
               light or INK, None)
