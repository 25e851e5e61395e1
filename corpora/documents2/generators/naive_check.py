# Rough, independent scan used only to cross-check the hand-made gold (not the product).
import json, re, sys, unicodedata
from urllib.parse import unquote
from bs4 import BeautifulSoup, Comment
sys.path.insert(0, '/tmp/redteam4/_gen')
from common import fold
INLINE = "span b em i wbr mark time abbr code a sup sub cite strong small bdi q u s font".split()
DOI_META = {"citation_doi", "dc.identifier", "prism.doi", "doi", "dc.source"}
RX = re.compile(r"(?<![\d])10\.\d{3,}(?:\.\d+)*/\S+")
def clean(s):
    s = s.replace("\\/", "/").replace("\\u002F", "/").replace("\\u002f", "/")
    s = s.replace("\u00ad", "").replace("\u200b", "")
    s = "".join(unicodedata.normalize("NFKC", c) if 0xFF00 <= ord(c) <= 0xFFEF else c for c in s)
    return s
def trim(d, url):
    if url:
        d = re.split(r"[?#&]", d)[0]
    while True:
        o = d
        d = d.rstrip(".,;:!?…\"'”’»")
        for op, cl in ("()", "[]", "{}", "<>"):
            if d.endswith(cl) and d.count(cl) > d.count(op):
                d = d[:-1]
        d = d.rstrip("/")
        if d == o: return d
def scan(s, url=False, out=None):
    s = clean(s)
    for cand in (s, unquote(s)):
        for m in RX.finditer(cand):
            d = trim(m.group(0), url or "://" in cand)
            out.append(d)
def page(h):
    soup = BeautifulSoup(h, "html.parser")
    for c in soup.find_all(string=lambda t: isinstance(t, Comment)): c.extract()
    for st in soup.find_all("style"): st.decompose()
    found = []
    for tag in soup.find_all(True):
        for attr in ("href", "title", "data-doi"):
            if tag.has_attr(attr): scan(tag[attr], url=(attr == "href"), out=found)
        if tag.name == "meta" and (tag.get("name", "").lower() in DOI_META) and tag.has_attr("content"):
            scan(tag["content"], out=found)
    for sc in soup.find_all("script"):
        scan(sc.string or "", out=found)
        sc.decompose()
    for t in soup.find_all(INLINE): t.unwrap()
    soup.smooth()
    scan(soup.get_text("\n"), out=found)
    seen, res = set(), []
    for d in found:
        if fold(d) not in seen:
            seen.add(fold(d)); res.append(d)
    return res
gold = json.load(open('/tmp/redteam4/_gen/gold_html.json'))
for name, g in gold.items():
    got = page(open('/tmp/redteam4/html/' + name, encoding='utf-8').read())
    E = {fold(x) for x in g['expected']}; A = {fold(x) for x in g.get('acceptable_extra', [])}
    G = {fold(x) for x in got}
    miss = [x for x in g['expected'] if fold(x) not in G]
    extra = [x for x in got if fold(x) not in E and fold(x) not in A]
    print(f"== {name}: exp {len(E)} got {len(G)}")
    if miss: print("   MISSING(naive):", miss)
    if extra: print("   EXTRA(naive):", extra)
