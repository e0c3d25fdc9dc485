"""Castle Guard emblems of the Queen's Blood core set (see motifs.py): drawn in a
local box about -80..80 x -85..85 centred on (0,0)."""
import math
from svg import (circle, ellipse, rect, poly, path, line, group, gear, gear_path, flame, flame_d,
                 star_pts, arc_pts, fmt, mirror)
from motif_kit import motif, sym  # noqa: F401


@motif("portcullis")
def _portcullis(r, rnd):
    o = []
    o.append(path("M-62,70 L-62,-18 A62,62 0 0 1 62,-18 L62,70 Z", "F", "D", 4))
    o.append(path("M-42,70 L-42,-14 A42,42 0 0 1 42,-14 L42,70 Z", "BG", "D", 3))
    for x in (-30, -15, 0, 15, 30):
        top = -14 - math.sqrt(max(0, 42 ** 2 - x ** 2)) + 4
        o.append(line(x, top, x, 58, "A", 4))
        o.append(poly([(x - 4, 58), (x + 4, 58), (x, 68)], "A", "D", 1))
    for y in (-20, 5, 30):
        o.append(line(-40, y, 40, y, "A", 4))
    # voussoir stones
    for a in range(180, 361, 20):
        ra = math.radians(a)
        o.append(line(42 * math.cos(ra), -18 + 42 * math.sin(ra), 62 * math.cos(ra), -18 + 62 * math.sin(ra), "D", 2))
    o.append(rect(-10, -86, 20, 14, "A2", "D", 2))
    return "".join(o)


def spear(x0, y0, x1, y1, head=22, fill="F"):
    ang = math.atan2(y1 - y0, x1 - x0)
    c, s = math.cos(ang), math.sin(ang)
    o = [line(x0, y0, x1, y1, "D", 9), line(x0, y0, x1, y1, "A", 5)]
    hx, hy = x1 + c * head, y1 + s * head
    wx, wy = -s * 9, c * 9
    o.append(poly([(x1 - c * 4 + wx, y1 - s * 4 + wy), (hx, hy), (x1 - c * 4 - wx, y1 - s * 4 - wy),
                   (x1 + c * 6, y1 + s * 6)], fill, "D", 2.5))
    return "".join(o)


@motif("pikes")
def _pikes(r, rnd):
    o = [spear(-55, 75, 40, -55), spear(55, 75, -40, -55)]
    o.append(circle(0, 18, 30, "F", "D", 4))
    o.append(circle(0, 18, 20, "A2", "D", 2))
    o.append(circle(0, 18, 7, "A", "D", 2))
    return "".join(o)


@motif("signpost")
def _signpost(r, rnd):
    o = []
    o.append(rect(-7, -70, 14, 150, "E1", "D", 3, rx=3))
    o.append(poly([(-10, -62), (50, -62), (68, -48), (50, -34), (-10, -34)], "F", "D", 3.5))
    o.append(poly([(10, -22), (-50, -22), (-68, -8), (-50, 6), (10, 6)], "F", "D", 3.5))
    o.append(poly([(-10, 18), (44, 18), (60, 30), (44, 42), (-10, 42)], "A2", "D", 3.5))
    for y in (-48, -8, 30):
        o.append(circle(0, y, 3, "D", None, 0))
    o.append(circle(0, -72, 9, "A", "D", 3))
    o.append(path("M-70,80 C-30,60 30,70 70,56", None, "A", 5, 'stroke-opacity="0.7"'))
    return "".join(o)


@motif("hammer")
def _hammer(r, rnd):
    o = []
    for row in range(3):
        y = 30 + row * 18
        xs = [-66, -30, 6, 42] if row % 2 == 0 else [-48, -12, 24]
        if row == 2:
            xs = [-66, -30, 6, 42]
        if row == 0:
            xs = [-48, -12, 24]
        for x in xs:
            o.append(rect(x, y, 34, 16, "E1", "D", 2.5, rx=2))
    o.append(group([rect(-6, -30, 12, 100, "A2", "D", 3, rx=3),
                    rect(-36, -62, 72, 34, "F", "D", 4, rx=4),
                    rect(-36, -62, 12, 34, "A", "D", 2, rx=2),
                    rect(24, -62, 12, 34, "A", "D", 2, rx=2)], 0, -8, rot=-28))
    return "".join(o)


@motif("banner")
def _banner(r, rnd):
    o = []
    o.append(rect(-48, -78, 8, 160, "A", "D", 3, rx=3))
    o.append(circle(-44, -82, 8, "A", "D", 3))
    o.append(path("M-40,-66 L60,-66 L60,40 L10,20 L-40,40 Z", "A2", "D", 4))
    o.append(path("M-40,-66 L60,-66 L60,-52 L-40,-52 Z", "A", "D", 2))
    o.append(circle(10, -10, 22, "F", "D", 3))
    o.append(poly(star_pts(10, -10, 16, 7, 5), "A", "D", 1.5))
    return "".join(o)


@motif("helm")
def _helm(r, rnd):
    o = []
    o.append(path("M-6,-60 C20,-100 70,-85 70,-40 C55,-60 30,-70 10,-58 Z", "A2", "D", 3))
    o.append(path("M-50,60 L-50,-10 C-50,-55 50,-55 50,-10 L50,60 C30,70 -30,70 -50,60 Z", "F", "D", 4))
    o.append(rect(-40, -8, 80, 10, "D", None, 0, rx=3))
    o.append(rect(-4, 2, 8, 50, "D", None, 0, rx=2))
    o.append(path("M-50,-10 C-50,-55 50,-55 50,-10", None, "A", 4))
    for x in (-30, -18, 18, 30):
        o.append(circle(x, 30, 2.5, "D", None, 0))
    o.append(line(-3, -48, -3, -12, "A", 3))
    return "".join(o)


@motif("barrel")
def _barrel(r, rnd):
    o = []
    o.append(path("M-42,-60 C-58,-20 -58,20 -42,60 L42,60 C58,20 58,-20 42,-60 Z", "E1", "D", 4))
    for x in (-24, -8, 8, 24):
        o.append(path("M%s,-60 C%s,-20 %s,20 %s,60" % (x, x * 1.3, x * 1.3, x), None, "D", 1.5))
    for y in (-42, 42):
        o.append(path("M-50,%s C-20,%s 20,%s 50,%s" % (y, y + 6, y + 6, y), None, "A", 7))
    o.append(ellipse(0, -60, 42, 10, "F", "D", 3))
    # key hanging on the side
    o.append(group([circle(0, 0, 12, None, "A", 5), line(0, 12, 0, 50, "A", 5), line(0, 40, 10, 40, "A", 5),
                    line(0, 48, 9, 48, "A", 5)], 58, -10, rot=-15))
    return "".join(o)


@motif("trumpet")
def _trumpet(r, rnd):
    o = []
    o.append(path("M-20,-8 L20,-8 L20,50 L0,36 L-20,50 Z", "A2", "D", 3))
    o.append(poly(star_pts(0, 15, 11, 5, 5), "A", None, 0))
    o.append(path("M-70,-30 L30,-30 C45,-30 55,-55 70,-62 L70,20 C55,12 45,-14 30,-14 L-70,-14 Z", "F", "D", 4))
    o.append(ellipse(70, -21, 6, 41, "A", "D", 3))
    o.append(rect(-78, -28, 10, 12, "A", "D", 2))
    for x in (-40, -10):
        o.append(rect(x, -34, 8, 24, "A", "D", 2, rx=2))
    return "".join(o)


@motif("crossbow")
def _crossbow(r, rnd):
    o = []
    o.append(path("M-70,-10 C-40,-48 40,-48 70,-10", None, "D", 12))
    o.append(path("M-70,-10 C-40,-48 40,-48 70,-10", None, "F", 7))
    o.append(path("M-70,-10 L0,18 L70,-10", None, "L", 2))
    o.append(rect(-9, -45, 18, 125, "A2", "D", 3, rx=4))
    o.append(line(0, 35, 0, -80, "D", 6))
    o.append(line(0, 35, 0, -72, "A", 3))
    o.append(poly([(-8, -70), (0, -88), (8, -70)], "F", "D", 2))
    o.append(rect(-14, 40, 28, 12, "A", "D", 2, rx=3))
    return "".join(o)


@motif("drum")
def _drum(r, rnd):
    o = []
    o.append(path("M-55,-25 L-55,50 C-55,70 55,70 55,50 L55,-25 Z", "A2", "D", 4))
    zz = [(-55 + i * 13.75, 45 if i % 2 else -20) for i in range(9)]
    o.append(poly(zz, None, "A", 3, closed=False))
    o.append(ellipse(0, -25, 55, 16, "F", "D", 4))
    o.append(ellipse(0, 50, 56, 10, None, "A", 5))
    o.append(line(-60, -80, -10, -32, "D", 8))
    o.append(line(-60, -80, -10, -32, "E1", 4))
    o.append(circle(-62, -82, 7, "F", "D", 2))
    o.append(line(60, -80, 10, -32, "D", 8))
    o.append(line(60, -80, 10, -32, "E1", 4))
    o.append(circle(62, -82, 7, "F", "D", 2))
    return "".join(o)


def heater(x, y, s=1.0, fill="F", charge="A2"):
    d = "M-30,-34 L30,-34 L30,0 C30,26 10,36 0,44 C-10,36 -30,26 -30,0 Z"
    return group([path(d, fill, "D", 3.5 / s), path("M-30,-34 L30,-34 L30,-22 L-30,-22 Z", charge, "D", 2 / s),
                  line(0, -22, 0, 40, charge, 5), line(-26, 0, 26, 0, charge, 5)], x, y, s)


@motif("shields")
def _shields(r, rnd):
    return heater(-42, 0, 1.05) + heater(42, 0, 1.05) + heater(0, 10, 1.35, "F", "A")


@motif("greathelm")
def _greathelm(r, rnd):
    o = []
    o.append(path("M-58,-20 L-58,-50 L58,-50 L58,-20 L48,75 L-48,75 Z", "A2", "D", 4))
    o.append(path("M-44,-62 C-44,-80 44,-80 44,-62 L46,60 C20,74 -20,74 -46,60 Z", "F", "D", 4))
    o.append(rect(-40, -20, 80, 9, "D", None, 0, rx=2))
    o.append(rect(-4.5, -30, 9, 64, "D", None, 0, rx=2))
    for y in (44, 54):
        for x in (-25, -15, 15, 25):
            o.append(circle(x, y, 2.2, "D", None, 0))
    o.append(path("M-44,-62 C-44,-80 44,-80 44,-62", None, "A", 4))
    o.append(poly([(-10, -78), (0, -96), (10, -78)], "A", "D", 2))
    return "".join(o)


@motif("mastiff")
def _mastiff(r, rnd):
    o = []
    half = [path("M0,-58 C-30,-58 -52,-40 -52,-6 C-52,30 -36,52 0,58", "F", "D", 4),
            path("M-40,-50 C-70,-52 -80,-10 -62,20 C-54,2 -48,-20 -40,-36 Z", "E1", "D", 3),
            ellipse(-20, -18, 8, 6, "A", "D", 2), circle(-20, -18, 3, "D", None, 0),
            path("M0,8 C-12,8 -30,16 -30,30 C-30,44 -12,46 0,46", "E0", "D", 3)]
    o.append(sym(half))
    o.append(rect(-55, 52, 110, 16, "A2", "D", 3, rx=6))
    for x in (-36, -12, 12, 36):
        o.append(poly([(x - 6, 68), (x, 80), (x + 6, 68)], "A", "D", 2))
    o.append(ellipse(0, 14, 12, 8, "D", None, 0))
    o.append(path("M0,22 L0,32 M-10,36 C-5,40 5,40 10,36", None, "D", 3))
    return "".join(o)


@motif("keep")
def _keep(r, rnd):
    o = []

    def tower(x, w, top, cr=True):
        t = [rect(x - w / 2, top, w, 80 - top, "F", "D", 3.5)]
        if cr:
            n = 3
            cw = w / (2 * n - 1)
            for i in range(n):
                t.append(rect(x - w / 2 + i * 2 * cw, top - 10, cw, 12, "F", "D", 3))
        return "".join(t)
    o.append(tower(-50, 28, -20))
    o.append(tower(50, 28, -20))
    o.append(tower(0, 64, -40))
    o.append(path("M-14,80 L-14,50 A14,14 0 0 1 14,50 L14,80 Z", "D", None, 0))
    for x in (-50, 50):
        o.append(rect(x - 4, 6, 8, 16, "D", None, 0, rx=3))
    o.append(rect(-4, -18, 8, 16, "D", None, 0, rx=3))
    o.append(poly([(-26, -58), (-26, -80), (-13, -68), (0, -88), (13, -68), (26, -80), (26, -58)], "A", "D", 2.5))
    for x, y in ((-26, -82), (0, -91), (26, -82)):
        o.append(circle(x, y, 3.5, "A2", "D", 1.2))
    return "".join(o)


@motif("swordcrown")
def _swordcrown(r, rnd):
    o = []
    leaves = []
    for i in range(6):
        a = math.radians(100 + i * 22)
        x, y = 58 * math.cos(a), 20 + 58 * math.sin(a)
        leaves.append(ellipse(x, y, 12, 5, "A", "D", 1.5, rot=math.degrees(a) + 90))
    o.append(sym([path("M0,76 C-40,70 -62,40 -60,0", None, "A", 3)] + leaves))
    o.append(poly([(-9, 40), (-9, -60), (0, -78), (9, -60), (9, 40)], "F", "D", 3.5))
    o.append(line(0, -62, 0, 36, "E1", 2))
    o.append(rect(-34, 38, 68, 10, "A", "D", 3, rx=4))
    o.append(rect(-6, 48, 12, 26, "A2", "D", 3))
    o.append(circle(0, 80, 8, "A", "D", 3))
    o.append(poly([(-26, -66), (-26, -86), (-13, -76), (0, -92), (13, -76), (26, -86), (26, -66)], "A", "D", 2.5))
    return "".join(o)


@motif("bow")
def _bow(r, rnd):
    o = []
    o.append(path("M-20,-80 C40,-60 40,60 -20,80", None, "D", 11))
    o.append(path("M-20,-80 C40,-60 40,60 -20,80", None, "F", 6))
    o.append(line(-20, -80, -20, 80, "L", 2))
    o.append(line(-50, 0, 70, 0, "D", 6))
    o.append(line(-50, 0, 70, 0, "A", 3))
    o.append(poly([(62, -8), (82, 0), (62, 8)], "F", "D", 2))
    o.append(poly([(-52, 0), (-64, -10), (-58, 0), (-64, 10)], "A2", "D", 2))
    o.append(poly([(-42, 0), (-54, -10), (-48, 0), (-54, 10)], "A2", "D", 2))
    # arrow-slit tower edge behind
    o.append(rect(-78, -60, 14, 120, "E1", "D", 2, extra='fill-opacity="0.6"'))
    return "".join(o)


@motif("volley")
def _volley(r, rnd):
    o = []
    for (x, y) in ((-40, -20), (0, 0), (40, 20)):
        g = [line(-40, -40, 30, 30, "D", 6), line(-40, -40, 30, 30, "F", 3),
             poly([(24, 36), (44, 44), (36, 24)], "F", "D", 2),
             poly([(-40, -40), (-52, -44), (-44, -36)], "A2", "D", 1.5),
             poly([(-34, -34), (-46, -38), (-38, -30)], "A2", "D", 1.5)]
        o.append(group(g, x, y))
    return "".join(o)


@motif("pitchfork")
def _pitchfork(r, rnd):
    o = []
    o.append(line(0, 80, 0, -30, "D", 10))
    o.append(line(0, 80, 0, -30, "E1", 6))
    o.append(path("M-30,-80 L-30,-40 C-30,-25 30,-25 30,-40 L30,-80", None, "D", 8))
    o.append(path("M-30,-80 L-30,-40 C-30,-25 30,-25 30,-40 L30,-80", None, "F", 4))
    o.append(line(0, -30, 0, -82, "D", 8))
    o.append(line(0, -30, 0, -82, "F", 4))
    o.append(rect(-8, -36, 16, 12, "A", "D", 2))
    return "".join(o)


@motif("swordbuckler")
def _swordbuckler(r, rnd):
    o = []
    o.append(group([poly([(-7, 40), (-7, -58), (0, -74), (7, -58), (7, 40)], "F", "D", 3),
                    rect(-26, 38, 52, 9, "A", "D", 3, rx=3), rect(-5, 47, 10, 22, "A2", "D", 3),
                    circle(0, 74, 6, "A", "D", 2)], 16, 0, rot=25))
    o.append(circle(-28, 22, 34, "E1", "D", 4))
    o.append(circle(-28, 22, 24, None, "A", 3))
    o.append(circle(-28, 22, 8, "A", "D", 2))
    return "".join(o)


@motif("knighthorse")
def _knighthorse(r, rnd):
    o = []
    o.append(path("M-40,75 L-40,35 C-50,10 -45,-30 -20,-55 L-25,-80 L-5,-62 C20,-70 45,-50 55,-20 "
                  "C62,-5 58,8 45,10 C35,12 25,0 15,-2 C10,15 20,40 40,75 Z", "F", "D", 4))
    o.append(path("M-20,-55 C-40,-30 -45,10 -40,35", None, "A2", 6))
    o.append(circle(12, -34, 5, "D", None, 0))
    o.append(path("M-10,-58 C10,-50 25,-30 40,-22", None, "A", 4))
    o.append(rect(-44, 58, 88, 17, "A2", "D", 3, rx=3))
    return "".join(o)
