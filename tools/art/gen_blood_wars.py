#!/usr/bin/env python3
"""gen_blood_wars.py — writes the Blood Wars "planar-war" set: set.json, the
four decks and the art.  The card list below is the source; the rules text on
each card is written from its power data, so text and rules never disagree.

Art: one picture per card, drawn by the kit in tools/art/bw/ (a recipe per
card id in bw/cards_*.py); warlords in a shield, legions in an oblong,
everything else in a square (the rules' card diagram), tinted by alignment,
plane or fate kind; plus art/back.svg.
Run from the repo root:  python3 tools/art/gen_blood_wars.py
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

SET = os.path.join("cards", "blood-wars", "planar-war")

# ---- powers in words -------------------------------------------------------
WHEN = {"combat": "Combat", "intrigue": "Intrigue", "any": "Any challenge", "personal": "Personal"}


def power_words(p):
    n = p.get("n", 0)
    e = p["effect"]
    to = "the Dead-Book" if p.get("to") == "dead-book" else "the discard"
    words = {
        "boost": "+%d to your side's total." % n,
        "weaken": "-%d to the other side's total." % n,
        "slay-at-most": "An opposing legion of %d CS or less (the closest) goes to %s." % (n, to),
        "slay-at-least": "An opposing legion of at least %d CS (the closest) goes to %s." % (n, to),
        "draw": "Draw %d card%s." % (n, "" if n == 1 else "s"),
        "double-ally": "Your side's Hidden Ally counts double.",
        "foe-discards": "An opponent discards %d card%s from the command hand at random." % (n, "" if n == 1 else "s"),
        "any-alignment": "Legions of any alignment stack under him as exact matches.",
        "extra-legions": "He leads %d more legion%s." % (n, "" if n == 1 else "s"),
    }[e]
    return "%s: %s" % (WHEN[p["when"]], words)


LEGION_POWER_TEXT = {
    "berserker": "Berserker: discard to send one opposing legion to the discard.",
    "cutter": "Cutter: holds two fate cards.",
    "guardian": "Guardian: the challenger takes the battlefield on any winning margin.",
    "horde": "Horde: not counted against the 4/6 limit; more than 3 per deck allowed.",
    "martyr": "Martyr: the first forced discard only flips it.",
    "shock-troop": "Shock Troop: may join in combat beyond the legion limit.",
    "spirit": "Spirit: returns to the battle hand after combat.",
    "advocate": "Advocate: discard in intrigue; you are rewarded as a victorious ally.",
    "aide": "Aide: discard in intrigue; add its CS to your warlord's IS.",
    "diplomat": "Diplomat: discard in intrigue; your side's Hidden Ally counts double.",
    "parasite": "Parasite: discard in intrigue; an opposing warlord loses its CS in IS.",
    "terrorist": "Terrorist: discard in intrigue; an opponent discards its CS in cards at random.",
}


def W(id, name, al, is_, rr, powers=(), home="", unique=False, avatar=False, factol=False, realm=None, flavor=""):
    c = {"id": id, "name": name, "type": "warlord", "alignment": al, "is": is_, "rr": rr}
    if home: c["home"] = home
    if unique: c["unique"] = True
    if avatar: c["avatar"] = True
    if factol: c["factol"] = True
    if powers: c["powers"] = list(powers)
    if realm: c["realm_power"] = realm
    lines = [power_words(p) for p in powers]
    if realm: lines.append("Realm (%s in your victory pool) - %s" % (home, power_words(realm)))
    tags = [t for t, on in (("Unique", unique), ("Avatar", avatar), ("Factol", factol)) if on]
    c["text"] = " ".join(([" ".join(tags) + "."] if tags else []) + lines + ([flavor] if flavor else []))
    return c


def L(id, name, al, cs, rr, power=None, own=None, follows=False, home="", flavor=""):
    c = {"id": id, "name": name, "type": "legion", "alignment": al, "cs": cs, "rr": rr}
    if home: c["home"] = home
    if power: c["power"] = power
    if own:
        c["power"] = "own"
        c["powers"] = [own]
    if follows: c["follows"] = True
    lines = []
    if follows: lines.append("Acolyte: Legion - stacks under any avatar or factol.")
    if power: lines.append(LEGION_POWER_TEXT[power])
    if own: lines.append(power_words(own) + " (flip / discard to use)")
    c["text"] = " ".join(lines + ([flavor] if flavor else [])) or flavor
    return c


def B(id, name, kind, vp, rr, home="", flavor=""):
    c = {"id": id, "name": name, "type": "battlefield", "kind": kind, "vp": vp, "rr": rr}
    if home: c["home"] = home
    c["text"] = "%s. %s" % ({"realm": "Realm", "layer": "Layer", "site": "Site/Town"}[kind], flavor)
    return c


def F(id, name, kind, rr, effect=None, cs=0, item=None, al=None, flavor=""):
    c = {"id": id, "name": name, "type": "fate", "kind": kind, "rr": rr}
    if item: c["item"] = item
    if cs: c["cs"] = cs
    if al: c["alignment"] = al
    if effect: c["effect"] = effect
    lines = []
    if kind == "acolyte": lines.append("Assign to a legion: it follows an avatar or factol as an exact match.")
    if cs: lines.append("Assign to one legion%s: +%d CS in battle." % (" (%s)" % al if al else "", cs))
    if kind == "support": lines.append("Discarded in place of its legion.")
    if effect: lines.append(power_words(effect))
    c["text"] = " ".join(lines + ([flavor] if flavor else []))
    return c


def P(when, effect, n=0, to=None):
    p = {"when": when, "effect": effect}
    if n: p["n"] = n
    if to: p["to"] = to
    return p


CARDS = [
    # ---- warlords
    W("marshal-veyra", "Marshal Veyra Stonehelm", "LN", 8, 6, [P("combat", "boost", 3)], flavor="Walls first, then the war."),
    W("castellan-orm", "Castellan Orm", "LG", 7, 5, [P("combat", "slay-at-most", 4)]),
    W("judicator-pell", "Judicator Pell", "LE", 9, 7, [P("intrigue", "boost", 2)]),
    W("warden-ashcombe", "Warden Ashcombe", "LN", 6, 4, [P("personal", "extra-legions", 1)]),
    W("avatar-ordered-gear", "Avatar of the Ordered Gear", "LN", 10, 8, [P("combat", "boost", 2)], home="Clockwork Reach",
      unique=True, avatar=True, realm=P("combat", "boost", 4)),
    W("madame-scrivette", "Madame Scrivette", "CN", 9, 6, [P("intrigue", "weaken", 3)], flavor="Every rumour has an author."),
    W("laughing-envoy", "The Laughing Envoy", "CG", 8, 5, [P("intrigue", "draw", 2)]),
    W("grissle-ninefingers", "Grissle Ninefingers", "CE", 7, 4, [P("intrigue", "foe-discards", 2)]),
    W("queen-of-masks", "Queen of Masks", "CN", 11, 9, [P("intrigue", "boost", 3)], unique=True),
    W("factol-ondry", "Factol Ondry of the Sealed Door", "N", 8, 7, [P("intrigue", "double-ally")], factol=True),
    W("gorrath", "Gorrath the Devourer", "CE", 7, 5, [P("combat", "slay-at-least", 6, "dead-book")]),
    W("vizier-mordane", "Vizier Mordane", "NE", 9, 6, [P("intrigue", "weaken", 2)]),
    W("brood-mother-skaith", "Brood-Mother Skaith", "NE", 6, 4, [P("personal", "extra-legions", 2)]),
    W("avatar-hungry-pit", "Avatar of the Hungry Pit", "CE", 10, 8, [P("combat", "boost", 3)], home="Hungering Abyss",
      unique=True, avatar=True, realm=P("combat", "slay-at-most", 8)),
    W("saint-aurelle", "Saint Aurelle", "LG", 8, 6, [P("combat", "boost", 2)]),
    W("brother-hallam", "Brother Hallam", "NG", 7, 5, [P("intrigue", "boost", 2)]),
    W("captain-merrow", "Captain Merrow Brightshield", "LG", 9, 7, [P("combat", "weaken", 3)]),
    W("factol-serene", "Factol Serene of the Open Hand", "NG", 8, 6, [P("personal", "any-alignment")], factol=True),
    W("lamplighter-tove", "Lamplighter Tove", "NG", 5, 3, [P("intrigue", "draw", 1)]),
    # ---- legions
    L("iron-sentinels", "Iron Sentinels", "LN", 6, 5, "guardian"),
    L("oathbound-pikes", "Oathbound Pikes", "LG", 5, 4, "guardian"),
    L("tribunal-heralds", "Tribunal Heralds", "LN", 3, 6, "diplomat"),
    L("clockwork-phalanx", "Clockwork Phalanx", "LN", 7, 3, home="Clockwork Reach"),
    L("gearwright-legion", "Gearwright Legion", "LN", 5, 4, own=P("combat", "boost", 2), follows=True),
    L("howling-reavers", "Howling Reavers", "CN", 6, 5, "berserker"),
    L("ash-raiders", "Ash Raiders", "CE", 5, 4, "berserker"),
    L("whisper-cells", "Whisper Cells", "CN", 4, 6, "terrorist"),
    L("masked-revelers", "Masked Revelers", "CG", 4, 5, "shock-troop"),
    L("stormborn-skirmishers", "Stormborn Skirmishers", "CN", 6, 3),
    L("gnawling-swarm", "Gnawling Swarm", "NE", 3, 2, "horde"),
    L("bone-rabble", "Bone Rabble", "CE", 2, 1, "horde"),
    L("leech-courtiers", "Leech Courtiers", "NE", 4, 6, "parasite"),
    L("pit-vanguard", "Pit Vanguard", "LE", 8, 4),
    L("shade-host", "Shade Host", "NE", 4, 5, "spirit"),
    L("lantern-martyrs", "Lantern Martyrs", "NG", 5, 5, "martyr"),
    L("dawn-shieldmaidens", "Dawn Shieldmaidens", "LG", 6, 4, "martyr"),
    L("hearth-aides", "Hearth Aides", "NG", 3, 6, "aide"),
    L("silver-choir", "Silver Choir", "NG", 4, 5, "spirit"),
    L("sunriders", "Sunriders", "CG", 5, 4, "shock-troop"),
    L("gray-cutters", "Gray Cutters", "N", 5, 5, "cutter"),
    L("balance-advocates", "Balance Advocates", "N", 3, 7, "advocate"),
    L("wandering-mercenaries", "Wandering Mercenaries", "N", 5, 3),
    L("ember-zealots", "Ember Zealots", "CE", 6, 4, own=P("combat", "slay-at-most", 3)),
    # ---- battlefields
    B("clockwork-reach", "Clockwork Reach", "realm", 5, 8, home="Clockwork Reach", flavor="Where every hour is a law."),
    B("hungering-abyss", "Hungering Abyss", "realm", 5, 8, home="Hungering Abyss", flavor="It has no floor, only teeth."),
    B("verdant-heights", "Verdant Heights", "realm", 5, 8, home="Verdant Heights", flavor="Orchards above the clouds."),
    B("brass-plateau", "The Brass Plateau", "layer", 4, 6, home="Clockwork Reach"),
    B("ninth-pit", "The Ninth Pit", "layer", 4, 6, home="Hungering Abyss"),
    B("silver-steps", "The Silver Steps", "layer", 4, 6, home="Verdant Heights"),
    B("gatetown-ribbon", "Gatetown of Ribbon", "site", 3, 4, flavor="A town built around a door."),
    B("ferry-lost-names", "Ferry of Lost Names", "site", 2, 3),
    B("ember-market", "Ember Market", "site", 3, 4),
    B("drowned-bell", "The Drowned Bell", "site", 2, 2),
    B("lanternwatch", "Lanternwatch", "site", 3, 5),
    B("chain-bridge", "Chain Bridge", "site", 2, 3),
    # ---- fate
    F("oath-of-following", "Oath of Following", "acolyte", 3),
    F("bound-disciple", "Bound Disciple", "acolyte", 4),
    F("crown-ninefold-gate", "Crown of the Ninefold Gate", "item", 9, cs=4, item="artifact"),
    F("flamebrand", "Flamebrand", "item", 6, cs=3, item="magical", al="CN"),
    F("warded-mail", "Warded Mail", "item", 5, cs=2, item="magical", al="LG"),
    F("iron-shield", "Iron Shield", "item", 2, cs=1, item="other"),
    F("war-banner", "War Banner", "item", 3, cs=2, item="other"),
    F("serrated-spear", "Serrated Spear", "item", 3, cs=2, item="other", al="CE"),
    F("hold-the-line", "Hold the Line", "orders", 4, effect=P("combat", "boost", 3)),
    F("sound-the-recall", "Sound the Recall", "orders", 3, effect=P("any", "draw", 2)),
    F("press-the-advantage", "Press the Advantage", "orders", 5, effect=P("combat", "weaken", 2)),
    F("fireburst", "Fireburst", "spell", 6, effect=P("combat", "slay-at-most", 5)),
    F("soul-ward", "Soul Ward", "spell", 4, effect=P("combat", "boost", 2)),
    F("whispered-lie", "Whispered Lie", "spell", 5, effect=P("intrigue", "weaken", 3)),
    F("favor-of-court", "Favor of the Court", "spell", 5, effect=P("intrigue", "boost", 3)),
    F("banishment", "Banishment", "spell", 8, effect=P("combat", "slay-at-least", 7, "dead-book")),
    F("oracles-eye", "Oracle's Eye", "spell", 6, effect=P("intrigue", "double-ally")),
    F("cursed-tithe", "Cursed Tithe", "spell", 5, effect=P("any", "foe-discards", 2)),
    F("field-surgeons", "Field Surgeons", "support", 3, cs=2),
    F("supply-wagons", "Supply Wagons", "support", 2, cs=1),
    F("reserve-cohort", "Reserve Cohort", "support", 4, cs=3, al="LN"),
]

FIELDS_A = [("clockwork-reach", 2), ("verdant-heights", 1), ("brass-plateau", 2), ("silver-steps", 1),
            ("gatetown-ribbon", 2), ("lanternwatch", 2), ("chain-bridge", 1)]
FIELDS_B = [("hungering-abyss", 1), ("verdant-heights", 1), ("clockwork-reach", 1), ("ninth-pit", 2),
            ("silver-steps", 1), ("ember-market", 2), ("ferry-lost-names", 2), ("drowned-bell", 1)]
FIELDS_C = [("hungering-abyss", 2), ("clockwork-reach", 1), ("ninth-pit", 2), ("brass-plateau", 1),
            ("ember-market", 2), ("drowned-bell", 1), ("chain-bridge", 2)]
FIELDS_D = [("verdant-heights", 2), ("hungering-abyss", 1), ("silver-steps", 2), ("brass-plateau", 1),
            ("lanternwatch", 2), ("gatetown-ribbon", 2), ("ferry-lost-names", 1)]

DECKS = [
    ("iron-tribunal", "Iron Tribunal", "Lawful combat: guardians and phalanxes behind the Marshal; capture by margin, or by Guardian when the margin falls short.",
     [("marshal-veyra", 1), ("castellan-orm", 1), ("judicator-pell", 1), ("warden-ashcombe", 1), ("avatar-ordered-gear", 1),
      ("iron-sentinels", 3), ("oathbound-pikes", 3), ("tribunal-heralds", 2), ("clockwork-phalanx", 3), ("gearwright-legion", 3),
      ("dawn-shieldmaidens", 2), ("wandering-mercenaries", 2), ("gray-cutters", 2)]
     + FIELDS_A +
     [("crown-ninefold-gate", 1), ("warded-mail", 2), ("iron-shield", 2), ("war-banner", 2), ("hold-the-line", 2),
      ("press-the-advantage", 1), ("reserve-cohort", 2), ("oath-of-following", 1), ("soul-ward", 1)]),
    ("whisper-court", "Whisper Court", "Chaotic intrigue: masks, terrorists and lies win battlefields without a blow.",
     [("madame-scrivette", 1), ("laughing-envoy", 1), ("grissle-ninefingers", 1), ("queen-of-masks", 1), ("factol-ondry", 1),
      ("whisper-cells", 3), ("masked-revelers", 3), ("howling-reavers", 3), ("stormborn-skirmishers", 3), ("balance-advocates", 3),
      ("gray-cutters", 2), ("wandering-mercenaries", 3)]
     + FIELDS_B +
     [("whispered-lie", 2), ("favor-of-court", 3), ("oracles-eye", 2), ("cursed-tithe", 2), ("sound-the-recall", 2),
      ("flamebrand", 2), ("bound-disciple", 1)]),
    ("ashen-horde", "Ashen Horde", "Evil swarm: hordes beyond the stacking limit, parasites and spirits, slain foes to the Dead-Book.",
     [("gorrath", 1), ("vizier-mordane", 1), ("brood-mother-skaith", 1), ("avatar-hungry-pit", 1), ("judicator-pell", 1),
      ("gnawling-swarm", 5), ("bone-rabble", 4), ("leech-courtiers", 3), ("pit-vanguard", 3), ("shade-host", 3),
      ("ash-raiders", 3), ("ember-zealots", 2)]
     + FIELDS_C +
     [("banishment", 2), ("fireburst", 2), ("serrated-spear", 2), ("war-banner", 1), ("press-the-advantage", 1),
      ("supply-wagons", 1), ("cursed-tithe", 2)]),
    ("dawn-vanguard", "Dawn Vanguard", "Good guardians and martyrs: hard to break, aides and spirits, a factol who leads anyone.",
     [("saint-aurelle", 1), ("brother-hallam", 1), ("captain-merrow", 1), ("factol-serene", 1), ("lamplighter-tove", 1),
      ("lantern-martyrs", 3), ("dawn-shieldmaidens", 3), ("hearth-aides", 3), ("silver-choir", 3), ("sunriders", 3),
      ("oathbound-pikes", 3), ("gearwright-legion", 2)]
     + FIELDS_D +
     [("field-surgeons", 3), ("supply-wagons", 2), ("warded-mail", 2), ("iron-shield", 2), ("soul-ward", 2),
      ("favor-of-court", 1), ("oath-of-following", 2)]),
]

# ---- art --------------------------------------------------------------------
# One recipe per card in tools/art/bw/cards_*.py; bw/style.py holds the look
# (palettes by alignment, plane or fate kind; the frame of each card type).
from bw import recipe, style as bw_style  # noqa: E402
from bw import cards_warlords, cards_legions, cards_fields, cards_fate  # noqa: E402,F401


def art(c):
    return recipe.draw(c).render()


# The name a small table card shows where the whole one cannot fit (at most 14
# characters; see cards/README.md).
SHORT_NAMES = {
    "avatar-ordered-gear": "Ordered Gear",
    "laughing-envoy": "The Envoy",
    "queen-of-masks": "Masks",
    "vizier-mordane": "Mordane",
    "brother-hallam": "Hallam",
    "grissle-ninefingers": "Grissle",
    "factol-ondry": "Factol Ondry",
    "captain-merrow": "Merrow",
    "factol-serene": "Factol Serene",
    "lamplighter-tove": "Tove",
    "stormborn-skirmishers": "Stormborn",
    "dawn-shieldmaidens": "Dawn Guard",
    "wandering-mercenaries": "Free Blades",
    "lanternwatch": "Lantern Watch",
    "crown-ninefold-gate": "Ninefold Crown",
    "flamebrand": "Flame Brand",
    "banishment": "Banish",
    "marshal-veyra": "Marshal Veyra",
    "warden-ashcombe": "Warden Ash",
    "madame-scrivette": "Scrivette",
    "gorrath": "Gorrath",
    "brood-mother-skaith": "Brood-Mother",
    "avatar-hungry-pit": "Hungry Pit",
    "clockwork-phalanx": "Phalanx",
    "gearwright-legion": "Gearwrights",
    "balance-advocates": "Advocates",
    "press-the-advantage": "Advantage",
    "favor-of-court": "Court's Favor",
    "oath-of-following": "Following Oath",
    "oathbound-pikes": "Oathbound",
    "tribunal-heralds": "Heralds",
    "howling-reavers": "Reavers",
    "masked-revelers": "Revelers",
    "gnawling-swarm": "Gnawlings",
    "clockwork-reach": "Clockwork",
    "hungering-abyss": "The Abyss",
    "brass-plateau": "Brass Plateau",
    "silver-steps": "Silver Steps",
    "gatetown-ribbon": "Gatetown",
    "ferry-lost-names": "Ferry",
    "drowned-bell": "Drowned Bell",
    "sound-the-recall": "Recall",
}


def main():
    os.makedirs(os.path.join(SET, "decks"), exist_ok=True)
    os.makedirs(os.path.join(SET, "art"), exist_ok=True)
    ids = {c["id"] for c in CARDS}
    for c in CARDS:
        c["art"] = "art/%s.svg" % c["id"]
        with open(os.path.join(SET, c["art"]), "w") as fh:
            fh.write(art(c))
    with open(os.path.join(SET, "art", "back.svg"), "w") as fh:
        fh.write(bw_style.back().render())
    for c in CARDS:
        if c["id"] in SHORT_NAMES:
            c["short_name"] = SHORT_NAMES[c["id"]]
    order = ["id", "name", "short_name", "type", "text", "art"]
    cards = [dict([(k, c[k]) for k in order if k in c] + [(k, v) for k, v in c.items() if k not in order]) for c in CARDS]
    doc = {"game": "blood-wars", "id": "planar-war", "name": "The Planar War",
           "description": "Warlords of law, chaos, evil and dawn fight over realms, layers and gate-towns. "
                          "%d cards, four 50-card decks." % len(cards),
           "cards": cards}
    with open(os.path.join(SET, "set.json"), "w") as fh:
        json.dump(doc, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    for did, name, style, entries in DECKS:
        total = sum(n for _, n in entries)
        for cid, _ in entries:
            assert cid in ids, cid
        assert total == 50, (did, total)
        with open(os.path.join(SET, "decks", did + ".json"), "w") as fh:
            json.dump({"id": did, "name": name, "style": style,
                       "cards": [{"card": c, "count": n} for c, n in entries]}, fh, indent=1)
            fh.write("\n")


if __name__ == "__main__":
    main()
