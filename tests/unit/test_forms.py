"""Presentation forms and single-DOI helpers (Handbook 2.5.2.4, 2.6; SPEC §1, §7)."""

from __future__ import annotations

import pickle

import pytest

from doiextract import InvalidDoiError, doi_key, is_doi, normalize_doi, to_display, to_url, to_urn
from doiextract.forms import encode_doi

NORMALIZE = [
    ("10.1000/182", "10.1000/182", "bare"),
    ("doi:10.1000/182", "10.1000/182", "display-form-2.6.1"),
    ("https://doi.org/10.1000/182", "10.1000/182", "url-form-2.6.2"),
    ("http://dx.doi.org/10.1000/182", "10.1000/182", "dx-proxy-spec3"),
    ("urn:doi:10.123:456ABC%2Fzyz", "10.123/456ABC/zyz", "urn-form-2.6.3"),
    ("info:doi/10.1000/182", "10.1000/182", "info-uri-2.6.4"),
    ("https://doi.org/10.1000/456%23789", "10.1000/456#789", "table1-hash-2.5.2.4"),
    ("  doi:10.1000/182.  ", "10.1000/182", "surrounding-space-and-dot"),
    ("https://doi.org/api/handles/10.1000/182", "10.1000/182", "rest-api-3.8.3"),
]


@pytest.mark.parametrize(("value", "doi", "rule"), NORMALIZE, ids=[n[2] for n in NORMALIZE])
def test_normalize(value: str, doi: str, rule: str) -> None:
    assert normalize_doi(value) == doi
    assert is_doi(value)


INVALID = [
    ("", "empty"),
    ("10.5/10", "registrant-too-short"),
    ("10.1000/x/123", "reserved-suffix"),
    ("hello", "not-found"),
    ("see 10.1000/182 and more", "not-a-single-doi"),
    ("10/abcde", "not-found"),  # shortDOI is not a DOI (Handbook 2.10)
]


@pytest.mark.parametrize(("value", "reason"), INVALID, ids=[i[1] + ":" + i[0] for i in INVALID])
def test_invalid_doi_error_says_why(value: str, reason: str) -> None:
    with pytest.raises(InvalidDoiError) as info:
        normalize_doi(value)
    assert info.value.reason == reason
    assert isinstance(info.value, ValueError)
    assert str(info.value)
    assert not is_doi(value)
    clone = pickle.loads(pickle.dumps(info.value))
    assert clone.reason == reason and str(clone) == str(info.value)


def test_url_encoding_tables_2_5_2_4() -> None:
    assert encode_doi('10.1000/%"# ?') == "10.1000/%25%22%23%20%3F"
    assert encode_doi("10.1000/<>{}^[]`|\\+") == "10.1000/%3C%3E%7B%7D%5E%5B%5D%60%7C%5C%2B"
    assert encode_doi("10.1000/ab/./c") == "10.1000/ab/.%2Fc"
    assert encode_doi("10.1000/ab/../c") == "10.1000/ab/..%2Fc"
    assert encode_doi("10.1000/é") == "10.1000/%C3%A9"


def test_forms() -> None:
    assert to_url("10.1006/jmbi.1998.2354") == "https://doi.org/10.1006/jmbi.1998.2354"
    assert to_url("10.1000/1", "https://hdl.handle.net") == "https://hdl.handle.net/10.1000/1"
    assert to_urn("10.123/456ABC/zyz") == "urn:doi:10.123:456ABC%2Fzyz"
    assert to_display("10.1006/jmbi.1998.2354") == "doi:10.1006/jmbi.1998.2354"


def test_doi_key_folds_ascii_only_handbook_2_4() -> None:
    assert doi_key("10.123/ABC") == doi_key("10.123/abc")
    assert doi_key("10.123/É") != doi_key("10.123/é")
