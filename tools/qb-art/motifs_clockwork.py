"""Clockwork emblems of the Queen's Blood core set (see motifs.py): drawn in a
local box about -80..80 x -85..85 centred on (0,0)."""
import math
from svg import (circle, ellipse, rect, poly, path, line, group, gear, gear_path, flame, flame_d,
                 star_pts, arc_pts, fmt, mirror)
from motif_kit import motif, sym  # noqa: F401


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
