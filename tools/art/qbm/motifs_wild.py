"""Beasts and weather of the Queen by Midnight art: moths, eels, hounds,
birds, a griffin and a wyrm, leeches and wasps, bolts, stars, waves,
flames, herbs, shells and feathers."""
import math
from kit import (motif, blob, limb, circle, ellipse, path, poly, line, rect, fmt, sparkle, star_pts, arc_pts, smooth)


@motif("moth")
def moth(fill="K", wing="A", spread=1.0):
    o = []
    for s in (-1, 1):
        o.append(blob([(0, -6), (s * 30 * spread, -40), (s * 62 * spread, -36), (s * 56 * spread, -6),
                       (s * 20, 4)], wing, "K", 2.5))
        o.append(blob([(0, 4), (s * 40 * spread, 14), (s * 44 * spread, 40), (s * 18, 40), (s * 4, 14)], wing, "K", 2.5))
        o.append(circle(s * 36 * spread, -22, 7, "L", "K", 1.5))
        o.append(limb([(s * 3, -26), (s * 12, -44), (s * 22, -50)], 2.5, fill))
    o.append(ellipse(0, 4, 7, 30, fill))
    return "".join(o)


@motif("eel")
def eel(fill="K", lamp="G"):
    body = [(-62, 40), (-40, 14), (-10, 26), (16, 40), (40, 22), (44, -8), (26, -30), (0, -34)]
    o = [limb(body, 16, fill), limb(body[:-1], 6, "K2")]
    o.append(ellipse(-6, -36, 16, 11, fill, None, 0, None, -15))
    o.append(circle(-12, -40, 3, "W"))
    o.append(path("M-18,-32 L-26,-28", None, "L", 2))
    o.append(limb([(-4, -46), (-14, -64), (-30, -66)], 2.5, fill))
    o.append(circle(-32, -66, 9, lamp, None, 0, 0.4))
    o.append(circle(-32, -66, 5, lamp, "K", 1.2))
    for x, y in ((-42, 14), (-10, 26), (20, 38)):
        o.append(poly([(x, y - 7), (x + 6, y - 16), (x + 10, y - 6)], fill))
    return "".join(o)


@motif("hound")
def hound(fill="K", pose="stand", embers=True):
    o = []
    if pose == "stand":
        o.append(blob([(-44, -6), (-20, -14), (20, -14), (38, -22), (52, -30), (66, -20), (60, -10), (44, -4),
                       (36, 10), (-36, 12)], fill, tension=0.8))
        for x0, x1 in ((-34, -40), (-22, -18), (24, 30), (34, 44)):
            o.append(limb([(x0, 4), ((x0 + x1) / 2, 26), (x1, 48)], 7, fill))
        o.append(limb([(-42, -6), (-58, -20), (-66, -38)], 6, fill))
        o.append(poly([(46, -30), (44, -46), (54, -34)], fill))
        o.append(circle(56, -24, 2.2, "R"))
    else:
        o.append(blob([(-30, 40), (-30, 0), (-14, -20), (6, -26), (20, -44), (34, -46), (40, -36), (30, -24),
                       (26, -8), (22, 40)], fill, tension=0.8))
        o.append(limb([(10, 10), (14, 46)], 8, fill))
        o.append(poly([(24, -44), (22, -62), (32, -48)], fill))
        o.append(circle(32, -38, 2.2, "R"))
        o.append(limb([(-28, 36), (-50, 30), (-58, 12)], 6, fill))
    if embers:
        for x, y, r in ((-60, -50, 3), (-48, -60, 2.2), (-70, -62, 1.8), (-56, -74, 1.5)):
            o.append(circle(x, y, r, "R"))
    return "".join(o)


@motif("bird")
def bird(fill="K", pose="glide", eye="G", tail="fan"):
    o = []
    if pose == "glide":
        o.append(blob([(-4, -6), (-30, -34), (-64, -40), (-40, -14), (-16, 8)], fill, tension=0.8))
        o.append(blob([(4, -6), (30, -34), (64, -40), (40, -14), (16, 8)], fill, tension=0.8))
        o.append(blob([(0, -22), (8, -14), (10, 12), (0, 30), (-10, 12), (-8, -14)], fill))
        o.append(poly([(0, 22), (14, 44), (0, 38), (-14, 44)], fill))
        o.append(poly([(-3, -22), (0, -30), (3, -22)], "G"))
    elif pose == "dive":
        o.append(blob([(-16, -40), (0, -20), (14, 20), (6, 40), (-6, 30), (-12, 0)], fill))
        o.append(blob([(0, -14), (44, -52), (60, -40), (18, 4)], fill, tension=0.8))
        o.append(blob([(-8, -10), (-44, -20), (-58, -6), (-10, 8)], fill, tension=0.8))
        o.append(poly([(6, 38), (0, 58), (14, 50)], fill))
        o.append(circle(-10, -34, 2.4, eye))
    else:  # perched, facing right
        o.append(blob([(-10, -30), (8, -38), (20, -30), (28, -26), (18, -20), (16, -4), (14, 28), (-4, 36), (-18, 10)],
                      fill, tension=0.8))
        o.append(blob([(-14, -6), (-4, -14), (6, 12), (-2, 40), (-30, 60), (-22, 30)], "K2", "K", 1.5))
        o.append(limb([(0, 34), (0, 46)], 3, fill))
        o.append(limb([(8, 32), (10, 46)], 3, fill))
        o.append(circle(10, -28, 2.6, eye))
        o.append(path("M-40,48 C-10,46 20,46 44,48", None, "K", 5))
    return "".join(o)


@motif("griffin")
def griffin(fill="K"):
    o = [blob([(-50, 20), (-40, -4), (0, -10), (24, -18), (34, -8), (30, 12), (-40, 30)], fill)]
    o.append(blob([(-10, -10), (-30, -50), (-10, -74), (14, -72), (0, -50), (10, -20)], fill, tension=0.8))
    for i in range(3):
        o.append(path("M%s,%s C%s,%s %s,%s %s,%s" % (fmt(-18 + i * 6), fmt(-56 + i * 14), fmt(-4 + i * 6),
                                                       fmt(-58 + i * 14), fmt(6 + i * 4), fmt(-50 + i * 14),
                                                       fmt(8 + i * 4), fmt(-42 + i * 14)), None, "K2", 2))
    o.append(blob([(20, -14), (26, -40), (40, -48), (52, -40), (60, -34), (48, -30), (40, -14)], fill))
    o.append(poly([(52, -40), (66, -36), (54, -30)], "G", "K", 1))
    o.append(circle(44, -38, 2.4, "G"))
    for x0, x1 in ((-40, -50), (-28, -24), (18, 30), (28, 42)):
        o.append(limb([(x0, 16), ((x0 + x1) / 2, 36), (x1, 56)], 7, fill))
    o.append(limb([(-48, 18), (-66, 8), (-70, -10)], 5, fill))
    o.append(ellipse(-72, -14, 6, 9, fill))
    return "".join(o)


@motif("wyrm")
def wyrm(fill="K", stars=True):
    body = [(-60, 50), (-30, 56), (0, 40), (-10, 10), (-40, 0), (-40, -26), (-10, -40), (20, -30), (34, -44)]
    o = [limb(body, 18, fill), limb(body[1:-2], 6, "K2")]
    o.append(ellipse(40, -50, 16, 11, fill, None, 0, None, -30))
    o.append(poly([(30, -58), (22, -76), (38, -62)], fill))
    o.append(poly([(40, -62), (42, -80), (48, -62)], fill))
    o.append(circle(46, -54, 2.6, "G"))
    o.append(poly([(-60, 50), (-76, 40), (-70, 60)], fill))
    for x, y in body[1:-1]:
        o.append(poly([(x - 5, y - 8), (x, y - 18), (x + 5, y - 8)], fill))
    if stars:
        for x, y in body[2:-2:2]:
            o.append(sparkle(x, y, 5, "G"))
    return "".join(o)


@motif("leech")
def leech(fill="K", curl=1.0):
    pts = [(-56, 30), (-30, 42), (0, 30), (20, 4), (40, -10), (56, -6)]
    o = [limb(pts, 22, fill)]
    for x, y in pts[1:-1]:
        o.append(ellipse(x, y, 4, 10, None, "K2", 2))
    o.append(circle(58, -6, 10, fill))
    o.append(circle(62, -6, 4, "R"))
    return "".join(o)


@motif("wasp_nest")
def wasp_nest(fill="K2", wasps=3):
    o = [limb([(-40, -70), (0, -66), (40, -72)], 5, "K"),
         blob([(0, -66), (30, -40), (36, 0), (20, 36), (0, 44), (-20, 36), (-36, 0), (-30, -40)], fill, "K", 3)]
    for i, y in enumerate((-40, -18, 4, 24)):
        w = 26 + (8 if 0 < i < 3 else 0)
        o.append(path("M-%s,%s C-10,%s 10,%s %s,%s" % (fmt(w), fmt(y), fmt(y + 6), fmt(y + 6), fmt(w), fmt(y)), None,
                      "K", 2))
    o.append(ellipse(0, 30, 7, 5, "K"))
    for i in range(wasps):
        wx, wy = [(-54, -10), (50, -30), (46, 34)][i]
        o.append(ellipse(wx, wy, 8, 5, "G", "K", 1.5))
        o.append(line(wx - 2, wy - 5, wx - 2, wy + 5, "K", 2))
        o.append(ellipse(wx - 2, wy - 8, 6, 3, "L", "K", 1, 0.8, -30))
    return "".join(o)


@motif("bolt")
def bolt(fill="G", scale=1.0, forks=True):
    pts = [(10, -70), (-20, -6), (2, -8), (-18, 70), (26, -18), (4, -16), (30, -70)]
    o = [poly([(x * scale, y * scale) for x, y in pts], fill, "K", 2.5)]
    if forks:
        o.append(limb([(-14, 20), (-36, 30), (-44, 50)], 3, fill))
        o.append(limb([(14, -30), (40, -36), (52, -52)], 3, fill))
    return "".join(o)


@motif("star")
def star(fill="G", points=5, r=44, tail=0, inner=0.45):
    o = []
    if tail:
        o.append(path("M-10,-10 C-40,-40 -60,-60 -%s,-%s C-50,-50 -30,-40 10,-10 Z" % (fmt(tail), fmt(tail)), fill,
                      None, 0, 0.5))
        o.append(path("M-6,6 C-30,-10 -50,-30 -%s,-%s" % (fmt(tail * 0.8), fmt(tail * 0.6)), None, fill, 3, 0.5))
    o.append(poly(star_pts(0, 0, r, r * inner, points), fill, "K", 2.5))
    o.append(circle(0, 0, r * 0.2, "W"))
    return "".join(o)


@motif("waves")
def waves(fill="A", rows=3, amp=8):
    o = []
    for i in range(rows):
        y = i * 16
        d = "M-70,%s" % fmt(y)
        for k in range(7):
            x = -70 + k * 20
            d += " Q%s,%s %s,%s" % (fmt(x + 10), fmt(y - amp if k % 2 == 0 else y + amp), fmt(x + 20), fmt(y))
        d += " L70,%s L-70,%s Z" % (fmt(y + 16), fmt(y + 16))
        o.append(path(d, fill, "K", 2, 0.9 - i * 0.15))
    return "".join(o)


@motif("maelstrom")
def maelstrom(fill="A", turns=3):
    o = []
    for k in range(3):
        pts = []
        for i in range(40):
            t = i / 39.0
            a = math.radians(k * 120 + t * 360 * turns / 3 * 2)
            r = 8 + t * 58
            pts.append((math.cos(a) * r, math.sin(a) * r * 0.55))
        o.append(limb(pts, 7 - k * 1.5, fill if k == 0 else ("L" if k == 1 else "K2")))
    return "".join(o)


@motif("flame")
def flame(h=70, w=34, fill="R", core="G", lean=0):
    d = ("M0,0 C-%s,-4 -%s,-%s %s,-%s C%s,-%s %s,-%s %s,-%s C%s,-%s %s,-4 0,0 Z" % (
        fmt(w), fmt(w * 0.9), fmt(h * 0.5), fmt(-w * 0.2 + lean), fmt(h * 0.75), fmt(lean * 0.5), fmt(h * 0.6),
        fmt(lean), fmt(h * 0.85), fmt(lean), fmt(h), fmt(w * 1.1), fmt(h * 0.45), fmt(w)))
    o = [path(d, fill, "K", 2), '<g transform="scale(0.55)">%s</g>' % path(d, core)]
    return "".join(o)


@motif("herb")
def herb(fill="A", leaves=6, flower=True):
    o = [limb([(0, 60), (2, 10), (-4, -40)], 4, "K")]
    for i in range(leaves):
        y = 40 - i * 14
        s = -1 if i % 2 else 1
        o.append(ellipse(s * 14, y, 14, 6, fill, "K", 1.5, None, s * -30))
    if flower:
        for i in range(5):
            a = math.radians(i * 72)
            o.append(circle(-4 + math.cos(a) * 8, -48 + math.sin(a) * 8, 6, "L", "K", 1.2))
        o.append(circle(-4, -48, 4, "G"))
    return "".join(o)


@motif("shell")
def shell(fill="L", pearl=True):
    o = [path("M-56,10 C-50,-40 50,-40 56,10 L40,18 L-40,18 Z", fill, "K", 2.5)]
    for i in range(-3, 4):
        o.append(path("M%s,14 L0,-26" % fmt(i * 14), None, "K2", 2))
    o.append(path("M-50,20 C-40,48 40,48 50,20 Z", fill, "K", 2.5))
    if pearl:
        o.append(circle(0, 14, 14, "W", "K", 2))
        o.append(circle(-4, 10, 4, "L"))
    return "".join(o)


@motif("feather")
def feather(fill="L", curve=1.0):
    o = [path("M0,60 C-6,20 -20,-20 -%s,-60 C0,-40 16,-10 10,30 Z" % fmt(6 + 10 * curve), fill, "K", 2)]
    o.append(path("M2,60 C0,20 -6,-20 -%s,-56" % fmt(6 + 10 * curve), None, "K", 2))
    for i in range(4):
        y = 30 - i * 20
        o.append(line(-2 - i * 2, y, -14 - i * 3, y - 8, "K2", 1.5))
    return "".join(o)


@motif("brand")
def brand(fill="R"):
    o = [limb([(-60, 60), (10, -10)], 6, "K"), rect(-66, 52, 20, 12, "K2", "K", 2, 3)]
    o.append(circle(22, -22, 24, None, fill, 7))
    o.append(path("M10,-22 L22,-38 L34,-22 L22,-6 Z", fill))
    for x, y in ((50, -56), (60, -40), (44, -66)):
        o.append(path("M%s,%s C%s,%s %s,%s %s,%s" % (fmt(x), fmt(y), fmt(x - 6), fmt(y - 8), fmt(x + 6), fmt(y - 14),
                                                       fmt(x), fmt(y - 22)), None, "L", 2.5, 0.7))
    return "".join(o)


@motif("crescent")
def crescent(fill="L", r=40, phase=0.55):
    return path("M0,-%s A%s,%s 0 1 0 0,%s A%s,%s 0 1 1 0,-%s Z" % (
        fmt(r), fmt(r), fmt(r), fmt(r), fmt(r * phase + r * 0.2), fmt(r), fmt(r)), fill, "K", 2)


@motif("cloud")
def cloud(fill="K2", dark=True):
    return blob([(-60, 10), (-50, -10), (-30, -16), (-16, -34), (10, -34), (24, -20), (44, -24), (60, -6), (56, 12),
                 (0, 16)], fill, "K", 2)


@motif("spiral")
def spiral(fill="A", turns=2.5, r=50, sw=6):
    pts = []
    for i in range(60):
        t = i / 59.0
        a = math.radians(t * 360 * turns)
        pts.append((math.cos(a) * r * t, math.sin(a) * r * t))
    return limb(pts, sw, fill)


@motif("rays")
def rays(n=12, r0=40, r1=70, fill="G", sw=3):
    o = []
    for i in range(n):
        a = math.radians(i * 360 / n - 90)
        o.append(line(math.cos(a) * r0, math.sin(a) * r0, math.cos(a) * r1, math.sin(a) * r1, fill, sw))
    return "".join(o)


@motif("arrows_up")
def arrows_up(n=1, fill="G", h=50):
    o = []
    for i in range(n):
        x = (i - (n - 1) / 2) * 24
        o.append(poly([(x, -h / 2), (x + 12, -h / 2 + 14), (x + 5, -h / 2 + 14), (x + 5, h / 2), (x - 5, h / 2),
                       (x - 5, -h / 2 + 14), (x - 12, -h / 2 + 14)], fill, "K", 2))
    return "".join(o)


@motif("ripples")
def ripples(n=3, fill="A"):
    return "".join(ellipse(0, 0, 20 + i * 18, 6 + i * 5, None, fill, 3, 0.9 - i * 0.22) for i in range(n))


@motif("motes")
def motes(pts=((0, 0),), r=3, fill="G"):
    return "".join(circle(x, y, r, fill) for x, y in pts)


@motif("swirl_arrow")
def swirl_arrow(fill="A", r=46, a0=200, a1=500):
    pts = arc_pts(0, 0, r, r, a0, a1, 24)
    pts = [(x * (0.6 + 0.4 * i / 24), y * (0.6 + 0.4 * i / 24)) for i, (x, y) in enumerate(pts)]
    (x1, y1), (x2, y2) = pts[-2], pts[-1]
    ang = math.atan2(y2 - y1, x2 - x1)
    c, s = math.cos(ang), math.sin(ang)
    head = [(x2 + c * 12, y2 + s * 12), (x2 - s * 9, y2 + c * 9), (x2 + s * 9, y2 - c * 9)]
    return limb(pts, 6, fill) + poly(head, fill)


__all__ = ["smooth", "star_pts"]


@motif("horse")
def horse(fill="K", rider=True):
    """A galloping horse facing right, with an optional rider and lance."""
    o = [blob([(-46, -6), (-20, -16), (20, -14), (34, -30), (44, -50), (62, -44), (58, -34), (46, -26), (40, -2),
               (30, 10), (-40, 12)], fill, tension=0.8)]
    o.append(limb([(30, 4), (48, 18), (60, 10)], 7, fill))
    o.append(limb([(20, 6), (30, 28), (22, 46)], 7, fill))
    o.append(limb([(-34, 6), (-50, 24), (-66, 30)], 7, fill))
    o.append(limb([(-24, 8), (-28, 30), (-16, 44)], 7, fill))
    o.append(limb([(-44, -6), (-62, -4), (-74, 10)], 6, fill))
    o.append(path("M40,-46 C34,-40 30,-30 28,-20", None, "K2", 3))
    if rider:
        o.append(blob([(-8, -14), (-10, -36), (-2, -50), (8, -48), (10, -30), (12, -14)], fill))
        o.append(circle(4, -58, 8, fill))
        o.append(limb([(2, -38), (40, -60), (80, -78)], 3.5, "L"))
        o.append(poly([(80, -78), (70, -78), (76, -70)], "L"))
    return "".join(o)


@motif("cat")
def cat(fill="K", eyes="G", tail=1.0):
    o = [blob([(-24, 50), (-30, 10), (-18, -14), (0, -20), (18, -14), (28, 10), (24, 50)], fill)]
    o.append(blob([(-20, -20), (-22, -50), (-10, -36), (10, -36), (22, -50), (20, -20), (0, -8)], fill))
    o.append(limb([(22, 44), (50, 40), (58, 10 - 20 * tail), (46, -10 * tail)], 7, fill))
    for x in (-8, 8):
        o.append(ellipse(x, -28, 3.5, 2.2, eyes))
    return "".join(o)


@motif("heart")
def heart(fill="R", pulse=True):
    o = [path("M0,40 C-40,10 -56,-20 -34,-38 C-20,-48 -6,-40 0,-26 C6,-40 20,-48 34,-38 C56,-20 40,10 0,40 Z",
              fill, "K", 3)]
    if pulse:
        o.append(path("M-70,0 L-30,0 L-20,-22 L-6,24 L6,-14 L14,0 L70,0", None, "L", 4))
    return "".join(o)


@motif("stairs")
def stairs(fill="K", steps=6, tilt=0):
    pts = [(-60, 60)]
    for i in range(steps):
        x = -60 + i * 120 / steps
        y = 60 - (i + 1) * 110 / steps
        pts += [(x, y), (x + 120 / steps, y)]
    pts += [(60, 60)]
    return poly(pts, fill)


@motif("boot")
def boot(fill="K", cracks=True):
    o = [blob([(-18, -60), (18, -60), (20, 10), (54, 22), (60, 40), (-24, 40), (-24, 0)], fill, tension=0.6)]
    o.append(rect(-22, -64, 44, 12, "K2", "K", 2, 3))
    if cracks:
        for d in ("M-30,44 L-52,56 L-66,52", "M40,44 L58,60 L72,56", "M6,44 L2,62 L10,72"):
            o.append(path(d, None, "K", 3))
    return "".join(o)
