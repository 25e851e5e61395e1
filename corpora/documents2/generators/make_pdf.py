import sys, os, re, json, subprocess
sys.path.insert(0, os.path.dirname(__file__))
from common import fold
import pdf_a
try:
    import pdf_b
    MODS = [pdf_a, pdf_b]
except ImportError:
    MODS = [pdf_a]

def ptext(path, page=None, layout=False):
    args = ["pdftotext", "-enc", "UTF-8"]
    if layout: args.append("-layout")
    if page: args += ["-f", str(page), "-l", str(page)]
    return subprocess.run(args + [path, "-"], capture_output=True, text=True).stdout

def comp(s):
    s = s.replace("\u2010", "-").replace("\u2011", "-").replace("\u2013", "-").replace("\u2212", "-").replace("\ufb01", "fi").replace("\ufb02", "fl")
    return fold(re.sub(r"\s+", "", s))

def npages(path):
    out = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))

def annots(path):
    from pdfminer.pdfparser import PDFParser
    from pdfminer.pdfdocument import PDFDocument
    from pdfminer.pdfpage import PDFPage
    from pdfminer.pdftypes import resolve1
    res = []
    with open(path, "rb") as fh:
        doc = PDFDocument(PDFParser(fh))
        for i, pg in enumerate(PDFPage.create_pages(doc), 1):
            for a in resolve1(pg.annots) or []:
                a = resolve1(a)
                A = resolve1(a.get("A"))
                if A and "URI" in A:
                    u = resolve1(A["URI"])
                    res.append((i, u.decode() if isinstance(u, bytes) else u))
    return res

only = sys.argv[1:]
gold = {}
if os.path.exists("/tmp/redteam4/_gen/gold_pdf.json"):
    gold = json.load(open("/tmp/redteam4/_gen/gold_pdf.json"))
for mod in MODS:
    for b in mod.BUILDERS:
        if only and b.__name__ not in only:
            continue
        g, d = b()
        from pdf_lib import register_splits
        register_splits(g, d)
        path = "/tmp/redteam4/pdf/" + g.name
        n = npages(path)
        from pdfminer.high_level import extract_text
        texts = [comp(extract_text(path, page_numbers=[p - 1])) for p in range(1, n + 1)]
        pt_all = comp(ptext(path))
        g.extra["_pdftotext_missing"] = [x for x in g.exp if comp(x) not in pt_all]
        ann = annots(path)
        gd = g.gold()
        annot_only = set(fold(x) for x in gd.get("link_annotation_only", []))
        meta_only = set(fold(x) for x in gd.get("metadata_only", []))
        # pages + reading order from pdftotext (annotation-only after printed on their page; metadata last)
        pos = {}
        for doi in g.exp:
            k = fold(doi)
            if k in meta_only:
                pos[doi] = (10**9, 0); g.pages[doi] = None; continue
            if k in annot_only:
                from urllib.parse import unquote
                pg = min([p for p, u in ann if k in fold(unquote(u))] or [None], key=lambda v: v or 10**9)
                if pg is None:
                    print("  !! annotation not found", g.name, doi)
                g.pages[doi] = pg
                pos[doi] = ((pg or 10**8), 10**7 + g.exp.index(doi)); continue
            found = None
            for p in range(1, n + 1):
                i = texts[p - 1].find(comp(doi))
                if i >= 0:
                    found = (p, i); break
            if not found:
                print("  !! NOT IN pdfminer text", g.name, doi)
                pos[doi] = (10**8, 0)
                continue
            logp = d.page_of(doi)
            if logp != found[0]:
                print("  !! page mismatch", g.name, doi, "log", logp, "pdftotext", found[0])
            g.pages[doi] = found[0]
            pos[doi] = found
        g.exp.sort(key=lambda x: pos[x])
        gd = g.gold()
        gd["pages"] = {k: g.pages[k] for k in g.exp}
        gold[g.name] = gd
        print("   pdftotext-missing:", g.extra.get("_pdftotext_missing"))
        print(f"{g.name}: {n} pages, {len(g.exp)} DOIs, split {len(gd.get('split_across_lines', []))}, annot-only {len(gd.get('link_annotation_only', []))}, meta-only {len(gd.get('metadata_only', []))}")
json.dump(gold, open("/tmp/redteam4/_gen/gold_pdf.json", "w"), indent=1, ensure_ascii=False)
