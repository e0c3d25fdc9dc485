"""The warlords: one commander each, in a pose and dress that says who they
are, before a place or sign of their power (drawn inside the shield)."""
import math

from .paint import INK, LINE, FINE, arc, circle_d, f, mix, poly, shade, smooth, star
from .recipe import card
from .style import backdrop
from .figure import figure
from . import things as T
from . import land as Lnd
from . import beasts as B


@card("marshal-veyra")
def marshal_veyra(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 80), horizon=0)
    Lnd.wall(P, pal, 128, rnd)                      # walls first, then the war
    figure(P, 100, 186, 150, pal, pose="point", body="armour", head="plume", cloak=0.6,
           r=("sword", -75, 1.1), l=("kite", 0))


@card("castellan-orm")
def castellan_orm(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 90), horizon=0)
    Lnd.keep(P, pal, rnd)
    figure(P, 100, 188, 146, pal, pose="brace", body="armour", head="helm", bulk=1.25,
           r=("warhammer", 20, 1.2), stride=1.4)


@card("judicator-pell")
def judicator_pell(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 70), horizon=160)
    for x in (40, 160):
        Lnd.column(P, x, 170, 18, 130, pal)
    figure(P, 100, 186, 146, pal, pose="staff", body="robe", head="mitre", r=("scales", -90, 1.0),
           l=("book", 0, 0.8), cloth=shade(pal["cloth"], -0.2))


@card("warden-ashcombe")
def warden_ashcombe(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(140, 80), horizon=150)
    T.tower(P, 150, 160, 34, 100, shade(pal["sky"], -0.2), roof=shade(pal["cloth"], -0.3), windows=2, light=pal["light"])
    figure(P, 84, 186, 142, pal, pose="hold", body="coat", head="hood", cloak=-0.4, r=("horn", -30), l=("spear", -95))


@card("avatar-ordered-gear")
def avatar_ordered_gear(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 96), horizon=0)
    for i, (x, y, r, n) in enumerate(((40, 60, 26, 10), (160, 58, 30, 12), (32, 150, 20, 8), (170, 150, 22, 9))):
        T.gear(P, x, y, r, n, pal, phase=i * 0.3, fill=shade(pal["gold"][1], -0.5))
    B.automaton(P, 100, 186, 1.25, pal, halo=True)


@card("madame-scrivette")
def madame_scrivette(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 90), horizon=0)
    for i in range(7):   # rumours fly as letters
        x, y = 30 + rnd.uniform(0, 140), 30 + rnd.uniform(0, 80)
        P.begin(x, y, 1, rot=rnd.uniform(-40, 40))
        P.path(poly([(-8, -5), (8, -5), (8, 5), (-8, 5)]), "#efe4c8", INK, FINE)
        P.path(poly([(-8, -5), (0, 1), (8, -5)], closed=False), None, INK, 0.9)
        P.end()
    figure(P, 100, 188, 146, pal, pose="front", body="gown", head="long", r=("quill", -60, 1.2), l=("scroll", 0, 1.1))


@card("laughing-envoy")
def laughing_envoy(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 80), horizon=162)
    for i in range(10):   # confetti
        x, y = 30 + rnd.uniform(0, 140), 26 + rnd.uniform(0, 120)
        P.path(poly(star(x, y, 4, 1.6, 4, rnd.uniform(0, 90))), [pal["light"], pal["cloth"], "#f4efe6"][i % 3], None)
    figure(P, 100, 186, 144, pal, pose="wide", body="coat", head="laugh", cloak=0.2, r=("mask", 0, 1.3), l=("goblet", 0, 1.1),
           stride=1.3)


@card("grissle-ninefingers")
def grissle(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(70, 110), horizon=0)
    Lnd.alley(P, pal, rnd)
    figure(P, 104, 186, 128, pal, pose="hold", body="rags", head="hood", r=("dagger", 20, 1.3), l=("bag", 0, 1.2), stride=1.6,
           bulk=1.1)


@card("queen-of-masks")
def queen_of_masks(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 84), horizon=0)
    for i, (x, y, a) in enumerate(((40, 58, -20), (162, 62, 18), (34, 132, -8), (168, 130, 12))):
        P.begin(x, y, 1, rot=a)
        T.mask(P, 0, 0, 0.8, pal, ["#f4efe6", pal["gold"][0], shade(pal["cloth"], 0.3), "#2a2028"][i], grin=i % 2 == 0)
        P.end()
    figure(P, 100, 188, 148, pal, pose=(40, -100, 100, 85), body="gown", head="crown", r=("mask", -90, 1.5), cloak=0.0)


@card("factol-ondry")
def factol_ondry(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 80), horizon=0)
    Lnd.sealed_door(P, 100, 170, pal)
    figure(P, 100, 190, 120, pal, pose="front", body="robe", head="cowl", r=("key", -110, 1.4), cloth=shade(pal["cloth"], -0.1))


@card("gorrath")
def gorrath(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 110), horizon=170)
    for i in range(6):
        T.skull(P, 30 + i * 28 + rnd.uniform(-4, 4), 182 + rnd.uniform(-3, 3), 0.5)
    B.devourer(P, 100, 112, 1.0, pal)


@card("vizier-mordane")
def vizier_mordane(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 80), horizon=0)
    Lnd.arches(P, pal)
    figure(P, 100, 188, 144, pal, pose="staff", body="robe", head="turban", r=("crook", -90, 1.1), l=("goblet", 0),
           cloak=0.3)
    B.serpent(P, 130, 70, 0.8, pal)


@card("brood-mother-skaith")
def brood_mother(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 100), horizon=160)
    for i in range(7):
        P.ellipse(30 + i * 24, 172 + (i % 2) * 6, 10, 7, P.rad([(0, "#f0e8c0"), (1, "#8a7a50")]), INK, FINE)
    B.spider(P, 100, 104, 1.0, pal)


@card("avatar-hungry-pit")
def avatar_hungry_pit(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 110), horizon=0)
    B.pit_maw(P, 100, 112, 1.0, pal, rnd)


@card("saint-aurelle")
def saint_aurelle(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 62), horizon=166)
    for i in range(16):
        a = -90 + (i - 7.5) * 12
        x1, y1 = 100 + math.cos(math.radians(a)) * 120, 62 + math.sin(math.radians(a)) * 120
        P.path(poly([(100, 62), (x1 - 3, y1), (x1 + 3, y1)]), pal["light"], None, op=0.18)
    figure(P, 100, 186, 148, pal, pose="pray", body="gown", head="halo", r=("sword", 90, 1.0), cloth="#e8e0d0")


@card("brother-hallam")
def brother_hallam(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(120, 100), horizon=0)
    Lnd.cloister(P, pal)
    figure(P, 100, 188, 140, pal, pose="front", body="robe", head="bald", r=("flame", 0, 0.8), l=("book", 0, 1.1),
           cloth="#7a5a3a", bulk=1.15)


@card("captain-merrow")
def captain_merrow(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(86, 96), horizon=164)
    figure(P, 100, 188, 146, pal, pose="guard", body="armour", head="crest", r=("sword", -40), l=("round", 0, 1.5), stride=1.4)
    P.circle(70, 112, 40, P.rad([(0, "#ffffff", 0.5), (1, pal["light"], 0)]), None)   # the bright shield flashes


@card("factol-serene")
def factol_serene(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(100, 80), horizon=0)
    for k, col in enumerate((pal["light"], "#9ad8ff", "#f08a6a", "#b4e08a")):   # every alignment welcome
        a = -150 + k * 40
        P.circle(100 + math.cos(math.radians(a)) * 70, 100 + math.sin(math.radians(a)) * 60, 9, col, INK, FINE, op=0.85)
    figure(P, 100, 188, 146, pal, pose="open", body="robe", head="cowl", cloth="#d8d0c0")
    for x in (55, 145):
        P.circle(x, 77, 14, P.rad([(0, "#ffffff", 0.8), (1, pal["light"], 0)]), None)


@card("lamplighter-tove")
def lamplighter_tove(P, c, pal, rnd):
    backdrop(P, pal, rnd, glow=(150, 54), horizon=170)
    Lnd.street_lamp(P, 150, 176, pal)
    figure(P, 62, 188, 120, pal, pose=(-30, -55, 110, 80), body="coat", head="hat", r=("pole", -33, 0.5), cloth="#4a5a3a")
    T.flame_at(P, 127, 57, 3.4, 9, 0, pal["fire"])
