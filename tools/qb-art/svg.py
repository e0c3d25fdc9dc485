"""Tiny SVG helpers for the Queen's Blood art generator.

Everything emitted uses only what nanosvg (SDL2_image) renders: paths, basic
shapes, groups with transforms, linear/radial gradients.  No text, filters,
masks, patterns, <use> or CSS.  Colours are placeholders resolved per card:
  F = main emblem fill (a gradient), D = dark outline/detail, A = accent,
  L = light highlight, G = glow colour, B = background-ish dark.
"""
import math


def fmt(v):
    if isinstance(v, float):
        s = "%.2f" % v
        s = s.rstrip("0").rstrip(".")
        return s if s not in ("-0", "") else "0"
    return str(v)


def attrs(fill="F", stroke="D", sw=3, extra=""):
    a = ' fill="%s"' % fill if fill is not None else ' fill="none"'
    if stroke:
        a += ' stroke="%s" stroke-width="%s" stroke-linejoin="round" stroke-linecap="round"' % (stroke, fmt(sw))
    if extra:
        a += " " + extra
    return a


def circle(cx, cy, r, fill="F", stroke="D", sw=3, extra=""):
    return '<circle cx="%s" cy="%s" r="%s"%s/>' % (fmt(cx), fmt(cy), fmt(r), attrs(fill, stroke, sw, extra))


def ellipse(cx, cy, rx, ry, fill="F", stroke="D", sw=3, rot=0, extra=""):
    t = ' transform="rotate(%s %s %s)"' % (fmt(rot), fmt(cx), fmt(cy)) if rot else ""
    return '<ellipse cx="%s" cy="%s" rx="%s" ry="%s"%s%s/>' % (
        fmt(cx), fmt(cy), fmt(rx), fmt(ry), attrs(fill, stroke, sw, extra), t)


def rect(x, y, w, h, fill="F", stroke="D", sw=3, rx=0, rot=0, extra=""):
    t = ""
    if rot:
        t = ' transform="rotate(%s %s %s)"' % (fmt(rot), fmt(x + w / 2), fmt(y + h / 2))
    r = ' rx="%s"' % fmt(rx) if rx else ""
    return '<rect x="%s" y="%s" width="%s" height="%s"%s%s%s/>' % (
        fmt(x), fmt(y), fmt(w), fmt(h), r, attrs(fill, stroke, sw, extra), t)


def poly(pts, fill="F", stroke="D", sw=3, extra="", closed=True):
    d = "M" + " L".join("%s,%s" % (fmt(x), fmt(y)) for x, y in pts) + (" Z" if closed else "")
    return path(d, fill, stroke, sw, extra)


def path(d, fill="F", stroke="D", sw=3, extra=""):
    return '<path d="%s"%s/>' % (d, attrs(fill, stroke, sw, extra))


def line(x1, y1, x2, y2, stroke="D", sw=3, extra=""):
    return path("M%s,%s L%s,%s" % (fmt(x1), fmt(y1), fmt(x2), fmt(y2)), None, stroke, sw, extra)


def group(items, tx=0, ty=0, s=1, rot=0, extra=""):
    t = []
    if tx or ty:
        t.append("translate(%s %s)" % (fmt(tx), fmt(ty)))
    if rot:
        t.append("rotate(%s)" % fmt(rot))
    if s != 1:
        if isinstance(s, tuple):
            t.append("scale(%s %s)" % (fmt(s[0]), fmt(s[1])))
        else:
            t.append("scale(%s)" % fmt(s))
    ta = ' transform="%s"' % " ".join(t) if t else ""
    return "<g%s%s>%s</g>" % (ta, (" " + extra) if extra else "", "".join(items))


def mirror(items):
    """The same shapes mirrored left-right (x -> -x)."""
    return group(items, s=(-1, 1))


def gear_path(cx, cy, r_out, r_in, teeth, r_hole=0, phase=0.0):
    """A cog outline as a path d string (optionally with a hole, even-odd)."""
    pts = []
    n = teeth * 4
    for i in range(n):
        a = phase + 2 * math.pi * i / n
        k = i % 4
        r = r_out if k in (1, 2) else r_in
        # narrow the tooth tops slightly for a machined look
        da = (math.pi * 2 / n) * (0.18 if k == 1 else -0.18 if k == 2 else 0)
        pts.append((cx + r * math.cos(a + da), cy + r * math.sin(a + da)))
    d = "M" + " L".join("%s,%s" % (fmt(x), fmt(y)) for x, y in pts) + " Z"
    if r_hole:
        d += " " + circle_d(cx, cy, r_hole)
    return d


def circle_d(cx, cy, r):
    return "M%s,%s a%s,%s 0 1,0 %s,0 a%s,%s 0 1,0 %s,0 Z" % (
        fmt(cx - r), fmt(cy), fmt(r), fmt(r), fmt(2 * r), fmt(r), fmt(r), fmt(-2 * r))


def gear(cx, cy, r_out, teeth=10, fill="F", stroke="D", sw=3, hole=0.35, phase=0.0, depth=0.18, extra=""):
    d = gear_path(cx, cy, r_out, r_out * (1 - depth), teeth, r_out * hole if hole else 0, phase)
    return path(d, fill, stroke, sw, 'fill-rule="evenodd" ' + extra)


def flame_d(cx, base_y, w, h, lean=0.0):
    """A teardrop flame standing on (cx, base_y), height h, width w."""
    tx = cx + lean * h
    ty = base_y - h
    return ("M%s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s C%s,%s %s,%s %s,%s Z" % (
        fmt(cx), fmt(base_y),
        fmt(cx - w * 0.75), fmt(base_y), fmt(cx - w * 0.6), fmt(base_y - h * 0.55), fmt(tx - w * 0.05), fmt(ty),
        fmt(cx + w * 0.05), fmt(base_y - h * 0.45), fmt(cx + w * 0.75), fmt(base_y - h * 0.35), fmt(cx + w * 0.55), fmt(base_y - h * 0.12),
        fmt(cx + w * 0.45), fmt(base_y + h * 0.02), fmt(cx + w * 0.2), fmt(base_y), fmt(cx), fmt(base_y)))


def flame(cx, base_y, w, h, lean=0.0, fill="A", stroke="D", sw=2, inner=True):
    out = [path(flame_d(cx, base_y, w, h, lean), fill, stroke, sw)]
    if inner:
        out.append(path(flame_d(cx + w * 0.05, base_y - h * 0.04, w * 0.5, h * 0.55, lean * 0.6), "L", None, 0,
                        'fill-opacity="0.85"'))
    return "".join(out)


def star_pts(cx, cy, r1, r2, n, phase=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r1 if i % 2 == 0 else r2
        a = phase + math.pi * i / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def arc_pts(cx, cy, r, a0, a1, n=16):
    return [(cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + r * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]
