"""Write the DOI-dense reference-list pages of corpora/dense-html/ and their gold.json.

Each page imitates the markup shapes of one publisher's article page or listing (PLOS,
Springer, Elsevier ScienceDirect, Wiley Online Library, an arXiv listing) as written from
memory of those sites' public HTML: not copies of any page. Titles, authors and DOIs are made
up (seeded, deterministic); the DOI shapes are the publishers' real ones (``journal.pone.``,
``s00125-019-``, ``j.cell.``, SICI with ``<>``/``;``/``()``, ``PhysRevLett.``). Run from the
repository root: ``python corpora/dense-html/generate.py`` (rewrites the files).
"""

from __future__ import annotations

import html
import json
import random
from pathlib import Path
from urllib.parse import quote

HERE = Path(__file__).resolve().parent
WORDS = (
    "cell",
    "signalling",
    "protein",
    "regulation",
    "climate",
    "model",
    "neural",
    "network",
    "dynamics",
    "evidence",
    "population",
    "genome",
    "expression",
    "analysis",
    "structure",
    "catalytic",
    "reaction",
    "surface",
    "quantum",
    "transport",
    "response",
    "immune",
    "trial",
    "cohort",
    "risk",
    "factor",
    "synthesis",
    "framework",
)
NAMES = ["Smith", "Müller", "García", "Nakamura", "Okafor", "Dubois", "Kowalski", "Ng", "Rossi"]
JOURNALS = ["Nature", "Cell", "J Biol Chem", "PLoS Comput Biol", "Phys Rev Lett", "Angew Chem"]


def _doi(rng: random.Random, i: int) -> str:
    shapes = [
        lambda: f"10.1371/journal.pone.{rng.randrange(10**6, 10**7):07d}",
        lambda: (
            f"10.1007/s00{rng.randrange(100, 999)}-0{rng.randrange(10, 25)}-"
            f"{rng.randrange(1000, 9999)}-{rng.randrange(10)}"
        ),
        lambda: (
            f"10.1016/j.cell.20{rng.randrange(10, 24)}.{rng.randrange(1, 13):02d}."
            f"{rng.randrange(1, 60):03d}"
        ),
        lambda: (
            f"10.1038/s41586-0{rng.randrange(18, 24)}-{rng.randrange(1000, 9999)}-"
            f"{rng.choice('0123456789x')}"
        ),
        lambda: f"10.1103/PhysRevLett.{rng.randrange(100, 133)}.{rng.randrange(10**5, 10**6)}",
        lambda: f"10.1002/anie.20{rng.randrange(15, 24)}{rng.randrange(1000, 9999):05d}",
        lambda: f"10.1093/nar/gk{rng.choice('ayz')}{rng.randrange(100, 999)}",
        lambda: f"10.1111/j.1365-2958.20{rng.randrange(0, 12):02d}.0{rng.randrange(1000, 9999)}.x",
        lambda: (
            f"10.1002/(SICI)1097-4636(1996{rng.randrange(1, 13):02d})31:3<"
            f"{rng.randrange(100, 999)}::AID-JBM{rng.randrange(1, 20)}>3.0.CO;2-"
            f"{rng.choice('ABCD')}"
        ),
        lambda: f"10.1021/acs.jpcb.{rng.randrange(7, 10)}b0{rng.randrange(1000, 9999)}",
    ]
    return shapes[i % len(shapes)]()


def _ref(rng: random.Random) -> tuple[str, str, str, int, str]:
    authors = ", ".join(f"{rng.choice(NAMES)} {rng.choice('ABCDEFGHJK')}" for _ in range(3))
    title = " ".join(rng.choice(WORDS) for _ in range(rng.randrange(5, 10))).capitalize()
    return (
        authors,
        title,
        rng.choice(JOURNALS),
        rng.randrange(1990, 2024),
        f"{rng.randrange(1, 999)}",
    )


def _refs(seed: int, n: int) -> list[tuple[str, tuple[str, str, str, int, str]]]:
    rng = random.Random(seed)
    return [(_doi(rng, i), _ref(rng)) for i in range(n)]


def _head(title: str, own: str, cited: list[str]) -> str:
    metas = "".join(
        f'<meta name="citation_reference" content="citation_title={html.escape(t)};'
        f'citation_doi={html.escape(d)};citation_year={y}">\n'
        for d, (_, t, _, y, _) in cited[:20]
    )
    return (
        f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{html.escape(title)}</title>\n"
        f'<meta name="citation_title" content="{html.escape(title)}">\n'
        f'<meta name="citation_doi" content="{own}">\n{metas}'
        f'<link rel="stylesheet" href="/resource/css/screen.css?v=10.2">\n</head>\n'
    )


def plos(own: str, refs: list) -> str:
    out = [_head("A plos-shaped article", own, refs), '<body>\n<div class="article-content">']
    out.append(f'<p class="article-id">https://doi.org/{own}</p>\n<ol class="references">')
    for i, (doi, (authors, title, journal, year, vol)) in enumerate(refs, 1):
        e = html.escape(doi)
        out.append(
            f'<li id="ref{i}"><span class="order">{i}. </span><a name="ref{i}" id="ref{i}" '
            f'class="link-target"></a>{authors}. {title}. {journal}. {year};{vol}: 1–12. '
            f'<a href="https://doi.org/{e}" target="_blank">https://doi.org/{e}</a>\n'
            f'<ul class="reflinks"><li><a href="https://doi.org/{e}" data-author="{authors}" '
            f'data-cit="{authors}. {title}" data-title="{title}" target="_new" '
            f'title="Go to article">View Article</a></li><li><a href="http://www.ncbi.nlm.nih.gov/'
            f'pubmed/{30000000 + i}" target="_new" title="Go to article in PubMed">PubMed/NCBI</a>'
            f'</li><li><a href="http://scholar.google.com/scholar?q={quote(title)}" target="_new" '
            f'title="Go to article in Google Scholar">Google Scholar</a></li></ul></li>'
        )
    out.append("</ol></div>\n</body>\n</html>\n")
    return "\n".join(out)


def springer(own: str, refs: list) -> str:
    out = [_head("A springer-shaped article", own, refs), "<body>"]
    out.append(
        f'<ul class="c-bibliographic-information__list"><li><abbr title="Digital Object '
        f'Identifier">DOI</abbr>: <span class="c-bibliographic-information__value">'
        f"https://doi.org/{own}</span></li></ul>"
    )
    out.append('<ol class="c-article-references" data-track-component="outbound reference">')
    for i, (doi, (authors, title, journal, year, vol)) in enumerate(refs, 1):
        e = html.escape(doi)
        q = quote(doi, safe="")
        out.append(
            f'<li class="c-article-references__item js-c-reading-companion-references-item" '
            f'data-counter="{i}."><p class="c-article-references__text" id="ref-CR{i}">'
            f"{authors} ({year}) {title}. {journal} {vol}:1–12</p>"
            f'<p class="c-article-references__links u-hide-print"><a data-track="click_references" '
            f'rel="nofollow noopener" data-track-label="{e}" data-track-action="article reference" '
            f'href="https://doi.org/{html.escape(q)}" aria-label="Article reference {i}">'
            f"Article</a>"
            f'\n    <a data-track="click_references" data-track-action="google scholar reference" '
            f'href="http://scholar.google.com/scholar_lookup?&amp;title={quote(title)}&amp;'
            f"journal={quote(journal)}&amp;doi={html.escape(q)}&amp;volume={vol}&amp;"
            f'publication_year={year}&amp;author={quote(authors)}">Google Scholar</a></p></li>'
        )
    out.append("</ol>\n</body>\n</html>\n")
    return "\n".join(out)


def elsevier(own: str, refs: list) -> str:
    out = [_head("An elsevier-shaped article", own, refs), '<body><div id="app">']
    out.append(
        f'<a class="anchor doi anchor-default" href="https://doi.org/{own}" '
        f'aria-label="Persistent link using digital object identifier" target="_blank">'
        f'<span class="anchor-text">https://doi.org/{own}</span></a>'
    )
    out.append('<section class="bibliography"><ol class="references">')
    for i, (doi, (authors, title, journal, year, vol)) in enumerate(refs, 1):
        e = html.escape(doi)
        out.append(
            f'<li><span class="label"><a class="anchor" href="#bbib{i}" id="ref-id-bib{i}">{i}'
            f'</a></span><span class="reference" id="sref{i}"><div class="contribution">'
            f'<div class="authors u-font-sans">{authors}</div><div id="ref-id-sref{i}" '
            f'class="title text-m">{title}</div></div><div class="host u-font-sans">{journal}, '
            f'{vol} ({year}), pp. 1-12, <a class="anchor anchor-default" '
            f'href="https://doi.org/{e}" target="_blank"><span class="anchor-text">{e}</span>'
            f'</a></div></span><div class="ReferenceLinks u-font-sans"><a class="anchor link '
            f'anchor-default" href="/science/article/pii/S00928674{20300000 + i}"><span '
            f'class="anchor-text">View PDF</span></a><a class="anchor link anchor-default" '
            f'href="https://www.scopus.com/inward/record.url?eid=2-s2.0-{85000000000 + i}&amp;'
            f'partnerID=10&amp;rel=R3.0.0" target="_blank"><span class="anchor-text">View in '
            f'Scopus</span></a><a class="anchor link anchor-default" href="https://scholar.'
            f"google.com/scholar_lookup?title={quote(title)}&amp;publication_year={year}&amp;"
            f'author={quote(authors)}" target="_blank"><span class="anchor-text">Google Scholar'
            f"</span></a></div></li>"
        )
    out.append("</ol></section></div>\n</body>\n</html>\n")
    return "\n".join(out)


def wiley(own: str, refs: list) -> str:
    out = [_head("A wiley-shaped article", own, refs), "<body>"]
    out.append(
        f'<div class="epub-doi"><a href="https://doi.org/{own}" class="epub-doi">'
        f"https://doi.org/{own}</a></div>"
    )
    out.append('<ul class="rlist separator">')
    own_q = quote(own, safe="")
    for i, (doi, (authors, title, journal, year, vol)) in enumerate(refs, 1):
        key = html.escape(quote(doi, safe=""))
        out.append(
            f'<li data-bib-id="{own.split("/")[1]}-bib-{i:04d}"><span class="bullet">{i}'
            f'</span><span class="author">{authors}</span>, <i>{journal}</i> <span '
            f'class="pubYear">{year}</span>, <span class="vol">{vol}</span>, <span '
            f'class="pageFirst">1</span>.<div class="extra-links getFTR"><a href="/servlet/'
            f'linkout?suffix=e_1_2_7_{i + 1}_1&amp;dbid=16&amp;doi={own_q}&amp;key={key}" '
            f'class="accessionId">CrossRef</a><a href="/servlet/linkout?suffix=e_1_2_7_{i + 1}_1'
            f'&amp;dbid=8&amp;doi={own_q}&amp;key={30000000 + i}">PubMed</a><a href="/servlet/'
            f"linkout?suffix=e_1_2_7_{i + 1}_1&amp;dbid=128&amp;doi={own_q}&amp;key="
            f'000{462345600000 + i}">Web of Science®</a><a href="https://scholar.google.com/'
            f"scholar_lookup?hl=en&amp;volume={vol}&amp;publication_year={year}&amp;"
            f'journal={quote(journal)}&amp;title={quote(title)}">Google Scholar</a></div></li>'
        )
    out.append("</ul>\n</body>\n</html>\n")
    return "\n".join(out)


def arxiv(refs: list) -> tuple[str, list[str]]:
    """A listing: arXiv identifiers (``1010.1234`` reads ``10.1234`` with no ``/``: no DOI),
    each entry's DataCite DOI on some, a journal DOI on others."""
    out = [
        '<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Physics '
        'authors/titles new submissions</title></head>\n<body>\n<dl id="articles">'
    ]
    gold = []
    for i, (doi, (authors, title, journal, year, vol)) in enumerate(refs, 1):
        ident = f"{1010 + (i % 3) * 1000 + 380}.{10000 + i:05d}" if i % 4 else f"1010.{1000 + i}"
        out.append(
            f'<dt><a name="item{i}">[{i}]</a>&nbsp; <span class="list-identifier"><a '
            f'href="/abs/{ident}" title="Abstract" id="{ident}">arXiv:{ident}</a> [<a '
            f'href="/pdf/{ident}" title="Download PDF" id="pdf-{ident}" aria-labelledby='
            f'"pdf-{ident}">pdf</a>, <a href="/format/{ident}" title="Other formats">other</a>]'
            f'</span></dt>\n<dd><div class="meta"><div class="list-title mathjax"><span '
            f'class="descriptor">Title:</span> {title}</div><div class="list-authors"><a '
            f'href="/a/{authors.split()[0].lower()}_1">{authors}</a></div>'
            f'<div class="list-comments mathjax"><span class="descriptor">Comments:</span> '
            f"{i + 9} pages, {i % 7 + 1} figures, v{i % 3 + 1}</div>"
        )
        if i % 3 == 0:
            e = html.escape(doi)
            out.append(
                f'<div class="list-journal-ref"><span class="descriptor">Journal-ref:'
                f'</span> {journal} {vol} ({year})</div><div class="list-doi"><span '
                f'class="descriptor">DOI:</span> <a href="https://doi.org/{e}">{e}</a>'
                f"</div>"
            )
            gold.append(doi)
        elif i % 3 == 1:
            datacite = f"10.48550/arXiv.{ident}"
            out.append(
                f'<div class="list-doi"><span class="descriptor">DOI:</span> <a '
                f'href="https://doi.org/{datacite}">https://doi.org/{datacite}</a></div>'
            )
            gold.append(datacite)
        out.append('<p class="mathjax">Abstract: we study ' + title.lower() + ".</p></div></dd>")
    out.append("</dl>\n</body>\n</html>\n")
    return "\n".join(out), gold


def main(out: Path = HERE) -> None:
    """Write the pages under ``out/html`` and ``out/gold.json``."""
    (out / "html").mkdir(parents=True, exist_ok=True)
    pages = {
        "plos_shaped_refs.html": ("10.1371/journal.pone.0312345", plos, 1, 120),
        "springer_shaped_refs.html": ("10.1007/s00125-020-05123-4", springer, 2, 90),
        "elsevier_shaped_refs.html": ("10.1016/j.cell.2020.02.011", elsevier, 3, 100),
        "wiley_shaped_refs.html": ("10.1002/anie.202004567", wiley, 4, 110),
    }
    gold: dict[str, dict[str, object]] = {}
    for name, (own, write, seed, n) in pages.items():
        refs = _refs(seed, n)
        (out / "html" / name).write_text(write(own, refs), "utf-8")
        dois = [own] + [doi for doi, _ in refs]
        gold[name] = {"expected": list(dict.fromkeys(dois)), "own_doi": own}
    text, listed = arxiv(_refs(5, 80))
    (out / "html" / "arxiv_listing_shaped.html").write_text(text, "utf-8")
    gold["arxiv_listing_shaped.html"] = {"expected": list(dict.fromkeys(listed)), "own_doi": None}
    (out / "gold.json").write_text(json.dumps({"html": gold}, indent=1) + "\n", "utf-8")


if __name__ == "__main__":
    main()
