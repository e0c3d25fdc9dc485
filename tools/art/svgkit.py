"""svgkit.py — tiny helpers to write SVG that nanosvg (SDL2_image) renders.

Only features nanosvg supports are emitted: path, rect, circle, ellipse,
polygon, line, linear/radial gradients, g with transform, and presentation
attributes. No text, filters, masks, clipPath, patterns, <use> or CSS.
The generators in this folder import it; the build never runs them.
"""
import math


def f(v):
    """Compact number formatting (2 decimals, no trailing zeros)."""
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def attrs(**kw):
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        if isinstance(v, float):
            v = f(v)
        out.append('%s="%s"' % (k, v))
    return " ".join(out)


def _coord(units):
    """nanosvg misreads bare fractions in objectBoundingBox radial gradients
    (everything renders as the last stop); percentages work everywhere."""
    if units == "objectBoundingBox":
        return lambda v: f(v * 100) + "%"
    return f


class Svg:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.defs = []
        self.body = []
        self._ids = set()

    # ---- gradients -------------------------------------------------------
    def linear(self, gid, stops, x1=0, y1=0, x2=0, y2=1, units="objectBoundingBox"):
        if gid in self._ids:
            return "url(#%s)" % gid
        self._ids.add(gid)
        c = _coord(units)
        s = ['<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s" gradientUnits="%s">'
             % (gid, c(x1), c(y1), c(x2), c(y2), units)]
        s += [self._stop(st) for st in stops]
        s.append("</linearGradient>")
        self.defs.append("".join(s))
        return "url(#%s)" % gid

    def radial(self, gid, stops, cx=0.5, cy=0.5, r=0.5, fx=None, fy=None, units="objectBoundingBox"):
        if gid in self._ids:
            return "url(#%s)" % gid
        self._ids.add(gid)
        fx = cx if fx is None else fx
        fy = cy if fy is None else fy
        c = _coord(units)
        s = ['<radialGradient id="%s" cx="%s" cy="%s" r="%s" fx="%s" fy="%s" gradientUnits="%s">'
             % (gid, c(cx), c(cy), c(r), c(fx), c(fy), units)]
        s += [self._stop(st) for st in stops]
        s.append("</radialGradient>")
        self.defs.append("".join(s))
        return "url(#%s)" % gid

    @staticmethod
    def _stop(st):
        off, col = st[0], st[1]
        op = st[2] if len(st) > 2 else None
        if op is None:
            return '<stop offset="%s" stop-color="%s"/>' % (f(off), col)
        return '<stop offset="%s" stop-color="%s" stop-opacity="%s"/>' % (f(off), col, f(op))

    # ---- elements --------------------------------------------------------
    def add(self, s):
        self.body.append(s)

    def g(self, transform=None, **kw):
        self.body.append("<g %s>" % attrs(transform=transform, **kw))

    def end(self):
        self.body.append("</g>")

    def path(self, d, **kw):
        self.body.append('<path d="%s" %s/>' % (d, attrs(**kw)))

    def rect(self, x, y, w, h, **kw):
        self.body.append("<rect %s/>" % attrs(x=float(x), y=float(y), width=float(w), height=float(h), **kw))

    def circle(self, cx, cy, r, **kw):
        self.body.append("<circle %s/>" % attrs(cx=float(cx), cy=float(cy), r=float(r), **kw))

    def ellipse(self, cx, cy, rx, ry, **kw):
        self.body.append("<ellipse %s/>" % attrs(cx=float(cx), cy=float(cy), rx=float(rx), ry=float(ry), **kw))

    def line(self, x1, y1, x2, y2, **kw):
        self.body.append("<line %s/>" % attrs(x1=float(x1), y1=float(y1), x2=float(x2), y2=float(y2), **kw))

    def polygon(self, pts, **kw):
        self.body.append('<polygon points="%s" %s/>' % (" ".join("%s,%s" % (f(x), f(y)) for x, y in pts), attrs(**kw)))

    def polyline(self, pts, **kw):
        self.body.append('<polyline points="%s" %s/>' % (" ".join("%s,%s" % (f(x), f(y)) for x, y in pts), attrs(**kw)))

    def render(self):
        return ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">\n'
                '<defs>\n%s\n</defs>\n%s\n</svg>\n'
                % (self.w, self.h, self.w, self.h, "\n".join(self.defs), "\n".join(self.body)))

    def save(self, path):
        with open(path, "w") as fh:
            fh.write(self.render())


# ---- geometry helpers ------------------------------------------------------

def poly_d(pts, close=True):
    d = "M" + " L".join("%s %s" % (f(x), f(y)) for x, y in pts)
    return d + (" Z" if close else "")


def star_pts(cx, cy, r_out, r_in, n, rot=-90.0):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180.0 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def gear_d(cx, cy, r_out, r_in, teeth, duty=0.5, hole=0.0):
    """A cog outline (trapezoid teeth); optional centre hole (even-odd not needed:
    the hole is drawn as a reversed circle so nonzero fill leaves it open)."""
    pts = []
    step = 2 * math.pi / teeth
    for i in range(teeth):
        a0 = i * step
        w = step * duty
        for a, r in ((a0 - w * 0.5, r_in), (a0 - w * 0.35, r_out), (a0 + w * 0.35, r_out), (a0 + w * 0.5, r_in)):
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    d = poly_d(pts)
    if hole > 0:
        d += " " + circle_d(cx, cy, hole, reverse=True)
    return d


def circle_d(cx, cy, r, reverse=False):
    sweep = 0 if reverse else 1
    return ("M%s %s A%s %s 0 1 %d %s %s A%s %s 0 1 %d %s %s Z"
            % (f(cx - r), f(cy), f(r), f(r), sweep, f(cx + r), f(cy), f(r), f(r), sweep, f(cx - r), f(cy)))


def rrect_d(x, y, w, h, r):
    return ("M%s %s H%s A%s %s 0 0 1 %s %s V%s A%s %s 0 0 1 %s %s H%s A%s %s 0 0 1 %s %s V%s A%s %s 0 0 1 %s %s Z"
            % (f(x + r), f(y), f(x + w - r), f(r), f(r), f(x + w), f(y + r), f(y + h - r), f(r), f(r),
               f(x + w - r), f(y + h), f(x + r), f(r), f(r), f(x), f(y + h - r), f(y + r), f(r), f(r),
               f(x + r), f(y)))


def rot(pts, cx, cy, deg):
    a = math.radians(deg)
    c, s = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c) for x, y in pts]
