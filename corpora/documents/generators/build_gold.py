"""Regenerate html/, pdf/ and gold.json:  /work/main/.venv/bin/python generators/build_gold.py"""
import json
import os

import make_html
import make_pdf

HERE = os.path.dirname(os.path.abspath(__file__))

# Cases where SPEC is readable more than one way; scorers may want to drop them (see README.md).
LESS_SURE = {
    "h03_zenodo_jsonld_sameas.html": [
        "The badge <img src> is treated as not scanned (SPEC 6 lists href/content/data-doi/title only); "
        "a reader that scans src would add 10.5281/zenodo.4281362.svg."],
    "h10_inline_javascript.html": [
        "dataLayer.push({...\"doi\":\"10.1177/...\",\"journal\":\"PSS\"}) is minified: the gold assumes a "
        "JS/JSON string ends at the unescaped '\"' (no whitespace follows the DOI). SPEC says scan inline "
        "JS and undo JSON escapes but does not spell out string tokenising."],
    "h17_wikipedia_cite.html": [
        "COinS title attributes ('rft_id=info%3Adoi%2F...&amp;rft_id=...'): gold assumes '&' ends the DOI "
        "there as in an OpenURL (SPEC 3 lists rft_id=info:doi/). Adds no new DOI either way, but a reader "
        "that does not stop at '&' reports a false positive like '10.1016/S0140-6736(20)30183-5&rft_id=...'."],
    "h18_search_lookalikes.html": [
        "$10.125/MMBtu (price) and =10.2500/2 (arithmetic) pass the 3-digit registrant rule; they are "
        "excluded only by SPEC 2's sentence 'arithmetic and prices are not DOIs'."],
    "h22_typographic_hyphens_fullwidth_ligatures.html": [
        "The all-full-width DOI (\uff11\uff10\uff0e\uff11\uff15\uff10\uff18\uff13\uff0f...) is only found if "
        "full-width folding happens before the '10.' search, not only inside a found candidate."],
    "h24_delimiters.html": [
        "The wiki '|' inside a {{cite journal|doi=...|...}} template shown in <pre>: SPEC 5 names the wiki "
        "'|' as a field delimiter, but an HTML reader must decide that this <pre> is wiki source."],
    "h25_next_data_json_escapes.html": [
        "Minified JSON ('...\"},{\"doi\":\"10.1038\\u002F...') has no whitespace after DOIs: gold assumes JSON "
        "string tokenising (as h10)."],
    "h27_doi_not_found_title.html": [
        "10.5555/input-value-only (only in <input value>) is treated as not scanned (SPEC 6 list)."],
    "p09_metadata_xmp_prism_doi.pdf": [
        "Metadata DOIs have no page; their position in 'order of first appearance' is not decided. Compare "
        "this file as a set."],
    "p12_no_dois.pdf": ["As h18: the price and arithmetic look-alikes rely on SPEC 2's prose rule."],
    "p19_fpdf2_links_text_differs.pdf": [
        "Link to https://elifesciences.org/articles/05005?doi=10.7554%2FeLife.05005: a DOI inside another "
        "site's query parameter; listed under acceptable_extra (neither required nor a false positive)."],
}


def main():
    html = make_html.main()
    pdf = make_pdf.main()
    for part in (html, pdf):
        for name, entry in part.items():
            if name in LESS_SURE:
                entry["less_sure"] = LESS_SURE[name]
    unknown = set(LESS_SURE) - set(html) - set(pdf)
    assert not unknown, unknown
    with open(os.path.join(HERE, "..", "gold.json"), "w", encoding="utf-8") as f:
        json.dump({"html": html, "pdf": pdf}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("html:", len(html), "pdf:", len(pdf))


if __name__ == "__main__":
    main()
