#!/usr/bin/env python3
"""Generates the SVG art of the Queen's Blood core set.

Usage:  python3 tools/qb-art/gen_art.py [repo-root]
Writes cards/queens-blood/core/art/<id>.svg for every card of set.json (each
needs a recipe in RECIPES below) plus art/back.svg.  The build never runs this;
the generated files are committed.

Each card = faction background (gradient, faction motif pattern, glow) + one
emblem (motifs.py) + frame (gold for legendaries, dashed for tokens).  Only
nanosvg-safe SVG is produced (see svg.py).
"""
import hashlib
import json
import math
import os
import random
import re
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import svg as S  # noqa: E402
import motifs as M  # noqa: E402

W, H = 200, 280

# Palettes: bg0/bg1 background gradient, glow, e0/e1 emblem gradient,
# D dark detail, A accent, A2 second accent, L light.
FACTIONS = {
    "guard": dict(bg0="#25375c", bg1="#0a1022", glow="#7fa8e8", e0="#f4f7fb", e1="#8d9bb3",
                  D="#121a2b", A="#d9b45a", A2="#b8343f", L="#ffffff", frame="#9fb3d6"),
    "clock": dict(bg0="#4a2d14", bg1="#140a04", glow="#ffb050", e0="#fff0b8", e1="#b8782a",
                  D="#2a1606", A="#6fe3d6", A2="#c8643a", L="#fffbe6", frame="#d9a24a"),
    "river": dict(bg0="#0f4a55", bg1="#04121f", glow="#5ff0dc", e0="#effffb", e1="#4aaeb0",
                  D="#06242c", A="#c6f7ff", A2="#3f7fd0", L="#ffffff", frame="#6fd6cf"),
    "lantern": dict(bg0="#47143a", bg1="#0e040c", glow="#ff8a3a", e0="#ffe1cc", e1="#c25a78",
                    D="#1e0816", A="#ffb347", A2="#8a4cff", L="#fff4b8", frame="#e0708a"),
}


def hsl_shift(hexcol, dh=0.0, dl=0.0, ds=0.0):
    import colorsys
    r, g, b = (int(hexcol[i:i + 2], 16) / 255 for i in (1, 3, 5))
    h, l, s = colorsys.rgb_to_hls(r, g, b)
    h = (h + dh) % 1.0
    l = min(1, max(0, l + dl))
    s = min(1, max(0, s + ds))
    r, g, b = colorsys.hls_to_rgb(h, l, s)
    return "#%02x%02x%02x" % (round(r * 255), round(g * 255), round(b * 255))


def seed_of(card_id):
    return int(hashlib.sha256(card_id.encode()).hexdigest()[:12], 16)


def background(fac, rnd, kind):
    """Faction motif pattern behind the emblem (low opacity)."""
    out = []
    col = "P"
    if fac == "guard":
        # masonry courses
        y = 18
        row = 0
        while y < H:
            out.append(S.line(8, y, W - 8, y, col, 1.5))
            off = 0 if row % 2 == 0 else 22
            for x in range(8 + off, W - 8, 44):
                out.append(S.line(x, y, x, y + 22, col, 1.5))
            y += 22
            row += 1
        # two pennants at the top
        for x in (34, W - 34):
            out.append(S.poly([(x - 12, 8), (x + 12, 8), (x + 12, 46), (x, 38), (x - 12, 46)], "A2", None, 0,
                              'fill-opacity="0.55"'))
    elif fac == "clock":
        for _ in range(5):
            cx, cy = rnd.uniform(10, W - 10), rnd.uniform(10, H - 10)
            r = rnd.uniform(22, 60)
            out.append(S.gear(cx, cy, r, teeth=int(r / 5), fill=None, stroke=col, sw=2, hole=0.5,
                              phase=rnd.random()))
        for _ in range(8):
            cx, cy = rnd.uniform(10, W - 10), rnd.uniform(10, H - 10)
            out.append(S.circle(cx, cy, rnd.uniform(1.5, 3), col, None, 0))
    elif fac == "river":
        for i in range(11):
            y = 14 + i * 25 + rnd.uniform(-4, 4)
            amp = rnd.uniform(3, 7)
            ph = rnd.uniform(0, 40)
            d = "M-10,%s" % S.fmt(y)
            for x in range(-10, W + 20, 20):
                d += " Q%s,%s %s,%s" % (S.fmt(x + 5 + ph % 20 * 0), S.fmt(y - amp if (x // 20) % 2 else y + amp),
                                         S.fmt(x + 10), S.fmt(y))
            out.append(S.path(d, None, col, 1.6))
        for _ in range(10):
            cx, cy = rnd.uniform(12, W - 12), rnd.uniform(12, H - 12)
            out.append(S.circle(cx, cy, rnd.uniform(2, 5), None, col, 1.2))
    elif fac == "lantern":
        for _ in range(26):
            cx, cy = rnd.uniform(8, W - 8), rnd.uniform(8, H - 8)
            r = rnd.uniform(0.8, 2.6)
            out.append(S.circle(cx, cy, r, "A", None, 0, 'fill-opacity="%.2f"' % rnd.uniform(0.4, 1.0)))
        for _ in range(4):
            cx, cy = rnd.uniform(15, W - 15), rnd.uniform(H * 0.55, H - 10)
            h = rnd.uniform(14, 30)
            out.append(S.path(S.flame_d(cx, cy, h * 0.45, h, rnd.uniform(-0.2, 0.2)), "A", None, 0,
                              'fill-opacity="0.35"'))
    op = 0.16 if kind != "token" else 0.10
    return '<g opacity="%.2f">%s</g>' % (op, "".join(out))


def card_svg(card_id, recipe, kind):
    fac = recipe["faction"]
    pal = dict(FACTIONS[fac])
    dh = recipe.get("hue", 0.0)
    rnd = random.Random(seed_of(card_id))
    # small per-card hue drift so siblings differ
    drift = dh + rnd.uniform(-0.025, 0.025)
    for k in ("bg0", "bg1", "glow"):
        pal[k] = hsl_shift(pal[k], drift)
    for k, v in recipe.get("colors", {}).items():
        pal[k] = v
    if kind == "token":
        pal["bg0"] = hsl_shift(pal["bg0"], 0, 0.05, -0.25)
        pal["bg1"] = hsl_shift(pal["bg1"], 0, 0.03, -0.2)
    legendary = kind == "legendary"
    uid = re.sub(r"[^a-z0-9]", "", card_id)[:16]

    def gid(n):
        return "%s_%s" % (n, uid)

    defs = []
    defs.append('<linearGradient id="%s" x1="0%%" y1="0%%" x2="0%%" y2="100%%"><stop offset="0" stop-color="%s"/>'
                '<stop offset="1" stop-color="%s"/></linearGradient>' % (gid("bg"), pal["bg0"], pal["bg1"]))
    defs.append('<radialGradient id="%s" cx="50%%" cy="50%%" r="50%%"><stop offset="0" stop-color="%s" stop-opacity="0.75"/>'
                '<stop offset="0.55" stop-color="%s" stop-opacity="0.22"/><stop offset="1" stop-color="%s" stop-opacity="0"/>'
                '</radialGradient>' % (gid("glow"), pal["glow"], pal["glow"], pal["glow"]))
    defs.append('<linearGradient id="%s" x1="0%%" y1="0%%" x2="35%%" y2="100%%"><stop offset="0" stop-color="%s"/>'
                '<stop offset="1" stop-color="%s"/></linearGradient>' % (gid("emb"), pal["e0"], pal["e1"]))
    defs.append('<radialGradient id="%s" cx="50%%" cy="45%%" r="75%%"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/>'
                '<stop offset="1" stop-color="#000000" stop-opacity="0.6"/></radialGradient>' % gid("vig"))
    defs.append('<radialGradient id="%s" cx="50%%" cy="50%%" r="50%%"><stop offset="0" stop-color="%s" stop-opacity="1"/>'
                '<stop offset="0.45" stop-color="%s" stop-opacity="0.45"/><stop offset="1" stop-color="%s" stop-opacity="0"/>'
                '</radialGradient>' % (gid("halo"), pal["A"], pal["glow"], pal["glow"]))
    gold0, gold1 = "#fff1b0", "#b8860b"
    defs.append('<linearGradient id="%s" x1="0%%" y1="0%%" x2="100%%" y2="100%%"><stop offset="0" stop-color="%s"/>'
                '<stop offset="0.5" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>'
                % (gid("gold"), gold0, gold1, gold0))

    body = []
    body.append('<rect x="0" y="0" width="%d" height="%d" fill="url(#%s)"/>' % (W, H, gid("bg")))
    body.append(background(fac, rnd, kind))
    cx, cy = 100, 138
    if legendary:
        rays = []
        for i in range(24):
            a = math.radians(i * 15 + 7.5)
            a2 = math.radians(i * 15 + 11)
            rays.append(S.poly([(cx, cy), (cx + 260 * math.cos(a), cy + 260 * math.sin(a)),
                                (cx + 260 * math.cos(a2), cy + 260 * math.sin(a2))], "#ffe08a", None, 0))
        body.append('<g opacity="0.13">%s</g>' % "".join(rays))
    body.append('<circle cx="%d" cy="%d" r="%d" fill="url(#%s)"/>' % (cx, cy, 110, gid("glow")))
    body.append(S.ellipse(cx, 222, 62, 9, "#000000", None, 0, extra='fill-opacity="0.35"'))
    emblem = M.draw(recipe["motif"], recipe, rnd)
    s = recipe.get("scale", 1.0)
    body.append(S.group([emblem], cx + recipe.get("dx", 0), cy + recipe.get("dy", 0), s))
    body.append('<rect x="0" y="0" width="%d" height="%d" fill="url(#%s)"/>' % (W, H, gid("vig")))
    # frame
    if legendary:
        body.append(S.rect(5, 5, W - 10, H - 10, None, "url(#%s)" % gid("gold"), 6, rx=12))
        body.append(S.rect(13, 13, W - 26, H - 26, None, "#ffe9a0", 1.5, rx=8, extra='stroke-opacity="0.8"'))
        for (x, y) in ((13, 13), (W - 13, 13), (13, H - 13), (W - 13, H - 13)):
            body.append(S.poly([(x, y - 8), (x + 8, y), (x, y + 8), (x - 8, y)], "url(#%s)" % gid("gold"), "#5a3c05", 1.5))
    elif kind == "token":
        # tokens: a broken frame, dashes drawn as segments (nanosvg dashing is unreliable)
        body.append(S.rect(5, 5, W - 10, H - 10, None, pal["frame"], 1.2, rx=12, extra='stroke-opacity="0.45"'))
        d = []
        for x in range(22, W - 22, 16):
            d.append("M%d,5 L%d,5 M%d,%d L%d,%d" % (x, x + 9, x, H - 5, x + 9, H - 5))
        for y in range(22, H - 22, 16):
            d.append("M5,%d L5,%d M%d,%d L%d,%d" % (y, y + 9, W - 5, y, W - 5, y + 9))
        d.append("M5,17 A12,12 0 0 1 17,5 M%d,5 A12,12 0 0 1 %d,17 M%d,%d A12,12 0 0 1 %d,%d M17,%d A12,12 0 0 1 5,%d"
                 % (W - 17, W - 5, W - 5, H - 17, W - 17, H - 5, H - 5, H - 17))
        body.append(S.path(" ".join(d), None, pal["frame"], 3))
    else:
        body.append(S.rect(5, 5, W - 10, H - 10, None, pal["frame"], 4, rx=12))
        body.append(S.rect(12, 12, W - 24, H - 24, None, pal["L"], 1, rx=8, extra='stroke-opacity="0.35"'))

    doc = ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">'
           '<defs>%s</defs>%s</svg>\n' % (W, H, W, H, "".join(defs), "".join(body)))
    col = {"F": "url(#%s)" % gid("emb"), "D": pal["D"], "A": pal["A"], "A2": pal["A2"], "L": pal["L"],
           "G": pal["glow"], "P": pal["L"], "E1": pal["e1"], "E0": pal["e0"], "BG": pal["bg1"],
           "H": "url(#%s)" % gid("halo")}
    doc = re.sub(r'="(F|D|A|A2|L|G|P|E1|E0|BG|H)"', lambda m: '="%s"' % col[m.group(1)], doc)
    return doc


def back_svg():
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">' % (W, H, W, H)]
    parts.append('<defs><linearGradient id="bk" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0" stop-color="#3a1630"/>'
                 '<stop offset="0.5" stop-color="#1b1236"/><stop offset="1" stop-color="#0b1a2c"/></linearGradient>'
                 '<linearGradient id="gd" x1="0%" y1="0%" x2="100%" y2="100%"><stop offset="0" stop-color="#fff1b0"/>'
                 '<stop offset="0.5" stop-color="#b8860b"/><stop offset="1" stop-color="#fff1b0"/></linearGradient>'
                 '<radialGradient id="gl" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffd27a" stop-opacity="0.55"/>'
                 '<stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient></defs>')
    parts.append('<rect x="0" y="0" width="%d" height="%d" fill="url(#bk)"/>' % (W, H))
    # lattice of diamonds
    items = []
    for y in range(-20, H + 40, 28):
        for x in range(-20, W + 40, 28):
            ox = 14 if (y // 28) % 2 else 0
            items.append(S.poly([(x + ox, y - 9), (x + ox + 9, y), (x + ox, y + 9), (x + ox - 9, y)], None, "#d9b45a", 1))
    parts.append('<g opacity="0.22">%s</g>' % "".join(items))
    parts.append('<circle cx="100" cy="140" r="95" fill="url(#gl)"/>')
    # central crest: a crown over a four-quartered shield (one quarter per faction)
    crest = []
    shield = "M-40,-38 L40,-38 L40,5 C40,35 15,50 0,60 C-15,50 -40,35 -40,5 Z"
    crest.append(S.path(shield, "#1b1236", "url(#gd)", 5))
    quarters = [("M-36,-34 L0,-34 L0,8 L-36,8 Z", "#25375c"), ("M0,-34 L36,-34 L36,8 L0,8 Z", "#4a2d14"),
                ("M-36,8 L0,8 L0,54 C-12,46 -36,32 -36,8 Z", "#0f4a55"), ("M0,8 L36,8 C36,32 12,46 0,54 Z", "#47143a")]
    for d, c in quarters:
        crest.append(S.path(d, c, None, 0))
    crest.append(S.line(0, -34, 0, 54, "url(#gd)", 3))
    crest.append(S.line(-36, 8, 36, 8, "url(#gd)", 3))
    crest.append(S.gear(18, -13, 11, 8, "#d9a24a", None, 0, hole=0.4))
    crest.append(S.poly([(-18, -25), (-8, -19), (-8, -6), (-18, 0), (-28, -6), (-28, -19)], "#9fb3d6", None, 0))
    crest.append(S.path("M-30,28 Q-24,20 -18,28 Q-12,36 -6,28", None, "#6fd6cf", 3))
    crest.append(S.path(S.flame_d(18, 40, 12, 26), "#ffb347", None, 0))
    crown = S.poly([(-34, -44), (-34, -70), (-20, -56), (0, -80), (20, -56), (34, -70), (34, -44)], "url(#gd)", "#5a3c05", 2)
    crest.append(crown)
    for x, y in ((-34, -72), (0, -82), (34, -72)):
        crest.append(S.circle(x, y, 4.5, "#fff1b0", "#5a3c05", 1.5))
    parts.append(S.group(crest, 100, 150, 1.25))
    parts.append(S.rect(5, 5, W - 10, H - 10, None, "url(#gd)", 6, rx=12))
    parts.append(S.rect(14, 14, W - 28, H - 28, None, "#ffe9a0", 1.5, rx=8, extra='stroke-opacity="0.7"'))
    parts.append("</svg>\n")
    return "".join(parts)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    setdir = os.path.join(root, "cards", "queens-blood", "core")
    with open(os.path.join(setdir, "set.json")) as f:
        cards = json.load(f)["cards"]
    artdir = os.path.join(setdir, "art")
    os.makedirs(artdir, exist_ok=True)
    missing = []
    for c in cards:
        cid = c["id"]
        if cid not in M.RECIPES:
            missing.append(cid)
            continue
        kind = c.get("rarity", "regular")
        with open(os.path.join(artdir, cid + ".svg"), "w") as f:
            f.write(card_svg(cid, M.RECIPES[cid], kind))
    with open(os.path.join(artdir, "back.svg"), "w") as f:
        f.write(back_svg())
    if missing:
        print("no recipe for:", " ".join(missing))
        return 1
    print("wrote %d cards + back" % len(cards))
    return 0


if __name__ == "__main__":
    sys.exit(main())
