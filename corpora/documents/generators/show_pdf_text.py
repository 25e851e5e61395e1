import sys

import pypdfium2 as pdfium
from pdfminer.high_level import extract_text

f=sys.argv[1]
print("--- pdfminer"); print("\n".join(l for l in extract_text(f).splitlines() if l.strip()))
print("--- pdfium")
pdf=pdfium.PdfDocument(f)
for i,p in enumerate(pdf):
    t=p.get_textpage().get_text_range()
    print(f"[page {i+1}]"); print("\n".join(l for l in t.splitlines() if l.strip()))
