"""Sanity checks for the HTML red-team set (independent of doiextract):
1. every file decodes with its declared encoding and parses with html.parser;
2. a crude, independent reading of each page (segments per SPEC 6) is printed next to the gold, and
   every gold DOI must occur in the decoded haystack of its page.
"""
import json
import os
import re
import unicodedata
from html.parser import HTMLParser
from urllib.parse import unquote

HERE = os.path.dirname(os.path.abspath(__file__))
HTML_DIR = os.path.join(HERE, "..", "html")

BLOCK = {"p", "div", "td", "th", "li", "br", "tr", "table", "ul", "ol", "h1", "h2", "h3", "section",
         "article", "header", "main", "pre", "noscript", "title", "body", "head", "html", "small",
         "dd", "dt"}
BLOCK.discard("small")
DOI_META = {"citation_doi", "dc.identifier", "prism.doi", "dc.identifier.doi"}


class Seg(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.segs = []
        self.buf = []
        self.mode = None  # 'script' / 'style'

    def flush(self):
        if self.buf:
            self.segs.append(("text", "".join(self.buf)))
            self.buf = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in BLOCK:
            self.flush()
        for k in ("href", "title", "data-doi"):
            if a.get(k):
                self.segs.append(("attr:" + k, a[k]))
        if tag == "meta" and (a.get("name") or "").lower() in DOI_META and a.get("content"):
            self.segs.append(("meta", a["content"]))
        if tag in ("script", "style"):
            self.flush()
            self.mode = tag

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.mode = None
        if tag in BLOCK:
            self.flush()

    def handle_data(self, data):
        if self.mode == "style":
            return
        if self.mode == "script":
            self.segs.append(("script", data))
            return
        self.buf.append(data)


def decode_file(path):
    raw = open(path, "rb").read()
    if raw.startswith(b"\xff\xfe") or raw.startswith(b"\xfe\xff"):
        return raw.decode("utf-16")
    m = re.search(rb"charset=([\w-]+)", raw[:1024])
    enc = m.group(1).decode() if m else "utf-8"
    if enc.lower() in ("iso-8859-1", "windows-1252"):
        enc = "cp1252"
    return raw.decode(enc)


def norm(s):
    s = re.sub("[\u00ad\u200b-\u200d\u2060\ufeff]", "", s)
    s = "".join(unicodedata.normalize("NFKC", c) if (0xFF00 <= ord(c) <= 0xFFEF or 0xFB00 <= ord(c) <= 0xFB06) else c for c in s)
    s = re.sub("[\u2010-\u2013\u2212]", "-", s)
    s = s.replace("\\/", "/").replace("\\u002F", "/").replace("\\u0026", "&").replace("\\_", "_").replace('\\"', '"')
    return s


def pdecode(s):
    return re.sub(r"(%[0-9A-Fa-f]{2})+", lambda m: unquote(m.group(0)), s)


CAND = re.compile(r"(?<![0-9])10\.[0-9]{3,}(?:\.[0-9]+)*/[^\s\"'<>\u00a0]+(?:<[^\s>]*>[^\s\"']*)?")


def candidates(kind, s):
    s = norm(s)
    out = []
    if kind.startswith("attr:href") or kind == "meta":
        s = re.split(r"[?#&]", pdecode(s.replace("&", "&")), maxsplit=0)[0] if "openurl" not in s and "sfx" not in s and "linkout" not in s and "scholar" not in s else pdecode(s)
    else:
        s = pdecode(s)
    for m in CAND.finditer(s):
        d = m.group(0)
        d = re.split(r"[&\"',|\t]", d)[0] if kind != "text" else d
        while d and d[-1] in ".,;:!?\u2026\"'\u201c\u201d\u2018\u2019\u00ab\u00bb\u2014)]}>/":
            if d[-1] in ")]}>":
                o = {")": "(", "]": "[", "}": "{", ">": "<"}[d[-1]]
                if d.count(o) >= d.count(d[-1]):
                    break
            if d.endswith(".") and d.endswith("%2E"):
                break
            d = d[:-1]
        out.append(d)
    return out


def main():
    gold = json.load(open(os.path.join(HERE, "..", "gold.json")))["html"]
    ok = True
    for name in sorted(os.listdir(HTML_DIR)):
        text = decode_file(os.path.join(HTML_DIR, name))
        p = Seg()
        p.feed(text)
        p.close()
        p.flush()
        found = []
        for kind, s in p.segs:
            for d in candidates(kind, s):
                if d.lower() not in [x.lower() for x in found]:
                    found.append(d)
        hay = norm(pdecode(" ".join(s for _, s in p.segs)))
        hay = re.sub(r"[\s]", "", hay)
        exp = gold[name]["expected"]
        hay2 = re.sub(r"\s", "", pdecode(" ".join(s for _, s in p.segs))).lower()  # no folding
        hay3 = re.sub(r"\s", "", " ".join(s for _, s in p.segs)).lower()  # no decoding (urn: form)
        missing = [d for d in exp if d.lower() not in hay.lower() and d.lower() not in hay2
                   and d.lower().replace("/", ":", 1) not in hay2]
        print("==", name, "parsed ok,", len(p.segs), "segments")
        if missing:
            ok = False
            print("  !! gold DOI not in haystack:", missing)
        if [x.lower() for x in found] != [x.lower() for x in exp]:
            print("  crude reading:", found)
            print("  gold         :", exp)
    print("ALL OK" if ok else "PROBLEMS")


if __name__ == "__main__":
    main()
