import json, os, sys, re, html
from html.parser import HTMLParser
from urllib.parse import unquote
sys.path.insert(0, os.path.dirname(__file__))
import html_a, html_b, html_c
from common import fold

OUT = "/tmp/redteam4/html"
gold = {}
for mod in (html_a, html_b, html_c):
    for fn in mod.PAGES:
        p, h = fn()
        path = os.path.join(OUT, p.name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(h)
        # validate with html.parser
        class V(HTMLParser):
            pass
        v = V(convert_charrefs=True)
        v.feed(h); v.close()
        gold[p.name] = p.gold()

# independent sanity check: each expected DOI must be findable in some decoded view of the file
def views(h):
    u = html.unescape(h)
    vs = [h, u, unquote(u), u.replace("\\/", "/").replace("\\u002F", "/"),
          re.sub(r"<[^>]+>", "", u), re.sub(r"<(?:wbr|/?mark|/?time[^>]*|/?b)>", "", h)]
    import unicodedata
    vs.append(unicodedata.normalize("NFKC", u))
    vs.append(u.replace("\u00ad", "").replace("\u200b", ""))
    vs.append(html.unescape(re.sub(r"<(?:wbr|/?mark|/?time[^>]*|/?b)>", "", h)))
    return [fold(x) for x in vs]

bad = 0
for name, g in gold.items():
    h = open(os.path.join(OUT, name), encoding="utf-8").read()
    vs = views(h)
    for d in g["expected"] + g.get("acceptable_extra", []):
        if not any(fold(d) in v for v in vs):
            print("NOT FOUND", name, d); bad += 1
    # order check (approximate): first position in best view
    pos = []
    for d in g["expected"]:
        ps = [v.find(fold(d)) for v in vs if fold(d) in v]
print("pages:", len(gold), "problems:", bad)
json.dump(gold, open("/tmp/redteam4/_gen/gold_html.json", "w"), indent=1, ensure_ascii=False)
