"""figure.py — people: a standing figure with a pose (arm angles, stance),
a body (armour, robe, coat, rags, bones), a head (helm, hood, crown, mitre,
mask, horns, hat, turban, skull...), a cloak, and things in its hands.

figure(P, x, y, h, pal, **look) draws one with its feet at (x, y), h tall.
Angles are degrees in picture space: 0 points right, 90 down, -90 up."""
import math

from .paint import INK, LINE, FINE, f, mix, poly, shade, smooth, star
from . import things as T

POSES = {  # right upper, right fore, left upper, left fore
    "stand": (80, 95, 100, 85),
    "raise": (-60, -80, 100, 85),
    "raise2": (-55, -75, -125, -105),
    "forward": (10, 0, 100, 85),
    "front": (70, 160, 110, 20),
    "guard": (60, 150, 110, 30),
    "open": (25, 5, 155, 175),
    "wide": (-20, -40, 200, 220),
    "staff": (55, 95, 110, 60),
    "point": (-20, -30, 100, 80),
    "brace": (35, 20, 120, 60),
    "hold": (70, 20, 110, 160),
    "lift": (60, -60, 120, -120),
    "pray": (70, 170, 110, 10),
}


def _arm(sx, sy, a1, a2, l1=24, l2=22):
    ex, ey = sx + l1 * math.cos(math.radians(a1)), sy + l1 * math.sin(math.radians(a1))
    hx, hy = ex + l2 * math.cos(math.radians(a2)), ey + l2 * math.sin(math.radians(a2))
    return (sx, sy), (ex, ey), (hx, hy)


def figure(P, x, y, h, pal, pose="stand", body="armour", head="helm", cloak=None, r=None, l=None,
           stride=1.0, flip=False, cloth=None, trim=None, bulk=1.0, kneel=False, op=None, skin=None):
    """r / l: (thing, angle[, size]) held in the right / left hand (picture right when not flipped)."""
    cloth = cloth or pal["cloth"]
    trim = trim or pal["gold"][1]
    skin = skin or pal["skin"]
    metal = P.lin([(0, pal["metal"][0]), (0.55, pal["metal"][1]), (1, pal["metal"][2])], 0, 0, 1, 1)
    cloth_g = P.lin([(0, shade(cloth, 0.15)), (1, shade(cloth, -0.45))], 0, 0, 1, 1)
    bone = "#e8dcc0"
    P.begin(x, y, h / 150.0, flip=flip, op=op)
    ru, rf, lu, lf = POSES[pose] if isinstance(pose, str) else pose
    w = bulk
    sh = (18 * w, -117)
    R = _arm(sh[0], sh[1], ru, rf)
    L = _arm(-sh[0], sh[1], lu, lf)
    # cloak behind everything
    if cloak is not None:
        c = cloak
        pts = [(-15 * w, -124), (-30 * w + c * 8, -70), (-38 * w + c * 30, -4), (-10 + c * 34, 4), (30 * w + c * 38, -2),
               (32 * w + c * 14, -70), (15 * w, -124), (0, -128)]
        P.shape(pts, P.lin([(0, shade(cloth, -0.25)), (1, shade(cloth, -0.7))]), INK, LINE)
    # shafts held in a hand run behind the body
    for hand, held in ((R[2], r), (L[2], l)):
        if held and held[0] in T.BEHIND:
            T.held(P, held, hand[0], hand[1], pal)
    # legs or skirt
    if kneel:   # kneeling: the body sinks by a third, a knee comes forward under the skirt
        P.begin(0, 40)
        P.path(smooth([(-13 * w, -84), (-22 * w, -52), (-30 * w, -40), (0, -38), (30 * w, -42), (34 * w, -54), (20 * w, -66), (13 * w, -84)]),
               cloth_g, INK, LINE)
    elif body in ("robe", "gown"):
        flare = 30 if body == "gown" else 24
        hem = [(-flare * w, 0), (-flare * w * 0.5, 4), (0, 2), (flare * w * 0.5, 4), (flare * w, 0)]
        P.path("M%s %s C%s %s %s %s %s %s " % (f(-13 * w), -84, f(-16 * w), -50, f(-flare * w), -20, f(hem[0][0]), f(hem[0][1]))
               + smooth(hem, closed=False)[len("M%s %s" % (f(hem[0][0]), f(hem[0][1]))):]
               + " C%s %s %s %s %s %s Z" % (f(flare * w), -20, f(16 * w), -50, f(13 * w), -84), cloth_g, INK, LINE)
        P.path(smooth([(0, -80), (-3 * w, -40), (2 * w, 2)], closed=False), None, shade(cloth, -0.5), FINE)
    else:
        leg = {"armour": pal["metal"][1], "bones": bone}.get(body, shade(cloth, -0.35))
        s = stride
        P.stroke([(-8 * w, -72), (-10 * w - 6 * s, -36), (-10 * w - 12 * s, 0)], leg, 11 if body != "bones" else 5)
        P.stroke([(8 * w, -72), (10 * w + 6 * s, -36), (10 * w + 12 * s, 0)], leg, 11 if body != "bones" else 5)
        for sx in (-1, 1):
            fx = sx * (10 * w + 12 * s)
            P.path(smooth([(fx - 6, 0), (fx + 8 * sx, -1), (fx + 9 * sx, 3), (fx - 6, 4)]), shade(leg, -0.4), INK, FINE)
    # torso
    if body == "bones":
        P.stroke([(0, -124), (0, -76)], bone, 5)
        for k in range(4):
            yy = -114 + k * 9
            P.path(smooth([(-13 + k, yy), (0, yy - 3), (13 - k, yy)], closed=False), None, INK, 6)
            P.path(smooth([(-13 + k, yy), (0, yy - 3), (13 - k, yy)], closed=False), None, bone, 3)
        P.ellipse(0, -74, 12, 5, bone, INK, FINE)
    else:
        tw = 1.15 if body == "rags" else 1.0
        pts = [(-7, -125), (-sh[0] - 2, -119), (-16 * w * tw, -100), (-12 * w, -82), (-14 * w, -70), (14 * w, -70), (12 * w, -82),
               (16 * w * tw, -100), (sh[0] + 2, -119), (7, -125)]
        fill = metal if body == "armour" else cloth_g
        P.shape(pts, fill, INK, LINE)
        if body == "armour":
            P.path(smooth([(-10 * w, -112), (0, -104), (10 * w, -112)], closed=False), None, INK, FINE, op=0.7)
            P.path(poly([(-2.5, -120), (2.5, -120), (2.5, -86), (-2.5, -86)]), cloth, None, op=0.9)
        elif body == "coat":
            P.path(poly([(0, -124), (0, -72)], closed=False), None, trim, 2)
        elif body == "rags":
            P.path(poly([(-14 * w, -72), (-8, -64), (-3, -72), (3, -63), (8, -72), (14 * w, -70)], closed=False), None, INK, FINE)
        P.path(poly([(-13 * w, -84), (13 * w, -84), (13 * w, -78), (-13 * w, -78)]), shade(trim, -0.3), INK, FINE)
    # arms
    for arm, side in ((L, -1), (R, 1)):
        sleeve = {"armour": pal["metal"][1], "bones": bone}.get(body, cloth)
        P.stroke([arm[0], arm[1], arm[2]], sleeve, 10 if body != "bones" else 4.5, curved=False)
        if body == "armour":
            P.ellipse(arm[0][0], arm[0][1] + 1, 9 * w, 7, metal, INK, FINE * 1.2)
        P.circle(arm[2][0], arm[2][1], 4.8, bone if body == "bones" else (pal["metal"][1] if body == "armour" else skin), INK, FINE)
    # head
    _head(P, head, pal, skin, cloth, trim, metal)
    # things in front
    for hand, held in ((R[2], r), (L[2], l)):
        if held and held[0] not in T.BEHIND:
            T.held(P, held, hand[0], hand[1], pal)
    if kneel:
        P.end()
    P.end()


def _head(P, head, pal, skin, cloth, trim, metal):
    hx, hy = 0, -137
    gold = P.lin([(0, pal["gold"][0]), (1, pal["gold"][1])])
    if head == "halo":
        P.circle(hx, hy - 2, 19, None, pal["gold"][0], 3.4, op=0.9)
    if head in ("hood", "cowl"):
        P.shape([(-15, -124), (-16, -140), (-7, -156), (4, -158) if head == "hood" else (0, -154), (15, -142), (15, -124)],
                P.lin([(0, shade(cloth, 0.05)), (1, shade(cloth, -0.5))]), INK, LINE)
        P.ellipse(hx, hy + 2, 8, 9.5, shade(cloth, -0.8), None)
        P.circle(-3, hy + 1, 1.3, pal["light"], None)
        P.circle(3, hy + 1, 1.3, pal["light"], None)
        return
    if head == "skull":
        P.shape([(-10, -134), (-9, -146), (0, -150), (9, -146), (10, -134), (6, -126), (-6, -126)], "#e8dcc0", INK, LINE)
        P.circle(-4, -137, 2.8, INK, None)
        P.circle(4, -137, 2.8, INK, None)
        P.path(poly([(0, -133), (-1.5, -130), (1.5, -130)]), INK, None)
        return
    if head == "beast":
        P.shape([(-13, -130), (-12, -146), (0, -150), (12, -146), (13, -130), (0, -120)], shade(cloth, -0.3), INK, LINE)
        for s in (-1, 1):
            P.shape([(s * 9, -146), (s * 22, -160), (s * 30, -152), (s * 18, -154), (s * 12, -142)], "#e8dcc0", INK, FINE)
        P.circle(-5, -138, 2, pal["fire"][1], None)
        P.circle(5, -138, 2, pal["fire"][1], None)
        P.path(poly([(-7, -129), (-4, -125), (-1, -129), (1, -129), (4, -125), (7, -129)]), "#e8dcc0", INK, 0.8)
        return
    # a face
    P.circle(hx, hy, 11, P.lin([(0, shade(skin, 0.1)), (1, shade(skin, -0.25))]), INK, LINE)
    if head in ("hair", "long", "crown", "mitre", "hat", "plume", "halo", "bald", "turban"):
        if head == "long" or head == "crown":
            P.shape([(-11, -140), (-8, -149), (0, -151), (8, -149), (11, -140), (14, -120), (8, -122), (9, -138), (-9, -138), (-8, -122), (-14, -120)],
                    pal["hair"], INK, FINE)
        elif head != "bald":
            P.path(smooth([(-11, -137), (-8, -148), (2, -150), (10, -145), (11, -137), (4, -143), (-4, -143)]), pal["hair"], INK, FINE)
    if head in ("helm", "plume", "horns", "crest"):
        P.path("M-12 -134 C-13 -150 13 -150 12 -134 L12 -127 L6 -127 L6 -134 L-6 -134 L-6 -127 L-12 -127 Z", metal, INK, LINE)
        P.line(-6, -136, 6, -136, INK, 1.6)
        if head == "plume":
            P.path(smooth([(0, -148), (-4, -160), (-16, -166), (-24, -158), (-12, -156), (-4, -150)]), trim, INK, FINE)
        if head == "crest":
            P.path(smooth([(-9, -146), (0, -158), (10, -147), (0, -151)]), pal["fire"][2], INK, FINE)
        if head == "horns":
            for s in (-1, 1):
                P.shape([(s * 10, -142), (s * 20, -150), (s * 24, -166), (s * 19, -152), (s * 9, -147)], "#e8dcc0", INK, FINE)
    elif head == "crown":
        P.path(poly([(-10, -146), (-11, -158), (-5, -151), (0, -161), (5, -151), (11, -158), (10, -146)]), gold, INK, FINE)
    elif head == "mitre":
        P.path(smooth([(-10, -144), (-9, -158), (0, -172), (9, -158), (10, -144)]), P.lin([(0, shade(cloth, 0.3)), (1, cloth)]), INK, FINE)
        P.line(0, -168, 0, -146, trim, 2)
    elif head == "hat":
        P.ellipse(0, -145, 22, 5, shade(cloth, -0.4), INK, FINE)
        P.path(smooth([(-9, -146), (-8, -160), (0, -163), (8, -160), (9, -146)]), shade(cloth, -0.4), INK, FINE)
    elif head == "turban":
        P.path(smooth([(-13, -140), (-14, -152), (0, -160), (14, -152), (13, -140), (0, -143)]), P.lin([(0, "#f0e6d0"), (1, "#a89880")]), INK, FINE)
        P.circle(0, -148, 3, pal["fire"][1], INK, 0.8)
    elif head == "mask":
        P.path(smooth([(-11, -142), (0, -145), (11, -142), (10, -133), (0, -128), (-10, -133)]), "#f4efe6", INK, FINE)
        P.ellipse(-4.5, -138, 3, 1.6, INK, None)
        P.ellipse(4.5, -138, 3, 1.6, INK, None)
        P.path(smooth([(-8, -147), (-5, -155), (0, -150), (5, -155), (8, -147)], closed=False), None, trim, 2)
    elif head == "cap":
        P.path(smooth([(-12, -137), (-10, -149), (0, -152), (10, -149), (12, -137)]), shade(cloth, -0.2), INK, FINE)
    if head == "laugh":   # eyes shut in laughter, mouth wide open
        for ex in (-4, 4):
            P.path(smooth([(ex - 2.4, -135), (ex, -137.5), (ex + 2.4, -135)], closed=False), None, INK, 1.2)
        P.path("M-5 -131 C-4 -124 4 -124 5 -131 Z", "#5a1010", INK, 0.9)
        P.path(smooth([(-11, -137), (-8, -148), (2, -150), (10, -145), (11, -137), (4, -143), (-4, -143)]), pal["hair"], INK, FINE)
        return
    # eyes on a bare face
    if head in ("hair", "long", "crown", "mitre", "hat", "plume", "halo", "bald", "turban", "cap"):
        P.circle(-4, -136, 1.3, INK, None)
        P.circle(4, -136, 1.3, INK, None)


def rank(P, xs, y, h, pal, shade_by=0.0, **look):
    """A row of figures at the x positions given (a legion's front or back rank)."""
    for i, x in enumerate(xs):
        figure(P, x, y, h, pal, **look)
