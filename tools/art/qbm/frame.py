"""The Queen by Midnight card frame: a midnight sky tinted by class, a pale
moon (or clock face, window or arch) behind the subject, and a border whose
colour, corner badges and ornaments say the card's kind.  Also the card back
and the colour resolution of the placeholder tokens."""
import math
import random
import re
from kit import (circle, ellipse, path, poly, rect, line, fmt, sparkle, star_pts, blob, limb, place)

W, H = 200, 280
CX, CY = 100, 124

INK = {"K": "#140f22", "K2": "#3b3052", "G": "#e9b949", "R": "#c8323c", "W": "#fff6e2"}

# top of sky, bottom of sky, moon centre, moon rim, accent, pale light
CLASSES = {
    "brawler": ("#6a2418", "#120812", "#fbe3c4", "#e8a880", "#e2603a", "#ffe9d2"),
    "caster": ("#28367a", "#070a1e", "#e6ecff", "#9fb0ee", "#6f98ff", "#eef2ff"),
    "schemer": ("#2e4a26", "#070d08", "#eef2d2", "#b8c98a", "#a9c94c", "#f5f8e4"),
    "neutral": ("#3c3848", "#0b0a12", "#f2ece2", "#c4b9a8", "#c7b79a", "#fbf7ef"),
    "pell": ("#4a2f7e", "#0d0820", "#efe6ff", "#b9a2ee", "#b08cff", "#f6f0ff"),
    "marisol": ("#134f58", "#041318", "#dcf6f2", "#86d0c8", "#3fc7b8", "#effffc"),
    "tamsin": ("#7a2c12", "#160806", "#ffe4cc", "#f0a070", "#ff7a3a", "#fff0e2"),
    "nadira": ("#6a5012", "#140e04", "#fff1c8", "#e8c46a", "#f2c040", "#fff8e4"),
}

# border colour, badge glyph
KINDS = {
    "attack": "#d8404a", "reaction": "#7fb4e6", "utility": "#c8a878", "trap": "#9cc24a", "summon": "#4fd0b0",
    "boon": "#f4cc5c", "bane": "#a874e0", "event": "#ec88bc", "ultimate": "#ffd870", "princess": "#f6a0b4",
    "inner_circle": "#d8b8ff",
}


def resolve(svg, pal):
    cols = dict(INK)
    cols.update({"M": pal[2], "A": pal[4], "L": pal[5]})
    return re.sub(r'(fill|stroke)="(K2|K|A|G|L|M|R|W)"', lambda m: '%s="%s"' % (m.group(1), cols[m.group(2)]), svg)


def defs(pal, kind):
    k = KINDS[kind]
    return ('<linearGradient id="sky" x1="0%%" y1="0%%" x2="0%%" y2="100%%">'
            '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient>'
            '<radialGradient id="moon" cx="46%%" cy="40%%" r="60%%">'
            '<stop offset="0" stop-color="%s"/><stop offset="0.75" stop-color="%s"/>'
            '<stop offset="1" stop-color="%s"/></radialGradient>'
            '<radialGradient id="halo" cx="50%%" cy="50%%" r="50%%">'
            '<stop offset="0.6" stop-color="%s" stop-opacity="0.35"/><stop offset="1" stop-color="%s" stop-opacity="0"/>'
            '</radialGradient>'
            '<linearGradient id="rim" x1="0%%" y1="0%%" x2="100%%" y2="100%%">'
            '<stop offset="0" stop-color="%s"/><stop offset="0.5" stop-color="#fff3d6"/><stop offset="1" stop-color="%s"/>'
            '</linearGradient>' % (pal[0], pal[1], pal[2], pal[2], pal[3], pal[3], pal[3], k, k))


def sky(rnd, pal):
    o = ['<rect x="0" y="0" width="%d" height="%d" rx="12" fill="url(#sky)"/>' % (W, H)]
    for _ in range(14):
        x, y = rnd.uniform(16, W - 16), rnd.uniform(16, H - 30)
        if math.hypot(x - CX, y - CY) < 92:
            continue
        if rnd.random() < 0.3:
            o.append(sparkle(x, y, rnd.uniform(3, 5), "W", 0.8))
        else:
            o.append(circle(x, y, rnd.uniform(0.8, 1.8), "W", None, 0, 0.7))
    return "".join(o)


def backdrop(kind, rnd):
    """The pale shape the subject stands against (a silhouette needs light)."""
    o = ['<circle cx="%d" cy="%d" r="96" fill="url(#halo)"/>' % (CX, CY)]
    if kind == "window":
        d = "M46,214 L46,100 C46,52 154,52 154,100 L154,214 Z"
        o.append(path(d, "K2"))
        o.append('<path d="M52,208 L52,102 C52,60 148,60 148,102 L148,208 Z" fill="url(#moon)"/>')
        o.append(line(100, 64, 100, 208, "K2", 3, 0.5))
        o.append(line(52, 132, 148, 132, "K2", 3, 0.5))
        return "".join(o)
    if kind == "arch":
        o.append('<path d="M40,226 L40,110 C40,40 160,40 160,110 L160,226 Z" fill="url(#moon)"/>')
        o.append(path("M40,226 L40,110 C40,40 160,40 160,110 L160,226", None, "K2", 4, 0.6))
        return "".join(o)
    o.append('<circle cx="%d" cy="%d" r="76" fill="url(#moon)"/>' % (CX, CY))
    if kind == "clock":
        for i in range(12):
            a = math.radians(i * 30 - 90)
            r0 = 64 if i % 3 else 58
            o.append(line(CX + math.cos(a) * r0, CY + math.sin(a) * r0, CX + math.cos(a) * 71, CY + math.sin(a) * 71,
                          "K2", 3 if i % 3 == 0 else 1.8, 0.45))
        o.append(circle(CX, CY, 74, None, "K2", 1.5, 0.4))
    elif kind == "moon":
        for _ in range(3):
            a, r = rnd.uniform(0, 6.28), rnd.uniform(30, 60)
            o.append(circle(CX + math.cos(a) * r, CY + math.sin(a) * r, rnd.uniform(6, 12), "K2", None, 0, 0.07))
    return "".join(o)


def ground(y=206, w=62):
    return ellipse(CX, y, w, 8, "K", None, 0, 0.35)


def glyph(kind):
    """A small sign of the card kind centred on (0, 0), about 8 units across."""
    if kind == "attack":
        return line(-6, 6, 6, -6, "K", 2.6) + line(-6, -6, 6, 6, "K", 2.6)
    if kind == "reaction":
        return path("M-6,-6 L6,-6 L6,0 C6,4 2,7 0,8 C-2,7 -6,4 -6,0 Z", "K")
    if kind == "utility":
        return circle(0, 0, 6, None, "K", 2.4) + circle(0, 0, 2, "K")
    if kind == "trap":
        return path("M-7,4 L-4,-5 L-1,4 L2,-5 L5,4 L7,-3", None, "K", 2.2)
    if kind == "summon":
        return circle(0, 2, 4, "K") + circle(-5, -4, 2, "K") + circle(0, -6, 2, "K") + circle(5, -4, 2, "K")
    if kind == "boon":
        return poly(star_pts(0, 0, 8, 3.5, 5), "K")
    if kind == "bane":
        return path("M0,-8 C4,-2 6,2 6,4 C6,8 -6,8 -6,4 C-6,2 -4,-2 0,-8 Z", "K")
    if kind == "event":
        return path("M0,0 C0,-3 4,-3 4,0 C4,5 -5,5 -5,0 C-5,-8 7,-8 7,0", None, "K", 2)
    if kind == "ultimate":
        return poly(star_pts(0, 0, 8, 3.5, 8), "K")
    if kind == "princess":
        return poly([(-7, 5), (-7, -4), (-3.5, 0), (0, -7), (3.5, 0), (7, -4), (7, 5)], "K")
    return "".join(circle(math.cos(a) * 5, math.sin(a) * 5, 2, "K") for a in (0, 1.57, 3.14, 4.71))


def badge(kind, x, y, rot=0):
    k = KINDS[kind]
    return place(circle(0, 0, 12, k, "K", 2) + glyph(kind), x, y, 1.0, rot)


def border(kind):
    k = KINDS[kind]
    o = []
    rx = 24 if kind == "reaction" else 10
    o.append('<rect x="5" y="5" width="190" height="270" rx="%d" fill="none" stroke="%s" stroke-width="6"/>' % (rx, k))
    o.append('<rect x="11" y="11" width="178" height="258" rx="%d" fill="none" stroke="url(#rim)" stroke-width="1.5"/>'
             % max(4, rx - 6))
    if kind == "attack":
        for x, y, sx, sy in ((8, 8, 1, 1), (192, 8, -1, 1), (8, 272, 1, -1), (192, 272, -1, -1)):
            o.append(poly([(x - sx * 3, y - sy * 3), (x + sx * 30, y - sy * 3), (x - sx * 3, y + sy * 30)], k))
    elif kind == "trap":
        for y0, s in ((14, 1), (266, -1)):
            pts = [(14 + i * 8.6, y0 + (s * 8 if i % 2 else 0)) for i in range(21)]
            o.append(path("M" + " L".join("%s,%s" % (fmt(x), fmt(y)) for x, y in pts), None, k, 2.5))
    elif kind == "summon":
        for x, y in ((16, 140), (184, 140)):
            o.append(circle(x, y, 5, k, "K", 1.5))
    elif kind == "boon":
        for x, y in ((100, 8), (100, 272), (8, 140), (192, 140)):
            o.append(poly(star_pts(x, y, 9, 3.5, 4, -90), k, "K", 1))
    elif kind == "bane":
        for i in range(6):
            y = 40 + i * 40
            o.append(poly([(8, y - 6), (20, y), (8, y + 6)], k))
            o.append(poly([(192, y - 6), (180, y), (192, y + 6)], k))
    elif kind == "event":
        for x, y, s in ((18, 18, 1), (182, 18, -1), (18, 262, 1), (182, 262, -1)):
            o.append(path("M%s,%s C%s,%s %s,%s %s,%s" % (fmt(x), fmt(y + 26 * (1 if y < 140 else -1)),
                                                           fmt(x + s * 2), fmt(y), fmt(x + s * 10), fmt(y),
                                                           fmt(x + s * 26), fmt(y)), None, k, 3))
    elif kind == "ultimate":
        o.append('<rect x="15" y="15" width="170" height="250" rx="6" fill="none" stroke="%s" stroke-width="2"/>' % k)
        for i in range(9):
            a = math.radians(200 + i * 17.5)
            o.append(line(CX + math.cos(a) * 84, CY + math.sin(a) * 84, CX + math.cos(a) * 96, CY + math.sin(a) * 96,
                          k, 3, 0.8))
    elif kind == "princess":
        o.append(path("M70,5 C80,20 120,20 130,5", None, k, 4))
    elif kind == "inner_circle":
        o.append('<rect x="15" y="15" width="170" height="250" rx="6" fill="none" stroke="%s" stroke-width="1.5" '
                 'stroke-dasharray="4 4"/>' % k)
    # the table shows a band of about y 55..200 (a "cover" crop), so the badges
    # sit where that band keeps them
    o.append(badge(kind, 24, 70))
    o.append(badge(kind, 176, 186, 180))
    return "".join(o)


def card_svg(body, pal, kind, bd, seed):
    rnd = random.Random(seed)
    parts = [sky(rnd, pal), backdrop(bd, rnd), body, border(kind)]
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">\n<defs>%s</defs>\n%s\n'
           '</svg>\n' % (W, H, W, H, defs(pal, kind), "\n".join(parts)))
    return resolve(svg, pal)


def back_svg():
    """The game's card back: a clock at a quarter to midnight under a crown."""
    pal = ("#1c1640", "#06040f", "#efe6cf", "#b8a47a", "#c8a0ff", "#f6f0ff")
    o = ['<rect x="0" y="0" width="%d" height="%d" rx="12" fill="url(#sky)"/>' % (W, H)]
    for i in range(-6, 14):
        o.append(line(i * 20, 0, i * 20 + 140, 280, "G", 1, 0.12))
        o.append(line(i * 20 + 140, 0, i * 20, 280, "G", 1, 0.12))
    o.append('<circle cx="100" cy="140" r="86" fill="url(#halo)"/>')
    o.append(circle(100, 140, 70, "K", "G", 4))
    o.append('<circle cx="100" cy="140" r="60" fill="url(#moon)"/>')
    for i in range(12):
        a = math.radians(i * 30 - 90)
        o.append(circle(100 + math.cos(a) * 51, 140 + math.sin(a) * 51, 4 if i % 3 == 0 else 2.2, "K"))
    o.append(limb([(100, 140), (100, 98)], 5, "K"))
    o.append(limb([(100, 140), (72, 140)], 7, "K"))
    o.append(circle(100, 140, 6, "G", "K", 2))
    o.append(place(poly([(-24, 10), (-28, -14), (-12, -2), (0, -20), (12, -2), (28, -14), (24, 10)], "G", "K", 2),
                   100, 56))
    for y, s in ((232, 1), (48, -1)):
        o.append(blob([(60, y), (80, y - 6 * s), (100, y + 4 * s), (120, y - 6 * s), (140, y), (100, y + 10 * s)],
                      "G", "K", 1.5))
    o.append('<rect x="5" y="5" width="190" height="270" rx="10" fill="none" stroke="#e9b949" stroke-width="6"/>')
    o.append('<rect x="12" y="12" width="176" height="256" rx="6" fill="none" stroke="#e9b949" stroke-width="1.5"/>')
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">\n<defs>%s</defs>\n%s\n'
           '</svg>\n' % (W, H, W, H, defs(pal, "ultimate"), "\n".join(o)))
    return resolve(svg, pal)
