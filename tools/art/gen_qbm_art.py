#!/usr/bin/env python3
"""gen_qbm_art.py — writes the card art of Queen by Midnight's Quarter Hour set:
cards/queen-by-midnight/quarter-hour/art/<card-id>.svg for every card of
set.json (each needs a recipe in qbm/recipes*.py) and art/back.svg.

Style: shadow-puppet silhouettes in ink against a pale moon, clock face,
window or arch, under a midnight sky tinted by the card's class; the border
colour, ornaments and corner badges say the card's kind.  The motifs are in
qbm/motifs_*.py, the frame in qbm/frame.py.  Output is deterministic (small
variations are seeded from the card id).

Run from the repository root: python3 tools/art/gen_qbm_art.py [--check]
(--check only compares the files with what would be written).
"""
import hashlib
import json
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "qbm"))
import kit  # noqa: E402
import frame  # noqa: E402
import motifs_people  # noqa: E402,F401
import motifs_things  # noqa: E402,F401
import motifs_wild  # noqa: E402,F401
from recipes import RECIPES  # noqa: E402

SET_DIR = "cards/queen-by-midnight/quarter-hour"


def seed_of(cid):
    return int(hashlib.sha256(cid.encode()).hexdigest()[:12], 16)


def palette_key(card):
    if card["type"] in ("princess", "inner_circle"):
        return card.get("princess", card["id"])
    return card.get("class", "neutral")


def body(recipe):
    out = []
    for layer in recipe["layers"]:
        name, x, y, s = layer[:4]
        kw = dict(layer[4]) if len(layer) > 4 else {}
        rot, flip, op, sy = kw.pop("r", 0), kw.pop("f", False), kw.pop("op", None), kw.pop("sy", None)
        frag = kit.draw(name, **kw)
        if op is not None:
            frag = kit.group([frag], op)
        out.append(kit.place(frag, x, y, s, rot, flip, sy))
    return "\n".join(out)


def render(card):
    r = RECIPES[card["id"]]
    pal = frame.CLASSES[palette_key(card)]
    parts = body(r)
    if r.get("ground"):
        parts = frame.ground(*r["ground"]) + "\n" + parts
    return frame.card_svg(parts, pal, card["type"], r.get("bd", "moon"), seed_of(card["id"]))


def main():
    check = "--check" in sys.argv
    with open(os.path.join(SET_DIR, "set.json")) as fh:
        cards = json.load(fh)["cards"]
    missing = [c["id"] for c in cards if c["id"] not in RECIPES]
    if missing:
        sys.exit("gen_qbm_art: no recipe for %s" % ", ".join(missing))
    outputs = {os.path.join(SET_DIR, "art", "%s.svg" % c["id"]): render(c) for c in cards}
    outputs[os.path.join(SET_DIR, "art", "back.svg")] = frame.back_svg()
    stale = []
    for path, text in sorted(outputs.items()):
        old = open(path).read() if os.path.exists(path) else None
        if old != text:
            stale.append(path)
            if not check:
                with open(path, "w") as fh:
                    fh.write(text)
    if check:
        if stale:
            sys.exit("gen_qbm_art: %d files differ from the script's output, e.g. %s" % (len(stale), stale[0]))
        print("gen_qbm_art: all %d files match" % len(outputs))
    else:
        print("gen_qbm_art: wrote %d of %d files" % (len(stale), len(outputs)))


if __name__ == "__main__":
    main()
