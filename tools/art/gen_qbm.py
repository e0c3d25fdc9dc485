"""gen_qbm.py — writes cards/queen-by-midnight/quarter-hour/: set.json (the
original "Quarter Hour" set: four princesses, their starters, vaults, war
chests, inner circle cards, ten traps, and the three bazaar decks at the
component counts of the rules text).  Every card's art is art/<id>.svg,
drawn by gen_qbm_art.py.

Run from the repository root: python3 tools/art/gen_qbm.py
The build never runs it; its outputs are committed."""
import json
import os


OUT = "cards/queen-by-midnight/quarter-hour"
CARDS = []


def _fields(kw):
    if "cls" in kw:  # "class" is a Python keyword
        kw["class"] = kw.pop("cls")
    return kw


def E(trigger, action, **kw):
    d = {"trigger": trigger, "action": action}
    d.update(_fields(kw))
    return d


def O(action, **kw):
    d = {"action": action}
    d.update(_fields(kw))
    return d


# The name a small table card shows where the whole one cannot fit (at most 14
# characters; see cards/README.md).
SHORT_NAMES = {
    "marisol": "Marisol",
    "tamsin": "Tamsin",
    "pell-plan": "New Room",
    "marisol-jab": "Slight",
    "pell-tea": "Teapot",
    "pell-door": "Hidden Door",
    "marisol-maelstrom": "Whirl",
    "tamsin-haymaker": "Big Swing",
    "tamsin-pickpocket": "Pilfer",
    "tamsin-counter": "Counter",
    "nadira-focus": "Focus",
    "tamsin-trap-whisper": "Snitch",
    "pell-boon-a": "Sand Crown",
    "pell-inner": "Inner Tea",
    "marisol-inner": "Inner Deep",
    "tamsin-inner": "Inner Storm",
    "nadira-inner": "Inner Heist",
    "aft-purse": "Purse",
    "twi-strongbox": "Coffer",
    "pell": "Pell",
    "pell-shrink": "Shrink Curse",
    "nadira-sense": "Borrow Sense",
    "twi-bolt": "Bolt",
}


def card(cid, name, text, type_, cls=None, source=None, **kw):
    c = {"id": cid, "name": name}
    if cid in SHORT_NAMES:
        c["short_name"] = SHORT_NAMES[cid]
    c.update({"text": text, "type": type_})
    if cls:
        c["class"] = cls
    if source:
        c["source"] = source
    c.update(kw)
    c["art"] = "art/%s.svg" % cid  # drawn by gen_qbm_art.py
    CARDS.append(c)
    return c


# ---------------------------------------------------------------- princesses
PRINCESSES = [
    # id, name, classes, major, minor, trait, extra
    ("pell", "Pell of the Tilted Stair", ["caster", "schemer"], [4, 4], [2, 3], "switch",
     {"switch": ["schemer", "brawler"]}),
    ("marisol", "Marisol Deepcoffer", ["schemer", "caster"], [5, 4], [3, 3], "grotto", {}),
    ("tamsin", "Tamsin Emberwatch", ["brawler", "schemer"], [5, 4], [3, 2], "traps", {}),
    ("nadira", "Nadira Farsight", ["brawler", "caster"], [5, 4], [3, 2], "growth", {}),
]
TRAIT_TEXT = {
    "switch": "Caster, and a second class that her Tilt token flips between Schemer and Brawler.",
    "grotto": "Whatever she banishes sinks into her Grotto, a banish pile of her own that powers her cards.",
    "traps": "Her ten snares are bought into rivals' archives; whoever plays one feeds her.",
    "growth": "Her Hawk's Eye grows stronger every time she plays it, without limit.",
}
for pid, name, classes, major, minor, trait, extra in PRINCESSES:
    card(pid, name, TRAIT_TEXT[trait], "princess", classes=classes, major=major, minor=minor, trait=trait, **extra)


def starters(pid, c0, c1, names):
    """10 starters: 4 Clout, 2 minor attacks of the first class, 1 of the second,
    a reaction, a strategize card (banish) and a steadying card."""
    n = names
    card(pid + "-coin", n[0], "Gain 2 Clout.", "utility", c0, "starter", princess=pid, copies=4,
         effects=[E("play", "gain_clout", amount=2)])
    card(pid + "-jab", n[1], "Attack: deal Minor %s damage." % c0.title(), "attack", c0, "starter", princess=pid,
         play=1, copies=2, effects=[E("play", "damage", target="foe", level="minor")])
    card(pid + "-spark", n[2], "Attack: deal Minor %s damage." % c1.title(), "attack", c1, "starter", princess=pid,
         play=1, effects=[E("play", "damage", target="foe", level="minor")])
    card(pid + "-guard", n[3], "Reaction (when attacked): negate the damage to you.", "reaction", c0, "starter",
         princess=pid, play=1, when="attacked", effects=[E("activate", "negate_damage")])
    card(pid + "-plan", n[4], "Banish up to 1 card from your hand. Draw 1.", "utility", c1, "starter", princess=pid,
         effects=[E("play", "banish", zone="hand", up_to=True), E("play", "draw", amount=1)])
    card(pid + "-breath", n[5], "Heal 2 and gain 1 Clout.", "utility", c0, "starter", princess=pid,
         effects=[E("play", "heal", amount=2), E("play", "gain_clout", amount=1)])


starters("pell", "caster", "schemer",
         ["Teacup Tithe", "Stair Hex", "Crooked Whisper", "Folded Step", "Rearranged Room", "Quiet Steep"])
starters("marisol", "schemer", "caster",
         ["Tidepool Coin", "Undertow Slight", "Brine Bolt", "Kelp Veil", "Out to Sea", "Salt Air"])
starters("tamsin", "brawler", "schemer",
         ["Rebel Purse", "Knuckle Rush", "Smoke Trick", "Braced Stance", "Burn the Ledger", "Second Wind"])
starters("nadira", "brawler", "caster",
         ["Lifted Coin", "Pounce", "Glint", "Feather Step", "Shed the Clutter", "Steady Pulse"])


def vault(pid, specs):
    for s in specs:
        cid, name, text, type_, cls = s[:5]
        kw = s[5]
        card("%s-%s" % (pid, cid), name, text, type_, cls, "vault", princess=pid, **kw)


# Pell: switch cards, caster + flexible second class
vault("pell", [
    ("tilt", "Tilt the Room", "Flip your Tilt token. Draw 1.", "utility", "caster",
     dict(buy=3, play=0, copies=2, effects=[E("play", "switch"), E("play", "draw", amount=1)])),
    ("tea", "Bottomless Teapot", "Gain 3 Clout.", "utility", "caster",
     dict(buy=4, play=0, copies=2, effects=[E("play", "gain_clout", amount=3)])),
    ("shrink", "Shrinking Curse", "Attack: deal Major Caster damage; the target lowers Caster by 1.", "attack", "caster",
     dict(buy=5, play=1, copies=2, effects=[E("play", "damage", target="foe", level="major"),
                                             E("play", "level_down", target="foe", cls="caster", amount=1)])),
    ("grow", "Growing Pains", "Raise your Caster level by 1. Flip your Tilt token.", "utility", "caster",
     dict(buy=5, play=1, copies=2, effects=[E("play", "level_up", amount=1), E("play", "switch")])),
    ("door", "Door That Was Not There", "Reaction (when attacked): redirect the attack to another princess.", "reaction",
     "caster", dict(buy=4, play=1, copies=2, when="attacked", effects=[E("activate", "redirect")])),
    ("hatter", "Lantern Moth", "Summon (Loyalty 4). At the start of your turn gain 1 Clout.", "summon", "caster",
     dict(buy=4, play=1, loyalty=4, effects=[E("turn_start", "gain_clout", amount=1)])),
    ("riddle", "Riddle at the Gate", "Choose: gain 3 Clout, or draw 2.", "utility", "schemer",
     dict(buy=3, play=0, copies=2, effects=[E("play", "choose", options=[O("gain_clout", amount=3),
                                                                           O("draw", amount=2)])])),
    ("stomp", "Giant's Stomp", "Attack: deal Major Brawler damage.", "attack", "brawler",
     dict(buy=4, play=1, copies=2, effects=[E("play", "damage", target="foe", level="major")])),
])
# Marisol: banish into the Grotto, cards that count it
vault("marisol", [
    ("trinket", "Tide of Trinkets", "Attack: deal 1 damage plus 1 per card in your Grotto (at most 8).", "attack",
     "schemer", dict(buy=5, play=1, copies=2, effects=[E("play", "damage", target="foe", amount=1, per="grotto", max=8)])),
    ("toll", "Harbor Toll", "Banish up to 2 cards from your archive. Gain 2 Clout.", "utility", "schemer",
     dict(buy=3, play=0, copies=2, effects=[E("play", "banish", zone="archive", count=2, up_to=True),
                                             E("play", "gain_clout", amount=2)])),
    ("salvage", "Salvage Rights", "Gain 2 Clout, and 1 more if your Grotto holds 4 or more cards.",
     "utility", "schemer", dict(buy=4, play=0, copies=2, effects=[E("play", "gain_clout", amount=2),
                                                                   E("play", "gain_clout", amount=1, **{"if": "grotto_at_least"}, n=4)])),
    ("maelstrom", "Little Maelstrom", "Attack: deal Major Caster damage and steal 1 Clout.", "attack", "caster",
     dict(buy=5, play=1, copies=2, effects=[E("play", "damage", target="foe", level="major"),
                                             E("play", "steal_clout", target="foe", amount=1)])),
    ("current", "Cold Current", "Reaction (when attacked): negate the attack.", "reaction", "caster",
     dict(buy=5, play=2, copies=2, when="attacked", effects=[E("activate", "negate")])),
    ("eel", "Lantern Eel", "Summon (Loyalty 5). At the start of your turn gain 1 Clout.", "summon", "caster",
     dict(buy=4, play=1, loyalty=5, effects=[E("turn_start", "gain_clout", amount=1)])),
    ("wreck", "Sunken Wreck", "Banish a card from the market. Gain 1 Clout.", "utility", "schemer",
     dict(buy=2, play=0, copies=2, effects=[E("play", "banish", zone="market"), E("play", "gain_clout", amount=1)])),
    ("pearl", "Pearl of Regard", "Boon. Play: raise Schemer by 1.", "boon", "schemer",
     dict(buy=6, play=1, copies=2, effects=[E("play", "level_up", amount=1)])),
])
# Tamsin: brawler / schemer, the snare line
vault("tamsin", [
    ("tripline", "Snare Line", "Reaction (when attacked): put a trap from your vault on top of the attacker's deck.",
     "reaction", "schemer", dict(buy=3, play=0, copies=2, when="attacked",
                                   effects=[E("activate", "put", zone="vault", to="deck_top", target="attacker")])),
    ("haymaker", "Haymaker", "Attack: deal Major Brawler damage.", "attack", "brawler",
     dict(buy=4, play=1, copies=3, effects=[E("play", "damage", target="foe", level="major")])),
    ("war-fund", "War Fund", "Gain 3 Clout.", "utility", "brawler",
     dict(buy=4, play=0, copies=2, effects=[E("play", "gain_clout", amount=3)])),
    ("pickpocket", "Pickpocket", "Attack: steal 2 Clout.", "attack", "schemer",
     dict(buy=3, play=0, copies=2, effects=[E("play", "steal_clout", target="foe", amount=2)])),
    ("banner", "Rebel Banner", "Boon. At the start of your turn gain 1 Clout.", "boon", "brawler",
     dict(buy=5, play=1, effects=[E("turn_start", "gain_clout", amount=1)])),
    ("rally", "Rally the Cells", "Take a card from your archive into your hand. Draw 1.", "utility", "schemer",
     dict(buy=4, play=1, copies=2, effects=[E("play", "put", zone="archive", to="hand"), E("play", "draw", amount=1)])),
    ("hound", "Ash Hound", "Summon (Loyalty 3). At the start of your turn gain 1 Clout.", "summon", "brawler",
     dict(buy=3, play=1, loyalty=3, effects=[E("turn_start", "gain_clout", amount=1)])),
    ("counter", "Counterblow", "Reaction (when attacked): negate the damage and deal 2 damage to the attacker.",
     "reaction", "brawler", dict(buy=5, play=1, copies=2, when="attacked",
                                  effects=[E("activate", "negate_damage"), E("activate", "damage", target="attacker", amount=2)])),
])
# Nadira: brawler / caster, a card that grows without limit
vault("nadira", [
    ("hawk", "Hawk's Eye", "Attack: deal 2 damage plus 1 for every earlier play of a Hawk's Eye. It grows each time.",
     "attack", "caster", dict(buy=4, play=1, copies=2, grows=True,
                               effects=[E("play", "damage", target="foe", amount=2, per="growth", max=30)])),
    ("heist", "Moonlit Heist", "Attack: steal 3 Clout.", "attack", "brawler",
     dict(buy=5, play=1, copies=2, effects=[E("play", "steal_clout", target="foe", amount=3)])),
    ("loot", "Loot the Vault", "Gain 3 Clout.", "utility", "brawler",
     dict(buy=4, play=0, copies=2, effects=[E("play", "gain_clout", amount=3)])),
    ("sense", "Borrowed Senses", "Draw 2, then discard 1. When discarded, gain 1 Clout.", "utility", "caster",
     dict(buy=3, play=0, copies=2, effects=[E("play", "draw", amount=2), E("play", "discard", count=1),
                                             E("discarded", "gain_clout", amount=1)])),
    ("zephyr", "Zephyr the Kestrel", "Summon (Loyalty 4). At the start of your turn gain 1 Clout.", "summon", "caster",
     dict(buy=4, play=1, loyalty=4, effects=[E("turn_start", "gain_clout", amount=1)])),
    ("dodge", "Sidestep", "Reaction (when attacked): negate the damage to you.", "reaction", "brawler",
     dict(buy=3, play=1, copies=2, when="attacked", effects=[E("activate", "negate_damage")])),
    ("focus", "Sharpened Focus", "Raise your Caster level by 1.", "utility", "caster",
     dict(buy=5, play=1, copies=2, effects=[E("play", "level_up", amount=1)])),
    ("fence", "Fence the Goods", "Discard 1: gain 4 Clout.", "utility", "brawler",
     dict(buy=3, play=0, copies=2, effects=[E("play", "discard", count=1), E("play", "gain_clout", amount=4)])),
])

# Tamsin's ten traps (bought into a rival's archive)
TRAPS = [
    ("trap-tax", "Toll of the Rebels", "Trap. Tamsin gains 2 Clout; you draw 1.", [E("play", "gain_clout", target="owner", amount=2)], 3),
    ("trap-sting", "Wasp Nest", "Trap. Tamsin gains 1 Clout; you lose 1 Clout; you draw 1.",
     [E("play", "gain_clout", target="owner", amount=1), E("play", "lose_clout", amount=1)], 3),
    ("trap-brand", "Ember Brand", "Trap. You take 2 damage; you draw 1.", [E("play", "damage", target="self", amount=2)], 2),
    ("trap-whisper", "Informant", "Trap. Tamsin draws 1; you draw 1.", [E("play", "draw", target="owner", amount=1)], 2),
]
for cid, name, text, effs, copies in TRAPS:
    card("tamsin-" + cid, name, text, "trap", "neutral", "vault", princess="tamsin", buy=2, play=0, copies=copies,
         effects=effs)

# War chests: 2 boons + the ultimate art, and the inner circle card per princess
WAR = {
    "pell": ("Hourglass Crown", "Boon. At the start of your turn gain 2 Clout.", [E("turn_start", "gain_clout", amount=2)],
             "Mirror Hall", "Boon. Play: raise Caster by 2.", [E("play", "level_up", amount=2)]),
    "marisol": ("Treasure Map", "Boon. At the start of your turn gain 2 Clout.", [E("turn_start", "gain_clout", amount=2)],
                "Drowned Crown", "Boon. Play: raise Schemer by 2.", [E("play", "level_up", amount=2)]),
    "tamsin": ("Stolen Citadel", "Boon. At the start of your turn gain 2 Clout.", [E("turn_start", "gain_clout", amount=2)],
               "Rebel Oath", "Boon. Play: raise Brawler by 2.", [E("play", "level_up", amount=2)]),
    "nadira": ("Cloak of Feathers", "Boon. At the start of your turn heal 2.", [E("turn_start", "heal", amount=2)],
               "Oasis Map", "Boon. Play: raise Brawler by 2.", [E("play", "level_up", amount=2)]),
}
CLASS0 = {p[0]: p[2][0] for p in PRINCESSES}
CLASS1 = {p[0]: p[2][1] for p in PRINCESSES}
for pid, (n1, t1, e1, n2, t2, e2) in WAR.items():
    card(pid + "-boon-a", n1, t1, "boon", CLASS0[pid], "war_chest", princess=pid, buy=7, play=1, effects=e1)
    cls2 = "caster" if pid in ("pell",) else CLASS0[pid]
    card(pid + "-boon-b", n2, t2, "boon", cls2, "war_chest", princess=pid, buy=6, play=1, effects=e2)

ULTS = {
    "pell": ("Upside-Down Tea", "Ultimate: roll a die; each foe takes that much damage plus Major Caster damage.",
             [E("ultimate", "roll"), E("ultimate", "damage", target="foe", level="major", cls="caster", per="die")],
             "each"),
    "marisol": ("Call of the Deep", "Ultimate: each foe takes 2 damage plus 1 per card in your Grotto (unblockable).",
                [E("ultimate", "damage", target="foe", amount=2, per="grotto", max=15, unblockable=True)], "each"),
    "tamsin": ("Storm the Citadel", "Ultimate: deal 8 damage and steal 4 Clout.",
               [E("ultimate", "damage", target="foe", amount=8), E("ultimate", "steal_clout", target="foe", amount=4)],
               "one"),
    "nadira": ("The Last Heist", "Ultimate: steal 6 Clout and heal 5.",
               [E("ultimate", "steal_clout", target="foe", amount=6), E("ultimate", "heal", amount=5)], "one"),
}
ADVISORS = {
    "pell": (["Pour Another Cup", "Bend the Hallway"],
             [E("advisor", "gain_clout", target="leader", amount=4, ability=0),
              E("advisor", "damage", target="foe", amount=4, ability=1)]),
    "marisol": (["Tribute of the Tides", "Drag Below"],
                [E("advisor", "heal", target="leader", amount=5, ability=0),
                 E("advisor", "steal_clout", target="foe", amount=4, ability=1)]),
    "tamsin": (["Arm the Cells", "Ambush"],
               [E("advisor", "gain_clout", target="leader", amount=3, ability=0),
                E("advisor", "draw", target="leader", amount=1, ability=0),
                E("advisor", "damage", target="foe", amount=5, ability=1)]),
    "nadira": (["Scout Ahead", "Pinch the Purse"],
               [E("advisor", "draw", target="leader", amount=2, ability=0),
                E("advisor", "steal_clout", target="foe", amount=3, ability=1)]),
}
for pid, (uname, utext, ueffs, targets) in ULTS.items():
    card(pid + "-ultimate", uname, utext + " (The effect is on the Inner Circle card.)", "ultimate", CLASS0[pid],
         "war_chest", princess=pid, buy=9, play=2)
    labels, aeffs = ADVISORS[pid]
    inner = card(pid + "-inner", uname + " / Inner Circle",
                 "Ultimate: %s Advisor: %s or %s." % (utext.split(": ", 1)[1], labels[0], labels[1]),
                 "inner_circle", princess=pid, abilities=labels, effects=ueffs + aeffs)
    if targets == "each":
        inner["targets"] = "each"


# ---------------------------------------------------------------- bazaar
def bazaar(age, specs):
    total = 0
    for s in specs:
        cid, name, text, type_, cls, kw = s
        card("%s-%s" % (age[:3], cid), name, text, type_, cls, age, **kw)
        total += kw.get("copies", 1)
    return total


n_aft = bazaar("afternoon", [
    ("purse", "Merchant's Purse", "Gain 3 Clout, and 1 more from clock 4.", "utility", "neutral",
     dict(buy=4, play=0, copies=4, effects=[E("play", "gain_clout", amount=3),
                                             E("play", "gain_clout", amount=1, **{"if": "clock_at_least"}, n=4)])),
    ("brawl", "Tavern Brawl", "Attack: deal Major Brawler damage.", "attack", "brawler",
     dict(buy=3, play=1, copies=3, effects=[E("play", "damage", target="foe", level="major")])),
    ("hex", "Minor Hex", "Attack: deal Major Caster damage.", "attack", "caster",
     dict(buy=3, play=1, copies=3, effects=[E("play", "damage", target="foe", level="major")])),
    ("rumor", "Spread a Rumor", "Attack: deal Minor Schemer damage and steal 1 Clout.", "attack", "schemer",
     dict(buy=3, play=1, copies=3, effects=[E("play", "damage", target="foe", level="minor"),
                                             E("play", "steal_clout", target="foe", amount=1)])),
    ("parry", "Parry", "Reaction (when attacked): negate the damage to you.", "reaction", "neutral",
     dict(buy=3, play=1, copies=2, when="attacked", effects=[E("activate", "negate_damage")])),
    ("scribe", "Court Scribe", "Draw 2.", "utility", "schemer",
     dict(buy=4, play=1, copies=2, effects=[E("play", "draw", amount=2)])),
    ("tonic", "Herbal Tonic", "Heal 4. When banished, gain 2 Clout.", "utility", "neutral",
     dict(buy=2, play=0, copies=2, effects=[E("play", "heal", amount=4), E("banished", "gain_clout", amount=2)])),
    ("squire", "Eager Squire", "Summon (Loyalty 3). At the start of your turn gain 1 Clout.", "summon", "brawler",
     dict(buy=3, play=1, loyalty=3, effects=[E("turn_start", "gain_clout", amount=1)])),
    ("familiar", "Ink Familiar", "Summon (Loyalty 3). At the end of your turn gain 1 Clout.", "summon", "caster",
     dict(buy=3, play=1, loyalty=3, effects=[E("turn_end", "gain_clout", amount=1)])),
    ("tutor", "Fencing Tutor", "Raise your Brawler level by 1.", "utility", "brawler",
     dict(buy=5, play=1, effects=[E("play", "level_up", amount=1)])),
    ("leech", "Gossip Leech", "Bane: played into a rival's armory; at the start of her turns she loses 1 Clout.", "bane",
     "schemer", dict(buy=3, play=1, effects=[E("turn_start", "lose_clout", amount=1)])),
    ("fair", "Harvest Fair", "Event: when bought, gain 3 Clout and heal 2; then it is banished.", "event", None,
     dict(buy=1, copies=2, effects=[E("purchase", "gain_clout", amount=3), E("purchase", "heal", amount=2)])),
    ("sweep", "Street Sweep", "Banish up to 2 cards from your hand. Gain 1 Clout.", "utility", "neutral",
     dict(buy=2, play=0, copies=2, effects=[E("play", "banish", zone="hand", count=2, up_to=True),
                                             E("play", "gain_clout", amount=1)])),
])
n_twi = bazaar("twilight", [
    ("strongbox", "Strongbox", "Gain 4 Clout.", "utility", "neutral",
     dict(buy=5, play=0, copies=4, effects=[E("play", "gain_clout", amount=4)])),
    ("charge", "Cavalry Charge", "Attack: deal Major Brawler damage +2.", "attack", "brawler",
     dict(buy=5, play=1, copies=3, effects=[E("play", "damage", target="foe", level="major", amount=2)])),
    ("bolt", "Lightning Bolt", "Attack: deal Major Caster damage +2.", "attack", "caster",
     dict(buy=5, play=1, copies=3, effects=[E("play", "damage", target="foe", level="major", amount=2)])),
    ("dagger", "Dagger in the Dark", "Attack: deal Major Schemer damage; the target lowers Schemer by 1.", "attack",
     "schemer", dict(buy=5, play=1, copies=3, effects=[E("play", "damage", target="foe", level="major"),
                                                        E("play", "level_down", target="foe", cls="schemer", amount=1)])),
    ("ward", "Arcane Ward", "Reaction (when attacked): negate the attack.", "reaction", "caster",
     dict(buy=4, play=1, copies=2, when="attacked", effects=[E("activate", "negate")])),
    ("shield", "Tower Shield", "Reaction (when attacked): negate the damage and gain 1 Clout.", "reaction", "brawler",
     dict(buy=4, play=1, copies=2, when="attacked", effects=[E("activate", "negate_damage"), E("activate", "gain_clout", amount=1)])),
    ("dice", "Loaded Dice", "Roll a die: gain that much Clout; on 5 or 6 also draw 1.", "utility", "schemer",
     dict(buy=4, play=1, copies=3, effects=[E("play", "roll"), E("play", "gain_clout", per="die", max=6),
                                             E("play", "draw", amount=1, **{"if": "die_at_least"}, n=5)])),
    ("bargain", "Back-Room Bargain", "Choose: buy a market card costing up to 5 for free, or gain 2 Clout.", "utility",
     "neutral", dict(buy=6, play=1, copies=2, effects=[E("play", "choose", options=[O("buy", zone="market", amount=5, free=True),
                                                                            O("gain_clout", amount=2)])])),
    ("curse", "Lingering Curse", "Bane: played into a rival's armory; at the start of her turns she takes 1 damage.",
     "bane", "caster", dict(buy=4, play=1, effects=[E("turn_start", "damage", amount=1)])),
    ("exile", "Royal Exile", "Dismiss a card from the target's armory. Deal 1 damage.", "attack", "schemer",
     dict(buy=4, play=1, effects=[E("play", "dismiss", target="foe"), E("play", "damage", target="foe", amount=1)])),
    ("omen", "Early Omen", "Event: when bought, you may buy one of the two boons of your war chest now (paying for it).",
     "event", None, dict(buy=1, effects=[E("purchase", "buy", zone="war_chest", amount=9)])),
    ("truce", "Pledge of Truce", "(3+ players) Gain 3 Clout and draw 1.", "utility", "neutral",
     dict(buy=4, play=0, players_min=3, effects=[E("play", "gain_clout", amount=3), E("play", "draw", amount=1)])),
    ("muse", "Pledge of the Muse", "(3+ players) Raise your first class by 1.", "utility", "neutral",
     dict(buy=5, play=1, players_min=3, effects=[E("play", "level_up", cls="primary", amount=1)])),
])
n_mid = bazaar("midnight", [
    ("treasury", "Royal Treasury", "Gain 4 Clout, plus 1 for every 4 cards in the central Banish pile (at most 7).",
     "utility", "neutral", dict(buy=6, play=0, copies=4, effects=[E("play", "gain_clout", amount=4, per="banished", max=7)])),
    ("siege", "Siege Breaker", "Attack: deal Major Brawler damage +4.", "attack", "brawler",
     dict(buy=7, play=2, copies=3, effects=[E("play", "damage", target="foe", level="major", amount=4)])),
    ("meteor", "Falling Star", "Attack: deal Major Caster damage +4.", "attack", "caster",
     dict(buy=7, play=2, copies=3, effects=[E("play", "damage", target="foe", level="major", amount=4)])),
    ("coup", "Palace Coup", "Attack: deal Major Schemer damage +2 and steal 3 Clout.", "attack", "schemer",
     dict(buy=7, play=2, copies=3, effects=[E("play", "damage", target="foe", level="major", amount=2),
                                             E("play", "steal_clout", target="foe", amount=3)])),
    ("aegis", "Aegis", "Reaction (when attacked): negate the attack and heal 2.", "reaction", "neutral",
     dict(buy=6, play=2, copies=3, when="attacked", effects=[E("activate", "negate"), E("activate", "heal", amount=2)])),
    ("griffin", "Midnight Griffin", "Summon (Loyalty 6). At the start of your turn gain 2 Clout.", "summon", "brawler",
     dict(buy=6, play=1, loyalty=6, effects=[E("turn_start", "gain_clout", amount=2)])),
    ("wyrm", "Star Wyrm", "Summon (Loyalty 6). Play: +1 Loyalty to your other Summons. At the start of your turn gain 2 Clout.",
     "summon", "caster", dict(buy=6, play=1, loyalty=6, effects=[E("play", "loyalty", amount=1),
                                                                  E("turn_start", "gain_clout", amount=2)])),
    ("elixir", "Moon Elixir", "If your HP is 10 or less, heal 4. Heal 6.", "utility", "neutral",
     dict(buy=4, play=0, copies=3, effects=[E("play", "heal", amount=4, **{"if": "hp_at_most"}, n=10),
                                             E("play", "heal", amount=6)])),
    ("storm", "Storm of Blades", "Attack each foe: deal Minor Brawler damage.", "attack", "brawler",
     dict(buy=6, play=1, targets="each", effects=[E("play", "damage", target="foe", level="minor")])),
    ("toast", "Midnight Toast", "Event: when bought, gain 4 Clout; then it is banished.", "event", None,
     dict(buy=2, copies=2, effects=[E("purchase", "gain_clout", amount=4)])),
    ("gambit", "Last Gambit", "Choose: deal 6 damage to the target, or heal 6.", "utility", "schemer",
     dict(buy=6, play=1, copies=2, effects=[E("play", "choose", options=[O("damage", target="foe", amount=6),
                                                                           O("heal", amount=6)])])),
])
assert (n_aft, n_twi, n_mid) == (27, 27, 26), (n_aft, n_twi, n_mid)

def main():
    doc = {"game": "queen-by-midnight", "id": "quarter-hour", "name": "The Quarter Hour",
           "description": "Four princesses race the clock: a tilting stair-witch, a hoarding sea-queen, a rebel "
                          "with ten snares and a thief whose hawk never stops growing. 80 bazaar cards in three ages.",
           "cards": CARDS}
    with open(OUT + "/set.json", "w") as fh:
        json.dump(doc, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    print("wrote %d card entries" % len(CARDS))


if __name__ == "__main__":
    main()
