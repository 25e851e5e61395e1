import glob
from pdfminer.high_level import extract_pages
from pdfminer.layout import LTChar, LTTextContainer
for f in sorted(glob.glob('/tmp/redteam4/pdf/*.pdf')):
    bad = 0
    for pg in extract_pages(f):
        W, H = pg.width, pg.height
        def walk(o):
            global bad
            if isinstance(o, LTChar):
                if o.x1 > W + 0.5 or o.x0 < -0.5 or o.y1 > H + 0.5 or o.y0 < -0.5:
                    bad += 1
            elif hasattr(o, '__iter__'):
                for c in o: walk(c)
        walk(pg)
    print(f.split('/')[-1], 'chars off-page:', bad)
