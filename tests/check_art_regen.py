#!/usr/bin/env python3
"""check_art_regen.py — the committed art is what the art scripts write.

Usage: python3 tests/check_art_regen.py [repo-root]

Copies cards/ and data/icons/ into a temporary folder, runs every generator
(tools/art/gen_*.py and tools/qb-art/gen_art.py) there, and fails when a
file they write differs from the committed one or is not committed at all.
Each script takes well under a second.
"""
import filecmp
import glob
import os
import shutil
import subprocess
import sys
import tempfile

WATCHED = ("cards", os.path.join("data", "icons"))


def snapshot(root):
    files = {}
    for top in WATCHED:
        for dirpath, _, names in os.walk(os.path.join(root, top)):
            for n in names:
                p = os.path.join(dirpath, n)
                files[os.path.relpath(p, root)] = p
    return files


def main(argv):
    root = os.path.abspath(argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    scripts = sorted(glob.glob(os.path.join(root, "tools", "art", "gen_*.py")))
    qb = os.path.join(root, "tools", "qb-art", "gen_art.py")
    if os.path.isfile(qb):
        scripts.append(qb)
    problems = []
    with tempfile.TemporaryDirectory(prefix="ct-art-") as tmp:
        for top in WATCHED:
            src = os.path.join(root, top)
            if os.path.isdir(src):
                shutil.copytree(src, os.path.join(tmp, top))
        for s in scripts:
            args = [sys.executable, "-B", s] + ([tmp] if s == qb else [])
            r = subprocess.run(args, cwd=tmp, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=120)
            if r.returncode != 0:
                problems.append("%s failed (exit %d): %s" % (os.path.relpath(s, root), r.returncode,
                                                             r.stdout.decode(errors="replace").strip()[-400:]))
        made = snapshot(tmp)
        committed = snapshot(root)
        for rel, p in sorted(made.items()):
            if rel not in committed:
                problems.append("%s: written by the art scripts but not committed" % rel)
            elif not filecmp.cmp(p, committed[rel], shallow=False):
                problems.append("%s: differs from what the art scripts write (run them and commit)" % rel)
    for p in problems:
        print(p)
    print("check_art_regen: %d script(s), %d problem(s)" % (len(scripts), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
