"""``Options.verify_readings`` (CLI ``--verify``): the DOI proxy settles readings that a registrant
profile or a hyphen at a break leaves open (SPEC §5 "Readings", issue #9 item 5). The proxy is
``handle_server`` on 127.0.0.1 (tests/verify/conftest.py); nothing touches the network."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from doiextract import Options, iter_hits

from .conftest import HandleServer


def _options(server: HandleServer, tmp_path: Path) -> Options:
    return replace(
        Options(),
        resolver=server.url,
        verify_readings=True,
        verify_cache_path=str(tmp_path / "cache.sqlite"),
        verify_retries=0,
        verify_rate=0.0,
    )


def test_verify_settles_a_hyphen_mark(handle_server: HandleServer, tmp_path: Path) -> None:
    """Both shapes fit the IEEE profile: the proxy knows the one without the hyphen."""
    handle_server.add("10.1109/ACSOSC58168.2023.00048", "url", "https://example.org/a")
    text = "IEEE, 2023. doi:10.1109/ACSOS\ufffeC58168.2023.00048. URL"
    hits = list(iter_hits(text, _options(handle_server, tmp_path)))
    assert [h.doi for h in hits] == ["10.1109/ACSOSC58168.2023.00048"]
    assert "dehyphen-known" in [r.kind for r in hits[0].removals]
    # without --verify: the hyphen is kept (SPEC §5), and nothing is asked
    asked = handle_server.requests
    assert [h.doi for h in iter_hits(text)] == ["10.1109/ACSOS-C58168.2023.00048"]
    assert handle_server.requests == asked


def test_verify_is_not_asked_about_plain_dois(handle_server: HandleServer, tmp_path: Path) -> None:
    text = "see doi:10.5555/plain.1234 and 10.1016/j.cell.2015.03.012 here\n"
    assert [h.doi for h in iter_hits(text, _options(handle_server, tmp_path))] == [
        "10.5555/plain.1234",
        "10.1016/j.cell.2015.03.012",
    ]
    assert handle_server.requests == 0
