"""beasts.py — what is not a person: the clockwork avatar and automatons,
the devourer, the brood-mother, the pit's maw, serpents, gnawlings, shades
and horses."""
import math

from .paint import INK, LINE, FINE, arc, circle_d, f, gear_d, mix, poly, shade, smooth, star
from . import things as T


def automaton(P, x, base, s, pal, halo=False, weapon=True):
    """A clockwork soldier: a boiler body with a cog on its chest."""
    brass = P.lin([(0, pal["gold"][0]), (0.5, pal["gold"][1]), (1, pal["gold"][2])], 0, 0, 1, 1)
    P.begin(x, base, s)
    if halo:
        T.gear(P, 0, -104, 46, 16, pal, hole=0.82, fill=P.lin([(0, shade(pal["gold"][1], 0.2)), (1, pal["gold"][2])]))
    for sx in (-1, 1):
        P.stroke([(sx * 10, -52), (sx * 14, -26), (sx * 16, 0)], pal["metal"][1], 9, curved=False)
        P.circle(sx * 14, -26, 5, brass, INK, FINE)
        P.path(poly([(sx * 16 - 8, 0), (sx * 16 + 8, 0), (sx * 16 + 6, -6), (sx * 16 - 6, -6)]), pal["metal"][2], INK, FINE)
    P.path(smooth([(-24, -100), (24, -100), (26, -70), (16, -50), (-16, -50), (-26, -70)]), brass, INK, LINE)
    T.gear(P, 0, -78, 15, 10, pal, fill=P.lin([(0, pal["metal"][0]), (1, pal["metal"][2])]))
    for sx in (-1, 1):
        P.stroke([(sx * 26, -94), (sx * 38, -74), (sx * 40, -54)], pal["metal"][1], 8, curved=False)
        P.circle(sx * 26, -96, 8, brass, INK, FINE)
    P.path(poly([(-11, -100), (11, -100), (13, -124), (-13, -124)]), brass, INK, LINE)
    P.path(poly([(-9, -116), (9, -116), (9, -110), (-9, -110)]), pal["light"], INK, FINE)
    P.path(poly([(-3, -124), (3, -124), (2, -132), (-2, -132)]), brass, INK, FINE)
    P.circle(0, -134, 3, pal["light"], INK, FINE)
    if weapon:
        T.held(P, ("spear", -80, 0.9), 40, -54, pal)
    P.end()


def devourer(P, x, y, s, pal):
    """Gorrath: a hulking horned beast, jaws wide."""
    hide = P.lin([(0, shade(pal["cloth"], 0.1)), (1, shade(pal["cloth"], -0.7))], 0, 0, 1, 1)
    P.begin(x, y, s)
    P.path(smooth([(-80, 70), (-70, 10), (-50, -30), (-20, -44), (20, -44), (50, -30), (70, 10), (80, 70)]), hide, INK, LINE)
    for sx in (-1, 1):
        P.shape([(sx * 30, -40), (sx * 54, -70), (sx * 70, -96), (sx * 62, -64), (sx * 44, -34)], "#e8dcc0", INK, LINE)
        P.stroke([(sx * 60, 10), (sx * 80, 40), (sx * 76, 66)], shade(pal["cloth"], -0.4), 16)
        for k in range(3):
            P.path(poly([(sx * (70 + k * 5), 66), (sx * (74 + k * 5), 78), (sx * (78 + k * 5), 66)]), "#e8dcc0", INK, FINE)
    P.path(smooth([(-42, -10), (-34, -40), (0, -50), (34, -40), (42, -10), (30, 6), (-30, 6)]), hide, INK, LINE)
    P.path("M-34 0 C-30 50 30 50 34 0 C20 12 -20 12 -34 0 Z", "#3a0a0e", INK, LINE)
    for k in range(7):
        tx = -28 + k * 9.3
        P.path(poly([(tx - 4, 4 + abs(k - 3) * 0.5), (tx, 16), (tx + 4, 4 + abs(k - 3) * 0.5)]), "#f0e8d0", INK, 0.9)
        P.path(poly([(tx - 3, 38 - abs(k - 3) * 2), (tx + 1, 26), (tx + 4, 38 - abs(k - 3) * 2)]), "#f0e8d0", INK, 0.9)
    for sx in (-1, 1):
        P.path(smooth([(sx * 12, -24), (sx * 24, -30), (sx * 28, -22), (sx * 18, -18)]), pal["fire"][1], INK, FINE)
    P.end()


def serpent(P, x, y, s, pal):
    P.begin(x, y, s)
    pts = [(-30, 60), (-10, 40), (-24, 20), (-4, 0), (10, -10)]
    P.path(smooth(pts, closed=False), None, INK, 11)
    P.path(smooth(pts, closed=False), None, "#4a8a3a", 7)
    P.path(smooth([(6, -16), (20, -18), (24, -10), (12, -4)]), "#4a8a3a", INK, FINE)
    P.circle(16, -13, 1.6, "#f0d040", None)
    P.path(poly([(24, -11), (32, -12), (36, -16), (33, -11), (36, -7), (32, -10)], closed=False), None, "#c02020", 1.2)
    P.end()


def spider(P, x, y, s, pal):
    """The brood-mother: a great spider-queen with a crown of eyes."""
    body = P.lin([(0, shade(pal["cloth"], 0.15)), (1, shade(pal["cloth"], -0.7))], 0, 0, 1, 1)
    P.begin(x, y, s)
    for sx in (-1, 1):
        for k in range(4):
            a0 = -40 + k * 30
            kx = sx * (46 + k * 4)
            ky = -30 + k * 22
            P.stroke([(sx * 14, -4 + k * 6), (kx, ky - 20), (sx * (70 + k * 6), 60)], shade(pal["cloth"], -0.5), 6, curved=False)
    P.path(smooth([(-34, 10), (-30, 40), (0, 66), (30, 40), (34, 10), (0, -6)]), body, INK, LINE)
    P.path(smooth([(-30, 30), (0, 22), (30, 30)], closed=False), None, pal["light"], 2, op=0.6)
    P.path(smooth([(-20, -4), (-18, -34), (0, -44), (18, -34), (20, -4), (0, 4)]), body, INK, LINE)
    for i, (ex, ey, r) in enumerate(((-8, -28, 4), (8, -28, 4), (-14, -20, 2.6), (14, -20, 2.6), (-4, -18, 2.2), (4, -18, 2.2))):
        P.circle(ex, ey, r, pal["fire"][1], INK, 0.8)
    P.path(poly([(-10, -40), (-12, -56), (-4, -46), (0, -60), (4, -46), (12, -56), (10, -40)]), T.gold(P, pal), INK, FINE)
    for sx in (-1, 1):
        P.path(smooth([(sx * 5, -4), (sx * 8, 8), (sx * 3, 12)], closed=False), None, "#e8dcc0", 3)
    P.end()


def pit_maw(P, x, y, s, pal, rnd):
    """The Hungry Pit given a body: a ring of teeth in the earth, eyes and
    reaching tendrils around it."""
    P.begin(x, y, s)
    for i in range(9):
        a = math.radians(-180 + i * 22.5 + rnd.uniform(-5, 5))
        pts = [(math.cos(a) * 50, math.sin(a) * 18 + 10)]
        r = 70 + rnd.uniform(0, 20)
        pts += [(math.cos(a) * r * 0.8 + rnd.uniform(-8, 8), math.sin(a) * r * 0.9 - 10), (math.cos(a) * r, math.sin(a) * r - 30)]
        P.path(smooth(pts, closed=False), None, INK, 9)
        P.path(smooth(pts, closed=False), None, shade(pal["cloth"], -0.1), 5)
    P.ellipse(0, 20, 76, 40, P.rad([(0, "#000000"), (0.7, "#2a0608"), (1, shade(pal["cloth"], -0.3))]), INK, LINE)
    for i in range(16):
        a = math.radians(i * 22.5)
        bx, by = math.cos(a) * 66, 20 + math.sin(a) * 34
        tx, ty = math.cos(a) * 48, 20 + math.sin(a) * 22
        nx, ny = -math.sin(a) * 7, math.cos(a) * 4
        P.path(poly([(bx + nx, by + ny), (tx, ty), (bx - nx, by - ny)]), "#efe6cc", INK, FINE)
    P.ellipse(0, 20, 30, 13, P.rad([(0, pal["fire"][1], 0.8), (1, "#000000", 0)]), None)
    for ex, ey in ((-40, -34), (0, -46), (40, -34)):
        T.eye(P, ex, ey, 11, pal, iris=pal["fire"][1])
    P.end()


def gnawling(P, x, y, s, pal, flip=False, tone=0.0):
    """A rat-like gnawling crouched to run (faces right unless flipped)."""
    fur = shade(mix(pal["cloth"], "#9a8a78", 0.7), tone)
    P.begin(x, y, s, flip=flip)
    P.path(smooth([(-30, 8), (-44, 0), (-58, 6)], closed=False), None, INK, 3.4)
    P.path(smooth([(-30, 8), (-44, 0), (-58, 6)], closed=False), None, "#c89080", 1.6)
    P.path(smooth([(-32, 6), (-28, -12), (-6, -18), (14, -12), (26, -8), (34, 0), (20, 6), (0, 10)]), fur, INK, LINE)
    P.path(smooth([(6, -14), (4, -26), (14, -24), (14, -14)]), "#c89080", INK, FINE)
    P.path(smooth([(14, -12), (16, -24), (24, -20), (22, -10)]), "#b07868", INK, FINE)
    for k in range(3):
        P.path(smooth([(-24 + k * 10, -14), (-20 + k * 10, -22), (-16 + k * 10, -15)], closed=False), None, INK, FINE)
    P.circle(26, -5, 2.2, pal["fire"][1], INK, 0.6)
    P.path(poly([(34, 0), (30, 5), (28, 1)]), "#f0e8d0", INK, 0.6)
    for lx in (-20, 12):
        P.stroke([(lx, 6), (lx + 4, 14)], shade(fur, -0.3), 3.4)
    P.end()


def ghost(P, x, y, h, col, rnd, op=0.8, face=True):
    """A shade: a hooded wisp trailing away."""
    w = h * 0.32
    sway = rnd.uniform(-0.3, 0.3)
    pts = [(x - w, y - h * 0.55), (x - w * 0.8, y - h * 0.9), (x, y - h), (x + w * 0.8, y - h * 0.9), (x + w, y - h * 0.55),
           (x + w * 0.7 + sway * h, y - h * 0.15), (x + w * 0.3 + sway * h * 1.5, y), (x + sway * h, y - h * 0.12),
           (x - w * 0.4 + sway * h, y - h * 0.04), (x - w * 0.8, y - h * 0.2)]
    P.shape(pts, P.lin([(0, col), (1, col, 0)]), None, op=op)
    P.shape(pts[:6] + [(x, y - h * 0.3)], None, shade(col, 0.3), FINE, op=op * 0.6)
    if face:
        P.ellipse(x - w * 0.3, y - h * 0.72, w * 0.15, w * 0.22, INK, None, op=op)
        P.ellipse(x + w * 0.3, y - h * 0.72, w * 0.15, w * 0.22, INK, None, op=op)
        P.ellipse(x, y - h * 0.55, w * 0.18, w * 0.26, INK, None, op=op * 0.8)


def horse(P, x, base, s, pal, coat="#d8c8a8", flip=False):
    """A horse at the gallop (faces right unless flipped), 100 units long."""
    P.begin(x, base, s, flip=flip)
    hide = P.lin([(0, shade(coat, 0.15)), (1, shade(coat, -0.4))])
    for (hx, hy), (kx, ky), (fx, fy) in (((-30, -50), (-50, -30), (-62, -22)), ((-22, -48), (-26, -24), (-34, -6)),
                                         ((26, -50), (44, -40), (56, -48)), ((32, -48), (40, -26), (30, -8))):
        P.stroke([(hx, hy), (kx, ky), (fx, fy)], shade(coat, -0.3), 7, curved=False)
    P.path(smooth([(-42, -70), (0, -76), (34, -76), (44, -60), (30, -44), (-10, -44), (-40, -48)]), hide, INK, LINE)
    P.path(smooth([(28, -74), (44, -96), (54, -108), (68, -104), (72, -94), (58, -92), (48, -70)]), hide, INK, LINE)
    P.path(smooth([(-40, -66), (-58, -60), (-66, -44), (-54, -56)]), shade(coat, -0.6), INK, FINE)
    P.path(smooth([(30, -76), (40, -98), (52, -110), (46, -92), (38, -74)]), shade(coat, -0.6), INK, FINE)
    P.circle(60, -102, 1.6, INK, None)
    P.end()


def rider(P, x, base, s, pal, coat, **look):
    """A horse and its rider: the rider first, so the horse's flank hides
    the legs."""
    from .figure import figure
    h = 78 * s
    figure(P, x - 6 * s, base - 64 * s + 0.2 * h, h, pal, stride=0.6, **look)
    horse(P, x, base, s, pal, coat=coat)
