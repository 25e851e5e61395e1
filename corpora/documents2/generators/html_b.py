from common import Page, esc, enc, quote
import json

PAGES = []
def page(fn):
    PAGES.append(fn)
    return fn

# ---------------------------------------------------------------- 9 Wiley
@page
def wiley():
    p = Page("wiley_anie_202004567.html")
    OWN = "10.1002/anie.202004567"
    GER = "10.1002/ange.202004567"
    SICI = "10.1002/(SICI)1521-3773(19980703)37:12<1655::AID-ANIE1655>3.0.CO;2-X"
    refs = [
        # (text, doi, link kind)
        ("J. M. Lehn, <i>Angew. Chem. Int. Ed.</i> <b>1988</b>, <i>27</i>, 89&ndash;112;", "10.1002/anie.198800891", "wol-abstract"),
        ("<i>Angew. Chem.</i> <b>1988</b>, <i>100</i>, 91&ndash;116.", "10.1002/ange.19881000110", "wol"),
        ("M. Fujita, M. Tominaga, A. Hori, B. Therrien, <i>Acc. Chem. Res.</i> <b>2005</b>, <i>38</i>, 369&ndash;378.", "10.1021/ar040153h", "linkout-cas"),
        ("B. Olenyuk, J. A. Whiteford, A. Fechtenk&ouml;tter, P. J. Stang, <i>Nature</i> <b>1999</b>, <i>398</i>, 796&ndash;799.", "10.1038/19740", "crossref"),
        ("S. Leininger, B. Olenyuk, P. J. Stang, <i>Angew. Chem. Int. Ed.</i> <b>1998</b>, <i>37</i>, 1655&ndash;1660.", SICI, "wol-sici"),
        ("R. Chakrabarty, P. S. Mukherjee, P. J. Stang, <i>Chem. Rev.</i> <b>2011</b>, <i>111</i>, 6810&ndash;6918.", "10.1021/cr200077m", "crossref"),
        ("T. R. Cook, P. J. Stang, <i>Chem. Rev.</i> <b>2015</b>, <i>115</i>, 7001&ndash;7045.", "10.1021/cr5005666", "linkout-only"),
        ("Deposition Numbers 1987654 and 1987655 contain the supplementary crystallographic data for this paper. These data are provided free of charge by the joint Cambridge Crystallographic Data Centre and Fachinformationszentrum Karlsruhe Access Structures service.", None, None),
        ("M. J. Frisch et al., Gaussian 16, Revision C.01, Gaussian, Inc., Wallingford CT, <b>2016</b>.", None, None),
    ]
    h = f"""<!DOCTYPE html>
<html lang="en" class="pb-page" data-request-id="9b8f0c3e-1d2a-4c5b-8e7f-0a1b2c3d4e5f">
<head data-pb-dropzone="head">
<meta name="pbContext" content=";page:string:Article/Chapter View;ctype:string:Journal Content;subPage:string:Full Text;requestedJournal:journal:15213773;wgroup:string:Publication Websites;journal:journal:15213773;issue:issue:10.1002/anie.v59.32;article:article:10.1002/anie.202004567;website:website:pericles" />
<meta name="robots" content="noarchive" />
<link rel="canonical" href="https://onlinelibrary.wiley.com/doi/10.1002/anie.202004567" />
<meta property="og:title" content="A Chiral Pd12L24 Nanosphere for Enantioselective Guest Encapsulation" />
<meta property="og:url" content="https://onlinelibrary.wiley.com/doi/abs/10.1002/anie.202004567" />
<meta name="dc.Title" content="A Chiral Pd12L24 Nanosphere for Enantioselective Guest Encapsulation" />
<meta name="dc.Creator" content="Sofia Lindgren" />
<meta name="dc.Creator" content="Kenji Watanabe" />
<meta name="dc.Publisher" content="John Wiley &amp; Sons, Ltd" />
<meta name="dc.Date" scheme="WTN8601" content="2020-05-18" />
<meta name="dc.Type" content="research-article" />
<meta name="dc.Format" content="text/HTML" />
<meta name="dc.Identifier" scheme="doi" content="{p.t(OWN)}" />
<meta name="dc.Source" content="https://doi.org/{p.t(OWN)}" />
<meta name="dc.Language" content="en" />
<meta name="citation_journal_title" content="Angewandte Chemie International Edition" />
<meta name="citation_doi" content="{p.t(OWN)}" />
<meta name="citation_pdf_url" content="https://onlinelibrary.wiley.com/doi/pdf/10.1002/anie.202004567" />
<title>A Chiral Pd12L24 Nanosphere for Enantioselective Guest Encapsulation - Lindgren - 2020 - Angewandte Chemie International Edition - Wiley Online Library</title>
<script>window.__ATYPON_CONFIG__ = {{ "doi": "{p.t(OWN, raw=True)}", "issueDoi": "{p.t('10.1002/anie.v59.32', raw=True)}", "journalCode": "15213773" }};</script>
</head>
<body class="pb-ui">
<div class="article-citation"><div class="citation"><div class="citation__banner"><span class="primary-heading">Research Article</span></div>
<h1 class="citation__title">A Chiral Pd<sub>12</sub>L<sub>24</sub> Nanosphere for Enantioselective Guest Encapsulation</h1>
<div class="epub-sections"><div class="epub-section"><span class="epub-state">First published: </span><span class="epub-date">18 May 2020</span></div>
<div class="epub-section"><a class="epub-doi" href="{p.u(OWN)}">{p.u(OWN)}</a></div>
<div class="epub-section cited-by-count"><span>Citations: </span><a href="/doi/citedby/{p.t(OWN)}">27</a></div>
<div class="epub-section"><span class="epub-state">Read the full text</span></div></div>
<div class="article-section__content"><p class="translated-version">The German version of this article can be found under <a class="linkBehavior" href="{p.u(GER, prefix='https://onlinelibrary.wiley.com/doi/abs/')}">{p.u(GER)}</a></p></div>
<div class="coolBar__section"><a href="{p.u(OWN, prefix='/doi/epdf/')}" class="coolBar__ctrl pdf-download" title="ePDF"><span>PDF</span></a> <a href="{p.u(OWN, prefix='/doi/pdf/')}" title="PDF" class="coolBar__ctrl"><span>Download PDF</span></a> <a href="/action/showCitFormats?doi=10.1002%2Fanie.202004567" class="coolBar__ctrl">Export citation</a></div>
</div></div>
<article class="article__body"><section class="article-section article-section__abstract" lang="en" data-lang="en" id="section-1-en"><h2 class="article-section__header section__title main abstractlang_en main">Abstract</h2><div class="article-section__content en main"><p>Self-assembly of 12 Pd<sup>2+</sup> ions and 24 bent ligands gives M<sub>12</sub>L<sub>24</sub> spheres (&#8960; 5.1 nm) ... <i>ee</i> values up to 98&thinsp;% at 10.5&thinsp;mM.</p></div></section>
<section class="article-section article-section__full"><div class="article-section__content"><p>Supporting information and the ORCID identification numbers for the authors of this article can be found under: <a class="linkBehavior" href="https://doi.org/{p.t(OWN)}">https://doi.org/{p.t(OWN)}</a>.</p></div>
<section class="article-section__supporting" id="support-information-section"><h2 class="article-section__title section__title section1" id="support-information-section-title">Supporting Information</h2><div class="article-section__content"><table class="support-info__table table"><tbody><tr><td headers="article-filename"><a href="/action/downloadSupplement?doi=10.1002%2Fanie.202004567&amp;file=anie202004567-sup-0001-misc_information.pdf">anie202004567-sup-0001-misc_information.pdf</a></td><td headers="article-file-size">8.3 MB</td></tr></tbody></table></div></section></section>
<section class="article-section article-section__references" id="references-section"><h2 class="article-section__title section__title section1" id="references-section-title">References</h2><div class="article-section__content"><ul class="rlist separator">
"""
    for i, (txt, doi, kind) in enumerate(refs, 1):
        sub = f"e_1_2_6_{i}_1"
        h += f'<li data-bib-id="anie202004567-bib-{i:04d}"><span class="bullet">{i}</span><span class="author">{txt}</span><div class="extra-links getFTR">'
        if kind == "wol-abstract":
            # old-style Wiley URL with a trailing /abstract (SPEC 3: not a DOI part)
            h += f'<a class="accessionId" href="{p.u(doi, prefix="https://onlinelibrary.wiley.com/doi/", suffix="/abstract")}">Wiley Online Library</a>'
        elif kind == "wol":
            h += f'<a class="accessionId" href="{p.u(doi, prefix="/doi/full/")}">Wiley Online Library</a>'
        elif kind == "wol-sici":
            h += f'<a class="accessionId" href="{p.u(doi, prefix="/doi/10.1002/", mode="path").replace("/doi/10.1002/10.1002/", "/doi/10.1002/")}">Wiley Online Library</a>'
        elif kind == "crossref":
            h += f'<a href="{p.u(doi)}" class="crossref">Crossref</a>'
        if kind in ("linkout-cas", "linkout-only"):
            h += f'<a href="/servlet/linkout?suffix={sub}&amp;dbid=16&amp;doi=10.1002%2Fanie.202004567&amp;{p.x(doi, "key=" + quote(doi, safe=""))}" class="accessionId">CAS</a>'
        if doi:
            h += f'<a href="/servlet/linkout?suffix={sub}&amp;dbid=128&amp;doi=10.1002%2Fanie.202004567&amp;key=0000{73590500012 + i}" class="accessionId">Web of Science&reg;</a>'
            h += f'<a href="https://scholar.google.com/scholar_lookup?hl=en&amp;volume=38&amp;publication_year=2005&amp;pages=369-378&amp;journal=Acc.+Chem.+Res.&amp;author=M.+Fujita&amp;title=Coordination+assemblies" target="_blank">Google Scholar</a>'
        h += '</div></li>\n'
    h += f"""</ul></div></section>
<section class="article-section__citedBy"><h2>Citing Literature</h2><div class="citedBy"><ul class="rlist"><li><span class="citedByEntry">Yuki Sato, Makoto Fujita, <span class="seriesTitle">Chemical Reviews</span>, <b>2021</b>, <i>121</i>, 4321.</span><a href="{p.u('10.1021/acs.chemrev.0c00987', prefix='https://doi.org/')}" class="accessionId">Crossref</a></li></ul></div></section>
</article>
<footer><p>&copy; 2020 Wiley&#8208;VCH Verlag GmbH &amp; Co. KGaA, Weinheim</p></footer>
</body>
</html>
"""
    p.own = OWN
    p.note("Old-style Wiley URL .../doi/10.1002/anie.198800891/abstract (SPEC 3: '/abstract' dropped). SICI DOI in a Wiley path with %3C/%3E: decoded 10.1002/(SICI)1521-3773(19980703)37:12<1655::AID-ANIE1655>3.0.CO;2-X.")
    p.note("DOIs only inside /servlet/linkout?...&key=10.1021%2Fcr5005666 (Atypon linkout query) are acceptable_extra; 10.1021/ar040153h likewise. Issue DOI 10.1002/anie.v59.32 appears in a script config and in the pbContext meta (expected via script). Angewandte German-edition DOI 10.1002/ange.202004567 is a separate DOI.")
    return p, h

# ---------------------------------------------------------------- 10 Taylor & Francis
@page
def tandf():
    p = Page("tandf_tprs20_00207543.2019.1630772.html")
    OWN = "10.1080/00207543.2019.1630772"
    h = f"""<!DOCTYPE html>
<html lang="en" class="pb-page">
<head data-pb-dropzone="head">
<meta name="dc.Title" content="Digital twin-driven scheduling of flexible job shops under machine breakdowns">
<meta name="dc.Creator" content=" Hanna  Virtanen ">
<meta name="dc.Creator" content=" Rafael  Ortega ">
<meta name="dc.Description" content="Unplanned machine breakdowns ...">
<meta name="dc.Publisher" content=" Taylor &amp; Francis ">
<meta name="dc.Date" scheme="WTN8601" content="18 Jun 2019">
<meta name="dc.Type" content="research-article">
<meta name="dc.Format" content="text/HTML">
<meta name="dc.Identifier" scheme="publisher-id" content="1630772">
<meta name="dc.Identifier" scheme="doi" content="{p.t(OWN)}">
<meta name="dc.Identifier" scheme="coden" content="International Journal of Production Research, Vol. 58, No. 7, pp. 2117-2136">
<meta name="dc.Source" content="http://dx.doi.org/{p.t(OWN)}">
<meta name="dc.Language" content="en">
<meta name="dc.Coverage" content="world">
<meta name="keywords" content="Digital twin,flexible job shop,rescheduling,machine breakdown">
<meta property="og:url" content="https://www.tandfonline.com/doi/abs/10.1080/00207543.2019.1630772">
<link rel="canonical" href="https://www.tandfonline.com/doi/full/10.1080/00207543.2019.1630772">
<title>Full article: Digital twin-driven scheduling of flexible job shops under machine breakdowns</title>
</head>
<body class="pb-ui">
<div class="toc-heading"><h3>International Journal of Production Research</h3><span>Volume 58, 2020 - <a href="/toc/tprs20/58/7">Issue 7</a></span></div>
<div class="publicationContentTitle"><h1><span class="NLM_article-title hlFld-title">Digital twin-driven scheduling of flexible job shops under machine breakdowns</span></h1></div>
<div class="literatumAuthors"><span class="NLM_contrib-group"><span class="contribDegrees"><a class="entryAuthor" href="/author/Virtanen%2C+Hanna">Hanna Virtanen</a></span> &amp; <span class="contribDegrees"><a class="entryAuthor" href="/author/Ortega%2C+Rafael">Rafael Ortega</a></span></span></div>
<div class="widget-body body-none "><div class="itemPageRangeHistory">Pages 2117-2136 | Received 12 Dec 2018, Accepted 29 May 2019, Published online: 18 Jun 2019</div>
<div class="dx-doi"><a href="{p.u(OWN)}">{p.u(OWN)}</a></div></div>
<ul class="tab-nav"><li><a href="/doi/citedby/{p.t(OWN)}?scroll=top&amp;needAccess=true">Citations</a></li><li><a href="/action/showCitFormats?doi=10.1080%2F00207543.2019.1630772">Download citation</a></li><li><a href="{p.u(OWN, prefix='/doi/pdf/', suffix='?needAccess=true')}" class="show-pdf">Download PDF</a></li><li><a href="{p.u(OWN, prefix='/doi/epub/')}">EPUB</a></li></ul>
<div class="hlFld-Abstract"><h2>ABSTRACT</h2><p>Unplanned machine breakdowns disturb flexible job shops (FJSP). We propose a digital-twin architecture ... reducing makespan deviation by 10.4% on the Brandimarte MK01&ndash;MK10 instances.</p></div>
<div class="hlFld-Fulltext"><div class="NLM_sec NLM_sec-type_intro NLM_sec_level_1"><h2>1. Introduction</h2><p>Industry 4.0 ... (Tao et al. <a class="ref showTooltip" href="#CIT0010">2019</a>; Negri, Fumagalli, and Macchi <a href="#CIT0007">2017</a>).</p></div></div>
<div class="NLM_back"><div class="ack"><h2>Disclosure statement</h2><p>No potential conflict of interest was reported by the authors.</p></div>
<div class="hlFld-Fulltext" id="references-Section"><h2>References</h2><ul class="references numeric-ordered-list">
"""
    refs = [
        ("CIT0001", "Brandimarte, P. 1993. “Routing and Scheduling in a Flexible Job Shop by Tabu Search.” <i>Annals of Operations Research</i> 41 (3): 157–183.", "10.1007/BF02023073", "printed-doi"),
        ("CIT0002", "Dolgui, A., D. Ivanov, S. P. Sethi, and B. Sokolov. 2019. “Scheduling in Production, Supply Chain and Industry 4.0 Systems by Optimal Control: Fundamentals, State-of-the-Art and Applications.” <i>International Journal of Production Research</i> 57 (2): 411–432.", "10.1080/00207543.2018.1442948", "printed-doi"),
        ("CIT0003", "Ivanov, D., A. Dolgui, and B. Sokolov. 2019. “The Impact of Digital Technology and Industry 4.0 on the Ripple Effect and Supply Chain Risk Analytics.” <i>International Journal of Production Research</i> 57 (3): 829–846.", "10.1080/00207543.2018.1488086", "linkout-only"),
        ("CIT0004", "Kritzinger, W., M. Karner, G. Traar, J. Henjes, and W. Sihn. 2018. “Digital Twin in Manufacturing: A Categorical Literature Review and Classification.” <i>IFAC-PapersOnLine</i> 51 (11): 1016–1022.", "10.1016/j.ifacol.2018.08.474", "printed-doi"),
        ("CIT0005", "Lu, Y., C. Liu, K. I.-K. Wang, H. Huang, and X. Xu. 2020. “Digital Twin-Driven Smart Manufacturing: Connotation, Reference Model, Applications and Research Issues.” <i>Robotics and Computer-Integrated Manufacturing</i> 61: 101837.", "10.1016/j.rcim.2019.101837", "printed-url"),
        ("CIT0006", "MESA International. 2017. <i>MES and Industry 4.0</i>. Chandler, AZ: MESA White Paper #52.", None, None),
        ("CIT0007", "Negri, E., L. Fumagalli, and M. Macchi. 2017. “A Review of the Roles of Digital Twin in CPS-Based Production Systems.” <i>Procedia Manufacturing</i> 11: 939–948.", "10.1016/j.promfg.2017.07.198", "printed-doi"),
        ("CIT0008", "Ouelhadj, D., and S. Petrovic. 2009. “A Survey of Dynamic Scheduling in Manufacturing Systems.” <i>Journal of Scheduling</i> 12 (4): 417–431.", "10.1007/s10951-008-0090-8", "linkout-only"),
        ("CIT0009", "Rossit, D. A., F. Tohmé, and M. Frutos. 2019. “A Data-Driven Scheduling Approach to Smart Manufacturing.” <i>Journal of Industrial Information Integration</i> 15: 69–79.", "10.1016/j.jii.2019.04.003", "printed-doi"),
        ("CIT0010", "Tao, F., H. Zhang, A. Liu, and A. Y. C. Nee. 2019. “Digital Twin in Industry: State-of-the-Art.” <i>IEEE Transactions on Industrial Informatics</i> 15 (4): 2405–2415.", "10.1109/TII.2018.2873186", "printed-doi"),
    ]
    for cid, txt, doi, kind in refs:
        h += f'<li id="{cid}"><span>{txt}'
        if kind == "printed-doi":
            h += f' doi:{p.t(doi)}.'
        elif kind == "printed-url":
            h += f' <a href="{p.u(doi)}">{p.u(doi)}</a>.'
        h += '</span> '
        if doi:
            h += f'<span class="ref-lnk lazy-ref"><a class="ref-link" href="/servlet/linkout?suffix={cid}&amp;dbid=16&amp;doi=10.1080%2F00207543.2019.1630772&amp;{p.x(doi, "key=" + quote(doi, safe=""))}" target="_blank">[Crossref]</a>, <a href="/servlet/linkout?suffix={cid}&amp;dbid=128&amp;doi=10.1080%2F00207543.2019.1630772&amp;key=000{457000000 + int(cid[3:]) * 1111}" target="_blank">[Web of Science ®]</a>, </span>'
        h += f'<span class="googleScholar-container"><a class="google-scholar" href="http://scholar.google.com/scholar_lookup?hl=en&amp;publication_year=2019&amp;pages=157-183&amp;author=P.+Brandimarte&amp;title=Routing" target="_blank">[Google Scholar]</a></span></li>\n'
    h += f"""</ul></div></div>
<div class="related-content"><h2>People also read</h2><ul><li><a href="{p.u('10.1080/00207543.2018.1497819', prefix='/doi/full/')}">A digital twin framework for production planning</a> &gt; <span>Published online: 10 Jul 2018</span></li>
<li><a href="{p.u('10.1080/0951192X.2019.1686173', prefix='/doi/abs/')}">Digital twin-based rescheduling</a> &gt; <span>Published online: 5 Nov 2019</span></li></ul></div>
<footer><p>Copyright &copy; 2024 Informa UK Limited, trading as Taylor &amp; Francis Group. Registered in England &amp; Wales No. 3099067. 5 Howick Place | London | SW1P 1WG</p></footer>
</body>
</html>
"""
    p.own = OWN
    p.note("Atypon paths /doi/full/, /doi/abs/, /doi/pdf/...?needAccess=true, /doi/epub/, /doi/citedby/...?scroll=top (own DOI). Printed 'doi:10.1007/BF02023073.' in references (sentence period). CIT0003 and CIT0008 DOIs only in linkout '&key=10.1080%2F...' -> acceptable_extra.")
    p.note("Noise: Brandimarte MK01-MK10, 'White Paper #52', WoS keys, 'No. 3099067'. T&F dc.Identifier has three scheme variants; only scheme=doi holds a DOI.")
    return p, h

# ---------------------------------------------------------------- 11 Crossref search results
@page
def crossref_search():
    p = Page("crossref_search_results.html")
    items = [
        ("Estimating the reproducibility of psychological science", "Journal Article published 28 Aug 2015 in Science volume 349 issue 6251", "Authors: Open Science Collaboration", "10.1126/science.aac4716"),
        ("False-Positive Psychology", "Journal Article published Nov 2011 in Psychological Science volume 22 issue 11 on pages 1359 to 1366", "Authors: Joseph P. Simmons, Leif D. Nelson, Uri Simonsohn", "10.1177/0956797611417632"),
        ("Why Most Published Research Findings Are False", "Journal Article published 30 Aug 2005 in PLoS Medicine volume 2 issue 8 on page e124", "Authors: John P. A. Ioannidis", "10.1371/journal.pmed.0020124"),
        ("1,500 scientists lift the lid on reproducibility", "Journal Article published May 2016 in Nature volume 533 issue 7604 on pages 452 to 454", "Authors: Monya Baker", "10.1038/533452a"),
        ("Redefine statistical significance", "Journal Article published Jan 2018 in Nature Human Behaviour volume 2 issue 1 on pages 6 to 10", "Authors: Daniel J. Benjamin, James O. Berger, ...", "10.1038/s41562-017-0189-z"),
        ("Photophysics of porphyrin arrays (reproducibility of syntheses)", "Journal Article published 1999 in Journal of Porphyrins and Phthalocyanines volume 3 issue 6/7 on pages 672 to 679", "Authors: ...", "10.1002/(sici)1099-1409(199908/10)3:6/7<672::aid-jpp192>3.0.co;2-8"),
        ("Reproducibility in clinical trials (Lancet correspondence)", "Journal Article published Feb 2020 in The Lancet volume 395 issue 10223", "Authors: ...", "10.1016/s0140-6736(20)30183-5"),
        ("Reproducibility", "Component published 2019 in PLOS ONE", "", "10.1371/journal.pone.0213978.t001"),
        ("Reproducibility of Climate Model Output: Data", "Dataset published 2021 by World Data Center for Climate (WDCC) at DKRZ", "Authors: ...", "10.26050/wdcc/ar6.c6cmipmpim"),
        ("Reproducible Research in Computational Science", "Journal Article published 2 Dec 2011 in Science volume 334 issue 6060 on pages 1226 to 1227", "Authors: Roger D. Peng", "10.1126/science.1213847"),
    ]
    h = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Crossref Metadata Search</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link href="/stylesheets/bootstrap.min.css" rel="stylesheet">
<link href="/stylesheets/search.css" rel="stylesheet">
</head>
<body>
<div class="navbar navbar-fixed-top"><div class="navbar-inner"><div class="container-fluid"><a class="brand" href="/"><img src="/images/crossref-logo.png" alt="Crossref"></a><form class="navbar-search pull-left" action="/" method="get"><input type="text" class="search-query" name="q" value="reproducibility"><input type="hidden" name="from_ui" value="yes"></form></div></div></div>
<div class="container-fluid"><div class="row-fluid"><div class="span3"><div class="well sidebar-nav"><ul class="nav nav-list">
<li class="nav-header">Type</li><li><a href="/?q=reproducibility&amp;type-name=Journal+Article&amp;from_ui=yes">Journal Article <span class="badge">84,211</span></a></li><li><a href="/?q=reproducibility&amp;type-name=Dataset">Dataset <span class="badge">3,102</span></a></li>
<li class="nav-header">Year</li><li><a href="/?q=reproducibility&amp;publication_year=2020">2020 <span class="badge">10,503</span></a></li></ul></div></div>
<div class="span9"><div class="row-fluid"><p class="number">Page 1 of 9,422 &mdash; 94,211 results</p></div>
<table class="table"><tbody>
"""
    for title, typ, authors, doi in items:
        h += f"""<tr><td class="item-data"><p class="lead">{esc(title)}</p><p class="extra"><span>{esc(typ)}</span></p><p class="expand">{esc(authors)}</p>
<div class="item-links-outer"><div class="item-links"><a href="{p.u(doi, mode='path')}"><i class="icon-external-link"></i>&nbsp;{p.u(doi)}</a>
<a href="#" onclick="showCiteBox('{esc(quote(doi, safe=''))}', '{esc(title[:40])}');"><i class="icon-quote-left"></i>&nbsp;Actions</a>
<a href="https://api.crossref.org/v1/works/{esc(quote(doi, safe='/'))}" class="json-link"><i class="icon-code"></i>&nbsp;Metadata as JSON</a></div></div></td></tr>
"""
    h += """</tbody></table>
<div class="pagination"><ul><li class="disabled"><a href="#">&laquo;</a></li><li class="active"><a href="/?q=reproducibility&amp;page=1">1</a></li><li><a href="/?q=reproducibility&amp;page=2">2</a></li><li><a href="/?q=reproducibility&amp;page=3">3</a></li><li><a href="#">&hellip;</a></li><li><a href="/?q=reproducibility&amp;page=10">10</a></li><li><a href="/?q=reproducibility&amp;page=2">&raquo;</a></li></ul></div>
</div></div></div>
<footer class="footer"><p>Crossref Metadata Search is a <a href="https://www.crossref.org">Crossref</a> service. Data from the Crossref REST API, CC0.</p></footer>
</body>
</html>
"""
    p.own = None
    p.note("Crossref search shows DOIs lower-cased (case as written: 10.1016/s0140-6736(20)30183-5). Result 6 is a real-world SICI with '/' inside the parenthesised date and issue '3:6/7' plus '<...>' and ';2-8' (HTML-escaped in text, percent-encoded in href).")
    p.note("onclick (not scanned) and api.crossref.org/v1/works/ paths repeat the same DOIs. No own DOI (search page).")
    return p, h

# ---------------------------------------------------------------- 12 Google Scholar-like
@page
def scholar():
    p = Page("google_scholar_results.html")
    res = []
    h = """<!doctype html><html><head><title>density functional theory exchange - Google Scholar</title>
<meta http-equiv="Content-Type" content="text/html;charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge">
<meta name="referrer" content="origin-when-cross-origin"><meta name="viewport" content="width=device-width,initial-scale=1,minimum-scale=1,maximum-scale=2">
<style>html,body,form,table,div,h1,h2,h3,h4,h5,h6,img,ol,ul,li,button{margin:0;padding:0;border:0;}.gs_rt{font-size:17px}</style>
</head><body><div id="gs_top"><div id="gs_hdr" role="banner"><form id="gs_hdr_frm" action="/scholar"><input type="text" name="q" value="density functional theory exchange" id="gs_hdr_tsi"></form></div>
<div id="gs_bdy"><div id="gs_bdy_ccl" role="main"><div id="gs_ab_md"><div class="gs_ab_mdw">About 2,140,000 results (<b>0.10</b> sec)</div></div>
<div id="gs_res_ccl_mid">
"""
    def item(title, url, authors, snippet, cites, cid, side=None):
        s = f'<div class="gs_r gs_or gs_scl" data-cid="{cid}" data-did="{cid}" data-lid="" data-aid="{cid}" data-rp="0">'
        if side:
            s += f'<div class="gs_ggs gs_fl"><div class="gs_ggsd"><div class="gs_or_ggsm" ontouchstart="gs_evt_dsp(event)"><a href="{side[0]}" data-clk="hl=en&amp;sa=T&amp;oi=gga&amp;ct=gga&amp;cd=0&amp;d={cid}&amp;ei=abcXYZ"><span class="gs_ctg2">[PDF]</span> {side[1]}</a></div></div></div>'
        s += f'<div class="gs_ri"><h3 class="gs_rt" ontouchstart="gs_evt_dsp(event)"><a id="{cid}" href="{url}" data-clk="hl=en&amp;sa=T&amp;ct=res&amp;cd=0&amp;d={cid}&amp;ei=abcXYZ">{title}</a></h3>'
        s += f'<div class="gs_a">{authors}</div><div class="gs_rs">{snippet}</div>'
        s += f'<div class="gs_fl gs_flb"><a href="javascript:void(0)" class="gs_or_sav gs_or_btn" role="button"><span class="gs_or_btn_lbl">Save</span></a> <a href="javascript:void(0)" class="gs_or_cit gs_or_btn gs_nph" role="button" aria-controls="gs_cit" aria-haspopup="true"><span>Cite</span></a> <a href="/scholar?cites={cid}&amp;as_sdt=2005&amp;sciodt=0,5&amp;hl=en">Cited by {cites}</a> <a href="/scholar?q=related:{cid}:scholar.google.com/&amp;scioq=density+functional+theory+exchange&amp;hl=en&amp;as_sdt=0,5">Related articles</a> <a href="/scholar?cluster={cid}&amp;hl=en&amp;as_sdt=0,5" class="gs_nph">All 14 versions</a></div></div></div>\n'
        return s
    h += item("Generalized gradient approximation made simple",
              p.x("10.1103/PhysRevLett.77.3865", "https://journals.aps.org/prl/abstract/10.1103/PhysRevLett.77.3865"),
              'JP Perdew, <a href="/citations?user=abc123&amp;hl=en&amp;oi=sra">K Burke</a>, M Ernzerhof - Physical review letters, 1996 - APS',
              "Generalized gradient approximations (GGA's) for the exchange-correlation energy improve upon the local spin density (LSD) description of atoms, molecules, and solids. We present a simple derivation of a simple GGA, in which all parameters (other than those in LSD) are …",
              "187503", "5362332738201102290")
    h += item("Efficient iterative schemes for ab initio total-energy calculations using a plane-wave basis set",
              "https://journals.aps.org/prb/abstract/10.1103/PhysRevB.54.11169",
              "G Kresse, J Furthmüller - Physical review B, 1996 - APS",
              "… We present an efficient scheme for calculating the Kohn-Sham ground state of metallic systems using pseudopotentials and a plane-wave basis set. … Phys. Rev. B 54, 11169 – Published 15 October 1996 …doi:" + p.t("10.1103/PhysRevB.54.11169") + "…",
              "98342", "1234567890123456789")
    p.x("10.1103/PhysRevB.54.11169", "")
    h += item("A consistent and accurate ab initio parametrization of density functional dispersion correction (DFT-D) for the 94 elements H-Pu",
              esc("https://pubs.aip.org/aip/jcp/article/132/15/154104/926936"),
              "S Grimme, J Antony, S Ehrlich, H Krieg - The Journal of chemical physics, 2010 - pubs.aip.org",
              "The method of dispersion correction as an add-on to standard Kohn–Sham density functional theory (DFT-D) has been refined regarding higher accuracy, broader range of applicability, and less empiricism. …",
              "45210", "2345678901234567890")
    h += item("Density-functional thermochemistry. III. The role of exact exchange",
              esc("https://pubs.aip.org/aip/jcp/article-abstract/98/7/5648/842114"),
              "AD Becke - The Journal of chemical physics, 1993 - pubs.aip.org",
              "Despite the remarkable thermochemical accuracy of Kohn–Sham density-functional theories with gradient corrections for exchange-correlation [see, for example, AD Becke, J. Chem. Phys. 96, 2155 (1992)], we believe that further improvements are unlikely unless exact-exchange information is …",
              "110876", "3456789012345678901")
    h += item("Ab initio molecular dynamics for liquid metals",
              p.u("10.1103/PhysRevB.47.558", prefix="https://journals.aps.org/prb/abstract/"),
              "G Kresse, J Hafner - Physical review B, 1993 - APS", "We present ab initio quantum-mechanical molecular-dynamics calculations based on the calculation of the electronic ground state …", "23456", "4567890123456789012")
    # that one (aps path) -> acceptable, not expected
    p.exp.remove("10.1103/PhysRevB.47.558"); p.keys.discard("10.1103/physrevb.47.558"); p.acc.append("10.1103/PhysRevB.47.558")
    h += item("Projector augmented-wave method",
              p.u("10.1103/PhysRevB.50.17953", prefix="https://doi.org/"),
              "PE Blöchl - Physical review B, 1994 - APS", "An approach for electronic structure calculations is described that generalizes both the pseudopotential method and the linear augmented-plane-wave method in a natural way. …", "61234", "5678901234567890123")
    h += item("Inhomogeneous electron gas",
              p.u("10.1103/PhysRev.136.B864", prefix="https://journals.aps.org/pr/abstract/"),
              "P Hohenberg, W Kohn - Physical review, 1964 - APS", "This paper deals with the ground state of an interacting electron gas in an external potential v(r). …", "51234", "6789012345678901234")
    p.exp.remove("10.1103/PhysRev.136.B864"); p.keys.discard("10.1103/physrev.136.b864"); p.acc.append("10.1103/PhysRev.136.B864")
    h += item("Benchmarking density functional approximations on the ML era",
              p.u("10.1021/acs.jctc.9b01234", prefix="https://pubs.acs.org/doi/abs/"),
              "R Smith, L Chen - Journal of Chemical Theory and Computation, 2020 - ACS Publications", "… a benchmark of 10.5 k reactions …", "212", "7890123456789012345")
    h += item("Fast parallel algorithms for short-range molecular dynamics",
              esc("https://www.sciencedirect.com/science/article/pii/S002199918571039X"),
              "S Plimpton - Journal of computational physics, 1995 - Elsevier", "Three parallel algorithms for classical molecular dynamics are presented. …", "54321", "8901234567890123456")
    h += item("Machine learning for molecular simulation (preprint)",
              "https://scholar.google.com/scholar_url?url=" + p.x("10.1101/2021.02.26.433117", "https://www.biorxiv.org/content/10.1101/2021.02.26.433117v1.full.pdf") + "&amp;hl=en&amp;sa=X&amp;ei=abcXYZ&amp;scisig=AAGBfm0xYz&amp;oi=scholarr",
              "A Author, B Author - bioRxiv, 2021 - biorxiv.org", "… we release code and data …", "12", "9012345678901234567",
              side=("https://www.biorxiv.org/content/biorxiv/early/2021/02/27/2021.02.26.433117.full.pdf", "biorxiv.org"))
    h += item("Quantum ESPRESSO: a modular and open-source software project for quantum simulations of materials",
              p.x("10.1088/0953-8984/21/39/395502", "https://iopscience.iop.org/article/10.1088/0953-8984/21/39/395502/meta"),
              "P Giannozzi, S Baroni, N Bonini… - Journal of physics …, 2009 - iopscience.iop.org", "QUANTUM ESPRESSO is an integrated suite of computer codes for electronic-structure calculations and materials modeling, based on density-functional theory, plane waves, and pseudopotentials (norm-conserving, ultrasoft, and projector-augmented wave). …", "28765", "0123456789012345678")
    h += """</div>
<div id="gs_n" role="navigation"><center><table cellpadding="0" width="1%"><tr align="center" valign="top"><td align="right" nowrap><span class="gs_ico gs_ico_nav_first"></span></td><td><span class="gs_ico gs_ico_nav_current"></span><b>1</b></td><td><a href="/scholar?start=10&amp;q=density+functional+theory+exchange&amp;hl=en&amp;as_sdt=0,5"><span class="gs_ico gs_ico_nav_page"></span>2</a></td><td><a href="/scholar?start=90&amp;q=density+functional+theory+exchange&amp;hl=en&amp;as_sdt=0,5">10</a></td></tr></table></center></div>
</div></div></div></body></html>
"""
    p.own = None
    p.note("Result links point to publisher pages; only /doi/ paths (pubs.acs.org/doi/abs/) and doi.org count as expected. DOIs in other publisher paths (journals.aps.org/prl/abstract/10.1103/..., iopscience /article/10.1088/.../meta, biorxiv /content/...v1.full.pdf inside a scholar_url?url= redirect) are acceptable_extra.")
    p.note("Snippet text contains '…doi:10.1103/PhysRevB.54.11169…' (U+2026 ellipsis glued on both sides): expected 10.1103/PhysRevB.54.11169 (trailing ellipsis trimmed, SPEC 5). IOP DOI 10.1088/0953-8984/21/39/395502 has '/' in the suffix (if reported, '/meta' must not be part of it).")
    return p, h

# ---------------------------------------------------------------- 13 Zenodo
@page
def zenodo():
    p = Page("zenodo_record_3903233.html")
    OWN = "10.5281/zenodo.3903233"
    CONCEPT = "10.5281/zenodo.1234567"
    h = f"""<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="google-site-verification" content="5fPGCLllnWrvFxH9QWI0l1TadV7byeEvfPcyK2VkS_s"/>
<meta name="msvalidate.01" content="432E7A6F9C1D0B2E3F4A5B6C7D8E9F00" />
<meta name="description" content="fastQTL-lite v2.1.0: faster permutation pass, Python 3.10/3.11 wheels, CUDA 10.1/10.2 builds." />
<meta name="citation_title" content="fastqtl-lite: v2.1.0" />
<meta name="citation_author" content="Nakamura, Aiko" />
<meta name="citation_author" content="Rossi, Marco" />
<meta name="citation_publication_date" content="2020/06/19" />
<meta name="citation_doi" content="{p.t(OWN)}" />
<meta name="citation_abstract_html_url" content="https://zenodo.org/record/3903233" />
<meta property="og:title" content="fastqtl-lite: v2.1.0" />
<meta property="og:url" content="https://zenodo.org/record/3903233" />
<meta property="og:site_name" content="Zenodo" />
<link rel="alternate" type="application/x-bibtex" href="https://zenodo.org/record/3903233/export/bibtex">
<link rel="canonical" href="https://zenodo.org/record/3903233">
<title>fastqtl-lite: v2.1.0 | Zenodo</title>
<script type="application/ld+json">{{"@context": "https://schema.org/", "@id": "https://doi.org/{p.t(OWN, raw=True)}", "@type": "SoftwareSourceCode", "codeRepository": "https://github.com/example-lab/fastqtl-lite/tree/v2.1.0", "creator": [{{"@type": "Person", "affiliation": "RIKEN", "name": "Nakamura, Aiko"}}], "datePublished": "2020-06-19", "description": "fastQTL-lite v2.1.0", "identifier": "https://doi.org/{p.t(OWN, raw=True)}", "license": "https://opensource.org/licenses/MIT", "name": "fastqtl-lite: v2.1.0", "url": "https://zenodo.org/record/3903233", "version": "v2.1.0"}}</script>
</head>
<body>
<header><nav class="navbar"><a class="navbar-brand" href="/"><img src="/static/img/logos/zenodo-gradient-200.png" alt="Zenodo" width="100"/></a></nav></header>
<div class="container record-detail"><div class="row"><div class="col-sm-8 col-md-8 col-left">
<p><span class="label label-default">June 19, 2020</span> <span class="label label-default">Software</span> <span class="pull-right"><span class="label label-success">Open Access</span></span></p>
<h1>fastqtl-lite: v2.1.0</h1>
<p><span class="text-muted" title="RIKEN">Nakamura, Aiko</span>; <span class="text-muted">Rossi, Marco</span></p>
<div class="record-description"><p>Faster permutation pass; Python 3.10/3.11 wheels; CUDA 10.1/10.2 builds; requires numpy &gt;= 1.21.</p></div>
<div class="panel panel-default files-box" id="files"><div class="panel-heading"><a class="panel-toggle" data-toggle="collapse" href="#collapseTwo">Files <span class="pull-right show-on-collapsed"><i class="fa fa-chevron-right"></i></span></a> <small class="text-muted">(3.4 MB)</small></div>
<table class="table table-striped"><tbody><tr><td><a class="filename" href="/record/3903233/files/example-lab/fastqtl-lite-v2.1.0.zip?download=1">example-lab/fastqtl-lite-v2.1.0.zip</a><br/><small class="text-muted nowrap">md5:6f1ed002ab5595859014ebf0951522d9 <i class="fa fa-question-circle text-muted" data-toggle="tooltip" title="This is the file fingerprint (MD5 checksum), which can be used to verify the file integrity."></i></small></td><td class="nowrap">3.4 MB</td></tr></tbody></table></div>
<h4>Related identifiers:</h4><dl><dt>Supplement to</dt><dd><a href="https://github.com/example-lab/fastqtl-lite/tree/v2.1.0">https://github.com/example-lab/fastqtl-lite/tree/v2.1.0</a></dd>
<dt>Is cited by</dt><dd><a href="{p.u('10.1038/s41592-020-0772-5')}">{p.t('10.1038/s41592-020-0772-5')}</a></dd>
<dt>Is part of</dt><dd><a href="https://zenodo.org/communities/genomics">https://zenodo.org/communities/genomics</a></dd></dl>
</div>
<div class="col-sm-4 col-md-4 col-right">
<div class="well metadata"><small class="text-muted">Published</small><h4>June 19, 2020</h4>
<small class="text-muted">DOI</small><h4><span class="get-badge" data-toggle="tooltip" data-placement="bottom" title="Get the DOI badge!"><img data-toggle="modal" data-target="[data-modal='{p.t(OWN)}']" src="/badge/DOI/{esc(OWN)}.svg" alt="{p.t(OWN)}"></span>
<div class="modal fade badge-modal" data-modal="{esc(OWN)}"><div class="modal-dialog"><div class="modal-content"><div class="modal-body">
<h4><small>Zenodo DOI Badge</small></h4>
<h4><small>DOI</small></h4><h4><pre>{p.t(OWN)}</pre></h4>
<h4><small>Markdown</small></h4><h4><pre>[![DOI](https://zenodo.org/badge/DOI/{p.x(OWN + '.svg', OWN + '.svg')})](https://doi.org/{p.t(OWN)})</pre></h4>
<h4><small>reStructedText</small></h4><h4><pre>.. image:: https://zenodo.org/badge/DOI/{esc(OWN)}.svg
   :target: https://doi.org/{p.t(OWN)}</pre></h4>
<h4><small>HTML</small></h4><h4><pre>&lt;a href=&quot;https://doi.org/{p.t(OWN)}&quot;&gt;&lt;img src=&quot;https://zenodo.org/badge/DOI/{esc(OWN)}.svg&quot; alt=&quot;DOI&quot;&gt;&lt;/a&gt;</pre></h4>
<h4><small>Image URL</small></h4><h4><pre>https://zenodo.org/badge/DOI/{esc(OWN)}.svg</pre></h4>
<h4><small>Target URL</small></h4><h4><pre>https://doi.org/{p.t(OWN)}</pre></h4>
</div></div></div></div></h4>
<span class="text-muted"><small>Versions</small></span>
<table class="table"><tr class="info"><td><a href="/record/3903233">Version v2.1.0</a> <small class="text-muted">{p.t(OWN)}</small></td><td align="right"><small class="text-muted">Jun 19, 2020</small></td></tr>
<tr><td><a href="/record/3759231">Version v2.0.0</a> <small class="text-muted">{p.t('10.5281/zenodo.3759231')}</small></td><td align="right"><small class="text-muted">Apr 22, 2020</small></td></tr>
<tr><td><a href="/record/3363401">Version v1.0.1</a> <small class="text-muted">{p.t('10.5281/zenodo.3363401')}</small></td><td align="right"><small class="text-muted">Aug 10, 2019</small></td></tr></table>
<small><a href="/search?page=1&amp;size=20&amp;q=conceptrecid:%221234567%22&amp;sort=-version&amp;all_versions=True">View all 5 versions</a></small>
<div class="well"><small><strong>Cite all versions?</strong> You can cite all versions by using the DOI <a href="{p.u(CONCEPT)}">{p.t(CONCEPT)}</a>. This DOI represents all versions, and will always resolve to the latest one. <a href="https://help.zenodo.org/#versioning">Read more</a>.</small></div>
<div class="well"><h4>Cite as</h4><div id="invenio-csl"><div class="csl-bib-body"><div class="csl-entry">Nakamura, A., &amp; Rossi, M. (2020). fastqtl-lite: v2.1.0 (v2.1.0). Zenodo. https://doi.org/{p.t(OWN)}</div></div></div></div>
</div></div></div></div>
<footer><div class="container"><p>Zenodo is developed by CERN under the EU's Horizon 2020 programme (grant 101017536).</p></div></footer>
</body>
</html>
"""
    p.own = OWN
    p.note("Zenodo versioning: concept DOI 10.5281/zenodo.1234567 plus three version DOIs. Badge snippets: image URLs https://zenodo.org/badge/DOI/10.5281/zenodo.3903233.svg (a '.svg' tail would be a wrong DOI, but SPEC only names Springer '.pdf', so 10.5281/zenodo.3903233.svg is acceptable_extra).")
    p.disputed.append("Markdown badge line '[![DOI](https://zenodo.org/badge/DOI/10.5281/zenodo.3903233.svg)](https://doi.org/10.5281/zenodo.3903233)' has no space between the two URLs: a literal reading of SPEC 5 (only unbalanced TRAILING brackets are trimmed) yields one long candidate '10.5281/zenodo.3903233.svg)](https://doi.org/10.5281/zenodo.3903233'; a reader sees two URLs of the same DOI. That long junk is NOT in acceptable_extra; flag if reported.")
    p.disputed.append("HTML badge snippet inside <pre> (HTML-escaped): after unescaping it reads '<a href=\"https://doi.org/10.5281/zenodo.3903233\"><img src=...': a candidate that runs through the double quote ('10.5281/zenodo.3903233\"><img') is junk; SPEC 5 only trims quotes at the end. Not in acceptable_extra.")
    p.note("Noise: 'Python 3.10/3.11' and 'CUDA 10.1/10.2' (registrant of 1-2 digits, SPEC 2), md5, grant 101017536.")
    return p, h

# ---------------------------------------------------------------- 14 Dryad
@page
def dryad():
    p = Page("dryad_dataset_2rbnzs7jp.html")
    OWN = "10.5061/dryad.2rbnzs7jp"
    h = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Data from: Cell-type deconvolution with transcript-level uncertainty -- Dryad</title>
<meta name="citation_title" content="Data from: Cell-type deconvolution with transcript-level uncertainty">
<meta name="citation_author" content="Albuquerque, Ines">
<meta name="citation_publication_date" content="2019/12/02">
<meta name="citation_doi" content="{p.t(OWN)}">
<meta name="citation_publisher" content="Dryad">
<meta name="DC.identifier" content="doi:{p.t(OWN)}">
<meta name="DC.rights" content="https://creativecommons.org/publicdomain/zero/1.0/">
<link rel="canonical" href="https://datadryad.org/stash/dataset/doi:{p.t(OWN)}">
<script type="application/ld+json">{{"@context":"http://schema.org","@type":"Dataset","@id":"https://doi.org/{p.t(OWN, raw=True)}","identifier":"https://doi.org/{p.t(OWN, raw=True)}","url":"https://datadryad.org/stash/dataset/doi:{p.t(OWN, raw=True)}","name":"Data from: Cell-type deconvolution with transcript-level uncertainty","version":3,"citation":"https://doi.org/{p.t('10.1371/journal.pcbi.1007532', raw=True)}","distribution":{{"@type":"DataDownload","encodingFormat":"application/zip","contentUrl":"https://datadryad.org/api/v2/datasets/doi%3A10.5061%2Fdryad.2rbnzs7jp/download"}},"temporalCoverage":"2017-03/2018-11","publisher":{{"@type":"Organization","name":"Dryad"}},"provider":{{"@type":"Organization","name":"Dryad"}}}}</script>
</head>
<body>
<header class="c-header"><a href="/" class="c-header__logo"><img src="/images/logo_dryad.png" alt="Dryad"></a></header>
<main id="maincontent" class="c-content">
<div class="o-dataset-nav"><a href="/stash/downloads/download_resource/98765" class="o-button__download" data-turbolinks="false">Download dataset</a></div>
<h1 class="o-heading__level1">Data from: Cell-type deconvolution with transcript-level uncertainty</h1>
<div class="o-metadata__group1"><span class="o-metadata__author">Albuquerque, Ines</span><a href="https://orcid.org/0000-0001-5109-3700"><img src="/images/orcid_16x16.gif" alt="ORCID"></a>; <span class="o-metadata__author">Berger, Thomas</span></div>
<div class="o-metadata__group2"><div class="o-metadata__group2-item">Published Dec 02, 2019 on Dryad. <a href="{p.u(OWN)}">{p.u(OWN)}</a></div></div>
<div class="o-dataset__citation"><h2 class="o-heading__level2">Citation</h2><div class="o-citation"><p>Albuquerque, Ines; Berger, Thomas (2019), Data from: Cell-type deconvolution with transcript-level uncertainty, Dryad, Dataset, https://doi.org/{p.t(OWN)}</p></div></div>
<h2 class="o-heading__level2">Abstract</h2><p>Processed count matrices (TPM) and posterior samples for 24 bulk RNA-seq datasets; 10.2 GB uncompressed.</p>
<h2 class="o-heading__level2">Usage notes</h2><p>Files are tab-separated. The archive of version 1 (deposited via the legacy Dryad repository as doi:{p.t('10.5061/dryad.j1fd7/1')} and doi:{p.t('10.5061/dryad.j1fd7/2')}) is superseded.</p>
<h2 class="o-heading__level2">Funding</h2><p>Fundação para a Ciência e a Tecnologia, Award: PTDC/BIA-BID/31071/2017</p>
<div class="o-related-works"><h2 class="o-heading__level2">Related works</h2><ul class="o-list">
<li>Article: <a href="{p.u('10.1371/journal.pcbi.1007532')}">https://doi.org/10.1371/journal.pcbi.1007532</a></li>
<li>Software: <a href="{p.u('10.5281/zenodo.3560041')}">https://doi.org/10.5281/zenodo.3560041</a></li>
<li>Preprint: <a href="{p.u('10.1101/2019.06.11.546861', prefix='https://www.biorxiv.org/content/', suffix='v2')}">https://www.biorxiv.org/content/10.1101/2019.06.11.546861v2</a></li></ul></div>
<div class="o-files"><h2 class="o-heading__level2">Files</h2><ul class="c-file-group__list"><li><a href="/stash/downloads/file_stream/345678" title="counts_tpm.tsv.gz">counts_tpm.tsv.gz</a> <span class="c-file-group__size">8.4 GB</span></li><li><a href="/stash/downloads/file_stream/345679" title="README.md">README.md</a> <span class="c-file-group__size">4.1 kB</span></li></ul></div>
<div class="o-versions"><h3>Version history</h3><ul><li><a href="/stash/dataset/doi:{p.t(OWN)}?version=3">Dec 02, 2019</a></li><li><a href="/stash/dataset/doi:{p.t(OWN)}?version=2">Nov 28, 2019</a></li></ul></div>
</main>
<footer class="c-footer"><p>Dryad is a nonprofit membership organization.</p></footer>
</body>
</html>
"""
    p.own = OWN
    p.note("Dryad URL paths contain 'doi:10.5061/dryad.2rbnzs7jp' (and ?version=3). Legacy Dryad file-level DOIs 10.5061/dryad.j1fd7/1 and /2 are distinct DOIs with '/' in the suffix. bioRxiv content URL with 'v2' tail (SPEC 3: not part of the DOI) -> expected 10.1101/2019.06.11.546861; '...546861v2' would be wrong.")
    p.note("Download API path doi%3A10.5061%2Fdryad.2rbnzs7jp/download repeats the own DOI; temporalCoverage '2017-03/2018-11' and PTDC/BIA-BID/31071/2017 are noise.")
    return p, h

# ---------------------------------------------------------------- 15 figshare
@page
def figshare():
    p = Page("figshare_article_12345678_v2.html")
    OWN = "10.6084/m9.figshare.12345678.v2"
    state = {"ROOT_QUERY": {"article({\"id\":12345678,\"version\":2})": {"__ref": "Article:12345678"}},
             "Article:12345678": {"id": 12345678, "version": 2, "title": "Coral bleaching survey 2016-2020 (Great Barrier Reef)",
                                  "doi": "@@OWN@@", "citation": "Lee, Min-jun; Harris, Olivia (2020): Coral bleaching survey 2016-2020. figshare. Dataset. https://doi.org/@@OWN@@",
                                  "url": "https://figshare.com/articles/dataset/Coral_bleaching_survey_2016-2020/12345678/2",
                                  "files": [{"id": 23456789, "name": "survey_2016_2020.csv", "size": 10485760, "downloadUrl": "https://figshare.com/ndownloader/files/23456789"}],
                                  "relatedMaterials": [{"identifier": "@@REL@@", "identifierType": "DOI", "relation": "IsSupplementTo"}]}}
    state_js = json.dumps(state, ensure_ascii=True)
    # serialize-javascript style escaping of '/', '<', '>'
    state_js = state_js.replace("/", "\\u002F").replace("<", "\\u003C").replace(">", "\\u003E")
    own_js = OWN.replace("/", "\\u002F")
    rel = "10.1038/s41597-020-0534-3"
    rel_js = rel.replace("/", "\\u002F")
    # order: OWN (doi, citation), then REL
    h = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Coral bleaching survey 2016-2020 (Great Barrier Reef)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="citation_title" content="Coral bleaching survey 2016-2020 (Great Barrier Reef)">
<meta name="citation_author" content="Min-jun Lee">
<meta name="citation_author" content="Olivia Harris">
<meta name="citation_publication_date" content="2020/06/03">
<meta name="citation_doi" content="{p.t(OWN)}">
<meta name="citation_publisher" content="figshare">
<meta name="DC.identifier" content="{p.u(OWN)}">
<meta property="og:url" content="https://figshare.com/articles/dataset/Coral_bleaching_survey_2016-2020/12345678/2">
<link rel="canonical" href="https://figshare.com/articles/dataset/Coral_bleaching_survey_2016-2020/12345678">
</head>
<body>
<div id="app"><div class="page-wrapper">
<header role="banner"><a href="https://figshare.com" class="logo" aria-label="figshare">figshare</a></header>
<main><h2 class="title">Coral bleaching survey 2016-2020 (Great Barrier Reef)</h2>
<div class="versions" role="listbox" aria-label="Versions"><span>Version 2</span> <a href="/articles/dataset/Coral_bleaching_survey_2016-2020/12345678/1">Version 1</a> <span class="version-date">2020-06-03, 09:12 (GMT)</span></div>
<div class="authors">Dataset posted on <time datetime="2020-06-03T09:12:44Z">2020-06-03, 09:12</time> authored by <a href="/authors/Min-jun_Lee/8765432">Min-jun Lee</a>, <a href="/authors/Olivia_Harris/8765433">Olivia Harris</a></div>
<div class="description"><p>Benthic transects (n = 10/reef, 2016&ndash;2020) at 182 reefs; bleaching scored 0&ndash;5. Temperatures in &deg;C (10.5&ndash;31.2).</p></div>
<div class="section"><h3>Cite</h3><p class="citation">Lee, Min-jun; Harris, Olivia (2020). Coral bleaching survey 2016-2020 (Great Barrier Reef). figshare. Dataset. <a href="{p.u(OWN)}">{p.u(OWN)}</a></p>
<p class="cite-all">Cite all versions: <a href="{p.u('10.6084/m9.figshare.12345678')}">{p.u('10.6084/m9.figshare.12345678')}</a></p>
<p class="prev-version">Version 1: <span class="doi">{p.t('10.6084/m9.figshare.12345678.v1')}</span></p></div>
<div class="section"><h3>Collection</h3><p>This item is part of the collection <a href="{p.u('10.6084/m9.figshare.c.5012345.v1')}">Great Barrier Reef monitoring 2016&ndash;2020</a> (DOI: {p.t('10.6084/m9.figshare.c.5012345.v1')}).</p></div>
<div class="section"><h3>Related materials</h3><ul><li>IsSupplementTo <a href="{p.u(rel)}">{p.t(rel)}</a></li><li>References <a href="{p.u('10.25405/data.ncl.11837571.v1')}">{p.u('10.25405/data.ncl.11837571.v1')}</a></li></ul></div>
<div class="files"><a href="https://figshare.com/ndownloader/files/23456789" class="download">Download (10 MB)</a> <a href="https://figshare.com/ndownloader/articles/12345678/versions/2">Download all</a></div>
</main></div></div>
<script>window.__APOLLO_STATE__ = {state_js.replace('@@OWN@@', own_js).replace('@@REL@@', rel_js)};</script>
</body>
</html>
"""
    p.own = OWN
    p.note("figshare version suffix '.v2' IS part of the DOI (SPEC 3); the versionless 10.6084/m9.figshare.12345678 (cite all versions) and .v1 are separate DOIs; collection DOI has '.c.'. Newcastle institutional figshare prefix 10.25405.")
    p.note("Apollo state is serialised with \\u002F escapes (serialize-javascript). URLs .../12345678/2 and ndownloader paths are noise.")
    return p, h

# ---------------------------------------------------------------- 16 Blog post
@page
def blog():
    p = Page("blog_post_reading_list.html")
    SELF = "10.59350/3kq7f-2ad41"
    h = f"""<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>What I read in March: reproducibility, protein folding and a retraction &#8211; The Lab Notebook</title>
<meta name="description" content="A monthly reading list.">
<meta property="og:type" content="article">
<meta property="og:url" content="https://labnotebook.example.org/2021/04/02/march-reading/">
<link rel="canonical" href="https://labnotebook.example.org/2021/04/02/march-reading/">
<link rel="stylesheet" id="twentytwentyone-style-css" href="https://labnotebook.example.org/wp-content/themes/twentytwentyone/style.css?ver=1.2" media="all">
<style id="hyphenator-css">.entry-content p {{ hyphens: manual; }} /* doi:10.9999/not-scanned-style */</style>
</head>
<body class="post-template-default single single-post">
<div id="page" class="site"><header id="masthead" class="site-header"><p class="site-title"><a href="https://labnotebook.example.org/">The Lab Notebook</a></p></header>
<main id="main" class="site-main"><article id="post-1234" class="post-1234 post type-post status-publish">
<header class="entry-header alignwide"><h1 class="entry-title">What I read in March: reproducibility, protein folding and a retraction</h1></header>
<div class="entry-content">
<p>First up, the big one: AlphaFold (Jumper et al., <em>Nature</em> 2021, doi:{p.t('10.1038/s41586-021-03819-2')}). If you only read one paper this month, make it this one, together with the RoseTTAFold paper [{p.t('10.1126/science.abj8754')}].</p>
<!-- draft note: also mention doi:10.9999/comment-only-draft -->
<p>The reproducibility debate continues. The classic is still Ioannidis (&#8220;Why most published research findings are false&#8221;, {p.t('10.1371/journal.pmed.0020124')}), and the &#8220;many labs&#8221; replication ({p.u('10.1126/science.aac4716')}). I also liked Simmons et al. (<a href="{p.u('10.1177/0956797611417632')}">doi.org/10.1177/0956797611417632</a>).</p>
<p>On the clinical side, Huang et al. (Lancet, doi:{p.t('10.1016/S0140-6736(20)30183-5')}) is still the reference for early COVID-19 symptoms. Note that the Surgisphere paper was retracted (see the notice, doi:{p.t('10.1016/S0140-6736(20)31324-6')}).</p>
<p>Genomics folks: the nucleic acids database issue is out &#8211; start with the editorial &#8220;{p.t('10.1093/nar/gkaa1100')}&#8221; &mdash; and note how many DOIs in that issue have uppercase letters: NAR prints them as {p.t('10.1093/NAR/GKAA1100', form='10.1093/NAR/GKAA1100')} in the PDF (same DOI!).</p>
<p>A lovely long read on chaos: Lorenz&#8217;s 1963 paper, {p.t('10.1175/1520-0469(1963)020<0130:DNF>2.0.CO;2', form='10.1175/&shy;1520-0469(1963)020<0130:&shy;DNF>2.0.CO;2', raw=True).replace('<', '&lt;').replace('>', '&gt;')} &mdash; a great read, especially the part on the &#8220;butterfly&#8221;. Bonus: {p.x('10.1038/s41467-019-13056-x', '10.1038/s41467-019-13056-x')}&mdash;thanks to R. for the tip.</p>
<p>Tooling: I finally moved to the tidyverse style guide (<a href="{p.u('10.21105/joss.01686')}"><code>{p.t('10.21105/joss.01686')}</code></a>) and to lme4 (Bates et al., 2015; doi:&nbsp;{p.t('10.18637/jss.v067.i01')}). Tested with Python 3.10.12/3.11.4 and CUDA 10.1/10.2 on our cluster (10.0.0.0/8 network, nodes 10.12.4.5/24).</p>
<p>Data sets I keep returning to: the FAIR principles paper (<a href="{p.u('10.1038/sdata.2016.18')}">Wilkinson et al.</a>) and the DOI Handbook itself ({p.t('10.1000/182')}).</p>
<p>Long DOI for the road, wrapped by my theme: <span class="doi">https://doi.org/&#8203;{p.t('10.1002/(SICI)1097-0258(19980430)17:8<873::AID-SIM779>3.0.CO;2-I', form='10.1002/&#8203;(SICI)1097-0258(19980430)17:8&lt;873::&#8203;AID-SIM779&gt;3.0.CO;2-I', raw=True)}</span>.</p>
<p>Finally, the eLife paper I mentioned on Twitter ({p.u('10.7554/eLife.57309', prefix='https://doi.org/')})!</p>
</div>
<footer class="entry-footer"><div class="cite-this"><p><strong>Cite this post:</strong> Doe, J. (2021, April 2). <em>What I read in March</em>. The Lab Notebook. <a href="{p.u(SELF)}">{p.u(SELF)}</a></p></div>
<div class="posted-on">Published <time class="entry-date published" datetime="2021-04-02T10:15:00+01:00">2 April 2021</time></div></footer>
</article>
<div id="comments" class="comments-area"><h2 class="comments-title">2 thoughts on &ldquo;What I read in March&rdquo;</h2><ol class="comment-list">
<li class="comment"><article class="comment-body"><div class="comment-content"><p>Great list! You might add the Adam optimizer paper, arXiv:1412.6980 (DOI {p.t('10.48550/arXiv.1412.6980')}).</p></div></article></li>
<li class="comment"><article class="comment-body"><div class="comment-content"><p>Typo in your link to Ioannidis? It works for me as https://doi.org/10.1371/journal.pmed.0020124&#8230;</p></div></article></li>
</ol></div>
</main>
<footer id="colophon" class="site-footer"><div class="site-info">&copy; 2021 The Lab Notebook. Proudly powered by WordPress 5.7.1.</div></footer>
</div>
<script id="wp-emoji-settings" type="application/json">{{"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/13.0.1\\/72x72\\/","ext":".png","svgUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/13.0.1\\/svg\\/","svgExt":".svg"}}</script>
</body>
</html>
"""
    p.own = None
    p.own_acceptable = [SELF]
    p.note("Prose DOIs: 'doi:10...)' (unbalanced paren trimmed), '[10.1126/science.abj8754]', '(10.1371/...)', curly-quoted DOI, ' &mdash; ' after a DOI, 'doi:&nbsp;10...' and a trailing ellipsis '&#8230;'. Lancet retraction 10.1016/S0140-6736(20)31324-6 inside '(see the notice, doi:...)).' keeps its balanced (20).")
    p.note("Lorenz DOI contains soft hyphens (&shy;, U+00AD) - removed per SPEC 4 -> 10.1175/1520-0469(1963)020<0130:DNF>2.0.CO;2. SICI DOI after https://doi.org/ has U+200B zero-width spaces (removed). Uppercase 10.1093/NAR/GKAA1100 is the same DOI as 10.1093/nar/gkaa1100 (ASCII fold).")
    p.note("DOIs inside an HTML comment and a <style> block (10.9999/...) must not be reported. Noise: Python 3.10.12/3.11.4, CUDA 10.1/10.2, 10.0.0.0/8, 10.12.4.5/24, arXiv:1412.6980, WordPress 5.7.1.")
    p.disputed.append("'Bonus: 10.1038/s41467-019-13056-x&mdash;thanks to R.' (closed em dash, common in English prose): SPEC 5 lists the em dash only as a TRAILING character to trim, so a literal reading runs on into 'thanks'. A reader sees 10.1038/s41467-019-13056-x (acceptable_extra; left out of expected).")
    p.note("own_doi null: the post's Rogue-Scholar-style DOI 10.59350/3kq7f-2ad41 is only in a 'Cite this post' footer, no meta tag.")
    return p, h
