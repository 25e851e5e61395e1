"""Write the hand-made HTML red-team pages and their gold (html part of gold.json).

Each entry: filename -> (html text, encoding to write, expected DOIs in order of first
appearance, own DOI or None, notes). Order of appearance = document (source) order, attributes
of an element before its content.
"""
import json
import os
import sys

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "html")
DOCS = {}


def doc(name, html, expected, own, notes, encoding="utf-8"):
    assert name not in DOCS
    DOCS[name] = (html, encoding, expected, own, notes)


# ---------------------------------------------------------------------------------------------
doc("h01_nature_landing_citation_doi.html", """<!DOCTYPE html>
<html lang="en" class="grade-c">
<head>
<meta charset="utf-8">
<title>Nanometre-scale thermometry in a living cell | Nature</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="citation_title" content="Nanometre-scale thermometry in a living cell">
<meta name="citation_journal_title" content="Nature">
<meta name="citation_volume" content="500">
<meta name="citation_issue" content="7460">
<meta name="citation_firstpage" content="54">
<meta name="citation_publication_date" content="2013/08">
<meta name="citation_doi" content="10.1038/nature12373">
<meta name="dc.identifier" content="doi:10.1038/nature12373">
<meta name="dc.publisher" content="Nature Publishing Group">
<meta name="citation_pdf_url" content="https://www.nature.com/articles/nature12373.pdf">
<link rel="stylesheet" href="/static/css/enhanced-article-nature-branded-2b1c8e3f.css">
</head>
<body class="article-page">
<header class="c-article-header">
<ul class="c-article-identifiers"><li class="c-article-identifiers__item">Letter</li><li class="c-article-identifiers__item">Published: 31 July 2013</li></ul>
<h1 class="c-article-title">Nanometre-scale thermometry in a living cell</h1>
<p class="c-article-info-details"><i>Nature</i> <b>volume 500</b>, pages 54&ndash;58 (2013)<a href="#citeas" class="c-article-info-details__cite-as">Cite this article</a></p>
</header>
<section aria-labelledby="Abs1"><h2 id="Abs1">Abstract</h2>
<p>Sensitive probing of temperature variations on nanometre scales is an outstanding challenge in many areas of modern science and technology. In particular, a thermometer capable of subdegree temperature resolution over a large range of temperatures as well as integration within a living system could provide a powerful new tool.</p>
</section>
<section aria-labelledby="Bib1"><h2 id="Bib1">References</h2>
<ol class="c-article-references">
<li class="c-article-references__item" data-counter="1."><p class="c-article-references__text" id="ref-CR1">Lowell, B. B. &amp; Spiegelman, B. M. Towards a molecular understanding of adaptive thermogenesis. <i>Nature</i> <b>404</b>, 652&ndash;660 (2000)</p>
<p class="c-article-references__links u-hide-print"><a data-track="click" data-track-action="article reference" href="https://doi.org/10.1038%2F35007527" aria-label="Article reference 1">Article</a>
<a data-track="click" data-track-action="cas reference" href="/articles/cas-redirect/1:CAS:528:DC%2BD3cXisVyqs7g%3D" aria-label="CAS reference 1">CAS</a>
<a data-track="click" data-track-action="pubmed reference" href="http://www.ncbi.nlm.nih.gov/entrez/query.fcgi?cmd=Retrieve&amp;db=PubMed&amp;dopt=Abstract&amp;list_uids=10766253" aria-label="PubMed reference 1">PubMed</a>
<a data-track="click" data-track-action="google scholar reference" href="http://scholar.google.com/scholar_lookup?&amp;title=Towards%20a%20molecular%20understanding%20of%20adaptive%20thermogenesis&amp;journal=Nature&amp;doi=10.1038%2F35007527&amp;volume=404&amp;pages=652-660&amp;publication_year=2000" aria-label="Google Scholar reference 1">Google Scholar</a></p></li>
<li class="c-article-references__item" data-counter="2."><p class="c-article-references__text" id="ref-CR2">Okabe, K. et al. Intracellular temperature mapping with a fluorescent polymeric thermometer and fluorescence lifetime imaging microscopy. <i>Nature Commun.</i> <b>3</b>, 705 (2012)</p>
<p class="c-article-references__links u-hide-print"><a data-track-action="article reference" href="https://doi.org/10.1038%2Fncomms1714" aria-label="Article reference 2">Article</a>
<a data-track-action="google scholar reference" href="http://scholar.google.com/scholar_lookup?&amp;title=Intracellular%20temperature%20mapping&amp;doi=10.1038%2Fncomms1714&amp;volume=3&amp;publication_year=2012" aria-label="Google Scholar reference 2">Google Scholar</a></p></li>
<li class="c-article-references__item" data-counter="3."><p class="c-article-references__text" id="ref-CR3">Yang, J.-M., Yang, H. &amp; Lin, L. Quantum dot nano thermometers reveal heterogeneous local thermogenesis in living cells. <i>ACS Nano</i> <b>5</b>, 5067&ndash;5071 (2011)</p>
<p class="c-article-references__links u-hide-print"><a data-track-action="article reference" href="https://doi.org/10.1021%2Fnn201142f" aria-label="Article reference 3">Article</a>
<a data-track-action="cas reference" href="/articles/cas-redirect/1:CAS:528:DC%2BC3MXlslyjsLo%3D" aria-label="CAS reference 3">CAS</a></p></li>
<li class="c-article-references__item" data-counter="4."><p class="c-article-references__text" id="ref-CR4">Balasubramanian, G. et al. Ultralong spin coherence time in isotopically engineered diamond. <i>Nature Mater.</i> <b>8</b>, 383&ndash;387 (2009)</p>
<p class="c-article-references__links u-hide-print"><a data-track-action="article reference" href="https://doi.org/10.1038%2Fnmat2420" aria-label="Article reference 4">Article</a></p></li>
<li class="c-article-references__item" data-counter="5."><p class="c-article-references__text" id="ref-CR5">Childs, P. R. N. <i>Practical Temperature Measurement</i> (Butterworth-Heinemann, 2001)</p>
<p class="c-article-references__links u-hide-print"><a data-track-action="google scholar reference" href="http://scholar.google.com/scholar_lookup?&amp;title=Practical%20Temperature%20Measurement&amp;publication_year=2001&amp;author=Childs%2CPRN" aria-label="Google Scholar reference 5">Google Scholar</a></p></li>
</ol></section>
<section id="citeas"><h2>About this article</h2>
<h3 class="c-bibliographic-information__title">Cite this article</h3>
<p class="c-bibliographic-information__citation">Kucsko, G., Maurer, P., Yao, N. <i>et al.</i> Nanometre-scale thermometry in a living cell. <i>Nature</i> <b>500</b>, 54&ndash;58 (2013). https://doi.org/10.1038/nature12373</p>
<ul class="c-bibliographic-information__list">
<li class="c-bibliographic-information__list-item"><p>Received<span class="u-hide">: </span><span class="c-bibliographic-information__value"><time datetime="2013-03-25">25 March 2013</time></span></p></li>
<li class="c-bibliographic-information__list-item c-bibliographic-information__list-item--full-width"><p><abbr title="Digital Object Identifier">DOI</abbr><span class="u-hide">: </span><span class="c-bibliographic-information__value">https://doi.org/10.1038/nature12373</span></p></li>
</ul></section>
</body>
</html>
""", ["10.1038/nature12373", "10.1038/35007527", "10.1038/ncomms1714", "10.1021/nn201142f",
      "10.1038/nmat2420"], "10.1038/nature12373",
    "Nature-style landing page: citation_doi + dc.identifier 'doi:' meta; reference DOIs only in "
    "doi.org hrefs with %2F and visible text 'Article'; CAS/PubMed/Scholar links are noise (Scholar "
    "links repeat the same DOI in a query parameter, so they change nothing).")

# ---------------------------------------------------------------------------------------------
doc("h02_wiley_dc_info_doi_prism.html", """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<title>Rising temperatures reduce global wheat production - Asseng - 2015 - Global Change Biology - Wiley Online Library</title>
<meta name="dc.Title" content="Rising temperatures reduce global wheat production">
<meta name="dc.Creator" content="S. Asseng">
<meta name="dc.Publisher" content="John Wiley &amp; Sons, Ltd">
<meta name="dc.Date" scheme="WTN8601" content="2015-05-01">
<meta name="dc.Type" content="research-article">
<meta name="dc.Identifier" scheme="doi" content="info:doi/10.1111/gcb.12750">
<meta name="prism.doi" content="10.1111/gcb.12750">
<meta name="prism.publicationName" content="Global Change Biology">
<meta name="prism.volume" content="21">
<meta name="prism.startingPage" content="1">
</head>
<body>
<div class="article-citation">
<h1 class="citation__title">Rising temperatures reduce global wheat production</h1>
<div class="epub-sections"><span class="epub-date">First published: 01 May 2015</span>
<a class="epub-doi" href="https://doi.org/10.1111/gcb.12750">https://doi.org/10.1111/gcb.12750</a></div>
</div>
<section class="article-section__references"><h2>References</h2>
<ul class="rlist separator">
<li data-bib-id="gcb12750-bib-0001">Alexander LV, Zhang X, Peterson TC <i>et al.</i> (2006) Global observed changes in daily climate extremes of temperature and precipitation. <i>Journal of Geophysical Research</i>, <b>111</b>, D05109.
<div class="extra-links getFTR"><a href="https://doi.org/10.1029/2005JD006290" class="getFTR__btn">CrossRef</a> | <a href="/servlet/linkout?suffix=e_1_2_7_1_1&amp;dbid=16&amp;doi=10.1111%2Fgcb.12750&amp;key=10.1029%2F2005JD006290" class="getFTR__btn">Web of Science&reg;</a> | <a href="https://scholar.google.com/scholar_lookup?hl=en&amp;volume=111&amp;publication_year=2006&amp;journal=Journal+of+Geophysical+Research&amp;author=LV+Alexander&amp;title=Global+observed+changes">Google Scholar</a></div></li>
<li data-bib-id="gcb12750-bib-0002">Battisti DS, Naylor RL (2009) Historical warnings of future food insecurity with unprecedented seasonal heat. <i>Science</i>, <b>323</b>, 240&ndash;244.
<div class="extra-links getFTR"><a href="https://doi.org/10.1126/science.1164363">CrossRef</a> | <a href="/servlet/linkout?suffix=e_1_2_7_2_1&amp;dbid=8&amp;doi=10.1111%2Fgcb.12750&amp;key=19131626">PubMed</a></div></li>
<li data-bib-id="gcb12750-bib-0003">Lobell DB, Sibley A, Ortiz-Monasterio JI (2012) Extreme heat effects on wheat senescence in India. <i>Nature Climate Change</i>, <b>2</b>, 186&ndash;189.
<div class="extra-links getFTR"><a href="https://doi.org/10.1038/nclimate1356">CrossRef</a></div></li>
<li data-bib-id="gcb12750-bib-0004">Porter JR, Gawith M (1999) Temperatures and the growth and development of wheat: a review. <i>European Journal of Agronomy</i>, <b>10</b>, 23&ndash;36.
<div class="extra-links getFTR"><a href="/doi/10.1016/S1161-0301(98)00047-1">Wiley Online Library</a></div></li>
<li data-bib-id="gcb12750-bib-0005">Asseng S, Foster I, Turner NC (2011) The impact of temperature variability on wheat yields. <i>Global Change Biology</i>, <b>17</b>, 997&ndash;1012.
<div class="extra-links getFTR"><a href="https://onlinelibrary.wiley.com/doi/10.1111/j.1365-2486.2010.02262.x/abstract">Wiley Online Library</a></div></li>
<li data-bib-id="gcb12750-bib-0006">Rosenzweig C, Elliott J, Deryng D <i>et al.</i> (2014) Assessing agricultural risks of climate change in the 21st century in a global gridded crop model intercomparison. <i>PNAS</i>, <b>111</b>, 3268&ndash;3273.
<div class="extra-links getFTR"><a href="https://onlinelibrary.wiley.com/doi/full/10.1073/pnas.1222463110">Wiley Online Library</a></div></li>
</ul></section>
</body>
</html>
""", ["10.1111/gcb.12750", "10.1029/2005JD006290", "10.1126/science.1164363",
      "10.1038/nclimate1356", "10.1016/S1161-0301(98)00047-1", "10.1111/j.1365-2486.2010.02262.x",
      "10.1073/pnas.1222463110"], "10.1111/gcb.12750",
    "Wiley-style page: own DOI only as dc.Identifier 'info:doi/...' and prism.doi (no citation_doi); "
    "refs via doi.org 'CrossRef' links, a relative publisher path /doi/..., Wiley '/abstract' suffix "
    "(not part of the DOI, SPEC 3) and '/doi/full/'. Linkout URLs repeat own/ref DOIs in query params "
    "(no new DOIs). PubMed linkout key=19131626 is not a DOI.")

# ---------------------------------------------------------------------------------------------
doc("h03_zenodo_jsonld_sameas.html", """<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<title>Global gridded crop yield dataset (v2) | Zenodo</title>
<meta name="citation_title" content="Global gridded crop yield dataset (v2)">
<meta name="citation_doi" content="10.5281/zenodo.4281362">
<meta name="citation_publication_date" content="2020/11/20">
<script type="application/ld+json">
{
  "@context": "https://schema.org/",
  "@id": "https://doi.org/10.5281/zenodo.4281362",
  "@type": "Dataset",
  "name": "Global gridded crop yield dataset (v2)",
  "identifier": "https://doi.org/10.5281/zenodo.4281362",
  "sameAs": ["https://doi.org/10.5281/zenodo.4281361"],
  "url": "https://zenodo.org/records/4281362",
  "datePublished": "2020-11-20",
  "creator": [{"@type": "Person", "name": "Iizumi, Toshichika", "@id": "https://orcid.org/0000-0002-5456-5373"}],
  "citation": [{"@id": "https://doi.org/10.1038/s41597-020-0433-7"}],
  "license": "https://creativecommons.org/licenses/by/4.0/legalcode",
  "version": "2.1.3"
}
</script>
</head>
<body>
<div class="ui container">
<h1 id="record-title">Global gridded crop yield dataset (v2)</h1>
<div id="record-doi-badge">
<a href="https://doi.org/10.5281/zenodo.4281362"><img src="https://zenodo.org/badge/DOI/10.5281/zenodo.4281362.svg" alt="DOI"></a>
</div>
<section id="description"><p>This dataset accompanies the data descriptor published in Scientific Data. Version 2.1.3 adds the 2016 season.</p></section>
<section id="citation"><h2>Citation</h2>
<p>Iizumi, T. (2020). Global gridded crop yield dataset (v2) (Version 2.1.3) [Data set]. Zenodo. https://doi.org/10.5281/zenodo.4281362</p></section>
<section id="versions"><h2>Versions</h2>
<table class="ui compact table">
<tr><td><a href="/records/4281362">Version 2.1.3</a><br><small class="text-muted">10.5281/zenodo.4281362</small></td><td>Nov 20, 2020</td></tr>
<tr><td><a href="/records/3964187">Version 2.1.2</a><br><small class="text-muted">10.5281/zenodo.3964187</small></td><td>Jul 29, 2020</td></tr>
</table>
<p><strong>Cite all versions?</strong> You can cite all versions by using the DOI <a href="https://doi.org/10.5281/zenodo.4281361">10.5281/zenodo.4281361</a>. This DOI represents all versions, and will always resolve to the latest one.</p>
</section>
</div>
</body>
</html>
""", ["10.5281/zenodo.4281362", "10.5281/zenodo.4281361", "10.1038/s41597-020-0433-7",
      "10.5281/zenodo.3964187"], "10.5281/zenodo.4281362",
    "Zenodo-style dataset page: JSON-LD in <head> with '@id'/'identifier' (own), 'sameAs' (concept DOI "
    "...4281361) and 'citation' '@id' (10.1038/s41597-020-0433-7, only in the script). The badge "
    "<img src=.../10.5281/zenodo.4281362.svg> is not a scanned attribute (SPEC 6); reading src would "
    "give the false positive '10.5281/zenodo.4281362.svg'. Order = document order (JSON-LD is in head).")

# ---------------------------------------------------------------------------------------------
doc("h04_pmc_refs_link_text_differs.html", """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Sleep deprivation and memory consolidation - PMC</title></head>
<body>
<main>
<h1 class="content-title">Sleep deprivation impairs memory consolidation in adolescents</h1>
<p>Published online 2020 Mar 2. PMCID: PMC7051234 PMID: 32123456</p>
<section class="ref-list"><h2>References</h2>
<ul class="back-ref-list">
<li id="R1"><span class="citation">Walker MP, Stickgold R. Sleep, memory, and plasticity. <i>Annu Rev Psychol.</i> 2006;57:139&ndash;166.
[<a href="https://www.ncbi.nlm.nih.gov/pubmed/16318592" target="pmc_ext">PubMed</a>] [<a href="https://scholar.google.com/scholar_lookup?journal=Annu+Rev+Psychol&amp;title=Sleep,+memory,+and+plasticity&amp;volume=57&amp;publication_year=2006&amp;pages=139-166" target="pmc_ext">Google Scholar</a>] [<a href="https://doi.org/10.1146/annurev.psych.56.091103.070307" target="pmc_ext">DOI</a>]</span></li>
<li id="R2"><span class="citation">Diekelmann S, Born J. The memory function of sleep. <i>Nat Rev Neurosci.</i> 2010;11:114&ndash;126.
[<a href="https://doi.org/10.1038/nrn2762" target="pmc_ext">Full text</a>] [<a href="https://www.ncbi.nlm.nih.gov/pubmed/20046194" target="pmc_ext">PubMed</a>]</span></li>
<li id="R3"><span class="citation">Rasch B, Born J. About sleep&#39;s role in memory. <i>Physiol Rev.</i> 2013;93:681&ndash;766.
[<a href="https://www.ncbi.nlm.nih.gov/pmc/articles/PMC3768102/" target="pmc_ext">PMC free article</a>] [<a href="http://dx.doi.org/10.1152/physrev.00032.2012" target="pmc_ext">Publisher Site</a>]</span></li>
<li id="R4"><span class="citation">Killgore WDS. Effects of sleep deprivation on cognition. <i>Prog Brain Res.</i> 2010;185:105&ndash;129.
[<a href="https://dx.doi.org/10.1016/B978-0-444-53702-7.00007-5" target="pmc_ext">CrossRef</a>] [<a href="https://www.ncbi.nlm.nih.gov/pubmed/21075236" target="pmc_ext">PubMed</a>]</span></li>
<li id="R5"><span class="citation">Yoo SS, Hu PT, Gujar N, Jolesz FA, Walker MP. A deficit in the ability to form new human memories without sleep. <i>Nat Neurosci.</i> 2007;10:385&ndash;392.
[<a href="https://doi.org/10.1038/nn1851" target="pmc_ext" title="Go to the publisher">&#8599;</a>]</span></li>
<li id="R6"><span class="citation">National Sleep Foundation. Teens and sleep. 2019. Available from: https://www.sleepfoundation.org/teens-and-sleep (accessed 10.12.2019).</span></li>
</ul></section>
</main>
</body>
</html>
""", ["10.1146/annurev.psych.56.091103.070307", "10.1038/nrn2762", "10.1152/physrev.00032.2012",
      "10.1016/B978-0-444-53702-7.00007-5", "10.1038/nn1851"], None,
    "PMC-style reference list: every DOI only in a doi.org / dx.doi.org (http and https) href whose "
    "visible text is '[DOI]', 'Full text', 'Publisher Site', 'CrossRef' or an arrow. 'accessed "
    "10.12.2019' and PMCID/PMID are noise. No DOI meta, so own_doi null.")

# ---------------------------------------------------------------------------------------------
doc("h05_split_inline_spans.html", """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Citing this article</title></head>
<body>
<div class="article-meta">
<p class="doi-line">DOI: <span class="doi-prefix">10.1038</span>/<span class="doi-suffix">s41586-020-2649-2</span></p>
<p class="cite-as">Cite as: <span class="ref-doi"><span>10.1038/</span><span>nature14539</span></span></p>
<p class="pubs-acs"><a class="doi-link" href="#"><span class="doi-scheme">https://doi.org/</span><span class="doi-value">10.1021/acs.jpcb.9b10876</span></a></p>
<p class="search-hit">doi:<b>10.1016</b>/j.cell.2020.01.001</p>
<p class="highlight">Retrieved via <span class="hl">10.1093/nar/</span><span class="hl">gkz1001</span></p>
</div>
</body>
</html>
""", ["10.1038/s41586-020-2649-2", "10.1038/nature14539", "10.1021/acs.jpcb.9b10876",
      "10.1016/j.cell.2020.01.001", "10.1093/nar/gkz1001"], None,
    "DOIs split by inline <span>/<b> with no whitespace between the pieces (SPEC 6: inline tags do "
    "not split a DOI). No DOI is in an href; href='#' everywhere. Each DOI only exists once joined.")

# ---------------------------------------------------------------------------------------------
doc("h06_em_wbr_search_highlight.html", """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Search results for "neuron" - Literature search</title></head>
<body>
<ol class="results">
<li class="result"><h3>Place cells and grid cells in the hippocampal formation</h3>
<div class="meta">Neuron 98(2) &middot; doi: 10.1016/j.<em>neuron</em>.2018.03.041</div></li>
<li class="result"><h3>Observation of gravitational waves from a binary black hole merger</h3>
<div class="meta">Phys. Rev. Lett. 116, 061102 &middot; https://doi.org/<wbr>10.1103/<wbr>PhysRevLett.116.061102</div></li>
<li class="result"><h3>Ensembl 2020</h3>
<div class="meta">Nucleic Acids Research &middot; doi:10.1093/<wbr>nar/<wbr>gkz966</div></li>
<li class="result"><h3>Single-cell <em>neuron</em> atlas</h3>
<div class="meta">Cell &middot; <em>10.1016/j.cell.2018.06.021</em></div></li>
</ol>
</body>
</html>
""", ["10.1016/j.neuron.2018.03.041", "10.1103/PhysRevLett.116.061102", "10.1093/nar/gkz966",
      "10.1016/j.cell.2018.06.021"], None,
    "Search-hit highlighting with <em> inside a DOI, <wbr> break opportunities inside a DOI URL and a "
    "doi: DOI (inline, SPEC 6), and a DOI wrapped entirely in <em>. Only visible text carries DOIs.")

# ---------------------------------------------------------------------------------------------
doc("h07_soft_hyphen_zero_width.html", """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Intensive Care Medicine - Article</title></head>
<body>
<article>
<h1>Clinical characteristics of critically ill patients</h1>
<p class="doi">DOI: 10.1007/&shy;s00134-020-06033-2</p>
<p class="doi">Related commentary: doi:10.1136/&#x200B;bmj.m1328</p>
<p class="doi">Erratum: https://doi.org/10.1016/&#8288;S0140-6736(20)30566-3</p>
<p class="doi">Supplement: 10.5061/dryad.\u00ad2ngf1vhj0</p>
</article>
</body>
</html>
""", ["10.1007/s00134-020-06033-2", "10.1136/bmj.m1328", "10.1016/S0140-6736(20)30566-3",
      "10.5061/dryad.2ngf1vhj0"], None,
    "Invisible format characters inside DOIs, removed per SPEC 4: &shy; entity, &#x200B; (ZWSP), "
    "&#8288; (WORD JOINER) and a raw U+00AD in the UTF-8 source.")

# ---------------------------------------------------------------------------------------------
doc("h08_pre_code_bibtex.html", r"""<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>How to get BibTeX for a DOI | Research Tools Blog</title></head>
<body>
<article>
<h1>How to get BibTeX for a DOI</h1>
<p>Content negotiation returns a BibTeX record. For example:</p>
<pre><code>$ curl -LH "Accept: application/x-bibtex" https://doi.org/10.1145/3292500.3330701
@inproceedings{Ying2019,
  author    = {Ying, Rex and others},
  title     = {GNNExplainer},
  booktitle = {Proceedings of KDD '19},
  year      = {2019},
  doi       = {10.1145/3292500.3330701},
}</code></pre>
<p>Springer chapters come back with an escaped underscore:</p>
<pre>@incollection{Felzenszwalb2010,
  title = {Cascade object detection},
  doi = {10.1007/978-3-642-15549-9\_8},
  url = {https://doi.org/10.1007/978-3-642-15549-9\_8}
}</pre>
<p>In Python, call <code>cn.content_negotiation(ids="10.1126/science.aax0848")</code> and check that the
result is not empty. Use version <code>0.10.1</code> or later.</p>
</article>
</body>
</html>
""", ["10.1145/3292500.3330701", "10.1007/978-3-642-15549-9_8", "10.1126/science.aax0848"], None,
    "DOIs in <pre>/<code>: BibTeX 'doi = {...},' (trailing '},' and '}' trimmed as unbalanced), "
    "LaTeX '\\_' unescaped to '_' (SPEC 4), a DOI in a code call with '\")' after it. '0.10.1' is a "
    "version number.")

# ---------------------------------------------------------------------------------------------
doc("h09_noscript_title_datadoi.html", """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Genome Biology | Article</title>
<script src="https://d1bxh8uas1mnw7.cloudfront.net/assets/embed.js"></script>
</head>
<body>
<noscript><div class="no-js-banner">Please enable JavaScript. The full text of this article is available via doi:10.1186/s13059-019-1832-y</div></noscript>
<h1>Eleven grand challenges in single-cell data science</h1>
<div class="tools">
<a class="cite-link" href="#cite" title="doi:10.1186/s13059-020-1926-6">Cite this article</a>
<div class="altmetric-embed" data-badge-type="donut" data-badge-popover="right" data-doi="10.1371/journal.pcbi.1007128"></div>
<span class="__dimensions_badge_embed__" data-doi="10.1038/s41586-020-2012-7" data-style="small_circle"></span>
</div>
<p>See the <abbr title="Digital Object Identifier">DOI</abbr> handbook for details.</p>
</body>
</html>
""", ["10.1186/s13059-019-1832-y", "10.1186/s13059-020-1926-6", "10.1371/journal.pcbi.1007128",
      "10.1038/s41586-020-2012-7"], None,
    "DOIs only in <noscript> text, a title attribute ('doi:...'), and data-doi attributes of "
    "Altmetric/Dimensions badge placeholders (all scanned per SPEC 6). <abbr title='Digital Object "
    "Identifier'> is noise.")

# ---------------------------------------------------------------------------------------------
doc("h10_inline_javascript.html", r"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>The Replication Crisis in Psychology - SAGE Journals</title>
<meta name="citation_doi" content="10.1177/0956797619830329">
<script>
  window.dataLayer = window.dataLayer || [];
  dataLayer.push({"event":"pageview","page.attributes.doi":"10.1177/0956797619830329","journal":"PSS"});
  var articleDoi = '10.1177/0956797619830329';
  var relatedDois = ["10.1037\/xge0000528", "10.1177/1745691617693393"];
  var libVersion = "10.2.4";
</script>
</head>
<body>
<h1>The Replication Crisis in Psychology</h1>
<p>Psychological Science, Volume 30, Issue 5.</p>
<div id="related-articles"></div>
<script>
  document.getElementById("related-articles").dataset.doi = "10.1038/s41562-016-0021";
</script>
</body>
</html>
""", ["10.1177/0956797619830329", "10.1037/xge0000528", "10.1177/1745691617693393",
      "10.1038/s41562-016-0021"], "10.1177/0956797619830329",
    "Inline JavaScript: DOIs in a dataLayer.push object (trailing '\"});' style), single-quoted var, "
    "an array with a JSON-escaped '\\/' (SPEC 4), and a string assignment in a body script. "
    "'10.2.4' is a version. Own DOI from citation_doi.")

# ---------------------------------------------------------------------------------------------
doc("h11_comments_and_style_skipped.html", """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Hepatology article</title>
<!-- Legacy tags removed 2019-04:
<meta name="citation_doi" content="10.5555/legacy.2018.001">
-->
<style>
  .ref-doi::before { content: "doi:10.5555/css.generated.001"; }
  /* design note: see https://doi.org/10.5555/stylesheet-note for the citation style */
  a[href*="10.5555/attr-selector"] { color: #036; }
</style>
</head>
<body>
<!--[if lt IE 9]><p class="browserupgrade">Cite as doi:10.5555/ie-only.002</p><![endif]-->
<h1>Outcomes of COVID-19 in patients with chronic liver disease</h1>
<p class="doi">https://doi.org/10.1016/j.jhep.2020.03.018</p>
<!-- <a href="https://doi.org/10.5555/commented.out.003">Previous version</a> -->
<style>.x{background:url("/img/10.5555/bg.png")}</style>
<p>Received 12 March 2020.</p>
</body>
</html>
""", ["10.1016/j.jhep.2020.03.018"], None,
    "DOIs inside HTML comments (incl. an IE conditional comment and a commented-out <meta>/<a>) and "
    "inside <style> in head and body must NOT be reported (SPEC 6: skip comments and <style>). Only "
    "the visible DOI counts. All skipped DOIs use the 10.5555 example prefix. own_doi null: the only "
    "citation_doi meta is inside a comment.")

# ---------------------------------------------------------------------------------------------
doc("h12_entities.html", """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Entities in reference lists</title></head>
<body>
<ol class="refs">
<li>International DOI Foundation. <i>DOI Handbook</i>. doi:10.1000&#x2F;182</li>
<li>Journal of the American Society for Information Science 49(8). doi:10.1002&#47;(SICI)1097-4571(199806)49:8&lt;693::AID-ASI4&gt;3.0.CO;2-O</li>
<li>BMC Bioinformatics 11:210. DOI &quot;10.1186/1471-2105-11-210&quot;</li>
<li>Frontiers in Psychology 11. doi:&nbsp;10.3389/fpsyg.2020.01234&nbsp;[Google Scholar]</li>
<li>Find it at your library: <a href="https://sfx.example.edu/sfx_local?sid=google&amp;auinit=T&amp;aulast=Smith&amp;id=doi:10.1016/j.joi.2019.100993&amp;genre=article">Find it @ Library</a></li>
<li>Electronic Library 38(1) &#8211; doi&#58;10.1108&#x2f;EL-08-2019-0186</li>
</ol>
</body>
</html>
""", ["10.1000/182", "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-O",
      "10.1186/1471-2105-11-210", "10.3389/fpsyg.2020.01234", "10.1016/j.joi.2019.100993",
      "10.1108/EL-08-2019-0186"], None,
    "HTML entities inside and around DOIs: &#x2F; &#47; &#x2f; as '/', &lt;/&gt; in a SICI DOI "
    "(balanced <...> stays, ';' inside stays), &quot; quotes trimmed, &nbsp; ends a DOI, &#58; colon "
    "of the doi: label, and &amp; in an OpenURL href ('id=doi:' wrapper, SPEC 3; '&' ends the DOI "
    "inside a URL). The OpenURL DOI appears nowhere else.")

# ---------------------------------------------------------------------------------------------
doc("h13_windows1252.html", """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">
<title>Zeitschrift f\u00fcr Sprachwissenschaft \u2013 Literaturliste</title>
</head>
<body>
<h1>Literatur zum Themenheft \u201eSprachwandel\u201c</h1>
<ul>
<li>M\u00fcller, K. (2018): Kasus im Wandel. In: ZfS 37(1), 1\u201332. DOI: 10.1515/zfs-2018-0001</li>
<li>Schr\u00f6der, A. (2018): Genus und Numerus. Zitiert als \u201c10.1515/zfs-2018-0002\u201d in der Datenbank.</li>
<li>Wei\u00df, T. (2019): Druckfassung mit Gedankenstrich: doi:10.1515/zfs\u20132019\u20130003 (sic).</li>
<li>Dupont, C. (2017): \u00abLes variations\u00bb, Revue fran\u00e7aise de sociologie 58(4), doi\u00a0: \u00ab10.3917/rfs.584.0601\u00bb</li>
<li>B\u00e9nard, L. (2020): Archivfassung doi:10.5555/b\u00e9nard.2020.07\u00a0(Preprint).</li>
</ul>
<p>\u00a9 2020 Walter de Gruyter GmbH \u2022 Preis: 10,00\u00a0\u20ac</p>
</body>
</html>
""", ["10.1515/zfs-2018-0001", "10.1515/zfs-2018-0002", "10.1515/zfs-2019-0003",
      "10.3917/rfs.584.0601", "10.5555/b\u00e9nard.2020.07"], None,
    "Encoded in windows-1252 and declared only by <meta http-equiv=Content-Type>. Bytes 0x93/0x94 "
    "(curly quotes) and 0xAB/0xBB (guillemets) around DOIs are trimmed; bytes 0x96 (en dashes) inside "
    "10.1515/zfs\u20132019\u20130003 must decode to U+2013 and fold to '-' (SPEC 4). Decoding as "
    "latin-1 would make 0x96 a C1 control and end the DOI at '10.1515/zfs'. 0xA0 (NBSP) ends a DOI. "
    "The last DOI has a synthetic non-ASCII suffix (0xE9 = \u00e9) that must survive decoding.",
    encoding="cp1252")

# ---------------------------------------------------------------------------------------------
doc("h14_utf16le_bom.html", """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-16">
<title>Physical Review B - Accepted paper</title>
<meta name="citation_doi" content="10.1103/PhysRevB.101.045432">
</head>
<body>
<h1>Tunable \u00c5ngstr\u00f6m-scale gaps in twisted bilayer graphene</h1>
<p>DOI: <a href="https://doi.org/10.1103/PhysRevB.101.045432">https://doi.org/10.1103/PhysRevB.101.045432</a></p>
<h2>References</h2>
<ol>
<li>Y. Cao <i>et al.</i>, Nature <b>556</b>, 43 (2018), doi:10.1038/nature26160.</li>
<li>R. Bistritzer and A. H. MacDonald, PNAS <b>108</b>, 12233 (2011), https://doi.org/10.1073/pnas.1108174108.</li>
<li>K. S. Novoselov <i>et al.</i>, Science <b>306</b>, 666 (2004), doi:10.1126/science.1102896.</li>
</ol>
</body>
</html>
""", ["10.1103/PhysRevB.101.045432", "10.1038/nature26160", "10.1073/pnas.1108174108",
      "10.1126/science.1102896"], "10.1103/PhysRevB.101.045432",
    "UTF-16LE with BOM (FF FE). Every ASCII char is followed by a NUL byte in the file, so a byte-level "
    "scan finds nothing. Trailing '.' after each reference DOI is punctuation.",
    encoding="utf-16-le-bom")

# ---------------------------------------------------------------------------------------------
doc("h15_utf16be_bom.html", """<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-16">
<title>\u8ad6\u6587\u8a73\u7d30 - \u5b66\u8853\u8a8c</title>
<meta name="citation_doi" content="10.1299/jsmeb.49.1">
</head>
<body>
<h1>\u71b1\u4f1d\u9054\u306e\u6570\u5024\u89e3\u6790</h1>
<p>DOI\uff1a<a href="https://doi.org/10.1299/jsmeb.49.1">https://doi.org/10.1299/jsmeb.49.1</a></p>
<p>\u53c2\u8003\u6587\u732e\uff1adoi:10.1016/j.ijheatmasstransfer.2019.118826 \u3092\u53c2\u7167\u3002</p>
</body>
</html>
""", ["10.1299/jsmeb.49.1", "10.1016/j.ijheatmasstransfer.2019.118826"], "10.1299/jsmeb.49.1",
    "UTF-16BE with BOM (FE FF), Japanese page with full-width colon before the DOI link; the second "
    "DOI follows a full-width colon and 'doi:' and is followed by an ASCII space and Japanese text.",
    encoding="utf-16-be-bom")

# ---------------------------------------------------------------------------------------------
doc("h16_malformed.html", """<html>
<head>
<title>Lab publications</title>
<body>
<h2>Publications 2020
<ul>
<li><b>Weiss et al.</b> Feature interaction bugs. ESEC/FSE 2020. <a href=https://doi.org/10.1145/3368089.3409741>ACM DL
<li>Chen et al. <i>Graph networks</i>. doi:10.1109/TPAMI.2020.2975798
<li><p>Kim et al. Ecology 101(3). <a href="https://doi.org/10.1002/ecy.2992?af=R&utm_source=lab">pdf</a></span>
</ul>
<table>
<tr><td>10.1021/acs.nanolett.9b04123<td>2020
<tr><td>10.1039/C9SC05812K<td>2019
</table>
<p>Smith & Jones, unpublished.
<div>Last change: 10.3.2021</div>
""", ["10.1145/3368089.3409741", "10.1109/TPAMI.2020.2975798", "10.1002/ecy.2992",
      "10.1021/acs.nanolett.9b04123", "10.1039/C9SC05812K"], None,
    "Malformed HTML: no </head>, unclosed <h2>, <li>, <a>, <p>, <td>, <tr>, stray </span>, unquoted "
    "href, raw '&' in an href (after '?', which already ends the DOI), no </body></html>. Adjacent "
    "<td> start tags are block boundaries (the year must not glue on: '...9b04123' + '2020'). "
    "'10.3.2021' is a date.")

# ---------------------------------------------------------------------------------------------
WIKI_REF = """<li id="cite_note-{n}"><span class="mw-cite-backlink"><b><a href="#cite_ref-{n}">^</a></b></span> <span class="reference-text"><cite class="citation journal cs1">{body}</cite><span title="{coins}" class="Z3988"></span></span></li>
"""
wiki_refs = [
    WIKI_REF.format(n=1, body='Kucsko, G.; Maurer, P. C.; Yao, N. Y.; et&#160;al. (2013). <a rel="nofollow" class="external text" href="https://www.nature.com/articles/nature12373">"Nanometre-scale thermometry in a living cell"</a>. <i>Nature</i>. <b>500</b> (7460): 54&#8211;58. <a href="/wiki/ArXiv_(identifier)" class="mw-redirect" title="ArXiv (identifier)">arXiv</a>:<span class="cs1-lock-free" title="Freely accessible"><a rel="nofollow" class="external text" href="https://arxiv.org/abs/1304.1068">1304.1068</a></span>. <a href="/wiki/Bibcode_(identifier)" class="mw-redirect" title="Bibcode (identifier)">Bibcode</a>:<a rel="nofollow" class="external text" href="https://ui.adsabs.harvard.edu/abs/2013Natur.500...54K">2013Natur.500...54K</a>. <a href="/wiki/Doi_(identifier)" class="mw-redirect" title="Doi (identifier)">doi</a>:<a rel="nofollow" class="external text" href="https://doi.org/10.1038%2Fnature12373">10.1038/nature12373</a>. <a href="/wiki/PMC_(identifier)" class="mw-redirect" title="PMC (identifier)">PMC</a>&#160;<span class="cs1-lock-free" title="Freely accessible"><a rel="nofollow" class="external text" href="https://www.ncbi.nlm.nih.gov/pmc/articles/PMC4221854">4221854</a></span>. <a href="/wiki/PMID_(identifier)" class="mw-redirect" title="PMID (identifier)">PMID</a>&#160;<a rel="nofollow" class="external text" href="https://pubmed.ncbi.nlm.nih.gov/23903748">23903748</a>.',
                  coins="ctx_ver=Z39.88-2004&amp;rft_val_fmt=info%3Aofi%2Ffmt%3Akev%3Amtx%3Ajournal&amp;rft.genre=article&amp;rft.jtitle=Nature&amp;rft.atitle=Nanometre-scale+thermometry+in+a+living+cell&amp;rft.volume=500&amp;rft.issue=7460&amp;rft.pages=54-58&amp;rft.date=2013&amp;rft_id=info%3Aarxiv%2F1304.1068&amp;rft_id=info%3Apmc%2F4221854&amp;rft_id=info%3Apmid%2F23903748&amp;rft_id=info%3Adoi%2F10.1038%2Fnature12373&amp;rft_id=info%3Abibcode%2F2013Natur.500...54K"),
    WIKI_REF.format(n=2, body='Huang, C.; et&#160;al. (2020). "Clinical features of patients infected with 2019 novel coronavirus in Wuhan, China". <i>The Lancet</i>. <b>395</b> (10223): 497&#8211;506. <a href="/wiki/Doi_(identifier)" class="mw-redirect" title="Doi (identifier)">doi</a>:<span class="cs1-lock-free" title="Freely accessible"><a rel="nofollow" class="external text" href="https://doi.org/10.1016%2FS0140-6736%2820%2930183-5">10.1016/S0140-6736(20)30183-5</a></span>. <a href="/wiki/PMID_(identifier)" class="mw-redirect" title="PMID (identifier)">PMID</a>&#160;<a rel="nofollow" class="external text" href="https://pubmed.ncbi.nlm.nih.gov/31986264">31986264</a>.',
                  coins="ctx_ver=Z39.88-2004&amp;rft.genre=article&amp;rft.jtitle=The+Lancet&amp;rft.volume=395&amp;rft.issue=10223&amp;rft.pages=497-506&amp;rft.date=2020&amp;rft_id=info%3Adoi%2F10.1016%2FS0140-6736%2820%2930183-5&amp;rft_id=info%3Apmid%2F31986264"),
    WIKI_REF.format(n=3, body='Thompson, D. W. J.; Wallace, J. M. (1998). "The Arctic Oscillation signature in the wintertime geopotential height and temperature fields". <i>Geophysical Research Letters</i>. <b>25</b> (9): 1297&#8211;1300. <a href="/wiki/Doi_(identifier)" class="mw-redirect" title="Doi (identifier)">doi</a>:<a rel="nofollow" class="external text" href="https://doi.org/10.1029%2F98GL00950">10.1029/98GL00950</a>. <a href="/wiki/Hdl_(identifier)" class="mw-redirect" title="Hdl (identifier)">hdl</a>:<a rel="nofollow" class="external text" href="https://hdl.handle.net/1721.1%2F95123">1721.1/95123</a>.',
                  coins="ctx_ver=Z39.88-2004&amp;rft.genre=article&amp;rft.jtitle=Geophysical+Research+Letters&amp;rft.date=1998&amp;rft_id=info%3Ahdl%2F1721.1%2F95123&amp;rft_id=info%3Adoi%2F10.1029%2F98GL00950"),
    WIKI_REF.format(n=4, body='Dawkins, Richard (1976). <i>The Selfish Gene</i>. Oxford University Press. <a href="/wiki/ISBN_(identifier)" class="mw-redirect" title="ISBN (identifier)">ISBN</a>&#160;<a href="/wiki/Special:BookSources/978-0-19-857519-1" title="Special:BookSources/978-0-19-857519-1"><bdi>978-0-19-857519-1</bdi></a>.',
                  coins="ctx_ver=Z39.88-2004&amp;rft.genre=book&amp;rft.btitle=The+Selfish+Gene&amp;rft.date=1976&amp;rft.isbn=978-0-19-857519-1"),
    WIKI_REF.format(n=5, body='Lorenz, E. N. (1963). "Deterministic Nonperiodic Flow". <i>Journal of the Atmospheric Sciences</i>. <b>20</b> (2): 130&#8211;141. <a href="/wiki/Doi_(identifier)" class="mw-redirect" title="Doi (identifier)">doi</a>:<span class="cs1-lock-free" title="Freely accessible"><a rel="nofollow" class="external text" href="https://doi.org/10.1175%2F1520-0469%281963%29020%3C0130%3ADNF%3E2.0.CO%3B2">10.1175/1520-0469(1963)020&lt;0130:DNF&gt;2.0.CO;2</a></span>.',
                  coins="ctx_ver=Z39.88-2004&amp;rft.genre=article&amp;rft.jtitle=Journal+of+the+Atmospheric+Sciences&amp;rft.date=1963&amp;rft_id=info%3Adoi%2F10.1175%2F1520-0469%281963%29020%3C0130%3ADNF%3E2.0.CO%3B2"),
]
doc("h17_wikipedia_cite.html", """<!DOCTYPE html>
<html class="client-nojs" lang="en" dir="ltr">
<head><meta charset="UTF-8"><title>Thermometer - Wikipedia</title></head>
<body class="mediawiki ltr skin-vector">
<div id="mw-content-text" class="mw-body-content"><div class="mw-parser-output">
<p>Nanoscale thermometry using nitrogen-vacancy centres was demonstrated in living cells.<sup id="cite_ref-1" class="reference"><a href="#cite_note-1">&#91;1&#93;</a></sup></p>
<div class="mw-references-wrap"><ol class="references">
""" + "".join(wiki_refs) + """</ol></div>
</div></div>
</body>
</html>
""", ["10.1038/nature12373", "10.1016/S0140-6736(20)30183-5", "10.1029/98GL00950",
      "10.1175/1520-0469(1963)020<0130:DNF>2.0.CO;2"], None,
    "Wikipedia {{cite journal}} output: 'doi:<a href=\"https://doi.org/10.1038%2Fnature12373\">"
    "10.1038/nature12373</a>' with %2F/%28/%29/%3C/%3E/%3A/%3B in hrefs; COinS title attributes with "
    "'rft_id=info%3Adoi%2F...' (same DOIs again). Noise: arXiv 1304.1068, Bibcode, PMC, PMID, "
    "hdl:1721.1/95123 (not a 10. handle), ISBN. Lorenz 1963 is an AMS SICI-style DOI with <...>.")

# ---------------------------------------------------------------------------------------------
doc("h18_search_lookalikes.html", """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Search: "10.1" - Tech Forum</title></head>
<body>
<div class="search-results">
<div class="hit"><h3>Upgrading from Ubuntu 10.04/10.10 LTS</h3><p>Both 10.04/10.10 releases are end-of-life.</p></div>
<div class="hit"><h3>VPC subnets</h3><p>Use 10.128.0.0/9 for the main VPC and 10.100.200.0/22 for the lab; the gateway is 10.200.14.7:8080/api.</p></div>
<div class="hit"><h3>Gas prices</h3><p>Henry Hub spot closed at $10.125/MMBtu on Friday.</p></div>
<div class="hit"><h3>Review</h3><p>Overall score 10.5/10 (really). Grade 10.10/2020.</p></div>
<div class="hit"><h3>Build numbers</h3><p>Installer build 2010.1205/x86_64 is available.</p></div>
<div class="hit"><h3>Spreadsheet help</h3><p>The cell shows =10.2500/2 which evaluates to 5.125.</p></div>
<div class="hit"><h3>Short DOIs</h3><p>Short links such as https://doi.org/bc4f and 10/bc4f are not full DOIs.</p></div>
<div class="hit"><h3>Handle syntax</h3><p>The handbook's reserved form 10.1000/x/123 cannot be registered.</p></div>
<div class="hit"><h3>Paper mentioned in thread</h3><p>The benchmark paper is doi:10.1145/3458817.3476140 if anyone wants it.</p></div>
</div>
</body>
</html>
""", ["10.1145/3458817.3476140"], None,
    "Search-result page full of DOI look-alikes that must not be reported (SPEC 2): registrant with "
    "fewer than 3 digits (10.04/10.10, 10.5/10, 10.10/2020), IPv4 CIDR blocks with 3-digit second "
    "octet (10.128.0.0/9, 10.100.200.0/22), IP:port, a price ($10.125/MMBtu), '10.' after a digit "
    "(2010.1205/x86_64), arithmetic (=10.2500/2), shortDOIs (doi.org/bc4f, 10/bc4f: "
    "not DOIs; a separate kind at most), reserved 10.1000/x/123 (reject, do not shorten). One real DOI.")

# ---------------------------------------------------------------------------------------------
doc("h19_block_boundaries.html", """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Reading list export</title></head>
<body>
<table class="export"><tr><th>Title</th><th>DOI</th><th>Year</th></tr><tr><td>Deep learning</td><td>10.1038/nature14539</td><td>2015</td></tr><tr><td>Attention</td><td>10.5555/3295222.3295349</td><td>2017</td></tr></table>
<ul class="dois"><li>10.1000/182</li><li>10.1126/science.aaa8415</li></ul>
<p class="pair">doi:10.1126/science.aaa8685<br>doi:10.1093/nar/gkaa1100<br/>Updated</p>
<p>10.7554/eLife.05005</p><p>10.7554/eLife.49021</p>
<div>10.1371/journal.pone.0230416</div><div>42 citations</div>
</body>
</html>
""", ["10.1038/nature14539", "10.5555/3295222.3295349", "10.1000/182", "10.1126/science.aaa8415",
      "10.1126/science.aaa8685", "10.1093/nar/gkaa1100", "10.7554/eLife.05005", "10.7554/eLife.49021",
      "10.1371/journal.pone.0230416"], None,
    "Block boundaries with no whitespace in the source: </td><td>, </li><li>, <br>, <br/>, </p><p>, "
    "</div><div>. Without the boundary the year/next DOI/word would glue on ('...nature145392015', "
    "'10.1000/18210.1126/...', '...gkaa1100Updated', '...0230416' + '42 citations').")

# ---------------------------------------------------------------------------------------------
doc("h20_doi_url_variants.html", """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Library guide: linking to articles</title></head>
<body>
<h1>Links to full text</h1>
<ul>
<li><a href="http://dx.doi.org/10.1016/j.neuron.2018.03.041">Neuron article</a></li>
<li><a href="https://doi-org.proxy.library.example.edu/10.1145/3313831.3376300">CHI paper (off-campus)</a></li>
<li><a href="https://hdl.handle.net/10.1594/PANGAEA.857743">PANGAEA data set</a></li>
<li><a href="https://doi.org/api/handles/10.1371/journal.pone.0213978">Handle API record</a></li>
<li><a href="https://link.springer.com/content/pdf/10.1007/s00134-020-06033-2.pdf">Download PDF</a></li>
<li><a href="https://www.biorxiv.org/content/10.1101/2020.03.22.002386v2">Preprint</a></li>
<li><a href="https://doi.org/10.6084/m9.figshare.12345678.v2">Figure data</a></li>
<li><a href="https://onlinelibrary.wiley.com/doi/epdf/10.1002/anie.201915678">ePDF</a></li>
<li><a href="https://pubs.acs.org/doi/abs/10.1021/acs.jpcb.9b10876">Abstract</a></li>
<li><a href="https://www.tandfonline.com/doi/full/10.1080/00031305.2019.1583913">Full text</a></li>
<li><a href="https://www.pnas.org/doi/10.1073/pnas.1912789117#sec-1">Section 1</a></li>
<li><a href="https://doi.org/10.1038/s41586-020-2012-7?noredirect=true">Handle record</a></li>
<li><a href="https://doi.org/10.1109/5.771073/">IEEE (trailing slash)</a></li>
<li><a href="https://www.doi.org/10.1000/182">DOI Handbook</a></li>
<li><a href="https://resolver.example.edu/openurl?url_ver=Z39.88-2004&amp;rft_id=info%3Adoi%2F10.1016%2Fj.joi.2019.100994&amp;rft.genre=article">Check holdings</a></li>
</ul>
<h2>Identifiers in other forms</h2>
<p>URN form: urn:doi:10.1093:nar%2Fgkaa1100</p>
<p>Info URI: info:doi/10.1111/gcb.15033</p>
</body>
</html>
""", ["10.1016/j.neuron.2018.03.041", "10.1145/3313831.3376300", "10.1594/PANGAEA.857743",
      "10.1371/journal.pone.0213978", "10.1007/s00134-020-06033-2", "10.1101/2020.03.22.002386",
      "10.6084/m9.figshare.12345678.v2", "10.1002/anie.201915678", "10.1021/acs.jpcb.9b10876",
      "10.1080/00031305.2019.1583913", "10.1073/pnas.1912789117", "10.1038/s41586-020-2012-7",
      "10.1109/5.771073", "10.1000/182", "10.1016/j.joi.2019.100994", "10.1093/nar/gkaa1100",
      "10.1111/gcb.15033"], None,
    "Every wrapper of SPEC 3 in hrefs whose text is not the DOI: dx.doi.org (http), proxy host "
    "doi-org.<proxy>, hdl.handle.net with a 10. handle, /api/handles/, Springer content '.pdf' "
    "(dropped), bioRxiv 'v2' (dropped), figshare '.v2' (kept), /doi/epdf/, /doi/abs/, /doi/full/, "
    "/doi/ + '#fragment', '?noredirect', trailing '/', www.doi.org, OpenURL rft_id=info%3Adoi%2F "
    "(percent-encoded once). Text: urn:doi: with ':' for '/' and %2F, and info:doi/.")

# ---------------------------------------------------------------------------------------------
doc("h21_percent_encoding.html", """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Percent-encoded DOI links</title></head>
<body>
<ul>
<li><a href="https://doi.org/10.1002/%28SICI%291521-3773%2820020104%2941%3A1%3C110%3A%3AAID-ANIE110%3E3.0.CO%3B2-S">Angewandte (1)</a></li>
<li><a href="https://doi.org/10.1016%2Fj.cell.2020.01.001">Cell</a></li>
<li>Printed with an escape: doi:10.1007%2Fs11192-019-03217-6</li>
<li><a href="https://doi.org/10.1000/caf%C3%A9.2020">Example with UTF-8 escape</a></li>
<li><a href="https://doi.org/10.1000/abc%252Fdef">Double-encoded example</a></li>
<li><a href="https://doi.org/10.1000/182%2E">Encoded final dot</a></li>
</ul>
</body>
</html>
""", ["10.1002/(SICI)1521-3773(20020104)41:1<110::AID-ANIE110>3.0.CO;2-S", "10.1016/j.cell.2020.01.001",
      "10.1007/s11192-019-03217-6", "10.1000/caf\u00e9.2020", "10.1000/abc%2Fdef", "10.1000/182."],
    None,
    "Percent-encoding decoded exactly once (SPEC 4): a fully encoded SICI DOI, %2F in an href and in "
    "printed 'doi:' text, a multi-byte UTF-8 escape (%C3%A9 -> \u00e9), %252F -> literal '%2F' (not "
    "'/'), and an encoded final '.' (%2E) that is kept (SPEC 5). The last three use the 10.1000 "
    "example prefix. Note 10.1000/182 and 10.1000/182. are different DOIs; only the latter is here.")

# ---------------------------------------------------------------------------------------------
doc("h22_typographic_hyphens_fullwidth_ligatures.html", """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Water Research reference list (copied from PDF)</title></head>
<body>
<ol>
<li>Gujer W, Henze M. 1984. Water Research 18(7). doi:10.1016/0043\u20101354(84)90246\u2010X</li>
<li>Frankham R. 2009. Molecular Ecology. doi:10.1111/j.1365\u2011294X.2009.04294.x</li>
<li>Rev. Prog. Phys. 2019. https://doi.org/10.1088/1361\u22126633/ab1234</li>
<li>Fama EF, French KR. 2019. J. Financial Economics. doi:10.1016/j.j\ufb01neco.2019.03.007</li>
<li>Kontogeorgis G. 2019. Fluid Phase Equilibria. doi:10.1016/j.\ufb02uid.2019.06.012</li>
<li>\u7530\u4e2d\u592a\u90ce\uff082019\uff09\u73af\u5883\u7814\u7a76 DOI\uff1a\uff11\uff10\uff0e\uff11\uff15\uff10\uff18\uff13\uff0f\uff4a\uff52\uff45\uff45\uff0e\uff12\uff10\uff11\uff19\uff0e\uff10\uff11</li>
<li>Sayers EW. 2019. The Entrez databases (doi:10.1093/nar/gky1069\u2014 the 2019 update).</li>
<li>Deliberate encoding kept: https://doi.org/10.5555/abc%E2%80%90def</li>
</ol>
</body>
</html>
""", ["10.1016/0043-1354(84)90246-X", "10.1111/j.1365-294X.2009.04294.x", "10.1088/1361-6633/ab1234",
      "10.1016/j.jfineco.2019.03.007", "10.1016/j.fluid.2019.06.012", "10.15083/jree.2019.01",
      "10.1093/nar/gky1069", "10.5555/abc\u2010def"], None,
    "SPEC 4 folding: U+2010 hyphen, U+2011 non-breaking hyphen and U+2212 minus inside DOIs become '-'; "
    "ligatures U+FB01 'fi' and U+FB02 'fl' fold; a DOI written entirely in full-width forms "
    "(\uff11\uff10\uff0e...) folds to ASCII (after the full-width colon of 'DOI\uff1a'); a trailing em "
    "dash is trimmed; a deliberately percent-encoded U+2010 (%E2%80%90) is kept as U+2010.")

# ---------------------------------------------------------------------------------------------
doc("h23_trailing_punctuation.html", """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Discussion thread</title></head>
<body>
<div class="post">
<p>The method is described elsewhere (doi:10.1093/bioinformatics/btz682).</p>
<p>Compare with 10.1038/s41586-020-2649-2, and the benchmark in &#8220;10.1126/science.169.3946.635&#8221;.</p>
<p>Quoted URL: "https://doi.org/10.1073/pnas.1912789117" and bracketed [10.1145/3368089.3409741].</p>
<p>Lancet: doi:10.1016/S0140-6736(20)30183-5. SICI: 10.1002/(SICI)1097-4571(199806)49:8&lt;693::AID-ASI4&gt;3.0.CO;2-O;</p>
<p>Handbook example with a hash: doi:10.1000/456#789 is a single DOI.</p>
<p>Is it 10.1186/s13059-019-1832-y? Or maybe 10.5061/dryad.2ngf1vhj0&#8230;</p>
<p>&#8216;10.7717/peerj.4375&#8217; and {10.1007/s11192-019-03217-6} and &lt;10.1086/676979&gt; and 10.1136/bmj.m1328!</p>
<p>(see also 10.1371/journal.pcbi.1007128; 10.7554/eLife.49021)</p>
<p>&#171;10.3917/rfs.584.0601&#187; &#8212; cited in French.</p>
</div>
</body>
</html>
""", ["10.1093/bioinformatics/btz682", "10.1038/s41586-020-2649-2", "10.1126/science.169.3946.635",
      "10.1073/pnas.1912789117", "10.1145/3368089.3409741", "10.1016/S0140-6736(20)30183-5",
      "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-O", "10.1000/456#789",
      "10.1186/s13059-019-1832-y", "10.5061/dryad.2ngf1vhj0", "10.7717/peerj.4375",
      "10.1007/s11192-019-03217-6", "10.1086/676979", "10.1136/bmj.m1328",
      "10.1371/journal.pcbi.1007128", "10.7554/eLife.49021", "10.3917/rfs.584.0601"], None,
    "SPEC 5 trimming in prose: ').', ',', curly/straight/single quotes, '[ ]', '{ }', '< >' "
    "(unbalanced), balanced Lancet '(20)' kept, final '.' dropped, SICI with inner ';' and a trailing "
    "';', '#' kept in printed doi: form, '?', '\u2026', '!', '; ' between two DOIs, guillemets.")

# ---------------------------------------------------------------------------------------------
doc("h24_delimiters.html", """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Batch lookup help</title></head>
<body>
<p>Paste several identifiers at once, e.g. <code>doi:10.1000/182;doi:10.1038/nature12373</code>
or <code>10.1126/science.aaa8415,10.1126/science.aaa8685</code>.</p>
<p>Semicolon without label: <code>10.1093/nar/gkaa1100;10.1093/nar/gkz1001</code></p>
<p>Wikipedia source:</p>
<pre>{{cite journal|last=Gupta|doi=10.1109/5.771073|title=Reconfigurable antennas|year=1999}}</pre>
<p>Tab-separated export:</p>
<pre>10.7554/eLife.05005\t2015\tElife
10.7554/eLife.49021\t2019\tElife</pre>
</body>
</html>
""", ["10.1000/182", "10.1038/nature12373", "10.1126/science.aaa8415", "10.1126/science.aaa8685",
      "10.1093/nar/gkaa1100", "10.1093/nar/gkz1001", "10.1109/5.771073", "10.7554/eLife.05005",
      "10.7554/eLife.49021"], None,
    "SPEC 5 field delimiters: ';' and ',' immediately followed by a new doi:/10.NNNN/ start the next "
    "DOI; a wiki '|' ends a DOI inside a {{cite}} template shown in <pre>; a tab ends a DOI. "
    "(Less sure: the wiki '|' case -- SPEC names it, but in HTML text the reader must know it is wiki "
    "source.)")

# ---------------------------------------------------------------------------------------------
doc("h25_next_data_json_escapes.html", r"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Autophagy in Disease | IJMS</title>
<meta name="citation_doi" content="10.3390/ijms21124321">
</head>
<body>
<div id="__next"><h1>Autophagy in Disease</h1><p class="doi">https://doi.org/10.3390/ijms21124321</p></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"article":{"doi":"10.3390\u002Fijms21124321","url":"https:\u002F\u002Fdoi.org\u002F10.3390\u002Fijms21124321","title":"Autophagy in \"Disease\"","pdf":"https:\u002F\u002Fwww.mdpi.com\u002F1422-0067\u002F21\u002F12\u002F4321\u002Fpdf?version=1592","references":[{"doi":"10.1016\/j.cell.2019.05.031"},{"doi":"10.1038\u002Fs41586-020-2012-7"},{"url":"https:\u002F\u002Fdoi.org\u002F10.1080\u002F15548627.2020.1797280\u0026utm=x"}]}}},"page":"\u002Farticle","buildId":"10.2.1"}</script>
</body>
</html>
""", ["10.3390/ijms21124321", "10.1016/j.cell.2019.05.031", "10.1038/s41586-020-2012-7",
      "10.1080/15548627.2020.1797280"], "10.3390/ijms21124321",
    "Next.js __NEXT_DATA__ JSON in a <script>: DOIs with '\\u002F' and '\\/' escapes (SPEC 4); the "
    "last one is in a URL followed by '\\u0026utm=x' (decodes to '&', which ends a DOI in a URL). "
    "'10.2.1' buildId and the MDPI pdf URL are noise.")

# ---------------------------------------------------------------------------------------------
sd_refs = []
for i, (txt, d, pii) in enumerate([
    ("Kirchner, J.W., 2009. Catchments as simple dynamical systems. Water Resour. Res. 45, W02429.",
     "10.1029/2008WR006912", None),
    ("Beven, K., 2006. A manifesto for the equifinality thesis. J. Hydrol. 320, 18\u201336.",
     "10.1016/j.jhydrol.2005.07.007", "S002216940500332X"),
    ("McDonnell, J.J., Beven, K., 2014. Debates\u2014The future of hydrological sciences. Water Resour. Res. 50, 5342\u20135350.",
     "10.1002/2013WR015141", None),
    ("Addor, N., Newman, A.J., Mizukami, N., Clark, M.P., 2017. The CAMELS data set. Hydrol. Earth Syst. Sci. 21, 5293\u20135313.",
     "10.5194/hess-21-5293-2017", None),
    ("Kratzert, F., et al., 2019. Towards learning universal, regional, and local hydrological behaviors via machine learning applied to large-sample datasets. Hydrol. Earth Syst. Sci. 23, 5089\u20135110.",
     "10.5194/hess-23-5089-2019", None),
    ("Clark, M.P., et al., 2008. Framework for Understanding Structural Errors (FUSE). Water Resour. Res. 44, W00B02.",
     "10.1029/2007WR006735", None),
], start=1):
    links = ('<a class="anchor link" href="https://doi.org/%s" aria-label="View article">%s</a>' % (d, "https://doi.org/" + d))
    if pii:
        links += ' <a class="anchor link" href="/science/article/pii/%s"><span class="anchor-text">View PDF</span></a>' % pii
    links += (' <a class="anchor link" href="https://www.scopus.com/inward/record.url?eid=2-s2.0-850712%04d&amp;partnerID=10&amp;rel=R3.0.0">'
              '<span class="anchor-text">View in Scopus</span></a>' % i)
    sd_refs.append('<li><span class="reference" id="ref-id-b%d"><div class="contribution">%s</div>'
                   '<div class="ReferenceLinks u-font-sans">%s</div></span></li>\n' % (i, txt, links))
doc("h26_sciencedirect_reference_list.html", """<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>Large-sample hydrology: a review - ScienceDirect</title>
<meta name="citation_doi" content="10.1016/j.jhydrol.2020.125288">
<meta name="citation_pii" content="S0022169420307484">
</head>
<body>
<article>
<h1><span class="title-text">Large-sample hydrology: a review</span></h1>
<div class="DoiLink"><a class="anchor doi" href="https://doi.org/10.1016/j.jhydrol.2020.125288" aria-label="Persistent link using digital object identifier" target="_blank"><span class="anchor-text">https://doi.org/10.1016/j.jhydrol.2020.125288</span></a></div>
<section class="bibliography"><h2>References</h2>
<ol class="references">
""" + "".join(sd_refs) + """</ol></section>
</article>
</body>
</html>
""", ["10.1016/j.jhydrol.2020.125288", "10.1029/2008WR006912", "10.1016/j.jhydrol.2005.07.007",
      "10.1002/2013WR015141", "10.5194/hess-21-5293-2017", "10.5194/hess-23-5089-2019",
      "10.1029/2007WR006735"], "10.1016/j.jhydrol.2020.125288",
    "ScienceDirect-style reference list: each DOI in a doi.org href and as visible link text; PII "
    "links and Scopus links with eid=2-s2.0-... and partnerID=10&rel=R3.0.0 are noise; an em dash in a "
    "title ('Debates\u2014The future') is prose.")

# ---------------------------------------------------------------------------------------------
doc("h27_doi_not_found_title.html", """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>DOI Not Found: 10.1016/j.jcp.2019.1090</title>
</head>
<body>
<div class="container">
<h1>DOI Not Found</h1>
<p><strong>10.1016/j.jcp.2019.1090</strong></p>
<p>This DOI cannot be found in the DOI System. Possible reasons are:</p>
<ul>
<li>The DOI is incorrect in your source. Search for the item by name, title, or other metadata using a search engine.</li>
<li>The DOI was copied incorrectly. Check to see that the string includes all the characters before and after the slash and no sentence punctuation marks.</li>
<li>The DOI has not been activated yet. Please try again later, and report the problem if the error continues.</li>
</ul>
<form action="https://www.doi.org/report-problem" method="post">
<input type="hidden" name="doi" value="10.1016/j.jcp.2019.1090">
<input type="hidden" name="referrer" value="https://example.org/page?ref=10.5555/input-value-only">
<button type="submit">Report the problem</button>
</form>
</div>
</body>
</html>
""", ["10.1016/j.jcp.2019.1090"], None,
    "doi.org 'DOI Not Found' page: the DOI first appears in <title> (scanned, SPEC 6) and again in "
    "<strong>. <input value=...> is not a scanned attribute, so 10.5555/input-value-only (only there) "
    "is not expected. The extractor does not check registration: a syntactically valid DOI counts.")

# ---------------------------------------------------------------------------------------------
doc("h28_uppercase_html4_legacy.html", """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML>
<HEAD>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-1">
<TITLE>J. Mol. Biol. -- Abstract</TITLE>
<META NAME="DC.Identifier" SCHEME="DOI" CONTENT="10.1006/jmbi.1998.2001">
</HEAD>
<BODY BGCOLOR="#FFFFFF">
<TABLE WIDTH="100%"><TR><TD><FONT SIZE="-1">Journal of Molecular Biology<BR>Volume 284, Issue 2</FONT></TD></TR></TABLE>
<H2>Crystal structure of a bacterial protein kinase</H2>
<P>Related article: <A HREF="HTTP://DX.DOI.ORG/10.1006/JMBI.1998.2002">full text</A><BR>
doi:10.1006/jmbi.1998.2002<BR>
doi:10.1006/jmbi.1998.2003<BR>
<P>Copyright &copy; 1998 Academic Press.
</BODY>
</HTML>
""", ["10.1006/jmbi.1998.2001", "10.1006/JMBI.1998.2002", "10.1006/jmbi.1998.2003"],
    "10.1006/jmbi.1998.2001",
    "HTML 4 legacy page in upper case: <META NAME=\"DC.Identifier\" SCHEME=\"DOI\"> with a bare DOI "
    "(own), <A HREF=\"HTTP://DX.DOI.ORG/...\"> with an upper-case DOI that is the same DOI as the "
    "lower-case printed one (ASCII case folding, SPEC 1: report once, case as first written), <BR> "
    "between DOIs.")

# ---------------------------------------------------------------------------------------------
doc("h29_case_folding_non_ascii.html", """<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><title>Errata list</title></head>
<body>
<h1>Corrections to identifiers</h1>
<ul>
<li>Printed: doi:10.1093/NAR/GKAA1100</li>
<li>Correct form: doi:10.1093/nar/gkaa1100 (the same DOI, case is not significant)</li>
<li>Example record A: doi:10.5555/\u00c9t\u00e9-2019</li>
<li>Example record B: doi:10.5555/\u00e9t\u00e9-2019 (a different DOI: only ASCII letters fold)</li>
<li>Example record C: doi:10.5555/\u00c9T\u00e9-2019 (differs from A only in ASCII T/t: same DOI as A)</li>
</ul>
</body>
</html>
""", ["10.1093/NAR/GKAA1100", "10.5555/\u00c9t\u00e9-2019", "10.5555/\u00e9t\u00e9-2019"], None,
    "SPEC 1 key: ASCII-only case folding. NAR/GKAA1100 = nar/gkaa1100 (one entry, first-written case). "
    "'\u00c9t\u00e9' and '\u00e9t\u00e9' differ in a non-ASCII letter: two DOIs. '\u00c9T\u00e9' "
    "differs from '\u00c9t\u00e9' only in ASCII 'T'/'t': same key, not a new entry. Gold comparators "
    "must fold ASCII only (str.lower() would merge the two). Example prefix 10.5555.")

# ---------------------------------------------------------------------------------------------
doc("h30_no_dois.html", """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Release notes 10.2</title>
<meta name="description" content="Release notes for version 10.2">
<style>.badge::after { content: "10.5555/style-only"; }</style>
</head>
<body>
<!-- TODO: add the paper DOI 10.5555/todo-comment once registered -->
<h1>Release notes 10.2</h1>
<ul>
<li>Python 3.10.12/3.11 support; tested on macOS 10.15/11.</li>
<li>arXiv:2010.12345v2 and hep-th/9901001 are parsed as arXiv identifiers.</li>
<li>ISBN 978-3-16-148410-0, PMID 31986264, PMCID PMC7092803.</li>
<li>The default timeout is now 10 s (was 10.5 s).</li>
<li>Handle prefix 10.1000 alone, without a suffix, is not a DOI.</li>
<li>Downloads rose 10.5% to 2010.1234 per day; see <a href="https://example.org/releases/10.2/">release page</a>.</li>
</ul>
</body>
</html>
""", [], None,
    "Page with no DOIs: version/OS numbers (3.10.12/3.11, 10.15/11), arXiv ids, ISBN/PMID, "
    "timeouts, bare prefix 10.1000, percentages, a href path /releases/10.2/. DOIs only in a comment and "
    "<style> (skipped).")


def encode(text, encoding):
    if encoding == "utf-16-le-bom":
        return b"\xff\xfe" + text.encode("utf-16-le")
    if encoding == "utf-16-be-bom":
        return b"\xfe\xff" + text.encode("utf-16-be")
    return text.encode(encoding)


def main():
    os.makedirs(OUT, exist_ok=True)
    gold = {}
    for name, (html, enc, expected, own, notes) in DOCS.items():
        data = encode(html, enc)
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
        gold[name] = {"expected": expected, "own_doi": own, "notes": notes,
                      "encoding": {"utf-16-le-bom": "utf-16 (LE, BOM)",
                                   "utf-16-be-bom": "utf-16 (BE, BOM)"}.get(enc, enc)}
    return gold


if __name__ == "__main__":
    g = main()
    json.dump(g, sys.stdout, ensure_ascii=False, indent=1)
