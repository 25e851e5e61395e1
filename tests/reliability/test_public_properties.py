"""Properties of every public function on arbitrary input (issue #12, "a reliability suite").

On any text or bytes only doiextract's typed errors escape; hits never overlap; every hit's
removals replay from its raw text to its DOI; a stream read in small chunks gives the hits of
the whole string; ``clean`` edits nothing outside DOI fields and a cleaned file cleans to
itself, byte for byte. ``benchmarks/fuzz.py`` runs these same functions with many more examples.
"""

from __future__ import annotations

import codecs
import gzip
import io
import warnings
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import doiextract
from doiextract import (
    DoiExtractError,
    InvalidDoiError,
    Options,
    apply_removals,
    doi_key,
    extract_bytes,
    extract_html,
    extract_path,
    extract_table,
    extract_text,
    is_doi,
    iter_candidates,
    iter_hits,
    normalize_doi,
    to_display,
    to_url,
    to_urn,
)
from doiextract.references import BIBTEX, RIS, LinesFormat, TableFormat, clean_text
from doiextract.references.common import CleanResult, ReferenceFormat
from doiextract.references.document import read_document

from ..properties.strategies import doi_text, dois
from .support import (
    FUZZING,
    SETTINGS,
    assert_no_overlap,
    bibtex_texts,
    csv_texts,
    messy_csv_texts,
    only_typed_errors,
    ris_texts,
)

#: Any text: the scanner's pieces glued at random, or arbitrary Unicode.
ANY_TEXT = st.one_of(doi_text, st.text(max_size=300))
#: Any bytes: encodings of DOI-ish text, magic numbers, or arbitrary bytes.
MAGIC = st.sampled_from(
    [
        *(b"", b"\x1f\x8b", b"\x1f\x8b\x08\x00", b"%PDF-1.7\n", b"<html>", b"\xef\xbb\xbf"),
        *(b"\xff\xfe", b"<?xml version='1.0'?>", b"<article>", b"\x89PNG\r\n\x1a\n", b"PK\x03\x04"),
    ]
)
ANY_BYTES = st.one_of(
    st.binary(max_size=300),
    st.tuples(MAGIC, doi_text, st.sampled_from(["utf-8", "utf-16", "cp1252", "latin-1"])).map(
        lambda t: t[0] + t[1].encode(t[2], "replace")
    ),
    st.tuples(MAGIC, st.binary(max_size=200)).map(b"".join),
)
NAMES = st.sampled_from(
    ["x.txt", "x.html", "x.pdf", "x.csv", "x.tsv", "x.gz", "x.txt.gz", "x", "x.nxml", "x.png"]
)

OVERLAP = "#12 item 6: overlapping hits (scanner helper)"
UNTYPED = "#12 item 9: untyped errors (references/HTML helper)"


def test_properties_cover_every_public_function() -> None:
    """A new public name needs a property here (or a reason it needs none)."""
    no_input = {"COMPILED", "__version__", "Options", "Hit", "Location", "Rejection", "Removal"}
    no_input |= {"DocumentError", "DocumentResult"}
    no_input |= {name for name in doiextract.__all__ if name.endswith("Error")}
    covered = {"apply_removals", "doi_key", "extract_bytes", "extract_file", "extract_html"}
    covered |= {"extract_path", "extract_pdf", "extract_table", "extract_text", "is_doi"}
    covered |= {"iter_candidates", "iter_hits", "normalize_doi", "to_display", "to_url", "to_urn"}
    covered |= {"extract_batch"}  # the zoo runs it through the bulk CLI and the library
    covered |= {"extract_xml", "extract_many", "extract_archive"}  # below
    assert set(doiextract.__all__) - no_input == covered


# -- text in, typed errors out ---------------------------------------------------------------


@SETTINGS
@given(ANY_TEXT)
def test_text_functions_raise_only_typed_errors(text: str) -> None:
    only_typed_errors(lambda: list(iter_hits(text)))
    only_typed_errors(lambda: list(iter_candidates(text)))
    only_typed_errors(lambda: extract_text(text))
    only_typed_errors(lambda: doi_key(text))
    assert isinstance(is_doi(text), bool)
    doi = only_typed_errors(lambda: normalize_doi(text))
    if isinstance(doi, DoiExtractError):
        assert isinstance(doi, InvalidDoiError)
        return
    # whatever normalize_doi accepts, its encoded forms say again (Handbook 2.5.2.4, 2.6.2);
    # the bare and "doi:" forms cannot say every DOI (a final "/" is trimmed from print)
    assert normalize_doi(to_url(doi)) == doi
    assert normalize_doi(to_urn(doi)) == doi
    assert is_doi(to_url(doi))


@SETTINGS
@given(ANY_TEXT, st.sampled_from([",", "\t"]))
def test_extract_table_raises_only_typed_errors(text: str, delimiter: str) -> None:
    hits = only_typed_errors(lambda: extract_table(text, delimiter=delimiter))
    if not isinstance(hits, DoiExtractError):
        for hit in hits:
            assert apply_removals(hit.raw, hit.removals) == hit.doi


HTML_PIECES = st.sampled_from(
    [
        *("<p>", "</p>", '<a href="', '">', "</a>", "<b>", "</b>", "<script>", "</script>"),
        *('<meta name="citation_doi" content="', '"/>', "<!--", "-->", "<style>", "&amp;"),
        *("<div>", "</div>", "<br>", "<![CDATA[", "]]>", "<?xml ?>", "\x00", "<", ">"),
    ]
)
HTML_TEXT = st.lists(st.one_of(HTML_PIECES, doi_text), max_size=30).map("".join)


@SETTINGS
@given(st.one_of(HTML_TEXT, st.text(max_size=200)), st.sampled_from(["lxml", "bs4"]))
def test_extract_html_raises_only_typed_errors(text: str, parser: str) -> None:
    options = Options(html_parser=parser)
    for html in (text, text.encode("utf-8", "surrogatepass")):
        with warnings.catch_warnings():
            # a warning is no error (that bs4's escape is the next test's business)
            warnings.simplefilter("ignore")
            result = only_typed_errors(lambda html=html: extract_html(html, options))
        if isinstance(result, DoiExtractError):
            continue
        for hit in result.hits:
            assert apply_removals(hit.raw, hit.removals) == hit.doi


@SETTINGS
@given(st.one_of(HTML_TEXT, st.text(max_size=100)))
@example("https://doi.org/10.1000/x")
@example("<?xml ?>")
def test_extract_html_warns_nothing(text: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        only_typed_errors(lambda: extract_html(text, Options(html_parser="bs4")))


@SETTINGS
@given(ANY_BYTES, NAMES)
@example(b"\x1f\x8b", "x.txt")
def test_extract_bytes_raises_only_typed_errors(data: bytes, name: str) -> None:
    only_typed_errors(lambda: extract_bytes(data, name, Options(max_bytes=1 << 20, timeout=30)))


def _check_file_reader(call: object, data: bytes, name: str) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / name
        path.write_bytes(data)
        options = Options(max_bytes=1 << 20, timeout=30)
        result = only_typed_errors(lambda: call(path, options))  # type: ignore[operator]
        if not isinstance(result, DoiExtractError):
            for hit in result.hits:
                assert apply_removals(hit.raw, hit.removals) == hit.doi


@SETTINGS
@given(ANY_BYTES, NAMES)
def test_extract_path_and_pdf_raise_only_typed_errors(data: bytes, name: str) -> None:
    _check_file_reader(extract_path, data, name)
    _check_file_reader(doiextract.extract_pdf, data, name)


@SETTINGS
@given(ANY_BYTES, NAMES)
@example(b"\x1f\x8b", "x.txt")
def test_extract_file_raises_only_typed_errors(data: bytes, name: str) -> None:
    _check_file_reader(doiextract.extract_file, data, name)


XML_PIECES = st.sampled_from(
    [
        *("<?xml version='1.0'?>", "<article>", "</article>", "<article-meta>", "</article-meta>"),
        *('<article-id pub-id-type="doi">', "</article-id>", "<ref-list>", "</ref-list>"),
        *('<ext-link xlink:href="', '">', "</ext-link>", "<italic>", "</italic>", "<p>", "</p>"),
        *("&nbsp;", "&amp;", "&#x2D;", "&bogus;", "<!--", "-->", "<![CDATA[", "]]>", "\x00"),
        *('<!DOCTYPE r [<!ENTITY a "10.1000/e&a;">]>', "<doi_data><doi>", "</doi></doi_data>"),
        *("<", ">", '"', "</"),
    ]
)
XML_TEXT = st.lists(st.one_of(XML_PIECES, doi_text), max_size=30).map("".join)


@SETTINGS
@given(st.one_of(XML_TEXT, st.text(max_size=200)))
def test_extract_xml_raises_only_typed_errors(text: str) -> None:
    """issue #11 item 5: any XML, str or bytes, well-formed or not."""
    for xml in (text, text.encode("utf-8", "surrogatepass")):
        result = only_typed_errors(lambda xml=xml: doiextract.extract_xml(xml))
        if isinstance(result, DoiExtractError):
            continue
        for hit in result.hits:
            assert apply_removals(hit.raw, hit.removals) == hit.doi
        assert result.own_doi is None or is_doi(result.own_doi)


@SETTINGS
@given(st.lists(st.tuples(ANY_BYTES, NAMES), max_size=4))
def test_extract_many_gives_one_result_per_document(files: list[tuple[bytes, str]]) -> None:
    """issue #11 item 6: whatever the files, one result each, in order, nothing raised; an
    archive of them gives one result per member."""
    import tempfile
    import zipfile

    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for index, (data, name) in enumerate(files):
            path = Path(tmp) / f"{index}-{name}"
            path.write_bytes(data)
            paths.append(str(path))
        options = Options(max_bytes=1 << 20, timeout=30)
        results = list(doiextract.extract_many(paths, jobs=0, options=options))
        assert [r.source for r in results] == paths
        assert all(r.status in ("ok", "error", "skipped") for r in results)
        archive = Path(tmp) / "all.zip"
        with zipfile.ZipFile(archive, "w") as bundle:
            for path in paths:
                bundle.write(path, Path(path).name)
        members = list(doiextract.extract_archive(archive, jobs=0, options=options))
        assert [r.member for r in members] == [Path(p).name for p in paths]


# -- hits ------------------------------------------------------------------------------------


@SETTINGS
@given(doi_text)
@example("10.1000/abc.https://doi.org/10.1000/y.")
@example("/10.1000/10.\x8510.1038/nature12373")  # a wrapper holding the DOI before it
def test_hits_never_overlap(text: str) -> None:
    """In text, a table's cells and an HTML document's segments (the other properties leave
    overlaps to this one, so that they do not fail at random while #12 item 6 is open)."""
    assert_no_overlap(iter_hits(text))
    assert_no_overlap(extract_table(text))
    assert_no_overlap(extract_html(text).hits)


@SETTINGS
@given(doi_text)
def test_every_hit_replays_from_raw(text: str) -> None:
    for hit in iter_hits(text):
        assert text[hit.span[0] : hit.span[1]] == hit.raw
        assert apply_removals(hit.raw, hit.removals) == hit.doi
        assert hit.key == doi_key(hit.doi)
        assert hit.span[0] <= hit.doi_span[0] <= hit.doi_span[1] <= hit.span[1]


@SETTINGS
@given(doi_text, st.integers(min_value=1, max_value=48))
def test_stream_equals_string(text: str, chunk_size: int) -> None:
    """``iter_hits``/``iter_candidates``/``extract_text`` on an open stream read in small
    chunks give what they give on the whole string."""
    options = Options(chunk_size=chunk_size)
    assert list(iter_hits(io.StringIO(text), options)) == list(iter_hits(text))
    assert list(iter_candidates(io.StringIO(text), options)) == list(iter_candidates(text))
    assert extract_text(io.StringIO(text), options) == extract_text(text)


@SETTINGS
@given(doi_text, st.sampled_from(["utf-8", "utf-16", "utf-8-sig"]))
def test_file_equals_string(text: str, encoding: str) -> None:
    """A text file read from disk (streamed, encoding sniffed; plain and gzipped) gives the
    hits of its text (control characters left out: a file of them is binary, not text)."""
    import tempfile

    text = "".join(c for c in text if c >= " " or c in "\t\n\r\f")
    expected = [(h.doi, h.span, h.raw) for h in iter_hits(text)]
    data = text.encode(encoding)
    with tempfile.TemporaryDirectory() as tmp:
        for name, payload in (("a.txt", data), ("a.txt.gz", gzip.compress(data))):
            path = Path(tmp) / name
            path.write_bytes(payload)
            result = extract_path(path, Options(source_type="text"))
            assert [(h.doi, h.span, h.raw) for h in result.hits] == expected


@SETTINGS
@given(dois())
def test_normalized_forms_agree(doi: str) -> None:
    for form in (doi, to_url(doi), to_urn(doi), to_display(doi), f" {to_url(doi)} "):
        assert normalize_doi(form) == doi
        assert is_doi(form)


# -- clean: only DOI fields change -----------------------------------------------------------

FORMATS: dict[str, tuple[st.SearchStrategy[str], object]] = {
    "bibtex": (bibtex_texts(doi_text), lambda: BIBTEX),
    "ris": (ris_texts(doi_text), lambda: RIS),
    "csv": (csv_texts(doi_text), lambda: TableFormat(",")),
    "tsv": (csv_texts(doi_text, "\t"), lambda: TableFormat("\t")),
    "messy-csv": (messy_csv_texts(doi_text), lambda: TableFormat(",")),
    "lines": (st.one_of(doi_text, st.lists(doi_text, max_size=6).map("\n".join)), LinesFormat),
}


def _doi_spans(fmt: ReferenceFormat, text: str) -> list[tuple[int, int]]:
    """Where the DOI fields of ``text`` are: the only places a replacement may touch."""
    spans = []
    for entry in fmt.parse(text):
        if entry.malformed:
            continue
        spans += [f.span for f in fmt.doi_fields(entry)]
    return spans


def _make(fmt_name: str) -> ReferenceFormat:
    return FORMATS[fmt_name][1]()  # type: ignore[operator, no-any-return]


def _check_edits_in_doi_fields(fmt_name: str, text: str, style: str) -> None:
    result = only_typed_errors(lambda: clean_text(text, _make(fmt_name), style=style))
    if isinstance(result, DoiExtractError):
        return
    spans = _doi_spans(_make(fmt_name), text)
    for edit in result.edits:
        if edit.start == edit.end:
            continue  # an inserted DOI field (or a CSV's new DOI column)
        assert any(s <= edit.start and edit.end <= e for s, e in spans), (
            f"{fmt_name}: edit {edit} outside every DOI field {spans}"
        )


def _xfail(fmt_name: str, reason: str) -> object:
    return pytest.param(fmt_name, marks=pytest.mark.xfail(strict=True, reason=reason))


#: A known failing input per format, run before the generated ones (so that an xfail is
#: strict: it fails every run until the fix lands).
EDIT_EXAMPLES = {
    "lines": "doi:10.1000/abc.https://doi.org/10.1000/y.",
    "messy-csv": "a\nb,10.1000/182,\n,10.10.1038/nature12373",
}


@pytest.mark.parametrize(
    "fmt_name",
    [
        "lines",
        "messy-csv",
        "bibtex",
        "ris",
        "csv",
        "tsv",
    ],
)
@SETTINGS
@given(data=st.data(), style=st.sampled_from(["doi", "url", "doi-prefix"]))
def test_clean_changes_only_doi_fields(fmt_name: str, data: st.DataObject, style: str) -> None:
    """Only typed errors escape, and every replacement lies inside a DOI field: the rest of
    the file stays byte-identical (an insertion adds a DOI field where there was none)."""
    if fmt_name in EDIT_EXAMPLES and not FUZZING:
        _check_edits_in_doi_fields(fmt_name, EDIT_EXAMPLES[fmt_name], style)
    _check_edits_in_doi_fields(fmt_name, data.draw(FORMATS[fmt_name][0]), style)


def _dois_of(result: CleanResult) -> list[str | None]:
    return [report.doi for report in result.reports]


def _check_cleans_to_itself(fmt_name: str, text: str, style: str) -> None:
    try:
        result = clean_text(text, _make(fmt_name), style=style)
    except DoiExtractError:
        return  # (that only typed errors escape is the test above)
    again = clean_text(result.text, _make(fmt_name), style=style)
    # the cleaned file means the same DOIs...
    assert _dois_of(again) == _dois_of(result)
    # ...and has nothing left to fix: it comes back byte-identical
    assert again.text == result.text
    assert not again.edits


#: The decoded DOI "10.1000/182%10" is written as printed text, where "%10" is an escape.
REREAD = {
    "bibtex": "@article{a, doi={10.1000/182%2510.}}",
    "ris": "TY  - JOUR\nDO  - 10.1000/182%2510.\nER  - ",
    "csv": "doi\n10.1000/182%2510.",
    "tsv": "doi\n10.1000/182%2510.",
    "lines": "see 10.1000/182%2510.",
}
#: (Such a DOI is written percent-encoded, as one the file's encoding cannot hold:
#: ``references.common.writable_doi``.)


#: A known failing input per format (strict xfail until fixed): none today.
REREAD_KNOWN: dict[str, tuple[str, str, str]] = {}
#: Inputs that failed once, per format: (text, style). "10.10.1000/10." rewritten as a URL is
#: "10.https://doi.org/10.1000/10.", whose "10." (and "abc" in "abchttps://...") was read as part
#: of the URL scheme, so a second clean dropped it (a scheme starts with a letter, RFC 3986 3.1;
#: rules.unwrap._scheme_start).
REREAD_FIXED = {
    "lines": (
        ("10.10.1000/10.", "url"),
        ("abc10.1000/x a.10.1000/y", "url"),
        # "doi:" glued to a word is no label: written with a space before it (lines.set_doi)
        ("/abstract10.1038/nature12373", "doi-prefix"),
        # a URL written after a glued second prefix's "/" ("10.1000/https://...") read back
        # as the first DOI run on to "10.1000" (a fuzz find): a space before it too
        ("10.1038/nature1237310.1000/10.1000/10.", "url"),
        # a ligature at a line's end joins the next line (a fold is no end); an escape
        # decoded there ("\\u002F", written back as "%2F") still ends the DOI (fuzz finds)
        ("10.1038/nature1237310.1000/10.1000/\ufb01\n10.", "doi"),
        ("10.1000/\\u002F\n10.", "doi"),
        # a label before the DOI's own label is the field's too (a bare DOI written after it
        # would read as labelled again), and a bare DOI after DOI material gets its space
        # (SPEC §3; hypothesis finds)
        ("doi:doi:10.1038/nature12373", "doi"),
        ("10.1000/doi:10.1038/nature12373", "doi"),
        ("abc doi: DOI: 10.1038/x.", "doi"),
        ("10.1000/DOI 10.1038/nature12373", "url"),  # "DOI" is the first DOI's suffix
        # written back as it stands (the space before a bare DOI after DOI material): no edit
        ("10.1000/DOI 10.1038/nature12373", "doi"),
        # a "#" after a URL's DOI ends it there, and would be the DOI's if written bare after
        # it: one space after (lines.set_doi, hypothesis find)
        ("?locatt=1doi:10.1038/nature12373#", "doi"),
    ),
}


@pytest.mark.parametrize(
    "fmt_name",
    [_xfail(n, REREAD_KNOWN[n][2]) if n in REREAD_KNOWN else n for n in sorted(REREAD)],
)
@SETTINGS
@given(data=st.data(), style=st.sampled_from(["doi", "url", "doi-prefix"]))
def test_cleaned_file_cleans_to_itself(fmt_name: str, data: st.DataObject, style: str) -> None:
    if not FUZZING:
        _check_cleans_to_itself(fmt_name, REREAD[fmt_name], "doi")
        if fmt_name in REREAD_KNOWN:
            _check_cleans_to_itself(fmt_name, *REREAD_KNOWN[fmt_name][:2])
        for text, fixed_style in REREAD_FIXED.get(fmt_name, ()):
            _check_cleans_to_itself(fmt_name, text, fixed_style)
    _check_cleans_to_itself(fmt_name, data.draw(FORMATS[fmt_name][0]), style)


@SETTINGS
@given(st.text(max_size=300).filter(lambda t: "10." not in t), st.sampled_from(sorted(FORMATS)))
def test_clean_without_dois_is_byte_identical(text: str, fmt_name: str) -> None:
    result = only_typed_errors(lambda: clean_text(text, _make(fmt_name)))
    if not isinstance(result, DoiExtractError):
        assert result.text == text
        assert not result.edits


@SETTINGS
@given(
    st.one_of(doi_text, st.text(max_size=200)),
    st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "utf-16-be", "cp1252", "latin-1"]),
    st.sampled_from(["r.bib", "r.ris", "r.csv", "r.txt"]),
)
def test_reference_file_reads_back_byte_identical(text: str, encoding: str, name: str) -> None:
    """``read_document`` gives text whose encoding is the file's bytes again, or a typed error
    (the precondition of ``clean`` changing nothing but DOI fields)."""
    import tempfile

    try:
        data = text.encode(encoding)
    except UnicodeEncodeError:
        return
    if encoding == "utf-16-be":
        data = codecs.BOM_UTF16_BE + data
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / name
        path.write_bytes(data)
        document = only_typed_errors(lambda: read_document(path))
        if not isinstance(document, DoiExtractError):
            assert document.encode(document.text) == data
