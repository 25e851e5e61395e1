"""Registrant suffix profiles: the shapes of suffix that large registrants actually issue.

Cited data for the readings of ambiguous text (SPEC §5 "Readings", rules.readings): where PDF text
allows two readings of a DOI (join across a line break or not, keep a hyphen at a break or not,
cut digits glued to a line end or not), the reading whose suffix has a shape that its registrant
issues wins over one that has none. A profile is a list of complete-suffix patterns, matched
whole and ASCII-case-insensitively. It never rejects a DOI: a suffix outside every pattern is
only "not known complete" and the conservative rules decide, as without a profile.

Sources: each row names the publisher's documented DOI format where there is one, and otherwise
"observed": shapes read from the real DOI lists of ../shared/corpora (refs-dev.jsonl, 540 reference
strings from PLOS, eLife and PMC; real-pdf/gold.json, 50 PDFs' printed and linked DOIs), widened
to the family (digits counted by range, not copied from single DOIs).

Won't: say that a DOI exists (rules.readings asks ``--known-dois`` or ``--verify`` for that).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

__all__ = ["PROFILES", "Profile", "suffix_complete"]

# shared pieces
_ISSN = r"\d{4}-\d{3}[\dx]"
#: an Elsevier PII in its printed form (S0140-6736(20)30183-5; older ones without the "S")
_PII = r"s?" + _ISSN + r"\(\d\d\)\d{5}-[\da-z]"
#: a Springer Nature article number (s41586-019-1234-5, s10194-012-0474-1)
_SPRINGER_NUMBER = r"[sd]\d{5}-\d{3}-\d{4,5}-[\dw-z]"
#: a SICI (ANSI/NISO Z39.56): ISSN(date)vol:issue<page::AID-code>3.0.CO;2-check
_SICI = (
    r"(?:\(sici\))?"
    + _ISSN
    + r"\(\d{4,8}\)\d+:\d+<\d+:(?::aid-[a-z0-9-]+|[a-z0-9]+)>\d\.0\.co;2-?[\dx#a-z]?"
)


#: Nature Portfolio journals that number their articles by year (emboj.2008.262,
#: bjc.2011.489, nprot.2008.73): "emboj.2008" alone is none of their DOIs (observed: every code
#: printed so in refs-dev, real-pdf gold and corpora/peers; none of them is printed there as
#: code.NNNN, as nmeth.4437, ng.3097 are)
_NATURE_YEAR_CODES = (
    "ajg|bjc|cdd|cmi|cr|emboj|gene|gim|jid|mi|msb|npp|nprot|nrclinonc|nrd|nrg|nrm|oby|onc|sdata"
)


class Profile(NamedTuple):
    """The complete-suffix shapes of one registrant (or a group that issues alike)."""

    prefixes: tuple[str, ...]
    patterns: tuple[str, ...]
    source: str


PROFILES: tuple[Profile, ...] = (
    Profile(
        ("10.1016",),
        (
            r"j\.[a-z][a-z0-9]*\.(?:19|20)\d\d\.\d\d\.\d{3,4}",
            r"j\.[a-z][a-z0-9]*\.(?:19|20)\d\d\.\d{5,6}",
            _PII,
            r"b978-\d-\d+-\d+-\d\.\d{5}-[\dx]",
            r"bs\.[a-z]+\.(?:19|20)\d\d\.\d\d\.\d{3}",
        ),
        "Elsevier: journal-code DOIs and PIIs (Elsevier 'PII' documentation); observed",
    ),
    Profile(
        ("10.1002",),
        (
            r"[a-z][a-z0-9]*\.\d{2,12}",  # (andp.19053221004: year, volume, issue, page)
            r"[a-z]+\.[a-z]\.\d{4,6}",
            r"14651858\.cd\d{6}(?:\.pub\d+)?",
            _ISSN + r"\.\d{5}",
            _SICI,
        ),
        "Wiley (and Cochrane 14651858.CDnnnnnn.pubN, SICI); observed",
    ),
    Profile(
        ("10.1111", "10.1046", "10.1034"),
        (
            r"j\." + _ISSN + r"\.(?:\d{4}\.)?[0-9a-z]+(?:-\d+)?\.x",
            r"[a-z][a-z0-9]*\.\d{5}",
            _ISSN + r"\.\d{5}",
        ),
        "Wiley/Blackwell j.ISSN.YYYY.NNNNN.x and journal.NNNNN; observed",
    ),
    Profile(
        ("10.1007",),
        (
            _SPRINGER_NUMBER,
            r"bf\d{8}",
            r"978-\d-\d+-\d+-[\dx](?:[_-]\d+)?",
            r"s\d{12}",
            r"pl\d{8}",
            r"\d{3}_\d{4}_\d+",
            r"jhep\d\d\(\d{4}\)\d{3}",
            _SPRINGER_NUMBER + r"_\d+",
        ),
        "Springer: article numbers, BF numbers, book chapters; observed",
    ),
    Profile(
        ("10.1186",),
        (
            _SPRINGER_NUMBER,
            _ISSN + r"-\d+-\d+",
            r"[a-z]{2,3}-\d{4}-\d+-\d+-[a-z]+\d+",
            r"[a-z]{2,4}\d{3,5}",
        ),
        "BioMed Central (Springer Nature); observed",
    ),
    Profile(
        ("10.1038",),
        (
            _SPRINGER_NUMBER,
            r"(?!s\d)[a-z]+\d{3,7}",  # ("s4146" is a Springer number cut short, no code)
            r"\d{6}[a-z]\d?",
            r"(?!(?:" + _NATURE_YEAR_CODES + r")\.)[a-z]+\.\d{3,7}",
            r"[a-z]+\d{4}-\d{3,4}",
            r"[a-z]+\.(?:19|20)\d\d\.\d{1,4}",
            r"sj\.[a-z]+\.\d{7}",
            r"\d{4,8}",
        ),
        "Nature Portfolio: s41586-019-1234-5, nature12373, nchembio.780, bjc.2011.489; observed",
    ),
    Profile(
        ("10.1103",),
        (r"(?:phys)?rev[a-z]*\.\d{1,3}\.\d{3,6}", r"physrev[a-z]*\.\d{1,3}\.\d{1,5}"),
        "APS: PhysRevD.88.054321, RevModPhys.81.109 (journals.aps.org DOI format); observed",
    ),
    Profile(
        ("10.1088",),
        (_ISSN + r"/\d+/\d+/[a-z]?\d+", _ISSN + r"/[a-z]*\d+[a-z0-9]*"),
        "IOP Publishing: ISSN/volume/issue/article; observed",
    ),
    Profile(
        ("10.1061",),
        (
            r"\(asce\)[a-z]{2}\.\d{4}-\d{3}[\dx]\.\d{7}",
            r"\(asce\)" + _ISSN + r"\(\d{4}\)\d+:\d+\(\d+\)",
        ),
        "ASCE: (ASCE)0733-9372(2005)131:7(612), (ASCE)EE.1943-7870.0001234 (ascelibrary)",
    ),
    Profile(
        ("10.1371",),
        (r"journal\.p[a-z]+\.\d{7}(?:\.[a-z]{1,2}\d{3})?",),
        "PLOS: journal.pone.0201234, figures .g001 (PLOS DOI format); observed",
    ),
    Profile(
        ("10.1128",),
        (
            r"[a-z]+\.\d{5,6}-\d{2}",
            # (volume, issue, first page: JB.182.11.3298-3301.2000; a page of 6 digits or
            # more is a PMID glued on, "MCB.25.21.9734" + "16227619", issue #9)
            r"[a-z]+\.\d{1,3}\.\d{1,2}\.\d{1,5}-\d{1,5}\.\d{4}",
            r"[a-z]+\.\d{1,3}\.\d{1,2}\.\d{1,5}(?:\.\d{4})?",
        ),
        "ASM: JVI.01234-15, mSphere.00109-24, AAC.40.10.2321, JB.182.11.3298-3301.2000; observed",
    ),
    Profile(
        ("10.1101",),
        (
            r"(?:19|20)\d\d\.\d\d\.\d\d\.\d{6,8}(?:v\d+)?",
            r"\d{6}",
            r"[a-z]+\.\d{6}\.\d{3}",
            r"[a-z]+\.\d{6,7}",
            r"[a-z]+\.[a-z]+\d+",
            r"[a-z]+\.\d+(?:\.\d+){2,}",
        ),
        "Cold Spring Harbor / bioRxiv, medRxiv (2020.04.06.028092, 2020.04.14.20062463); observed",
    ),
    Profile(("10.5281",), (r"zenodo\.\d+",), "Zenodo: zenodo.NNNNNNN (zenodo.org)"),
    Profile(
        ("10.48550",),
        (r"arxiv\.\d{4}\.\d{4,5}", r"arxiv\.[a-z-]+(?:\.[a-z]{2})?/\d{7}"),
        "arXiv DataCite DOIs: arXiv.YYMM.NNNNN (arxiv.org/help/doi)",
    ),
    Profile(
        ("10.1126",),
        (
            r"(?:science|sciadv)\.\d{7}",
            r"sci[a-z]*\.a[a-z]{2}\d{4}",
            r"sci[a-z]+\.(?=[a-z]*\d)[a-z0-9]{7}",  # (with a digit: "science.journal" is none)
            r"sci[a-z]+\.\d+[a-z]{2}\d+",
            r"science\.\d+\.\d+\.\d+",
        ),
        "AAAS: science.1171402, sciadv.1501535, sciadv.abe4166; observed",
    ),
    Profile(
        ("10.1161",),
        (
            r"\d\d\.[a-z]+\.\d+\.\d+\.\d+",
            r"\d\d\.[a-z]+\.\d{10,16}\.\d+\.[a-z0-9]+",
            r"[a-z]+\.\d{3}\.\d{6}",
            r"[a-z]+\.0b013e3[0-9a-f]{9}",
            r"[a-z]+\.\d{16}",
        ),
        "American Heart Association: CIR.0b013e3182742c84, CIRCULATIONAHA.112.123456; observed",
    ),
    Profile(
        ("10.1001",),
        (
            r"[a-z]+\.(?:19|20)\d\d\.\d{2,5}",
            r"[a-z]+\.(?:19|20)\d\d\.\d{14}",
            r"[a-z]+\.\d+\.\d+\.\d+",
        ),
        "JAMA Network: jama.2016.0287, jama.1991.03470220055026; observed",
    ),
    Profile(
        ("10.1093",),
        (
            r"[a-z][a-z0-9]*/[a-z]{2,7}\d{3,5}",  # (gkx123, gks1219; more digits: glued on)
            # a journal's volume.issue.page, or a reference work's ISBN.001.0001 (the whole
            # work, before the entry's path in an Oxford URL: ref:odnb/9780198614128.001.0001)
            r"(?:ref:)?[a-z][a-z0-9]*/\d+\.(?:\d+|suppl_\d+)\.\d+",
            r"oxfordjournals\.[a-z]+\.a\d{6}",
            r"acprof:[a-z]+/\d{13}\.\d{3}\.\d{4}",
        ),
        "Oxford University Press: nar/gkx123, biomet/26.4.404, acref/9780195301731.001.0001,"
        " ref:odnb/9780198614128.001.0001 (Oxford Reference, ODNB); observed",
    ),
    Profile(
        ("10.1021",),
        (
            r"[a-z]{2}\d{6}[\da-z]",  # code, year, number, check character: bi049892w
            r"[a-z]{2}\d{5}a\d{3}",
            r"(?:acs\.)?[a-z]+\.\d[a-z]\d{5}",
            r"ed\d{3}p\d+",
        ),
        "American Chemical Society: ja00011a057, bi049892w, es0519278 (two letters, six digits"
        " and a check character), acs.jcim.3c01685; observed",
    ),
    Profile(
        ("10.1146",),
        (
            r"annurev-[a-z]+-\d{6}-\d{6}",
            r"annurev\.[a-z]+\.(?:\d+\.)?\d{6}\.\d{6}",  # volume, date, number
            r"annurev\.[a-z]+\.\d{1,3}\.\d{1,2}\.\d{1,4}",  # volume, issue, page
        ),
        "Annual Reviews: annurev-genet-120116-024745; observed",
    ),
    Profile(
        ("10.1523",),
        (r"(?:jneurosci|eneuro)\.\d{4}-\d\d\.\d{4}", r"jneurosci\.\d{1,2}-\d{2}-\d{5}\.\d{4}"),
        "Society for Neuroscience: JNEUROSCI.1193-09.2009; observed",
    ),
    Profile(
        ("10.1080",),
        (r"\d{7}[\dx]\d*", r"\d{7}[\dx]\.\d{4}\.\d+"),
        "Taylor & Francis: ISSN-based; observed",
    ),
    Profile(
        ("10.1177",),
        (r"\d{7}[\dx]\d{8,10}",),
        "SAGE: ISSN + year + 6- or (2021 on) 7-digit article number, or older ISSN + year +"
        " volume, issue and page (039463200401700206); observed",
    ),
    Profile(("10.3390",), (r"[a-z]+\d{6,9}",), "MDPI: journal + vol/issue/article (mdpi.com)"),
    Profile(("10.3389",), (r"f[a-z]+\.\d{4}\.\d{5,7}",), "Frontiers: fpsyg.2014.01582; observed"),
    Profile(
        ("10.7554",),
        (r"elife\.\d{5,6}(?:\.\d{1,3})?(?:\.(?:sa)?\d{1,3})?",),
        "eLife: eLife.12345, versions .3; observed",
    ),
    Profile(
        ("10.1073",),
        (r"pnas\.\d{9,10}", r"pnas\.\d+\.\d+\.\d+"),
        "PNAS: pnas.2322520121, pnas.97.12.6789; observed",
    ),
    Profile(
        ("10.1109",),
        (
            r"[a-z][a-z0-9-]*\.(?:19|20)\d\d\.\d+",
            r"\d+\.\d{5,7}",
            r"[a-z][a-z0-9-]*\d{5}\.\d{4}\.\d+",
        ),
        "IEEE: TGRS.2008.2010864, conference ACSOS-C58168.2023.00048; observed",
    ),
    Profile(("10.1145",), (r"\d{5,7}\.\d{5,7}", r"\d{7}"), "ACM: 1242572.1242705; observed"),
    Profile(
        ("10.1039",),
        (r"[a-z]\d{6}[a-z]", r"[a-z]\d[a-z]{2}\d{5}[a-z]", r"[a-z]{1,2}\d{9,10}"),
        "Royal Society of Chemistry: b600334f, c9ab00123c; observed",
    ),
    Profile(("10.1063",), (r"\d\.\d{7}",), "AIP Publishing: 1.1364637, 5.0172426; observed"),
    Profile(("10.1155",), (r"(?:19|20)\d\d/\d{5,7}",), "Hindawi: 2012/268321; observed"),
    Profile(
        ("10.1136",),
        (
            r"bmj\.[a-z]?\d+",
            r"[a-z]+\.\d+\.\d+\.\d+",
            r"[a-z]+-(?:19|20)\d\d-\d{6}",
            r"[a-z]+\.(?:19|20)\d\d\.\d{6}",
            r"bmj\.\d{5}\.\d{6}\.[\da-z]{2}",
        ),
        "BMJ: bmjopen-2016-012335, bmj.b2700, bjsm.2004.015230; 2004-2008 bmj.38733.466748.7C"
        " (a two-character check group of digits and letters); observed",
    ),
    Profile(
        ("10.1140",),
        (r"[a-z]+/[a-z]\d{4,5}-\d{3}-\d{4,5}-[\dw-z]", r"[a-z]+/[a-z]\d{4}-\d{5}-[\dw-z]"),
        "EPJ (Springer): epjc/s10052-011-1721-3; observed",
    ),
    Profile(("10.1086",), (r"\d{5,7}",), "University of Chicago Press; observed"),
    Profile(
        ("10.1074",),
        (
            # volume.issue.page (jbc.273.52.35347); a letter and nine digits (jbc.M010729200);
            # a manuscript number (jbc.M110.206193, mcp.RA119.001526): "jbc.M110" or
            # "jbc.273" alone is none
            r"jbc\.(?:\d+\.\d+\.\d+|[a-z]\d{9})",
            r"[a-z]+\.[a-z]{1,2}\d{3}\.\d{6}",
        ),
        "JBC (ASBMB); observed",
    ),
    Profile(("10.1006",), (r"[a-z]+\.(?:19|20)\d\d\.\d{4}",), "Academic Press; observed"),
    Profile(
        ("10.1083",),
        (r"jcb\.(?:19|20)\d{7}", r"jcb\.\d+\.\d+\.\d+"),
        "Journal of Cell Biology: year, month and a 3-digit number (jcb.200405153), older"
        " volume.issue.page (jcb.150.3.417); observed",
    ),
    Profile(("10.1084",), (r"jem\.\d{8}",), "Journal of Experimental Medicine; observed"),
    Profile(
        ("10.1098",),
        (r"rs[a-z]+\.(?:19|20)\d\d\.\d{4}", r"rs[a-z]+\.\d+\.\d+", r"rs[a-z]+\.\d{6}"),
        "Royal Society: rsif.2010.0142; observed",
    ),
    Profile(
        ("10.1158",),
        (_ISSN + r"\.[a-z]+-\d\d-\d{4}",),
        "AACR: 0008-5472.CAN-09-1304; observed",
    ),
    Profile(
        ("10.1175",),
        (
            _ISSN + r"\(\d{4}\)\d{3}<\d{4}:[a-z0-9]+>2\.0\.co;2",
            r"[a-z]+-d-\d\d-\d{4}\.1",
            r"(?:19|20)\d\d[a-z]+\d+\.1",
        ),
        "American Meteorological Society: SICI, JCLI-D-12-00123.1; observed",
    ),
    Profile(
        ("10.1130",),
        (
            _ISSN + r"\(\d{4}\)\d{2,3}<\d{4}:[a-z0-9]+>2\.[03]\.co;2",
            _ISSN + r"\(\d{4}\)\d{3}",  # (the SICI cut before its "<", as references print it)
            r"(?:g|b|ges|l)\d{3,5}\.1",
            r"(?:19|20)\d\d\.\d{4}(?:\(\d\d\))?",
            r"(?:spe|mem|fld)\d{3}(?:-\d{1,3})?",
            r"abs/(?:19|20)\d\d[a-z]{2}-\d+",
        ),
        "Geological Society of America: SICI 0016-7606(1999)111<0755:LSOVEO>2.3.CO;2 (its"
        " own '2.3' version; printed cut before its '<' too: 0091-7613(2001)029), G22713.1,"
        " B35123.1, GES01234.1, 2013.2502(04); observed",
    ),
    Profile(
        ("10.1037",),
        (_ISSN + r"\.\d+\.\d+\.\d+", r"[a-z]{1,3}\d{7}"),
        "American Psychological Association; observed",
    ),
    Profile(("10.1056",), (r"nejm[a-z]{1,2}\d{6,7}",), "NEJM: NEJMoa2001017; observed"),
    Profile(("10.1172",), (r"jci\.?\d{5,6}",), "Journal of Clinical Investigation; observed"),
    Profile(
        ("10.1017", "10.1142"),
        (r"s\d{7}[\dx]\d{7,8}[\dx]?", r"[a-z]+\.(?:19|20)\d\d\.\d+"),
        "Cambridge University Press, World Scientific: S-PII style; observed",
    ),
    Profile(
        ("10.1107",),
        (r"s\d{16}[\dx]?", r"s\d{16}[\dx]?/[a-z]{2}\d{4,5}[a-z0-9-]*sup\d+\.[a-z]{2,4}"),
        "IUCr, with its supplementary files (s1600536802019803/wn6123sup1.cif); observed, and"
        " altmetric/identifiers spec/fixtures/dois.txt (a Crossref sample)",
    ),
    Profile(("10.1023",), (r"a:\d{10,13}", r"b:[a-z]+\.\d+\.\d+\.[a-z]?\d+"), "Kluwer; observed"),
    Profile(
        ("10.1152",),
        (r"[a-z]+\.\d{5}\.(?:19|20)\d\d", r"[a-z]+\.(?:\d+\.)?\d+\.\d+\.\d+"),
        "American Physiological Society; observed",
    ),
    Profile(
        ("10.1210",),
        (r"[a-z]+\.(?:19|20)\d\d-\d{4}", r"[a-z]+\.\d+\.\d+\.\d+"),
        "Endocrine Society; observed",
    ),
    Profile(("10.1534",), (r"[a-z0-9]+\.\d{3}\.\d{6}",), "Genetics Society of America; observed"),
    Profile(("10.1261",), (r"rna\.\d{6,7}(?:\.\d{3})?",), "RNA Society (CSHL Press); observed"),
    Profile(
        ("10.3168",),
        (r"jds\.(?:19|20)\d\d-\d+", r"jds\." + _PII),
        "Journal of Dairy Science: jds.S0022-0302(05)73024-1; observed",
    ),
    Profile(
        ("10.26434",),
        (r"chemrxiv-(?:19|20)\d\d-[a-z0-9]{5}(?:-v\d+)?", r"chemrxiv\.\d+(?:\.v\d+)?"),
        "ChemRxiv: chemrxiv-2021-5fwjd; observed",
    ),
    Profile(
        ("10.1590",),
        (r"s?\d{4}-\d{3}[\dx]\.?\d{8,13}",),
        "SciELO: ISSN + year + issue + article (S1519-69842002000400008); observed",
    ),
    Profile(
        ("10.1099",),
        (
            r"[a-z]+\.0\.\d{5,6}-0",
            r"(?:ijsem|mgen|jmm|jgv|mic|acmi)\.0\.\d{6}",
            r"[a-z]+\.\d+\.\d+\.\d+",
        ),
        "Microbiology Society: ijs.0.63255-0; observed",
    ),
    Profile(
        ("10.5061",),
        # (a Noid identifier's "betanumeric" characters: digits and consonants but "l" and
        # "y", so a word's vowels are no Dryad identifier: "dryad." + break + "zone")
        (r"dryad\.[0-9bcdfghjkmnpqrstvwxz]{4,12}(?:\.\d+)?(?:/\d+)?",),
        "Dryad: dryad.gs45f, dryad.m0cfxppb7 (datadryad.org; Noid betanumeric identifiers)",
    ),
    Profile(("10.3324",), (r"haematol\.(?:19|20)\d\d\.\d{6}",), "Haematologica; observed"),
    Profile(
        ("10.1242",),
        (r"[a-z]+\.\d{5,6}", r"[a-z]+\.\d+\.\d+\.\d+"),
        "The Company of Biologists: dev.014779, jcs.123456; observed",
    ),
    Profile(("10.1159",), (r"\d{9}",), "Karger: 000076933; observed"),
    Profile(("10.2307",), (r"\d{5,8}",), "JSTOR stable numbers: 2265852; observed"),
    Profile(
        ("10.1105",),
        (r"tpc\.\d{3}\.\d{6}", r"tpc\.\d+\.\d+\.\d+"),
        "The Plant Cell: tpc.108.058594; observed",
    ),
    Profile(("10.1176",), (r"appi\.[a-z]+\.\d+(?:\.\d+)*",), "APPI: appi.ajp.2012.11111234"),
    Profile(("10.1057",), (_SPRINGER_NUMBER, r"[a-z]+\.(?:19|20)\d\d\.\d+"), "Palgrave; observed"),
    Profile(
        ("10.5194",),
        (
            r"[a-z]+-\d{1,3}-\d{1,5}-(?:19|20)\d\d(?:-supplement)?",
            r"[a-z]+-(?:19|20)\d\d-\d{1,6}(?:-supplement)?",
            r"[a-z]+-[a-z]+\d{2,4}-\d{1,6}",
            r"[a-z]+\d{2,4}-\d{1,6}",
            r"isprs-?[a-z]+-[a-z0-9-]+-(?:19|20)\d\d",
        ),
        "Copernicus Publications: journal-volume-first page-year (bg-9-1465-2012), discussion "
        "papers journal-year-number (wes-2019-70), abstracts (egusphere-egu21-1234), ISPRS "
        "(copernicus.org article pages); observed",
    ),
    Profile(
        ("10.2337",),
        (
            r"[a-z]{2,3}\d{2}-[a-z]?\d{3,4}(?:-[a-z]{1,2})?",
            r"[a-z]+\.\d+\.\d+\.\d+",
            r"figshare\.\d+(?:\.v\d+)?",
        ),
        "American Diabetes Association: db10-0174, dc07-2059, diabetes.53.12.3159; observed",
    ),
    Profile(
        ("10.1097",),
        (
            r"\d{8}-\d{9}-\d{5}",
            r"\d{2}\.[a-z]+\.\d{10}\.\d{5}\.[\da-z]{2}",
            r"\d{2}\.[a-z]+\.\d{13,16}",
            r"[a-z]+\.0b013e[\da-f]{10}",
            r"(?:j\.)?[a-z]+\.\d{16}",
        ),
        "Wolters Kluwer (LWW): ISSN-date-number (00007632-200012150-00014), "
        "01.hjr.0000183914.90236.01, FBP.0b013e3281f522a4, MD.0000000000012345; observed",
    ),
    Profile(
        ("10.12688",),
        (r"[a-z0-9]+\.\d+\.\d+", r"[a-z0-9]+\.\d+\.r\d+", r"[a-z0-9]+\.\d+-\d+\.v\d+"),
        "F1000 Research Ltd (F1000Research, Wellcome/Gates Open Research): article.version "
        "(f1000research.4767.2), referee reports (.r12345), early vol-page.vN; observed",
    ),
    Profile(
        ("10.1091",),
        (r"mbc\.e?\d\d-\d\d-\d{4}", r"mbc\.\d+\.\d+\.\d+"),
        "Molecular Biology of the Cell (ASCB): manuscript number mbc.E14-07-1238, older"
        " volume.issue.page mbc.12.9.2567; observed",
    ),
    Profile(
        ("10.1085",),
        (r"jgp\.(?:19|20)\d{7}", r"jgp\.\d+\.\d+\.\d+"),
        "Journal of General Physiology (Rockefeller UP, as JCB 10.1083): jgp.201010475,"
        " jgp.35.4.645; observed",
    ),
    Profile(
        ("10.1200",),
        (
            r"[a-z]+\.(?:19|20)\d\d\.\d\d\.\d{3,4}",
            r"[a-z]+\.\d\d\.\d{5}",
            r"[a-z]+\.(?:19|20)\d\d\.\d+\.\d+_suppl\.[a-z]?\d+",
            r"[a-z]+\.(?:19|20)\d\d\.\d+\.\d+\.\d+",
        ),
        "ASCO (JCO): year.volume.number jco.2009.23.9749, since 2019 jco.19.01771, meeting"
        " abstracts jco.2011.29.15_suppl.3085; observed",
    ),
    Profile(
        ("10.4319",),
        (r"lo\.(?:19|20)\d\d\.\d+\.\d+\.\d{4}",),
        "ASLO Limnology & Oceanography: year, volume, issue, 4-digit page"
        " (lo.1996.41.4.0698); observed",
    ),
    Profile(
        ("10.1167",),
        (r"\d{1,2}\.\d{1,2}\.\d{1,3}", r"iovs\.\d\d-\d{4}", r"iovs\.\d\d\.\d+\.\d+"),
        "ARVO: Journal of Vision volume.issue.article (7.10.16), IOVS; observed",
    ),
    Profile(
        ("10.4049",),
        (r"jimmunol\.\d{7}", r"jimmunol\.\d+\.\d+\.\d+"),
        "Journal of Immunology: jimmunol.1001672, older volume.issue.page"
        " jimmunol.167.8.4701; observed",
    ),
    Profile(
        ("10.1162",),
        (
            r"\d{7}[\dx]\d{9,10}",
            r"[a-z]+_a_\d{5}",
            r"[a-z]+\.(?:19|20)\d\d\.\d{5}",
            r"[a-z]+\.(?:19|20)\d\d\.\d+\.\d+\.\d+",
            r"[a-z]+\.(?:19|20)\d\d\.\d\d-\d\d-\d+",
        ),
        "MIT Press: ISSN-based 089976600300015259, neco_a_00407, jocn.2009.21200,"
        " neco.1997.9.8.1735, neco.2007.07-06-289; observed",
    ),
    Profile(
        ("10.1089",),
        (r"[a-z]+\.(?:19|20)\d\d\.\d{4}", r"\d{7}[\dx]\d{8}"),
        "Mary Ann Liebert: cmb.2012.0021, ISSN-based 1066527041410418; observed",
    ),
    Profile(
        ("10.4161",),
        (r"[a-z]+\.\d+\.\d+\.\d{4,5}",),
        "Landes Bioscience: journal, volume, issue, article cc.9.14.12248; observed",
    ),
    Profile(
        ("10.1586",),
        (r"\d{7}[\dx]\.\d+\.\d+\.\d+", r"\d{7}[\dx]\.(?:19|20)\d\d\.\d{6}"),
        "Expert Reviews (Taylor & Francis): ISSN.volume.issue.page 14737140.1.3.395,"
        " 14787210.2014.959496; observed",
    ),
    Profile(
        ("10.1182",),
        (
            r"blood-(?:19|20)\d\d-\d\d-\d{4,6}",
            r"blood\.v\d+\.\d+\.\d+",
            r"blood(?:advances)?\.(?:19|20)\d{8}",
        ),
        "American Society of Hematology: blood-2015-07-655647, blood.V98.3.743,"
        " bloodadvances.2018022954; observed",
    ),
    Profile(
        ("10.1104",),
        (r"pp\.\d{6}", r"pp\.\d{3}\.\d{6}", r"pp\.\d\d\.\d{5}"),
        "Plant Physiology (ASPB): pp.010320, pp.108.130799, pp.15.01164; observed",
    ),
    Profile(("10.3174",), (r"ajnr\.a\d{4}",), "AJNR: ajnr.A1698; observed"),
    Profile(
        ("10.1139",),
        (r"[a-z]{1,5}(?:19|20)?\d{2}-\d{3,4}", r"[a-z]+-(?:19|20)\d\d-\d{4}"),
        "Canadian Science Publishing (NRC): b06-133, z92-265, cjfas-2019-0123; observed",
    ),
)

#: Each registrant's patterns one by one, compiled on first use (importing stays cheap) and only
#: as far as needed: ``suffix_complete`` tries them in order and stops at the first that matches
#: the whole suffix, which is exactly whether their alternation ``(?:a|b|...)\Z`` matches (no
#: pattern refers to a group). Compiling is the first-use cost of a registrant in every process
#: (issue #10: ~0.15 ms for a whole profile, paid on each prefix's first hit); most DOIs match their
#: profile's first or second pattern, so most of it is not paid (measured: the first hit of
#: each of 29 prefixes of a real text, 2.3 ms instead of 4.9 ms).
_PATTERNS: dict[str, tuple[str, ...]] = {
    prefix: profile.patterns for profile in PROFILES for prefix in profile.prefixes
}
#: compiled for ASCII DOIs with ``re.ASCII`` too: on an ASCII subject it matches exactly what
#: the Unicode ``re.IGNORECASE`` pattern matches, and compiles ~4x faster (the Unicode case
#: folding of every class is the cost); a DOI with a non-ASCII character takes the Unicode
#: patterns (``_UNICODE``). Each prefix's list: the ``fullmatch`` of its patterns compiled so
#: far, in order.
_BY_PREFIX: dict[str, list[Callable[[str, int], re.Match[str] | None]]] = {}
_UNICODE: dict[str, list[Callable[[str, int], re.Match[str] | None]]] = {}


#: ASCII DOIs of a prefix asked this many times: its patterns joined in one alternation
#: (``_WHOLE``), one ``fullmatch`` a DOI (issue #10 item 2: ~0.3 µs less a DOI, measured; the
#: alternation compiles in ~0.5 ms, all its patterns at once, so it pays only after some
#: thousands of DOIs of the registrant: at 128, 10 MB of mixed real text spent ~5 ms more
#: compiling than it saved, measured).
_WHOLE_AFTER = 2048
_WHOLE: dict[str, Callable[[str, int], re.Match[str] | None]] = {}
#: how many times each prefix with a profile was asked before ``_WHOLE`` took over (ASCII)
_ASKED: dict[str, int] = {}


def suffix_complete(doi: str) -> bool | None:
    """Whether ``doi``'s suffix has a shape its registrant issues; ``None`` without a profile.

    >>> suffix_complete("10.1038/nchembio.780"), suffix_complete("10.1038/nchem")
    (True, False)
    >>> suffix_complete("10.5555/anything") is None
    True
    """
    slash = doi.find("/")
    if slash < 0:
        return None
    prefix = doi[:slash]
    ascii_doi = doi.isascii()
    if ascii_doi:
        whole = _WHOLE.get(prefix)
        if whole is not None:  # (the commonest way: one C call)
            return whole(doi, slash + 1) is not None
    cache = _BY_PREFIX if ascii_doi else _UNICODE
    compiled = cache.get(prefix)
    if compiled is None:
        if prefix not in _PATTERNS:
            return None
        compiled = cache.setdefault(prefix, [])
    start = slash + 1
    if ascii_doi and _asked(prefix):
        return _WHOLE[prefix](doi, start) is not None
    tested = 0
    for fullmatch in compiled:
        if fullmatch(doi, start) is not None:
            return True
        tested += 1
    return _compile_on(compiled, _PATTERNS[prefix], ascii_doi, (doi, start), tested)


def _asked(prefix: str) -> bool:
    """Count an ASCII DOI of ``prefix`` (which has a profile); ``True`` once its patterns'
    alternation is in ``_WHOLE`` (compiled here the ``_WHOLE_AFTER``-th time): a suffix
    matches it whole exactly where it matches one of them whole."""
    asked = _ASKED.get(prefix, 0) + 1
    _ASKED[prefix] = asked
    if asked < _WHOLE_AFTER:
        return False
    alternation = "|".join(f"(?:{source})" for source in _PATTERNS[prefix])
    _WHOLE[prefix] = re.compile(alternation, re.IGNORECASE | re.ASCII).fullmatch
    return True


def _compile_on(
    compiled: list[Callable[[str, int], re.Match[str] | None]],
    sources: tuple[str, ...],
    ascii_doi: bool,
    subject: tuple[str, int],
    tested: int,
) -> bool:
    """Whether one of ``sources`` from the ``tested``-th on matches ``subject`` (a DOI and its
    suffix's start) to its end, compiling them in order (into ``compiled``: each pattern at
    its index; another thread may have compiled some meanwhile) until one does."""
    flags = re.IGNORECASE | re.ASCII if ascii_doi else re.IGNORECASE
    for index in range(tested, len(sources)):
        if index < len(compiled):
            fullmatch = compiled[index]
        else:
            fullmatch = re.compile(sources[index], flags).fullmatch
            if len(compiled) == index:
                compiled.append(fullmatch)
        if fullmatch(*subject) is not None:
            return True
    return False
