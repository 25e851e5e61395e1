"""Sanity checks for the PDF red-team set (independent of doiextract):
%PDF header and %%EOF, pdfinfo opens it, page count; every gold DOI is found on its gold page (text
with line breaks/extraction spaces removed, ligatures and hyphen look-alikes folded) and not on an
earlier page; link-annotation DOIs are found in /URI actions of that page; metadata DOIs in the Info
dictionary or XMP.
"""
import json
import os
import re
import subprocess
import unicodedata
from urllib.parse import unquote

from pdfminer.pdfdocument import PDFDocument
from pdfminer.pdfpage import PDFPage
from pdfminer.pdfparser import PDFParser
from pdfminer.pdftypes import resolve1

HERE = os.path.dirname(os.path.abspath(__file__))
PDF_DIR = os.path.join(HERE, "..", "pdf")


def fold(s):
    s = "".join(unicodedata.normalize("NFKC", c) if 0xFB00 <= ord(c) <= 0xFB06 else c for c in s)
    return re.sub("[\u2010-\u2013\u2212]", "-", s)


def page_texts(path, n):
    # pypdfium2, not pdftotext: poppler drops the hyphen at a line end ('S0140-' + '6736...' comes out
    # as 'S01406736...'), which is exactly the artefact p05 tests.
    import pypdfium2 as pdfium
    doc = pdfium.PdfDocument(path)
    assert len(doc) == n
    return [fold(doc[i].get_textpage().get_text_range()) for i in range(n)]


def squash(t):
    return re.sub(r"\s+", "", t).lower()


def annots(path):
    res = []
    with open(path, "rb") as f:
        doc = PDFDocument(PDFParser(f))
        info = {k: (v.decode("latin-1") if isinstance(v, bytes) else str(v))
                for d in doc.info for k, v in d.items()}
        xmp = ""
        md = resolve1(doc.catalog.get("Metadata"))
        if md is not None:
            xmp = md.get_data().decode("utf-8", "replace")
        for pno, page in enumerate(PDFPage.create_pages(doc), 1):
            for a in resolve1(page.annots) or []:
                a = resolve1(a)
                act = resolve1(a.get("A"))
                if act and resolve1(act.get("URI")):
                    uri = resolve1(act.get("URI"))
                    res.append((pno, uri.decode() if isinstance(uri, bytes) else uri))
    return res, info, xmp


def main():
    gold = json.load(open(os.path.join(HERE, "..", "gold.json")))["pdf"]
    ok = True
    for name in sorted(os.listdir(PDF_DIR)):
        path = os.path.join(PDF_DIR, name)
        raw = open(path, "rb").read()
        assert raw.startswith(b"%PDF-") and raw.rstrip().endswith(b"%%EOF"), name
        pi = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
        n = int(re.search(r"Pages:\s+(\d+)", pi).group(1))
        texts = [squash(t) for t in page_texts(path, n)]
        links, info, xmp = annots(path)
        g = gold[name]
        problems = []
        for d in g["expected"]:
            pg = g["pages"][d]
            key = d.lower()
            if pg is None:
                if key not in " ".join(info.values()).lower() and key not in xmp.lower():
                    problems.append("metadata DOI not in Info/XMP: " + d)
                if any(key in t for t in texts):
                    problems.append("metadata-only DOI printed: " + d)
                continue
            in_text = key in texts[pg - 1] or key.replace("/", ":", 1) in texts[pg - 1]  # urn:doi: form
            in_link = any(p == pg and key in unquote(u).lower() for p, u in links)
            if d in g["link_annotation_only"]:
                if not in_link or in_text:
                    problems.append("link-only DOI wrong: %s (link %s, text %s)" % (d, in_link, in_text))
            elif not in_text:
                problems.append("DOI not printed on page %d: %s" % (pg, d))
            for earlier in range(1, pg):
                if key in texts[earlier - 1] or any(p == earlier and key in unquote(u).lower() for p, u in links):
                    problems.append("DOI already on earlier page %d: %s" % (earlier, d))
        ok &= not problems
        print("== %s: %d page(s), %d link(s), own=%s %s" % (name, n, len(links), g["own_doi"],
                                                          "OK" if not problems else problems))
    print("ALL OK" if ok else "PROBLEMS")


if __name__ == "__main__":
    main()
