"""paint.py — the canvas of the Blood Wars art: a Pic collects elements and
gradients (ids unique per card) and writes nanosvg-safe SVG; smooth() turns
a handful of points into curves, so nothing facets at print size.

Colours are plain "#rrggbb"; the line colour of the whole game is INK and
its line weights are LINE (outlines) and FINE (inner detail)."""
import colorsys
import math

INK = "#120c10"
LINE = 2.6
FINE = 1.4


def f(v):
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def pct(v):
    return f(v * 100) + "%"


def mix(a, b, t):
    """Blend two #rrggbb colours (t=0 gives a, t=1 gives b)."""
    ca = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#%02x%02x%02x" % tuple(round(x + (y - x) * t) for x, y in zip(ca, cb))


def shade(c, t):
    """t > 0 lightens towards white, t < 0 darkens towards black."""
    return mix(c, "#ffffff", t) if t >= 0 else mix(c, "#000000", -t)


def hue(c, dh=0.0, ds=0.0):
    r, g, b = (int(c[i:i + 2], 16) / 255 for i in (1, 3, 5))
    h, l, s = colorsys.rgb_to_hls(r, g, b)
    r, g, b = colorsys.hls_to_rgb((h + dh) % 1.0, l, min(1, max(0, s + ds)))
    return "#%02x%02x%02x" % (round(r * 255), round(g * 255), round(b * 255))


# ---- geometry ---------------------------------------------------------------

def smooth(pts, closed=True, tension=1.0):
    """A Catmull-Rom curve through the points, written as cubic Beziers."""
    n = len(pts)
    d = "M%s %s" % (f(pts[0][0]), f(pts[0][1]))
    last = n if closed else n - 1
    for i in range(last):
        p0 = pts[(i - 1) % n] if closed or i > 0 else pts[i]
        p1, p2 = pts[i], pts[(i + 1) % n]
        p3 = pts[(i + 2) % n] if closed or i + 2 < n else p2
        k = tension / 6.0
        c1 = (p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k)
        c2 = (p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k)
        d += " C%s %s %s %s %s %s" % (f(c1[0]), f(c1[1]), f(c2[0]), f(c2[1]), f(p2[0]), f(p2[1]))
    return d + (" Z" if closed else "")


def poly(pts, closed=True):
    d = "M" + " L".join("%s %s" % (f(x), f(y)) for x, y in pts)
    return d + (" Z" if closed else "")


def circle_d(cx, cy, r, reverse=False):
    s = 0 if reverse else 1
    return ("M%s %s A%s %s 0 1 %d %s %s A%s %s 0 1 %d %s %s Z"
            % (f(cx - r), f(cy), f(r), f(r), s, f(cx + r), f(cy), f(r), f(r), s, f(cx - r), f(cy)))


def ellipse_pts(cx, cy, rx, ry, n=24, a0=0.0):
    return [(cx + rx * math.cos(a0 + 2 * math.pi * i / n), cy + ry * math.sin(a0 + 2 * math.pi * i / n)) for i in range(n)]


def arc(cx, cy, r, a0, a1, n=12):
    """Points on a circle from angle a0 to a1 (degrees)."""
    return [(cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + r * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def star(cx, cy, r1, r2, n, rot=-90.0):
    return [(cx + (r1 if i % 2 == 0 else r2) * math.cos(math.radians(rot + i * 180.0 / n)),
             cy + (r1 if i % 2 == 0 else r2) * math.sin(math.radians(rot + i * 180.0 / n))) for i in range(2 * n)]


def rotate(pts, cx, cy, deg):
    a = math.radians(deg)
    c, s = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c) for x, y in pts]


def gear_d(cx, cy, r, teeth, depth=0.2, hole=0.35, phase=0.0):
    """A cog: rounded trapezoid teeth, a hole cut by a reversed circle."""
    pts = []
    step = 2 * math.pi / teeth
    ri = r * (1 - depth)
    for i in range(teeth):
        a = phase + i * step
        for da, rr in ((-0.5, ri), (-0.3, r), (0.3, r), (0.5, ri)):
            pts.append((cx + rr * math.cos(a + da * step * 0.9), cy + rr * math.sin(a + da * step * 0.9)))
    d = poly(pts)
    if hole:
        d += " " + circle_d(cx, cy, r * hole, reverse=True)
    return d


# ---- the canvas -------------------------------------------------------------

class Pic:
    def __init__(self, uid, w=200, h=200):
        self.uid, self.w, self.h = uid, w, h
        self.defs, self.body = [], []
        self._grads = {}

    def _grad(self, kind, head, stops):
        key = (kind, head, tuple(stops))
        if key in self._grads:
            return self._grads[key]
        gid = "%s%d" % (self.uid, len(self._grads))
        st = "".join('<stop offset="%s" stop-color="%s"%s/>' % (f(s[0]), s[1], ' stop-opacity="%s"' % f(s[2]) if len(s) > 2 else "")
                     for s in stops)
        self.defs.append('<%s id="%s" %s>%s</%s>' % (kind, gid, head, st, kind))
        self._grads[key] = "url(#%s)" % gid
        return self._grads[key]

    def lin(self, stops, x1=0.0, y1=0.0, x2=0.0, y2=1.0):
        """A linear gradient across the shape's box; stops are (offset, colour[, opacity])."""
        return self._grad("linearGradient", 'x1="%s" y1="%s" x2="%s" y2="%s"' % (pct(x1), pct(y1), pct(x2), pct(y2)), stops)

    def rad(self, stops, cx=0.5, cy=0.5, r=0.5):
        return self._grad("radialGradient", 'cx="%s" cy="%s" r="%s" fx="%s" fy="%s"' % (pct(cx), pct(cy), pct(r), pct(cx), pct(cy)), stops)

    @staticmethod
    def _paint(fill, stroke, sw, op, extra):
        a = ' fill="%s"' % (fill or "none")
        if stroke:
            a += ' stroke="%s" stroke-width="%s" stroke-linejoin="round" stroke-linecap="round"' % (stroke, f(sw))
        if op is not None and op < 1:
            a += ' opacity="%s"' % f(op)
        return a + ((" " + extra) if extra else "")

    def path(self, d, fill=None, stroke=INK, sw=LINE, op=None, extra=""):
        self.body.append('<path d="%s"%s/>' % (d, self._paint(fill, stroke, sw, op, extra)))

    def shape(self, pts, fill=None, stroke=INK, sw=LINE, op=None, curved=True, extra=""):
        self.path(smooth(pts) if curved else poly(pts), fill, stroke, sw, op, extra)

    def circle(self, cx, cy, r, fill=None, stroke=INK, sw=LINE, op=None):
        self.body.append('<circle cx="%s" cy="%s" r="%s"%s/>' % (f(cx), f(cy), f(r), self._paint(fill, stroke, sw, op, "")))

    def ellipse(self, cx, cy, rx, ry, fill=None, stroke=INK, sw=LINE, op=None):
        self.body.append('<ellipse cx="%s" cy="%s" rx="%s" ry="%s"%s/>' % (f(cx), f(cy), f(rx), f(ry), self._paint(fill, stroke, sw, op, "")))

    def stroke(self, pts, colour, sw, op=None, curved=True, outline=True):
        """A thick line (limb, shaft, rope) with the game's ink outline around it."""
        d = smooth(pts, closed=False) if curved and len(pts) > 2 else poly(pts, closed=False)
        if outline:
            self.path(d, None, INK, sw + 2 * LINE * 0.8, op)
        self.path(d, None, colour, sw, op)

    def line(self, x1, y1, x2, y2, colour=INK, sw=FINE, op=None):
        self.path("M%s %s L%s %s" % (f(x1), f(y1), f(x2), f(y2)), None, colour, sw, op)

    def begin(self, tx=0.0, ty=0.0, s=1.0, rot=0.0, flip=False, op=None):
        t = []
        if tx or ty:
            t.append("translate(%s %s)" % (f(tx), f(ty)))
        if rot:
            t.append("rotate(%s)" % f(rot))
        if s != 1 or flip:
            t.append("scale(%s %s)" % (f(-s if flip else s), f(s)))
        attrs = ' transform="%s"' % " ".join(t) if t else ""
        if op is not None:
            attrs += ' opacity="%s"' % f(op)
        self.body.append("<g%s>" % attrs)

    def end(self):
        self.body.append("</g>")

    def render(self):
        return ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">\n'
                "<defs>\n%s\n</defs>\n%s\n</svg>\n"
                % (self.w, self.h, self.w, self.h, "\n".join(self.defs), "\n".join(self.body)))
