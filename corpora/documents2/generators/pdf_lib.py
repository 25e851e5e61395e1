import sys, os
sys.path.insert(0, os.path.dirname(__file__))
from common import fold
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import A4, letter, landscape
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase import pdfdoc

FD = "/usr/share/fonts/truetype/dejavu/"
for name, fn in [("Serif", "DejaVuSerif.ttf"), ("Serif-Bold", "DejaVuSerif-Bold.ttf"), ("Serif-Italic", "DejaVuSerif-Italic.ttf"),
                 ("Sans", "DejaVuSans.ttf"), ("Sans-Bold", "DejaVuSans-Bold.ttf"), ("Mono", "DejaVuSansMono.ttf"),
                 ("SerifCond", "DejaVuSerifCondensed.ttf"), ("SansCond", "DejaVuSansCondensed.ttf")]:
    pdfmetrics.registerFont(TTFont(name, FD + fn))

BREAK_AFTER = "/.-_"

class Gold:
    def __init__(self, name):
        self.name = name
        self.exp = []
        self.keys = set()
        self.pages = {}
        self.split = []
        self.annot_only = []
        self.meta_only = []
        self.acc = []
        self.own = None
        self.notes = []
        self.disputed = []
        self.printed_keys = set()
        self.extra = {}

    def add(self, doi, page, how="text"):
        k = fold(doi)
        if k not in self.keys:
            self.keys.add(k)
            self.exp.append(doi)
            self.pages[doi] = page
        else:
            # keep the earliest page; metadata (None) counts as 'not on a page'
            cur = [d for d in self.exp if fold(d) == k][0]
            if self.pages[cur] is None and page is not None:
                self.pages[cur] = page
            elif page is not None and self.pages[cur] is not None and page < self.pages[cur]:
                self.pages[cur] = page
        if how in ("text", "split"):
            self.printed_keys.add(k)
        if how == "split" and doi not in self.split:
            self.split.append(doi)
        if how == "annot":
            self._annot = getattr(self, "_annot", []) + [doi]
        if how == "meta":
            self._meta = getattr(self, "_meta", []) + [doi]

    def x(self, doi):
        if doi not in self.acc:
            self.acc.append(doi)

    def gold(self):
        # order: by first page (metadata-only last), stable in insertion order within a page
        annot = [d for d in getattr(self, "_annot", []) if fold(d) not in self.printed_keys]
        meta = [d for d in self.exp if fold(d) not in self.printed_keys and d not in annot]
        g = {"expected": self.exp, "pages": self.pages, "own_doi": self.own, "notes": " ".join(self.notes)}
        if self.split:
            g["split_across_lines"] = self.split
        if annot:
            g["link_annotation_only"] = sorted(set(annot), key=annot.index)
        if meta:
            g["metadata_only"] = meta
        acc = [d for d in self.acc if fold(d) not in self.keys]
        if acc:
            g["acceptable_extra"] = acc
        if self.disputed:
            g["disputed"] = self.disputed
        g.update(self.extra)
        return g


def set_info(c, title=None, author=None, subject=None, keywords=None, creator=None, producer=None, extra=None):
    """Set document info; 'extra' adds custom keys (e.g. Elsevier's /doi)."""
    if title: c.setTitle(title)
    if author: c.setAuthor(author)
    if subject: c.setSubject(subject)
    if keywords: c.setKeywords(keywords)
    if creator: c.setCreator(creator)
    if producer: c.setProducer(producer)
    if extra:
        info = c._doc.info
        orig = info.format
        def fmt(document, _orig=orig, _info=info):
            D = {"Title": pdfdoc.PDFString(_info.title), "Author": pdfdoc.PDFString(_info.author),
                 "Subject": pdfdoc.PDFString(_info.subject), "Keywords": pdfdoc.PDFString(_info.keywords),
                 "Creator": pdfdoc.PDFString(_info.creator), "Producer": pdfdoc.PDFString(_info.producer)}
            D["ModDate"] = D["CreationDate"] = pdfdoc.PDFDate(ts=document._timeStamp, dateFormatter=_info._dateFormatter)
            for k, v in extra.items():
                D[k] = pdfdoc.PDFString(v)
            return pdfdoc.PDFDictionary(D).format(document)
        info.format = fmt


def wrap(text, font, size, width, first_indent=0, hang=0, split_log=None, allow_split=True):
    """Greedy wrapper. Tokens that contain '10.' or '://' may be split after one of '/.-_'
    when they do not fit and the line is less than 65% full. Returns list of (indent, line)."""
    words = text.split(" ")
    lines = []
    cur = ""
    indent = first_indent
    def w(s):
        return stringWidth(s, font, size)
    i = 0
    while i < len(words):
        word = words[i]
        trial = (cur + " " + word) if cur else word
        if w(trial) <= width - indent:
            cur = trial
            i += 1
            continue
        # does not fit
        splittable = allow_split and ("10." in word or "://" in word)
        if splittable and cur and w(cur) < 0.65 * (width - indent) or (splittable and not cur):
            best = None
            for j in range(len(word) - 3, 1, -1):
                if word[j - 1] in BREAK_AFTER:
                    head = word[:j]
                    rest = word[j:]
                    if not any(ch.isalnum() for ch in rest[:2]):
                        continue
                    t2 = (cur + " " + head) if cur else head
                    if w(t2) <= width - indent:
                        best = j
                        break
            if best:
                head, rest = word[:best], word[best:]
                lines.append((indent, (cur + " " + head) if cur else head))
                if split_log is not None:
                    split_log.append((word, best))
                indent = hang
                cur = ""
                words[i] = rest
                continue
        if cur:
            lines.append((indent, cur))
            indent = hang
            cur = ""
        else:
            lines.append((indent, word))
            indent = hang
            i += 1
    if cur:
        lines.append((indent, cur))
    return lines


class Flow:
    """Very small column flow: draws wrapped paragraphs into a list of column frames over pages."""
    def __init__(self, c, frames, font="Serif", size=9.5, leading=11.5, on_new_page=None, page_no=1):
        self.c = c
        self.frames = frames  # list of (x, y_top, width, y_bottom)
        self.fi = 0
        self.font, self.size, self.leading = font, size, leading
        self.y = frames[0][1]
        self.page = page_no
        self.on_new_page = on_new_page
        self.log = []  # (page, line text)

    def next_frame(self):
        self.fi += 1
        if self.fi >= len(self.frames):
            self.c.showPage()
            self.page += 1
            self.fi = 0
            if self.on_new_page:
                self.on_new_page(self.c, self.page)
        self.y = self.frames[self.fi][1]

    def para(self, text, font=None, size=None, leading=None, indent=0, hang=0, space_after=3, split_log=None, allow_split=True, keep_lines=None):
        font = font or self.font; size = size or self.size; leading = leading or self.leading
        x, top, width, bottom = self.frames[self.fi]
        lines = keep_lines if keep_lines is not None else wrap(text, font, size, width, indent, hang, split_log, allow_split)
        placed = []
        for ind, ln in lines:
            if self.y - leading < self.frames[self.fi][3]:
                self.next_frame()
            x, top, width, bottom = self.frames[self.fi]
            self.y -= leading
            self.c.setFont(font, size)
            self.c.drawString(x + ind, self.y, ln)
            placed.append((self.page, self.fi, ln))
            self.log.append((self.page, ln))
        self.y -= space_after
        return placed

    def heading(self, text, font="Sans-Bold", size=10.5):
        return self.para(text, font=font, size=size, leading=size + 4, space_after=2, allow_split=False)


class Doc:
    """Canvas wrapper with page counter and a text log (page, text) for gold page numbers."""
    def __init__(self, path, pagesize=A4, on_new_page=None):
        self.c = canvas.Canvas(path, pagesize=pagesize, pageCompression=1)
        self.W, self.H = pagesize
        self.page = 1
        self.log = []
        self.on_new_page = on_new_page
        self.split_words = []
        if on_new_page:
            on_new_page(self, 1)

    def t(self, x, y, s, font="Serif", size=9, anchor="l"):
        self.c.setFont(font, size)
        if anchor == "l":
            self.c.drawString(x, y, s)
        elif anchor == "r":
            self.c.drawRightString(x, y, s)
        else:
            self.c.drawCentredString(x, y, s)
        self.log.append((self.page, s))

    def new_page(self):
        self.c.showPage()
        self.page += 1
        if self.on_new_page:
            self.on_new_page(self, self.page)

    def link(self, url, rect):
        self.c.linkURL(url, rect, relative=0, thickness=0)

    def save(self):
        self.c.save()

    def page_of(self, doi):
        import re
        def comp(s):
            s = s.replace("\u2010", "-").replace("\u2011", "-").replace("\u2013", "-").replace("\ufb01", "fi").replace("\ufb02", "fl")
            return fold(re.sub(r"\s+", "", s))
        d = comp(doi)
        pages = {}
        for pg, s in self.log:
            pages.setdefault(pg, []).append(s)
        for pg in sorted(pages):
            if d in comp("".join(pages[pg])):
                return pg
        return None


class DFlow:
    """Column flow over Doc pages. frames: list of (x, y_top, width, y_bottom) used on every page."""
    def __init__(self, doc, frames, font="Serif", size=9.5, leading=11.5, frames_first=None, dry=False):
        self.d = doc
        self.frames_all = frames
        self.frames = frames_first or frames
        self.fi = 0
        self.font, self.size, self.leading = font, size, leading
        self.y = self.frames[0][1]
        self.dry = dry
        self.placed = []  # (page, frame, line)

    def next_frame(self):
        self.fi += 1
        if self.fi >= len(self.frames):
            if not self.dry:
                self.d.new_page()
            else:
                self.d.page += 1
            self.frames = self.frames_all
            self.fi = 0
        self.y = self.frames[self.fi][1]

    def para(self, text, font=None, size=None, leading=None, indent=0, hang=0, space_after=3, allow_split=True, lines=None, label=None):
        font = font or self.font; size = size or self.size; leading = leading or self.leading
        x, top, width, bottom = self.frames[self.fi]
        sl = []
        if lines is not None:
            for ind, ln in lines:
                assert stringWidth(ln, font, size) + ind <= width + 0.5, ("manual line too wide", ln)
        lines = lines if lines is not None else wrap(text, font, size, width, indent, hang, sl, allow_split)
        self.d.split_words += sl
        first = True
        for ind, ln in lines:
            if self.y - leading < self.frames[self.fi][3]:
                self.next_frame()
            x, top, width, bottom = self.frames[self.fi]
            self.y -= leading
            if not self.dry:
                if first and label:
                    self.d.t(x, self.y, label, font, size)
                self.d.t(x + ind, self.y, ln, font, size)
            self.placed.append((self.d.page, self.fi, ln, first))
            if getattr(self, "on_line", None) and not self.dry:
                self.on_line(self, x, self.y)
            first = False
        self.y -= space_after

    def skip(self, h):
        self.y -= h


def register_splits(g, d):
    """Mark registered DOIs whose printed form was wrapped inside the DOI (after the '10.' start)."""
    import re
    for word, j in d.split_words:
        w = word.replace("\ufb01", "fi")
        for doi in g.exp:
            i = w.find(doi)
            if i >= 0 and i < j < i + len(doi) and doi not in g.split:
                g.split.append(doi)


def rich_line(d, x, y, s, font="Serif", size=11, sup_size=7, rise=4):
    """Draw a line where '^{n}' marks a superscript footnote marker (separate text object)."""
    import re
    parts = re.split(r"(\^\{[^}]*\})", s)
    cx = x
    for part in parts:
        if not part:
            continue
        if part.startswith("^{"):
            m = part[2:-1]
            d.c.setFont(font, sup_size)
            d.c.drawString(cx, y + rise, m)
            d.log.append((d.page, m))
            cx += stringWidth(m, font, sup_size)
        else:
            d.c.setFont(font, size)
            d.c.drawString(cx, y, part)
            d.log.append((d.page, part))
            cx += stringWidth(part, font, size)
    return cx


def rotated(d, x, y, s, font="SansCond", size=6, angle=90):
    d.c.saveState()
    d.c.translate(x, y)
    d.c.rotate(angle)
    d.c.setFont(font, size)
    d.c.drawString(0, 0, s)
    d.c.restoreState()
    d.log.append((d.page, s))
