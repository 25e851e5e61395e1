"""The document's own DOI from its file name (``own_doi.doi_from_file_name``): a SICI DOI holds
``::`` (``<463::AID-JBM14>``), which is also what separates an archive from its member in a
source label (``archive::member``); only the ``::`` after an archive's name is a separator."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from doiextract import extract_path
from doiextract.bulk import extract_archive
from doiextract.own_doi import doi_from_file_name

SICI = "10.1002/(SICI)1097-4636(199812)43:4<463::AID-JBM14>3.0.CO;2-T"
SICI_NAME = SICI.replace("/", "_", 1) + ".pdf"


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (SICI_NAME, SICI),
        (f"/papers/{SICI_NAME}", SICI),
        (f"pmc.zip::{SICI_NAME}", SICI),
        (f"pmc.tar.gz::dir/{SICI_NAME}", SICI),
        ("pmc.zip::dir/10.1371_journal.pone.0213978.nxml", "10.1371/journal.pone.0213978"),
        ("a::b/10.1371_journal.pone.0213978.pdf", "10.1371/journal.pone.0213978"),
    ],
    ids=["sici", "sici-in-folder", "sici-zip-member", "sici-tar-member", "zip-member", "dir"],
)
def test_file_name_doi_keeps_a_sici_double_colon_spec5(source: str, expected: str | None) -> None:
    assert doi_from_file_name(source) == expected


def test_sici_named_file_and_member_give_their_own_doi(tmp_path: Path) -> None:
    text = f"A letter citing {SICI} in its text.\n"
    path = tmp_path / SICI_NAME.replace(".pdf", ".txt")
    path.write_text(text, encoding="utf-8")
    result = extract_path(path)
    assert result.own_doi == SICI
    archive = tmp_path / "letters.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr(path.name, text)
    (member,) = extract_archive(archive, jobs=0)
    assert member.member == path.name
    assert member.own_doi == SICI
