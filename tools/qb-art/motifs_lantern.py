"""Lantern emblems of the Queen's Blood core set (see motifs.py): drawn in a
local box about -80..80 x -85..85 centred on (0,0)."""
import math
from svg import (circle, ellipse, rect, poly, path, line, group, gear, gear_path, flame, flame_d,
                 star_pts, arc_pts, fmt, mirror)
from motif_kit import motif, sym, halo  # noqa: F401


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
