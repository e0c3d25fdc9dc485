"""Fate: acolytes (oaths that bind a legion to a leader), items (one thing,
shown large), orders (a command being given), spells (the magic at work)
and support (what stands behind a legion), in the square with the kind's
glyph in the corner."""
import math

from .paint import INK, LINE, FINE, arc, circle_d, f, gear_d, mix, poly, shade, smooth, star
from .recipe import card
from .style import backdrop
from .figure import figure
from . import things as T
from . import land as Lnd
from . import beasts as B


def rays(P, x, y, n, r0, r1, col, op=0.3, w=3.0, a0=0.0):
    for i in range(n):
        a = math.radians(a0 + i * 360.0 / n)
        P.line(x + math.cos(a) * r0, y + math.sin(a) * r0, x + math.cos(a) * r1, y + math.sin(a) * r1, col, w, op=op)


def hand(P, x, y, s, rot, skin, open_=True):
    """A hand seen from the palm, fingers up (before rotation)."""
    P.begin(x, y, s, rot=rot)
    P.path(smooth([(-14, 20), (-16, 0), (-12, -8), (12, -8), (16, 0), (14, 20), (0, 26)]), skin, INK, LINE)
    fingers = ((-10, -8, -12, -34), (-3.5, -8, -4, -40), (3.5, -8, 4, -38), (10, -8, 12, -30)) if open_ else \
              ((-10, -8, -10, -16), (-3.5, -8, -4, -18), (3.5, -8, 4, -18), (10, -8, 10, -14))
    for x0, y0, x1, y1 in fingers:
        P.stroke([(x0, y0), (x1, y1)], skin, 6.4, curved=False)
    P.stroke([(-14, 8), (-24, -6), (-28, -14)], skin, 6.4)
    P.end()


# ---- acolytes ---------------------------------------------------------------

@card("oath-of-following")
def oath_of_following(P, c, pal, rnd):
    """Two hands from either side closed together on one sword's grip: an oath."""
    backdrop(P, pal, rnd, glow=(100, 96), horizon=0)
    rays(P, 100, 96, 18, 40, 100, pal["light"], 0.2)
    T.held(P, ("sword", 90, 1.7), 100, 70, pal)
    for sx, sleeve, skin in ((-1, shade(pal["cloth"], -0.3), "#b07a5a"), (1, "#8a2a2a", "#d9a882")):
        P.stroke([(100 + sx * 110, 150), (100 + sx * 60, 110), (100 + sx * 16, 76)], sleeve, 24)
        P.path(smooth([(100 + sx * 4, 56), (100 + sx * 18, 58), (100 + sx * 22, 74), (100 + sx * 16, 88), (100 + sx * 2, 86)]),
               skin, INK, LINE)
        for k in range(3):
            P.path(smooth([(100 + sx * 2, 62 + k * 8), (100 - sx * 6, 64 + k * 8), (100 - sx * 4, 69 + k * 8)], closed=False), None, INK, FINE)
    P.path(poly(star(100, 120, 6, 2, 4)), "#ffffff", None, op=0.9)


@card("bound-disciple")
def bound_disciple(P, c, pal, rnd):
    """A kneeling follower, a glowing chain from a leader's sigil to the collar."""
    backdrop(P, pal, rnd, glow=(140, 70), horizon=170)
    P.circle(146, 66, 30, P.rad([(0, pal["light"], 0.7), (1, pal["light"], 0)]), None)
    P.circle(146, 66, 22, None, pal["light"], 3.4)
    P.path(poly(star(146, 66, 18, 8, 6)), None, pal["light"], 2)
    figure(P, 74, 200, 170, pal, pose="pray", body="robe", head="bald", kneel=True, cloth=pal["cloth"])
    # collar at the neck: figure at y 200, 170 tall, sunk by 40 of 150 units
    ny = 200 + (-124 + 40) * 170 / 150.0
    P.path(smooth([(80, ny), (110, ny - 30), (128, 74)], closed=False), None, pal["light"], 7, op=0.35)
    T.chain(P, 80, ny, 128, 74, 9, pal["gold"][1])
    P.ellipse(74, ny + 2, 11, 3.6, pal["gold"][1], INK, FINE)


# ---- items --------------------------------------------------------------------

@card("crown-ninefold-gate")
def crown_ninefold_gate(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 100), horizon=0)
    for i in range(9):   # nine small gates around it
        a = math.radians(-90 + i * 40)
        x, y = 100 + math.cos(a) * 72, 104 + math.sin(a) * 66
        P.path("M%s %s L%s %s A5 5 0 0 1 %s %s L%s %s Z" % (f(x - 5), f(y + 7), f(x - 5), f(y - 1), f(x + 5), f(y - 1), f(x + 5), f(y + 7)),
               "#9ad8ff", INK, FINE, op=0.8)
    P.path(smooth([(50, 140), (100, 150), (150, 140), (100, 160)]), shade(pal["cloth"], -0.2), INK, FINE)
    T.crown(P, 100, 110, 100, pal, points=9, gate=True)


@card("flamebrand")
def flamebrand(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 100), horizon=0)
    T.held(P, ("flamesword", -62, 2.3), 72, 160, pal)


@card("warded-mail")
def warded_mail(P, c, pal, rnd):
    """A mail shirt on a stand, a ward rune glowing on its breast."""
    backdrop(P, pal, rnd, glow=(100, 96), horizon=0)
    P.circle(100, 96, 70, None, pal["light"], 2, op=0.5)
    P.path(poly(star(100, 96, 76, 66, 12)), None, pal["light"], 1.2, op=0.4)
    mail = P.lin([(0, pal["metal"][0]), (1, pal["metal"][2])], 0, 0, 1, 1)
    P.path(smooth([(62, 50), (80, 44), (100, 52), (120, 44), (138, 50), (150, 84), (136, 88), (134, 150), (100, 158), (66, 150),
                   (64, 88), (50, 84)]), mail, INK, LINE)
    for y in range(60, 152, 8):
        for x in range(70, 132, 8):
            P.path("M%d %d A4 4 0 0 0 %d %d" % (x, y, x + 8, y), None, INK, 0.8, op=0.5)
    P.circle(100, 100, 18, P.rad([(0, "#ffffff"), (0.5, pal["light"]), (1, pal["light"], 0)]), None)
    P.path(poly(star(100, 100, 12, 4, 4)), "#ffffff", INK, FINE)


@card("iron-shield")
def iron_shield(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 100), horizon=0)
    iron = P.lin([(0, "#c8ccd0"), (0.5, "#6a7078"), (1, "#2a3038")], 0, 0, 1, 1)
    P.path("M50 44 Q100 30 150 44 L150 100 C150 140 120 160 100 172 C80 160 50 140 50 100 Z", iron, INK, LINE * 1.4)
    P.path("M60 52 Q100 40 140 52 L140 100 C140 134 116 152 100 162 C84 152 60 134 60 100 Z", None, "#e8ecf0", 1.6, op=0.5)
    for x, y in ((62, 56), (138, 56), (62, 104), (138, 104), (100, 160)):
        P.circle(x, y, 3.4, "#d8dce0", INK, FINE)
    P.path(poly([(100, 56), (104, 96), (100, 140), (96, 96)]), "#e8ecf0", INK, FINE)
    P.line(70, 96, 130, 96, INK, 3)
    P.path(smooth([(120, 60), (128, 74), (122, 90)], closed=False), None, "#ffffff", 2.4, op=0.5)


@card("war-banner")
def war_banner(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 70), horizon=174)
    P.stroke([(70, 186), (70, 30)], "#6a4a2a", 5, curved=False)
    P.path(poly(star(70, 26, 7, 3, 4)), pal["gold"][1], INK, FINE)
    cl = "#a82a2a"
    P.path(smooth([(74, 36), (110, 30), (150, 40), (164, 36)], closed=False) + " L158 70 L166 104 " +
           smooth([(166, 104), (130, 110), (100, 100), (74, 108)], closed=False)[len("M166 104"):] + " Z",
           P.lin([(0, shade(cl, 0.2)), (1, shade(cl, -0.5))], 0, 0, 1, 1), INK, LINE)
    P.circle(118, 70, 16, pal["gold"][0], INK, FINE)
    P.path(poly([(108, 80), (118, 56), (128, 80), (118, 74)]), shade(cl, -0.4), INK, FINE)
    for x in (74, 94, 114, 134, 154):
        P.path(poly([(x, 104 + (x - 74) * 0.05), (x + 5, 116), (x + 10, 104)]), pal["gold"][1], INK, 0.8)


@card("serrated-spear")
def serrated_spear(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(110, 80), horizon=0)
    T.held(P, ("serrated", -55, 1.3), 80, 130, pal)
    for i in range(3):
        P.path(smooth([(150 - i * 8, 44 + i * 12), (156 - i * 8, 56 + i * 12), (152 - i * 8, 64 + i * 12)]), "#8a0e16", None, op=0.8)


# ---- orders ---------------------------------------------------------------------

@card("hold-the-line")
def hold_the_line(P, c, pal, rnd):
    """A captain's fist raised behind a locked row of shields."""
    backdrop(P, pal, rnd, glow=(100, 60), horizon=0)
    hand(P, 100, 62, 1.1, 0, "#d9a882", open_=False)
    P.stroke([(100, 90), (100, 120)], pal["cloth"], 22, curved=False)
    for x in range(20, 200, 30):
        T.shield(P, x, 136, "kite", 1.0, pal)
    P.path(poly([(0, 136), (200, 136)], closed=False), None, pal["gold"][0], 2.4, op=0.8)


@card("sound-the-recall")
def sound_the_recall(P, c, pal, rnd):
    """A trumpeter on a rampart blowing the recall, the call rings out."""
    backdrop(P, pal, rnd, glow=(150, 90), horizon=0)
    Lnd.wall(P, pal, 158, rnd)
    figure(P, 70, 166, 130, pal, pose=(-10, -10, 100, 80), body="coat", head="cap", r=("horn", -10, 1.4), cloak=-0.5)
    for k in range(4):
        P.path(smooth([(150 + k * 10, 48 - k * 6), (158 + k * 12, 66), (150 + k * 10, 84 + k * 6)], closed=False), None, pal["light"], 2.4, op=0.7)


@card("press-the-advantage")
def press_the_advantage(P, c, pal, rnd):
    """A charge pressing forward under a great arrow."""
    backdrop(P, pal, rnd, glow=(150, 90), horizon=168)
    P.path(poly([(20, 70), (130, 70), (130, 50), (186, 90), (130, 130), (130, 110), (20, 110)]), P.lin([(0, pal["light"], 0.1), (1, pal["light"], 0.6)], 0, 0, 1, 0), None)
    for x, y, h, t in ((44, 168, 80, 0.4), (128, 168, 80, 0.4), (70, 190, 110, 0.0), (140, 190, 110, 0.0)):
        q = dict(pal, cloth=shade(pal["cloth"], -t))
        figure(P, x, y, h, q, pose=(0, -10, 160, 150), body="armour", head="helm", r=("sword", -10, 0.9), l=("kite", 0, 0.8), stride=1.8)


# ---- spells ---------------------------------------------------------------------

@card("fireburst")
def fireburst(P, c, pal, rnd):
    """A ball of fire bursting among a fleeing rank."""
    backdrop(P, pal, rnd, glow=(100, 90), horizon=170)
    fire = ("#fff4b0", "#ffae3a", "#d2401c")
    pts = []
    for i in range(20):
        r = 62 if i % 2 == 0 else 40 + rnd.uniform(-4, 4)
        a = math.radians(i * 18 + rnd.uniform(-4, 4))
        pts.append((100 + math.cos(a) * r, 92 + math.sin(a) * r))
    P.shape(pts, fire[2], INK, LINE)
    P.shape([(100 + (x - 100) * 0.7, 92 + (y - 92) * 0.7) for x, y in pts], fire[1], None)
    P.circle(100, 92, 24, P.rad([(0, "#ffffff"), (1, fire[0])]), None)
    for x, fl in ((26, True), (174, False)):
        figure(P, x, 190, 76, pal, pose="wide", body="coat", head="helm", flip=fl, stride=1.6, op=0.85)


@card("soul-ward")
def soul_ward(P, c, pal, rnd):
    """A soldier inside a dome of warding light."""
    backdrop(P, pal, rnd, glow=(100, 110), horizon=168)
    P.path("M30 170 A70 90 0 0 1 170 170 Z", P.rad([(0, "#ffffff", 0.05), (0.8, pal["light"], 0.25), (1, pal["light"], 0.6)]), pal["light"], 2.4)
    for i in range(6):
        a = -180 + i * 36 + 18
        x, y = 100 + math.cos(math.radians(a)) * 62, 170 + math.sin(math.radians(a)) * 80
        P.path(poly(star(x, y, 7, 2.5, 4)), "#ffffff", None, op=0.8)
    figure(P, 100, 184, 112, pal, pose="guard", body="armour", head="helm", r=("sword", -45, 0.9), l=("kite", 0, 0.9), cloth="#4a74c0")


@card("whispered-lie")
def whispered_lie(P, c, pal, rnd):
    """A hooded whisperer, hand at the mouth; the lie leaves as a forked
    green wisp towards a crowned listener's ear."""
    backdrop(P, pal, rnd, glow=(130, 90), horizon=0)
    figure(P, 150, 296, 230, pal, pose=(100, 80, 110, 80), body="gown", head="crown", flip=True, cloth="#3a4a8a")
    figure(P, 62, 290, 240, pal, pose=(-60, 160, 100, 80), body="robe", head="hood", cloth=shade(pal["cloth"], -0.3))
    pts = [(74, 136), (94, 118), (110, 130), (126, 118), (138, 122)]
    P.path(smooth(pts, closed=False), None, INK, 7, op=0.8)
    P.path(smooth(pts, closed=False), None, "#7aff9a", 4)
    P.path(poly([(136, 122), (150, 114), (142, 123), (151, 130)]), "#7aff9a", INK, FINE)


@card("favor-of-court")
def favor_of_court(P, c, pal, rnd):
    """The throne holds out its sceptre to a courtier bowing before it."""
    backdrop(P, pal, rnd, glow=(130, 80), horizon=172)
    P.path("M104 186 L104 44 C104 22 176 22 176 44 L176 186 Z", P.lin([(0, "#7a1a2a"), (1, "#2a0810")]), INK, LINE)
    P.path("M114 186 L114 52 C114 36 166 36 166 52 L166 186 Z", "#9a2a3a", INK, FINE)
    T.crown(P, 140, 34, 26, pal, points=3)
    figure(P, 140, 190, 130, pal, pose=(80, 95, 165, 195), body="gown", head="crown", cloth="#e0c070",
           l=("staff", 195, 0.8))
    figure(P, 48, 200, 120, dict(pal, cloth="#4a5a8a"), pose="pray", body="coat", head="hair", kneel=True)
    for i in range(6):
        P.path(poly(star(60 + i * 9, 70 - (i % 2) * 8, 4, 1.5, 4)), pal["gold"][0], None, op=0.8)


@card("banishment")
def banishment(P, c, pal, rnd):
    """A figure dragged into a spiralling rift."""
    backdrop(P, pal, rnd, glow=(100, 100), horizon=0)
    for k in range(6):
        r = 70 - k * 11
        P.path(smooth(arc(100, 100, r, k * 40, k * 40 + 300, 14), closed=False), None, shade("#9a6aff", k * 0.1), 5 - k * 0.5, op=0.8)
    P.circle(100, 100, 14, "#000000", INK, FINE)
    figure(P, 112, 128, 60, pal, pose="wide", body="coat", head="hair", op=0.7, stride=1.8)
    for i in range(10):
        a = math.radians(rnd.uniform(0, 360))
        r = rnd.uniform(30, 80)
        P.circle(100 + math.cos(a) * r, 100 + math.sin(a) * r, 1.6, "#e8d8ff", None)


@card("oracles-eye")
def oracles_eye(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 100), horizon=0)
    rays(P, 100, 100, 24, 52, 92, pal["light"], 0.45, 2.4)
    T.eye(P, 100, 100, 56, pal, iris="#7ac8ff")
    for x in (36, 164):
        P.path(poly(star(x, 60, 6, 2, 4)), "#ffffff", None, op=0.8)


@card("cursed-tithe")
def cursed_tithe(P, c, pal, rnd):
    """A tithe bowl whose coins turn to black smoke and a grinning skull."""
    backdrop(P, pal, rnd, glow=(100, 140), horizon=0)
    for k in range(4):
        P.path(smooth([(80 + k * 12, 120), (70 + k * 16, 90), (90 + k * 8, 60), (80 + k * 14, 34)], closed=False), None, "#1a1018", 8, op=0.5)
    T.skull(P, 100, 70, 1.4, fill="#c8d8b0")
    T.held(P, ("bowl", 0, 1.0), 100, 150, pal)
    P.begin(100, 150, 2.4)
    T.held(P, ("bowl", 0, 1.0), 0, 0, pal)
    P.end()
    for i, (x, y) in enumerate(((74, 134), (88, 128), (104, 130), (120, 134), (96, 120), (60, 176), (140, 180))):
        T.coin(P, x, y, 7, pal, dark=i >= 5)


# ---- support ---------------------------------------------------------------------

@card("field-surgeons")
def field_surgeons(P, c, pal, rnd):
    """A surgeon kneeling over a wounded soldier at the mouth of a tent."""
    backdrop(P, pal, rnd, glow=(100, 90), horizon=166)
    P.path(poly([(30, 150), (100, 34), (170, 150)]), P.lin([(0, "#e8dcc0"), (1, "#8a7a5a")]), INK, LINE)
    P.path(poly([(76, 150), (100, 82), (124, 150)]), "#2a1e14", INK, FINE)
    P.begin(84, 150, 1.3)
    P.path(smooth([(-46, 0), (-44, -8), (30, -10), (40, -4), (38, 4), (-40, 4)]), "#6a7a8a", INK, FINE)
    P.circle(-46, -6, 8, "#d9a882", INK, FINE)
    P.path(poly([(-8, -12), (8, -12), (8, -6), (-8, -6)]), "#f4f0e8", INK, 0.8)
    P.end()
    figure(P, 146, 176, 110, pal, pose=(150, 120, 120, 150), body="coat", head="cap", kneel=True, cloth="#e8e0d0")
    T.held(P, ("bowl", 0, 0.7), 42, 166, pal)


@card("supply-wagons")
def supply_wagons(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(150, 70), horizon=150)
    P.begin(112, 62, 0.48)   # the next wagon of the train, further off
    P.path(poly([(30, 150), (160, 150), (160, 118), (30, 118)]), "#5a3c24", INK, LINE)
    P.path("M28 120 C40 70 150 70 162 120 Z", "#a8986a", INK, LINE)
    T.wheel(P, 56, 156, 18, "#3a2a14")
    T.wheel(P, 134, 156, 18, "#3a2a14")
    P.end()
    P.path(poly([(30, 150), (160, 150), (160, 118), (30, 118)]), "#7a5230", INK, LINE)
    P.path("M28 120 C40 70 150 70 162 120 Z", P.lin([(0, "#f0e4c4"), (1, "#a8986a")]), INK, LINE)
    for x in (60, 95, 130):
        P.path(smooth([(x, 118), (x + 2, 90), (x, 78)], closed=False), None, INK, FINE, op=0.6)
    T.wheel(P, 56, 156, 18, "#5a3a1a")
    T.wheel(P, 134, 156, 18, "#5a3a1a")
    for x in (48, 76):
        P.path(smooth([(x - 9, 118), (x - 10, 102), (x + 10, 102), (x + 9, 118)]), "#8a5a30", INK, FINE)
        P.line(x - 10, 110, x + 10, 110, INK, 1.2)
    P.stroke([(30, 140), (8, 150)], "#5a3a1a", 3, curved=False)


@card("reserve-cohort")
def reserve_cohort(P, c, pal, rnd):
    """A cohort waiting in ranks under its standard, spears grounded."""
    backdrop(P, pal, rnd, glow=(100, 70), horizon=160)
    T.held(P, ("banner", -90, 0.9), 100, 126, dict(pal, cloth="#3a5a9a"))
    for y, h, t, xs in ((140, 56, 0.55, (30, 54, 78, 122, 146, 170)), (162, 70, 0.35, (20, 48, 76, 124, 152, 180)),
                        (188, 86, 0.1, (32, 66, 134, 168))):
        q = dict(pal, cloth=shade("#4a74c0", -t), metal=tuple(shade(m, -t) for m in pal["metal"]))
        for x in xs:
            figure(P, x, y, h, q, pose="staff", body="armour", head="helm", r=("spear", -90, 0.8))
