from common import Page, esc, enc, quote
import json

PAGES = []
def page(fn):
    PAGES.append(fn)
    return fn

# ---------------------------------------------------------------- 17 DSpace item page
@page
def dspace():
    p = Page("dspace_item_2142_105678.html")
    OWN = "10.1002/ecy.3101"
    h = f"""<!DOCTYPE html>
<html class="no-js">
<head>
<meta content="text/html; charset=UTF-8" http-equiv="Content-Type">
<meta content="IE=edge,chrome=1" http-equiv="X-UA-Compatible">
<meta content="width=device-width,initial-scale=1" name="viewport">
<link rel="shortcut icon" href="/themes/Mirage2/images/favicon.ico">
<meta name="Generator" content="DSpace 6.3">
<link href="/themes/Mirage2/styles/main.css" rel="stylesheet">
<link rel="schema.DCTERMS" href="http://purl.org/dc/terms/" />
<link rel="schema.DC" href="http://purl.org/dc/elements/1.1/" />
<meta name="DC.creator" content="Okonjo, Adaeze" xml:lang="en_US" />
<meta name="DC.creator" content="Fischer, Jonas" xml:lang="en_US" />
<meta name="DCTERMS.dateAccepted" content="2020-07-10T15:21:33Z" scheme="DCTERMS.W3CDTF" />
<meta name="DCTERMS.issued" content="2020-06-15" scheme="DCTERMS.W3CDTF" />
<meta name="DCTERMS.bibliographicCitation" content="Okonjo, A., &amp; Fischer, J. (2020). Drought legacy effects on grassland productivity. Ecology, 101(9), e03101." xml:lang="en_US" />
<meta name="DC.identifier" content="0012-9658" xml:lang="en_US" />
<meta name="DC.identifier" content="http://hdl.handle.net/2142/105678" scheme="DCTERMS.URI" />
<meta name="DC.identifier" content="https://doi.org/{p.t(OWN)}" scheme="DCTERMS.URI" />
<meta name="DCTERMS.abstract" content="Drought years leave legacies on productivity that last 1-3 years ..." xml:lang="en_US" />
<meta name="DC.language" content="en" xml:lang="en_US" />
<meta name="DC.relation" content="Ecology; 101(9)" xml:lang="en_US" />
<meta name="DC.title" content="Drought legacy effects on grassland productivity" xml:lang="en_US" />
<meta name="DC.type" content="Article" xml:lang="en_US" />
<meta content="Drought legacy effects on grassland productivity" name="citation_title">
<meta content="Okonjo, Adaeze" name="citation_author">
<meta content="https://www.ideals.illinois.edu/bitstream/handle/2142/105678/Okonjo_Ecology_2020.pdf?sequence=1&amp;isAllowed=y" name="citation_pdf_url">
<meta content="2020-06-15" name="citation_date">
<meta content="https://www.ideals.illinois.edu/handle/2142/105678" name="citation_abstract_html_url">
<title>Drought legacy effects on grassland productivity</title>
</head>
<body>
<header><div class="navbar navbar-default navbar-static-top"><a href="/" class="navbar-brand"><img src="/themes/Mirage2/images/ideals-logo.svg" alt="IDEALS"></a></div></header>
<div class="trail-wrapper hidden-print"><ul class="breadcrumb"><li><a href="/">IDEALS Home</a></li><li><a href="/handle/2142/5">Research and Scholarship</a></li><li><a href="/handle/2142/12345">Dept. of Plant Biology</a></li><li class="active">View Item</li></ul></div>
<div id="main-container" class="container"><div class="row row-offcanvas row-offcanvas-right"><div class="horizontal-slider clearfix"><div class="col-xs-12 col-sm-12 col-md-9 main-content">
<div><div id="aspect_artifactbrowser_ItemViewer_div_item-view" class="ds-static-div primary">
<div class="item-summary-view-metadata"><h2 class="page-header first-page-header">Drought legacy effects on grassland productivity</h2>
<div class="row"><div class="col-sm-4"><div class="item-page-field-wrapper table word-break"><h5>Files in this item</h5><div><a href="/bitstream/handle/2142/105678/Okonjo_Ecology_2020.pdf?sequence=1&amp;isAllowed=y"><i aria-hidden="true" class="glyphicon  glyphicon-file"></i> Okonjo_Ecology_2020.pdf (1.021Mb)</a></div></div></div>
<div class="col-sm-8"><div class="simple-item-view-uri item-page-field-wrapper table"><h5>URI</h5><span><a href="http://hdl.handle.net/2142/105678">http://hdl.handle.net/2142/105678</a></span></div></div></div></div>
<h3>Full item record</h3>
<table class="ds-includeSet-table detailtable table table-striped table-hover">
<tr class="ds-table-row odd"><td class="label-cell">dc.contributor.author</td><td class="word-break">Okonjo, Adaeze</td><td>en_US</td></tr>
<tr class="ds-table-row even"><td class="label-cell">dc.date.accessioned</td><td class="word-break">2020-07-10T15:21:33Z</td><td></td></tr>
<tr class="ds-table-row odd"><td class="label-cell">dc.date.issued</td><td class="word-break">2020-06-15</td><td></td></tr>
<tr class="ds-table-row even"><td class="label-cell">dc.identifier.citation</td><td class="word-break">Okonjo, A., &amp; Fischer, J. (2020). Drought legacy effects on grassland productivity. Ecology, 101(9), e03101.</td><td>en_US</td></tr>
<tr class="ds-table-row odd"><td class="label-cell">dc.identifier.issn</td><td class="word-break">0012-9658</td><td>en_US</td></tr>
<tr class="ds-table-row even"><td class="label-cell">dc.identifier.uri</td><td class="word-break">http://hdl.handle.net/2142/105678</td><td></td></tr>
<tr class="ds-table-row odd"><td class="label-cell">dc.identifier.doi</td><td class="word-break">{p.t(OWN)}</td><td>en_US</td></tr>
<tr class="ds-table-row even"><td class="label-cell">dc.relation.isversionof</td><td class="word-break">doi:{p.t(OWN)}</td><td>en_US</td></tr>
<tr class="ds-table-row odd"><td class="label-cell">dc.relation.isreferencedby</td><td class="word-break">http://hdl.handle.net/{p.t('10.1594/PANGAEA.908112')}</td><td>en_US</td></tr>
<tr class="ds-table-row even"><td class="label-cell">dc.relation.uri</td><td class="word-break">https://hdl.handle.net/10023/19876</td><td>en_US</td></tr>
<tr class="ds-table-row odd"><td class="label-cell">dc.relation.uri</td><td class="word-break">hdl:1721.1/123456</td><td>en_US</td></tr>
<tr class="ds-table-row even"><td class="label-cell">dc.relation.uri</td><td class="word-break">https://hdl.handle.net/20.500.11956/116262</td><td>en_US</td></tr>
<tr class="ds-table-row odd"><td class="label-cell">dc.relation.haspart</td><td class="word-break">hdl:{p.t('10.5066/P9ABCDEF')}</td><td>en_US</td></tr>
<tr class="ds-table-row even"><td class="label-cell">dc.description.sponsorship</td><td class="word-break">NSF DEB-1856789; USDA NIFA 2019-67019-29470</td><td>en_US</td></tr>
<tr class="ds-table-row odd"><td class="label-cell">dc.rights</td><td class="word-break">Copyright 2020 by the Ecological Society of America</td><td>en_US</td></tr>
<tr class="ds-table-row even"><td class="label-cell">dc.subject</td><td class="word-break">drought; ANPP; legacy effects; 10.5-yr record</td><td>en_US</td></tr>
<tr class="ds-table-row odd"><td class="label-cell">dc.type</td><td class="word-break">Article</td><td>en_US</td></tr>
</table>
<p class="ds-paragraph item-view-toggle item-view-toggle-bottom"><a href="/handle/2142/105678">Show simple item record</a></p>
<h3>Statistics</h3><p><a href="/handle/2142/105678/statistics">View usage statistics</a> (10.3 k views)</p>
</div></div></div></div></div></div></div>
<footer><div class="row"><hr><div class="col-xs-7 col-sm-8"><div><a href="http://www.dspace.org/" target="_blank">DSpace software</a> copyright&nbsp;&copy;&nbsp;2002-2016&nbsp; <a href="http://www.duraspace.org/" target="_blank">DuraSpace</a></div></div></div></footer>
<script>if(!window.DSpace){{window.DSpace={{}};}}window.DSpace.context_path='';window.DSpace.theme_path='/themes/Mirage2/';</script>
</body>
</html>
"""
    p.own = OWN
    p.note("Handles are not DOIs: 2142/105678, 10023/19876 (St Andrews prefix 10023 - no '10.'), hdl:1721.1/123456 (MIT), 20.500.11956/116262 (Handle v9). hdl.handle.net/10.1594/PANGAEA.908112 and hdl:10.5066/P9ABCDEF are DOIs (SPEC 3).")
    p.note("Own DOI from DC.identifier meta (https://doi.org/ form) and dc.identifier.doi row. Noise: ISSN 0012-9658, grant 2019-67019-29470, '10.5-yr', '10.3 k views'.")
    return p, h

# ---------------------------------------------------------------- 18 Wikipedia
@page
def wikipedia():
    p = Page("wikipedia_chaos_theory_refs.html")
    def cite(body_html, doi=None, doi_text=True, coins_doi=True, extra_after=""):
        s = f'<li id="cite_note-{len(cite.n)+1}"><span class="mw-cite-backlink"><b><a href="#cite_ref-{len(cite.n)+1}">^</a></b></span> <span class="reference-text"><cite class="citation journal cs1">{body_html}'
        if doi:
            s += f' <a href="/wiki/Doi_(identifier)" class="mw-redirect" title="Doi (identifier)">doi</a>:<a rel="nofollow" class="external text" href="{p.u(doi, mode="mw")}">{p.t(doi) if doi_text else ""}</a>{extra_after}.'
        s += '</cite>'
        if doi and coins_doi:
            coins = f"ctx_ver=Z39.88-2004&rft_val_fmt=info%3Aofi%2Ffmt%3Akev%3Amtx%3Ajournal&rft.genre=article&rft.jtitle=Journal&rft.atitle=Title&rft_id=info%3Adoi%2F{quote(doi, safe='')}&rfr_id=info%3Asid%2Fen.wikipedia.org%3AChaos+theory"
            s += f'<span title="{esc(coins)}" class="Z3988"></span>'
        s += '</span></li>\n'
        cite.n.append(1)
        return s
    cite.n = []
    h = """<!DOCTYPE html>
<html class="client-nojs vector-feature-language-in-header-enabled" lang="en" dir="ltr">
<head>
<meta charset="UTF-8">
<title>Chaos theory - Wikipedia</title>
<script>(function(){var className="client-js";document.documentElement.className=className;}());RLCONF={"wgBreakFrames":false,"wgSeparatorTransformTable":["",""],"wgDigitTransformTable":["",""],"wgDefaultDateFormat":"dmy","wgMonthNames":["","January","February","March"],"wgRequestId":"8f1e2d3c-4b5a-6978-8f9e-0d1c2b3a4f5e","wgCanonicalNamespace":"","wgPageName":"Chaos_theory","wgTitle":"Chaos theory","wgCurRevisionId":1187654321,"wgRevisionId":1187654321,"wgArticleId":6295,"wgIsArticle":true,"wgCategories":["CS1 maint: DOI inactive as of January 2024","Articles with short description"],"wgPageContentLanguage":"en","wgRelevantPageName":"Chaos_theory","wgWikibaseItemId":"Q166314"};</script>
<link rel="stylesheet" href="/w/load.php?lang=en&amp;modules=ext.cite.styles%7Cskins.vector.styles&amp;only=styles&amp;skin=vector-2022">
<meta name="generator" content="MediaWiki 1.42.0-wmf.5">
<meta name="referrer" content="origin-when-cross-origin">
<meta property="og:title" content="Chaos theory - Wikipedia">
<link rel="canonical" href="https://en.wikipedia.org/wiki/Chaos_theory">
</head>
<body class="skin-vector skin-vector-search-vue mediawiki ltr sitedir-ltr mw-hide-empty-elt ns-0 ns-subject page-Chaos_theory rootpage-Chaos_theory skin-vector-2022 action-view">
<div class="mw-page-container"><div class="mw-content-container"><main id="content" class="mw-body" role="main">
<h1 id="firstHeading" class="firstHeading mw-first-heading"><span class="mw-page-title-main">Chaos theory</span></h1>
<div id="bodyContent" class="vector-body" aria-labelledby="firstHeading"><div id="mw-content-text" class="mw-body-content"><div class="mw-content-ltr mw-parser-output" lang="en" dir="ltr">
<p><b>Chaos theory</b> is an interdisciplinary area of scientific study and branch of mathematics. ... Small differences in initial conditions, such as those due to errors in measurements or due to rounding errors in numerical computation, can yield widely diverging outcomes for such dynamical systems.<sup id="cite_ref-1" class="reference"><a href="#cite_note-1">[1]</a></sup> Lorenz's 1963 paper<sup id="cite_ref-2" class="reference"><a href="#cite_note-2">[2]</a></sup> ...</p>
<div class="mw-heading mw-heading2"><h2 id="References">References</h2></div>
<div class="reflist reflist-columns references-column-width" style="column-width: 30em;">
<ol class="references">
"""
    h += cite('<a href="/wiki/Edward_Norton_Lorenz" class="mw-redirect" title="Edward Norton Lorenz">Lorenz, Edward N.</a> (1963). <a rel="nofollow" class="external text" href="' + p.u("10.1175/1520-0469(1963)020<0130:DNF>2.0.CO;2", mode="mw") + '">"Deterministic non-periodic flow"</a>. <i>Journal of the Atmospheric Sciences</i>. <b>20</b> (2): 130&ndash;141. <a href="/wiki/Bibcode_(identifier)" class="mw-redirect" title="Bibcode (identifier)">Bibcode</a>:<a rel="nofollow" class="external text" href="https://ui.adsabs.harvard.edu/abs/1963JAtS...20..130L">1963JAtS...20..130L</a>.', "10.1175/1520-0469(1963)020<0130:DNF>2.0.CO;2")
    h += cite('<a href="/wiki/Robert_May,_Baron_May_of_Oxford" title="Robert May, Baron May of Oxford">May, Robert M.</a> (1976). "Simple mathematical models with very complicated dynamics". <i><a href="/wiki/Nature_(journal)" title="Nature (journal)">Nature</a></i>. <b>261</b> (5560): 459&ndash;467. <a href="/wiki/Bibcode_(identifier)" class="mw-redirect">Bibcode</a>:<a rel="nofollow" class="external text" href="https://ui.adsabs.harvard.edu/abs/1976Natur.261..459M">1976Natur.261..459M</a>. <a href="/wiki/Hdl_(identifier)" class="mw-redirect" title="Hdl (identifier)">hdl</a>:<a rel="nofollow" class="external text" href="https://hdl.handle.net/10338.dmlcz%2F104555">10338.dmlcz/104555</a>. <a href="/wiki/PMID_(identifier)" class="mw-redirect">PMID</a>&nbsp;<a rel="nofollow" class="external text" href="https://pubmed.ncbi.nlm.nih.gov/934280">934280</a>. <a href="/wiki/S2CID_(identifier)" class="mw-redirect">S2CID</a>&nbsp;<a rel="nofollow" class="external text" href="https://api.semanticscholar.org/CorpusID:2243371">2243371</a>', "10.1038/261459a0")
    h += cite('Li, T. Y.; <a href="/wiki/James_A._Yorke" title="James A. Yorke">Yorke, J. A.</a> (1975). "Period Three Implies Chaos". <i><a href="/wiki/American_Mathematical_Monthly" class="mw-redirect">American Mathematical Monthly</a></i>. <b>82</b> (10): 985&ndash;92. <a href="/wiki/Bibcode_(identifier)" class="mw-redirect">Bibcode</a>:<a rel="nofollow" class="external text" href="https://ui.adsabs.harvard.edu/abs/1975AmMM...82..985L">1975AmMM...82..985L</a>. <a href="/wiki/CiteSeerX_(identifier)" class="mw-redirect">CiteSeerX</a>&nbsp;<a rel="nofollow" class="external text" href="https://citeseerx.ist.psu.edu/viewdoc/summary?doi=10.1.1.329.5038">10.1.1.329.5038</a>', "10.2307/2318254")
    h += cite('<a href="/wiki/Norman_Packard" title="Norman Packard">Packard, N. H.</a>; Crutchfield, J. P.; Farmer, J. D.; Shaw, R. S. (1980). "Geometry from a Time Series". <i><a href="/wiki/Physical_Review_Letters" title="Physical Review Letters">Physical Review Letters</a></i>. <b>45</b> (9): 712&ndash;716. <a href="/wiki/Bibcode_(identifier)" class="mw-redirect">Bibcode</a>:<a rel="nofollow" class="external text" href="https://ui.adsabs.harvard.edu/abs/1980PhRvL..45..712P">1980PhRvL..45..712P</a>', "10.1103/PhysRevLett.45.712")
    h += cite('Grassberger, P.; Procaccia, I. (1983). "Measuring the strangeness of strange attractors". <i>Physica D</i>. <b>9</b> (1&ndash;2): 189&ndash;208. <a href="/wiki/Bibcode_(identifier)" class="mw-redirect">Bibcode</a>:<a rel="nofollow" class="external text" href="https://ui.adsabs.harvard.edu/abs/1983PhyD....9..189G">1983PhyD....9..189G</a>', "10.1016/0167-2789(83)90298-1",
              extra_after=' (inactive 1 January 2024)<span class="cs1-maint citation-comment"><code class="cs1-code">{{<a href="/wiki/Template:Cite_journal" title="Template:Cite journal">cite journal</a>}}</code>: CS1 maint: DOI inactive as of January 2024 (<a href="/wiki/Category:CS1_maint:_DOI_inactive_as_of_January_2024" title="Category:CS1 maint: DOI inactive as of January 2024">link</a>)</span>')
    h += cite('Feigenbaum, Mitchell (1978). "Quantitative universality for a class of nonlinear transformations". <i>Journal of Statistical Physics</i>. <b>19</b> (1): 25&ndash;52. <a href="/wiki/Bibcode_(identifier)" class="mw-redirect">Bibcode</a>:<a rel="nofollow" class="external text" href="https://ui.adsabs.harvard.edu/abs/1978JSP....19...25F">1978JSP....19...25F</a>. <a href="/wiki/CiteSeerX_(identifier)" class="mw-redirect">CiteSeerX</a>&nbsp;<a rel="nofollow" class="external text" href="https://citeseerx.ist.psu.edu/viewdoc/summary?doi=10.1.1.418.9339">10.1.1.418.9339</a>', "10.1007/BF01020332")
    h += cite('Motter, A. E.; Campbell, D. K. (2013). "Chaos at fifty". <i>Physics Today</i>. <b>66</b> (5): 27. <a href="/wiki/ArXiv_(identifier)" class="mw-redirect" title="ArXiv (identifier)">arXiv</a>:<a rel="nofollow" class="external text" href="https://arxiv.org/abs/1306.5777">1306.5777</a>', "10.1063/PT.3.1977")
    h += cite('Vidal, G. (2020). "Tensor networks for chaos". <i>Entropy</i>. <b>22</b> (10): 1101. <a href="/wiki/ArXiv_(identifier)" class="mw-redirect">arXiv</a>:<a rel="nofollow" class="external text" href="https://arxiv.org/abs/2010.11929">2010.11929</a>. <a href="/wiki/Hdl_(identifier)" class="mw-redirect">hdl</a>:<a rel="nofollow" class="external text" href="https://hdl.handle.net/10261%2F221234">10261/221234</a>', "10.3390/e22101101")
    h += '<li id="cite_note-9"><span class="mw-cite-backlink"><b><a href="#cite_ref-9">^</a></b></span> <span class="reference-text"><cite class="citation book cs1">Strogatz, Steven (2015). <i>Nonlinear Dynamics and Chaos</i> (2nd&nbsp;ed.). Boca Raton: CRC Press. <a href="/wiki/ISBN_(identifier)" class="mw-redirect">ISBN</a>&nbsp;<a href="/wiki/Special:BookSources/978-0-8133-4910-7" title="Special:BookSources/978-0-8133-4910-7"><bdi>978-0-8133-4910-7</bdi></a>.</cite></span></li>\n'
    h += """</ol></div>
<div class="navbox-styles"></div></div></div></div>
</main></div></div>
<footer id="footer" class="mw-footer" role="contentinfo"><ul id="footer-info"><li id="footer-info-lastmod"> This page was last edited on 10 October 2023, at 10:15<span class="anonymous-show">&nbsp;(UTC)</span>.</li><li id="footer-info-copyright">Text is available under the <a rel="license" href="//en.wikipedia.org/wiki/Wikipedia:Text_of_the_Creative_Commons_Attribution-ShareAlike_4.0_International_License">Creative Commons Attribution-ShareAlike License 4.0</a>.</li></ul></footer>
</body>
</html>
"""
    p.own = None
    p.note("MediaWiki CS1 links: https://doi.org/10.1175%2F1520-0469%281963%29020%3C0130%3ADNF%3E2.0.CO%3B2 plus visible 'doi:' text (HTML-escaped <>) and COinS 'rft_id=info%3Adoi%2F...' in a title attribute (scanned, SPEC 6).")
    p.note("Not DOIs: CiteSeerX ids 10.1.1.329.5038 (also inside ?doi= of citeseerx: no '/', 1-digit registrant), handles 10338.dmlcz/104555 and 10261/221234, arXiv 2010.11929, Bibcodes like 1963JAtS...20..130L, ISBN. Grassberger DOI is followed by ' (inactive 1 January 2024)'.")
    return p, h

# ---------------------------------------------------------------- 19 ACS table of contents (20 articles)
@page
def toc_acs():
    p = Page("acs_jacs_toc_vol142_issue15.html")
    titles = ["Photocatalytic C–H Amination of Arenes", "A Chiral Pd12L24 Nanosphere", "Single-Atom Fe Catalysts for ORR", "Machine-Learned Force Fields for Water",
              "Total Synthesis of (−)-Strychnine in 10 Steps", "Covalent Organic Frameworks with 10.5 Å Pores", "Enzymatic Fluorination", "Perovskite Quantum Dots",
              "Mechanochemical Suzuki Coupling", "Lithium Metal Anodes with Fluorinated Electrolytes", "Cryo-EM of a Lipid Flippase", "DNA Origami Nanopores",
              "Additions and Corrections: Single-Atom Fe Catalysts", "Ultrafast Spectroscopy of Carotenoids", "Stereoselective Glycosylation", "Photoswitchable Peptides",
              "Electrochemical CO2 Reduction on Cu(100)", "Metal–Organic Framework Glasses", "Asymmetric Hydrogenation with Mn", "Boron Clusters as 3D Aromatics"]
    dois = [f"10.1021/jacs.0c0{1234 + 97 * i:04d}" for i in range(20)]
    h = """<!DOCTYPE html>
<html lang="en" class="pb-page">
<head>
<meta charset="UTF-8">
<title>Journal of the American Chemical Society: Vol 142, No 15</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="dc.Title" content="Journal of the American Chemical Society: Vol 142, No 15">
<link rel="canonical" href="https://pubs.acs.org/toc/jacsat/142/15">
<link rel="stylesheet" href="/wro/kfvh~product.css">
</head>
<body class="pb-ui">
<div class="issue-header"><h1>Journal of the American Chemical Society</h1><div class="toc-header__details"><span class="cit-volume">Vol 142</span>, <span class="cit-issue">Issue 15</span>, <span class="cit-pages">Pages 6851-7370</span><br>April 15, 2020</div>
<a href="/toc/jacsat/142/14" class="prev-issue">Previous Issue</a> <a href="/toc/jacsat/142/16" class="next-issue">Next Issue</a></div>
<div class="toc">
<h2 class="toc__heading">Articles</h2>
"""
    for i, (t, d) in enumerate(zip(titles, dois)):
        if i == 12:
            h += '<h2 class="toc__heading">Additions and Corrections</h2>\n'
        page0 = 6851 + 26 * i
        h += f"""<div class="issue-item clearfix"><div class="issue-item_metadata"><span class="issue-item_type">{'Correction' if i == 12 else 'Article'}</span></div>
<h5 class="issue-item_title"><a href="{p.u(d, prefix='/doi/')}" title="{esc(t)}">{esc(t)}</a></h5>
<ul class="issue-item_loa rlist--inline loa"><li><span class="hlFld-ContribAuthor">Author {i + 1}A</span>,</li><li><span class="hlFld-ContribAuthor">Author {i + 1}B</span></li></ul>
<div class="issue-item_info"><span class="issue-item_page-range"><span>{page0}-{page0 + 9}</span></span><span class="issue-item_pub-date">Publication Date (Web): March {10 + i % 18}, 2020</span></div>
<div class="issue-item_doi"><span class="issue-item_doi-label">DOI: </span><a href="{p.u(d)}">{p.t(d)}</a></div>
"""
        if i == 12:
            h += f'<div class="issue-item_correction-note">Correction to the article published as <a href="{p.u(dois[2], prefix="/doi/")}">{p.t(dois[2], form="J. Am. Chem. Soc. 2020, 142, 6903−6912. DOI: " + dois[2])}</a> (original record at https://doi.org/{p.t("10.1021/jacs.9b12345")}).</div>\n'
        h += f'<div class="issue-item_footer"><ul class="rlist--inline"><li><a href="{p.u(d, prefix="/doi/abs/")}" title="Abstract">Abstract</a></li><li><a href="{p.u(d, prefix="/doi/full/")}" title="Full text">Full text</a></li><li><a href="{p.u(d, prefix="/doi/pdf/", suffix="?ref=article_openPDF")}" title="PDF">PDF</a></li>'
        if i % 4 == 1:
            si = f"{d}/suppl_file/ja0c0{1234 + 97 * i:04d}_si_001.pdf"
            h += f'<li><a href="/doi/suppl/{p.x(si, si)}" title="Supporting Information">SI</a></li>'
        h += '</ul></div></div>\n'
    h += """</div>
<footer class="footer"><p>Copyright &copy; 2024 American Chemical Society</p></footer>
</body>
</html>
"""
    p.own = None
    p.note("20 articles, each with /doi/, /doi/abs/, /doi/full/, /doi/pdf/...?ref=article_openPDF and a printed 'DOI: 10.1021/...'. Every 4th item has an SI link /doi/suppl/10.1021/jacs.0c0XXXX/suppl_file/..._si_001.pdf: the right DOI is the article's; the long forms with /suppl_file/ are listed in acceptable_extra only because SPEC does not say where a DOI ends in that path.")
    p.note("Correction item cites '…6903−6912. DOI: 10.1021/jacs.0c01428' (U+2212 minus in the page range, not in the DOI) and an original 10.1021/jacs.9b12345. No own DOI (table of contents).")
    return p, h

# ---------------------------------------------------------------- 20 canonical-only
@page
def canonical_only():
    p = Page("canonical_link_only.html")
    OWN = "10.21105/joss.02345"
    h = f"""<!DOCTYPE html>
<html lang="en-us">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Hugo 0.80.0">
<meta name="author" content="Priya Raman">
<meta name="description" content="pyhydro: a Python package for rainfall-runoff modelling, published in JOSS.">
<link rel="canonical" href="{p.u(OWN)}">
<link rel="alternate" hreflang="en-us" href="https://praman.example.net/publication/2020-pyhydro/">
<meta property="og:site_name" content="Priya Raman">
<meta property="og:url" content="https://praman.example.net/publication/2020-pyhydro/">
<meta property="og:title" content="pyhydro: rainfall-runoff modelling in Python | Priya Raman">
<meta property="article:published_time" content="2020-07-14T00:00:00+00:00">
<title>pyhydro: rainfall-runoff modelling in Python | Priya Raman</title>
<link rel="stylesheet" href="/css/academic.min.5c4b2a.css">
</head>
<body id="top" data-spy="scroll" data-offset="70" data-target="#TableOfContents">
<nav class="navbar navbar-expand-lg navbar-light compensate-for-scrollbar" id="navbar-main"><div class="container"><a class="navbar-brand" href="/">Priya Raman</a></div></nav>
<div class="pub"><div class="article-container pt-3"><h1>pyhydro: rainfall-runoff modelling in Python</h1>
<div class="article-metadata"><div><span>Priya Raman</span>, <span>Tomás Aguirre</span></div><span class="article-date">July 2020</span></div>
<div class="btn-links mb-3"><a class="btn btn-outline-primary my-1 mr-1" href="/publication/2020-pyhydro/pyhydro.pdf" target="_blank" rel="noopener">PDF</a>
<button type="button" class="btn btn-outline-primary my-1 mr-1 js-cite-modal" data-filename="/publication/2020-pyhydro/cite.bib">Cite</button>
<a class="btn btn-outline-primary my-1 mr-1" href="https://github.com/praman/pyhydro" target="_blank" rel="noopener">Code</a>
<a class="btn btn-outline-primary my-1 mr-1" href="https://github.com/praman/pyhydro/releases/tag/v10.2.1" target="_blank" rel="noopener">Release v10.2.1</a></div></div>
<div class="article-container"><h3>Abstract</h3><p class="pub-abstract">pyhydro implements the GR4J and HBV models with a vectorised solver that runs 10.5&times; faster than the reference implementation; calibration of 10.000 catchments takes 3 h on 16 cores.</p>
<div class="row"><div class="col-md-1"></div><div class="col-md-10"><div class="row"><div class="col-12 col-md-3 pub-row-heading">Type</div><div class="col-12 col-md-9"><a href="/publication/#2">Journal article</a></div></div></div></div>
<div class="row"><div class="col-md-1"></div><div class="col-md-10"><div class="row"><div class="col-12 col-md-3 pub-row-heading">Publication</div><div class="col-12 col-md-9"><em>Journal of Open Source Software</em>, 5(51)</div></div></div></div>
<div class="space-below"></div><div class="article-style"></div>
<div class="article-tags"><a class="badge badge-light" href="/tag/hydrology/">Hydrology</a> <a class="badge badge-light" href="/tag/python/">Python</a></div></div></div>
<footer class="site-footer"><p class="powered-by">&copy; 2021 Priya Raman &middot; Published with <a href="https://wowchemy.com/?utm_campaign=poweredby" target="_blank" rel="noopener">Wowchemy</a></p></footer>
</body>
</html>
"""
    p.own = OWN
    p.note("The only DOI is in <link rel=\"canonical\" href=\"https://doi.org/10.21105/joss.02345\"> (an href attribute, SPEC 6). Noise: 'v10.2.1', '10.5x', '10.000 catchments', '5(51)'.")
    return p, h

# ---------------------------------------------------------------- 21 inline markup
@page
def inline_markup():
    p = Page("inline_markup_publications.html")
    h = f"""<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Publications &ndash; Molecular Virology Group (search: cell)</title>
<style>mark{{background:#ff0}} .doi{{font-family:monospace}} span+span{{margin-left:.3em}}</style></head>
<body>
<div class="search-results"><p>Showing publications matching <mark>cell</mark> (4 results).</p>
<ol class="pubs">
<li><span class="authors">Hoffmann M, Kleine-Weber H, et al.</span> <cite>SARS-CoV-2 <mark>cell</mark> entry depends on ACE2 and TMPRSS2</cite>. <i><mark>Cell</mark></i> 181:271 (<time datetime="2020-04-16">2020</time>). <abbr title="Digital Object Identifier">DOI</abbr>: <span class="doi">{p.t('10.1016/j.cell.2020.02.052', form='10.1016/j.<mark>cell</mark>.2020.02.052', raw=True)}</span></li>
<li><span class="authors">Chen L, et al.</span> <cite>Single-<mark>cell</mark> atlas of the airway</cite>. Preprint, doi:{p.t('10.1101/2020.03.22.002386', form='10.1101/<time datetime="2020-03-22">2020.03.22</time>.002386', raw=True)} (posted <time datetime="2020-03-24">24 March 2020</time>).</li>
<li><span class="authors">Nguyen T, et al.</span> <cite>Stem-<mark>cell</mark> niches in organoids</cite>. <i>Nature</i> 500:123. <a href="{p.u('10.1038/nature12373')}">doi:{p.t('10.1038/nature12373')}</a><sup>[5]</sup></li>
<li><span class="authors">Lorenz EN.</span> <cite>Deterministic nonperiodic flow</cite>. J Atmos Sci 20:130. doi:{p.t('10.1175/1520-0469(1963)020<0130:DNF>2.0.CO;2', form='10.1175/<wbr>1520-0469(1963)<wbr>020&lt;0130:<wbr>DNF&gt;2.0.CO;2', raw=True)}</li>
</ol></div>
<h2>Selected talks</h2>
<ul>
<li><abbr title="doi:{p.t('10.1000/182', raw=True)}">DOI Handbook</abbr> summary for new students (hover for the identifier).</li>
<li>Slides: <span class="doi">10.5281/<b>zenodo</b>.4123456</span>{p.t('10.5281/zenodo.4123456', form='', raw=True)} &middot; Video: <em>{p.t('10.5446/48123', raw=True)}</em></li>
<li>Poster: <code>{p.t('10.6084/m9.figshare.14049221.v1')}</code> <sup>a</sup></li>
<li><span class="Z3988" title="ctx_ver=Z39.88-2004&amp;rft_val_fmt=info%3Aofi%2Ffmt%3Akev%3Amtx%3Ajournal&amp;{p.x('10.1145/3065386', 'rft_id=info%3Adoi%2F10.1145%2F3065386', raw=True)}{p.t('10.1145/3065386', form='', raw=True)}&amp;rft.atitle=ImageNet+classification">ImageNet (COinS only)</span></li>
</ul>
<h2>Datasets</h2>
<div class="dataset"><div class="doi">{p.t('10.5061/dryad.8gtht76kz')}</div><div class="year">2019</div></div>
<table class="doi-parts"><tr><th>Prefix</th><td>10.5555</td></tr><tr><th>Suffix</th><td>lab-2021-001</td></tr></table>
<p>DOI:<br>{p.t('10.17605/OSF.IO/ABCDE')}</p>
<p>Conference paper: <span class="doi">10.1109/CVPR.2016.90</span><span class="year">2016</span></p>
</body>
</html>
"""
    p.own = None
    p.acc += ["10.1038/nature12373[5]", "10.1109/CVPR.2016.90", "10.1109/CVPR.2016.902016"]
    p.note("Inline tags inside DOIs (SPEC 6: inline tags do not split): <mark> search highlight (10.1016/j.<mark>cell</mark>.2020.02.052), <time> around a date-like part of a bioRxiv DOI, <wbr> in Lorenz's DOI, <b> in 10.5281/<b>zenodo</b>.4123456; DOI inside <em>, <code>, and an <abbr title=\"doi:10.1000/182\"> tooltip (title attribute is scanned).")
    p.note("The COinS span's title holds rft_id=info%3Adoi%2F10.1145%2F3065386 (SPEC 3 OpenURL rft_id=info:doi/ wrapper, title attribute scanned) -> expected 10.1145/3065386.")
    p.note("Block boundaries split: <div class=doi>10.5061/dryad.8gtht76kz</div><div class=year>2019</div> must NOT give ...kz2019; 'DOI:<br>10.17605/OSF.IO/ABCDE' is found after the <br>; the Prefix/Suffix table cells (10.5555 | lab-2021-001) are not a DOI.")
    p.disputed.append("'<a href=doi.org/10.1038/nature12373>doi:10.1038/nature12373</a><sup>[5]</sup>': SPEC says inline tags do not split, so the visible text reads 10.1038/nature12373[5] (balanced brackets kept); the href gives the clean DOI (expected). 10.1038/nature12373[5] is in acceptable_extra.")
    p.disputed.append("'<span class=doi>10.1109/CVPR.2016.90</span><span class=year>2016</span>' (spacing by CSS only): SPEC-literal reading gives 10.1109/CVPR.2016.902016, a reader sees 10.1109/CVPR.2016.90. Neither is in expected; both are in acceptable_extra.")
    return p, h

# ---------------------------------------------------------------- 22 CSV-like table
@page
def csv_table():
    p = Page("csv_like_doi_table.html")
    rows = [
        ("1", "Deep learning", "2015", "10.1038/nature14539", "raw"),
        ("2", "Support-vector networks", "1995", "10.1007/BF00994018", "doi:"),
        ("3", "Random forests", "2001", "10.1023/A:1010933404324", "url"),
        ("4", "Interval estimation for the difference between independent proportions", "1998", "10.1002/(SICI)1097-0258(19980430)17:8<873::AID-SIM779>3.0.CO;2-I", "raw"),
        ("5", "Gradient-based learning applied to document recognition", "1998", "10.1109/5.726791", "DOI "),
        ("6", "Long short-term memory", "1997", "10.1162/neco.1997.9.8.1735", "dx"),
        ("7", "Attention is all you need", "2017", "10.48550/arXiv.1706.03762", "raw"),
        ("8", "ImageNet classification with deep convolutional neural networks", "2017", "10.1145/3065386", "url"),
        ("9", "Scikit-learn: Machine learning in Python", "2011", None, None),
        ("10", "Controlling the false discovery rate", "1995", "10.1111/j.2517-6161.1995.tb02031.x", "raw"),
    ]
    h = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Export: my_library.csv (10 records)</title>
<style>table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px;font:12px monospace}</style></head>
<body>
<h1>Export preview: my_library.csv</h1>
<table id="export">
<thead><tr><th>id</th><th>title</th><th>year</th><th>doi</th><th>isbn</th></tr></thead><tbody>
"""
    for i, t, y, d, form in rows:
        if d is None:
            cell = ""
        elif form == "raw":
            cell = p.t(d)
        elif form == "doi:":
            cell = "doi:" + p.t(d)
        elif form == "DOI ":
            cell = "DOI " + p.t(d)
        elif form == "url":
            cell = f'<a href="{p.u(d)}">{p.u(d)}</a>'
        elif form == "dx":
            cell = p.u(d, prefix="http://dx.doi.org/")
        h += f'<tr><td>{i}</td><td>{esc(t)}</td><td>{y}</td><td>{cell}</td><td>{"978-0-262-03561-3" if i == "9" else ""}</td></tr>\n'
    h += f"""</tbody></table>
<h2>Raw file (first lines)</h2>
<pre>id,year,title,doi
1,2015,"Deep learning",{esc('10.1038/nature14539')}
4,1998,"Interval estimation, for the difference",{esc('"10.1002/(SICI)1097-0258(19980430)17:8<873::AID-SIM779>3.0.CO;2-I"')}
11,2019,"Welcome to the tidyverse",{p.t('10.21105/joss.01686')}
12,2014,"Moderated estimation of fold change",{p.t('10.1186/s13059-014-0550-8')}
</pre>
<h2>Tab-separated (Zotero)</h2>
<pre>{p.t('10.1016/j.jcp.2018.10.045')}\tPhysics-informed neural networks\t2019
{p.t('10.1126/science.aaa8415')}\tMachine learning: Trends, perspectives, and prospects\t2015
</pre>
<h2>First-column DOIs</h2>
<pre>doi,title
{p.t('10.1214/aos/1176344136')},"Estimating the dimension of a model"
</pre>
<h2>Multi-valued cells</h2>
<table><tr><td>related</td><td>{p.t('10.1038/nature14539')};{p.t('10.1145/3065386')}</td></tr>
<tr><td>see also</td><td>doi:{p.t('10.1126/science.aac4716')},doi:{p.t('10.1177/0956797611417632')}</td></tr></table>
<h2>Wiki table source</h2>
<pre>{{| class="wikitable"
! Paper !! DOI
|-
| FAIR principles || {p.t('10.1038/sdata.2016.18')}|| 2016
|-
| NumPy || {p.t('10.1038/s41586-020-2649-2')}|| 2020
|}}</pre>
</body></html>
"""
    p.own = None
    p.note("HTML table cells (block boundaries) with raw, doi:, 'DOI ', https://doi.org and http://dx.doi.org forms; CSV in <pre> with the DOI as last field (one quoted, containing ';' and '<...>'), a first-field DOI followed by ',\"title\"' (SPEC 5: CSV comma ends a DOI), TSV (tab ends), ';' and ',' directly followed by a new 10.NNNN/ or doi: (SPEC 5: starts the next DOI), wiki '||' right after a DOI.")
    p.note("Registrant-code trap: 10.1109/5.726791 (suffix starts with '5.' not '5/', valid). ISBN 978-0-262-03561-3 noise. No own DOI.")
    return p, h

# ---------------------------------------------------------------- 23 email newsletter
@page
def newsletter():
    p = Page("email_newsletter_tracking_links.html")
    def track(doi, idx):
        target = "https://doi.org/" + doi
        return p.x(doi, f"https://click.example.com/?u={quote(target, safe='')}&id=nl2021-03-{idx:02d}&e=8f3a9c", raw=False)
    A = "10.1038/s41586-021-03819-2"
    B = "10.1126/science.abj8754"
    C = "10.1016/j.cell.2021.01.007"
    D = "10.1101/2021.02.26.433117"
    E = "10.7554/eLife.65432"
    F = "10.1093/nar/gkab112"
    h = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>Structural Biology Digest &ndash; March 2021</title>
<style type="text/css">body{{margin:0;padding:0;}} table{{border-collapse:collapse;}} .mcnTextContent a{{color:#2baadf;}}</style>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f4;">
<span class="mcnPreviewText" style="display:none !important;visibility:hidden;mso-hide:all;font-size:0px;line-height:0px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">AlphaFold, RoseTTAFold and the structures of 2021 &#8203;&#847;&zwnj;&nbsp;&#8203;&#847;&zwnj;&nbsp;</span>
<center><table align="center" border="0" cellpadding="0" cellspacing="0" height="100%" width="100%" id="bodyTable">
<tr><td align="center" valign="top" id="bodyCell" style="padding:10px;">
<table border="0" cellpadding="0" cellspacing="0" width="600" class="templateContainer">
<tr><td valign="top" id="templatePreheader" style="font-size:11px;"><a href="https://us4.campaign-archive.com/?e=8f3a9c&amp;u=8a9b7c6d5e4f3a2b1c0d9e8f7&amp;id=1a2b3c4d5e" target="_blank">View this email in your browser</a></td></tr>
<tr><td valign="top" id="templateHeader"><img align="center" alt="Structural Biology Digest" src="https://mcusercontent.com/8a9b7c6d5e4f3a2b1c0d9e8f7/images/header.png" width="564" style="max-width:1200px;"></td></tr>
<tr><td valign="top" id="templateBody" class="mcnTextContent" style="font-family:Helvetica;font-size:16px;line-height:150%;">
<h1 style="font-size:22px;">March 2021: the protein-structure issue</h1>
<p>Dear colleagues,</p>
<p><strong>1. AlphaFold.</strong> Jumper et al. describe the network behind CASP14 (doi:{p.t(A)}). <a href="{track(A, 1)}" target="_blank">Read the paper &raquo;</a></p>
<p><strong>2. RoseTTAFold.</strong> Baek et al., Science 2021. <a href="{track(B, 2)}" target="_blank">Read the paper &raquo;</a></p>
<p><strong>3. Cryo-EM of the spike.</strong> Published in Cell (<a href="{p.x(C, 'https://eur01.safelinks.protection.outlook.com/?url=' + quote('https://doi.org/' + C, safe='') + '&data=04%7C01%7Cjdoe%40uni.example%7C3f2a%7C0%7C637512345678901234&sdata=AbCdEf%2BgHiJkLmN%3D&reserved=0')}" originalsrc="https://doi.org/{esc(C)}" shash="Xyz123">link</a>).</p>
<p><strong>4. Preprint of the month.</strong> <a href="{p.x(D, 'https://www.google.com/url?q=https://doi.org/' + D + '&sa=D&source=editors&ust=1616161616161616&usg=AOvVaw0abcdefghijklmnop')}">bioRxiv 2021.02.26.433117</a> &mdash; double-check the figures.</p>
<p><strong>5. Tools.</strong> ChimeraX 1.2 is out; see also the eLife methods paper <a href="{p.x('10.7554/eLife.65432', 'https://click.example.com/?u=' + quote(quote('https://doi.org/' + E, safe=''), safe='') + '&id=nl2021-03-05')}">here</a>.</p>
<p><strong>6. Database issue.</strong> The NAR web server issue opens with {p.t(F)} &ndash; <a href="{track(F, 6)}">PDF</a>.</p>
<p>Upcoming: Structural Biology Symposium, 10.&ndash;12.05.2021 (online), registration fee &euro;10.50/day.</p>
</td></tr>
<tr><td valign="top" id="templateFooter" style="font-size:12px;"><em>Copyright &copy; 2021 Structural Biology Digest, All rights reserved.</em><br>You are receiving this email because you opted in via our website.<br>
<a href="https://example.us4.list-manage.com/unsubscribe?u=8a9b7c6d5e4f3a2b1c0d9e8f7&amp;id=1a2b3c4d5e&amp;e=8f3a9c&amp;c=10abcdef12">unsubscribe from this list</a> &nbsp; <a href="https://example.us4.list-manage.com/profile?u=8a9b7c6d5e4f3a2b1c0d9e8f7&amp;id=1a2b3c4d5e&amp;e=8f3a9c">update subscription preferences</a>
<img src="https://click.example.com/open?id=nl2021-03&amp;e=8f3a9c" width="1" height="1" alt=""></td></tr>
</table></td></tr></table></center>
</body>
</html>
"""
    p.own = None
    p.note("Tracking redirects: https://click.example.com/?u=https%3A%2F%2Fdoi.org%2F10...&id=..., Outlook SafeLinks ?url=...&data=, Google ?q=https://doi.org/...&sa=D. DOIs that appear ONLY inside these query strings are acceptable_extra; A (AlphaFold) and F (NAR) are also printed in text -> expected.")
    p.note("Item 5 is double-encoded (%253A%252F...): decoding once (SPEC 4) leaves %2F, so no DOI is required there; 10.7554/eLife.65432 is acceptable_extra. The 'originalsrc' attribute (Outlook) is not scanned. Noise: '10.-12.05.2021', '€10.50/day', 'c=10abcdef12', ChimeraX 1.2.")
    return p, h

# ---------------------------------------------------------------- 24 bioRxiv
@page
def biorxiv():
    p = Page("biorxiv_2020.03.22.002386v1.html")
    OWN = "10.1101/2020.03.22.002386"
    PUB = "10.1038/s41586-020-2286-9"
    refs = [
        ("Zhou, P. et al. A pneumonia outbreak associated with a new coronavirus of probable bat origin. Nature 579, 270–273 (2020).", "10.1038/s41586-020-2012-7", "both"),
        ("Hoffmann, M. et al. SARS-CoV-2 cell entry depends on ACE2 and TMPRSS2 and is blocked by a clinically proven protease inhibitor. Cell (2020) doi:10.1016/j.cell.2020.02.052.", "10.1016/j.cell.2020.02.052", "lookup-only-but-printed"),
        ("Wrapp, D. et al. Cryo-EM structure of the 2019-nCoV spike in the prefusion conformation. Science 367, 1260–1263 (2020).", "10.1126/science.abb2507", "lookup-only"),
        ("Gordon, D. E. et al. A SARS-CoV-2-human protein-protein interaction map reveals drug targets and potential drug-repurposing. bioRxiv 2020.03.22.002386 (2020).", None, None),
        ("Li, Q. et al. Early transmission dynamics in Wuhan, China, of novel coronavirus–infected pneumonia. N Engl J Med (2020) doi:10.1056/NEJMoa2001316.", "10.1056/NEJMoa2001316", "sprinkle"),
    ]
    h = f"""<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="content: http://purl.org/rss/1.0/modules/content/ dc: http://purl.org/dc/terms/">
<head profile="http://www.w3.org/1999/xhtml/vocab">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="type" content="article" />
<meta name="category" content="new results" />
<meta name="HW.identifier" content="/biorxiv/early/2020/03/23/2020.03.22.002386.atom" />
<meta name="HW.pisa" content="biorxiv;2020.03.22.002386v1" />
<meta name="DC.Format" content="text/html" />
<meta name="DC.Language" content="en" />
<meta name="DC.Title" content="A SARS-CoV-2-Human Protein-Protein Interaction Map Reveals Drug Targets and Potential Drug-Repurposing" />
<meta name="DC.Identifier" content="{p.t(OWN)}" />
<meta name="DC.Date" content="2020-03-22" />
<meta name="DC.Publisher" content="Cold Spring Harbor Laboratory" />
<meta name="DC.Rights" content="© 2020, Posted by Cold Spring Harbor Laboratory. The copyright holder for this pre-print is the author. All rights reserved. The material may not be redistributed, re-used or adapted without the author&#039;s permission." />
<meta name="citation_journal_title" content="bioRxiv" />
<meta name="citation_publisher" content="Cold Spring Harbor Laboratory" />
<meta name="citation_title" content="A SARS-CoV-2-Human Protein-Protein Interaction Map Reveals Drug Targets and Potential Drug-Repurposing" />
<meta name="citation_publication_date" content="2020/01/01" />
<meta name="citation_mjid" content="biorxiv;2020.03.22.002386v1" />
<meta name="citation_id" content="2020.03.22.002386v1" />
<meta name="citation_public_url" content="https://www.biorxiv.org/content/10.1101/2020.03.22.002386v1" />
<meta name="citation_abstract_html_url" content="https://www.biorxiv.org/content/10.1101/2020.03.22.002386v1.abstract" />
<meta name="citation_full_html_url" content="https://www.biorxiv.org/content/10.1101/2020.03.22.002386v1.full" />
<meta name="citation_pdf_url" content="https://www.biorxiv.org/content/biorxiv/early/2020/03/23/2020.03.22.002386.full.pdf" />
<meta name="citation_doi" content="{p.t(OWN)}" />
<meta name="citation_num_pages" content="59" />
<meta name="citation_article_type" content="Article" />
<meta name="citation_section" content="New Results" />
<meta name="citation_firstpage" content="2020.03.22.002386" />
<link rel="canonical" href="https://www.biorxiv.org/content/10.1101/2020.03.22.002386v1" />
<title>A SARS-CoV-2-Human Protein-Protein Interaction Map Reveals Drug Targets and Potential Drug-Repurposing | bioRxiv</title>
</head>
<body class="html not-front not-logged-in page-node page-node- page-node-1234567 node-type-highwire-article context-content hw-article-type-article">
<div id="page-wrapper"><div id="page"><div id="main-wrapper"><div id="main" class="clearfix">
<div class="pane-content"><div class="highwire-article-citation highwire-citation-type-highwire-article"><div class="highwire-cite highwire-cite-highwire-article highwire-citation-biorxiv-article-top clearfix">
<h1 class="highwire-cite-title" id="page-title">A SARS-CoV-2-Human Protein-Protein Interaction Map Reveals Drug Targets and Potential Drug-Repurposing</h1>
<div class="highwire-cite-authors"><span class="highwire-citation-authors"><span class="highwire-citation-author first" data-delta="0"><span class="nlm-given-names">David E.</span> <span class="nlm-surname">Gordon</span></span>, <span class="highwire-citation-author" data-delta="1"><span class="nlm-given-names">Gwendolyn M.</span> <span class="nlm-surname">Jang</span></span>, &hellip;</span></div>
<div class="highwire-cite-metadata"><span class="highwire-cite-metadata-doi highwire-cite-metadata"><span class="label">doi:</span> https://doi.org/{p.t(OWN)} </span></div>
<div class="pane-biorxiv-art-tools"><div class="highwire-article-published-in"><span>Now published in <em>Nature</em> doi: <a href="{p.u(PUB)}">{p.t(PUB)}</a></span></div></div>
<div class="pane-highwire-versions"><ul class="hw-versions"><li><a href="/content/10.1101/2020.03.22.002386v1">Previous version</a> (March 22, 2020)</li><li><a href="/content/10.1101/2020.03.22.002386v3">Version 3</a> (March 27, 2020)</li></ul></div>
</div></div></div>
<div class="panels-flexible-region"><ul class="tabs"><li><a href="/content/10.1101/2020.03.22.002386v1">Abstract</a></li><li><a href="/content/10.1101/2020.03.22.002386v1.full">Full Text</a></li><li><a href="/content/10.1101/2020.03.22.002386v1.supplementary-material">Info/History</a></li><li><a href="/content/10.1101/2020.03.22.002386v1.article-metrics">Metrics</a></li><li><a href="/content/10.1101/2020.03.22.002386v1.full.pdf+html"><span class="pdf-icon"></span> Preview PDF</a></li></ul></div>
<div class="section abstract" id="abstract-1"><h2 class="">Abstract</h2><p id="p-2">An outbreak of the novel coronavirus SARS-CoV-2 ... we identified 332 high-confidence SARS-CoV-2-human protein-protein interactions (PPIs) ... 66 druggable human proteins or host factors targeted by 69 existing FDA-approved drugs ... IC50 of 10.5 μM.</p></div>
<div class="section ref-list" id="ref-list-1"><h2>References</h2><ol class="cit-list ref-use-labels">
"""
    for i, (txt, doi, kind) in enumerate(refs, 1):
        h += f'<li><a class="rev-xref-ref" href="#xref-ref-{i}-1" id="ref-{i}">↵</a><div class="cit ref-cit ref-journal" id="cit-2020.03.22.002386v1.{i}"><div class="cit-metadata"><span class="cit-auth">{esc(txt.split(" et al")[0])}</span> et al. '
        body_txt = txt.split(" et al. ", 1)[1] if " et al. " in txt else txt
        if doi and "doi:" in body_txt:
            pre, post = body_txt.split("doi:", 1)
            body_html = esc(pre) + "doi:" + p.t(doi) + "."
        else:
            body_html = esc(body_txt)
        h += body_html + '</div><div class="cit-extra">'
        if doi and kind == "both":
            h += f'<a href="{p.u(doi)}" class="cit-ref-sprinkles cit-ref-sprinkles-doi cit-ref-sprinkles-crossref"><span>CrossRef</span></a>'
        if doi and kind in ("both", "lookup-only", "lookup-only-but-printed"):
            h += f'<a href="/lookup/external-ref?{p.x(doi, "access_num=" + doi)}&amp;link_type=DOI" class="cit-ref-sprinkles cit-ref-sprinkles-doi-link"><span>CrossRef</span></a>'
        if doi and kind == "sprinkle":
            h += f'<a href="{p.u(doi, prefix="http://dx.doi.org/")}" class="cit-ref-sprinkles cit-ref-sprinkles-doi"><span>CrossRef</span></a>'
        h += f'<a href="/lookup/external-ref?access_num=3201554{i}&amp;link_type=MED&amp;atom=%2Fbiorxiv%2Fearly%2F2020%2F03%2F23%2F2020.03.22.002386.atom" class="cit-ref-sprinkles cit-ref-sprinkles-medline"><span>PubMed</span></a><a href="/lookup/google-scholar?link_type=googlescholar&amp;gs_type=article&amp;author[0]=P.+Zhou&amp;q_txt=title" class="cit-ref-sprinkles cit-ref-sprinkles-google-scholar"><span>Google Scholar</span></a></div></div></li>\n'
    h += f"""</ol></div>
<div class="altmetric-embed" data-badge-type="donut" data-doi="{p.t(OWN)}"></div>
<div class="pane-biorxiv-copyright"><p>The copyright holder for this preprint is the author/funder, who has granted bioRxiv a license to display the preprint in perpetuity. It is made available under a <a href="http://creativecommons.org/licenses/by-nc-nd/4.0/">CC-BY-NC-ND 4.0 International license</a>.</p></div>
</div></div></div></div>
</body>
</html>
"""
    p.own = OWN
    p.note("bioRxiv content URLs /content/10.1101/2020.03.22.002386v1, v3, v1.full, v1.full.pdf+html, v1.supplementary-material: SPEC 3 says bioRxiv 'vN' is not part of the DOI, so 10.1101/2020.03.22.002386v1 etc. are wrong (not acceptable).")
    p.note("Ref 3's DOI appears only in HighWire '/lookup/external-ref?access_num=10.1126/science.abb2507&link_type=DOI' -> acceptable_extra. Ref 4 cites the preprint's own id as 'bioRxiv 2020.03.22.002386' without '10.1101/' (not a DOI). 'Now published in Nature doi:' gives 10.1038/s41586-020-2286-9.")
    return p, h

# ---------------------------------------------------------------- 25 J-STAGE (Japanese)
@page
def jstage():
    p = Page("jstage_bpb_b19-00123.html")
    OWN = "10.1248/bpb.b19-00123"
    FW = "10.1248/cpb.c18-00712"
    fw_text = "（ＤＯＩ：" + "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in FW) + "）"
    h = f"""<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>TMEM16A阻害薬の気道上皮における作用機序 | Biological and Pharmaceutical Bulletin</title>
<meta name="citation_title" content="Mechanism of Action of TMEM16A Inhibitors in Airway Epithelium">
<meta name="citation_journal_title" content="Biological and Pharmaceutical Bulletin">
<meta name="citation_publisher" content="The Pharmaceutical Society of Japan">
<meta name="citation_author" content="田中 由紀">
<meta name="citation_author" content="佐藤 健">
<meta name="citation_publication_date" content="2019/09/01">
<meta name="citation_volume" content="42">
<meta name="citation_issue" content="9">
<meta name="citation_firstpage" content="1523">
<meta name="citation_lastpage" content="1530">
<meta name="citation_doi" content="{p.t(OWN)}">
<meta name="citation_pdf_url" content="https://www.jstage.jst.go.jp/article/bpb/42/9/42_b19-00123/_pdf">
<meta name="citation_abstract_html_url" content="https://www.jstage.jst.go.jp/article/bpb/42/9/42_b19-00123/_article/-char/ja/">
<link rel="canonical" href="https://www.jstage.jst.go.jp/article/bpb/42/9/42_b19-00123/_article/-char/ja/">
</head>
<body>
<div class="global-header"><a href="/browse/-char/ja">J-STAGE トップ</a> &gt; <a href="/browse/bpb/-char/ja">資料トップ</a> &gt; 書誌事項</div>
<div class="global-article-title">TMEM16A阻害薬の気道上皮における作用機序</div>
<div class="global-para">Biological and Pharmaceutical Bulletin<br>Vol. 42 (2019) No. 9 p. 1523-1530</div>
<div class="global-para"><span>DOI</span> <a href="{p.u(OWN)}" target="_blank">{p.u(OWN)}</a></div>
<div class="global-para">発行日: 2019/09/01 &nbsp; 受付日: 2019/02/14 &nbsp; J-STAGE公開日: 2019/09/01</div>
<div class="abstract"><h2>抄録</h2><p>TMEM16A（アノクタミン1）はCa<sup>2+</sup>活性化Cl<sup>−</sup>チャネルである。本研究では、阻害薬CaCCinh-A01（10 μM）およびT16Ainh-A01を用いて、ヒト気道上皮細胞の線毛運動に対する作用を検討した。線毛打頻度は12.4 Hzから10.1 Hzに低下した（p＜0.01）。詳細はdoi:{p.t(OWN)}を参照。</p></div>
<div class="related"><h2>関連文献</h2><p>先行研究：薬学雑誌の総説を参照{p.t(FW, form=fw_text)}</p>
<p>引用：田中由紀、佐藤健。Biol. Pharm. Bull. 42(9), 1523-1530 (2019). doi:{p.t(OWN)}</p></div>
<div class="references"><h2>参考文献</h2><ul>
<li>1) Caputo A, Caci E, Ferrera L, et al. TMEM16A, a membrane protein associated with calcium-dependent chloride channel activity. <i>Science</i>, <b>322</b>, 590–594 (2008). <a href="{p.u('10.1126/science.1163518')}" target="_blank">CrossRef</a> <a href="https://www.ncbi.nlm.nih.gov/pubmed/18772398" target="_blank">PubMed</a></li>
<li>2) 佐藤健, 田中由紀. 気道上皮におけるクロライドチャネルの役割. <i>薬学雑誌</i>, <b>138</b>, 1021–1029 (2018). <a href="{p.u('10.1248/yakushi.17-00234')}" target="_blank">CrossRef</a> <a href="https://www.jstage.jst.go.jp/article/yakushi/138/8/138_17-00234/_article/-char/ja" target="_blank">J-STAGE</a></li>
<li>3) Namkung W, Phuan PW, Verkman AS. TMEM16A inhibitors reveal TMEM16A as a minor component of calcium-activated chloride channel conductance in airway and intestinal epithelial cells. <i>J. Biol. Chem.</i>, <b>286</b>, 2365–2374 (2011). <a href="{p.u('10.1074/jbc.M110.175109')}" target="_blank">CrossRef</a> <a href="https://ci.nii.ac.jp/naid/130007512345" target="_blank">CiNii</a></li>
<li>4) 日本薬学会編. 衛生試験法・注解2020. 金原出版, 東京, 2020, pp. 10.1–10.15.</li>
</ul></div>
<div class="footer">Copyright &copy; 2019 The Pharmaceutical Society of Japan</div>
</body>
</html>
"""
    p.own = OWN
    p.disputed.append("Japanese prose has no spaces: '詳細はdoi:10.1248/bpb.b19-00123を参照。' - a literal SPEC reading (suffix = any graphic characters) runs into the kana; a reader ends the DOI before 'を'. The DOI is the own DOI (expected anyway); a candidate with the kana tail is junk.")
    p.note("Japanese page. One DOI is typed in full-width characters '（ＤＯＩ：１０．１２４８／ｃｐｂ．ｃ１８－００７１２）' (SPEC 4: full-width forms folded; full-width parens become an unbalanced ')' at the end of the paragraph, to trim) -> 10.1248/cpb.c18-00712. Noise: 'pp. 10.1–10.15', dates 2019/09/01, CiNii NAID.")
    return p, h
