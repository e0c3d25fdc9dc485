"""land.py — places: walls, keeps, columns, doors, alleys, cloisters,
mountains, islands, stairs, pits, water, bridges, stalls; the pieces the
battlefields and the warlords' backgrounds are built from."""
import math

from .paint import INK, LINE, FINE, arc, circle_d, f, mix, poly, shade, smooth, star
from . import things as T


def stone(pal, t=0.0):
    return shade(mix(pal["sky"], "#8a8078", 0.45), t)


def wall(P, pal, top, rnd, x0=0, x1=200):
    """A crenellated rampart of coursed stone from y=top down."""
    fill = P.lin([(0, stone(pal, 0.1)), (1, stone(pal, -0.5))])
    P.path(poly([(x0, top), (x1, top), (x1, 200), (x0, 200)]), fill, INK, LINE)
    for i in range(int((x1 - x0) / 22) + 1):
        bx = x0 + i * 22
        P.path(poly([(bx, top), (bx, top - 12), (bx + 12, top - 12), (bx + 12, top)]), fill, INK, FINE * 1.2)
    y = top + 12
    row = 0
    while y < 200:
        P.line(x0, y, x1, y, INK, FINE, op=0.5)
        for x in range(x0 + (0 if row % 2 else 11), x1, 22):
            P.line(x, y, x, y + 12, INK, FINE, op=0.5)
        y += 12
        row += 1


def keep(P, pal, rnd):
    fill = P.lin([(0, stone(pal, 0.05)), (1, stone(pal, -0.55))])
    T.tower(P, 46, 170, 40, 118, fill, windows=2, light=pal["light"])
    T.tower(P, 154, 170, 40, 118, fill, windows=2, light=pal["light"])
    P.path(poly([(60, 170), (60, 84), (140, 84), (140, 170)]), fill, INK, LINE)
    P.path("M80 170 L80 124 A20 20 0 0 1 120 124 L120 170 Z", "#140c10", INK, LINE)
    for x in (86, 94, 102, 110):
        P.line(x + 2, 112, x + 2, 170, pal["metal"][1], 2.2)
    for y in (130, 148):
        P.line(80, y, 120, y, pal["metal"][1], 2.2)
    P.path(poly([(0, 170), (200, 170), (200, 200), (0, 200)]), shade(pal["ground"], -0.3), None)


def column(P, x, base, w, h, pal):
    fill = P.lin([(0, stone(pal, 0.25)), (0.5, stone(pal, -0.1)), (1, stone(pal, -0.6))], 0, 0, 1, 0)
    P.path(poly([(x - w / 2, base), (x - w / 2, base - h), (x + w / 2, base - h), (x + w / 2, base)]), fill, INK, LINE)
    for k in (-0.25, 0, 0.25):
        P.line(x + k * w, base - h + 6, x + k * w, base - 6, INK, FINE, op=0.45)
    P.path(poly([(x - w / 2 - 5, base - h), (x + w / 2 + 5, base - h), (x + w / 2 + 5, base - h - 8), (x - w / 2 - 5, base - h - 8)]), fill, INK, FINE)
    P.path(poly([(x - w / 2 - 5, base), (x + w / 2 + 5, base), (x + w / 2 + 5, base - 7), (x - w / 2 - 5, base - 7)]), fill, INK, FINE)


def alley(P, pal, rnd):
    dark = shade(pal["sky"], -0.5)
    for side in (-1, 1):
        x = 100 + side * 100
        pts = [(x, 0), (100 + side * 52, 40), (100 + side * 52, 170), (x, 200)]
        P.path(poly(pts), P.lin([(0, shade(dark, 0.2)), (1, shade(dark, -0.5))]), INK, LINE)
        for k in range(3):
            wy = 60 + k * 34
            P.path(poly([(100 + side * 60, wy), (100 + side * 72, wy - 2), (100 + side * 72, wy + 14), (100 + side * 60, wy + 14)]),
                   pal["light"] if k == 1 else "#1a1016", INK, FINE, op=0.8)
    P.path(poly([(48, 170), (152, 170), (200, 200), (0, 200)]), shade(pal["ground"], -0.2), None)


def sealed_door(P, x, base, pal):
    fill = P.lin([(0, stone(pal, 0.2)), (1, stone(pal, -0.45))])
    P.path("M%s %s L%s %s A52 52 0 0 1 %s %s L%s %s Z" % (f(x - 58), base, f(x - 58), base - 98, f(x + 58), base - 98, f(x + 58), base),
           fill, INK, LINE)
    door = P.lin([(0, "#5a3a24"), (1, "#24140c")])
    P.path("M%s %s L%s %s A42 42 0 0 1 %s %s L%s %s Z" % (f(x - 44), base, f(x - 44), base - 96, f(x + 44), base - 96, f(x + 44), base),
           door, INK, LINE)
    for k in (-22, 0, 22):
        P.line(x + k, base - 130 if k == 0 else base - 126, x + k, base, INK, FINE)
    T.chain(P, x - 46, base - 120, x + 46, base - 50, 11, pal["metal"][1])
    T.chain(P, x + 46, base - 120, x - 46, base - 50, 11, pal["metal"][1])
    P.circle(x, base - 86, 12, T.gold(P, pal), INK, LINE)
    P.path("M%s %s L%s %s L%s %s Z" % (f(x - 3), base - 80, f(x + 3), base - 80, f(x), base - 88), INK, None)
    P.circle(x, base - 89, 3, INK, None)


def arches(P, pal):
    fill = shade(pal["sky"], -0.35)
    for x in (30, 170):
        P.path("M%s 200 L%s 70 A26 26 0 0 1 %s 70 L%s 200 L%s 200 L%s 60 A40 40 0 0 0 %s 60 L%s 200 Z" % (
            x - 26, x - 26, x + 26, x + 26, x + 40, x + 40, x - 40, x - 40), fill, INK, FINE, extra='fill-rule="evenodd"')
        P.path(smooth([(x, 20), (x - 8, 8), (x, -4), (x + 8, 8)]), shade(pal["light"], -0.3), INK, FINE)


def cloister(P, pal):
    fill = shade(pal["sky"], -0.3)
    for i, x in enumerate((20, 180)):
        P.path("M%s 200 L%s 80 A24 24 0 0 1 %s 80 L%s 200 Z" % (x - 24, x - 24, x + 24, x + 24), fill, INK, FINE)
        P.path("M%s 200 L%s 90 A14 14 0 0 1 %s 90 L%s 200 Z" % (x - 14, x - 14, x + 14, x + 14), pal["light"], None, op=0.25)
    for x in (150, 162):
        P.path(poly([(x - 3, 150), (x + 3, 150), (x + 3, 124), (x - 3, 124)]), "#efe4c8", INK, FINE)
        T.flame_at(P, x, 124, 3, 9, 0, pal["fire"])


def street_lamp(P, x, base, pal):
    P.stroke([(x, base), (x, base - 110)], "#2a2630", 5, curved=False)
    P.path(smooth([(x, base - 110), (x - 6, base - 124), (x - 20, base - 122)], closed=False), None, INK, 4)
    T.lantern(P, x - 22, base - 108, 1.0, pal)
    P.path(poly([(x - 8, base), (x + 8, base), (x + 5, base - 8), (x - 5, base - 8)]), "#2a2630", INK, FINE)


# ---- wide places ------------------------------------------------------------

def mountains(P, pal, rnd, base, height, col, n=5, snow=None):
    pts = [(-10, base)]
    for i in range(n + 1):
        x = -10 + i * 220 / n
        pts.append((x + rnd.uniform(-8, 8), base - height * rnd.uniform(0.55, 1.0) if i % 2 == 0 else base - height * rnd.uniform(0.2, 0.45)))
    pts.append((210, base))
    P.path(poly(pts + [(210, 210), (-10, 210)]), col, INK, FINE)
    if snow:
        for (x, y) in pts[1:-1]:
            if y < base - height * 0.5:
                P.path(poly([(x, y), (x - 9, y + 12), (x - 3, y + 9), (x, y + 13), (x + 4, y + 9), (x + 9, y + 12)]), snow, None, op=0.8)


def cloud(P, x, y, w, col, op=0.9):
    pts = [(x - w, y), (x - w * 0.7, y - w * 0.28), (x - w * 0.3, y - w * 0.45), (x + w * 0.1, y - w * 0.35),
           (x + w * 0.5, y - w * 0.42), (x + w * 0.85, y - w * 0.18), (x + w, y), (x, y + w * 0.08)]
    P.shape(pts, col, None, op=op)


def island(P, x, y, w, pal, rnd, trees=3):
    """A floating rock with grass on top and an orchard."""
    rock = P.lin([(0, shade(pal["ground"], 0.2)), (1, shade(pal["ground"], -0.6))])
    P.path(smooth([(x - w, y), (x - w * 0.6, y + w * 0.35), (x - w * 0.1, y + w * 0.9), (x + w * 0.2, y + w * 0.55),
                   (x + w * 0.7, y + w * 0.3), (x + w, y)]), rock, INK, LINE)
    P.path(smooth([(x - w - 2, y), (x, y - 5), (x + w + 2, y), (x, y + 4)]), "#5a9a3a", INK, FINE)
    for k in range(trees):
        tx = x - w * 0.6 + k * (w * 1.2 / max(1, trees - 1))
        P.stroke([(tx, y - 1), (tx, y - 12)], "#5a3a20", 2.6, curved=False)
        P.circle(tx, y - 17, 8 + rnd.uniform(-1, 2), P.rad([(0, "#a8d870"), (1, "#3a7a2a")], 0.4, 0.35, 0.7), INK, FINE)
        for j in range(3):
            P.circle(tx + rnd.uniform(-5, 5), y - 17 + rnd.uniform(-5, 4), 1.8, "#f0a030", None)


def water(P, top, pal, rnd, col=None, waves=5):
    col = col or mix(pal["sky"], "#2a5a7a", 0.5)
    P.path(poly([(-5, top), (205, top), (205, 205), (-5, 205)]), P.lin([(0, shade(col, 0.1)), (1, shade(col, -0.7))]), None)
    for i in range(waves):
        y = top + 8 + i * ((200 - top) / waves)
        x = rnd.uniform(0, 40)
        while x < 200:
            P.path(smooth([(x, y), (x + 8, y - 3), (x + 16, y)], closed=False), None, shade(col, 0.45), 1.4, op=0.6)
            x += rnd.uniform(30, 50)


def stairs(P, x0, y0, x1, y1, n, w0, w1, fill):
    """Steps rising from (x0, y0) wide w0 to (x1, y1) wide w1."""
    for i in range(n):
        t0, t1 = i / n, (i + 1) / n
        ax, ay, aw = x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0, w0 + (w1 - w0) * t0
        bx, by, bw = x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1, w0 + (w1 - w0) * t1
        P.path(poly([(ax - aw, ay), (ax + aw, ay), (bx + bw, by), (bx - bw, by)]), shade(fill, -0.35), INK, FINE)
        h = (ay - by) * 0.45
        P.path(poly([(bx - bw, by), (bx + bw, by), (bx + bw, by + h), (bx - bw, by + h)]), fill, INK, FINE)


def house(P, x, base, w, h, pal, roof=None, lit=True):
    wall_ = stone(pal, 0.15)
    P.path(poly([(x - w / 2, base), (x - w / 2, base - h), (x + w / 2, base - h), (x + w / 2, base)]), wall_, INK, FINE * 1.3)
    P.path(poly([(x - w / 2 - 4, base - h), (x, base - h - w * 0.55), (x + w / 2 + 4, base - h)]), roof or shade(pal["cloth"], -0.3), INK, FINE * 1.3)
    if lit:
        P.path(poly([(x - 3, base - h * 0.6), (x + 3, base - h * 0.6), (x + 3, base - h * 0.6 + 7), (x - 3, base - h * 0.6 + 7)]), pal["light"], INK, 0.8)
