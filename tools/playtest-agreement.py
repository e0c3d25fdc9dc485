#!/usr/bin/env python3
"""How far two playtest reports rank the cards alike.

    tools/playtest-agreement.py REFERENCE.json OTHER.json [OTHER2.json ...] [--min-games N]

For each OTHER report, the Spearman rank correlation with REFERENCE of
  * the win difference (win rate when played minus the average card's), over
    the cards played in at least N games in both reports, and
  * the play rate (games played / games drawn), over the cards drawn in at
    least N games in both,
with the number of cards each is taken over, the games of each report and
its AI.  Two runs of the same AI on other seeds give the yardstick: an AI
whose ranking agrees with the reference's about as well as the reference's
own AI on another seed ranks the cards as well as the games allow.

    tools/playtest-agreement.py --self-test
checks the arithmetic on made-up reports.
"""
import json
import sys


def ranks(values):
    """Ranks 1..n, ties sharing their mean rank."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(xs, ys):
    """Pearson correlation of the ranks (ties handled); None under 3 pairs."""
    if len(xs) < 3:
        return None
    rx, ry = ranks(xs), ranks(ys)
    n = len(xs)
    mx, my = sum(rx) / n, sum(ry) / n
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    if sxx == 0 or syy == 0:
        return None
    return sxy / (sxx * syy) ** 0.5


def figures(report, min_games):
    """Per card id: (win difference or None, play rate or None)."""
    out = {}
    for c in report["cards"]:
        wd = c.get("win_difference") if c.get("games_played", 0) >= min_games else None
        pr = c["games_played"] / c["games_drawn"] if c.get("games_drawn", 0) >= min_games else None
        out[c["id"]] = (wd, pr)
    return out


def agreement(ref, other, min_games):
    a, b = figures(ref, min_games), figures(other, min_games)
    result = {}
    for k, name in ((0, "win_difference"), (1, "play_rate")):
        ids = sorted(i for i in a if i in b and a[i][k] is not None and b[i][k] is not None)
        result[name] = (spearman([a[i][k] for i in ids], [b[i][k] for i in ids]), len(ids))
    return result


def shown(r):
    return "  n/a" if r is None else "%5.2f" % r


def self_test():
    def report(cards):
        return {"cards": [{"id": i, "games_played": p, "games_drawn": d, "win_difference": w} for i, p, d, w in cards]}
    ref = report([("a", 10, 20, 0.1), ("b", 10, 20, 0.2), ("c", 10, 20, 0.3), ("d", 2, 20, 0.9)])
    same = report([("a", 10, 20, 1.0), ("b", 12, 20, 2.0), ("c", 14, 20, 3.0), ("d", 10, 20, -5.0)])
    flip = report([("a", 14, 20, 0.3), ("b", 12, 20, 0.2), ("c", 10, 20, 0.1), ("d", 10, 20, 0.0)])
    ok = True
    s = agreement(ref, same, 4)
    ok &= s["win_difference"] == (1.0, 3)  # d is played in 2 games in ref: left out
    ok &= abs(agreement(ref, flip, 4)["win_difference"][0] + 1.0) < 1e-9
    ok &= ranks([3, 1, 3, 2]) == [3.5, 1.0, 3.5, 2.0]
    ok &= spearman([1, 2], [2, 1]) is None
    print("self-test", "ok" if ok else "FAILED")
    return 0 if ok else 1


def main(argv):
    if "--self-test" in argv:
        return self_test()
    min_games = 4
    paths = []
    i = 0
    while i < len(argv):
        if argv[i] == "--min-games" and i + 1 < len(argv):
            min_games = int(argv[i + 1])
            i += 2
            continue
        paths.append(argv[i])
        i += 1
    if len(paths) < 2:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    reports = []
    for p in paths:
        try:
            with open(p, encoding="utf-8") as f:
                reports.append(json.load(f))
        except (OSError, ValueError) as e:
            print("%s: %s" % (p, e), file=sys.stderr)
            return 1
    ref = reports[0]
    print("reference %s: %s, %d games" % (paths[0], ref.get("ai", "?"), ref.get("games", 0)))
    print("cards counted: played (drawn) in at least %d games of both reports" % min_games)
    print("%-40s %6s  %-14s %-14s  %s" % ("report", "games", "win diff (n)", "play rate (n)", "AI"))
    for p, r in zip(paths[1:], reports[1:]):
        a = agreement(ref, r, min_games)
        wd, pr = a["win_difference"], a["play_rate"]
        print("%-40s %6d  %s (%3d)    %s (%3d)    %s" % (p, r.get("games", 0), shown(wd[0]), wd[1], shown(pr[0]), pr[1],
                                                    r.get("ai", "?")))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
