"""Hypothesis strategies for DOIs and DOI-ish text (one module, as attrs' tests/strategies.py)."""

from __future__ import annotations

from hypothesis import strategies as st

REGISTRANTS = st.builds(
    lambda first, subs: first + "".join("." + s for s in subs),
    st.from_regex(r"[1-9][0-9]{3,5}", fullmatch=True),
    st.lists(st.from_regex(r"[0-9]{1,3}", fullmatch=True), max_size=1),
)

_SUFFIX_CHARS = st.sampled_from(
    [
        *list("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._;()/:<>[]#%+"),
        "é",
        "ß",
        "ü",
        "à",
    ]
)


@st.composite
def dois(draw: st.DrawFn) -> str:
    """Valid DOIs as they are registered: what ``extract_text(doi)`` must give back."""
    from doiextract.rules.trim import trim_trailing
    from doiextract.rules.validate import rejection_reason

    registrant = draw(REGISTRANTS)
    first = draw(
        st.sampled_from(list("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))
    )
    rest = draw(st.lists(_SUFFIX_CHARS, max_size=25).map("".join))
    doi = f"10.{registrant}/{first}{rest}"
    # a printed DOI that ends in punctuation or starts something new cannot be told from
    # prose; those are the URL form's business (tested separately)
    from hypothesis import assume

    assume(trim_trailing(doi, 0, len(doi)) == len(doi))
    assume(rejection_reason(doi) is None)
    assume("//" not in doi and ";10." not in doi and "://" not in doi and ",10." not in doi)
    # "<" before a letter reads as an HTML tag and "?" before a proxy parameter ends a DOI
    # (SPEC §3, §5): a DOI like that exists only in URL form
    import re

    assume(
        re.search(r"<[/!A-Za-z]|\?(?:noredirect|locatt|urlappend|auth|type|index|nols)", doi)
        is None
    )
    assume("%" not in doi)  # a literal "%XX" in printed form is decoded (SPEC §4)
    # an unbalanced "]" before "(" reads as a Markdown link's "](" and ends a printed DOI
    # (rules.join); the URL form encodes the "]" (tested separately)
    assume("](" not in doi)
    return doi


#: Text made of the pieces the scanner cares about, glued at random.
PIECES = st.sampled_from(
    [
        "10.",
        "10.1000/",
        "10.1038/nature12373",
        "doi:",
        "DOI ",
        "https://doi.org/",
        "dx.",
        "urn:doi:",
        "info:doi/",
        "hdl:",
        "%2F",
        "%25",
        "%E2%80%90",
        "&amp;",
        "&lt;",
        "\\/",
        "\\u002F",
        "\\_",
        "\u00ad",
        "\u2010",
        "\ufb01",
        "１０．",
        "(",
        ")",
        "<",
        ">",
        "[",
        "]",
        ".",
        ",",
        ";",
        ":",
        "?",
        "#",
        "&",
        "/",
        "-",
        "_",
        " ",
        "\n",
        "\r\n",
        "\t",
        "\u00a0",
        "2010",
        "10.5/10",
        "10.100.0.0/16",
        "$",
        "=",
        "abc",
        "XYZ",
        "é",
        "\x00",
        "\x85",
        '"',
        "'",
        "v2",
        "/abstract",
        ".pdf",
        "?locatt=1",
        "2",
        "123",
        # glued on by Markdown, LaTeX, chat and URLs (SPEC §3, §5)
        "}{",
        "](",
        "~\\cite",
        "\\\\",
        "'s",
        "\U0001f600",
        "*",
        ";x=1",
        "/download",
        ".svg",
        "/fulltext",
        "/transform/",
        "\n\f",
        "\f",
        "CrossRef",
        "[PubMed]",
        "View",
        # a prefix broken after its "10", before its dot (SPEC §5, syntax.BROKEN_DOT_RE)
        "10 \n",
        ".1080/",
        # or inside its registrant (syntax.BROKEN_REGISTRANT_RE)
        "10.1\n",
        "080/",
    ]
)
doi_text = st.lists(PIECES, max_size=40).map("".join)


def utf8_data(
    pieces: list[bytes], dois: list[bytes], fillers: int, longest_gap: int
) -> st.SearchStrategy[bytes]:
    """UTF-8 text as bytes (``pieces`` may hold invalid bytes): up to six of ``dois``, each
    after a gap of up to ``fillers`` pieces around a run of up to ``longest_gap`` ``x``, so that
    a scanner's windows and the gaps it skips alternate."""
    filler = st.lists(st.sampled_from(pieces), max_size=fillers).map(b"".join)
    gap = st.tuples(filler, st.integers(min_value=0, max_value=longest_gap)).map(
        lambda pair: pair[0] + b"x" * pair[1] + pair[0]
    )
    return st.lists(st.tuples(gap, st.sampled_from(dois)), max_size=6).map(
        lambda parts: b"".join(gap + doi for gap, doi in parts)
    )
