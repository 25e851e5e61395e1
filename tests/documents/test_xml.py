"""XML readers (issue #11 item 5): JATS/NLM, Crossref deposits, DataCite records and any other
XML through the reader table; own DOI and cited DOIs kept apart; markup decoded, tags never
glued into a DOI; parsing that neither expands entities nor reaches the network; and the
quality gate of corpora/xml against corpora/baseline.json ("xml")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from doiextract import (
    Options,
    doi_key,
    extract_bytes,
    extract_path,
    extract_xml,
)
from doiextract.cli import main
from doiextract.extract import iter_document_candidates, sniff_kind

from .helpers import CORPORA, FLOORS

XML = CORPORA / "xml"
GOLD = json.loads((XML / "gold.json").read_text(encoding="utf-8"))
SAMPLES = sorted(name for name in GOLD if name != "comment")
#: Element labels of what a document cites (sources.xml CONTAINERS).
CITED_PREFIXES = ("ref-list/", "citation/", "relatedIdentifiers/")


def test_corpus_samples_are_there() -> None:
    assert {"jats-article.nxml", "crossref-deposit.xml", "datacite-record.xml"} <= set(SAMPLES)


@pytest.mark.parametrize("name", SAMPLES)
def test_sample_gold(name: str) -> None:
    """issue #11 item 5: every gold DOI in order of first appearance, the own DOI, and the
    cited DOIs told apart by ``location.element``."""
    gold = GOLD[name]
    result = extract_path(XML / name)
    assert result.kind == "xml" and result.error is None
    assert [doi_key(d) for d in result.dois] == [doi_key(d) for d in gold["expected"]]
    assert result.own_doi == gold["own"]
    cited = {
        hit.key for hit in result.hits if (hit.location.element or "").startswith(CITED_PREFIXES)
    }
    assert cited == {doi_key(d) for d in gold["cited"]}
    assert doi_key(gold["own"]) not in cited


def test_xml_quality_gate() -> None:
    """The per-format gate: precision and recall over corpora/xml, floors in baseline.json."""
    right = wrong = missed = 0
    for name in SAMPLES:
        found = {hit.key for hit in extract_path(XML / name).hits}
        expected = {doi_key(d) for d in GOLD[name]["expected"]}
        right += len(found & expected)
        wrong += len(found - expected)
        missed += len(expected - found)
    precision = right / (right + wrong)
    recall = right / (right + missed)
    assert precision >= FLOORS["xml"]["precision"], (precision, recall)
    assert recall >= FLOORS["xml"]["recall"], (precision, recall)


def test_jats_locations_say_own_and_cited() -> None:
    result = extract_path(XML / "jats-article.nxml")
    where = {(hit.doi, hit.location.element) for hit in result.hits}
    assert ("10.55555/jsbm.2024.0107", "article-meta/article-id") in where
    assert ("10.1039/c0ay00123a", "ref-list/pub-id") in where
    assert ("10.6084/m9.figshare.21000001", "ref-list/ext-link@href") in where
    # a sub-article's own identifier is not the article's
    assert ("10.55555/jsbm.2024.0107.sa1", "sub-article/article-id") in where
    assert result.own_doi_evidence == "JATS article-meta article-id"


@pytest.mark.parametrize(
    ("xml", "expected"),
    [
        # element-citation: elements side by side, no whitespace: never glued (issue #11.5)
        (
            "<ref><element-citation><year>2010</year><pub-id pub-id-type='doi'>10.1000/a"
            "</pub-id><pub-id pub-id-type='pmid'>12345</pub-id></element-citation></ref>",
            ["10.1000/a"],
        ),
        # inline markup inside a DOI does not split it
        ("<p>doi:10.1000/<italic>abc</italic>.<bold>d</bold> end</p>", ["10.1000/abc.d"]),
        # a footnote mark in <sup> is not part of the DOI
        ("<p>see 10.1000/xyz<sup>12</sup> here</p>", ["10.1000/xyz"]),
        # character references and predefined entities decoded
        ("<p>10.1000/a&#x2D;b and 10.1000/c&amp;d</p>", ["10.1000/a-b", "10.1000/c&d"]),
        # a named HTML entity (its DTD is never loaded) decoded: a no-break space ends a DOI
        ("<p>10.1000/e&nbsp;next</p>", ["10.1000/e"]),
        # comments and processing instructions are not text
        ("<p><!-- 10.1000/comment --><?pi 10.1000/pi?>none</p>", []),
        # an href is a URL: '?' ends the DOI there
        (
            "<p xmlns:xlink='http://www.w3.org/1999/xlink'><ext-link "
            "xlink:href='https://doi.org/10.1000/u?x=1'>link</ext-link></p>",
            ["10.1000/u"],
        ),
    ],
    ids=["no-glue", "inline", "sup", "entities", "named-entity", "comments", "href"],
)
def test_markup_decoded(xml: str, expected: list[str]) -> None:
    assert extract_xml("<?xml version='1.0'?><root>" + xml + "</root>").dois == expected


def test_inline_root_and_unknown_encoding() -> None:
    assert extract_xml("<italic>doi:10.1000/root</italic>").dois == ["10.1000/root"]
    from doiextract import DecodeSourceError

    with pytest.raises(DecodeSourceError):
        extract_xml(b"<r>10.1000/x</r>", Options(encoding="no-such-codec"))


def test_entity_expansion_is_not_done() -> None:
    """A "billion laughs" document: entities are not expanded (resolve_entities=False); libxml2
    stops at its amplification limit, and the document is read as plain text with a warning
    instead of losing what follows silently."""
    lol = "".join(f'<!ENTITY l{i} "{("&l" + str(i - 1) + ";") * 10}">' for i in range(1, 10))
    bomb = (
        f'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY l0 "10.1000/lol">{lol}]>'
        "<r><p>&l9;</p><p>doi:10.1000/real</p></r>"
    )
    result = extract_xml(bomb.encode())
    assert "10.1000/real" in result.dois
    assert len(result.hits) <= 3  # the declaration's text, not 10**9 expansions
    assert any("read as plain text" in w for w in result.warnings)


def test_external_entity_is_not_read(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("10.1000/secret", encoding="utf-8")
    xxe = (
        f'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file://{secret}">]>'
        "<r><p>&x;</p><p>10.1000/visible</p></r>"
    )
    assert extract_xml(xxe.encode()).dois == ["10.1000/visible"]


def test_malformed_xml_is_read_as_text() -> None:
    result = extract_xml(b"<?xml version='1.0'?> no element, doi:10.1000/plain")
    assert result.dois == ["10.1000/plain"] and result.error is None
    assert any("read as plain text" in w for w in result.warnings)
    recovered = extract_xml(b"<?xml version='1.0'?><r><p>doi:10.1000/x</p><p>unclosed")
    assert recovered.dois == ["10.1000/x"]
    assert any("not well-formed" in w for w in recovered.warnings)


@pytest.mark.parametrize(
    ("head", "name", "kind"),
    [
        (b'<?xml version="1.0"?><article>', "a.dat", "xml"),
        (b"<!DOCTYPE article PUBLIC '-//NLM//DTD JATS'><article>", "", "xml"),
        (b'<article xmlns:xlink="http://www.w3.org/1999/xlink">', "", "xml"),
        (b"doi:10.1000/1", "paper.nxml", "xml"),
        (b'<?xml version="1.0"?><html><body>', "", "html"),  # XHTML stays HTML
        (b"<p>10.1000/1</p>", "notes.txt", "html"),  # WHATWG sniffing: HTML
        (b"x < y and 10.1000/1", "notes.txt", "text"),
    ],
)
def test_xml_sniffed_by_magic_and_extension(head: bytes, name: str, kind: str) -> None:
    assert sniff_kind(head, name) == kind


def test_xml_through_bytes_gzip_and_explain(tmp_path: Path) -> None:
    import gzip

    data = (XML / "crossref-deposit.xml").read_bytes()
    assert extract_bytes(gzip.compress(data), "x.xml.gz").dois == extract_xml(data).dois
    path = tmp_path / "deposit.xml.gz"
    path.write_bytes(gzip.compress(data))
    assert extract_path(path).own_doi == "10.55555/jsbm.2024.0107"
    explained = list(iter_document_candidates(path))
    assert {item.location.element for item in explained} >= {"doi_data/doi", "citation/doi"}


def test_type_xml_forces_the_reader(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "record.txt"
    path.write_text("<r><one>10.1000/a</one><two>10.1000/b</two></r>", encoding="utf-8")
    assert extract_path(path, Options(source_type="xml")).dois == ["10.1000/a", "10.1000/b"]
    assert main(["--type", "xml", "-f", "jsonl", str(path)]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["kind"] == "xml"
    assert [h["location"] for h in record["hits"]] == ["one", "two"]
