"""Emblems for the Queen's Blood core set, drawn in a local box about
-80..80 x -85..85 centred on (0,0).  Colour placeholders: see svg.py.
The emblems are in one file per faction (motifs_guard.py, motifs_clockwork.py,
motifs_river.py, motifs_lantern.py), registered through motif_kit.py; this
file gathers them and holds each card's recipe."""
from motif_kit import MOTIFS, draw  # noqa: F401
import motifs_guard  # noqa: F401  (registers its emblems)
import motifs_clockwork  # noqa: F401
import motifs_river  # noqa: F401
import motifs_lantern  # noqa: F401


# ---------------------------------------------------------------- recipes
def _r(faction, motif_name, **kw):
    d = {"faction": faction, "motif": motif_name}
    d.update(kw)
    return d


RECIPES = {
    # Castle Guard
    "gate-warden": _r("guard", "portcullis"),
    "pike-recruit": _r("guard", "pikes"),
    "road-scout": _r("guard", "signpost", hue=0.02),
    "tower-mason": _r("guard", "hammer"),
    "banner-sergeant": _r("guard", "banner"),
    "watch-captain": _r("guard", "helm"),
    "armory-clerk": _r("guard", "barrel", scale=0.95),
    "royal-herald": _r("guard", "trumpet", scale=0.95),
    "crossbow-tower": _r("guard", "crossbow"),
    "militia-drummer": _r("guard", "drum"),
    "shield-wall": _r("guard", "shields"),
    "bastion-knight": _r("guard", "greathelm"),
    "castle-mastiff": _r("guard", "mastiff"),
    "wall-archer": _r("guard", "bow", scale=0.95),
    "lance-rider": _r("guard", "knighthorse"),
    "lord-castellan": _r("guard", "keep"),
    "iron-marshal": _r("guard", "swordcrown"),
    "pike-volley": _r("guard", "volley"),
    "levy": _r("guard", "pitchfork"),
    "man-at-arms": _r("guard", "swordbuckler"),
    # Clockwork Menagerie
    "cogmouse": _r("clock", "cogmouse", dx=10, scale=0.92),
    "tin-sparrow": _r("clock", "tinsparrow", scale=0.95),
    "brass-beetle": _r("clock", "beetle"),
    "windup-hound": _r("clock", "windhound", dx=12, scale=0.88),
    "gear-tortoise": _r("clock", "tortoise", dx=-8, scale=0.85),
    "clockwork-owl": _r("clock", "owl"),
    "spring-stag": _r("clock", "stag"),
    "oiler-crab": _r("clock", "crab"),
    "tinker-fox": _r("clock", "fox"),
    "music-box-nightingale": _r("clock", "nightingale", scale=0.92),
    "pendulum-ram": _r("clock", "ram", scale=0.92),
    "brass-golem": _r("clock", "golem", scale=0.92),
    "copper-spider": _r("clock", "spider", scale=0.95),
    "steam-boar": _r("clock", "boar", dx=6, scale=0.9),
    "mainspring-lion": _r("clock", "lion"),
    "grand-orrery": _r("clock", "orrery"),
    "cogling": _r("clock", "cogling"),
    "gyro-hare": _r("clock", "hare"),
    # River Spirits
    "reed-sprite": _r("river", "reeds"),
    "mist-otter": _r("river", "otter"),
    "eel-wisp": _r("river", "eel", scale=0.9),
    "drowned-bell": _r("river", "drownedbell"),
    "ebb-wraith": _r("river", "ebbwraith", scale=0.95),
    "heron-oracle": _r("river", "heron", dx=6, scale=0.95),
    "undertow": _r("river", "whirlpool"),
    "moon-carp": _r("river", "carp", dx=8, scale=0.92),
    "kelpie": _r("river", "kelpie", scale=0.95),
    "silt-toad": _r("river", "toad"),
    "frost-naiad": _r("river", "naiad"),
    "tide-caller": _r("river", "conch", dx=8, scale=0.88),
    "leech-spirit": _r("river", "leech"),
    "lotus-warden": _r("river", "lotus"),
    "river-serpent": _r("river", "serpent", dx=-6, scale=0.86),
    "drowned-queen": _r("river", "drownedqueen"),
    "ferryman": _r("river", "ferryman", dx=4, scale=0.86),
    # Lantern Wake
    "candlewick-imp": _r("lantern", "imp"),
    "ash-moth": _r("lantern", "moth"),
    "wax-acolyte": _r("lantern", "acolyte"),
    "pyre-priest": _r("lantern", "brazier"),
    "cinder-reaper": _r("lantern", "reaper"),
    "smoke-revenant": _r("lantern", "revenant"),
    "lamplighter": _r("lantern", "lamppost"),
    "grave-bell": _r("lantern", "gravebell"),
    "soot-hound": _r("lantern", "soothound", scale=0.95),
    "funeral-lantern": _r("lantern", "paperlantern"),
    "ember-widow": _r("lantern", "widow"),
    "bone-chandelier": _r("lantern", "chandelier"),
    "gloam-swarm": _r("lantern", "swarm"),
    "tallow-golem": _r("lantern", "tallowgolem"),
    "ember-salamander": _r("lantern", "salamander"),
    "phoenix-lantern": _r("lantern", "phoenix"),
    "ember-moth": _r("lantern", "embermoth"),
    "rekindled-flame": _r("lantern", "flame"),
    "phoenix-reborn": _r("lantern", "phoenixchick"),
}
