"""recipe.py — the per-card registry: @card("id") registers the function
that paints a card's subject; draw(card) paints backdrop, subject and frame."""
import hashlib
import random
import re

from .paint import Pic
from . import style

RECIPES = {}


def card(*ids):
    def deco(fn):
        for i in ids:
            RECIPES[i] = fn
        return fn
    return deco


def seed_of(card_id):
    return int(hashlib.sha256(card_id.encode()).hexdigest()[:12], 16)


def draw(c):
    """The card's picture (a Pic); the seed comes from its id, so the output
    is the same byte for byte on every run."""
    rnd = random.Random(seed_of(c["id"]))
    pal = style.palette(c, rnd)
    P = Pic(re.sub(r"[^a-z0-9]", "", c["id"])[:10] + "_")
    RECIPES[c["id"]](P, c, pal, rnd)
    style.frame(P, c, pal)
    return P
