#!/usr/bin/env python3
"""Writes the starter sets `crowntable new-set` copies for the games whose
rules fix the card list (Queen's Court, Long Live the Queen, Queen by
Midnight): data/starters/GAME/ is the shipped set's cards under a name and
description of its own, with one picture (the first card's) and the drawn
fallback for the rest.  The starters of the deck games (Queen's Blood, Blood
Wars) are small sets written by hand and are not touched.

usage: tools/make-starters.py [--check] [ROOT]
  --check  write nothing; exit 1 naming each starter that differs from what
           this script would write (a shipped set changed: run it again)
"""
import json
import os
import shutil
import sys

# game -> (shipped set folder, title used in the starter's name)
STARTERS = {
    "queens-court": ("classic", "Queen's Court"),
    "long-live-the-queen": ("dieselpunk", "Long Live the Queen"),
    "queen-by-midnight": ("quarter-hour", "Queen by Midnight"),
}
DESCRIPTION = ("A starter set written by `crowntable new-set`: rename it, edit the cards, "
               "run `crowntable check-cards` on the folder.")


def starter(root, game):
    """(set.json text, {art path in the starter: source file}) for one game."""
    folder, title = STARTERS[game]
    src = os.path.join(root, "cards", game, folder)
    with open(os.path.join(src, "set.json"), encoding="utf-8") as f:
        shipped = json.load(f)
    cards, art = [], {}
    for card in shipped["cards"]:
        if not cards and card.get("art"):  # the first card keeps its picture
            art[card["art"]] = os.path.join(src, card["art"])
            cards.append(card)
        else:
            cards.append({k: v for k, v in card.items() if k != "art"})
    out = {"game": game, "name": "My %s set" % title, "description": DESCRIPTION, "cards": cards}
    return json.dumps(out, indent=2, ensure_ascii=False) + "\n", art


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    root = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    differ = []
    for game in STARTERS:
        text, art = starter(root, game)
        dst = os.path.join(root, "data", "starters", game)
        want = {"set.json": text.encode("utf-8")}
        for rel, path in art.items():
            with open(path, "rb") as f:
                want[rel] = f.read()
        have = {}
        for dirpath, _, files in os.walk(dst):
            for name in files:
                p = os.path.join(dirpath, name)
                with open(p, "rb") as f:
                    have[os.path.relpath(p, dst)] = f.read()
        if have == want:
            continue
        if check:
            names = sorted(k for k in set(have) | set(want) if have.get(k) != want.get(k))
            differ.append("data/starters/%s: %s" % (game, ", ".join(names)))
            continue
        shutil.rmtree(dst, ignore_errors=True)
        for rel, data in want.items():
            os.makedirs(os.path.dirname(os.path.join(dst, rel)), exist_ok=True)
            with open(os.path.join(dst, rel), "wb") as f:
                f.write(data)
        print("wrote data/starters/%s" % game)
    if differ:
        print("starters that differ from the shipped sets (run tools/make-starters.py):")
        print("\n".join("  " + d for d in differ))
        return 1
    if check:
        print("the starters match the shipped sets: %s" % ", ".join(STARTERS))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
