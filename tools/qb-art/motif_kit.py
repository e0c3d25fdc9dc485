"""The emblem registry the Queen's Blood art shares (motifs.py and one
motifs_<faction>.py per faction): @motif("name") registers an emblem,
draw() draws one by name, sym() mirrors, halo() glows."""
from svg import circle, mirror

MOTIFS = {}


def motif(name):
    def deco(fn):
        MOTIFS[name] = fn
        return fn
    return deco


def draw(name, recipe, rnd):
    return MOTIFS[name](recipe, rnd)


def sym(items):
    """Items plus their mirror image (for left-right symmetric emblems)."""
    return "".join(items) + mirror(items)


def halo(x, y, r, op=0.45):
    """A soft glow: radial gradient from the glow colour to transparent."""
    return circle(x, y, r, "H", None, 0, 'opacity="%.2f"' % min(1.0, op * 1.8))
