"""The legions: a body of troops each, in the formation or act its name and
power say (a shield wall, a pike hedge, a swarm, a procession...), inside
the oblong."""
import math

from .paint import INK, LINE, FINE, arc, circle_d, f, mix, poly, shade, smooth, star
from .recipe import card
from .style import backdrop
from .figure import figure
from . import things as T
from . import land as Lnd
from . import beasts as B


def dim(pal, t):
    """The palette of a rank further back: everything darker by t."""
    q = dict(pal)
    for k in ("cloth", "skin", "hair"):
        q[k] = shade(pal[k], -t)
    q["metal"] = tuple(shade(c, -t) for c in pal["metal"])
    q["gold"] = tuple(shade(c, -t) for c in pal["gold"])
    return q


def ranks(P, pal, rows, **look):
    """rows: (y, height, [x...], darkness) from the back row to the front."""
    for y, h, xs, t in rows:
        q = dim(pal, t)
        for i, x in enumerate(xs):
            figure(P, x, y, h, q, **look)


@card("iron-sentinels")
def iron_sentinels(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 60), horizon=150)
    ranks(P, pal, [(150, 90, [40, 72, 104, 136, 168], 0.45)], pose="stand", body="armour", head="helm", r=("spear", -88, 0.9))
    for i, x in enumerate(range(22, 200, 26)):   # the shield wall
        T.shield(P, x, 142, "tower", 1.25, pal, face=P.lin([(0, pal["metal"][0]), (1, pal["metal"][2])], 0, 0, 1, 1))
        P.begin(x, 142, 1.25)
        P.path(poly([(-6, -8), (6, -8), (0, 6)]), shade(pal["cloth"], 0.1), INK, FINE)
        P.end()
    for x in range(35, 200, 26):
        P.path("M%s 98 C%s 84 %s 84 %s 98 L%s 100 L%s 100 Z" % (x - 9, x - 9, x + 9, x + 9, x + 9, x - 9), T.metal(P, pal), INK, FINE)
        P.line(x - 6, 96, x + 6, 96, INK, 1.4)


@card("oathbound-pikes")
def oathbound_pikes(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(60, 70), horizon=160)
    ranks(P, pal, [(150, 84, [150, 118, 86, 54], 0.4), (178, 104, [160, 118, 76, 34], 0.0)],
          pose=(20, -25, 60, 10), body="coat", head="helm", r=("pike", -150, 1.0), flip=False)


@card("tribunal-heralds")
def tribunal_heralds(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 70), horizon=160)
    T.held(P, ("banner", -90, 1.1), 100, 150, dict(pal, cloth=shade(pal["cloth"], 0.1)))
    P.begin(100, 50)
    T.scales(P, 0, 20, 0.6, pal)
    P.end()
    for x, fl in ((58, True), (142, False)):
        figure(P, x, 180, 118, pal, pose=(-20, -150, 100, 85), body="robe", head="cap", r=("horn", -25, 1.0), flip=fl,
               cloth=shade(pal["cloth"], -0.05))


@card("clockwork-phalanx")
def clockwork_phalanx(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 80), horizon=160)
    T.gear(P, 100, 78, 44, 16, pal, fill=shade(pal["gold"][1], -0.55), hole=0.3)
    for y, s, xs, t in ((150, 0.62, [46, 100, 154], 0.35), (178, 0.8, [22, 74, 126, 178], 0.0)):
        q = dim(pal, t)
        for x in xs:
            B.automaton(P, x, y, s, q)


@card("gearwright-legion")
def gearwright_legion(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 90), horizon=170)
    T.gear(P, 100, 100, 56, 18, pal, phase=0.1)
    T.gear(P, 164, 58, 22, 9, pal, phase=0.3)
    figure(P, 40, 178, 112, pal, pose=(-40, -70, 100, 80), body="coat", head="cap", r=("wrench", -20, 1.2), cloth="#6a4a2a")
    figure(P, 160, 178, 112, pal, pose=(-30, -80, 120, 90), body="coat", head="cap", r=("hammer", -60, 1.2), flip=True,
           cloth="#5a5a3a")
    for x in (70, 130):
        P.circle(x, 176, 3, pal["gold"][1], INK, FINE)


@card("howling-reavers")
def howling_reavers(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(150, 60), horizon=165)
    for i, (x, y, h, t, pose) in enumerate(((150, 158, 84, 0.45, "raise2"), (50, 158, 84, 0.45, "raise"),
                                            (100, 184, 120, 0.0, "raise2"), (34, 186, 110, 0.1, "raise"), (166, 186, 110, 0.1, "raise"))):
        figure(P, x, y, h, dim(pal, t), pose=pose, body="rags", head="horns", r=("axe", -70, 1.1),
               l=("axe", -110, 1.0) if pose == "raise2" else None, stride=1.6, flip=i % 2 == 1)
    P.path(smooth([(92, 52), (100, 46), (108, 52)], closed=False), None, pal["light"], 2, op=0.7)


@card("ash-raiders")
def ash_raiders(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 120), horizon=160)
    for i in range(6):  # smoke
        P.circle(20 + i * 34, 60 + rnd.uniform(-10, 10), 26, "#3a3034", None, op=0.5)
    Lnd.house(P, 170, 150, 34, 26, pal, roof="#2a1a14", lit=False)
    T.flame_at(P, 170, 110, 16, 40, 10, pal["fire"])
    B.rider(P, 84, 176, 1.05, dim(pal, 0.2), "#3a3030", pose="raise", body="rags", head="hood", r=("torch", -70, 1.0))
    figure(P, 26, 180, 80, dim(pal, 0.2), pose="raise", body="rags", head="hood", r=("torch", -80, 1.0))


@card("whisper-cells")
def whisper_cells(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 120), horizon=0)
    P.circle(100, 150, 18, P.rad([(0, pal["fire"][0]), (1, pal["fire"][1], 0)]), None)
    T.held(P, ("flame", 0, 0.6), 100, 160, pal)
    for x, fl, h in ((52, False, 118), (148, True, 118), (100, False, 96)):
        figure(P, x, 186 if h > 100 else 160, h, dim(pal, 0.25 if h < 100 else 0), pose="pray" if h < 100 else (40, 170, 100, 80),
               body="robe", head="hood", flip=fl, r=("dagger", 200, 1.0) if h > 100 else None, cloth=shade(pal["cloth"], -0.4))
    for x, y in ((70, 70), (130, 66)):
        P.path(smooth([(x, y), (x + 4, y - 8), (x + 12, y - 6)], closed=False), None, pal["light"], 1.6, op=0.6)


@card("masked-revelers")
def masked_revelers(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 80), horizon=170)
    for i in range(5):   # ribbons
        x = 20 + i * 40
        P.path(smooth([(x, 30), (x + 14, 60), (x - 6, 90), (x + 10, 120)], closed=False), None,
               [pal["light"], "#7ac0e0", "#e0607a"][i % 3], 3, op=0.75)
    for x, fl, pose, h in ((40, False, "wide", 112), (100, True, "raise2", 124), (160, False, "open", 112)):
        figure(P, x, 182, h, pal, pose=pose, body="gown" if x == 100 else "coat", head="mask", flip=fl, stride=1.6,
               cloth=[shade(pal["cloth"], 0.2), "#c08a20", "#6a3a8a"][int(x / 60)])


@card("stormborn-skirmishers")
def stormborn(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(120, 40), horizon=166)
    for x, y, w in ((40, 40, 50), (140, 34, 60), (100, 52, 40)):
        Lnd.cloud(P, x, y, w, shade(pal["sky"], -0.3))
    P.path(poly([(128, 40), (114, 78), (126, 76), (108, 120), (138, 70), (126, 72), (140, 40)]), "#f4f0ff", INK, FINE)
    for x, y, h, fl, t in ((50, 186, 112, False, 0.0), (90, 166, 84, False, 0.35), (160, 184, 108, True, 0.05)):
        figure(P, x, y, h, dim(pal, t), pose=(-20, -40, 140, 100), body="coat", head="hair", r=("javelin", -30, 1.0), flip=fl,
               stride=1.8)


@card("gnawling-swarm")
def gnawling_swarm(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 130), horizon=0)
    spots = [(44, 100, 0.5), (104, 94, 0.45), (160, 102, 0.5), (34, 130, 0.75), (96, 124, 0.75), (158, 132, 0.75),
             (66, 162, 1.0), (140, 164, 1.0)]
    for i, (x, y, s) in enumerate(spots):
        B.gnawling(P, x + rnd.uniform(-4, 4), y, s, pal, flip=i % 3 == 1, tone=-0.45 + s * 0.45)
    for i in range(8):
        P.circle(30 + rnd.uniform(0, 140), 60 + rnd.uniform(0, 40), 2.2, pal["fire"][1], None)


@card("bone-rabble")
def bone_rabble(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 80), horizon=168)
    for i in range(5):
        T.skull(P, 20 + i * 40 + rnd.uniform(-6, 6), 180, 0.45)
    for x, y, h, fl, t, pose in ((60, 156, 80, True, 0.4, "raise"), (140, 156, 80, False, 0.4, "forward"),
                                 (40, 184, 110, False, 0.0, "raise"), (100, 184, 116, True, 0.0, "stand"), (162, 184, 110, True, 0.0, "raise")):
        figure(P, x, y, h, dim(pal, t), pose=pose, body="bones", head="skull", flip=fl, stride=1.4,
               r=("club", -60, 1.0) if pose == "raise" else ("sword", 100, 0.7))


@card("leech-courtiers")
def leech_courtiers(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 70), horizon=0)
    for x in (30, 170):
        Lnd.column(P, x, 180, 16, 140, pal)
    P.path("M40 60 C70 40 130 40 160 60 L160 70 C130 52 70 52 40 70 Z", "#6a0e18", INK, FINE)   # a drape
    for x, fl in ((70, False), (130, True)):
        figure(P, x, 184, 128, pal, pose="hold", body="gown", head="mask", r=("goblet", 0, 1.1), flip=fl, bulk=0.85,
               cloth=shade(pal["cloth"], 0.05))
    for x, y in ((92, 118), (108, 130)):
        P.path(smooth([(x - 10, y), (x - 4, y - 4), (x + 4, y - 3), (x + 10, y + 2), (x, y + 4)]), "#3a0a12", INK, FINE)


@card("pit-vanguard")
def pit_vanguard(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 110), horizon=160)
    for i in range(7):
        T.flame_at(P, 14 + i * 29, 176, 12, 30 + rnd.uniform(0, 14), rnd.uniform(-10, 10), pal["fire"], op=0.7)
    for x, y, h, t in ((50, 160, 96, 0.4), (150, 160, 96, 0.4), (100, 186, 136, 0.0)):
        figure(P, x, y, h, dim(pal, t), pose="brace", body="armour", head="horns", bulk=1.3, r=("axe", -40, 1.4), stride=1.5,
               cloak=0.0, cloth="#3a1010")


@card("shade-host")
def shade_host(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 100), horizon=0)
    for i, (x, y, h) in enumerate(((40, 120, 70), (160, 116, 70), (70, 160, 90), (130, 156, 90), (100, 130, 100), (30, 176, 60), (170, 176, 60))):
        B.ghost(P, x, y, h, "#b8d0e8" if i % 2 else "#8aa8c8", rnd, op=0.75)


@card("lantern-martyrs")
def lantern_martyrs(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 60), horizon=150)
    for x, y, h, t in ((44, 150, 70, 0.45), (86, 150, 70, 0.45), (128, 150, 70, 0.45), (166, 150, 70, 0.45)):
        figure(P, x, y, h, dim(pal, t), pose="staff", body="robe", head="hood", r=("lamppole", -90, 0.7), cloth="#d0c8b0")
    for x, fl in ((56, False), (116, False), (172, True)):
        figure(P, x, 186, 112, pal, pose="front", body="robe", head="hood", r=("lantern", 0, 0.9), cloth="#e0d8c0", flip=fl)


@card("dawn-shieldmaidens")
def dawn_shieldmaidens(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 100), horizon=0)
    for i in range(12):
        a = math.radians(-180 + i * 16.4)
        P.line(100 + math.cos(a) * 50, 104 + math.sin(a) * 50, 100 + math.cos(a) * 120, 104 + math.sin(a) * 120, pal["light"], 4, op=0.45)
    P.circle(100, 104, 46, P.rad([(0, "#fff8d8"), (0.55, pal["light"]), (1, pal["light"], 0)]), None)
    P.path(poly([(0, 168), (200, 168), (200, 200), (0, 200)]), shade(pal["ground"], -0.3), None)
    for x, fl in ((44, False), (100, False), (156, True)):
        figure(P, x, 184, 124, pal, pose="guard", body="armour", head="long", r=("spear", -70, 0.9), l=("round", 0, 1.1), flip=fl,
               cloak=0.4)


@card("hearth-aides")
def hearth_aides(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 130), horizon=0)
    P.path("M60 176 L60 110 L140 110 L140 176 Z", Lnd.stone(pal, -0.1), INK, LINE)
    P.path("M74 176 L74 132 A26 20 0 0 1 126 132 L126 176 Z", "#1a0c08", INK, FINE)
    T.flame_at(P, 100, 170, 18, 34, 0, pal["fire"])
    P.path(poly([(50, 110), (150, 110), (150, 100), (50, 100)]), Lnd.stone(pal, 0.1), INK, FINE)
    figure(P, 34, 186, 112, pal, pose="hold", body="gown", head="hair", r=("bowl", 0, 1.2), cloth="#8a5a3a")
    figure(P, 166, 186, 112, pal, pose="hold", body="coat", head="cap", flip=True, cloth="#5a6a4a", r=("bag", 0, 1.2),
           l=("goblet", 0, 1.1))


@card("silver-choir")
def silver_choir(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 70), horizon=0)
    for k in range(3):   # the song
        P.path(smooth([(20, 50 + k * 12), (60, 40 + k * 12), (100, 54 + k * 12), (140, 40 + k * 12), (180, 52 + k * 12)], closed=False),
               None, "#d8e4f4", 1.4, op=0.55)
    for x, y, h, t in ((60, 156, 84, 0.3), (100, 156, 84, 0.3), (140, 156, 84, 0.3), (40, 188, 112, 0.0), (100, 188, 118, 0.0), (160, 188, 112, 0.0)):
        figure(P, x, y, h, dim(pal, t), pose="pray", body="robe", head="halo" if t == 0 else "bald", cloth="#c8d0e0", op=0.85)
        P.ellipse(x, y - h * 0.835, h * 0.018, h * 0.028, INK, None)


@card("sunriders")
def sunriders(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(150, 60), horizon=166)
    P.circle(150, 62, 22, P.rad([(0, "#fffbe0"), (1, pal["light"])]), INK, FINE)
    for x, y, s, t in ((60, 160, 0.7, 0.35), (100, 186, 1.0, 0.0)):
        q = dim(pal, t)
        B.rider(P, x, y, s, q, "#e8d8b8", pose="forward", body="armour", head="plume", r=("spear", -8, 1.0))


@card("gray-cutters")
def gray_cutters(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 90), horizon=164)
    for x, fl, pose in ((62, False, (-30, -50, 210, 230)), (138, True, (-40, -60, 200, 210))):
        figure(P, x, 184, 130, pal, pose=pose, body="coat", head="hood", cloak=0.5, r=("sword", -60, 0.9), l=("sword", -120, 0.9),
               flip=fl, cloth="#8a8a90", stride=1.5)


@card("balance-advocates")
def balance_advocates(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 60), horizon=164)
    T.scales(P, 100, 60, 1.6, pal)
    P.line(100, 60, 100, 120, INK, 4)
    for x, fl in ((44, False), (156, True)):
        figure(P, x, 184, 120, pal, pose="hold", body="robe", head="cap", r=("scroll", -20, 1.0), flip=fl, cloth="#7a7088")
    figure(P, 100, 186, 84, dim(pal, 0.2), pose="open", body="robe", head="bald", cloth="#6a6078")


@card("wandering-mercenaries")
def wandering_mercenaries(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(160, 90), horizon=150)
    P.path(smooth([(100, 150), (140, 160), (200, 200), (40, 200), (80, 160)]), "#5a4a38", None, op=0.7)
    for i, (x, y, h, head, item, t) in enumerate(((150, 154, 70, "hat", ("spear", -80, 0.9), 0.4),
                                                  (118, 160, 82, "helm", ("axe", -60, 1.0), 0.3),
                                                  (80, 176, 104, "hood", ("sword", 100, 0.9), 0.1),
                                                  (36, 190, 122, "hair", ("pike", -70, 0.8), 0.0))):
        figure(P, x, y, h, dim(pal, t), pose="staff", body="coat", head=head, r=item, l=("bag", 0, 1.0), flip=True,
               cloth=["#6a5a3a", "#4a5a6a", "#6a3a2a", "#5a6a3a"][i], stride=1.5)


@card("ember-zealots")
def ember_zealots(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 90), horizon=168)
    for i in range(14):
        P.circle(20 + rnd.uniform(0, 160), 30 + rnd.uniform(0, 120), rnd.uniform(1, 2.6), pal["fire"][1], None)
    for x, y, h, t in ((40, 184, 112, 0.0), (100, 176, 124, 0.0), (160, 184, 112, 0.0)):
        figure(P, x, y, h, dim(pal, t), pose="raise2", body="robe", head="hood", r=("torch", -90, 1.0), l=("torch", -90, 1.0),
               cloth="#7a1a10")
