"""River emblems of the Queen's Blood core set (see motifs.py): drawn in a
local box about -80..80 x -85..85 centred on (0,0)."""
import math
from svg import (circle, ellipse, rect, poly, path, line, group, gear, gear_path, flame, flame_d,
                 star_pts, arc_pts, fmt, mirror)
from motif_kit import motif, sym, halo  # noqa: F401


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
