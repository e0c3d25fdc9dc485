"""The battlefields: realms (whole planes), layers (a level of one) and
sites or towns, each a landscape of its own in the square."""
import math

from .paint import INK, LINE, FINE, arc, circle_d, f, gear_d, mix, poly, shade, smooth, star
from .recipe import card
from .style import backdrop
from . import things as T
from . import land as Lnd
from .figure import figure


@card("clockwork-reach")
def clockwork_reach(P, c, pal, rnd):
    """A city of gears: towers with cogs and a great clock face."""
    backdrop(P, pal, rnd, glow=(100, 70), horizon=0)
    T.gear(P, 100, 64, 46, 18, pal, fill=P.lin([(0, "#f8e8b0"), (1, "#b8883a")]), hole=0.0)
    P.circle(100, 64, 30, "#f4ecd0", INK, FINE)
    for i in range(12):
        a = math.radians(i * 30)
        P.line(100 + math.cos(a) * 24, 64 + math.sin(a) * 24, 100 + math.cos(a) * 28, 64 + math.sin(a) * 28, INK, 1.6)
    P.line(100, 64, 100, 42, INK, 2.6)
    P.line(100, 64, 116, 72, INK, 2.6)
    brass = P.lin([(0, shade(pal["gold"][1], -0.1)), (1, shade(pal["gold"][2], -0.3))])
    for x, w, h, g in ((24, 30, 120, 12), (58, 24, 84, 9), (142, 24, 92, 9), (176, 30, 128, 12), (100, 40, 60, 0)):
        T.tower(P, x, 200, w, h, brass, roof=shade(pal["gold"][2], -0.2), windows=2, light=pal["light"], battlement=False)
        if g:
            T.gear(P, x, 200 - h + 20, g, 8, pal, phase=x * 0.1)
    T.gear(P, 40, 168, 22, 10, pal, phase=0.2)
    T.gear(P, 162, 172, 18, 9, pal, phase=0.5)
    for x in (70, 130):
        P.path(smooth([(x, 118), (x + 4, 100), (x - 2, 84), (x + 6, 66)], closed=False), None, "#e8e0d0", 4, op=0.35)


@card("hungering-abyss")
def hungering_abyss(P, c, pal, rnd):
    """A chasm whose rim is teeth."""
    backdrop(P, pal, rnd, glow=(100, 140), horizon=0)
    Lnd.mountains(P, pal, rnd, 92, 50, shade(pal["ground"], 0.05), n=6)
    P.path(poly([(0, 92), (200, 92), (200, 200), (0, 200)]), P.lin([(0, "#3a1410"), (1, "#1a0606")]), None)
    P.ellipse(100, 146, 88, 44, P.rad([(0, "#000000"), (0.75, "#1a0204"), (1, "#6a1a10")]), INK, LINE)
    for i in range(22):
        a = math.radians(i * 360 / 22)
        bx, by = 100 + math.cos(a) * 86, 146 + math.sin(a) * 42
        tx, ty = 100 + math.cos(a) * 62, 146 + math.sin(a) * 27
        nx, ny = -math.sin(a) * 8, math.cos(a) * 4
        P.path(poly([(bx + nx, by + ny), (tx, ty), (bx - nx, by - ny)]), "#efe4c4", INK, FINE)
    P.ellipse(100, 150, 34, 12, P.rad([(0, pal["light"], 0.6), (1, "#000000", 0)]), None)


@card("verdant-heights")
def verdant_heights(P, c, pal, rnd):
    """Orchards on islands above the clouds."""
    backdrop(P, pal, rnd, glow=(150, 50), horizon=0)
    P.circle(152, 48, 16, "#fffbe0", None, op=0.9)
    for x, y, w in ((30, 170, 60), (120, 180, 70), (190, 160, 40), (70, 150, 40)):
        Lnd.cloud(P, x, y, w, "#eef4f0")
    Lnd.island(P, 70, 92, 46, pal, rnd, trees=3)
    Lnd.island(P, 156, 128, 28, pal, rnd, trees=2)
    Lnd.island(P, 30, 150, 18, pal, rnd, trees=1)
    for k in range(3):
        P.path(smooth([(96 + k * 10, 128), (100 + k * 8, 150), (94 + k * 12, 170)], closed=False), None, "#9ad0e8", 2, op=0.6)


@card("brass-plateau")
def brass_plateau(P, c, pal, rnd):
    """A flat mesa of brass plates, pipes and steam under a copper sky."""
    backdrop(P, pal, rnd, glow=(100, 60), horizon=0)
    brass = P.lin([(0, "#f0c870"), (1, "#6a4410")])
    P.path(poly([(-5, 120), (40, 96), (160, 96), (205, 120), (205, 205), (-5, 205)]), P.lin([(0, "#6a4a20"), (1, "#2a1a08")]), INK, LINE)
    P.path(poly([(40, 96), (160, 96), (205, 120), (-5, 120)]), brass, INK, LINE)
    for x in range(10, 200, 32):
        P.line(x, 122, x + 10, 200, INK, FINE, op=0.4)
    for y in (140, 166):
        P.line(0, y, 200, y, INK, FINE, op=0.4)
    for x, h in ((56, 30), (100, 44), (146, 26)):
        P.path(poly([(x - 5, 108), (x - 5, 108 - h), (x + 5, 108 - h), (x + 5, 108)]), brass, INK, FINE)
        P.ellipse(x, 108 - h, 8, 3, "#8a6428", INK, FINE)
        for k in range(3):
            P.circle(x + k * 6 - 4, 100 - h - k * 14, 8 + k * 3, "#f0ece4", None, op=0.45 - k * 0.1)
    for x in range(14, 200, 18):
        P.circle(x, 119, 1.8, "#fff4c0", INK, 0.6)


@card("ninth-pit")
def ninth_pit(P, c, pal, rnd):
    """Terraces stepping down into red dark, a path winding to the bottom,
    fires on the ledges."""
    backdrop(P, pal, rnd, glow=(100, 60), horizon=0)
    Lnd.mountains(P, pal, rnd, 70, 30, shade(pal["sky"], -0.3), n=6)
    for i in range(7):
        rx, ry = 100 - i * 12.5, 58 - i * 7.5
        cy = 118 + i * 8
        P.ellipse(100, cy, rx, ry, P.lin([(0, shade("#7a3a24", -i * 0.07)), (1, shade("#3a1208", -i * 0.1))]), INK, FINE * 1.3)
        P.path(smooth(arc(100, cy, rx - 1, 200, 340, 10), closed=False), None, "#e0805a", 1.6, op=0.7)
    P.ellipse(100, 174, 14, 7, P.rad([(0, "#ffe0a0"), (0.5, pal["light"]), (1, "#200404")]), INK, FINE)
    path = [(100 + math.cos(math.radians(20 + k * 50)) * (96 - k * 6.5), 118 + k * 4 + math.sin(math.radians(20 + k * 50)) * (56 - k * 3.8))
            for k in range(13)]
    P.path(smooth(path, closed=False), None, "#f0c890", 2.2, op=0.6)
    for k in (1, 4, 7, 10):
        x, y = path[k]
        T.flame_at(P, x, y, 4, 11, 0, pal["fire"])


@card("silver-steps")
def silver_steps(P, c, pal, rnd):
    """A stair of silver rising through cloud to a bright door."""
    backdrop(P, pal, rnd, glow=(100, 44), horizon=0)
    P.path("M86 58 L86 30 A14 14 0 0 1 114 30 L114 58 Z", "#fffbe8", INK, FINE)
    P.circle(100, 44, 40, P.rad([(0, "#ffffff", 0.7), (1, "#ffffff", 0)]), None)
    Lnd.stairs(P, 100, 200, 100, 58, 12, 70, 12, "#dce4ec")
    for x, y, w in ((30, 150, 44), (170, 130, 40), (40, 96, 30), (164, 86, 28)):
        Lnd.cloud(P, x, y, w, "#e8eef4", op=0.85)


@card("gatetown-ribbon")
def gatetown_ribbon(P, c, pal, rnd):
    """A town built around a door: a great ring gate with houses about it."""
    backdrop(P, pal, rnd, glow=(100, 96), horizon=160)
    stone = P.lin([(0, Lnd.stone(pal, 0.25)), (1, Lnd.stone(pal, -0.4))])
    P.path(circle_d(100, 96, 64) + " " + circle_d(100, 96, 46, reverse=True), stone, INK, LINE)
    for i in range(16):
        a = math.radians(i * 22.5)
        P.line(100 + math.cos(a) * 46, 96 + math.sin(a) * 46, 100 + math.cos(a) * 64, 96 + math.sin(a) * 64, INK, FINE)
    P.circle(100, 96, 45, P.rad([(0, "#f8f0ff"), (0.6, "#9ad8ff"), (1, "#3a4a8a")]), None)
    for k in range(3):
        P.path(smooth([(100 - 30 + k * 8, 96), (100, 70 + k * 8), (130 - k * 8, 96), (100, 122 - k * 8)]), None, "#ffffff", 1.4, op=0.5)
    for x, w, h in ((18, 26, 34), (44, 22, 26), (156, 22, 28), (182, 26, 36), (74, 18, 20), (128, 18, 22)):
        Lnd.house(P, x, 178, w, h, pal)
    for y in (40, 60):   # ribbons of bunting across the gate
        P.path(smooth([(0, y), (100, y + 20), (200, y)], closed=False), None, "#c83a3a", 1.4, op=0.8)


@card("ferry-lost-names")
def ferry_lost_names(P, c, pal, rnd):
    """A ferry on a black river, its hooded ferryman poling by lantern."""
    backdrop(P, pal, rnd, glow=(140, 70), horizon=0)
    P.circle(150, 50, 15, "#f4eed8", None)
    Lnd.mountains(P, pal, rnd, 112, 40, shade(pal["sky"], -0.4), n=5)
    Lnd.water(P, 112, pal, rnd, col="#2a3e50")
    for k in range(5):
        P.path(poly([(140 - k, 118 + k * 9), (160 + k, 118 + k * 9), (158 + k, 121 + k * 9), (142 - k, 121 + k * 9)]), "#f4eed8", None, op=0.5)
    P.path("M30 150 C60 166 140 166 172 150 L164 144 L38 144 Z", P.lin([(0, "#5a3a24"), (1, "#24140c")]), INK, LINE)
    figure(P, 112, 146, 72, pal, pose=(-60, -100, 150, 170), body="robe", head="hood", r=("pole", 110, 1.0), cloth="#2a2430")
    for x in (60, 76):
        figure(P, x, 146, 44, pal, pose="pray", body="robe", head="cowl", cloth="#4a4a5a", op=0.7)
    T.lantern(P, 156, 124, 0.7, pal)
    P.line(156, 112, 156, 146, INK, 2)
    P.path(smooth([(30, 166), (100, 172), (172, 166)], closed=False), None, pal["light"], 1.4, op=0.4)


@card("ember-market")
def ember_market(P, c, pal, rnd):
    """Stalls under striped awnings, embers rising from braziers."""
    backdrop(P, pal, rnd, glow=(100, 110), horizon=160)
    for x, col in ((38, "#b83a2a"), (100, "#c88a2a"), (162, "#7a3a8a")):
        P.path(poly([(x - 28, 160), (x - 28, 110), (x + 28, 110), (x + 28, 160)]), "#3a2418", INK, FINE)
        P.path(poly([(x - 34, 112), (x - 24, 90), (x + 24, 90), (x + 34, 112)]), col, INK, LINE)
        for k in range(3):
            P.path(poly([(x - 24 + k * 16, 90), (x - 16 + k * 16, 90), (x - 23 + k * 16 + 6, 112), (x - 34 + k * 22 + 6, 112)]), "#f0e4c8", None, op=0.5)
        for k in range(4):
            T.coin(P, x - 18 + k * 12, 130 + (k % 2) * 4, 4, pal)
        P.path(poly([(x - 28, 140), (x + 28, 140), (x + 28, 146), (x - 28, 146)]), "#5a3a24", INK, FINE)
    for x in (68, 132):
        P.path(poly([(x - 10, 176), (x + 10, 176), (x + 6, 164), (x - 6, 164)]), "#2a2020", INK, FINE)
        T.flame_at(P, x, 166, 9, 22, 0, pal["fire"])
    for i in range(22):
        P.circle(rnd.uniform(20, 180), rnd.uniform(20, 150), rnd.uniform(1, 2.4), pal["fire"][rnd.randrange(2)], None)


@card("drowned-bell")
def drowned_bell(P, c, pal, rnd):
    """A bell-tower's bell sunk in green water, bubbles rising."""
    backdrop(P, pal, rnd, glow=(100, 40), horizon=0)
    Lnd.water(P, 30, pal, rnd, col="#1a4a4a", waves=3)
    for k in range(4):
        P.path(poly([(40 + k * 40, 30), (60 + k * 40, 30), (30 + k * 50, 200), (10 + k * 50, 200)]), "#a8f0d0", None, op=0.08)
    P.path(poly([(60, 200), (60, 150), (140, 150), (140, 200)]), P.lin([(0, "#4a5a50"), (1, "#1a2420")]), INK, LINE)
    T.bell(P, 100, 116, 1.2, P.lin([(0, "#8ac0a0"), (0.5, "#4a7a5a"), (1, "#1a3a2a")], 0, 0, 1, 1))
    for x in (20, 176):
        P.path(smooth([(x, 200), (x + 8, 170), (x - 4, 140), (x + 6, 110)], closed=False), None, "#2a6a3a", 5)
    for i in range(9):
        P.circle(100 + rnd.uniform(-20, 30), 40 + i * 6, 2 + (9 - i) * 0.3, None, "#c8fff0", 1.2)


@card("lanternwatch")
def lanternwatch(P, c, pal, rnd):
    """A watchtower whose lantern throws a beam across the dark."""
    backdrop(P, pal, rnd, glow=(120, 50), horizon=170)
    P.path(poly([(120, 52), (205, 10), (205, 100)]), P.lin([(0, pal["light"], 0.6), (1, pal["light"], 0)], 0, 0, 1, 0), None)
    Lnd.mountains(P, pal, rnd, 170, 40, shade(pal["ground"], 0.1), n=4)
    stone = P.lin([(0, Lnd.stone(pal, 0.2)), (1, Lnd.stone(pal, -0.5))], 0, 0, 1, 0)
    P.path(poly([(96, 186), (104, 70), (136, 70), (144, 186)]), stone, INK, LINE)
    P.path(poly([(98, 70), (142, 70), (142, 62), (98, 62)]), stone, INK, FINE)
    T.lantern(P, 120, 52, 1.1, pal)
    P.path(poly([(102, 40), (138, 40), (120, 22)]), shade(pal["cloth"], -0.3), INK, FINE)
    for y in (100, 136):
        P.path("M117 %d L117 %d A3 3 0 0 1 123 %d L123 %d Z" % (y + 10, y, y, y + 10), pal["light"], None)


@card("chain-bridge")
def chain_bridge(P, c, pal, rnd):
    """A plank bridge hung on two chains across a gorge, a traveller halfway."""
    backdrop(P, pal, rnd, glow=(100, 70), horizon=0)
    P.circle(100, 60, 50, P.rad([(0, "#f8e0b0", 0.7), (1, "#f8e0b0", 0)]), None)
    Lnd.mountains(P, pal, rnd, 120, 40, shade(pal["sky"], -0.25), n=5)
    rock = P.lin([(0, Lnd.stone(pal, 0.15)), (1, Lnd.stone(pal, -0.7))])
    P.path(poly([(40, 205), (48, 140), (152, 140), (160, 205)]), P.lin([(0, "#1a1a22"), (1, "#06060a")]), None)
    for x0, sx in ((-5, 1), (205, -1)):
        edge = [(x0, 74), (x0 + sx * 31, 80), (x0 + sx * 49, 100), (x0 + sx * 53, 140), (x0 + sx * 41, 205)]
        P.path("M%s 205 L" % x0 + smooth(edge, closed=False)[1:] + " Z", rock, INK, LINE)
    sag = lambda x: 100 + 24 * math.sin(math.pi * (x - 44) / 112)
    deck = [(x, sag(x)) for x in range(44, 157, 2)]
    P.path(smooth(deck, closed=False), None, INK, 8)
    P.path(smooth(deck, closed=False), None, "#8a6238", 5)
    for x in range(48, 156, 7):
        P.line(x, sag(x) - 3, x, sag(x) + 4, INK, 1)
    for top in (60,):
        T.chain(P, 44, top, 100, top + 28, 8, "#c8ccd4")
        T.chain(P, 100, top + 28, 156, top, 8, "#c8ccd4")
    for x in range(56, 150, 12):
        y_top = 60 + 28 * (1 - abs(x - 100) / 56)
        P.line(x, y_top + 2, x, sag(x) - 3, "#c8ccd4", 1.2)
    for x in (44, 156):
        P.path(poly([(x - 5, 104), (x - 5, 54), (x + 5, 54), (x + 5, 104)]), "#4a3a2a", INK, FINE)
    figure(P, 118, sag(118) - 1, 40, pal, pose="staff", body="coat", head="hood", r=("staff", -90, 0.8), cloak=0.6)
    for k in range(3):
        P.path(smooth([(80 + k * 12, 176), (90 + k * 10, 188), (84 + k * 14, 200)], closed=False), None, "#9ac0d0", 2, op=0.5)
