"""Objects of the Queen by Midnight art: blades, shields, purses and coins,
chests, scrolls, candles, clocks, cups and bottles, dice, keys, doors."""
import math
from kit import (motif, blob, limb, circle, ellipse, path, poly, rect, line, fmt, coin, sparkle, arc_pts, star_pts)


@motif("blade")
def blade(kind="sword", length=120, fill="L"):
    """Points up; the grip is at y = +length/2."""
    half = length / 2
    o = []
    if kind == "dagger":
        o.append(path("M0,%s C7,%s 8,%s 7,16 L-7,16 C-8,%s -7,%s 0,%s Z" % (
            fmt(-half), fmt(-half + 20), fmt(-half + 40), fmt(-half + 40), fmt(-half + 20), fmt(-half)), fill, "K", 2))
        o.append(path("M-18,16 C-12,22 12,22 18,16 L16,22 L-16,22 Z", "G", "K", 1.5))
        o.append(rect(-4, 22, 8, half - 26, "K"))
        o.append(circle(0, half - 2, 6, "G", "K", 1.5))
    elif kind == "rapier":
        o.append(poly([(0, -half), (3, 10), (-3, 10)], fill, "K", 1.5))
        o.append(path("M-16,12 C-20,30 20,30 16,12", None, "G", 3.5))
        o.append(line(-22, 12, 22, 12, "G", 4))
        o.append(rect(-3.5, 14, 7, half - 18, "K"))
        o.append(circle(0, half - 2, 5, "G", "K", 1.5))
    elif kind == "axe":
        o.append(rect(-4, -half + 6, 8, length - 6, "K", None, 0, 3))
        o.append(path("M4,%s C30,%s 44,%s 40,%s C30,%s 14,%s 4,%s Z" % (
            fmt(-half + 6), fmt(-half - 4), fmt(-half + 20), fmt(-half + 44), fmt(-half + 34),
            fmt(-half + 34), fmt(-half + 34)), fill, "K", 2))
    elif kind == "club":
        o.append(blob([(-6, half), (-5, 0), (-14, -half + 20), (0, -half), (14, -half + 20), (5, 0), (6, half)], "K2",
                      "K", 2))
    else:
        o.append(poly([(0, -half), (7, -half + 14), (6, 14), (-6, 14), (-7, -half + 14)], fill, "K", 2))
        o.append(line(0, -half + 14, 0, 10, "K2", 1.5))
        o.append(rect(-22, 12, 44, 7, "G", "K", 1.5, 3))
        o.append(rect(-4, 19, 8, half - 24, "K"))
        o.append(circle(0, half - 3, 6, "G", "K", 1.5))
    return "".join(o)


@motif("shield")
def shield(kind="heater", fill="K2", boss="G", bands=True):
    o = []
    if kind == "tower":
        o.append(path("M-34,-56 L34,-56 L34,40 C34,56 10,64 0,68 C-10,64 -34,56 -34,40 Z", fill, "K", 3))
        if bands:
            for y in (-36, -8, 20):
                o.append(line(-34, y, 34, y, boss, 3))
        o.append(line(0, -56, 0, 66, boss, 3))
    elif kind == "round":
        o.append(circle(0, 0, 52, fill, "K", 3))
        o.append(circle(0, 0, 42, None, boss, 3))
        for a in range(0, 360, 45):
            r = math.radians(a)
            o.append(circle(math.cos(r) * 47, math.sin(r) * 47, 2.5, boss))
        o.append(circle(0, 0, 13, boss, "K", 2))
    else:
        o.append(path("M-44,-46 C-20,-40 20,-40 44,-46 C46,0 30,40 0,60 C-30,40 -46,0 -44,-46 Z", fill, "K", 3))
        o.append(path("M-34,-36 C-14,-32 14,-32 34,-36 C34,0 22,30 0,46 C-22,30 -34,0 -34,-36 Z", None, boss, 2.5))
        if bands:
            o.append(circle(0, -4, 10, boss, "K", 2))
    return "".join(o)


@motif("purse")
def purse(fill="K", tie="G", bulge=1.0, coins=2):
    w = 40 * bulge
    o = [blob([(-12, -30), (-w * 0.7, -6), (-w, 26), (-w * 0.6, 46), (0, 50), (w * 0.6, 46), (w, 26), (w * 0.7, -6),
               (12, -30)], fill, tension=0.9)]
    o.append(blob([(-14, -30), (-22, -44), (-8, -38), (0, -48), (8, -38), (22, -44), (14, -30)], fill))
    o.append(path("M-16,-30 C-6,-24 6,-24 16,-30", None, tie, 4))
    o.append(limb([(10, -28), (24, -20), (22, -8)], 3, tie))
    o.append(path("M%s,10 C%s,30 %s,36 0,40" % (fmt(-w * 0.6), fmt(-w * 0.6), fmt(-w * 0.3)), None, "K2", 3))
    for i in range(coins):
        o.append(coin(-10 + i * 16, -40 - i * 8, 7))
    return "".join(o)


@motif("coins")
def coins(n=5, spread=1.0, stack=0):
    """A little heap of coins (and an optional stack beside it)."""
    o = []
    for i in range(stack):
        o.append(ellipse(30, 30 - i * 7, 16, 6, "G", "K", 1.8))
    for i in range(n):
        row = int(math.sqrt(i * 2))
        x = (i * 37 % 50 - 25) * spread
        y = 34 - row * 12
        o.append(ellipse(x, y, 13, 5.5, "G", "K", 1.6))
    if n:
        o.append(coin(-4 * spread, 34 - int(math.sqrt(n * 2)) * 12 - 8, 11))
    return "".join(o)


@motif("chest")
def chest(kind="chest", open_=0.0, fill="K2", trim="G"):
    o = []
    if kind == "strongbox":
        o.append(rect(-48, -28, 96, 70, fill, "K", 3, 4))
        for x in (-36, 36):
            o.append(rect(x - 5, -28, 10, 70, trim, "K", 1.5))
        o.append(circle(0, 6, 14, trim, "K", 2))
        o.append(circle(0, 6, 4, "K"))
        o.append(rect(-1.5, 6, 3, 10, "K"))
        for x in (-42, 42):
            for y in (-22, 36):
                o.append(circle(x, y, 2.5, "L"))
        return "".join(o)
    lid = -28 - open_ * 30
    if open_:
        o.append(ellipse(0, -26, 44, 10, "G", "K", 2))
        for i in range(5):
            o.append(coin(-30 + i * 15, -30 - (i % 2) * 8, 7))
        o.append(path("M-48,-28 L-48,%s C-30,%s 30,%s 48,%s L48,-28 Z" % (
            fmt(lid), fmt(lid - 20), fmt(lid - 20), fmt(lid)), fill, "K", 3))
    else:
        o.append(path("M-48,-4 L-48,-28 C-40,-52 40,-52 48,-28 L48,-4 Z", fill, "K", 3))
    o.append(rect(-48, -6, 96, 48, fill, "K", 3, 3))
    o.append(line(-48, -6, 48, -6, trim, 4))
    for x in (-30, 30):
        o.append(line(x, -6, x, 42, trim, 4))
    o.append(rect(-8, -12, 16, 16, trim, "K", 1.5, 2))
    return "".join(o)


@motif("scroll")
def scroll(open_=1.0, lines=4, seal=True, fill="L"):
    w = 38 + 20 * open_
    o = [rect(-w, -40, 2 * w, 80, fill, "K", 2.5)]
    for x in (-w, w):
        o.append(ellipse(x, -40, 7, 6, "K2", "K", 2))
        o.append(ellipse(x, 40, 7, 6, "K2", "K", 2))
        o.append(rect(x - 6, -40, 12, 80, "K2", "K", 2, 5))
    for i in range(lines):
        o.append(line(-w + 16, -26 + i * 13, w - 16 - (i % 3) * 10, -26 + i * 13, "K2", 2.5))
    if seal:
        o.append(circle(w - 22, 28, 9, "R", "K", 1.5))
    return "".join(o)


@motif("book")
def book(open_=True, fill="L", quill=False):
    o = []
    if open_:
        o.append(path("M0,-30 C-20,-40 -44,-38 -58,-30 L-58,34 C-44,26 -20,26 0,36 Z", fill, "K", 2.5))
        o.append(path("M0,-30 C20,-40 44,-38 58,-30 L58,34 C44,26 20,26 0,36 Z", fill, "K", 2.5))
        for i in range(4):
            y = -20 + i * 11
            o.append(path("M-48,%s C-34,%s -16,%s -8,%s" % (fmt(y), fmt(y - 4), fmt(y - 2), fmt(y + 2)), None, "K2", 2))
            o.append(path("M48,%s C34,%s 16,%s 8,%s" % (fmt(y), fmt(y - 4), fmt(y - 2), fmt(y + 2)), None, "K2", 2))
    else:
        o.append(rect(-36, -48, 72, 96, "K2", "K", 3, 4))
        o.append(rect(-28, -40, 56, 80, None, "G", 2, 2))
        o.append(rect(-36, -48, 10, 96, "K", None, 0, 3))
    if quill:
        o.append(path("M14,30 C30,-10 52,-44 66,-58 C60,-30 44,0 18,30 Z", "L", "K", 2))
        o.append(line(14, 30, 8, 42, "K", 2.5))
    return "".join(o)


@motif("candle")
def candle(h=60, lit=True, melt=True, holder=True):
    o = []
    if holder:
        o.append(ellipse(0, h / 2 + 6, 30, 8, "G", "K", 2))
        o.append(limb([(26, h / 2 + 6), (38, h / 2 - 4), (32, h / 2 - 14)], 4, "G"))
    o.append(rect(-9, -h / 2, 18, h + 6, "L", "K", 2, 3))
    if melt:
        o.append(path("M-9,%s C-4,%s -2,%s 2,%s C4,%s 6,%s 9,%s" % (
            fmt(-h / 2 + 4), fmt(-h / 2 + 16), fmt(-h / 2 + 8), fmt(-h / 2 + 14), fmt(-h / 2 + 22),
            fmt(-h / 2 + 6), fmt(-h / 2 + 4)), None, "K2", 2))
    if lit:
        o.append(ellipse(0, -h / 2 - 16, 14, 20, "G", None, 0, 0.35))
        o.append(path("M0,%s C8,%s 6,%s 0,%s C-6,%s -8,%s 0,%s Z" % (
            fmt(-h / 2 - 30), fmt(-h / 2 - 16), fmt(-h / 2 - 4), fmt(-h / 2 - 2), fmt(-h / 2 - 4),
            fmt(-h / 2 - 16), fmt(-h / 2 - 30)), "W", "G", 1.5))
    return "".join(o)


@motif("clock")
def clock(hour=12, minute=0, r=56, fill="L", frame="K", ticks=12):
    o = [circle(0, 0, r + 6, frame), circle(0, 0, r, fill, "G", 2.5)]
    for i in range(ticks):
        a = math.radians(i * 360 / ticks - 90)
        r0 = r - (12 if i % 3 == 0 else 7)
        o.append(line(math.cos(a) * r0, math.sin(a) * r0, math.cos(a) * (r - 3), math.sin(a) * (r - 3), "K",
                      3.5 if i % 3 == 0 else 2))
    ah = math.radians(hour * 30 + minute * 0.5 - 90)
    am = math.radians(minute * 6 - 90)
    o.append(path("M0,0 L%s,%s" % (fmt(math.cos(ah) * r * 0.5), fmt(math.sin(ah) * r * 0.5)), None, "K", 6))
    o.append(path("M0,0 L%s,%s" % (fmt(math.cos(am) * r * 0.8), fmt(math.sin(am) * r * 0.8)), None, "K", 3.5))
    o.append(circle(0, 0, 5, "G", "K", 1.5))
    return "".join(o)


@motif("hourglass")
def hourglass(sand=0.5, fill="L"):
    o = [rect(-34, -56, 68, 10, "K2", "K", 2, 3), rect(-34, 46, 68, 10, "K2", "K", 2, 3)]
    o.append(path("M-26,-46 C-26,-10 -4,-8 -4,0 C-4,8 -26,10 -26,46 L26,46 C26,10 4,8 4,0 C4,-8 26,-10 26,-46 Z",
                  fill, "K", 2.5, 0.9))
    top = -40 + 36 * sand
    o.append(path("M-%s,%s C-16,-8 -2,-4 0,0 C2,-4 16,-8 %s,%s Z" % (
        fmt(22 - sand * 10), fmt(top), fmt(22 - sand * 10), fmt(top)), "G"))
    o.append(path("M-24,44 C-18,%s 18,%s 24,44 Z" % (fmt(44 - 30 * sand), fmt(44 - 30 * sand)), "G"))
    o.append(line(0, 0, 0, 44, "G", 1.5))
    for x in (-30, 30):
        o.append(line(x, -46, x, 46, "K2", 4))
    return "".join(o)


@motif("bottle")
def bottle(kind="round", liquid="A", level=0.6, cork=True):
    o = []
    if kind == "tall":
        body = "M-8,-50 L-8,-30 C-24,-20 -24,0 -24,40 C-24,50 24,50 24,40 C24,0 24,-20 8,-30 L8,-50 Z"
    elif kind == "flask":
        body = "M-8,-50 L-8,-20 L-38,40 C-40,48 40,48 38,40 L8,-20 L8,-50 Z"
    else:
        body = "M-8,-50 L-8,-24 C-36,-18 -44,14 -30,34 C-18,50 18,50 30,34 C44,14 36,-18 8,-24 L8,-50 Z"
    o.append(path(body, "L", "K", 3, 0.95))
    o.append(path(_liquid(kind, level), liquid, None, 0, 0.9))
    o.append(path(body, None, "K", 3))
    if cork:
        o.append(rect(-10, -60, 20, 12, "K2", "K", 2, 2))
    o.append(path("M-18,-6 C-26,6 -24,20 -18,28", None, "W", 4, 0.7))
    return "".join(o)


def _liquid(kind, level):
    """The liquid inside a bottle body, filled up to level (0..1)."""
    if kind == "tall":
        y = 44 - 70 * level
        return "M-20,%s L20,%s L20,38 C20,44 -20,44 -20,38 Z" % (fmt(y), fmt(y))
    if kind == "flask":
        y = 40 - 56 * level

        def half(yy):
            return 4 + 30 * (yy + 20) / 60.0
        return "M-%s,%s L%s,%s L34,40 C30,44 -30,44 -34,40 Z" % (fmt(half(y)), fmt(y), fmt(half(y)), fmt(y))
    cy, r = 12, 31
    y = cy + r - 2 * r * level
    x = math.sqrt(max(0.0, r * r - (y - cy) ** 2))
    return "M-%s,%s A%s,%s 0 %d 0 %s,%s Z" % (fmt(x), fmt(y), fmt(r), fmt(r), 1 if y < cy else 0, fmt(x), fmt(y))


@motif("teacup")
def teacup(tilt=0, steam=True, saucer=True, fill="L"):
    o = []
    if saucer:
        o.append(ellipse(0, 30, 50, 10, fill, "K", 2.5))
    o.append(path("M-38,-10 C-36,24 -20,30 0,30 C20,30 36,24 38,-10 Z", fill, "K", 2.5))
    o.append(ellipse(0, -10, 38, 8, "K2", "K", 2))
    o.append(path("M36,-2 C54,-4 54,18 32,16", None, "K", 5))
    o.append(path("M-28,6 C-20,14 -8,14 0,10 C8,6 20,8 28,14", None, "A", 3))
    if steam:
        for x in (-14, 4, 20):
            o.append(path("M%s,-20 C%s,-32 %s,-38 %s,-52" % (fmt(x), fmt(x - 8), fmt(x + 8), fmt(x)), None, "L", 3, 0.7))
    return "".join(o)


@motif("teapot")
def teapot(fill="L", pour=False):
    o = [blob([(-40, 0), (-30, -26), (0, -32), (30, -26), (40, 0), (32, 28), (0, 36), (-32, 28)], fill, "K", 3)]
    o.append(path("M38,-6 C56,-12 62,-28 72,-40 L76,-34 C66,-18 60,4 36,14", fill, "K", 3))
    o.append(path("M-38,-12 C-62,-16 -62,22 -34,20", None, "K", 6))
    o.append(path("M-24,-28 C-16,-40 16,-40 24,-28 Z", "K2", "K", 2))
    o.append(circle(0, -42, 6, "G", "K", 1.5))
    o.append(path("M-30,4 C-10,12 10,12 30,4", None, "A", 3))
    if pour:
        o.append(path("M74,-36 C84,-10 82,20 80,60", None, "A", 5, 0.85))
    return "".join(o)


@motif("goblet")
def goblet(fill="G", wine="R", tilt=0):
    o = [path("M-24,-40 C-24,-4 -10,6 0,8 C10,6 24,-4 24,-40 Z", fill, "K", 2.5),
         path("M-22,-30 C-20,-8 -8,2 0,3 C8,2 20,-8 22,-30 Z", wine),
         rect(-3.5, 8, 7, 30, fill, "K", 1.5),
         ellipse(0, 40, 20, 6, fill, "K", 2)]
    return "".join(o)


@motif("die")
def die(face=5, size=44, fill="L", pips="K"):
    s = size / 2
    o = [rect(-s, -s, size, size, fill, "K", 3, size * 0.18)]
    q = s * 0.5
    spots = {1: [(0, 0)], 2: [(-q, -q), (q, q)], 3: [(-q, -q), (0, 0), (q, q)],
             4: [(-q, -q), (q, -q), (-q, q), (q, q)], 5: [(-q, -q), (q, -q), (0, 0), (-q, q), (q, q)],
             6: [(-q, -q), (q, -q), (-q, 0), (q, 0), (-q, q), (q, q)]}[face]
    for x, y in spots:
        o.append(circle(x, y, size * 0.08, pips))
    return "".join(o)


@motif("key")
def key(fill="G", teeth=3):
    o = [circle(0, -40, 16, fill, "K", 2.5), circle(0, -40, 7, "K"), rect(-5, -26, 10, 72, fill, "K", 2)]
    for i in range(teeth):
        o.append(rect(5, 26 + i * 8 - 10, 12 - (i % 2) * 4, 6, fill, "K", 1.5))
    return "".join(o)


@motif("door")
def door(open_=0.5, fill="K2", light="W"):
    o = [path("M-34,60 L-34,-30 C-34,-62 34,-62 34,-30 L34,60 Z", light, "K", 3)]
    w = 68 * (1 - open_)
    o.append(path("M-34,60 L-34,-30 C-34,-50 %s,-56 %s,-40 L%s,66 Z" % (fmt(-34 + w * 0.6), fmt(-34 + w), fmt(-34 + w)),
                  fill, "K", 2.5))
    o.append(circle(-34 + w * 0.8, 6, 3.5, "G"))
    o.append(path("M-34,60 L34,60 L60,72 L-60,72 Z", light, None, 0, 0.35))
    return "".join(o)


@motif("banner")
def banner(fill="A", pole="K", wave=1.0, emblem="fist"):
    o = [limb([(-36, 70), (-36, -70)], 6, pole), circle(-36, -72, 6, "G", "K", 1.5)]
    o.append(path("M-33,-62 C-6,%s 22,%s 48,-60 L48,4 C22,%s -6,%s -33,0 Z" % (
        fmt(-62 - 10 * wave), fmt(-52 + 10 * wave), fmt(14 + 10 * wave), fmt(-4 - 8 * wave)), fill, "K", 2.5))
    if emblem == "fist":
        o.append(blob([(2, -14), (0, -36), (8, -44), (24, -44), (28, -34), (24, -14)], "K"))
    elif emblem == "star":
        o.append(poly(star_pts(8, -30, 14, 6, 5), "G", "K", 1.5))
    return "".join(o)


@motif("lantern")
def lantern(fill="G", glow="W"):
    o = [ellipse(0, 4, 44, 50, glow, None, 0, 0.25), limb([(0, -58), (0, -48)], 4, "K"),
         circle(0, -62, 7, None, "K", 3),
         path("M-22,-46 L22,-46 L16,-36 L-16,-36 Z", "K", "K", 2),
         rect(-18, -36, 36, 58, glow, "K", 3, 4)]
    for x in (-6, 6):
        o.append(line(x, -36, x, 22, "K", 2))
    o.append(path("M-22,22 L22,22 L14,32 L-14,32 Z", "K", "K", 2))
    o.append(path("M0,-18 C6,-8 5,2 0,6 C-5,2 -6,-8 0,-18 Z", fill))
    return "".join(o)


@motif("mirror")
def mirror(fill="L", frame="G", crack=False):
    o = [ellipse(0, -8, 44, 58, frame, "K", 3), ellipse(0, -8, 34, 48, fill, "K", 2),
         path("M-16,-40 C-24,-20 -24,0 -18,16", None, "W", 5, 0.7), rect(-6, 48, 12, 22, frame, "K", 2)]
    if crack:
        o.append(path("M8,-50 L-2,-24 L12,-12 L-4,12 L6,30", None, "K", 2.5))
    return "".join(o)


@motif("map")
def map_(fill="L", route="R", islands=2):
    o = [path("M-56,-40 L-20,-48 L20,-40 L56,-48 L56,40 L20,48 L-20,40 L-56,48 Z", fill, "K", 2.5)]
    for x in (-20, 20):
        o.append(line(x, -46, x, 46, "K2", 1.5))
    o.append(blob([(-44, -20), (-30, -30), (-14, -22), (-18, -4), (-36, 0)], "A", "K", 1.5))
    if islands > 1:
        o.append(blob([(18, 10), (34, 4), (46, 16), (38, 30), (22, 28)], "A", "K", 1.5))
    o.append(path("M-30,-12 C-10,20 10,-10 32,18", None, route, 3, None, 'stroke-dasharray="6 5"'))
    o.append(path("M26,12 L38,24 M38,12 L26,24", None, route, 4))
    return "".join(o)


@motif("broom")
def broom(fill="G"):
    o = [limb([(-40, -60), (16, 30)], 6, "K")]
    o.append(path("M10,22 L30,16 L60,60 C46,70 30,72 20,70 Z", fill, "K", 2.5))
    for i in range(4):
        o.append(line(22 + i * 6, 26, 28 + i * 8, 66, "K2", 1.5))
    return "".join(o)


@motif("trap_jaws")
def trap_jaws(open_=1.0, fill="L", teeth=7):
    """A sprung snare seen from the side: two toothed jaws gaping on a plate."""
    gape = 46 * open_
    o = [ellipse(0, 34, 60, 12, "K2", "K", 2.5), limb([(-60, 36), (-72, 50), (-66, 64)], 3, "K")]
    for jaw, sgn in ((gape, -1), (34, 1)):
        pts = [(-54 + 108 * i / 24.0, -sgn * jaw * (1 - ((i - 12) / 12.0) ** 2) + (6 if sgn > 0 else 0))
               for i in range(25)]
        for k in range(teeth):
            i = 2 + k * 20 // (teeth - 1)
            (x, y) = pts[i]
            o.append(poly([(x - 6, y), (x, y + sgn * 16), (x + 6, y)], fill, "K", 1.5))
        o.append(limb(pts, 8, "K2"))
        o.append(limb(pts, 3, fill))
    for x in (-56, 56):
        o.append(circle(x, 4, 8, "G", "K", 2))
    o.append(circle(0, 34, 7, "G", "K", 1.5))
    return "".join(o)


@motif("snare_line")
def snare_line(fill="L"):
    o = [limb([(-70, 30), (-30, 22), (10, 26), (70, 18)], 2.5, fill)]
    o.append(limb([(-70, 30), (-70, 50)], 6, "K2"))
    o.append(limb([(70, 18), (70, 50)], 6, "K2"))
    o.append(path("M-4,24 C-20,6 -4,-12 10,-2 C20,8 8,24 -4,24", None, fill, 2.5))
    o.append(circle(-70, 24, 4, "G"))
    o.append(circle(70, 12, 4, "G"))
    return "".join(o)


@motif("cards_fan")
def cards_fan(n=3, fill="L", spread=18):
    o = []
    for i in range(n):
        a = (i - (n - 1) / 2) * spread
        o.append('<g transform="rotate(%s 0 40)">%s%s</g>' % (
            fmt(a), rect(-20, -30, 40, 58, fill, "K", 2.5, 5), path("M0,-16 L9,0 L0,14 L-9,0 Z", "A")))
    return "".join(o)


@motif("ledger_fire")
def ledger_fire():
    o = [path("M-52,30 L0,40 L52,30 L52,44 L0,54 L-52,44 Z", "L", "K", 2.5)]
    for i, (x, h) in enumerate(((-30, 50), (-4, 78), (24, 58))):
        o.append(path("M%s,34 C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,34 Z" % (
            fmt(x - 16), fmt(x - 22), fmt(34 - h * 0.5), fmt(x - 6), fmt(34 - h * 0.6), fmt(x), fmt(34 - h),
            fmt(x + 6), fmt(34 - h * 0.6), fmt(x + 22), fmt(34 - h * 0.5), fmt(x + 16)), "R", "K", 2))
        o.append(path("M%s,34 C%s,%s %s,%s %s,34 Z" % (fmt(x - 7), fmt(x - 6), fmt(34 - h * 0.5), fmt(x + 6),
                                                         fmt(34 - h * 0.5), fmt(x + 7)), "G"))
    return "".join(o)


@motif("tower")
def tower(fill="K", flag=True, windows="G", crumble=False):
    o = [path("M-26,70 L-22,-30 L22,-30 L26,70 Z", fill)]
    for i in range(5):
        o.append(rect(-28 + i * 12, -42, 8, 14, fill))
    o.append(rect(-28, -32, 56, 6, fill))
    for y in (-10, 20):
        o.append(path("M-5,%s L-5,%s C-5,%s 5,%s 5,%s L5,%s Z" % (fmt(y + 14), fmt(y), fmt(y - 7), fmt(y - 7), fmt(y),
                                                                 fmt(y + 14)), windows))
    if flag:
        o.append(limb([(0, -42), (0, -70)], 3, fill))
        o.append(path("M1,-70 C10,-74 18,-64 28,-68 L26,-54 C16,-50 10,-60 1,-56 Z", "A"))
    if crumble:
        o.append(poly([(22, -44), (30, -20), (44, -40)], fill))
    return "".join(o)


@motif("ship")
def ship(sunk=True, fill="K"):
    o = [path("M-60,0 C-50,30 40,34 60,4 L40,8 L-40,6 Z", fill)]
    o.append(limb([(-6, 4), (-2, -64)], 5, fill))
    o.append(path("M0,-60 C24,-50 28,-26 22,-10 L2,-12 Z", "L", "K", 2, 0.8))
    o.append(path("M-4,-56 L-30,-14 L-6,-12 Z", "L", "K", 2, 0.6))
    if sunk:
        o.append(path("M-70,10 C-50,0 -30,20 -10,10 C10,0 30,20 50,10 C60,6 66,8 70,10 L70,40 L-70,40 Z", "A", None,
                      0, 0.7))
    return "".join(o)


@motif("quill")
def quill(fill="L"):
    return "".join([path("M-30,50 C-10,0 20,-40 44,-60 C40,-30 20,0 -26,50 Z", fill, "K", 2),
                    path("M-28,50 C-6,10 22,-30 40,-54", None, "K2", 1.5), line(-30, 50, -36, 62, "K", 3)])


@motif("wreath")
def wreath(fill="A", r=44, gap=50):
    o = []
    for side in (-1, 1):
        for i in range(8):
            a = math.radians(90 + side * (gap / 2 + i * (140 - gap / 2) / 8))
            x, y = math.cos(a) * r, math.sin(a) * r
            o.append(ellipse(x, y, 10, 5, fill, "K", 1.2, None, math.degrees(a) + 90 * side * 0.6))
    return "".join(o)


@motif("glints_ring")
def glints_ring(r=60, n=6, size=7):
    o = []
    for i in range(n):
        a = math.radians(i * 360 / n - 90)
        o.append(sparkle(math.cos(a) * r, math.sin(a) * r, size))
    return "".join(o)


@motif("coin")
def big_coin(r=30):
    """One large coin with a crown stamped on it."""
    o = [circle(0, 0, r, "G", "K", 3), circle(0, 0, r * 0.78, None, "K2", 2)]
    o.append(poly([(-r * 0.4, r * 0.2), (-r * 0.45, -r * 0.25), (-r * 0.2, 0), (0, -r * 0.35), (r * 0.2, 0),
                   (r * 0.45, -r * 0.25), (r * 0.4, r * 0.2)], "K2"))
    o.append(path("M-%s,-%s A%s,%s 0 0 1 %s,-%s" % (fmt(r * 0.6), fmt(r * 0.5), fmt(r * 0.8), fmt(r * 0.8),
                                                   fmt(r * 0.1), fmt(r * 0.78)), None, "W", 3, 0.6))
    return "".join(o)
