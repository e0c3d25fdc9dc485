"""style.py — the look every Blood Wars picture shares: palettes (alignment
tints people, plane or kind tints places and fate), the painted backdrop
(dusk gradient, brush strokes, a glow behind the subject), and the frame of
each card type, as the rules' card diagram has it: warlords in a shield,
legions in an oblong, everything else in a square (fate with its kind's
glyph in a corner medallion).  Also the card back."""
import random

from .paint import INK, Pic, arc, circle_d, f, mix, poly, shade, smooth, star

# Alignment: the ethic gives the sky and cloth, the moral the light.
ETHIC = {"L": ("#223a66", "#4a74c0"), "N": ("#33284a", "#7a5aa6"), "C": ("#4e1a20", "#b2382e")}
MORAL = {"G": ("#f4d98c", 0.10), "N": ("#c4bcd6", 0.0), "E": ("#d9562c", -0.45)}
PLANE = {
    "Clockwork Reach": ("#4a3316", "#f2b550", "#8a6428"),
    "Hungering Abyss": ("#3c0c10", "#e2462a", "#2a0d0d"),
    "Verdant Heights": ("#1d4a4a", "#d8f0a8", "#2f5a2a"),
}
KIND = {  # fate: sky, light, cloth
    "acolyte": ("#2d2140", "#e8c870", "#6a4a9a"),
    "item": ("#2a2a30", "#f0d080", "#6a7080"),
    "orders": ("#1e2c3a", "#f0c878", "#4a6a8a"),
    "spell": ("#1c1640", "#9ad8ff", "#5a48b0"),
    "support": ("#25301e", "#f0d8a0", "#6a7a48"),
}
SITES = ["#2b2a44", "#3a2a24", "#1e3340", "#3a2238", "#283a2c", "#402c1c"]
GOLD = ("#fff0b0", "#c8952c", "#6a4410")
STEEL = ("#e8eef4", "#8a96a6", "#3a4250")


def palette(card, rnd):
    """sky (top of the backdrop), deep (its foot), light (glow and rim),
    cloth (the main garment), ground, and the shared metals and skin."""
    al = card.get("alignment")
    if al:
        if al == "N":
            al = "NN"
        sky, cloth = ETHIC[al[0]]
        light, lt = MORAL[al[1]]
        sky = shade(sky, lt)
        if al[1] == "E":
            cloth = shade(cloth, -0.2)
    elif card["type"] == "battlefield":
        home = card.get("home")
        if home in PLANE:
            sky, light, cloth = PLANE[home]
        else:
            sky = SITES[rnd.randrange(len(SITES))]
            light, cloth = "#f0c070", shade(sky, 0.3)
    else:
        sky, light, cloth = KIND[card["kind"]]
    return {
        "sky": sky, "deep": shade(sky, -0.7), "light": light, "cloth": cloth,
        "cloth2": shade(cloth, -0.35), "ground": shade(sky, -0.55), "skin": "#d9a882",
        "metal": STEEL, "gold": GOLD, "hair": "#3a2418", "fire": ("#fff4b0", "#ffae3a", "#d2401c"),
    }


def backdrop(P, pal, rnd, glow=(100, 92), horizon=150):
    """Dusk sky, a few broad translucent brush strokes, the glow behind the
    subject and a dark ground band."""
    P.path(poly([(0, 0), (200, 0), (200, 200), (0, 200)]), P.lin([(0, pal["sky"]), (0.7, pal["deep"]), (1, shade(pal["deep"], -0.4))]), None)
    for i in range(5):
        y = 20 + i * 30 + rnd.uniform(-8, 8)
        x0, x1 = rnd.uniform(-30, 40), rnd.uniform(150, 230)
        w = rnd.uniform(6, 14)
        pts = [(x0, y), ((x0 + x1) / 2, y - w + rnd.uniform(-6, 6)), (x1, y + rnd.uniform(-8, 8)), ((x0 + x1) / 2, y + w)]
        P.shape(pts, shade(pal["sky"], 0.25 if i % 2 else -0.3), None, op=0.22)
    gx, gy = glow
    P.circle(gx, gy, 88, P.rad([(0, pal["light"], 0.55), (0.5, pal["light"], 0.16), (1, pal["light"], 0)]), None)
    if horizon:
        pts = [(-10, horizon + rnd.uniform(-4, 4))] + [(x, horizon + rnd.uniform(-7, 7)) for x in (50, 100, 150)] + \
              [(210, horizon + rnd.uniform(-4, 4)), (210, 210), (-10, 210)]
        P.path(smooth(pts[:5], closed=False) + " L210 210 L-10 210 Z", P.lin([(0, pal["ground"]), (1, shade(pal["ground"], -0.6))]), None)


# ---- frames -------------------------------------------------------------------

def shield_d():
    return ("M18 14 Q100 6 182 14 L182 104 C182 148 142 176 100 194 C58 176 18 148 18 104 Z")


def oblong_d():
    return "M52 24 L148 24 A46 76 0 0 1 148 176 L52 176 A46 76 0 0 1 52 24 Z"


def square_d(m):
    return poly([(m, m), (200 - m, m), (200 - m, 200 - m), (m, 200 - m)])


OUTER = "M-2 -2 L202 -2 L202 202 L-2 202 Z "


def frame(P, card, pal):
    t = card["type"]
    gold = P.lin([(0, GOLD[0]), (0.5, GOLD[1]), (1, GOLD[0])], 0, 0, 1, 1)
    surround = P.lin([(0, shade(pal["sky"], -0.55)), (1, shade(pal["sky"], -0.85))])
    if t == "warlord":
        win = shield_d()
        P.path(OUTER + win, surround, None, extra='fill-rule="evenodd"')
        P.path(win, None, INK, 7.5)
        P.path(win, None, gold, 4.5)
        for x, y in ((18, 14), (182, 14)):
            P.circle(x, y, 6, gold, INK, 1.6)
    elif t == "legion":
        win = oblong_d()
        P.path(OUTER + win, surround, None, extra='fill-rule="evenodd"')
        steel = P.lin([(0, STEEL[0]), (0.5, STEEL[1]), (1, STEEL[0])], 0, 0, 1, 1)
        P.path(win, None, INK, 7)
        P.path(win, None, steel, 4)
        for x in (52, 148):
            P.circle(x, 24, 4.2, steel, INK, 1.3)
            P.circle(x, 176, 4.2, steel, INK, 1.3)
    else:
        m = 7
        win = square_d(m)
        rim = gold if t == "battlefield" else P.lin([(0, shade(pal["light"], 0.4)), (1, shade(pal["cloth"], -0.2))], 0, 0, 1, 1)
        P.path(OUTER + win, surround, None, extra='fill-rule="evenodd"')
        P.path(win, None, INK, 6)
        P.path(win, None, rim, 3.5)
        if t == "battlefield":
            for cx, cy, a in ((m, m, 0), (200 - m, m, 90), (200 - m, 200 - m, 180), (m, 200 - m, 270)):
                pts = [(0, 0), (18, 0), (0, 18)]
                import math
                c, s = math.cos(math.radians(a)), math.sin(math.radians(a))
                P.path(poly([(cx + x * c - y * s, cy + x * s + y * c) for x, y in pts]), gold, INK, 1.6)
            medallion(P, card["kind"], pal, gold)
        else:
            medallion(P, card["kind"], pal, rim)


def medallion(P, kind, pal, rim):
    """The corner glyph: the fate kind, or the battlefield kind."""
    cx, cy, r = 176, 46, 14   # inside the band every crop keeps (y 32..162)
    P.circle(cx, cy, r, P.rad([(0, shade(pal["cloth"], 0.1)), (1, shade(pal["cloth"], -0.6))]), INK, 2)
    P.circle(cx, cy, r - 1.5, None, rim, 2)
    ink = shade(pal["light"], 0.5)
    if kind == "spell":
        P.path(poly(star(cx, cy, 9, 3.6, 4)), ink, INK, 1)
    elif kind == "item":
        P.path(poly([(cx - 1.6, cy - 9), (cx + 1.6, cy - 9), (cx + 1.6, cy + 3), (cx + 5, cy + 3), (cx + 5, cy + 5.5),
                     (cx + 1.6, cy + 5.5), (cx + 1.6, cy + 9), (cx - 1.6, cy + 9), (cx - 1.6, cy + 5.5), (cx - 5, cy + 5.5),
                     (cx - 5, cy + 3), (cx - 1.6, cy + 3)]), ink, INK, 1)
    elif kind == "orders":
        P.path(poly([(cx - 6, cy - 8), (cx + 7, cy - 8), (cx + 7, cy + 8), (cx, cy + 4), (cx - 6, cy + 8)]), ink, INK, 1)
    elif kind == "support":
        P.circle(cx, cy, 7.5, None, ink, 2.6)
        for i in range(4):
            P.line(cx, cy, cx + 7 * (1 if i == 0 else -1 if i == 1 else 0), cy + 7 * (1 if i == 2 else -1 if i == 3 else 0), ink, 2)
    elif kind == "acolyte":
        P.circle(cx - 3, cy, 5, None, ink, 2.4)
        P.circle(cx + 3, cy, 5, None, ink, 2.4)
    elif kind == "realm":
        P.circle(cx, cy, 6, ink, INK, 1)
        P.ellipse(cx, cy, 11, 3.4, None, ink, 1.8)
    elif kind == "layer":
        for dy in (-5, 0, 5):
            P.path(poly([(cx - 8 + abs(dy) * 0.6, cy + dy - 1.6), (cx + 8 - abs(dy) * 0.6, cy + dy - 1.6),
                         (cx + 8 - abs(dy) * 0.6, cy + dy + 1.6), (cx - 8 + abs(dy) * 0.6, cy + dy + 1.6)]), ink, None)
    else:  # site / town: an arch
        P.path("M%s %s L%s %s A6 6 0 0 1 %s %s L%s %s Z" % (f(cx - 7), f(cy + 8), f(cx - 7), f(cy - 1), f(cx + 7), f(cy - 1),
                                                        f(cx + 7), f(cy + 8)), ink, INK, 1)
        P.path("M%s %s L%s %s A3 3 0 0 1 %s %s L%s %s Z" % (f(cx - 3), f(cy + 8), f(cx - 3), f(cy + 2), f(cx + 3), f(cy + 2),
                                                        f(cx + 3), f(cy + 8)), shade(pal["cloth"], -0.6), None)


# ---- the card back --------------------------------------------------------------

def back(seed=27):
    """A war-seal on dark plum: the ninefold gate wheel, two crossed blades
    and a blood drop, inside a shield, an oblong and a square (the three
    frames of the faces)."""
    rnd = random.Random(seed)
    P = Pic("bk", 200, 280)
    P.path(poly([(0, 0), (200, 0), (200, 280), (0, 280)]), P.lin([(0, "#3a1420"), (0.55, "#1a0c16"), (1, "#0a0a14")]), None)
    for i in range(7):
        y = 20 + i * 40 + rnd.uniform(-8, 8)
        P.shape([(-20, y), (100, y - 10), (220, y + 6), (100, y + 12)], "#6a2030" if i % 2 else "#000000", None, op=0.25)
    gold = P.lin([(0, GOLD[0]), (0.5, GOLD[1]), (1, GOLD[0])], 0, 0, 1, 1)
    P.circle(100, 140, 92, P.rad([(0, "#e0462a", 0.35), (1, "#e0462a", 0)]), None)
    # the wheel: nine spokes, nine studs
    P.circle(100, 140, 62, None, INK, 9)
    P.circle(100, 140, 62, None, gold, 5)
    for i in range(9):
        a = i * 40 - 90
        (x0, y0), (x1, y1) = arc(100, 140, 26, a, a, 1)[0], arc(100, 140, 62, a, a, 1)[0]
        P.line(x0, y0, x1, y1, INK, 6)
        P.line(x0, y0, x1, y1, GOLD[1], 3)   # solid: a gradient on a line with no width paints nothing
        x2, y2 = arc(100, 140, 74, a, a, 1)[0]
        P.circle(x2, y2, 5, gold, INK, 1.6)
    # crossed blades
    for flip in (1, -1):
        pts = [(100 - 70 * flip, 210), (100 - 66 * flip, 214), (100 + 62 * flip, 80), (100 + 70 * flip, 62), (100 + 56 * flip, 76)]
        P.path(poly(pts), P.lin([(0, STEEL[0]), (1, STEEL[1])], 0, 0, 1, 1), INK, 2)
        P.line(100 - 76 * flip, 196, 100 - 56 * flip, 216, INK, 7)
        P.line(100 - 76 * flip, 196, 100 - 56 * flip, 216, gold, 4)
    P.path(circle_d(100, 140, 26), P.rad([(0, "#4a1018"), (1, "#12060a")]), INK, 2.5)
    P.path("M100 118 C106 130 114 138 114 146 C114 154 108 160 100 160 C92 160 86 154 86 146 C86 138 94 130 100 118 Z",
           P.lin([(0, "#ff5a3a"), (1, "#8a0e16")]), INK, 2)
    P.path("M95 146 C95 140 98 136 100 132", None, "#ffc0a0", 2, op=0.7)
    # the three frames in miniature along the foot
    for x, d in ((56, "M-9 -10 L9 -10 L9 -2 C9 5 4 9 0 11 C-4 9 -9 5 -9 -2 Z"),
                 (100, "M-6 -8 L6 -8 C13 -8 13 8 6 8 L-6 8 C-13 8 -13 -8 -6 -8 Z"),
                 (144, "M-8 -8 L8 -8 L8 8 L-8 8 Z")):
        P.begin(x, 246)
        P.path(d, "#1a0c16", gold, 2.5)
        P.end()
    P.path(poly([(8, 8), (192, 8), (192, 272), (8, 272)]), None, INK, 7)
    P.path(poly([(8, 8), (192, 8), (192, 272), (8, 272)]), None, gold, 4)
    P.path(poly([(16, 16), (184, 16), (184, 264), (16, 264)]), None, mix(GOLD[1], "#000000", 0.3), 1.2)
    return P
