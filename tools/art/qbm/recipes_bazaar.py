"""Recipes of the three bazaar decks (afternoon, twilight, midnight); the
format is recipes.py's."""


def R(bd, *layers, ground=None):
    return {"bd": bd, "layers": list(layers), "ground": ground}


FIG = dict(ground=(198, 56))

AFTERNOON = {
    "aft-purse": R("moon", ("purse", 96, 138, 1.15, dict(bulge=1.2, coins=3)), ("clock", 152, 76, 0.28, dict(hour=4))),
    "aft-brawl": R("arch", ("figure", 70, 136, 0.9, dict(pose="punch", bulk=1.15)),
                   ("figure", 136, 140, 0.9, dict(pose="bow", f=True)),
                   ("goblet", 120, 70, 0.5, dict(r=40)), **FIG),
    "aft-hex": R("moon", ("hand", 100, 150, 0.95, dict(grip="spread")), ("spiral", 100, 80, 0.55, dict(fill="A"))),
    "aft-rumor": R("moon", ("profile", 76, 124, 1.0, dict(open_mouth=True)), ("ripples", 140, 124, 0.6, dict(r=90)),
                   ("coin", 150, 180, 0.6, {})),
    "aft-parry": R("moon", ("figure", 92, 136, 0.95, dict(pose="lunge")),
                   ("blade", 150, 92, 0.55, dict(kind="rapier", r=70)),
                   ("blade", 158, 96, 0.55, dict(kind="sword", r=-40)), **FIG),
    "aft-scribe": R("window", ("book", 100, 150, 0.95, dict(quill=False)), ("quill", 120, 100, 0.7, {}),
                    ("candle", 48, 150, 0.45, {})),
    "aft-tonic": R("moon", ("bottle", 110, 136, 1.0, dict(kind="round")), ("herb", 58, 150, 0.75, {})),
    "aft-squire": R("moon", ("figure", 90, 134, 0.95, dict(pose="stand")),
                    ("shield", 120, 140, 0.45, dict(kind="heater")), ("blade", 76, 100, 0.6, dict(r=-10)), **FIG),
    "aft-familiar": R("moon", ("cat", 100, 130, 1.1, dict(eyes="A")), ("quill", 150, 176, 0.4, {}),
                      ("motes", 60, 180, 1.0, dict(pts=((0, 0), (10, 8), (-6, 12)), r=4, fill="K"))),
    "aft-tutor": R("moon", ("figure", 64, 136, 0.85, dict(pose="lunge")), ("figure", 140, 136, 0.85,
                                                                          dict(pose="guard", f=True, hair="bun")),
                   ("blade", 106, 98, 0.5, dict(kind="rapier", r=80)), **FIG),
    "aft-leech": R("moon", ("ear", 140, 90, 0.9, {}), ("leech", 92, 150, 0.95, {})),
    "aft-fair": R("moon", ("wreath", 100, 124, 1.2, dict(fill="G")), ("goblet", 100, 126, 0.7, {}),
                  ("herb", 70, 150, 0.4, dict(flower=False)), ("herb", 130, 150, 0.4, dict(flower=False))),
    "aft-sweep": R("moon", ("broom", 110, 120, 1.0, dict(r=-20)), ("cards_fan", 60, 176, 0.5, dict(n=3, r=40))),
}

TWILIGHT = {
    "twi-strongbox": R("moon", ("chest", 100, 130, 1.1, dict(kind="strongbox"))),
    "twi-charge": R("moon", ("horse", 100, 136, 1.0, {}), ground=(196, 64)),
    "twi-bolt": R("moon", ("cloud", 100, 76, 1.0, {}), ("bolt", 100, 146, 0.9, dict(fill="W"))),
    "twi-dagger": R("none", ("crescent", 140, 72, 0.6, {}), ("hand", 96, 164, 0.75, dict(grip="grip")),
                    ("blade", 96, 110, 0.8, dict(kind="dagger"))),
    "twi-ward": R("moon", ("figure", 100, 140, 0.8, dict(pose="cast", skirt=26)),
                  ("rays", 100, 124, 1.0, dict(n=24, r0=74, r1=82, fill="A", sw=2.5)),
                  ("star", 100, 56, 0.3, dict(points=8)), ground=(200, 40)),
    "twi-shield": R("moon", ("shield", 100, 124, 1.1, dict(kind="tower"))),
    "twi-dice": R("moon", ("die", 80, 120, 1.2, dict(face=5, r=-14)), ("die", 130, 150, 1.0, dict(face=6, r=18)),
                  ("coins", 100, 170, 0.5, dict(n=3))),
    "twi-bargain": R("window", ("hand", 60, 150, 0.6, dict(grip="cup", r=80)),
                     ("hand", 140, 150, 0.6, dict(grip="cup", r=-80, f=True)),
                     ("candle", 100, 196, 0.4, {}), ("coin", 100, 104, 0.75, {}),
                     ("cards_fan", 100, 150, 0.35, dict(n=2))),
    "twi-curse": R("moon", ("cloud", 100, 72, 1.05, {}), ("tear_drops", 100, 110, 0.8, dict(n=3)),
                   ("figure", 100, 154, 0.6, dict(pose="kneel", hood=True)), ground=(198, 36)),
    "twi-exile": R("arch", ("figure", 120, 140, 0.8, dict(pose="run", hood=True)),
                   ("crown", 60, 186, 0.5, dict(r=-30)), ground=(198, 70)),
    "twi-omen": R("none", ("star", 120, 90, 0.7, dict(tail=70)), ("bird", 80, 164, 0.55, dict(pose="perch"))),
    "twi-truce": R("moon", ("wreath", 100, 124, 1.1, {}), ("hand", 80, 140, 0.6, dict(grip="vow", r=-14)),
                   ("hand", 120, 140, 0.6, dict(grip="vow", r=14, f=True))),
    "twi-muse": R("moon", ("profile", 100, 140, 1.0, dict(hair="long")), ("star", 100, 64, 0.4, dict(points=5)),
                  ("glints", 100, 124, 1.0, dict(pts=((-40, -60, 6), (40, -50, 6))))),
}

MIDNIGHT = {
    "mid-treasury": R("window", ("chest", 100, 164, 0.95, dict(open_=1.0)), ("crown", 100, 80, 0.9, {}),
                      ("coins", 150, 200, 0.35, dict(n=3))),
    "mid-siege": R("moon", ("tower", 114, 120, 1.0, dict(crumble=True, flag=False)),
                   ("motes", 60, 110, 1.0, dict(pts=((0, 0), (-14, 18), (-6, -16)), r=7, fill="K2")),
                   ground=(196, 60)),
    "mid-meteor": R("none", ("star", 120, 104, 1.0, dict(tail=90, points=6)), ("waves", 100, 206, 0.6, dict(rows=1))),
    "mid-coup": R("moon", ("crown", 100, 96, 1.1, dict(r=24)), ("blade", 100, 150, 0.9, dict(kind="dagger", r=-20)),
                  ("coins", 150, 190, 0.35, dict(n=3))),
    "mid-aegis": R("moon", ("rays", 100, 124, 1.0, dict(n=16, r0=60, r1=76)), ("shield", 100, 124, 1.0,
                                                                              dict(kind="round"))),
    "mid-griffin": R("moon", ("griffin", 100, 136, 1.05, {}), ground=(196, 56)),
    "mid-wyrm": R("moon", ("wyrm", 100, 124, 1.05, {})),
    "mid-elixir": R("moon", ("bottle", 100, 136, 1.05, dict(kind="tall", liquid="G", level=0.8)),
                    ("crescent", 100, 128, 0.3, dict(fill="W"))),
    "mid-storm": R("clock", ("spiral", 100, 124, 0.5, dict(fill="K2", turns=2, sw=5)),
                   *[("blade", 100 + 44 * c, 124 + 44 * s_, 0.62, dict(r=a + 90, fill="K2"))
                     for a, c, s_ in ((-90, 0, -1), (-18, 0.95, -0.31), (54, 0.59, 0.81), (126, -0.59, 0.81),
                                      (198, -0.95, -0.31))]),
    "mid-toast": R("clock", ("goblet", 80, 128, 0.9, dict(r=-18)), ("goblet", 120, 128, 0.9, dict(r=18)),
                   ("glints", 100, 80, 1.0, dict(pts=((0, 0, 10),)))),
    "mid-gambit": R("moon", ("blade", 72, 124, 0.85, dict(r=-20)), ("bottle", 132, 130, 0.7, dict(kind="flask")),
                    ("die", 100, 180, 0.7, dict(face=6))),
}

BAZAAR = {}
for table in (AFTERNOON, TWILIGHT, MIDNIGHT):
    BAZAAR.update(table)
