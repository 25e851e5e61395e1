"""Shared helpers for the red-team corpus generator (no doiextract import)."""
import html as _html
import json
from urllib.parse import quote

def fold(s):
    """ASCII-only case fold (SPEC 1)."""
    return ''.join(chr(ord(c) + 32) if 'A' <= c <= 'Z' else c for c in s)

def esc(s):
    return _html.escape(s, quote=True)

def enc(doi, mode):
    if mode is None:
        return doi
    if mode == 'java':      # Springer Nature: java.net.URLEncoder
        return quote(doi, safe='-_.*')
    if mode == 'mw':        # MediaWiki CS1 doi links
        return quote(doi, safe='-_.~')
    if mode == 'path':      # Atypon/Wiley paths: only unsafe chars
        return quote(doi, safe="/:;()-_.~,=+$@!*'")
    if mode == 'all':       # encodeURIComponent-ish
        return quote(doi, safe="-_.!~*'()")
    raise ValueError(mode)

class Page:
    def __init__(self, name):
        self.name = name
        self.exp = []
        self.keys = set()
        self.acc = []
        self.own = None
        self.own_acceptable = None
        self.notes = []
        self.disputed = []
        self.extra = {}

    def _reg(self, doi):
        k = fold(doi)
        if k not in self.keys:
            self.keys.add(k)
            self.exp.append(doi)

    # expected occurrence, raw form (HTML-escaped unless raw=True)
    def t(self, doi, form=None, raw=False):
        self._reg(doi)
        s = form if form is not None else doi
        return s if raw else esc(s)

    # expected occurrence as URL
    def u(self, doi, prefix='https://doi.org/', mode=None, suffix='', raw=False):
        self._reg(doi)
        s = prefix + enc(doi, mode) + suffix
        return s if raw else esc(s)

    # acceptable-only occurrence (DOI inside another service's URL, etc.)
    def x(self, doi, text, raw=False):
        if doi not in self.acc:
            self.acc.append(doi)
        return text if raw else esc(text)

    def note(self, s):
        self.notes.append(s)

    def gold(self):
        acc = [d for d in self.acc if fold(d) not in self.keys]
        g = {"expected": self.exp, "own_doi": self.own, "notes": " ".join(self.notes)}
        if acc:
            g["acceptable_extra"] = acc
        if self.own_acceptable:
            g["own_doi_acceptable"] = self.own_acceptable
        if self.disputed:
            g["disputed"] = self.disputed
        g.update(self.extra)
        return g
