#!/usr/bin/env python3
"""check_card_art.py — every card of every shipped set has a picture of its own.

Usage: python3 tests/check_card_art.py [repo-root] [--set cards/<game>/<set>] [-v]
       python3 tests/check_card_art.py --self-test   (the check catches what it should)

For each cards/*/*/set.json it fails when
  * a card has no "art" field, or its file is missing (the table would draw
    the crown-and-initial fallback: a card without a picture);
  * two different cards use the same file, or files with the same content;
  * two different cards' pictures are the same drawing with colours changed.

The last is judged on shapes only: fill/stroke/stop colours, opacities,
gradient ids and gradient definitions are stripped, and what is left — each
element's tag, path commands and coordinates (as a fraction of the viewBox,
ancestor transforms included) — is compared.  Two drawings are "the same"
when they have the same elements and commands and nearly every coordinate
within TOL, or when their element lists match almost entirely: at most
FEW_CHANGED elements differ (an extra badge or star on a recoloured copy
does not make it a new picture).
Elements that most of a set's cards share (a common frame or vignette) are
left out of the second comparison: they are the set's style, not its
pictures.
"""
import difflib
import glob
import hashlib
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

TOL = 0.02            # coordinate tolerance, as a fraction of the viewBox
SAME_NUMBERS = 0.85   # same structure and this share of numbers within TOL
SAME_ELEMENTS = 0.97  # share of matching elements (difflib ratio) ...
FEW_CHANGED = 2       # ... or at most this many elements added, dropped or moved
FURNITURE = 0.5       # an element in at least this share of a set's cards is style

NUM = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
GEOMETRY = ("d", "points", "x", "y", "width", "height", "cx", "cy", "r", "rx", "ry",
            "x1", "y1", "x2", "y2", "stroke-width", "transform")
SKIP = {"defs", "linearGradient", "radialGradient", "stop", "title", "desc", "metadata"}


def local(tag):
    return tag.rsplit("}", 1)[-1]


def shape_tokens(path):
    """The picture's shapes with colours stripped: a list of
    (tag, structure, numbers) in document order."""
    root = ET.parse(path).getroot()
    vb = root.get("viewBox")
    if vb:
        size = max(float(v) for v in NUM.findall(vb)[2:4])
    else:
        size = max(float(NUM.findall(root.get("width", "100"))[0]), float(NUM.findall(root.get("height", "100"))[0]))
    size = size or 1.0
    out = []

    def walk(el, ctx):
        tag = local(el.tag)
        if tag in SKIP:
            return
        if tag in ("g", "svg"):
            t = el.get("transform")
            inner = ctx + ([t] if t else [])
            for ch in el:
                walk(ch, inner)
            return
        structure = [tag]
        numbers = []
        for a in GEOMETRY:
            v = el.get(a)
            if v is None:
                continue
            if a == "stroke-width":
                # a hairline and a heavy stroke are different shapes; fine steps are not
                structure.append("sw%d" % min(3, int(float(NUM.findall(v)[0]) / size * 100)))
                continue
            structure.append(a + ":" + re.sub(NUM, "#", v).replace(" ", "").replace(",", ""))
            numbers += [float(n) / size for n in NUM.findall(v)]
        for t in ctx:
            structure.append("T:" + re.sub(NUM, "#", t).replace(" ", ""))
            numbers += [float(n) / size for n in NUM.findall(t)]
        out.append((" ".join(structure), tuple(numbers)))

    walk(root, [])
    return out


def quantised(tok):
    return tok[0] + "|" + ",".join("%d" % round(n / TOL) for n in tok[1])


def same_numbers(a, b):
    """Same structure, and nearly every coordinate within TOL."""
    if len(a) != len(b) or any(x[0] != y[0] for x, y in zip(a, b)):
        return False
    total = close = 0
    for x, y in zip(a, b):
        if len(x[1]) != len(y[1]):
            return False
        for p, q in zip(x[1], y[1]):
            total += 1
            close += abs(p - q) <= TOL
    return total == 0 or close / total >= SAME_NUMBERS


def check_set(root, setjson, verbose=False):
    problems = []
    setdir = os.path.dirname(setjson)
    rel = os.path.relpath(setjson, root)
    try:
        with open(setjson) as fh:
            cards = json.load(fh)["cards"]
    except (OSError, ValueError, KeyError) as e:
        return ["%s: cannot read the card list (%s)" % (rel, e)]
    pics = []  # (card id, art path)
    by_file = {}
    by_hash = {}
    for i, c in enumerate(cards):
        cid = c.get("id", "#%d" % i)
        art = c.get("art")
        if not art:
            problems.append("%s: cards[%d] \"%s\": no \"art\" field (the table draws the fallback crown)" % (rel, i, cid))
            continue
        path = os.path.normpath(os.path.join(setdir, art))
        if not os.path.isfile(path):
            problems.append("%s: cards[%d] \"%s\": art file \"%s\" is missing" % (rel, i, cid, art))
            continue
        if path in by_file:
            problems.append("%s: \"%s\" and \"%s\" share the picture \"%s\"" % (rel, by_file[path], cid, art))
            continue
        by_file[path] = cid
        with open(path, "rb") as fh:
            h = hashlib.sha256(fh.read()).hexdigest()
        if h in by_hash:
            problems.append("%s: \"%s\" and \"%s\" have byte-identical pictures" % (rel, by_hash[h], cid))
            continue
        by_hash[h] = cid
        if path.endswith(".svg"):
            pics.append((cid, art, path))
    shapes = {}
    for cid, art, path in pics:
        try:
            shapes[cid] = shape_tokens(path)
        except ET.ParseError as e:
            problems.append("%s: \"%s\": %s is not readable SVG (%s)" % (rel, cid, art, e))
    # the set's style: elements most cards share
    df = {}
    for toks in shapes.values():
        for q in set(quantised(t) for t in toks):
            df[q] = df.get(q, 0) + 1
    style = {q for q, n in df.items() if len(shapes) >= 4 and n >= FURNITURE * len(shapes)}
    subject = {cid: [q for q in (quantised(t) for t in toks) if q not in style] for cid, toks in shapes.items()}
    ids = list(shapes)
    worst = (0.0, None, None)
    for i in range(len(ids)):
        for j in range(i + 1, len(ids)):
            a, b = ids[i], ids[j]
            if same_numbers(shapes[a], shapes[b]):
                problems.append("%s: \"%s\" and \"%s\" are the same drawing in other colours "
                                "(same shapes, coordinates within %g)" % (rel, a, b, TOL))
                continue
            sa, sb = subject[a], subject[b]
            if not sa and not sb:
                problems.append("%s: \"%s\" and \"%s\" have no shapes beyond the set's frame" % (rel, a, b))
                continue
            if abs(len(sa) - len(sb)) > FEW_CHANGED and min(len(sa), len(sb)) * 2 < SAME_ELEMENTS * (len(sa) + len(sb)):
                continue
            m = difflib.SequenceMatcher(None, sa, sb, autojunk=False)
            if m.quick_ratio() < 0.5:
                continue
            matched = sum(blk.size for blk in m.get_matching_blocks())
            changed = len(sa) + len(sb) - 2 * matched
            r = 2.0 * matched / (len(sa) + len(sb))
            if r > worst[0]:
                worst = (r, a, b)
            if changed <= FEW_CHANGED or r >= SAME_ELEMENTS:
                problems.append("%s: \"%s\" and \"%s\" are the same drawing in other colours "
                                "(%d of %d shapes match)" % (rel, a, b, matched, max(len(sa), len(sb))))
    if verbose:
        print("%s: %d cards, %d pictures compared%s" % (rel, len(cards), len(shapes),
              ", closest pair %s/%s %.2f" % (worst[1], worst[2], worst[0]) if worst[1] else ""))
    return problems


def self_test():
    """A made-up set: a drawing, the same drawing recoloured with a badge
    added, a card without art, one whose file is missing, and a different
    drawing; exactly the first three problems must be found."""
    import tempfile
    a = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><defs><linearGradient id="g1">'
         '<stop offset="0" stop-color="#ff0000"/></linearGradient></defs>'
         '<rect x="0" y="0" width="200" height="200" fill="url(#g1)"/>'
         '<path d="M20 180 L100 20 L180 180 Z" fill="#123456" stroke="#000" stroke-width="3"/>'
         '<circle cx="100" cy="120" r="30" fill="#ffffff"/><g transform="translate(10 10)"><ellipse cx="40" cy="40" rx="9" ry="5"/></g></svg>')
    b = (a.replace("#ff0000", "#00ff00").replace("#123456", "#654321").replace("g1", "other").replace('r="30"', 'r="30.5"')
         .replace("</svg>", '<circle cx="170" cy="30" r="8" fill="#fff"/></svg>'))
    e = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect x="0" y="0" width="200" height="200"/>'
         '<path d="M30 30 C60 10 140 10 170 30 L170 170 L30 170 Z"/><circle cx="60" cy="60" r="12"/></svg>')
    with tempfile.TemporaryDirectory(prefix="ct-art-check-") as tmp:
        setdir = os.path.join(tmp, "cards", "g", "s")
        os.makedirs(os.path.join(setdir, "art"))
        for name, text in (("a", a), ("b", b), ("e", e)):
            with open(os.path.join(setdir, "art", name + ".svg"), "w") as fh:
                fh.write(text)
        cards = [{"id": "a", "art": "art/a.svg"}, {"id": "b", "art": "art/b.svg"}, {"id": "c"},
                 {"id": "d", "art": "art/d.svg"}, {"id": "e", "art": "art/e.svg"}]
        with open(os.path.join(setdir, "set.json"), "w") as fh:
            json.dump({"cards": cards}, fh)
        found = check_set(tmp, os.path.join(setdir, "set.json"))
    want = [('"a" and "b"', "same drawing"), ('"c"', "no \"art\""), ('"d"', "missing")]
    ok = len(found) == len(want) and all(any(w[0] in p and w[1] in p for p in found) for w in want)
    for p in found:
        print("self-test found:", p)
    print("check_card_art self-test: %s" % ("ok" if ok else "FAILED (expected: a/b recoloured, c without art, d missing)"))
    return 0 if ok else 1


def main(argv):
    if "--self-test" in argv:
        return self_test()
    args = [a for a in argv[1:] if not a.startswith("-")]
    verbose = "-v" in argv
    sets = []
    if "--set" in argv:
        sets = [argv[argv.index("--set") + 1]]
        args = [a for a in args if a not in sets]
    root = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    if sets:
        files = [os.path.join(root, s, "set.json") if not s.endswith(".json") else os.path.join(root, s) for s in sets]
    else:
        files = sorted(glob.glob(os.path.join(root, "cards", "*", "*", "set.json")))
    if not files:
        print("check_card_art: no cards/*/*/set.json under %s" % root)
        return 1
    problems = []
    for f in files:
        problems += check_set(root, f, verbose)
    for p in problems:
        print(p)
    print("check_card_art: %d set(s), %d problem(s)" % (len(files), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
