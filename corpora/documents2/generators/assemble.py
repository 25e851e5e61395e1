import json, subprocess, glob, os
from html.parser import HTMLParser
h = json.load(open('gold_html.json'))
p = json.load(open('gold_pdf.json'))
for name, g in p.items():
    miss = g.pop('_pdftotext_missing', [])
    g.pop('column_break_split', None)
    if miss:
        g['notes'] += (" Backend caveat (poppler pdftotext 22.12, default mode): " + ", ".join(miss) +
                       " not found verbatim; pdftotext drops the hyphen at a line-end break inside a DOI ('S0022-' + '2836' -> 'S00222836')" if any('-' in m for m in miss) and not g.get('link_annotation_only') and not g.get('metadata_only') else
                       " Backend caveat: " + ", ".join(miss) + " are not in the page text (link annotations or metadata only).")
order = ["expected", "pages", "own_doi", "own_doi_acceptable", "acceptable_extra", "split_across_lines", "column_break_doi", "link_annotation_only", "metadata_only", "disputed", "notes"]
def ordered(g):
    return {k: g[k] for k in order if k in g} | {k: v for k, v in g.items() if k not in order}
gold = {"html": {k: ordered(v) for k, v in sorted(h.items())}, "pdf": {k: ordered(v) for k, v in sorted(p.items())}}
json.dump(gold, open('/tmp/redteam4/gold.json', 'w'), indent=1, ensure_ascii=False)
# validation
ok = True
for f in sorted(glob.glob('/tmp/redteam4/html/*.html')):
    HTMLParser().feed(open(f, encoding='utf-8').read())
    assert os.path.basename(f) in gold['html'], f
for f in sorted(glob.glob('/tmp/redteam4/pdf/*.pdf')):
    a = subprocess.run(['pdfinfo', f], capture_output=True, text=True)
    b = subprocess.run(['pdftotext', f, '-'], capture_output=True, text=True)
    if a.returncode or b.returncode or a.stderr.strip() or b.stderr.strip():
        ok = False; print('PDF problem', f, a.stderr, b.stderr)
    assert os.path.basename(f) in gold['pdf'], f
print('html', len(gold['html']), 'pdf', len(gold['pdf']), 'ok' if ok else 'PROBLEMS')
