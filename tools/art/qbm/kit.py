"""Drawing kit of the Queen by Midnight art: nanosvg-safe SVG fragments.

Colours are written as placeholder tokens and resolved per card by
frame.resolve(): K ink (the silhouettes), K2 ink detail, A class accent,
G gold, L pale light, M moon face, R blood red, W warm white.
Every motif draws in a local box about -70..70 centred on (0, 0); a recipe
places it with place() (translate, rotate, scale, mirror).
"""
import math

MOTIFS = {}


def motif(name):
    """Registers a motif under name: fn(**params) -> SVG fragment string."""
    return lambda fn: MOTIFS.setdefault(name, fn)


def fmt(v):
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def paint(fill="K", stroke=None, sw=0, op=None, extra=""):
    a = ' fill="%s"' % fill if fill else ' fill="none"'
    if stroke:
        a += (' stroke="%s" stroke-width="%s" stroke-linecap="round" stroke-linejoin="round"'
              % (stroke, fmt(sw)))
    if op is not None:
        a += ' opacity="%s"' % fmt(op)
    if extra:
        a += " " + extra
    return a


def path(d, fill="K", stroke=None, sw=0, op=None, extra=""):
    return '<path d="%s"%s/>' % (d, paint(fill, stroke, sw, op, extra))


def circle(cx, cy, r, fill="K", stroke=None, sw=0, op=None):
    return '<circle cx="%s" cy="%s" r="%s"%s/>' % (fmt(cx), fmt(cy), fmt(r), paint(fill, stroke, sw, op))


def ellipse(cx, cy, rx, ry, fill="K", stroke=None, sw=0, op=None, rot=0):
    t = ' transform="rotate(%s %s %s)"' % (fmt(rot), fmt(cx), fmt(cy)) if rot else ""
    return '<ellipse cx="%s" cy="%s" rx="%s" ry="%s"%s%s/>' % (
        fmt(cx), fmt(cy), fmt(rx), fmt(ry), paint(fill, stroke, sw, op), t)


def rect(x, y, w, h, fill="K", stroke=None, sw=0, rx=0, op=None):
    r = ' rx="%s"' % fmt(rx) if rx else ""
    return '<rect x="%s" y="%s" width="%s" height="%s"%s%s/>' % (
        fmt(x), fmt(y), fmt(w), fmt(h), r, paint(fill, stroke, sw, op))


def line(x1, y1, x2, y2, stroke="K", sw=3, op=None):
    return path("M%s,%s L%s,%s" % (fmt(x1), fmt(y1), fmt(x2), fmt(y2)), None, stroke, sw, op)


def limb(pts, sw=12, stroke="K", op=None):
    """A thick round-capped stroke through pts (a bent arm, a tail, a strap)."""
    return path(smooth(pts, closed=False), None, stroke, sw, op)


def poly(pts, fill="K", stroke=None, sw=0, op=None):
    d = "M" + " L".join("%s,%s" % (fmt(x), fmt(y)) for x, y in pts) + " Z"
    return path(d, fill, stroke, sw, op)


def blob(pts, fill="K", stroke=None, sw=0, op=None, tension=1.0):
    """A closed smooth outline through pts (Catmull-Rom turned into cubics)."""
    return path(smooth(pts, True, tension), fill, stroke, sw, op)


def smooth(pts, closed=True, tension=1.0):
    n = len(pts)
    if n < 3:
        return "M" + " L".join("%s,%s" % (fmt(x), fmt(y)) for x, y in pts)
    d = ["M%s,%s" % (fmt(pts[0][0]), fmt(pts[0][1]))]
    last = n if closed else n - 1
    for i in range(last):
        p0 = pts[(i - 1) % n] if closed or i > 0 else pts[0]
        p1, p2 = pts[i], pts[(i + 1) % n]
        p3 = pts[(i + 2) % n] if closed or i + 2 < n else pts[n - 1]
        k = tension / 6.0
        c1 = (p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k)
        c2 = (p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k)
        d.append("C%s,%s %s,%s %s,%s" % (fmt(c1[0]), fmt(c1[1]), fmt(c2[0]), fmt(c2[1]), fmt(p2[0]), fmt(p2[1])))
    if closed:
        d.append("Z")
    return " ".join(d)


def group(items, op=None):
    return "<g%s>%s</g>" % (' opacity="%s"' % fmt(op) if op is not None else "", "".join(items))


def place(frag, x=0, y=0, s=1.0, rot=0, flip=False, sy=None):
    t = ["translate(%s %s)" % (fmt(x), fmt(y))]
    if rot:
        t.append("rotate(%s)" % fmt(rot))
    sx = -s if flip else s
    sy = s if sy is None else sy
    if sx != 1 or sy != 1:
        t.append("scale(%s %s)" % (fmt(sx), fmt(sy)))
    return '<g transform="%s">%s</g>' % (" ".join(t), frag)


def star_pts(cx, cy, r1, r2, n, phase=-90.0):
    pts = []
    for i in range(2 * n):
        r = r1 if i % 2 == 0 else r2
        a = math.radians(phase + 180.0 * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def arc_pts(cx, cy, rx, ry, a0, a1, n=12):
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def sparkle(x, y, r, fill="W", op=None):
    """A four-point glint."""
    return path("M%s,%s Q%s,%s %s,%s Q%s,%s %s,%s Q%s,%s %s,%s Q%s,%s %s,%s Z" % (
        fmt(x), fmt(y - r), fmt(x + r * 0.18), fmt(y - r * 0.18), fmt(x + r), fmt(y),
        fmt(x + r * 0.18), fmt(y + r * 0.18), fmt(x), fmt(y + r),
        fmt(x - r * 0.18), fmt(y + r * 0.18), fmt(x - r), fmt(y),
        fmt(x - r * 0.18), fmt(y - r * 0.18), fmt(x), fmt(y - r)), fill, None, 0, op)


def coin(x, y, r=9, fill="G", edge=True):
    o = [circle(x, y, r, fill, "K" if edge else None, 1.6)]
    o.append(circle(x, y, r * 0.58, None, "K2", 1.2, 0.7))
    return "".join(o)


def draw(name, **kw):
    return MOTIFS[name](**kw)
