"""People of the Queen by Midnight art: shadow-puppet figures posed by their
joints, hands in many grips, profiles, masks, eyes and crowns."""
import math
from kit import (motif, blob, limb, circle, ellipse, path, poly, star_pts, fmt, line, sparkle, smooth)

# A pose lists joints (x, y) in a box of about 140 units high, feet near y=66:
# head, neck, hip, then elbow+hand for the near and far arm, knee+foot for
# the near and far leg.  "skirt" widens the hips into a gown or coat.
POSES = {
    "stand": dict(head=(0, -56), neck=(0, -42), hip=(0, 2), arm1=((14, -18), (16, 4)), arm2=((-14, -18), (-16, 4)),
                  leg1=((7, 32), (8, 64)), leg2=((-7, 32), (-8, 64))),
    "lunge": dict(head=(14, -46), neck=(8, -34), hip=(-6, 6), arm1=((30, -30), (54, -40)), arm2=((-16, -24), (-34, -34)),
                  leg1=((22, 30), (34, 62)), leg2=((-22, 32), (-46, 60))),
    "punch": dict(head=(10, -50), neck=(6, -38), hip=(-4, 4), arm1=((28, -36), (52, -38)), arm2=((-6, -18), (8, -16)),
                  leg1=((16, 32), (24, 64)), leg2=((-16, 32), (-30, 62))),
    "crouch": dict(head=(12, -26), neck=(6, -16), hip=(-12, 18), arm1=((18, 2), (34, 14)), arm2=((0, 4), (12, 22)),
                   leg1=((14, 36), (10, 64)), leg2=((-22, 46), (-32, 64))),
    "run": dict(head=(12, -52), neck=(8, -40), hip=(-2, 2), arm1=((22, -22), (34, -34)), arm2=((-14, -22), (-30, -12)),
                leg1=((20, 26), (14, 56)), leg2=((-14, 32), (-38, 44))),
    "cast": dict(head=(0, -52), neck=(0, -40), hip=(0, 4), arm1=((22, -56), (30, -78)), arm2=((-22, -56), (-30, -78)),
                 leg1=((8, 34), (12, 64)), leg2=((-8, 34), (-12, 64))),
    "reach": dict(head=(6, -52), neck=(4, -40), hip=(-4, 4), arm1=((24, -30), (46, -22)), arm2=((-14, -20), (-18, 2)),
                  leg1=((8, 34), (12, 64)), leg2=((-12, 34), (-20, 64))),
    "kneel": dict(head=(4, -30), neck=(2, -18), hip=(-4, 24), arm1=((16, 2), (30, -8)), arm2=((-12, 4), (-8, 24)),
                  leg1=((20, 30), (22, 62)), leg2=((-8, 60), (-40, 62))),
    "sneak": dict(head=(18, -38), neck=(10, -28), hip=(-8, 10), arm1=((20, -8), (36, -2)), arm2=((-8, -12), (-20, -2)),
                  leg1=((12, 34), (22, 62)), leg2=((-18, 36), (-40, 62))),
    "bow": dict(head=(22, -30), neck=(12, -26), hip=(-8, 4), arm1=((14, -4), (10, 18)), arm2=((-4, -8), (-24, -2)),
                leg1=((0, 34), (2, 64)), leg2=((-12, 34), (-16, 64))),
    "leap": dict(head=(4, -58), neck=(2, -46), hip=(0, -6), arm1=((22, -60), (38, -74)), arm2=((-22, -40), (-40, -48)),
                 leg1=((20, 16), (14, 42)), leg2=((-18, 22), (-34, 10))),
    "guard": dict(head=(-4, -52), neck=(-2, -40), hip=(0, 4), arm1=((18, -30), (10, -52)), arm2=((14, -18), (24, -40)),
                  leg1=((14, 32), (22, 64)), leg2=((-12, 32), (-20, 64))),
    "toast": dict(head=(0, -54), neck=(0, -42), hip=(0, 4), arm1=((20, -38), (30, -62)), arm2=((-14, -20), (-14, 0)),
                  leg1=((6, 34), (8, 64)), leg2=((-6, 34), (-8, 64))),
    "sit": dict(head=(-6, -40), neck=(-6, -28), hip=(-10, 14), arm1=((8, -8), (24, 4)), arm2=((-18, -6), (-6, 10)),
                leg1=((20, 16), (22, 50)), leg2=((14, 22), (10, 52))),
}


def _shoulders(neck, hip, w):
    dx, dy = hip[0] - neck[0], hip[1] - neck[1]
    n = math.hypot(dx, dy) or 1
    px, py = -dy / n * w, dx / n * w
    s = (neck[0] + dx / n * 5, neck[1] + dy / n * 5)
    return (s[0] + px, s[1] + py), (s[0] - px, s[1] - py), (px / w, py / w), (dx / n, dy / n)


@motif("figure")
def figure(pose="stand", skirt=0, hood=False, hair=None, fill="K", bulk=1.0, cape=0):
    p = POSES[pose]
    head, neck, hip = p["head"], p["neck"], p["hip"]
    sa, sb, perp, down = _shoulders(neck, hip, 13 * bulk)
    o = []
    if cape:  # a cloak flowing behind, out to the far side
        o.append(blob([sb, (sb[0] - cape * 0.6, sb[1] + 30), (hip[0] - cape, hip[1] + 50),
                       (hip[0] - cape * 0.3, hip[1] + 58), (hip[0], hip[1] + 20), sa], fill))
    for leg in ("leg2", "leg1"):
        knee, foot = p[leg]
        o.append(limb([hip, knee, foot], 12 * bulk, fill))
        o.append(ellipse(foot[0] + 4, foot[1] + 1, 8, 4, fill))
    wa = (hip[0] + perp[0] * 9 * bulk, hip[1] + perp[1] * 9 * bulk)
    wb = (hip[0] - perp[0] * 9 * bulk, hip[1] - perp[1] * 9 * bulk)
    mid = ((neck[0] + hip[0]) / 2, (neck[1] + hip[1]) / 2)
    wma = (mid[0] + perp[0] * 9 * bulk, mid[1] + perp[1] * 9 * bulk)
    wmb = (mid[0] - perp[0] * 9 * bulk, mid[1] - perp[1] * 9 * bulk)
    o.append(blob([sa, wma, wa, wb, wmb, sb], fill, tension=0.6))
    if skirt:
        hem = hip[1] + 30 + skirt * 0.5
        o.append(blob([wa, (hip[0] + skirt * 0.55, hem - 6), (hip[0] + skirt * 0.6, hem),
                       (hip[0], hem + 3), (hip[0] - skirt * 0.6, hem), (hip[0] - skirt * 0.55, hem - 6), wb],
                      fill, tension=0.8))
    for arm, sh in (("arm2", sb), ("arm1", sa)):
        elbow, hand = p[arm]
        o.append(limb([sh, elbow, hand], 9 * bulk, fill))
        o.append(circle(hand[0], hand[1], 5.5 * bulk, fill))
    o.append(limb([neck, (head[0] * 0.5 + neck[0] * 0.5, head[1] * 0.5 + neck[1] * 0.5)], 8, fill))
    o.append(circle(head[0], head[1], 11.5, fill))
    if hood:
        o.append(blob([(head[0] - 15, head[1] + 10), (head[0] - 13, head[1] - 10), (head[0] + 2, head[1] - 17),
                       (head[0] + 14, head[1] - 8), (head[0] + 12, head[1] + 4), (head[0] + 2, head[1] + 14)], fill))
    if hair == "long":
        o.append(blob([(head[0] - 12, head[1] - 4), (head[0] - 6, head[1] - 13), (head[0] + 8, head[1] - 12),
                       (head[0] + 2, head[1] + 10), (head[0] - 10, head[1] + 28), (head[0] - 16, head[1] + 14)], fill))
    elif hair == "bun":
        o.append(circle(head[0] - 8, head[1] - 10, 7, fill))
    elif hair == "crown":
        o.append(poly([(head[0] - 9, head[1] - 8), (head[0] - 11, head[1] - 22), (head[0] - 4, head[1] - 14),
                       (head[0], head[1] - 25), (head[0] + 4, head[1] - 14), (head[0] + 11, head[1] - 22),
                       (head[0] + 9, head[1] - 8)], "G"))
    return "".join(o)


def joint(pose, name):
    """Where a named joint of a pose is (for putting a blade in a hand)."""
    p = POSES[pose]
    if name in ("hand1", "hand2"):
        return p["arm" + name[-1]][1]
    return p[name]


# Finger sets: (angle from up in degrees, length, bend in degrees) per finger,
# index to little, then the thumb's angle, length and bend.
GRIPS = {
    "open": ([(-14, 30, 0), (-4, 34, 0), (6, 32, 0), (16, 26, 0)], (-62, 24, 10)),
    "spread": ([(-26, 30, 0), (-8, 34, 0), (10, 32, 0), (28, 25, 0)], (-78, 24, 0)),
    "fist": ([(-4, 10, 0), (0, 11, 0), (4, 10, 0), (8, 9, 0)], (-30, 16, 60)),
    "pinch": ([(-30, 30, 50), (-4, 26, 80), (6, 22, 90), (14, 18, 90)], (-70, 24, 50)),
    "point": ([(-6, 36, 0), (2, 12, 0), (8, 11, 0), (14, 10, 0)], (-50, 20, 40)),
    "grip": ([(70, 20, 80), (80, 22, 80), (90, 20, 80), (100, 17, 80)], (-40, 18, 60)),
    "cup": ([(-20, 28, -30), (-6, 32, -30), (8, 30, -30), (20, 24, -30)], (-70, 22, -20)),
    "reach": ([(40, 30, 20), (52, 34, 24), (64, 30, 28), (74, 24, 30)], (-10, 22, 30)),
    "claw": ([(-22, 28, 60), (-6, 32, 60), (8, 30, 60), (22, 24, 60)], (-72, 22, 50)),
    "vow": ([(-4, 32, 0), (0, 34, 0), (4, 32, 0), (8, 27, 0)], (-40, 20, 10)),
}


def _finger(bx, by, ang, ln, bend, w, fill):
    a1 = math.radians(ang)
    mx, my = bx + math.sin(a1) * ln * 0.55, by - math.cos(a1) * ln * 0.55
    a2 = math.radians(ang + bend)
    tx, ty = mx + math.sin(a2) * ln * 0.45, my - math.cos(a2) * ln * 0.45
    return limb([(bx, by), (mx, my), (tx, ty)], w, fill)


@motif("hand")
def hand(grip="open", cuff=True, fill="K", ring=False):
    fingers, thumb = GRIPS[grip]
    o = []
    if cuff:
        o.append(path("M-15,34 L-17,66 L17,66 L15,34 Z", fill))
        o.append(blob([(-20, 30), (0, 24), (20, 30), (22, 40), (0, 44), (-22, 40)], "A"))
    o.append(blob([(-17, -8), (-6, -13), (8, -12), (18, -6), (17, 14), (12, 30), (-10, 31), (-19, 14)], fill))
    bases = [(-12, -8), (-4, -11), (5, -11), (13, -7)]
    for (bx, by), (ang, ln, bend) in zip(bases, fingers):
        o.append(_finger(bx, by, ang, ln, bend, 9.5, fill))
    ang, ln, bend = thumb
    o.append(_finger(-15, 10, ang, ln, bend, 10.5, fill))
    if ring:
        o.append(ellipse(-4, -14, 6, 3, "G", "K", 1.2))
    return "".join(o)


@motif("profile")
def profile(fill="K", hair="long", open_mouth=False):
    """A head in profile facing right (a whisperer, a listener)."""
    pts = [(-22, -34), (-2, -42), (16, -34), (22, -18), (24, -10), (31, 0), (23, 4), (25, 10),
           (21, 14), (23, 18), (17, 26), (6, 28), (4, 40), (-22, 42), (-28, 10), (-30, -14)]
    if open_mouth:
        pts[8] = (18, 14)
    o = [blob(pts, fill, tension=0.7)]
    if hair == "long":
        o.append(blob([(-30, -20), (-14, -44), (10, -42), (18, -30), (-2, -32), (-12, -16), (-16, 20),
                       (-24, 50), (-40, 40), (-36, 6)], fill))
    elif hair == "cap":
        o.append(blob([(-32, -14), (-22, -42), (6, -48), (22, -30), (26, -26), (-6, -30), (-26, -4)], fill))
    return "".join(o)


@motif("ear")
def ear(fill="K"):
    return "".join([blob([(0, -22), (14, -16), (16, 2), (8, 14), (4, 24), (-6, 22), (-4, 8), (-8, -8)], fill),
                    path("M4,-12 C12,-8 10,4 4,8", None, "K2", 3)])


@motif("mask")
def mask(fill="K", stick=True, trim="G"):
    d = ("M-52,-6 C-44,-26 -18,-22 0,-12 C18,-22 44,-26 52,-6 C50,14 34,26 16,20 C8,18 4,10 0,10 "
         "C-4,10 -8,18 -16,20 C-34,26 -50,14 -52,-6 Z "
         "M-34,-4 C-28,-12 -16,-10 -12,-2 C-18,4 -30,4 -34,-4 Z M34,-4 C28,-12 16,-10 12,-2 C18,4 30,4 34,-4 Z")
    o = [path(d, fill, None, 0, None, 'fill-rule="evenodd"'),
         path("M-50,-8 C-42,-24 -18,-20 0,-10 C18,-20 42,-24 50,-8", None, trim, 2.5)]
    if stick:
        o.append(limb([(44, 14), (54, 40), (58, 72)], 5, trim))
    o.append(path("M-52,-6 C-62,-24 -58,-40 -48,-46 C-50,-32 -44,-22 -40,-18 Z", trim))
    return "".join(o)


@motif("eye")
def eye(fill="K", iris="A", open_=1.0, lashes=True):
    h = 26 * open_
    o = [path("M-50,0 C-30,%s 30,%s 50,0 C30,%s -30,%s -50,0 Z" % (fmt(-h), fmt(-h), fmt(h), fmt(h)), "L", "K", 4)]
    o.append(circle(0, 0, 18 * min(1, open_ + 0.2), iris, "K", 3))
    o.append(circle(0, 0, 8, "K"))
    o.append(circle(-5, -5, 3.5, "W"))
    if lashes:
        for i in range(-3, 4):
            a = math.radians(-90 + i * 22)
            o.append(line(math.cos(a) * 42, -h * 0.5 + math.sin(a) * 14 - 4, math.cos(a) * 50,
                          -h * 0.5 + math.sin(a) * 22 - 6, "K", 3))
    return "".join(o)


@motif("crown")
def crown(points=5, fill="G", gems="R", tall=1.0, tilt=0):
    w = 56
    pts = [(-w / 2, 16)]
    for i in range(points):
        x0 = -w / 2 + w * i / (points - 1) if points > 1 else 0
        pts.append((x0, -22 * tall if i % 2 == 0 else -12 * tall))
        if i < points - 1:
            pts.append((x0 + w / (points - 1) / 2, -2))
    pts.append((w / 2, 16))
    o = [poly(pts, fill, "K", 2.5), path("M%s,10 L%s,10" % (fmt(-w / 2), fmt(w / 2)), None, "K", 2)]
    for i in range(points):
        x0 = -w / 2 + w * i / (points - 1) if points > 1 else 0
        o.append(circle(x0, (-22 if i % 2 == 0 else -12) * tall - 3, 3.5, gems, "K", 1))
    o.append(circle(0, 3, 4, gems, "K", 1))
    return "".join(o)


@motif("princess_bust")
def princess_bust(hair="long", fill="K", collar="A", crown_pts=5, veil=False):
    """A portrait bust in silhouette: shoulders, neck, head, hair, crown."""
    o = [blob([(-62, 70), (-54, 38), (-24, 22), (0, 30), (24, 22), (54, 38), (62, 70)], fill, tension=0.7)]
    o.append(path("M-24,22 C-14,40 14,40 24,22", None, collar, 5))
    o.append(path("M-8,4 L-9,26 L9,26 L8,4 Z", fill))
    o.append(blob([(-22, -18), (-16, -40), (4, -46), (20, -36), (24, -16), (20, 4), (8, 14), (-8, 14), (-20, 2)], fill))
    if hair == "long":
        o.append(blob([(-26, -20), (-16, -48), (10, -52), (28, -30), (30, 10), (36, 40), (18, 34), (16, -8),
                       (-14, -14), (-18, 30), (-36, 40), (-28, 6)], fill))
    elif hair == "wave":
        o.append(blob([(-28, -24), (-12, -52), (16, -50), (30, -26), (38, 0), (30, 24), (40, 40), (22, 42),
                       (18, -6), (-18, -6), (-22, 42), (-40, 40), (-30, 24), (-38, 0)], fill))
    elif hair == "crop":
        o.append(blob([(-26, -16), (-20, -46), (6, -54), (28, -38), (26, -12), (14, -30), (-8, -32), (-16, -6)], fill))
    elif hair == "braid":
        o.append(blob([(-26, -20), (-14, -50), (12, -50), (26, -28), (12, -34), (-14, -28)], fill))
        o.append(limb([(20, -28), (32, 0), (28, 26), (36, 50)], 11, fill))
        for t in range(4):
            o.append(ellipse(29 + t * 1.5, 2 + t * 12, 7, 5, fill, "K2", 1.2))
    if veil:
        o.append(path("M-20,-40 C-50,-10 -50,40 -58,70 L-40,70 C-34,30 -30,0 -14,-30 Z", "L", None, 0, 0.35))
    o.append("<g transform=\"translate(2 -58) scale(0.55)\">%s</g>" % crown(crown_pts))
    return "".join(o)


@motif("whisper")
def whisper(fill="K"):
    """Two heads: one leans to the other's ear, sound curls between them."""
    o = ["<g transform=\"translate(-30 0) scale(0.9)\">%s</g>" % profile(fill, "cap", True),
         "<g transform=\"translate(34 6) scale(-0.95 0.95)\">%s</g>" % profile(fill, "long")]
    for i, r in enumerate((6, 11, 16)):
        o.append(path("M%s,%s A%s,%s 0 0 1 %s,%s" % (fmt(2 + i * 2), fmt(12 - r), fmt(r), fmt(r),
                                                       fmt(2 + i * 2), fmt(12 + r)), None, "G", 2.5, 0.9 - i * 0.2))
    return "".join(o)


@motif("glints")
def glints(pts=((0, 0, 8),), fill="W"):
    return "".join(sparkle(x, y, r, fill) for x, y, r in pts)


@motif("tear_drops")
def tear_drops(n=3, fill="A"):
    o = []
    for i in range(n):
        x, y = -20 + i * 20, (i % 2) * 12
        o.append(path("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" % (
            fmt(x), fmt(y - 12), fmt(x + 8), fmt(y), fmt(x + 7), fmt(y + 8), fmt(x), fmt(y + 8),
            fmt(x - 7), fmt(y + 8), fmt(x - 8), fmt(y), fmt(x), fmt(y - 12)), fill, "K", 1.5))
    return "".join(o)


def star_poly(cx, cy, r1, r2, n, fill="G"):
    return poly(star_pts(cx, cy, r1, r2, n), fill, "K", 1.5)


__all__ = ["figure", "hand", "joint", "star_poly", "smooth"]
