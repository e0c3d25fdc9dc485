"""Emblems for the Queen's Blood core set, drawn in a local box about
-80..80 x -85..85 centred on (0,0).  Colour placeholders: see svg.py."""
import math
from svg import (circle, ellipse, rect, poly, path, line, group, gear, gear_path, flame, flame_d,
                 star_pts, arc_pts, fmt, mirror)

MOTIFS = {}


def motif(name):
    def deco(fn):
        MOTIFS[name] = fn
        return fn
    return deco


def draw(name, recipe, rnd):
    return MOTIFS[name](recipe, rnd)


def sym(items):
    """Items plus their mirror image (for left-right symmetric emblems)."""
    return "".join(items) + mirror(items)


# ---------------------------------------------------------------- guard
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


# ---------------------------------------------------------------- clockwork
def rivets(pts, r=2.2):
    return "".join(circle(x, y, r, "D", None, 0) for x, y in pts)


def eye(x, y, r=6, glow="A"):
    return circle(x, y, r + 2.5, "D", None, 0) + circle(x, y, r, glow, None, 0) + circle(x - r * 0.3, y - r * 0.3, r * 0.3, "L", None, 0)


def windkey(x, y, s=1.0, rot=0):
    return group([rect(-3, 0, 6, 18, "A2", "D", 2), path("M0,18 C-22,10 -22,40 0,30 C22,40 22,10 0,18 Z", "A2", "D", 2.5)],
                 x, y, s, rot)


@motif("cogmouse")
def _cogmouse(r, rnd):
    o = []
    o.append(path("M50,30 C75,30 80,60 60,65 C40,70 30,50 50,48", None, "D", 6))
    o.append(path("M50,30 C75,30 80,60 60,65 C40,70 30,50 50,48", None, "A2", 3))
    o.append(path("M-60,40 C-60,0 -20,-20 20,-10 C50,-2 60,30 50,55 L-50,55 C-58,52 -60,46 -60,40 Z", "F", "D", 4))
    o.append(path("M-60,30 C-75,20 -82,5 -70,-8 C-55,-20 -35,-15 -30,-5 Z", "F", "D", 4))
    o.append(gear(-38, -40, 26, 9, "E1", "D", 3, hole=0.45))
    o.append(gear(-10, -30, 17, 7, "F", "D", 3, hole=0.4))
    o.append(eye(-55, 5, 5))
    o.append(circle(-82, -2, 5, "A2", "D", 2))
    for y in (-4, 4):
        o.append(line(-80, y, -96, y * 2.5, "L", 1.5))
    o.append(path("M-30,20 C-10,30 15,30 35,20", None, "D", 2))
    o.append(rivets([(-35, 40), (-15, 42), (5, 42), (25, 40)]))
    o.append(rect(-44, 52, 14, 12, "E1", "D", 2.5, rx=3))
    o.append(rect(20, 52, 14, 12, "E1", "D", 2.5, rx=3))
    return "".join(o)


@motif("tinsparrow")
def _tinsparrow(r, rnd):
    o = []
    o.append(line(-70, 62, 70, 62, "D", 9))
    o.append(line(-70, 62, 70, 62, "E1", 5))
    o.append(poly([(40, 10), (85, 0), (78, 20)], "E1", "D", 3))
    o.append(path("M-45,-5 C-45,-40 0,-50 25,-30 C45,-15 50,20 30,40 C5,60 -40,45 -45,-5 Z", "F", "D", 4))
    o.append(circle(-38, -42, 24, "F", "D", 4))
    o.append(poly([(-60, -48), (-84, -38), (-60, -34)], "A2", "D", 2.5))
    o.append(eye(-42, -46, 5))
    o.append(path("M-20,-10 C10,-30 50,-20 62,5 C40,0 20,10 -5,25 Z", "E1", "D", 3))
    for k in range(3):
        o.append(path("M%s,%s C%s,%s %s,%s %s,%s" % (-8 + k * 12, -8 - k * 2, 10 + k * 8, -18, 30 + k * 6, -10, 48 + k * 4, 0), None, "D", 1.5))
    o.append(line(-10, 45, -15, 62, "D", 4))
    o.append(line(10, 45, 15, 62, "D", 4))
    o.append(rivets([(-30, 10), (-20, 28)]))
    o.append(windkey(5, -52, 0.9, 20))
    return "".join(o)


@motif("beetle")
def _beetle(r, rnd):
    o = []
    legs = []
    for k, y in enumerate((-10, 15, 40)):
        legs.append(path("M-30,%s L-60,%s L-72,%s" % (y, y - 12 + k * 8, y + 10 + k * 6), None, "D", 6))
        legs.append(path("M-30,%s L-60,%s L-72,%s" % (y, y - 12 + k * 8, y + 10 + k * 6), None, "E1", 3))
    o.append(sym(legs))
    o.append(sym([path("M-10,-50 C-30,-70 -40,-85 -30,-92", None, "D", 6), path("M-10,-50 C-30,-70 -40,-85 -30,-92", None, "E1", 3)]))
    o.append(ellipse(0, -45, 22, 16, "E1", "D", 4))
    o.append(path("M0,-35 C-45,-35 -48,10 -40,35 C-30,62 -10,70 0,70 C10,70 30,62 40,35 C48,10 45,-35 0,-35 Z", "F", "D", 4))
    o.append(line(0, -33, 0, 70, "D", 3))
    o.append(gear(-20, 10, 11, 8, "A2", "D", 2, hole=0.4))
    o.append(gear(20, 10, 11, 8, "A2", "D", 2, hole=0.4, phase=0.2))
    o.append(rivets([(-25, 40), (25, 40), (-15, 55), (15, 55), (-28, -15), (28, -15)]))
    o.append(eye(-11, -50, 4))
    o.append(eye(11, -50, 4))
    return "".join(o)


@motif("windhound")
def _windhound(r, rnd):
    o = []
    o.append(path("M48,-8 C70,-30 80,-40 86,-52", None, "D", 7))
    o.append(path("M48,-8 C70,-30 80,-40 86,-52", None, "F", 3.5))
    for x in (-38, -20, 22, 40):
        o.append(rect(x - 6, 20, 12, 48, "E1", "D", 3, rx=4))
        o.append(circle(x, 24, 6, "A2", "D", 2))
    o.append(path("M-50,-15 C-50,-30 50,-30 55,-10 C60,10 50,28 35,28 L-40,28 C-52,28 -55,10 -50,-15 Z", "F", "D", 4))
    o.append(path("M-40,-10 C-44,-30 -50,-40 -56,-46", None, "D", 16))
    o.append(path("M-40,-10 C-44,-30 -50,-40 -56,-46", None, "F", 10))
    o.append(path("M-48,-66 C-34,-66 -28,-52 -34,-40 C-40,-30 -56,-30 -70,-32 L-92,-30 C-98,-30 -100,-42 -94,-46 "
                  "L-70,-54 C-64,-62 -58,-66 -48,-66 Z", "F", "D", 4))
    o.append(path("M-50,-64 C-44,-80 -36,-84 -30,-80 C-32,-70 -36,-62 -42,-56 Z", "E1", "D", 3))
    o.append(circle(-96, -40, 4, "D", None, 0))
    o.append(line(-92, -32, -72, -34, "D", 2))
    o.append(eye(-66, -48, 4.5))
    o.append(rivets([(-30, -10), (-10, -12), (10, -12), (30, -10), (-30, 15), (30, 15)]))
    o.append(windkey(0, -26, 1.1, 180))
    return "".join(o)


@motif("tortoise")
def _tortoise(r, rnd):
    o = []
    for x in (-40, 30):
        o.append(rect(x - 10, 25, 22, 30, "E1", "D", 3, rx=6))
    o.append(path("M55,20 C70,5 92,5 95,18 C96,30 80,34 60,34 Z", "E1", "D", 4))
    o.append(eye(82, 16, 4))
    pts = []
    n = 64
    for i in range(n + 1):
        a = math.pi + math.pi * i / n
        rr = 72 if (i // 2) % 2 == 0 else 64
        pts.append((rr * math.cos(a), 24 + rr * 0.85 * math.sin(a)))
    o.append(poly(pts, "F", "D", 4))
    o.append(rect(-70, 18, 140, 12, "A2", "D", 3, rx=4))
    hexes = [(0, -22), (-30, -5), (30, -5), (-45, 10), (45, 10), (0, 8)]
    for hx, hy in hexes:
        o.append(poly([(hx + 13 * math.cos(math.radians(a)), hy + 11 * math.sin(math.radians(a))) for a in range(0, 360, 60)],
                      "E1", "D", 2))
    o.append(circle(0, -22, 4, "A", None, 0))
    return "".join(o)


@motif("owl")
def _owl(r, rnd):
    o = []
    o.append(line(-75, 70, 75, 70, "D", 9))
    o.append(line(-75, 70, 75, 70, "E1", 5))
    o.append(path("M-50,-30 C-60,20 -45,62 0,66 C45,62 60,20 50,-30 C45,-60 -45,-60 -50,-30 Z", "F", "D", 4))
    o.append(sym([poly([(-45, -40), (-58, -78), (-20, -55)], "F", "D", 4)]))
    o.append(path("M-48,-10 C-70,20 -60,50 -35,62 C-40,35 -40,15 -48,-10 Z", "E1", "D", 3))
    o.append(path("M48,-10 C70,20 60,50 35,62 C40,35 40,15 48,-10 Z", "E1", "D", 3))
    for x in (-22, 22):
        o.append(gear(x, -22, 21, 12, "E1", "D", 3, hole=0))
        o.append(circle(x, -22, 13, "D", None, 0))
        o.append(circle(x, -22, 9, "A", None, 0))
        o.append(circle(x - 3, -25, 3, "L", None, 0))
    o.append(poly([(-7, -6), (7, -6), (0, 10)], "A2", "D", 2))
    for y in (20, 34, 48):
        for x in range(-20, 21, 13):
            o.append(path("M%s,%s q6,8 12,0" % (x - 6, y), None, "D", 2))
    return "".join(o)


def antler(side=1):
    d = "M%s,-40 C%s,-60 %s,-75 %s,-92" % (10 * side, 22 * side, 40 * side, 42 * side)
    o = [path(d, None, "D", 9), path(d, None, "F", 5)]
    for (x0, y0, x1, y1) in ((22, -58, 50, -66), (32, -74, 62, -84), (28, -66, 26, -88)):
        o.append(line(x0 * side, y0, x1 * side, y1, "D", 8))
        o.append(line(x0 * side, y0, x1 * side, y1, "F", 4))
    return "".join(o)


@motif("stag")
def _stag(r, rnd):
    o = [antler(1), antler(-1)]
    o.append(sym([path("M-20,-40 C-40,-46 -58,-50 -64,-36 C-50,-26 -36,-26 -24,-24 Z", "E1", "D", 3)]))
    o.append(path("M-26,-42 C-30,-10 -20,30 -10,48 L10,48 C20,30 30,-10 26,-42 C15,-50 -15,-50 -26,-42 Z", "F", "D", 4))
    o.append(ellipse(0, 44, 14, 10, "E1", "D", 3))
    o.append(eye(-14, -14, 4.5))
    o.append(eye(14, -14, 4.5))
    # coil spring chest
    for k in range(4):
        o.append(ellipse(0, 60 + k * 7, 22, 4, None, "A2", 3))
    o.append(rivets([(0, -34), (0, 10), (-10, 25), (10, 25)]))
    return "".join(o)


@motif("crab")
def _crab(r, rnd):
    o = []
    legs = []
    for k in range(3):
        y = 10 + k * 14
        legs.append(path("M-40,%s L-70,%s L-80,%s" % (y, y + 8, y + 30), None, "D", 6))
        legs.append(path("M-40,%s L-70,%s L-80,%s" % (y, y + 8, y + 30), None, "E1", 3))
    legs.append(path("M-35,-5 C-55,-25 -60,-40 -55,-50", None, "D", 8))
    legs.append(path("M-35,-5 C-55,-25 -60,-40 -55,-50", None, "F", 4))
    legs.append(path("M-55,-50 C-85,-55 -88,-85 -62,-92 L-55,-72 L-40,-82 C-30,-62 -40,-48 -55,-50 Z", "F", "D", 4))
    o.append(sym(legs))
    o.append(path("M-50,10 C-50,-25 50,-25 50,10 C50,40 -50,40 -50,10 Z", "F", "D", 4))
    o.append(sym([line(-12, -12, -16, -34, "D", 3)]))
    o.append(eye(-16, -36, 5))
    o.append(eye(16, -36, 5))
    # oil can on the back
    o.append(path("M-14,0 L14,0 L18,24 L-18,24 Z", "A2", "D", 2.5))
    o.append(path("M14,6 L38,-10", None, "D", 4))
    o.append(path(flame_d(0, 0, 8, 12), "A", None, 0))
    o.append(rivets([(-35, 10), (35, 10), (-25, 24), (25, 24)]))
    return "".join(o)


@motif("fox")
def _fox(r, rnd):
    o = []
    o.append(sym([poly([(-30, -40), (-62, -88), (-60, -22)], "F", "D", 4),
                  poly([(-38, -40), (-56, -74), (-54, -32)], "A2", None, 0)]))
    o.append(path("M0,70 C-12,56 -40,30 -68,6 C-70,-20 -50,-45 0,-46 C50,-45 70,-20 68,6 C40,30 12,56 0,70 Z", "F", "D", 4))
    o.append(sym([path("M-68,6 C-50,0 -30,8 -18,30 C-30,26 -50,22 -68,6 Z", "L", "D", 2)]))
    o.append(path("M-14,40 C-6,55 6,55 14,40 C8,58 -8,58 -14,40 Z", "E0", None, 0))
    o.append(ellipse(0, 58, 8, 6, "D", None, 0))
    o.append(sym([path("M-36,-6 L-14,0 L-32,6 Z", "D", None, 0), circle(-27, 0, 3.5, "A", None, 0)]))
    o.append(gear(0, -26, 11, 8, "E1", "D", 2, hole=0.4))
    # monocle
    o.append(circle(27, 0, 12, None, "A", 2.5))
    o.append(path("M38,6 C48,20 44,40 52,56", None, "A", 1.5))
    return "".join(o)


@motif("nightingale")
def _nightingale(r, rnd):
    o = []
    o.append(rect(-60, 30, 120, 50, "A2", "D", 4, rx=4))
    o.append(rect(-66, 22, 132, 12, "E1", "D", 3, rx=3))
    o.append(rect(-40, 44, 80, 22, "BG", "D", 2, rx=2))
    for i in range(6):
        o.append(line(-34 + i * 13, 48, -34 + i * 13, 62, "F", 3))
    o.append(windkey(66, 44, 1.0, -90))
    o.append(path("M20,20 C40,15 60,-10 78,-30 C60,-28 45,-20 35,-8", "E1", "D", 3))
    o.append(path("M-30,20 C-35,-10 -20,-30 5,-30 C25,-30 35,-10 30,20 Z", "F", "D", 4))
    o.append(circle(-18, -40, 18, "F", "D", 4))
    o.append(poly([(-34, -44), (-54, -38), (-34, -34)], "A2", "D", 2))
    o.append(eye(-20, -44, 4))
    o.append(path("M-10,-10 C5,-25 30,-20 38,0 C25,-2 10,5 0,12 Z", "E1", "D", 3))
    # song curls
    for k, (x, y) in enumerate(((-55, -70), (-68, -52), (-40, -84))):
        o.append(path("M%s,%s c-6,-8 6,-14 8,-6 c2,8 -10,10 -8,2" % (x, y), None, "A", 3))
    return "".join(o)


@motif("ram")
def _ram(r, rnd):
    o = []
    horn = [path("M-22,-50 C-70,-70 -90,-20 -70,10 C-55,30 -30,20 -35,0 C-40,-15 -55,-12 -55,0", None, "D", 18),
            path("M-22,-50 C-70,-70 -90,-20 -70,10 C-55,30 -30,20 -35,0 C-40,-15 -55,-12 -55,0", None, "F", 12)]
    for t in range(5):
        a = -55 - t * 4
    o.append(sym(horn))
    o.append(path("M-28,-52 C-34,-10 -24,40 -14,62 C-6,72 6,72 14,62 C24,40 34,-10 28,-52 C15,-62 -15,-62 -28,-52 Z", "E1", "D", 4))
    o.append(rect(-22, -40, 44, 20, "F", "D", 3, rx=4))
    o.append(eye(-13, -30, 4.5))
    o.append(eye(13, -30, 4.5))
    o.append(ellipse(0, 58, 12, 8, "D", None, 0))
    o.append(rivets([(-16, 0), (16, 0), (-12, 20), (12, 20), (0, 35)]))
    # pendulum hanging below
    o.append(line(0, 66, 0, 84, "A", 3))
    o.append(circle(0, 88, 7, "A", "D", 2))
    return "".join(o)


@motif("golem")
def _golem(r, rnd):
    o = []
    for x in (-28, 28):
        o.append(rect(x - 13, 35, 26, 45, "E1", "D", 4, rx=4))
    o.append(sym([path("M-55,-40 L-80,-30 L-84,30 L-62,36 L-58,-10 Z", "F", "D", 4),
                  rect(-92, 28, 34, 22, "E1", "D", 3.5, rx=6)]))
    o.append(path("M-55,-50 L55,-50 L48,42 L-48,42 Z", "F", "D", 4))
    o.append(rect(-22, -86, 44, 36, "E1", "D", 4, rx=6))
    o.append(rect(-16, -74, 32, 9, "D", None, 0, rx=3))
    o.append(rect(-12, -72, 24, 5, "A", None, 0, rx=2))
    o.append(circle(0, -4, 22, "D", "A2", 3))
    o.append(path(flame_d(0, 12, 20, 30), "A2", None, 0))
    o.append(path(flame_d(0, 10, 10, 18), "L", None, 0))
    o.append(rivets([(-45, -40), (45, -40), (-40, 30), (40, 30), (-45, -5), (45, -5)], 2.8))
    return "".join(o)


@motif("spider")
def _spider(r, rnd):
    o = []
    legs = []
    for k, (a, b) in enumerate(((-60, -40), (-70, -10), (-70, 22), (-56, 52))):
        legs.append(path("M-14,%s L%s,%s L%s,%s" % (k * 10 - 10, a, b - 22, a - 14, b + 18), None, "D", 7))
        legs.append(path("M-14,%s L%s,%s L%s,%s" % (k * 10 - 10, a, b - 22, a - 14, b + 18), None, "E1", 3.5))
        legs.append(circle(a, b - 22, 4, "A2", "D", 1.5))
    o.append(sym(legs))
    o.append(ellipse(0, 40, 30, 36, "F", "D", 4))
    o.append(gear(0, 40, 14, 8, "A2", "D", 2, hole=0.4))
    o.append(circle(0, -14, 22, "F", "D", 4))
    for x, y, rr in ((-8, -18, 4), (8, -18, 4), (-15, -8, 2.8), (15, -8, 2.8)):
        o.append(circle(x, y, rr, "A", "D", 1))
    o.append(line(0, -36, 0, -90, "A", 1.5))
    return "".join(o)


@motif("boar")
def _boar(r, rnd):
    o = []
    for x in (-40, -18, 28, 48):
        o.append(rect(x - 8, 20, 16, 44, "E1", "D", 3, rx=3))
    o.append(path("M-60,10 C-65,-30 -30,-50 20,-45 C50,-42 62,-20 62,5 C62,25 40,32 20,32 L-40,32 C-55,32 -60,22 -60,10 Z", "F", "D", 4))
    o.append(path("M-55,-10 C-75,-10 -90,0 -92,20 L-70,28 C-64,20 -58,18 -50,20 Z", "F", "D", 4))
    o.append(ellipse(-91, 15, 6, 10, "E1", "D", 3))
    o.append(path("M-72,24 C-80,12 -84,4 -82,-6", None, "L", 4))
    o.append(eye(-58, -10, 4))
    o.append(poly([(-40, -40), (-36, -64), (-24, -44)], "E1", "D", 3))
    # exhaust pipes with steam puffs
    for i, x in enumerate((8, 26)):
        o.append(rect(x - 5, -72 + i * 8, 10, 30, "A2", "D", 2.5))
        o.append(circle(x + 4, -82 + i * 8, 9 - i * 2, "L", None, 0, 'fill-opacity="0.7"'))
        o.append(circle(x + 16, -94 + i * 6, 7 - i * 2, "L", None, 0, 'fill-opacity="0.5"'))
    o.append(rivets([(-20, 0), (0, -2), (20, 0), (40, 0)]))
    return "".join(o)


@motif("lion")
def _lion(r, rnd):
    o = []
    o.append(gear(0, -5, 80, 18, "E1", "D", 4, hole=0, depth=0.22))
    o.append(gear(0, -5, 62, 14, "A2", "D", 3, hole=0, depth=0.15, phase=0.1))
    o.append(sym([circle(-34, -48, 12, "F", "D", 3)]))
    o.append(path("M0,58 C-20,58 -44,30 -46,0 C-48,-30 -26,-50 0,-50 C26,-50 48,-30 46,0 C44,30 20,58 0,58 Z", "F", "D", 4))
    o.append(sym([path("M-30,-12 L-10,-6 L-28,0 Z", "D", None, 0), circle(-22, -6, 3.2, "A", None, 0)]))
    o.append(path("M-12,12 L12,12 L0,26 Z", "D", None, 0))
    o.append(path("M0,26 L0,34 M-14,40 C-6,46 6,46 14,40", None, "D", 3))
    o.append(sym([line(-14, 30, -34, 26, "D", 1.5), line(-14, 34, -32, 38, "D", 1.5)]))
    o.append(poly([(-20, -58), (-20, -74), (-10, -66), (0, -80), (10, -66), (20, -74), (20, -58)], "#ffd45a", "D", 2.5))
    return "".join(o)


@motif("orrery")
def _orrery(r, rnd):
    o = []
    o.append(line(0, 30, 0, 76, "D", 8))
    o.append(line(0, 30, 0, 76, "E1", 4))
    o.append(path("M-40,80 L40,80 L28,68 L-28,68 Z", "E1", "D", 3))
    for (rx, ry, rot) in ((78, 26, -20), (70, 22, 35), (56, 56, 0)):
        o.append(ellipse(0, -10, rx, ry, None, "D", 6, rot=rot))
        o.append(ellipse(0, -10, rx, ry, None, "F", 3, rot=rot))
    o.append(gear(0, -10, 26, 12, "F", "D", 3, hole=0))
    o.append(circle(0, -10, 16, "A2", "D", 2))
    o.append(circle(-4, -14, 6, "L", None, 0, 'fill-opacity="0.8"'))
    for (a, rr, rad, rot, col) in ((200, 9, (78, 26), -20, "A"), (20, 7, (70, 22), 35, "A2"), (300, 8, (56, 56), 0, "E0"),
                                  (120, 5, (78, 26), -20, "E0")):
        ra = math.radians(a)
        x, y = rad[0] * math.cos(ra), rad[1] * math.sin(ra)
        t = math.radians(rot)
        xr, yr = x * math.cos(t) - y * math.sin(t), x * math.sin(t) + y * math.cos(t)
        o.append(circle(xr, yr - 10, rr, col, "D", 2))
    return "".join(o)


@motif("cogling")
def _cogling(r, rnd):
    o = []
    for x in (-18, 18):
        o.append(line(x, 30, x * 1.6, 62, "D", 7))
        o.append(line(x, 30, x * 1.6, 62, "E1", 3.5))
        o.append(ellipse(x * 1.6, 64, 10, 5, "E1", "D", 2))
    o.append(gear(0, 0, 48, 11, "F", "D", 4, hole=0))
    o.append(circle(0, 0, 30, "E1", "D", 3))
    o.append(eye(-12, -4, 6))
    o.append(eye(12, -4, 6))
    o.append(path("M-10,14 C-4,20 4,20 10,14", None, "D", 3))
    o.append(windkey(0, -48, 0.9, 180))
    return "".join(o)


@motif("hare")
def _hare(r, rnd):
    o = []
    # gyroscope rings behind
    for rx, ry, rot in ((74, 30, -25), (74, 30, 25)):
        o.append(ellipse(0, 0, rx, ry, None, "D", 6, rot=rot))
        o.append(ellipse(0, 0, rx, ry, None, "A2", 3, rot=rot))
    o.append(path("M20,-34 C14,-70 24,-96 34,-94 C42,-90 38,-60 30,-32 Z", "F", "D", 4))
    o.append(path("M24,-40 C22,-66 28,-84 32,-84 C34,-76 32,-58 28,-40 Z", "A2", None, 0))
    o.append(path("M6,-30 C-10,-62 -6,-90 4,-90 C14,-88 18,-60 18,-30 Z", "F", "D", 4))
    o.append(path("M-50,50 C-66,30 -60,-4 -30,-12 C-6,-18 20,-6 30,14 C40,34 34,58 14,62 L-40,62 C-46,60 -48,56 -50,50 Z", "F", "D", 4))
    o.append(circle(-58, 30, 10, "E0", "D", 3))
    o.append(path("M0,-40 C26,-44 42,-26 40,-8 C38,8 22,14 6,10 C-10,6 -14,-20 0,-40 Z", "F", "D", 4))
    o.append(eye(18, -20, 5))
    o.append(ellipse(40, -6, 4, 3, "A2", "D", 1.5))
    o.append(path("M30,58 L46,62 L30,64 Z", "E1", "D", 2))
    o.append(rect(-30, 56, 40, 9, "E1", "D", 2.5, rx=4))
    o.append(gear(-14, 26, 14, 9, "E1", "D", 2.5, hole=0.4))
    o.append(rivets([(-36, 8), (6, 40), (-30, 44)]))
    return "".join(o)


# ---------------------------------------------------------------- river
def water(y=62, w=80, col="A"):
    d = "M%s,%s" % (-w, y)
    for k in range(8):
        x = -w + k * (2 * w / 8)
        d += " q%s,%s %s,0" % (fmt(w / 8), -7 if k % 2 == 0 else 7, fmt(2 * w / 8))
    return path(d, None, col, 4, 'stroke-opacity="0.8"')


def bubble(x, y, r):
    return circle(x, y, r, None, "A", 1.8) + circle(x - r * 0.35, y - r * 0.35, r * 0.25, "L", None, 0)


@motif("reeds")
def _reeds(r, rnd):
    o = []
    for x, h, lean in ((-50, 120, -8), (-30, 150, 4), (35, 140, 10), (55, 110, 14)):
        o.append(path("M%s,70 Q%s,%s %s,%s" % (x, x, 70 - h / 2, x + lean, 70 - h), None, "D", 6))
        o.append(path("M%s,70 Q%s,%s %s,%s" % (x, x, 70 - h / 2, x + lean, 70 - h), None, "E1", 3))
        o.append(ellipse(x + lean * 0.8, 70 - h + 18, 6, 16, "A2", "D", 2, rot=lean))
    o.append(path("M-10,70 C-20,30 -40,20 -60,10 C-35,25 -22,40 -16,70 Z", "E1", "D", 2))
    o.append(path("M10,70 C20,30 40,20 66,16 C40,28 24,44 18,70 Z", "E1", "D", 2))
    # the sprite: a glowing orb with dragonfly wings
    o.append(circle(0, -30, 34, "H", None, 0))
    o.append(sym([ellipse(-18, -42, 20, 8, "L", "A", 1.5, rot=-25, extra='fill-opacity="0.7"'),
                  ellipse(-16, -26, 16, 6, "L", "A", 1.5, rot=20, extra='fill-opacity="0.7"')]))
    o.append(circle(0, -34, 11, "F", "D", 2.5))
    o.append(ellipse(0, -14, 5, 14, "F", "D", 2))
    o.append(sym([circle(-4, -35, 2, "D", None, 0)]))
    o.append(water())
    return "".join(o)


@motif("otter")
def _otter(r, rnd):
    o = []
    o.append(path("M30,60 C70,60 80,30 60,20 C70,40 55,50 30,48 Z", "E1", "D", 3))
    o.append(path("M-35,62 C-50,30 -40,-10 -20,-25 C0,-40 25,-30 32,-5 C40,25 35,55 20,62 Z", "F", "D", 4))
    o.append(path("M-20,-2 C-10,10 10,10 20,-2 C15,20 15,40 0,50 C-15,40 -15,20 -20,-2 Z", "E0", None, 0))
    o.append(ellipse(0, -45, 30, 25, "F", "D", 4))
    o.append(sym([circle(-22, -64, 8, "E1", "D", 3)]))
    o.append(ellipse(0, -36, 14, 10, "E0", None, 0))
    o.append(ellipse(0, -42, 6, 4, "D", None, 0))
    o.append(sym([circle(-12, -52, 4, "D", None, 0), circle(-13, -53, 1.3, "L", None, 0),
                  line(-10, -38, -32, -42, "D", 1.3), line(-10, -35, -30, -32, "D", 1.3)]))
    # paws holding a pearl shell
    o.append(path("M-18,12 C-12,0 12,0 18,12 C10,24 -10,24 -18,12 Z", "A2", "D", 2.5))
    o.append(circle(0, 8, 5, "L", "D", 1))
    o.append(sym([ellipse(-16, 14, 7, 5, "E1", "D", 2)]))
    o.append(water(66))
    for x, y in ((-60, -40), (-52, -60), (58, -50)):
        o.append(path("M%s,%s c10,-6 20,6 30,0" % (x - 15, y), None, "L", 3, 'stroke-opacity="0.45"'))
    return "".join(o)


@motif("eel")
def _eel(r, rnd):
    o = []
    d = "M-70,70 C-90,30 -40,20 -20,30 C10,45 40,30 30,0 C20,-30 -40,-20 -30,-55 C-24,-75 10,-80 30,-70"
    o.append(path(d, None, "D", 24))
    o.append(path(d, None, "F", 17))
    o.append(path(d, None, "A", 3, 'stroke-opacity="0.7"'))
    o.append(path("M30,-70 C45,-64 55,-60 62,-62 C56,-72 46,-84 30,-82 Z", "F", "D", 3))
    o.append(circle(38, -72, 4, "A", "D", 1.5))
    o.append(path("M-40,40 L-52,34 M0,40 L0,52 M30,15 L42,15", None, "E1", 4))
    o.append(circle(40, -72, 22, "H", None, 0))
    for x, y, rr in ((50, 20, 6), (62, 0, 4), (-55, -20, 5), (-62, 0, 3)):
        o.append(bubble(x, y, rr))
    return "".join(o)


@motif("drownedbell")
def _drownedbell(r, rnd):
    o = []
    o.append(rect(-6, -88, 12, 16, "E1", "D", 3, rx=3))
    o.append(path("M-40,40 C-40,-20 -30,-72 0,-74 C30,-72 40,-20 40,40 C52,48 56,56 56,60 L-56,60 C-56,56 -52,48 -40,40 Z", "F", "D", 4))
    o.append(path("M-48,50 L48,50", None, "D", 3))
    o.append(circle(0, 68, 10, "E1", "D", 3))
    for x, lean in ((-30, -14), (18, 10), (34, 16)):
        o.append(path("M%s,-40 C%s,-10 %s,10 %s,56" % (x, x + lean, x - lean, x + lean / 2), None, "A2", 5))
    o.append(path("M-60,70 C-45,40 -70,10 -55,-20 C-50,10 -35,40 -40,70 Z", "A2", "D", 2))
    o.append(path("M60,70 C50,45 72,20 62,-8 C54,20 44,40 46,70 Z", "A2", "D", 2))
    for x, y, rr in ((-20, -82, 5), (20, -92, 7), (30, -70, 3)):
        o.append(bubble(x, y, rr))
    return "".join(o)


@motif("ebbwraith")
def _ebbwraith(r, rnd):
    """A drowned spirit sinking back into the water, trailing wisps that pull
    at whatever stands near it."""
    o = [halo(0, -30, 58, 0.35)]
    # the tattered robe, narrowing into the water
    o.append(path("M0,-70 C-34,-70 -46,-40 -44,-6 C-42,24 -58,44 -50,66 L-30,58 L-18,70 L-4,60 L10,70 L24,58 "
                  "L40,66 C50,44 40,22 42,-6 C44,-40 34,-70 0,-70 Z", "F", "D", 4, 'fill-opacity="0.92"'))
    # hood opening and hollow eyes
    o.append(path("M0,-58 C-22,-58 -28,-36 -24,-18 C-14,-8 14,-8 24,-18 C28,-36 22,-58 0,-58 Z", "BG", "D", 3))
    o.append(sym([ellipse(-10, -34, 5, 7, "A", None, 0), circle(-10, -34, 10, "H", None, 0)]))
    # arms reaching out and down, with wisps dragging from the fingers
    o.append(sym([path("M-38,-8 C-58,4 -66,18 -70,34", None, "D", 9),
                  path("M-38,-8 C-58,4 -66,18 -70,34", None, "E1", 5),
                  path("M-70,34 C-74,48 -66,56 -74,70", None, "A", 3, 'stroke-opacity="0.7"'),
                  path("M-66,36 C-62,50 -54,54 -58,70", None, "A", 2.5, 'stroke-opacity="0.55"')]))
    # ebbing water: the lines fall away from the figure
    o.append(water(62))
    o.append(path("M-46,74 q23,8 46,0 q23,-8 46,0", None, "A2", 3, 'stroke-opacity="0.7"'))
    for x, y, rr in ((-24, -84, 4), (16, -90, 6), (36, -76, 3)):
        o.append(bubble(x, y, rr))
    return "".join(o)


@motif("heron")
def _heron(r, rnd):
    o = []
    o.append(line(-5, 30, -12, 80, "D", 4))
    o.append(line(10, 30, 14, 80, "D", 4))
    o.append(path("M-45,0 C-40,-25 10,-35 40,-15 C55,-5 50,25 20,34 C0,40 -40,30 -70,46 C-60,30 -50,20 -45,0 Z", "F", "D", 4))
    o.append(path("M-30,5 C0,-10 30,-10 45,0 C30,10 10,20 -20,24 Z", "E1", "D", 2))
    o.append(path("M30,-18 C50,-40 10,-55 16,-72", None, "D", 13))
    o.append(path("M30,-18 C50,-40 10,-55 16,-72", None, "F", 8))
    o.append(circle(16, -76, 11, "F", "D", 3.5))
    o.append(poly([(6, -78), (-50, -70), (6, -70)], "A", "D", 2))
    o.append(path("M22,-84 C36,-88 44,-80 52,-84", None, "D", 3))
    o.append(circle(14, -78, 2.5, "D", None, 0))
    o.append(water(80, 70))
    o.append(circle(-44, -58, 26, "H", None, 0))
    o.append(path("M-40,-78 A20,20 0 1 0 -26,-44 A16,16 0 1 1 -40,-78 Z", "E0", "D", 1.5))
    return "".join(o)


@motif("whirlpool")
def _whirlpool(r, rnd):
    o = []
    for k in range(3):
        pts = []
        for i in range(60):
            t = i / 59
            a = t * 4.2 * math.pi + k * 2 * math.pi / 3
            rr = 8 + 70 * t
            pts.append((rr * math.cos(a), rr * math.sin(a) * 0.8))
        d = "M" + " L".join("%s,%s" % (fmt(x), fmt(y)) for x, y in pts)
        o.append(path(d, None, "D", 12))
        o.append(path(d, None, ["F", "A", "E1"][k], 6))
    o.append(circle(0, 0, 10, "BG", "A", 2))
    for x, y, rr in ((-60, -70, 5), (55, -78, 7), (70, 60, 4), (-70, 62, 6)):
        o.append(bubble(x, y, rr))
    return "".join(o)


@motif("carp")
def _carp(r, rnd):
    o = []
    o.append(path("M-30,-70 A48,48 0 1 0 38,-24 A38,38 0 1 1 -30,-70 Z", "E0", None, 0, 'fill-opacity="0.85"'))
    o.append(path("M60,30 C80,10 90,40 84,56 C76,48 70,46 60,46 C70,56 70,70 62,84 C55,66 50,56 46,46 Z", "A2", "D", 3))
    o.append(path("M-70,10 C-60,-20 -20,-25 10,-10 C35,2 50,22 52,40 C30,46 0,46 -30,36 C-50,30 -66,22 -70,10 Z", "F", "D", 4))
    o.append(path("M-20,-20 C-10,-45 15,-40 18,-16 Z", "A2", "D", 2.5))
    o.append(path("M-16,36 C-20,52 -5,60 4,42 Z", "A2", "D", 2.5))
    o.append(path("M-30,-14 C-20,0 -10,10 0,-5 C10,10 25,20 36,14", None, "A2", 5))
    o.append(circle(-52, 2, 5, "D", None, 0))
    o.append(circle(-53, 1, 1.6, "L", None, 0))
    o.append(path("M-70,12 C-80,16 -86,24 -84,32", None, "D", 2))
    for x, y in ((-10, 10), (10, 20), (25, 28), (-5, 26)):
        o.append(path("M%s,%s q5,6 10,0" % (x, y), None, "D", 1.5))
    return "".join(o)


@motif("kelpie")
def _kelpie(r, rnd):
    o = []
    o.append(path("M-20,80 C-40,40 -40,0 -20,-30 C-10,-50 10,-70 30,-72 L34,-88 L42,-70 C60,-64 70,-40 74,-20 "
                  "C76,-10 68,-4 60,-6 C50,-8 44,-20 30,-18 C20,0 30,40 50,80 Z", "F", "D", 4))
    for k in range(5):
        y = -60 + k * 26
        x = -24 - (k % 2) * 8
        o.append(path("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s" % (
            x + 20, y, x - 10, y - 4, x - 30, y + 10, x - 22, y + 22, x - 18, y + 14, x - 6, y + 14, x + 10, y + 20),
            "A2", "D", 2.5))
    o.append(circle(44, -48, 4, "A", "D", 1.5))
    o.append(path("M66,-14 L70,-10", None, "D", 3))
    o.append(path("M30,-18 C40,-24 54,-24 60,-6", None, "D", 1.8))
    o.append(water(80, 70))
    return "".join(o)


@motif("toad")
def _toad(r, rnd):
    o = []
    o.append(ellipse(0, 66, 78, 12, "A2", "D", 3))
    o.append(sym([path("M-40,30 C-70,30 -80,60 -70,66 L-40,66 Z", "F", "D", 4),
                  path("M-70,66 l-12,4 M-70,66 l-6,8 M-70,66 l4,8", None, "D", 3)]))
    o.append(path("M-60,40 C-66,0 -40,-28 0,-28 C40,-28 66,0 60,40 C40,64 -40,64 -60,40 Z", "F", "D", 4))
    o.append(sym([circle(-28, -30, 17, "F", "D", 4), circle(-28, -30, 10, "A", "D", 2),
                  ellipse(-28, -30, 2.5, 8, "D", None, 0)]))
    o.append(path("M-36,6 C-20,18 20,18 36,6", None, "D", 3))
    o.append(path("M-34,28 C-15,42 15,42 34,28 C20,50 -20,50 -34,28 Z", "E0", None, 0))
    for x, y in ((-40, -4), (-20, -10), (30, -2), (44, 14), (-46, 20)):
        o.append(circle(x, y, 3, "E1", None, 0))
    return "".join(o)


@motif("naiad")
def _naiad(r, rnd):
    o = []
    o.append(path("M0,-40 C-40,-40 -60,0 -40,30 C-30,50 -60,70 -70,80 L70,80 C60,70 30,50 40,30 C60,0 40,-40 0,-40 Z",
                  "E1", "D", 3, 'fill-opacity="0.9"'))
    o.append(path("M-22,-50 C-60,-60 -70,-20 -56,10 C-70,30 -60,60 -44,70 C-50,40 -38,10 -30,-20 Z", "A2", "D", 2.5))
    o.append(path("M22,-50 C60,-60 70,-20 56,10 C70,30 60,60 44,70 C50,40 38,10 30,-20 Z", "A2", "D", 2.5))
    o.append(path("M-18,-6 C-30,30 -34,60 -40,80 L40,80 C34,60 30,30 18,-6 C10,-12 -10,-12 -18,-6 Z", "F", "D", 3.5))
    o.append(ellipse(0, -44, 20, 24, "F", "D", 3.5))
    o.append(sym([path("M-12,-44 q5,-4 9,0", None, "D", 2.2)]))
    o.append(path("M-4,-32 q4,3 8,0", None, "D", 2))
    # crystal crown of ice
    for i, (x, h) in enumerate(((-14, 14), (0, 22), (14, 14))):
        o.append(poly([(x - 5, -64), (x, -64 - h), (x + 5, -64)], "L", "A", 1.5))
    # snowflake in the hands
    sf = []
    for a in range(0, 180, 60):
        sf.append(line(-12 * math.cos(math.radians(a)), -12 * math.sin(math.radians(a)),
                       12 * math.cos(math.radians(a)), 12 * math.sin(math.radians(a)), "L", 3))
    o.append(circle(0, 18, 26, "H", None, 0))
    o.append(group(sf, 0, 18))
    return "".join(o)


@motif("conch")
def _conch(r, rnd):
    o = []
    o.append(path("M-70,30 C-80,0 -50,-50 0,-60 C40,-68 80,-40 76,-10 C72,20 50,30 30,40 C10,60 -20,70 -40,60 "
                  "C-55,52 -64,44 -70,30 Z", "F", "D", 4))
    o.append(path("M76,-10 C86,-30 96,-30 90,-60 C80,-40 70,-44 60,-50 Z", "F", "D", 3))
    o.append(path("M-40,60 C-60,70 -80,66 -86,54 C-70,56 -60,50 -60,44 Z", "F", "D", 3))
    for k in range(4):
        o.append(path("M%s,%s C%s,%s %s,%s %s,%s" % (-50 + k * 25, 40 - k * 8, -40 + k * 25, 0, -30 + k * 25, -30, -20 + k * 25, -56 + k * 4),
                      None, "D", 2.5))
    o.append(path("M-30,40 C-10,50 20,40 30,30 C10,20 -10,20 -30,40 Z", "A2", "D", 2))
    o.append(circle(-60, 62, 9, "L", "D", 2))
    o.append(circle(-63, 59, 3, "#ffffff", None, 0))
    o.append(water(78, 80))
    return "".join(o)


@motif("leech")
def _leech(r, rnd):
    o = []
    pts = [(-60, 50), (-50, 30), (-36, 14), (-20, 4), (-2, 0), (16, -6), (30, -18), (40, -34), (44, -52)]
    for i, (x, y) in enumerate(pts):
        rr = 12 + 6 * math.sin(math.pi * i / (len(pts) - 1))
        o.append(circle(x, y, rr, "F", "D", 3))
    o.append(circle(44, -52, 10, "E1", "D", 3))
    o.append(circle(44, -52, 5, "D", None, 0))
    for a in range(0, 360, 45):
        ra = math.radians(a)
        o.append(line(44 + 6 * math.cos(ra), -52 + 6 * math.sin(ra), 44 + 9 * math.cos(ra), -52 + 9 * math.sin(ra), "A", 1.5))
    for i, (x, y) in enumerate(pts[1:-1]):
        o.append(circle(x - 3, y - 6, 2.5, "A", None, 0, 'fill-opacity="0.8"'))
    o.append(water(70))
    return "".join(o)


@motif("lotus")
def _lotus(r, rnd):
    o = []
    o.append(ellipse(0, 56, 80, 16, "A2", "D", 3))
    o.append(path("M-70,56 C-50,48 -30,48 -10,56", None, "D", 2))
    petals = [(-60, 30, -50), (-30, 40, -25), (0, 48, 0), (30, 40, 25), (60, 30, 50)]
    back = [(-45, 42, -38), (45, 42, 38), (-15, 55, -12), (15, 55, 12)]
    for (x, h, rot) in back:
        o.append(group([path("M0,0 C-18,-20 -14,-%s 0,-%s C14,-%s 18,-20 0,0 Z" % (h, h + 14, h), "E1", "D", 3)], x * 0.6, 44, rot=rot))
    for (x, h, rot) in petals:
        o.append(group([path("M0,0 C-20,-20 -16,-%s 0,-%s C16,-%s 20,-20 0,0 Z" % (h, h + 16, h), "F", "D", 3.5),
                        line(0, -4, 0, -h, "A", 1.5)], x * 0.5, 48, rot=rot))
    o.append(circle(0, -26, 34, "H", None, 0))
    o.append(circle(0, -26, 8, "L", None, 0))
    return "".join(o)


@motif("serpent")
def _serpent(r, rnd):
    o = []
    d = "M-80,60 C-40,80 0,40 -20,10 C-40,-20 10,-50 40,-30 C60,-16 50,10 30,6"
    o.append(path(d, None, "D", 28))
    o.append(path(d, None, "F", 21))
    o.append(path(d, None, "A2", 6, 'stroke-opacity="0.8"'))
    o.append(path("M20,-30 C20,-70 70,-80 78,-50 C82,-36 70,-28 54,-30 C44,-31 36,-26 30,-20 Z", "F", "D", 4))
    o.append(path("M78,-50 L92,-50 L98,-58 M92,-50 L98,-44", None, "A2", 2.5))
    o.append(circle(56, -52, 5, "A", "D", 1.5))
    o.append(sym([]))
    for x, y in ((30, -66), (44, -74), (58, -74)):
        o.append(poly([(x - 6, y), (x, y - 14), (x + 6, y)], "E1", "D", 2))
    o.append(water(80, 80))
    return "".join(o)


@motif("drownedqueen")
def _drownedqueen(r, rnd):
    o = []
    o.append(path("M0,-70 C-50,-70 -70,-20 -64,20 C-60,50 -80,70 -76,86 C-50,70 -40,50 -36,30 L36,30 "
                  "C40,50 50,70 76,86 C80,70 60,50 64,20 C70,-20 50,-70 0,-70 Z", "A2", "D", 3.5))
    o.append(path("M0,-50 C-34,-50 -40,-12 -34,14 C-28,40 -14,56 0,58 C14,56 28,40 34,14 C40,-12 34,-50 0,-50 Z", "F", "D", 4))
    o.append(sym([path("M-26,-8 C-20,-14 -10,-14 -6,-8 C-12,-4 -20,-4 -26,-8 Z", "A", "D", 1.5)]))
    o.append(sym([path("M-16,-4 C-18,10 -14,24 -16,34", None, "A", 2, 'stroke-opacity="0.8"')]))
    o.append(path("M-10,34 C-4,38 4,38 10,34", None, "D", 2.5))
    o.append(poly([(-36, -48), (-40, -82), (-22, -62), (-10, -92), (0, -66), (10, -92), (22, -62), (40, -82), (36, -48)],
                  "#ffd45a", "D", 3))
    for x, y in ((-10, -88), (10, -88)):
        o.append(circle(x, y, 4, "A", "D", 1.5))
    for x, y in ((-50, 60), (50, 64), (-20, 76), (24, 80)):
        o.append(path("M%s,%s c-5,8 -5,14 0,14 c5,0 5,-6 0,-14 Z" % (x, y), "A", "D", 1.2))
    return "".join(o)


@motif("ferryman")
def _ferryman(r, rnd):
    o = []
    o.append(line(52, -90, 20, 80, "D", 7))
    o.append(line(52, -90, 20, 80, "E1", 3.5))
    o.append(path("M-30,40 C-34,0 -24,-50 0,-60 C22,-50 30,0 28,40 Z", "BG", "F", 4))
    o.append(path("M-14,-40 C-10,-50 10,-50 14,-40 C10,-30 -10,-30 -14,-40 Z", "D", None, 0))
    o.append(sym([circle(-5, -40, 2.2, "A", None, 0)]))
    o.append(path("M28,0 L46,-10", None, "F", 6))
    o.append(path("M-80,40 L80,40 C70,64 40,70 0,70 C-40,70 -70,64 -80,40 Z", "F", "D", 4))
    o.append(path("M-80,40 C-86,30 -88,20 -82,12", None, "D", 6))
    o.append(path("M-80,40 C-86,30 -88,20 -82,12", None, "F", 3))
    o.append(line(-70, 50, 70, 50, "D", 2))
    # lantern on the prow
    o.append(line(-82, 12, -82, 0, "D", 2))
    o.append(circle(-82, -8, 24, "H", None, 0))
    o.append(rect(-89, -16, 14, 16, "A", "D", 2, rx=3))
    o.append(water(80, 90))
    return "".join(o)


# ---------------------------------------------------------------- lantern
def halo(x, y, r, op=0.45):
    """A soft glow: radial gradient from the glow colour to transparent."""
    return circle(x, y, r, "H", None, 0, 'opacity="%.2f"' % min(1.0, op * 1.8))


@motif("imp")
def _imp(r, rnd):
    o = []
    o.append(path("M30,40 C60,40 70,20 66,0 C62,14 50,24 30,24 Z", "E1", "D", 3))
    o.append(sym([path("M-16,40 L-22,74 L-8,74 L-4,44 Z", "E1", "D", 3),
                  path("M-26,0 C-44,10 -56,24 -60,40 L-48,42 C-42,30 -34,22 -22,16 Z", "E1", "D", 3)]))
    o.append(path("M-30,-10 C-34,30 -20,50 0,50 C20,50 34,30 30,-10 Z", "F", "D", 4))
    o.append(halo(0, -46, 40))
    o.append(rect(-28, -24, 56, 20, "F", "D", 4, rx=6))
    o.append(path(flame_d(0, -22, 26, 62, 0.05), "A", "D", 2.5))
    o.append(path(flame_d(0, -24, 14, 40, 0.02), "L", None, 0))
    o.append(sym([circle(-9, -36, 4, "D", None, 0)]))
    o.append(path("M-6,-28 C-2,-24 2,-24 6,-28", None, "D", 2))
    o.append(sym([path("M-24,-20 C-40,-30 -44,-44 -38,-56 C-34,-44 -28,-34 -18,-26 Z", "E1", "D", 2.5)]))
    # wax drips
    for x, h in ((-20, 10), (4, 16), (18, 8)):
        o.append(path("M%s,-6 l0,%s a4,4 0 0 0 8,0 l0,-%s Z" % (x, h, h), "F", "D", 2))
    return "".join(o)


def moth(s=1.0, body="F", wing="E1", spot="A"):
    o = []
    o.append(sym([path("M-4,-6 C-30,-50 -78,-50 -80,-20 C-80,0 -40,6 -4,0 Z", wing, "D", 3.5 / s),
                  path("M-4,4 C-40,6 -66,30 -50,50 C-36,62 -14,40 -4,14 Z", wing, "D", 3.5 / s),
                  circle(-48, -22, 10, spot, "D", 2 / s), circle(-48, -22, 4, "D", None, 0),
                  circle(-34, 30, 6, spot, "D", 1.5 / s),
                  path("M-10,-22 C-30,-28 -60,-30 -72,-18", None, "D", 1.5 / s),
                  path("M-4,-36 C-10,-60 -22,-70 -30,-72", None, "D", 3 / s)]))
    o.append(ellipse(0, 10, 8, 34, body, "D", 3 / s))
    o.append(circle(0, -28, 9, body, "D", 3 / s))
    for y in (0, 12, 24):
        o.append(line(-6, y, 6, y, "D", 1.5 / s))
    return group(o, 0, 0, s)


@motif("moth")
def _moth(r, rnd):
    o = [halo(0, 0, 60, 0.25), moth(1.0)]
    for x, y in ((-60, 60), (50, 66), (66, -60)):
        o.append(circle(x, y, 3, "A", None, 0))
    return "".join(o)


@motif("acolyte")
def _acolyte(r, rnd):
    o = []
    o.append(path("M0,-74 C-30,-74 -40,-40 -40,-20 C-50,20 -62,60 -70,80 L70,80 C62,60 50,20 40,-20 C40,-40 30,-74 0,-74 Z", "A2", "D", 4))
    o.append(path("M0,-62 C-22,-62 -26,-36 -24,-22 C-12,-14 12,-14 24,-22 C26,-36 22,-62 0,-62 Z", "BG", "D", 2))
    o.append(sym([ellipse(-9, -36, 4, 2.5, "A", None, 0)]))
    o.append(path("M-40,-10 C-30,20 -14,30 0,30 C14,30 30,20 40,-10", None, "D", 2.5))
    o.append(halo(0, -6, 34))
    o.append(rect(-9, -2, 18, 34, "F", "D", 3, rx=3))
    o.append(path("M-9,4 l0,10 a3,3 0 0 0 6,0 l0,-10 Z", "F", "D", 1.5))
    o.append(line(0, -2, 0, -8, "D", 2))
    o.append(flame(0, -8, 12, 28))
    o.append(sym([ellipse(-16, 30, 12, 8, "E0", "D", 2.5)]))
    for y in (48, 64):
        o.append(path("M-50,%s C-20,%s 20,%s 50,%s" % (y, y + 6, y + 6, y), None, "D", 1.5))
    return "".join(o)


@motif("brazier")
def _brazier(r, rnd):
    o = []
    o.append(sym([line(-20, 20, -50, 80, "D", 8), line(-20, 20, -50, 80, "E1", 4)]))
    o.append(line(0, 20, 0, 80, "D", 8))
    o.append(line(0, 20, 0, 80, "E1", 4))
    o.append(halo(0, -30, 70, 0.5))
    o.append(path(flame_d(-22, 0, 30, 70, -0.15), "A2", "D", 2))
    o.append(path(flame_d(24, 0, 30, 76, 0.15), "A2", "D", 2))
    o.append(path(flame_d(0, 0, 44, 110, 0.02), "A", "D", 2.5))
    o.append(path(flame_d(0, -2, 24, 70, 0.0), "L", None, 0))
    o.append(path("M-60,-4 L60,-4 C56,24 30,34 0,34 C-30,34 -56,24 -60,-4 Z", "F", "D", 4))
    o.append(rect(-64, -10, 128, 10, "E1", "D", 3, rx=4))
    for x in (-36, -12, 12, 36):
        o.append(poly(star_pts(x, 14, 6, 3, 4), "D", None, 0))
    return "".join(o)


@motif("reaper")
def _reaper(r, rnd):
    o = []
    o.append(line(-48, 84, 40, -80, "D", 9))
    o.append(line(-48, 84, 40, -80, "E1", 5))
    o.append(path("M40,-80 C10,-96 -40,-90 -70,-60 C-40,-74 0,-74 30,-62 Z", "F", "D", 3.5))
    for x, y in ((-56, -66), (-30, -78), (-4, -80)):
        o.append(path(flame_d(x, y, 12, 26, -0.1), "A", None, 0, 'fill-opacity="0.9"'))
    o.append(path("M0,-58 C-30,-58 -40,-20 -42,10 C-46,40 -56,64 -62,80 L58,80 C52,60 44,40 40,10 C38,-20 30,-58 0,-58 Z", "A2", "D", 4))
    o.append(path("M0,-46 C-18,-46 -22,-26 -20,-12 C-10,-6 10,-6 20,-12 C22,-26 18,-46 0,-46 Z", "BG", "D", 2))
    o.append(sym([circle(-8, -26, 4, "A", None, 0)]))
    o.append(path("M-42,20 C-20,30 10,30 30,14", None, "D", 3))
    o.append(sym([circle(-14, 10, 7, "E0", "D", 2)]))
    for x in (-50, -30, 30, 50):
        o.append(path(flame_d(x, 84, 14, 30 + abs(x) * 0.3), "A", None, 0, 'fill-opacity="0.85"'))
    return "".join(o)


@motif("lamppost")
def _lamppost(r, rnd):
    o = []
    o.append(rect(-6, -30, 12, 106, "E1", "D", 3))
    o.append(rect(-22, 70, 44, 12, "E1", "D", 3, rx=3))
    o.append(path("M6,-40 C30,-50 44,-40 44,-24", None, "D", 5))
    o.append(halo(0, -52, 46, 0.55))
    o.append(path("M-22,-36 L22,-36 L16,-72 L-16,-72 Z", "A", "D", 3))
    o.append(path(flame_d(0, -40, 12, 26), "L", None, 0))
    o.append(line(0, -72, 0, -36, "D", 2))
    o.append(poly([(-26, -72), (26, -72), (0, -90)], "F", "D", 3))
    o.append(rect(-24, -40, 48, 6, "F", "D", 2))
    # the lamplighter's hook pole leaning against it
    o.append(line(-60, 82, 30, -70, "D", 6))
    o.append(line(-60, 82, 30, -70, "A2", 3))
    o.append(path("M30,-70 C36,-82 26,-88 20,-80", None, "A2", 3))
    for x, y in ((-50, -60), (54, -10), (-58, 10)):
        o.append(circle(x, y, 2.5, "A", None, 0))
    return "".join(o)


@motif("gravebell")
def _gravebell(r, rnd):
    o = []
    o.append(path("M-66,84 L-66,-30 C-66,-80 66,-80 66,-30 L66,84 L48,84 L48,-26 C48,-60 -48,-60 -48,-26 L-48,84 Z", "E1", "D", 4))
    o.append(poly([(-10, -78), (0, -96), (10, -78)], "E1", "D", 3))
    o.append(line(-48, -40, 48, -40, "D", 5))
    o.append(path("M-30,36 C-30,-4 -22,-32 0,-34 C22,-32 30,-4 30,36 C38,40 40,46 40,48 L-40,48 C-40,46 -38,40 -30,36 Z", "F", "D", 4))
    o.append(circle(0, 56, 8, "A", "D", 2))
    o.append(path("M-14,-6 C-10,6 -10,20 -14,30", None, "D", 2))
    # sound rings
    for k, rr in enumerate((52, 60)):
        o.append(path("M%s,20 A%s,%s 0 0 1 %s,60" % (-rr - 10, rr, rr, -rr - 2), None, "A", 3, 'stroke-opacity="%.1f"' % (0.8 - k * 0.3)))
        o.append(path("M%s,20 A%s,%s 0 0 0 %s,60" % (rr + 10, rr, rr, rr + 2), None, "A", 3, 'stroke-opacity="%.1f"' % (0.8 - k * 0.3)))
    return "".join(o)


@motif("soothound")
def _soothound(r, rnd):
    o = [halo(0, -10, 80, 0.35)]
    for x, y, lean, h in ((-46, -30, -0.25, 56), (-26, -48, -0.1, 60), (-2, -56, 0.05, 50), (-54, 0, -0.3, 44)):
        o.append(path(flame_d(x, y, 24, h, lean), "A", "D", 2))
        o.append(path(flame_d(x, y - 2, 12, h * 0.6, lean), "L", None, 0))
    body = ("M-66,84 C-66,44 -48,12 -30,-8 C-38,-36 -26,-64 4,-66 C30,-68 56,-50 70,-30 C80,-16 74,-2 60,0 "
            "C44,2 30,-4 20,4 C26,30 40,60 44,84 Z")
    o.append(path(body, "BG", "A", 4))
    o.append(path("M-8,-56 C-28,-62 -38,-48 -32,-28 C-22,-38 -14,-44 -8,-56 Z", "A2", "A", 2))
    o.append(path("M-2,-46 L20,-40 L0,-33 Z", "A", None, 0))
    o.append(circle(8, -40, 3, "L", None, 0))
    o.append(ellipse(70, -24, 7, 6, "A", None, 0))
    o.append(path("M60,0 C50,10 40,12 30,10", None, "A", 2))
    o.append(path("M-30,20 C-10,12 10,10 28,16", None, "A2", 6))
    for x, y in ((-20, 40), (0, 60), (20, 44), (-40, 64)):
        o.append(circle(x, y, 2.5, "A", None, 0, 'fill-opacity="0.8"'))
    return "".join(o)


@motif("paperlantern")
def _paperlantern(r, rnd):
    o = []
    o.append(line(0, -96, 0, -64, "D", 3))
    o.append(halo(0, 0, 74, 0.5))
    o.append(rect(-22, -68, 44, 10, "E1", "D", 3, rx=2))
    o.append(rect(-22, 58, 44, 10, "E1", "D", 3, rx=2))
    o.append(path("M-20,-58 C-62,-50 -62,50 -20,58 L20,58 C62,50 62,-50 20,-58 Z", "A", "D", 4))
    for x in (-30, -12, 12, 30):
        o.append(path("M%s,-58 C%s,-20 %s,20 %s,58" % (x * 0.6, x * 1.4, x * 1.4, x * 0.6), None, "D", 1.6))
    for y in (-30, 0, 30):
        w = 52 - abs(y) * 0.35
        o.append(line(-w, y, w, y, "D", 1.2, 'stroke-opacity="0.6"'))
    o.append(path(flame_d(0, 20, 20, 46), "L", None, 0, 'fill-opacity="0.9"'))
    for x, l in ((-10, 26), (0, 34), (10, 24)):
        o.append(path("M%s,68 C%s,%s %s,%s %s,%s" % (x, x - 6, 68 + l / 2, x + 6, 68 + l / 2, x, 68 + l), None, "A2", 3))
    return "".join(o)


@motif("phoenix")
def _phoenix(r, rnd):
    o = []
    o.append(halo(0, -10, 70, 0.45))
    for k, (x, l) in enumerate(((-26, 60), (0, 80), (26, 60))):
        o.append(path("M0,24 C%s,%s %s,%s %s,%s C%s,%s %s,%s 0,24 Z" % (x * 0.5 - 10, 50, x - 16, 24 + l * 0.8, x, 24 + l,
                                                                        x + 16, 24 + l * 0.8, x * 0.5 + 10, 50), "A", "D", 2.5))
    wing = [path("M-8,-4 C-30,-40 -60,-64 -90,-70 C-80,-56 -82,-44 -72,-38 C-84,-32 -84,-18 -74,-12 C-84,-4 -80,8 -66,10 "
                 "C-50,14 -24,12 -8,14 Z", "A2", "D", 3.5)]
    for k in range(4):
        wing.append(path("M-14,%s C-40,%s -60,%s -76,%s" % (4 - k * 8, -6 - k * 10, -18 - k * 10, -22 - k * 12), None, "A", 2.5))
    o.append(sym(wing))
    o.append(path("M0,-40 C-16,-40 -20,-20 -16,0 C-12,20 -8,30 0,34 C8,30 12,20 16,0 C20,-20 16,-40 0,-40 Z", "F", "D", 3.5))
    o.append(circle(0, -50, 14, "F", "D", 3.5))
    o.append(poly([(-5, -46), (0, -34), (5, -46)], "A", "D", 1.5))
    o.append(sym([circle(-6, -54, 2.6, "D", None, 0)]))
    for x, h in ((-8, 18), (0, 26), (8, 18)):
        o.append(path(flame_d(x, -60, 8, h, x * 0.02), "A", "D", 1.5))
    return "".join(o)


@motif("widow")
def _widow(r, rnd):
    o = []
    o.append(path("M0,-80 C-40,-80 -50,-40 -54,0 C-58,40 -70,70 -78,86 L78,86 C70,70 58,40 54,0 C50,-40 40,-80 0,-80 Z", "A2", "D", 4))
    o.append(path("M0,-60 C-26,-60 -32,-30 -30,-6 C-26,20 -14,30 0,32 C14,30 26,20 30,-6 C32,-30 26,-60 0,-60 Z", "F", "D", 3.5))
    o.append(path("M0,-80 C-46,-74 -50,-30 -34,10 C-30,-20 -20,-50 0,-52 C20,-50 30,-20 34,10 C50,-30 46,-74 0,-80 Z", "D", None, 0, 'fill-opacity="0.85"'))
    o.append(sym([path("M-22,-18 C-16,-24 -8,-24 -4,-18 C-10,-14 -16,-14 -22,-18 Z", "A", None, 0)]))
    o.append(path("M-6,10 C-2,14 2,14 6,10", None, "D", 2))
    o.append(path("M-50,40 C-20,54 20,54 50,40", None, "E1", 3))
    # ember necklace + spider brooch
    for k in range(7):
        x = -24 + k * 8
        o.append(circle(x, 48 + abs(x) * -0.12, 3, "A", "D", 1))
    o.append(circle(0, 62, 8, "BG", "A", 2))
    o.append(sym([line(-6, 58, -16, 52, "A", 1.8), line(-6, 62, -17, 62, "A", 1.8), line(-6, 66, -16, 72, "A", 1.8)]))
    return "".join(o)


@motif("revenant")
def _revenant(r, rnd):
    o = []
    o.append(path("M0,-80 C40,-80 56,-40 50,0 C46,30 60,50 70,70 C50,60 40,76 30,64 C20,84 10,70 0,80 C-10,66 -24,84 -30,64 "
                  "C-44,76 -56,56 -64,66 C-56,40 -48,20 -50,0 C-56,-40 -40,-80 0,-80 Z", "F", "D", 4, 'fill-opacity="0.92"'))
    o.append(sym([ellipse(-17, -34, 10, 14, "BG", None, 0), circle(-17, -30, 4, "A", None, 0)]))
    o.append(ellipse(0, 0, 10, 14, "BG", None, 0))
    for k, (x, y) in enumerate(((-80, -40), (70, -60), (-76, 30))):
        o.append(path("M%s,%s c10,-10 24,-10 30,0 c6,10 20,10 28,0" % (x, y), None, "E0", 4, 'stroke-opacity="0.45"'))
    o.append(sym([path("M-50,0 C-70,10 -80,30 -86,40", None, "F", 7, 'stroke-opacity="0.6"')]))
    return "".join(o)


@motif("chandelier")
def _chandelier(r, rnd):
    o = []
    o.append(line(0, -96, 0, -40, "D", 4))
    o.append(circle(0, -40, 8, "E1", "D", 2.5))
    for x in (-60, -30, 30, 60):
        o.append(path("M0,-40 L%s,-4" % x, None, "D", 2.5))
    o.append(ellipse(0, 0, 76, 18, None, "D", 12))
    o.append(ellipse(0, 0, 76, 18, None, "F", 7))
    # bone ornaments (little dumbbells) on the ring
    for x, y in ((-50, 12), (0, 18), (50, 12)):
        o.append(group([rect(-10, -2.5, 20, 5, "E0", "D", 1.5), circle(-11, -3, 3.5, "E0", "D", 1.5), circle(-11, 3, 3.5, "E0", "D", 1.5),
                        circle(11, -3, 3.5, "E0", "D", 1.5), circle(11, 3, 3.5, "E0", "D", 1.5)], x, y))
    for x, y in ((-66, -8), (-34, -16), (0, -18), (34, -16), (66, -8)):
        o.append(halo(x, y - 26, 16, 0.4))
        o.append(rect(x - 5, y - 22, 10, 22, "E0", "D", 2, rx=2))
        o.append(flame(x, y - 24, 8, 18, 0, "A", "D", 1.5))
    for x in (-40, 0, 40):
        o.append(path("M%s,18 l0,%s" % (x, 24 + abs(x) * 0.2), None, "E0", 2.5))
        o.append(circle(x, 44 + abs(x) * 0.2, 4, "A", "D", 1))
    return "".join(o)


@motif("swarm")
def _swarm(r, rnd):
    o = [halo(0, 0, 64, 0.3)]
    o.append(group([moth(0.42, "F", "E1", "A")], -36, -44, rot=-20))
    o.append(group([moth(0.5, "F", "A2", "A")], 34, -20, rot=18))
    o.append(group([moth(0.46, "F", "E1", "A")], -16, 38, rot=-6))
    for x, y in ((10, 70), (-62, 12), (60, 50), (56, -70)):
        o.append(circle(x, y, 3, "A", None, 0))
    return "".join(o)


@motif("tallowgolem")
def _tallowgolem(r, rnd):
    o = []
    o.append(path("M-60,80 C-70,40 -64,0 -50,-30 C-40,-56 -20,-62 0,-62 C20,-62 40,-56 50,-30 C64,0 70,40 60,80 Z", "F", "D", 4))
    for x, h in ((-50, 30), (-20, 44), (14, 26), (44, 38)):
        o.append(path("M%s,80 l0,-%s a7,7 0 0 1 14,0 l0,%s Z" % (x, h, h), "E0", "D", 2))
    for x, w, y in ((-40, 14, -40), (-6, 16, -62), (28, 12, -44)):
        o.append(rect(x, y - 26, w, 26, "E0", "D", 2.5, rx=2))
        o.append(halo(x + w / 2, y - 40, 14, 0.5))
        o.append(flame(x + w / 2, y - 28, 9, 22, 0, "A", "D", 1.5))
    o.append(sym([ellipse(-18, -4, 8, 10, "BG", None, 0), circle(-18, -2, 3.5, "A", None, 0)]))
    o.append(path("M-16,24 C-6,16 6,16 16,24", None, "D", 3))
    return "".join(o)


@motif("salamander")
def _salamander(r, rnd):
    o = []
    o.append(halo(0, 0, 66, 0.3))
    d = "M0,-60 C-10,-30 10,-10 0,20 C-10,50 20,70 40,78"
    o.append(path(d, None, "D", 26))
    o.append(path(d, None, "F", 19))
    legs = [path("M-4,-34 L-30,-44 L-40,-36", None, "D", 7), path("M-4,-34 L-30,-44 L-40,-36", None, "F", 3.5),
            path("M-2,24 L-30,34 L-38,46", None, "D", 7), path("M-2,24 L-30,34 L-38,46", None, "F", 3.5)]
    o.append("".join(legs))
    o.append(mirror([group(legs, 0, 0)]))
    o.append(ellipse(0, -66, 14, 18, "F", "D", 4))
    o.append(sym([circle(-8, -72, 3.5, "A", "D", 1)]))
    for x, y in ((2, -40), (-2, -10), (2, 20), (16, 56), (32, 72)):
        o.append(circle(x, y, 4, "A", None, 0))
    for x, y, lean in ((-36, -10, -0.2), (40, 0, 0.2), (56, 70, 0.3)):
        o.append(path(flame_d(x, y, 14, 32, lean), "A", "D", 1.5))
    return "".join(o)


@motif("embermoth")
def _embermoth(r, rnd):
    return halo(0, 0, 56, 0.4) + moth(0.8, "F", "A", "A2")


@motif("flame")
def _flame(r, rnd):
    o = [halo(0, -10, 70, 0.55)]
    o.append(path(flame_d(-26, 60, 30, 70, -0.2), "A2", "D", 2.5))
    o.append(path(flame_d(26, 60, 30, 74, 0.2), "A2", "D", 2.5))
    o.append(path(flame_d(0, 64, 56, 140, 0.05), "A", "D", 3))
    o.append(path(flame_d(0, 62, 30, 90, 0.03), "L", None, 0))
    o.append(ellipse(0, 66, 50, 8, "E1", "D", 3))
    return "".join(o)


@motif("phoenixchick")
def _phoenixchick(r, rnd):
    o = [halo(0, 0, 70, 0.5)]
    o.append(path(flame_d(0, 70, 70, 120, 0.0), "A", "D", 2.5))
    o.append(group([_phoenix(r, rnd)], 0, -4, 0.7))
    return "".join(o)


# ---------------------------------------------------------------- recipes
def _r(faction, motif_name, **kw):
    d = {"faction": faction, "motif": motif_name}
    d.update(kw)
    return d


RECIPES = {
    # Castle Guard
    "gate-warden": _r("guard", "portcullis"),
    "pike-recruit": _r("guard", "pikes"),
    "road-scout": _r("guard", "signpost", hue=0.02),
    "tower-mason": _r("guard", "hammer"),
    "banner-sergeant": _r("guard", "banner"),
    "watch-captain": _r("guard", "helm"),
    "armory-clerk": _r("guard", "barrel", scale=0.95),
    "royal-herald": _r("guard", "trumpet", scale=0.95),
    "crossbow-tower": _r("guard", "crossbow"),
    "militia-drummer": _r("guard", "drum"),
    "shield-wall": _r("guard", "shields"),
    "bastion-knight": _r("guard", "greathelm"),
    "castle-mastiff": _r("guard", "mastiff"),
    "wall-archer": _r("guard", "bow", scale=0.95),
    "lance-rider": _r("guard", "knighthorse"),
    "lord-castellan": _r("guard", "keep"),
    "iron-marshal": _r("guard", "swordcrown"),
    "pike-volley": _r("guard", "volley"),
    "levy": _r("guard", "pitchfork"),
    "man-at-arms": _r("guard", "swordbuckler"),
    # Clockwork Menagerie
    "cogmouse": _r("clock", "cogmouse", dx=10, scale=0.92),
    "tin-sparrow": _r("clock", "tinsparrow", scale=0.95),
    "brass-beetle": _r("clock", "beetle"),
    "windup-hound": _r("clock", "windhound", dx=12, scale=0.88),
    "gear-tortoise": _r("clock", "tortoise", dx=-8, scale=0.85),
    "clockwork-owl": _r("clock", "owl"),
    "spring-stag": _r("clock", "stag"),
    "oiler-crab": _r("clock", "crab"),
    "tinker-fox": _r("clock", "fox"),
    "music-box-nightingale": _r("clock", "nightingale", scale=0.92),
    "pendulum-ram": _r("clock", "ram", scale=0.92),
    "brass-golem": _r("clock", "golem", scale=0.92),
    "copper-spider": _r("clock", "spider", scale=0.95),
    "steam-boar": _r("clock", "boar", dx=6, scale=0.9),
    "mainspring-lion": _r("clock", "lion"),
    "grand-orrery": _r("clock", "orrery"),
    "cogling": _r("clock", "cogling"),
    "gyro-hare": _r("clock", "hare"),
    # River Spirits
    "reed-sprite": _r("river", "reeds"),
    "mist-otter": _r("river", "otter"),
    "eel-wisp": _r("river", "eel", scale=0.9),
    "drowned-bell": _r("river", "drownedbell"),
    "ebb-wraith": _r("river", "ebbwraith", scale=0.95),
    "heron-oracle": _r("river", "heron", dx=6, scale=0.95),
    "undertow": _r("river", "whirlpool"),
    "moon-carp": _r("river", "carp", dx=8, scale=0.92),
    "kelpie": _r("river", "kelpie", scale=0.95),
    "silt-toad": _r("river", "toad"),
    "frost-naiad": _r("river", "naiad"),
    "tide-caller": _r("river", "conch", dx=8, scale=0.88),
    "leech-spirit": _r("river", "leech"),
    "lotus-warden": _r("river", "lotus"),
    "river-serpent": _r("river", "serpent", dx=-6, scale=0.86),
    "drowned-queen": _r("river", "drownedqueen"),
    "ferryman": _r("river", "ferryman", dx=4, scale=0.86),
    # Lantern Wake
    "candlewick-imp": _r("lantern", "imp"),
    "ash-moth": _r("lantern", "moth"),
    "wax-acolyte": _r("lantern", "acolyte"),
    "pyre-priest": _r("lantern", "brazier"),
    "cinder-reaper": _r("lantern", "reaper"),
    "smoke-revenant": _r("lantern", "revenant"),
    "lamplighter": _r("lantern", "lamppost"),
    "grave-bell": _r("lantern", "gravebell"),
    "soot-hound": _r("lantern", "soothound", scale=0.95),
    "funeral-lantern": _r("lantern", "paperlantern"),
    "ember-widow": _r("lantern", "widow"),
    "bone-chandelier": _r("lantern", "chandelier"),
    "gloam-swarm": _r("lantern", "swarm"),
    "tallow-golem": _r("lantern", "tallowgolem"),
    "ember-salamander": _r("lantern", "salamander"),
    "phoenix-lantern": _r("lantern", "phoenix"),
    "ember-moth": _r("lantern", "embermoth"),
    "rekindled-flame": _r("lantern", "flame"),
    "phoenix-reborn": _r("lantern", "phoenixchick"),
}
