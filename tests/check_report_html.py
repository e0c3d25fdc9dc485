#!/usr/bin/env python3
"""check_report_html.py REPORT.html SET.json — the playtest page is well formed
(every element closed in order), loads nothing from outside (no http(s), no
<link>, no external <script>), and names every card of the set in its text."""
import json
import sys
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Checker(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.errors, self.text = [], [], []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if v and k in ("src", "href") and not v.startswith("data:"):
                self.errors.append(f"<{tag} {k}={v[:40]!r}>: not self-contained")
        if tag == "link":
            self.errors.append("<link>: not self-contained")
        if tag not in VOID:
            self.stack.append((tag, self.getpos()))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1][0] != tag:
            self.errors.append(f"line {self.getpos()[0]}: </{tag}> closes {self.stack[-1] if self.stack else 'nothing'}")
            return
        self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def main():
    html, set_json = sys.argv[1], sys.argv[2]
    c = Checker()
    c.feed(open(html, encoding="utf-8").read())
    c.close()
    errors = list(c.errors)
    errors += [f"<{t}> opened at line {p[0]} is never closed" for t, p in c.stack]
    text = " ".join(c.text)
    for card in json.load(open(set_json, encoding="utf-8"))["cards"]:
        if card["name"] not in text:
            errors.append(f"card {card['name']!r} is not named in the page")
    for e in errors[:20]:
        print(e)
    print("html ok" if not errors else f"{len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
