from common import Page, esc, enc, quote
import json

PAGES = []
def page(fn):
    PAGES.append(fn)
    return fn

# ---------------------------------------------------------------- 1 arXiv
@page
def arxiv_abs():
    p = Page("arxiv_abs_2010.01234.html")
    J = "10.1103/PhysRevLett.126.050402"
    A = "10.48550/arXiv.2010.01234"
    h = f"""<!DOCTYPE html>
<html lang="en">
<head>  <title>[2010.01234] Entanglement-enhanced sensing with a trapped-ion quantum network</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="apple-touch-icon" sizes="180x180" href="/static/browse/0.3.4/images/icons/apple-touch-icon.png">
  <link rel="stylesheet" type="text/css" media="screen" href="/static/browse/0.3.4/css/arXiv.css?v=20230914" />
  <link rel="canonical" href="https://arxiv.org/abs/2010.01234">
  <meta name="description" content="Abstract page for arXiv paper 2010.01234: Entanglement-enhanced sensing with a trapped-ion quantum network">
  <meta property="og:type" content="website" />
  <meta property="og:site_name" content="arXiv.org" />
  <meta property="og:title" content="Entanglement-enhanced sensing with a trapped-ion quantum network" />
  <meta property="og:url" content="https://arxiv.org/abs/2010.01234v2" />
  <meta name="citation_title" content="Entanglement-enhanced sensing with a trapped-ion quantum network" />
  <meta name="citation_author" content="Moreau, Claire" />
  <meta name="citation_author" content="Okonkwo, Daniel" />
  <meta name="citation_author" content="Lindqvist, Helena" />
  <meta name="citation_date" content="2020/10/02" />
  <meta name="citation_online_date" content="2021/02/09" />
  <meta name="citation_pdf_url" content="http://arxiv.org/pdf/2010.01234" />
  <meta name="citation_arxiv_id" content="2010.01234" />
  <meta name="citation_abstract" content="We demonstrate a two-node network of 40Ca+ ions separated by 2.3 m that achieves a 10.5 dB improvement ..." />
  <script type="text/javascript" src="/static/browse/0.3.4/js/mathjaxToggle.min.js"></script>
  <script type="text/x-mathjax-config">
  MathJax.Hub.Config({{ messageStyle: "none", extensions: ["tex2jax.js"], jax: ["input/TeX", "output/HTML-CSS"],
    tex2jax: {{ inlineMath: [['$','$'], ['\\\\(','\\\\)']], processEscapes: true }} }});
  </script>
</head>
<body class="with-cu-identity">
  <div class="flex-wrap-footer">
    <header>
      <a href="#content" class="is-sr-only">Skip to main content</a>
      <div id="cu-identity"><div id="cu-logo"><a href="https://www.cornell.edu/"><img src="//static.arxiv.org/icons/cu/cornell-reduced-white-SMALL.svg" alt="Cornell University" width="200" /></a></div>
      <div id="support-ack"><a href="https://info.arxiv.org/about/ourmembers.html">We gratefully acknowledge support from the Simons Foundation, member institutions, and all contributors.</a></div></div>
      <div id="header" class="is-hidden-mobile"><a aria-hidden="true" tabindex="-1" href="/IgnoreMe"></a>
        <div class="header-breadcrumbs is-hidden-mobile"><a href="/"><img src="/static/browse/0.3.4/images/arxiv-logo-one-color-white.svg" alt="arxiv logo" style="height:40px;"/></a> <span>&gt;</span> <a href="/list/quant-ph/recent">quant-ph</a> <span>&gt;</span> arXiv:2010.01234</div>
      </div>
    </header>
    <main>
    <div id="content">
<div id="abs-outer">
  <div class="leftcolumn">
    <div class="subheader"><h1>Quantum Physics</h1></div>
    <div class="header-breadcrumbs-mobile"><strong>arXiv:2010.01234</strong> (quant-ph)</div>
<div id="content-inner">
  <div id="abs">
    <div class="dateline">[Submitted on 2 Oct 2020 (<a href="https://arxiv.org/abs/2010.01234v1">v1</a>), last revised 9 Feb 2021 (this version, v2)]</div>
    <h1 class="title mathjax"><span class="descriptor">Title:</span>Entanglement-enhanced sensing with a trapped-ion quantum network</h1>
    <div class="authors"><span class="descriptor">Authors:</span><a href="https://arxiv.org/search/quant-ph?searchtype=author&amp;query=Moreau,+C">Claire Moreau</a>, <a href="https://arxiv.org/search/quant-ph?searchtype=author&amp;query=Okonkwo,+D">Daniel Okonkwo</a>, <a href="https://arxiv.org/search/quant-ph?searchtype=author&amp;query=Lindqvist,+H">Helena Lindqvist</a></div>
    <div id="download-button-info" hidden>View a PDF of the paper titled Entanglement-enhanced sensing with a trapped-ion quantum network, by Claire Moreau and 2 other authors</div>
    <a class="mobile-submission-download" href="/pdf/2010.01234">View PDF</a>
    <blockquote class="abstract mathjax">
      <span class="descriptor">Abstract:</span>We demonstrate a two-node network of $^{{40}}$Ca$^+$ ions separated by 2.3 m that achieves a 10.5 dB improvement in phase sensitivity over the standard quantum limit. Remote entanglement is heralded at a rate of 182 s$^{{-1}}$ with fidelity 0.94(1). Compared with the protocol of arXiv:2003.10555 and the single-node experiment in arXiv:1911.02234, the network reduces correlated dephasing by a factor 10.3/4.1 = 2.5.
    </blockquote>
    <!--CONTEXT-->
    <div class="metatable">
      <table summary="Additional metadata">
        <tr><td class="tablecell label">Comments:</td><td class="tablecell comments mathjax">6 pages, 4 figures, supplement 10 pages; v2: published version</td></tr>
        <tr><td class="tablecell label">Subjects:</td><td class="tablecell subjects"><span class="primary-subject">Quantum Physics (quant-ph)</span>; Atomic Physics (physics.atom-ph)</td></tr>
        <tr><td class="tablecell label">Report&nbsp;number:</td><td class="tablecell jref">MIT-CTP/5234</td></tr>
        <tr><td class="tablecell label">Journal&nbsp;reference:</td><td class="tablecell jref">Phys. Rev. Lett. 126, 050402 (2021)</td></tr>
        <tr><td class="tablecell label"><abbr title="Digital Object Identifier">Related DOI</abbr>:</td>
          <td class="tablecell doi"><a href="{p.u(J)}" data-doi="{p.t(J)}" class="link-https link-external" rel="external noopener nofollow">{p.u(J)}</a>
            <div class="button-and-tooltip"><button class="more-info" aria-describedby="more-info-desc-1"><svg height="15" role="presentation" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path fill="currentColor" d="M256 8C119.043 8 8 119.083 8 256c0 136.997 111.043 248 248 248s248-111.003 248-248C504 119.083 392.957 8 256 8z" class="" /></svg><span class="visually-hidden">Focus to learn more</span></button>
              <div role="tooltip" id="more-info-desc-1"><span class="left-corner"></span>DOI(s) linking to related resources</div></div>
          </td></tr>
        <tr><td class="tablecell label">Cite&nbsp;as:</td><td class="tablecell arxivid"><span class="arxivid"><a href="https://arxiv.org/abs/2010.01234">arXiv:2010.01234</a> [quant-ph]</span></td></tr>
        <tr><td class="tablecell label">&nbsp;</td><td class="tablecell arxividv">(or <span class="arxivid"><a href="https://arxiv.org/abs/2010.01234v2">arXiv:2010.01234v2</a> [quant-ph]</span> for this version)</td></tr>
        <tr><td class="tablecell label">&nbsp;</td><td class="tablecell arxivdoi"><a href="{p.u(A)}" id="arxiv-doi-link">{p.u(A)}</a>
            <div class="button-and-tooltip"><button class="more-info" aria-describedby="more-info-desc-2"><span class="visually-hidden">Focus to learn more</span></button>
              <div role="tooltip" id="more-info-desc-2"><span class="left-corner"></span>arXiv-issued DOI via DataCite</div></div></td></tr>
      </table>
    </div>
  </div>
</div>
    <div class="submission-history"><h2>Submission history</h2> From: Claire Moreau [<a href="/show-email/3f2a1b7c/2010.01234">view email</a>]
      <br/><strong><a href="/abs/2010.01234v1">[v1]</a></strong> Fri, 2 Oct 2020 17:59:59 UTC (1,234 KB)<br/>
      <strong>[v2]</strong> Tue, 9 Feb 2021 10:15:02 UTC (1,301 KB)<br/></div>
  </div>
  <div class="extra-services">
    <div class="full-text"><a name="other"></a><span class="descriptor">Full-text links:</span><h2>Access Paper:</h2>
      <ul><div id="download-button-info" hidden>View a PDF of the paper titled Entanglement-enhanced sensing, by Claire Moreau and 2 other authors</div>
        <li><a href="/pdf/2010.01234" aria-describedby="download-button-info" accesskey="f" class="abs-button download-pdf">View PDF</a></li>
        <li><a href="https://arxiv.org/html/2010.01234v2" class="abs-button" id="latexml-download-link">HTML (experimental)</a></li>
        <li><a href="/src/2010.01234" class="abs-button download-eprint">TeX Source</a></li></ul>
      <div class="abs-license"><a href="http://creativecommons.org/licenses/by/4.0/" title="Rights to this article" class="has_license"><img alt="license icon" role="presentation" src="https://arxiv.org/icons/licenses/by-4.0.png"/><span>view license</span></a></div></div>
    <div class="browse">Current browse context: <div class="current">quant-ph</div>
      <div class="prevnext"><span class="arrow"><a class="abs-button prev-url" href="/prevnext?id=2010.01234&amp;function=prev&amp;context=quant-ph" accesskey="p" title="previous in quant-ph (accesskey p)" rel="nofollow">&lt;&nbsp;prev</a></span>
      <span class="is-hidden-mobile">&nbsp; | &nbsp;</span><span class="arrow"><a class="abs-button next-url" href="/prevnext?id=2010.01234&amp;function=next&amp;context=quant-ph" accesskey="n" rel="nofollow">next&nbsp;&gt;</a></span></div>
      <div class="list"><a class="abs-button abs-button-grey abs-button-small context-new" href="/list/quant-ph/new">new</a> | <a class="abs-button abs-button-grey abs-button-small context-recent" href="/list/quant-ph/recent">recent</a> | <a class="abs-button abs-button-grey abs-button-small context-id" href="/list/quant-ph/2020-10">2020-10</a></div></div>
    <div class="extra-ref-cite"><h3>References &amp; Citations</h3><ul>
      <li><a class="abs-button abs-button-small cite-ads" href="https://ui.adsabs.harvard.edu/abs/arXiv:2010.01234">NASA ADS</a></li>
      <li><a class="abs-button abs-button-small cite-google-scholar" href="https://scholar.google.com/scholar_lookup?arxiv_id=2010.01234" target="_blank" rel="noopener">Google Scholar</a></li>
      <li><a class="abs-button abs-button-small cite-semantic-scholar" href="https://api.semanticscholar.org/arXiv:2010.01234" target="_blank" rel="noopener">Semantic Scholar</a></li></ul></div>
    <div class='extra-ref-cite'><span id='bib-cite-trigger' class="bib-cite-button abs-button">export BibTeX citation</span><span id='bib-cite-loading' hidden='true'>Loading...</span></div>
  </div>
</div>
    </div>
    </main>
    <footer style="clear: both;"><div class="columns is-desktop" role="navigation" aria-label="Secondary"><ul class="nav-spaced"><li><a href="https://info.arxiv.org/about">About</a></li><li><a href="https://info.arxiv.org/help">Help</a></li><li><a href="https://info.arxiv.org/help/license/index.html">Copyright</a></li><li><a href="https://status.arxiv.org" target="_blank">arXiv Operational Status</a></li></ul></div></footer>
  </div>
  <script src="/static/base/1.0.1/js/member_acknowledgement.js"></script>
</body>
</html>
"""
    p.own = None
    p.own_acceptable = [A]
    p.note("arXiv has no citation_doi meta; the page's own persistent id is the DataCite DOI shown as 'arXiv-issued DOI via DataCite' (own_doi left null: two DOIs, journal version vs arXiv record).")
    p.note("Traps: arXiv ids 2010.01234 / 2003.10555 ('10.' after digits), '10.3/4.1' in the abstract (1-digit registrant), MIT-CTP/5234.")
    return p, h

# ---------------------------------------------------------------- 2 PubMed
@page
def pubmed():
    p = Page("pubmed_32015507.html")
    OWN = "10.1038/s41586-020-2012-7"
    refs = [
        ("Zhu N, Zhang D, Wang W, Li X, Yang B, Song J, et al. A novel coronavirus from patients with pneumonia in China, 2019. N. Engl. J. Med. 2020;382:727&ndash;733.", "10.1056/NEJMoa2001017", True, "31978945", "PMC7092803"),
        ("Huang C, Wang Y, Li X, Ren L, Zhao J, Hu Y, et al. Clinical features of patients infected with 2019 novel coronavirus in Wuhan, China. Lancet. 2020;395:497&ndash;506.", "10.1016/S0140-6736(20)30183-5", True, "31986264", "PMC7159299"),
        ("Ge XY, Li JL, Yang XL, Chmura AA, Zhu G, Epstein JH, et al. Isolation and characterization of a bat SARS-like coronavirus that uses the ACE2 receptor. Nature. 2013;503:535&ndash;538.", "10.1038/nature12711", False, "24172901", "PMC5389864"),
        ("Li W, Moore MJ, Vasilieva N, Sui J, Wong SK, Berne MA, et al. Angiotensin-converting enzyme 2 is a functional receptor for the SARS coronavirus. Nature. 2003;426:450&ndash;454.", "10.1038/nature02145", True, "14647384", "PMC7095016"),
        ("Hu B, Zeng LP, Yang XL, Ge XY, Zhang W, Li B, et al. Discovery of a rich gene pool of bat SARS-related coronaviruses provides new insights into the origin of SARS coronavirus. PLoS Pathog. 2017;13:e1006698.", "10.1371/journal.ppat.1006698", True, "29190287", "PMC5708621"),
        ("Dong E, Du H, Gardner L. An interactive web-based dashboard to track COVID-19 in real time. Lancet Infect. Dis. 2020;20:533&ndash;534.", "10.1016/S1473-3099(20)30120-1", False, "32087114", "PMC7159018"),
        ("Li H, Durbin R. Fast and accurate short read alignment with Burrows-Wheeler transform. Bioinformatics. 2009;25:1754&ndash;1760.", "10.1093/bioinformatics/btp324", True, "19451168", "PMC2705234"),
    ]
    def ref(r):
        text, doi, printed, pmid, pmc = r
        s = f'<li class="skip-numbering">{text}'
        if printed:
            s += f' doi: {p.t(doi)}.'
        # PubMed reference links use the lower-cased DOI
        s += f' - <a class="reference-link" href="{p.u(doi.lower() if printed else doi.lower())}" data-ga-category="reference" data-ga-action="DOI">DOI</a>'
        s += f' - <a class="reference-link" href="/{pmid}/" data-ga-category="reference" data-ga-action="PubMed">PubMed</a>'
        s += f' - <a class="reference-link" href="https://pmc.ncbi.nlm.nih.gov/articles/{pmc}/" data-ga-category="reference" data-ga-action="PMC">PMC</a></li>\n'
        return s
    head = f"""<!DOCTYPE html>
<html lang="en">
<head itemscope itemtype="http://schema.org/WebPage" prefix="og: http://ogp.me/ns#">
  <meta charset="UTF-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="HandheldFriendly" content="True">
  <meta name="MobileOptimized" content="320">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <meta name="ncbi_app" content="pubmed">
  <meta name="ncbi_db" content="pubmed">
  <meta name="ncbi_phid" content="CE8B7C1D3E0F2A410000000000A3B2C1.m_5">
  <meta name="ncbi_pinger_stat_url" content="https://pubmed.ncbi.nlm.nih.gov/stat">
  <meta name="ncbi_pdid" content="abstract">
  <meta name="ncbi_uid" content="32015507">
  <meta name="log_source_db" content=".">
  <meta name="citation_title" content="A pneumonia outbreak associated with a new coronavirus of probable bat origin">
  <meta name="citation_publisher" content="Nature">
  <meta name="citation_date" content="03/01/2020">
  <meta name="citation_pmid" content="32015507">
  <meta name="citation_doi" content="{p.t(OWN)}">
  <meta name="citation_issn" content="1476-4687">
  <meta name="citation_volume" content="579">
  <meta name="citation_issue" content="7798">
  <meta name="citation_firstpage" content="270">
  <meta name="citation_lastpage" content="273">
  <meta name="citation_abstract_html_url" content="https://pubmed.ncbi.nlm.nih.gov/32015507/">
  <meta property="og:title" content="A pneumonia outbreak associated with a new coronavirus of probable bat origin - PubMed">
  <meta property="og:url" content="https://pubmed.ncbi.nlm.nih.gov/32015507/">
  <meta property="og:description" content="Since the outbreak of severe acute respiratory syndrome (SARS) 18 years ago, a large number of SARS-related coronaviruses (SARSr-CoVs) have been discovered in their natural reservoir host, bats. ...">
  <link rel="canonical" href="https://pubmed.ncbi.nlm.nih.gov/32015507/">
  <title>A pneumonia outbreak associated with a new coronavirus of probable bat origin - PubMed</title>
  <link rel="stylesheet" href="https://cdn.ncbi.nlm.nih.gov/pubmed/8a6d0b5e-0dbc-4f2a-b9d0-8d31a3e7c6e1/CACHE/css/output.b0e14ca4f2ba.css" type="text/css">
</head>
<body>
<div id="article-page" class="article-page">
<main class="article-details" id="article-details">
  <header class="heading" id="heading">
    <div class="full-view " id="full-view-heading">
      <div class="article-citation">
        <div class="article-source">
          <div class="journal-actions dropdown-block"><button id="full-view-journal-trigger" class="journal-actions-trigger trigger" ref="linksrc=journal_actions_btn" title="Nature" aria-haspopup="true">Nature</button></div>
          <span class="period">. </span><span class="cit">2020 Mar;579(7798):270-273.</span>
          <span class="citation-doi">
              doi: {p.t(OWN)}.
          </span>
          <span class="secondary-date">
              Epub 2020 Feb 3.
          </span>
        </div>
      </div>
      <h1 class="heading-title">A pneumonia outbreak associated with a new coronavirus of probable bat origin</h1>
      <div class="inline-authors"><div class="authors"><div class="authors-list"><span class="authors-list-item "><a class="full-name" href="/?term=Zhou+P&amp;cauthor_id=32015507" ref="linksrc=author_name_link" data-ga-category="author" data-ga-action="author_link" data-ga-label="Peng Zhou">Peng Zhou</a><sup class="affiliation-links"><span class="author-sup-separator">&nbsp;</span><a class="affiliation-link" href="#full-view-affiliation-1" ref="linksrc=author_aff" title="CAS Key Laboratory of Special Pathogens and Biosafety, Wuhan Institute of Virology, Center for Biosafety Mega-Science, Chinese Academy of Sciences, Wuhan, China.">1</a></sup><span class="comma">,&nbsp;</span></span><span class="authors-list-item "><a class="full-name" href="/?term=Yang+XL&amp;cauthor_id=32015507">Xing-Lou Yang</a><sup class="equal-contrib-container">#</sup></span> &hellip; </div></div></div>
      <ul class="identifiers" id="full-view-identifiers">
        <li><span class="identifier pubmed"><span class="id-label">PMID: </span><strong class="current-id" title="PubMed ID">32015507</strong></span></li>
        <li><span class="identifier pmc"><span class="id-label">PMCID: </span><a class="id-link" href="https://pmc.ncbi.nlm.nih.gov/articles/PMC7095418/" target="_blank" data-ga-category="full_text" data-ga-action="PMCID">PMC7095418</a></span></li>
        <li><span class="identifier doi"><span class="id-label">DOI: </span><a class="id-link" href="{p.u(OWN)}" target="_blank" rel="noopener" data-ga-category="full_text" data-ga-action="DOI">{p.t(OWN)}</a></span></li>
      </ul>
      <div class="comment-correction-list"><div class="comment-correction-item"><span class="comment-correction-type">Addendum in</span>
        <ul class="comment-correction-list-items"><li class="comments-corrections-list-item"><a class="comments-link" href="/33199918/" data-ga-category="comment_correction" data-ga-action="33199918">Addendum: A pneumonia outbreak associated with a new coronavirus of probable bat origin.</a><div class="comment-correction-citation"><span class="cit">Zhou P, Yang XL, Wang XG, Hu B, Zhang L, Zhang W, Si HR, Zhu Y, Li B, Huang CL, Chen HD, Chen J, Luo Y, Guo H, Jiang RD, Liu MQ, Chen Y, Shen XR, Wang X, Zheng XS, Zhao K, Chen QJ, Deng F, Liu LL, Yan B, Zhan FX, Wang YY, Xiao GF, Shi ZL.</span> <span class="source">Nature. 2020 Dec;588(7836):E6. doi: {p.t("10.1038/s41586-020-2951-z")}.</span> <span class="pmid">PMID: 33199918</span> <span class="free-resource">Free PMC article.</span> <span class="no-abstract">No abstract available.</span></div></li></ul></div></div>
    </div>
  </header>
  <div class="abstract" id="abstract"><h2 class="title">Abstract</h2>
    <div class="abstract-content selected" id="eng-abstract"><p>Since the outbreak of severe acute respiratory syndrome (SARS) 18 years ago, a large number of SARS-related coronaviruses (SARSr-CoVs) have been discovered in their natural reservoir host, bats<sup>1-4</sup>. Previous studies have shown that some bat SARSr-CoVs have the potential to infect humans<sup>5-7</sup>. Here we report the identification and characterization of a new coronavirus (2019-nCoV) ... The epidemic, which started on 12 December 2019, had caused 2,794 laboratory-confirmed infections including 80 deaths by 26 January 2020. Full-length genome sequences were obtained from five patients at an early stage of the outbreak. The sequences are almost identical and share 79.6% sequence identity to SARS-CoV. Furthermore, we show that 2019-nCoV is 96% identical at the whole-genome level to a bat coronavirus.</p></div>
  </div>
  <div class="associated-data" id="associated-data"><h2 class="title">Associated data</h2><ul class="associated-data-list"><li><span class="associated-data-type">GENBANK/</span><a href="https://www.ncbi.nlm.nih.gov/nuccore/MN908947" data-ga-category="associated_data">MN908947</a></li><li><span class="associated-data-type">GENBANK/</span><a href="https://www.ncbi.nlm.nih.gov/nuccore/MN996527">MN996527</a></li><li><span class="associated-data-type">SRA/</span><a href="https://www.ncbi.nlm.nih.gov/sra/SRR11092056">SRR11092056</a></li></ul></div>
  <div class="references" id="references"><h2 class="title">References</h2>
    <ol class="references-and-notes-list">
"""
    body = "".join(ref(r) for r in refs)
    tail = """    </ol>
    <button class="show-all" aria-label="Show all 39 references">Show all 39 references</button></div>
  <div class="publication-types keywords-section" id="publication-types"><h2 class="title">Publication types</h2><ul class="keywords-list"><li><button class="keyword-actions-trigger trigger keyword-link">Research Support, Non-U.S. Gov't</button></li></ul></div>
  <div class="mesh-terms keywords-section" id="mesh-terms"><h2 class="title">MeSH terms</h2><ul class="keywords-list"><li>Animals</li><li>Betacoronavirus / classification*</li><li>Chiroptera / virology*</li><li>Coronavirus Infections / epidemiology</li></ul></div>
  <div class="grants-list" id="grants"><h2 class="title">Grants and funding</h2><ul><li>2016YFE0205100/National Key R&amp;D Program of China</li><li>81290341/National Natural Science Foundation of China</li></ul></div>
</main>
</div>
<footer class="ncbi-footer"><div class="footer-content"><a href="https://www.nlm.nih.gov/web_policies.html">Web Policies</a> <a href="https://www.hhs.gov/vulnerability-disclosure-policy/index.html">HHS Vulnerability Disclosure</a></div></footer>
</body>
</html>
"""
    h = head + body + tail
    p.own = OWN
    p.note("PubMed lower-cases DOIs in reference 'DOI' links (https://doi.org/10.1056/nejmoa2001017); where the printed 'doi:' text precedes them, the expected form is the printed case; refs 3 and 6 have no printed DOI so the lower-case href form is the first (and only) occurrence (10.1016/s1473-3099(20)30120-1).")
    p.note("'doi: 10.1038/s41586-020-2012-7.' has a sentence period to trim. Grant numbers like 2016YFE0205100/... and GENBANK/ are noise.")
    return p, h

# ---------------------------------------------------------------- 3 Europe PMC
@page
def europepmc():
    p = Page("europepmc_MED_31986264.html")
    OWN = "10.1016/S0140-6736(20)30183-5"
    h = f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Clinical features of patients infected with 2019 novel coronavirus in Wuhan, China. - Abstract - Europe PMC</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="description" content="Europe PMC is an archive of life sciences journal literature.">
<meta name="citation_title" content="Clinical features of patients infected with 2019 novel coronavirus in Wuhan, China.">
<meta name="citation_journal_title" content="Lancet (London, England)">
<meta name="citation_doi" content="{p.t(OWN)}">
<meta name="citation_pmid" content="31986264">
<meta name="citation_publication_date" content="2020/02">
<meta name="citation_volume" content="395">
<meta name="citation_issue" content="10223">
<meta name="citation_firstpage" content="497">
<link rel="canonical" href="https://europepmc.org/article/MED/31986264">
<link rel="stylesheet" href="/template/css/epmc-main.1a2b3c.css">
<script>window.__EPMC_CONFIG__ = {{"restApi":"https://www.ebi.ac.uk/europepmc/webservices/rest/","appVersion":"2.14.0","gaId":"G-XXXXXXX"}};</script>
</head>
<body>
<div id="app"><div class="epmc_page">
<header class="epmc_header"><a href="/" class="epmc_logo">Europe PMC</a><nav><a href="/advancesearch">Advanced Search</a> <a href="/RestfulWebService">Developers</a></nav></header>
<div class="abstract--main-section">
  <h1 id="article--current--title" class="article-title">Clinical features of patients infected with 2019 novel coronavirus in Wuhan, China.</h1>
  <div class="abstract--authors"><span class="author">Huang C</span>, <span class="author">Wang Y</span>, <span class="author">Li X</span>, <span class="author">Ren L</span>, <span class="author">Zhao J</span>, <span class="author">Hu Y</span>, <span class="author">Zhang L</span> &hellip; <a href="#" class="show-all-authors">show all authors</a></div>
  <div class="abstract--journal-info"><span class="italic">Lancet (London, England)</span>, 24 Jan 2020, 395(10223):497-506<br>
    <span class="abstract--doi">DOI: <a href="{p.u(OWN, prefix='//doi.org/')}" target="_blank" rel="noopener">{p.t(OWN)}</a></span>
    <span class="abstract--ids">PMID: 31986264 &nbsp; PMCID: PMC7159299</span></div>
  <div class="abstract--badges"><a class="badge" href="https://europepmc.org/articles/PMC7159299">Free full text in Europe PMC</a> <span class="badge">Review</span></div>
  <div class="abstract--unpaywall"><a href="{p.x(OWN, 'https://api.unpaywall.org/v2/' + OWN + '?email=helpdesk@europepmc.org')}">Free full text from Unpaywall</a></div>
  <h3>Abstract</h3>
  <div class="abstract--text"><h4>Background</h4><p>A recent cluster of pneumonia cases in Wuhan, China, was caused by a novel betacoronavirus, the 2019 novel coronavirus (2019-nCoV). We report the epidemiological, clinical, laboratory, and radiological characteristics and treatment and clinical outcomes of these patients.</p>
  <h4>Findings</h4><p>By Jan 2, 2020, 41 admitted hospital patients had been identified as having laboratory-confirmed 2019-nCoV infection. Median age was 49.0 years (IQR 41.0&ndash;58.0) ... 13 (32%) patients were admitted to an ICU and six (15%) died. Compared with non-ICU patients, ICU patients had higher plasma levels of IL2, IL7, IL10, GSCF, IP10, MCP1, MIP1A, and TNF&alpha;.</p>
  <h4>Funding</h4><p>Ministry of Science and Technology, Chinese Academy of Medical Sciences, National Natural Science Foundation of China, and Beijing Municipal Science and Technology Commission.</p></div>
</div>
<div class="abstract--comments"><h3>Comment in</h3><ul>
  <li><a href="/article/MED/31986257">Emerging understandings of 2019-nCoV.</a> <span class="abstract--comment-source">Lancet 395(10221):311, 24 Jan 2020. DOI: <a href="{p.u('10.1016/S0140-6736(20)30186-0', prefix='//doi.org/')}">{p.t('10.1016/S0140-6736(20)30186-0')}</a></span></li>
  <li><a href="/article/MED/32105632">2019-nCoV transmission through the ocular surface must not be ignored.</a> <span class="abstract--comment-source">Lancet 395(10224):e39, 17 Feb 2020. DOI: <a href="{p.u('10.1016/S0140-6736(20)30313-5', prefix='//doi.org/')}">{p.t('10.1016/S0140-6736(20)30313-5')}</a></span></li>
</ul>
<h3>Erratum in</h3><ul><li><a href="/article/MED/31986264?erratum">Department of Error.</a> Lancet 395(10223):496, 30 Jan 2020. DOI: <a href="{p.u('10.1016/S0140-6736(20)30252-X', prefix='//doi.org/')}">{p.t('10.1016/S0140-6736(20)30252-X')}</a></li></ul></div>
<div class="abstract--data-links"><h3>Data</h3>
  <div class="data-link">Data behind the article &mdash; This data has been text mined from the article, or deposited into data resources.</div>
  <ul><li>Protein structures in PDBe: <a href="https://www.ebi.ac.uk/pdbe/entry/pdb/6VSB">6vsb</a></li>
  <li>Nucleotide sequences (ENA): <a href="https://www.ebi.ac.uk/ena/browser/view/MN908947">MN908947</a></li>
  <li>EMPIAR: <a href="https://www.ebi.ac.uk/empiar/EMPIAR-10123/">EMPIAR-10123</a></li></ul></div>
<div class="abstract--similar"><h3>Similar Articles</h3><p class="small">To arrive at the top five similar articles we use a word-weighted algorithm to compare words from the Title and Abstract of each citation.</p>
  <ul>
  <li><a href="/article/MED/32007143">Epidemiological and clinical characteristics of 99 cases of 2019 novel coronavirus pneumonia in Wuhan, China: a descriptive study.</a><br><span class="small">Chen N, Zhou M, Dong X, et al. Lancet, 395(10223):507-513, 30 Jan 2020</span><br><span class="small">Cited by: 10312 articles | PMID: 32007143 | PMCID: PMC7135076</span><br><span class="small">DOI: <a href="{p.u('10.1016/S0140-6736(20)30211-7', prefix='//doi.org/')}">{p.t('10.1016/S0140-6736(20)30211-7')}</a></span></li>
  <li><a href="/article/MED/32031570">Clinical Characteristics of 138 Hospitalized Patients With 2019 Novel Coronavirus-Infected Pneumonia in Wuhan, China.</a><br><span class="small">Wang D, Hu B, Hu C, et al. JAMA, 323(11):1061-1069, 01 Mar 2020</span><br><span class="small">Cited by: 11120 articles | PMID: 32031570 | PMCID: PMC7042881</span><br>
    <span class="small"><a href="{p.x('10.1001/jama.2020.1585', 'https://www.ebi.ac.uk/europepmc/webservices/rest/search?query=DOI:10.1001/jama.2020.1585&format=json&resultType=core')}">API record</a></span></li>
  </ul></div>
<div class="abstract--funding"><h3>Funding</h3><p>Funders who supported this work.</p><ul><li>Chinese Academy of Medical Sciences (1) Grant ID: 2016-I2M-1-014</li><li>Ministry of Science and Technology (1) Grant ID: 2020YFC0841300</li></ul></div>
</div></div>
<footer class="epmc_footer"><p>Europe PMC is part of the ELIXIR infrastructure. <a href="https://www.ebi.ac.uk/data-protection/privacy-notice/europe-pmc-website">Privacy notice</a></p></footer>
</body>
</html>
"""
    p.own = OWN
    p.note("Protocol-relative DOI links (//doi.org/...) and Lancet PII DOIs with balanced parentheses; the JAMA DOI appears only in a Europe PMC REST query (query=DOI:...&format) -> acceptable_extra; own DOI also appears in an Unpaywall API path with ?email= (same DOI).")
    p.note("Noise: EMPIAR-10123, Grant IDs 2016-I2M-1-014, 'Median age was 49.0 years (IQR 41.0-58.0)'.")
    return p, h

# ---------------------------------------------------------------- 4 Springer (long reference list)
SPRINGER_REFS = [
    ("Zhu N, Zhang D, Wang W et al (2020) A novel coronavirus from patients with pneumonia in China, 2019. N Engl J Med 382:727–733", "10.1056/NEJMoa2001017", "doi.org", "31978945", "DC%2BB3cXjs1yjsbc%3D"),
    ("Hoffmann M, Kleine-Weber H, Schroeder S et al (2020) SARS-CoV-2 cell entry depends on ACE2 and TMPRSS2 and is blocked by a clinically proven protease inhibitor. Cell 181:271–280.e8", "10.1016/j.cell.2020.02.052", "doi.org", "32142651", "DC%2BB3cXktFKht7s%3D"),
    ("Wrapp D, Wang N, Corbett KS et al (2020) Cryo-EM structure of the 2019-nCoV spike in the prefusion conformation. Science 367:1260–1263", "10.1126/science.abb2507", "doi.org", "32075877", "DC%2BB3cXktVyntLo%3D"),
    ("Huang C, Wang Y, Li X et al (2020) Clinical features of patients infected with 2019 novel coronavirus in Wuhan, China. Lancet 395:497–506", "10.1016/S0140-6736(20)30183-5", "doi.org", "31986264", "DC%2BB3cXitlSgu7w%3D"),
    ("Livak KJ, Schmittgen TD (2001) Analysis of relative gene expression data using real-time quantitative PCR and the 2−ΔΔCT method. Methods 25:402–408", "10.1006/meth.2001.1262", "springer-doi", "11846609", "DC%2BD38Xhs1Sqsw%3D%3D"),
    ("Laemmli UK (1970) Cleavage of structural proteins during the assembly of the head of bacteriophage T4. Nature 227:680–685", "10.1038/227680a0", "doi.org", "5432063", "DyaE3cXkvVyrtbw%3D"),
    ("Schindelin J, Arganda-Carreras I, Frise E et al (2012) Fiji: an open-source platform for biological-image analysis. Nat Methods 9:676–682", "10.1038/nmeth.2019", "doi.org", "22743772", "DC%2BC38XhtVKnurbJ"),
    ("Cortes C, Vapnik V (1995) Support-vector networks. Mach Learn 20:273–297", "10.1007/BF00994018", "springer-doi", None, None),
    ("Breiman L (2001) Random forests. Mach Learn 45:5–32", "10.1023/A:1010933404324", "springer-doi", None, None),
    ("Love MI, Huber W, Anders S (2014) Moderated estimation of fold change and dispersion for RNA-seq data with DESeq2. Genome Biol 15:550", "10.1186/s13059-014-0550-8", "doi.org", "25516281", "DC%2BC2MXhvVOisbY%3D"),
    ("Benjamini Y, Hochberg Y (1995) Controlling the false discovery rate: a practical and powerful approach to multiple testing. J R Stat Soc Ser B 57:289–300", "10.1111/j.2517-6161.1995.tb02031.x", "doi.org", None, None),
    ("World Health Organization (2020) Laboratory testing for coronavirus disease 2019 (COVID-19) in suspected human cases: interim guidance, 2 March 2020. WHO, Geneva", None, None, None, None),
    ("Jinek M, Chylinski K, Fonfara I et al (2012) A programmable dual-RNA-guided DNA endonuclease in adaptive bacterial immunity. Science 337:816–821", "10.1126/science.1225829", "doi.org", "22745249", "DC%2BC38XhtFyhurzE"),
    ("Smith J, Müller K (2019) Organoid models of the airway epithelium. In: Weber P, Costa L (eds) Lung stem cells. Methods in molecular biology, vol 2000. Humana, New York, pp 213–229", "10.1007/978-1-4939-9557-8_13", "springer-doi", None, None),
    ("Subramanian A, Tamayo P, Mootha VK et al (2005) Gene set enrichment analysis: a knowledge-based approach for interpreting genome-wide expression profiles. Proc Natl Acad Sci U S A 102:15545–15550", "10.1073/pnas.0506580102", "doi.org", "16199517", "DC%2BD2MXhtFOrt7bP"),
    ("Langfelder P, Horvath S (2008) WGCNA: an R package for weighted correlation network analysis. BMC Bioinformatics 9:559", "10.1186/1471-2105-9-559", "doi.org", "19114008", None),
    ("Bates D, Mächler M, Bolker B, Walker S (2015) Fitting linear mixed-effects models using lme4. J Stat Softw 67:1–48", "10.18637/jss.v067.i01", "doi.org", None, None),
    ("R Core Team (2020) R: a language and environment for statistical computing. R Foundation for Statistical Computing, Vienna. https://www.R-project.org/", None, None, None, None),
    ("Wickham H, Averick M, Bryan J et al (2019) Welcome to the tidyverse. J Open Source Softw 4:1686", "10.21105/joss.01686", "doi.org", None, None),
    ("Lorenz EN (1963) Deterministic nonperiodic flow. J Atmos Sci 20:130–141", "10.1175/1520-0469(1963)020<0130:DNF>2.0.CO;2", "doi.org", None, None),
    ("Newcombe RG (1998) Interval estimation for the difference between independent proportions: comparison of eleven methods. Stat Med 17:873–890", "10.1002/(SICI)1097-0258(19980430)17:8<873::AID-SIM779>3.0.CO;2-I", "doi.org", "9595617", "DyaK1c3ktl2hs7o%3D"),
    ("Wilkinson MD, Dumontier M, Aalbersberg IJ et al (2016) The FAIR Guiding Principles for scientific data management and stewardship. Sci Data 3:160018", "10.1038/sdata.2016.18", "doi.org", "26978244", None),
    ("Feigenbaum MJ (1978) Quantitative universality for a class of nonlinear transformations. J Stat Phys 19:25–52", "10.1007/BF01020332", "springer-doi", None, None),
    ("Moher D, Liberati A, Tetzlaff J, Altman DG (2009) Preferred reporting items for systematic reviews and meta-analyses: the PRISMA statement. PLoS Med 6:e1000097", "10.1371/journal.pmed.1000097", "doi.org", "19621072", None),
    ("Page MJ, McKenzie JE, Bossuyt PM et al (2021) The PRISMA 2020 statement: an updated guideline for reporting systematic reviews. BMJ 372:n71", "10.1136/bmj.n71", "doi.org", "33782057", None),
    ("Jumper J, Evans R, Pritzel A et al (2021) Highly accurate protein structure prediction with AlphaFold. Nature 596:583–589", "10.1038/s41586-021-03819-2", "doi.org", "34265844", "DC%2BB3MXhvVyrtL%2FK"),
    ("Kanehisa M, Goto S (2000) KEGG: Kyoto encyclopedia of genes and genomes. Nucleic Acids Res 28:27–30", "10.1093/nar/28.1.27", "doi.org", "10592173", "DC%2BD3cXhvVGmsLw%3D"),
    ("Altschul SF, Gish W, Miller W, Myers EW, Lipman DJ (1990) Basic local alignment search tool. J Mol Biol 215:403–410", "10.1016/S0022-2836(05)80360-2", "doi.org", "2231712", "DyaK3MXitVGmsA%3D%3D"),
    ("Müller-Lyer F, Schäfer T (2018) Proteasome inhibition in primary cilia. J Mol Med 96:1031–1044", "10.1007/s00109-018-1678-z", "springer-doi", "30069747", None),
]

@page
def springer():
    p = Page("springer_jmm_article.html")
    OWN = "10.1007/s00109-021-02012-3"
    refs_meta = []
    # citation_reference metas come before everything else in the head, after citation_doi
    head = f"""<!DOCTYPE html>
<html lang="en" class="no-js">
<head>
    <meta charset="UTF-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="applicable-device" content="pc,mobile">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="access" content="Yes">
    <meta name="twitter:site" content="SpringerLink"/>
    <meta name="twitter:card" content="summary"/>
    <meta name="twitter:title" content="Loss of TMEM16A in airway organoids impairs mucociliary clearance"/>
    <meta name="journal_id" content="109"/>
    <meta name="dc.title" content="Loss of TMEM16A in airway organoids impairs mucociliary clearance"/>
    <meta name="dc.source" content="Journal of Molecular Medicine 2021 99:3"/>
    <meta name="dc.format" content="text/html"/>
    <meta name="dc.publisher" content="Springer"/>
    <meta name="dc.date" content="2021-01-12"/>
    <meta name="dc.type" content="OriginalPaper"/>
    <meta name="dc.language" content="En"/>
    <meta name="dc.copyright" content="2021 The Author(s)"/>
    <meta name="dc.rights" content="2021 The Author(s)"/>
    <meta name="dc.rightsAgent" content="journalpermissions@springernature.com"/>
    <meta name="prism.issn" content="1432-1440"/>
    <meta name="prism.publicationName" content="Journal of Molecular Medicine"/>
    <meta name="prism.publicationDate" content="2021-01-12"/>
    <meta name="prism.volume" content="99"/>
    <meta name="prism.number" content="3"/>
    <meta name="prism.section" content="OriginalPaper"/>
    <meta name="prism.startingPage" content="345"/>
    <meta name="prism.endingPage" content="367"/>
    <meta name="prism.copyright" content="2021 The Author(s)"/>
    <meta name="prism.url" content="https://link.springer.com/article/10.1007/s00109-021-02012-3"/>
    <meta name="prism.doi" content="doi:{p.t(OWN)}"/>
    <meta name="citation_pdf_url" content="https://link.springer.com/content/pdf/{p.t(OWN)}.pdf"/>
    <meta name="citation_fulltext_html_url" content="https://link.springer.com/article/10.1007/s00109-021-02012-3"/>
    <meta name="citation_journal_title" content="Journal of Molecular Medicine"/>
    <meta name="citation_journal_abbrev" content="J Mol Med"/>
    <meta name="citation_publisher" content="Springer Berlin Heidelberg"/>
    <meta name="citation_issn" content="1432-1440"/>
    <meta name="citation_title" content="Loss of TMEM16A in airway organoids impairs mucociliary clearance"/>
    <meta name="citation_volume" content="99"/>
    <meta name="citation_issue" content="3"/>
    <meta name="citation_publication_date" content="2021/03"/>
    <meta name="citation_online_date" content="2021/01/12"/>
    <meta name="citation_firstpage" content="345"/>
    <meta name="citation_lastpage" content="367"/>
    <meta name="citation_article_type" content="Original Article"/>
    <meta name="citation_fulltext_world_readable" content=""/>
    <meta name="citation_language" content="en"/>
    <meta name="dc.identifier" content="doi:{p.t(OWN)}"/>
    <meta name="DOI" content="{p.t(OWN)}"/>
    <meta name="size" content="312"/>
    <meta name="citation_doi" content="{p.t(OWN)}"/>
"""
    for i, (txt, doi, kind, pmid, cas) in enumerate(SPRINGER_REFS, 1):
        if doi:
            # citation_reference metas: not a DOI meta tag; the same DOIs follow in hrefs in the same order
            head += f'    <meta name="citation_reference" content="{esc(txt.split(")")[0] + ")")}; citation_doi={p.x(doi, doi)}; citation_id=CR{i}"/>\n'
        else:
            head += f'    <meta name="citation_reference" content="{esc(txt[:60])}; citation_id=CR{i}"/>\n'
    head += f"""    <meta name="citation_author" content="Schäfer, Lena"/>
    <meta name="citation_author_institution" content="Institute of Molecular Medicine, University Hospital Example, Example, Germany"/>
    <meta name="citation_author" content="Okafor, Emeka"/>
    <meta property="og:url" content="https://link.springer.com/article/10.1007/s00109-021-02012-3"/>
    <meta property="og:type" content="article"/>
    <meta property="og:site_name" content="SpringerLink"/>
    <meta property="og:title" content="Loss of TMEM16A in airway organoids impairs mucociliary clearance - Journal of Molecular Medicine"/>
    <title>Loss of TMEM16A in airway organoids impairs mucociliary clearance | Journal of Molecular Medicine</title>
    <link rel="canonical" href="https://link.springer.com/article/10.1007/s00109-021-02012-3"/>
    <script type="application/ld+json">{{"mainEntity":{{"headline":"Loss of TMEM16A in airway organoids impairs mucociliary clearance","description":"Key messages: TMEM16A loss reduces ciliary beat frequency by 10.5%.","datePublished":"2021-01-12T00:00:00Z","dateModified":"2021-01-12T00:00:00Z","pageStart":"345","pageEnd":"367","license":"http://creativecommons.org/licenses/by/4.0/","sameAs":"https://doi.org/{p.t(OWN, raw=True)}","keywords":["TMEM16A","Organoid","Mucociliary clearance"],"image":["https://media.springernature.com/lw1200/springer-static/image/art%3A10.1007%2Fs00109-021-02012-3/MediaObjects/109_2021_2012_Fig1_HTML.png"],"isPartOf":{{"name":"Journal of Molecular Medicine","issn":["1432-1440","0946-2716"],"volumeNumber":"99","@type":["Periodical","PublicationVolume"]}},"publisher":{{"name":"Springer Berlin Heidelberg","logo":{{"url":"https://www.springernature.com/app-sn/public/images/logo-springernature.png","@type":"ImageObject"}},"@type":"Organization"}},"isAccessibleForFree":true,"@type":"ScholarlyArticle"}},"@context":"https://schema.org","@type":"WebPage"}}</script>
</head>
"""
    p.acc.append("10.1007/s00109-021-02012-3/MediaObjects/109_2021_2012_Fig1_HTML.png")
    body = f"""<body class="shared-article-renderer">
<div class="u-vh-full">
<header class="eds-c-header" data-eds-c-header><div class="eds-c-header__container"><a href="https://link.springer.com" data-test="springerlink-logo"><img src="/oscar-static/images/darwin/header/img/logo-springerlink-39ee2a28d8.svg" alt="Springer Link" width="148" height="30"></a></div></header>
<article lang="en">
  <div class="c-article-header">
    <header>
      <ul class="c-article-identifiers" data-test="article-identifier">
        <li class="c-article-identifiers__item" data-test="article-category">Original Article</li>
        <li class="c-article-identifiers__item"><a href="https://www.springernature.com/gp/open-research/about/the-fundamentals-of-open-access-and-open-research" data-track="click">Open access</a></li>
        <li class="c-article-identifiers__item">Published: <time datetime="2021-01-12">12 January 2021</time></li>
      </ul>
      <h1 class="c-article-title" data-test="article-title" data-article-title="">Loss of TMEM16A in airway organoids impairs mucociliary clearance</h1>
      <ul class="c-article-author-list c-article-author-list--short" data-test="authors-list"><li class="c-article-author-list__item"><a data-test="author-name" data-track="click" href="#auth-Lena-Sch_fer-Aff1">Lena Schäfer</a><sup class="u-js-hide"><a href="#Aff1">1</a></sup>, </li><li class="c-article-author-list__item"><a data-test="author-name" href="#auth-Emeka-Okafor-Aff2">Emeka Okafor</a><sup class="u-js-hide"><a href="#Aff2">2</a></sup><sup class="u-js-hide">&nbsp;<a href="http://orcid.org/0000-0002-1825-0097"><span class="u-visually-hidden">ORCID: </span>orcid.org/0000-0002-1825-0097</a></sup></li></ul>
      <p class="c-article-info-details" data-container-section="info"><a data-test="journal-link" href="/journal/109" data-track="click"><i data-test="journal-title">Journal of Molecular Medicine</i></a> <b data-test="journal-volume"><span class="u-visually-hidden">volume</span>&nbsp;99</b>, <span class="u-visually-hidden">pages </span>345–367 (<span data-test="article-publication-year">2021</span>)<a href="#citeas" class="c-article-info-details__cite-as u-hide-print" data-track="click">Cite this article</a></p>
      <div class="c-article-metrics-bar__wrapper u-clear-both"><ul class="c-article-metrics-bar u-list-reset"><li class=" c-article-metrics-bar__item"><p class="c-article-metrics-bar__count">4321 <span class="c-article-metrics-bar__label">Accesses</span></p></li><li class="c-article-metrics-bar__item"><p class="c-article-metrics-bar__count">12 <span class="c-article-metrics-bar__label">Citations</span></p></li></ul></div>
    </header>
  </div>
  <div class="c-pdf-download u-clear-both"><a href="{p.u(OWN, prefix='https://link.springer.com/content/pdf/', suffix='.pdf')}" class="u-button u-button--full-width u-button--primary" data-article-pdf="true" data-readcube-pdf-url="true" data-test="pdf-link" data-draft-ignore="true" data-track="content_download" data-track-type="article pdf download" data-track-action="download pdf" data-track-label="button" data-track-external download><span class="c-pdf-download__text">Download PDF</span></a></div>
  <section aria-labelledby="Abs1" data-title="Abstract" lang="en"><div class="c-article-section" id="Abs1-section"><h2 class="c-article-section__title js-section-title js-c-reading-companion-sections-item" id="Abs1">Abstract</h2><div class="c-article-section__content" id="Abs1-content"><p>TMEM16A (anoctamin-1) is a Ca<sup>2+</sup>-activated Cl<sup>−</sup> channel. Using CRISPR/Cas9 knockout in human airway organoids (n = 10/group) we show that ciliary beat frequency fell from 12.4 to 10.1 Hz (p &lt; 0.01) ... Key messages: (i) TMEM16A loss reduces ciliary beat frequency by 10.5%; (ii) 1:10.000 dilution of anti-ANO1 (Abcam ab53212) labels ciliated cells.</p></div></div></section>
  <div id="MagazineFulltextArticleBodySuffix"><section aria-labelledby="Bib1" data-title="References"><div class="c-article-section" id="Bib1-section"><h2 class="c-article-section__title js-section-title js-c-reading-companion-sections-item" id="Bib1">References</h2><div class="c-article-section__content" id="Bib1-content"><div data-container-section="references"><ul class="c-article-references" data-track-component="outbound reference" data-track-context="references section">
"""
    for i, (txt, doi, kind, pmid, cas) in enumerate(SPRINGER_REFS, 1):
        body += f'<li class="c-article-references__item js-c-reading-companion-references-item" data-counter="{i}."><p class="c-article-references__text" id="ref-CR{i}">{esc(txt)}</p><p class="c-article-references__links u-hide-print">'
        if doi:
            if kind == "doi.org":
                href = p.u(doi, mode='java')
            else:
                href = p.u(doi, prefix='https://link.springer.com/doi/', mode='java' if i % 2 else None)
            body += f'<a data-track="click_references" rel="nofollow noopener" data-track-label="{esc(doi)}" data-track-item_id="{esc(doi)}" data-track-value="article reference" data-track-action="article reference" href="{href}" aria-label="Article reference {i}">Article</a>'
        if pmid:
            body += f' <a data-track="click_references" rel="nofollow noopener" data-track-action="pubmed reference" href="http://www.ncbi.nlm.nih.gov/entrez/query.fcgi?cmd=Retrieve&amp;db=PubMed&amp;dopt=Abstract&amp;list_uids={pmid}" aria-label="PubMed reference {i}">PubMed</a>'
        if cas:
            body += f' <a data-track="click_references" rel="nofollow noopener" data-track-action="cas reference" href="/articles/cas-redirect/1:CAS:528:{cas}" aria-label="CAS reference {i}">CAS</a>'
        gs = "http://scholar.google.com/scholar_lookup?&amp;title=" + quote(txt[:50]) 
        if doi:
            gs += "&amp;" + p.x(doi, "doi=" + quote(doi, safe='-_.*'))
        gs += f"&amp;publication_year={txt.split('(')[1][:4] if '(' in txt else ''}"
        body += f' <a data-track="click_references" data-track-action="google scholar reference" rel="nofollow noopener" href="{gs}" aria-label="Google Scholar reference {i}">Google Scholar</a></p></li>\n'
    body += f"""</ul><p class="c-article-references__download u-hide-print"><a data-track="click" data-track-action="download citation references" data-track-label="link" rel="nofollow" href="https://citation-needed.springer.com/v2/references/{p.t(OWN)}?format=refman&amp;flavour=references">Download references<svg width="16" height="16" focusable="false" role="img" aria-hidden="true" class="u-icon"><use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#icon-eds-i-download-medium"></use></svg></a></p></div></div></div></section></div>
  <section data-title="Electronic supplementary material"><div class="c-article-section" id="Sec30-section"><h2 class="c-article-section__title" id="Sec30">Supplementary Information</h2><div class="c-article-section__content" id="Sec30-content"><div data-test="supplementary-info"><div class="c-article-supplementary__item" data-test="supp-item" id="MOESM1"><h3 class="c-article-supplementary__title u-h3"><a class="print-link" data-track="click" data-track-action="view supplementary info" data-test="supp-info-link" data-track-label="esm1 (pdf 2.3 mb)" href="https://static-content.springer.com/esm/art%3A10.1007%2Fs00109-021-02012-3/MediaObjects/109_2021_2012_MOESM1_ESM.pdf" data-supp-info-image="">ESM 1</a></h3><p>(PDF 2.3 MB)</p></div><p>RNA-seq data are deposited in GEO (GSE162345). Image data are available from Zenodo at <a href="{p.u('10.5281/zenodo.4321876')}">{p.u('10.5281/zenodo.4321876')}</a>.</p></div></div></div></section>
  <section data-title="Rights and permissions"><div class="c-article-section" id="rightslink-section"><h2 class="c-article-section__title" id="rightslink">Rights and permissions</h2><div class="c-article-section__content" id="rightslink-content"><p><b>Open Access</b> This article is licensed under a Creative Commons Attribution 4.0 International License ... To view a copy of this licence, visit <a href="http://creativecommons.org/licenses/by/4.0/" rel="license">http://creativecommons.org/licenses/by/4.0/</a>.</p><p class="c-article-rights"><a data-track="click" data-track-action="view rights and permissions" data-track-label="link" href="https://s100.copyright.com/AppDispatchServlet?title=Loss%20of%20TMEM16A%20in%20airway%20organoids&amp;author=Lena%20Sch%C3%A4fer%20et%20al&amp;contentID=10.1007%2Fs00109-021-02012-3&amp;copyright=The%20Author%28s%29&amp;publication=0946-2716&amp;publicationDate=2021-01-12&amp;publisherName=SpringerNature&amp;orderBeanReset=true&amp;oa=CC%20BY">Reprints and permissions</a></p></div></div></section>
  <section aria-labelledby="article-info" data-title="About this article"><div class="c-article-section" id="article-info-section"><h2 class="c-article-section__title" id="article-info">About this article</h2><div class="c-article-section__content" id="article-info-content"><div class="c-bibliographic-information"><div class="c-bibliographic-information__column">
    <h3 class="c-article__sub-heading" id="citeas">Cite this article</h3><p class="c-bibliographic-information__citation">Schäfer, L., Okafor, E. Loss of TMEM16A in airway organoids impairs mucociliary clearance. <i>J Mol Med</i> <b>99</b>, 345–367 (2021). https://doi.org/{p.t(OWN)}</p>
    <h3 class="c-article__sub-heading">Change history</h3><ul class="c-bibliographic-information__list"><li><p><time datetime="2021-02-20">20 February 2021</time></p><p>A Correction to this paper has been published: <a href="{p.u('10.1007/s00109-021-02045-8')}">{p.u('10.1007/s00109-021-02045-8')}</a></p></li></ul>
    <ul class="c-bibliographic-information__list" data-test="publication-history"><li class="c-bibliographic-information__list-item"><p>Received<span class="u-hide">: </span><span class="c-bibliographic-information__value"><time datetime="2020-06-03">03 June 2020</time></span></p></li><li class="c-bibliographic-information__list-item c-bibliographic-information__list-item--full-width"><p><abbr title="Digital Object Identifier">DOI</abbr><span class="u-hide">: </span><span class="c-bibliographic-information__value">https://doi.org/{p.t(OWN)}</span></p></li></ul>
  </div></div></div></div></section>
</article>
</div>
<footer class="eds-c-footer"><p class="eds-c-footer__legal">© 2024 Springer Nature</p></footer>
</body>
</html>
"""
    p.acc.append("10.1007/s00109-021-02012-3/MediaObjects/109_2021_2012_MOESM1_ESM.pdf")
    h = head + body
    p.own = OWN
    p.note("29 references; DOIs only in the 'Article' link hrefs (Java-URL-encoded: %2F, %28/%29, %3C/%3E, %3A, %3B) either https://doi.org/... or https://link.springer.com/doi/..., plus the unscanned data-track-label/data-track-item_id attributes (raw DOI).")
    p.note("citation_reference metas and Google Scholar '&doi=' params repeat the same DOIs (acceptable, not needed). ESM/figure URLs static-content.springer.com/esm/art%3A10.1007%2F.../MediaObjects/... may yield a long junk DOI with the path tail: listed in acceptable_extra only because SPEC does not decide where a DOI ends inside another service's path.")
    p.note("Reference 12 and 18 have no DOI. CAS links contain %2B/%3D noise.")
    return p, h

# placeholder so that the module exposes the list

# ---------------------------------------------------------------- 5 ScienceDirect
@page
def sciencedirect():
    p = Page("sciencedirect_cell_S0092867420302294.html")
    OWN = "10.1016/j.cell.2020.02.052"
    # (label, text, doi or None, pii or None)
    refs = [
        ("Adams et al., 2018", "Adams, R.L., Terry, L.J., Wente, S.R. Nucleoporin FG domains facilitate mRNP remodeling at the cytoplasmic face of the nuclear pore complex. Genetics, 197 (2014), pp. 1213-1224", "10.1534/genetics.114.164012", None),
        ("Bertram et al., 2012", "Bertram, S., Dijkman, R., Habjan, M., et al. TMPRSS2 activates the human coronavirus 229E for cathepsin-independent host cell entry and is expressed in viral target cells in the respiratory epithelium. J. Virol., 87 (2013), pp. 6150-6160", "10.1128/JVI.03372-12", None),
        ("Chen et al., 2020", "Chen, N., Zhou, M., Dong, X., et al. Epidemiological and clinical characteristics of 99 cases of 2019 novel coronavirus pneumonia in Wuhan, China: a descriptive study. Lancet, 395 (2020), pp. 507-513", "10.1016/S0140-6736(20)30211-7", "S0140673620302117"),
        ("Glowacka et al., 2011", "Glowacka, I., Bertram, S., Müller, M.A., et al. Evidence that TMPRSS2 activates the severe acute respiratory syndrome coronavirus spike protein for membrane fusion and reduces viral control by the humoral immune response. J. Virol., 85 (2011), pp. 4122-4134", "10.1128/JVI.02232-10", None),
        ("Hoffmann et al., 2018", "Hoffmann, M., Hofmann-Winkler, H., Smith, J.C., et al. Camostat mesylate inhibits SARS-CoV-2 activation by TMPRSS2-related proteases and its metabolite GBPA exerts antiviral activity. EBioMedicine, 65 (2021), Article 103255", None, "S2352396421000487"),
        ("Kawase et al., 2012", "Kawase, M., Shirato, K., van der Hoek, L., Taguchi, F., Matsuyama, S. Simultaneous treatment of human bronchial epithelial cells with serine and cysteine protease inhibitors prevents severe acute respiratory syndrome coronavirus entry. J. Virol., 86 (2012), pp. 6537-6545", "10.1128/JVI.00094-12", None),
        ("Letko and Munster, 2020", "Letko, M., Munster, V. Functional assessment of cell entry and receptor usage for lineage B β-coronaviruses, including 2019-nCoV. bioRxiv (2020)", "10.1101/2020.01.22.915660", None),
        ("Li et al., 2003", "Li, W., Moore, M.J., Vasilieva, N., et al. Angiotensin-converting enzyme 2 is a functional receptor for the SARS coronavirus. Nature, 426 (2003), pp. 450-454", "10.1038/nature02145", None),
        ("Matsuyama et al., 2010", "Matsuyama, S., Nagata, N., Shirato, K., et al. Efficient activation of the severe acute respiratory syndrome coronavirus spike protein by the transmembrane protease TMPRSS2. J. Virol., 84 (2010), pp. 12658-12664", "10.1128/JVI.01542-10", None),
        ("Simmons et al., 2005", "Simmons, G., Gosalia, D.N., Rennekamp, A.J., et al. Inhibitors of cathepsin L prevent severe acute respiratory syndrome coronavirus entry. Proc. Natl. Acad. Sci. USA, 102 (2005), pp. 11876-11881", "10.1073/pnas.0505577102", None),
        ("Walls et al., 2020", "Walls, A.C., Park, Y.J., Tortorici, M.A., Wall, A., McGuire, A.T., Veesler, D. Structure, function, and antigenicity of the SARS-CoV-2 spike glycoprotein. Cell, 181 (2020), pp. 281-292.e6", None, "S0092867420302622"),
        ("Zhou et al., 2020", "Zhou, P., Yang, X.L., Wang, X.G., et al. A pneumonia outbreak associated with a new coronavirus of probable bat origin. Nature, 579 (2020), pp. 270-273", "10.1038/s41586-020-2012-7", None),
    ]
    h = f"""<!DOCTYPE html>
<html lang="en-US" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="initial-scale=1">
<title>SARS-CoV-2 Cell Entry Depends on ACE2 and TMPRSS2 and Is Blocked by a Clinically Proven Protease Inhibitor - ScienceDirect</title>
<meta name="citation_pii" content="S0092867420302294">
<meta name="citation_id" content="1-s2.0-S0092867420302294">
<meta name="citation_title" content="SARS-CoV-2 Cell Entry Depends on ACE2 and TMPRSS2 and Is Blocked by a Clinically Proven Protease Inhibitor">
<meta name="citation_publisher" content="Elsevier">
<meta name="citation_journal_title" content="Cell">
<meta name="citation_issn" content="0092-8674">
<meta name="citation_volume" content="181">
<meta name="citation_issue" content="2">
<meta name="citation_firstpage" content="271">
<meta name="citation_lastpage" content="280.e8">
<meta name="citation_publication_date" content="2020/04/16">
<meta name="citation_doi" content="{p.t(OWN)}">
<meta name="citation_pdf_url" content="https://www.sciencedirect.com/science/article/pii/S0092867420302294/pdfft?md5=5a0f6e2b1c7e4f7d9a0b3c8e1d2f4a6b&amp;pid=1-s2.0-S0092867420302294-main.pdf">
<meta name="dc.identifier" content="{p.t(OWN)}">
<meta property="og:url" content="https://www.sciencedirect.com/science/article/pii/S0092867420302294">
<link rel="canonical" href="https://www.sciencedirect.com/science/article/pii/S0092867420302294">
<link rel="stylesheet" href="https://sdfestaticassets-us-east-1.sciencedirectassets.com/prod/b7c0c1a2a5f0/arp.css">
</head>
<body>
<noscript>JavaScript is disabled on your browser. Please enable JavaScript to use all the features on this page. <img src="https://smetrics.elsevier.com/b/ss/elsevier-sd-prod/1/G.4--NS/1690000000000?pageName=sd%3Aproduct%3Ajournal%3Aarticle&amp;c16=els%3Arp%3Ast&amp;c2=sd&amp;v185=img&amp;v33=ae%3AREG_SHIBBOLETH" alt="" /></noscript>
<div id="root"><div class="App" id="app" data-aa-name="root">
<div class="page"><section><div class="sd-flex-container"><div class="sd-flex-content">
<header id="gh-cnt"><div id="gh-main-cnt" class="u-flex-center-ver u-position-relative u-padding-s-hor u-padding-l-hor-from-xl"><a id="gh-branding" class="u-flex-center-ver" href="/" aria-label="ScienceDirect home page" data-aa-region="header" data-aa-name="ScienceDirect"><img class="gh-logo" src="https://sdfestaticassets-us-east-1.sciencedirectassets.com/shared-assets/24/images/elsevier-non-solus-new-grey.svg" alt="Elsevier logo" height="48" width="54"></a></div></header>
<div class="Publication" id="publication"><div class="publication-brand u-show-from-sm"><a title="Go to Cell on ScienceDirect" href="/journal/cell"><img class="publication-brand-image" src="https://sdfestaticassets-us-east-1.sciencedirectassets.com/prod/b7c0c1a2a5f0/image/elsevier-non-solus.png" alt="Elsevier"></a></div>
<div class="publication-volume u-text-center"><h2 class="publication-title u-h3" id="publication-title"><a class="anchor publication-title-link anchor-primary" href="/journal/cell" title="Go to Cell on ScienceDirect"><span class="anchor-text-container"><span class="anchor-text">Cell</span></span></a></h2><div class="text-xs"><a class="anchor anchor-primary" href="/journal/cell/vol/181/issue/2" title="Go to table of contents for this volume/issue"><span class="anchor-text-container"><span class="anchor-text">Volume 181, Issue 2</span></span></a>, <!-- -->16 April 2020<!-- -->, Pages 271-280.e8</div></div></div>
<h1 id="screen-reader-main-title" class="Head u-font-serif u-h2 u-margin-s-ver"><span class="title-text">SARS-CoV-2 Cell Entry Depends on ACE2 and TMPRSS2 and Is Blocked by a Clinically Proven Protease Inhibitor</span></h1>
<div class="Banner" id="banner"><div class="wrapper truncated"><div class="AuthorGroups"><div class="author-group" id="author-group"><span class="sr-only">Author links open overlay panel</span><button class="button-link workspace-trigger button-link-primary" type="button"><span class="button-link-text-container"><span class="button-link-text"><span class="react-xocs-alternative-link"><span class="given-name">Markus</span> <span class="text surname">Hoffmann</span></span></span></span></button> &hellip;</div></div></div></div>
<div class="ArticleIdentifierLinks u-margin-xs-bottom text-xs" id="article-identifier-links"><a class="anchor doi anchor-primary" href="{p.u(OWN)}" target="_blank" rel="noreferrer noopener" aria-label="Persistent link using digital object identifier" title="Persistent link using digital object identifier"><span class="anchor-text-container"><span class="anchor-text">{p.u(OWN)}</span></span></a><a class="anchor rights-and-content anchor-primary" href="https://s100.copyright.com/AppDispatchServlet?publisherName=ELS&amp;contentID=S0092867420302294&amp;orderBeanReset=true" target="_blank" rel="noreferrer noopener"><span class="anchor-text-container"><span class="anchor-text">Get rights and content</span></span></a></div>
<div class="License" id="license"><span>Under an Elsevier <a href="http://www.elsevier.com/open-access/userlicense/1.0/" target="_blank" rel="nofollow">user license</a></span></div>
<div class="Abstracts u-font-serif" id="abstracts"><div class="abstract author-highlights" id="abs0010"><h2 class="section-title u-h4 u-margin-l-top u-margin-xs-bottom">Highlights</h2><div id="abssec0010"><div id="sp0010"><dl class="list"><dt class="list-label">&bull;</dt><dd class="list-description"><p id="p0010">SARS-CoV-2 uses the SARS-CoV receptor ACE2 for host cell entry</p></dd><dt class="list-label">&bull;</dt><dd class="list-description"><p id="p0015">The spike protein of SARS-CoV-2 is primed by TMPRSS2</p></dd></dl></div></div></div>
<div class="abstract author" id="abs0015"><h2 class="section-title u-h4 u-margin-l-top u-margin-xs-bottom">Summary</h2><div id="abssec0015"><p id="abspara0010">The recent emergence of the novel, pathogenic SARS-coronavirus 2 (SARS-CoV-2) in China and its rapid national and international spread pose a global health emergency. Cell entry of coronaviruses depends on binding of the viral spike (S) proteins to cellular receptors and on S protein priming by host cell proteases. ... (EC<sub>50</sub> 10.5 μM; pH 7.4)</p></div></div></div>
<div class="Body u-font-serif" id="body"><section id="sec1"><h2 class="u-h4 u-margin-l-top u-margin-xs-bottom">STAR★Methods</h2>
<section id="sec4.1"><h3 class="u-h4">Key Resources Table</h3><div class="tables frame-topbot rowsep-1"><table><thead><tr><th>REAGENT or RESOURCE</th><th>SOURCE</th><th>IDENTIFIER</th></tr></thead><tbody>
<tr><td>Anti-VSV-M (23H12)</td><td>Kerafast</td><td>Cat#EB0011; RRID:AB_2734773</td></tr>
<tr><td>pCG1-SARS-2-S</td><td>This paper</td><td>N/A</td></tr>
<tr><td>Camostat mesylate</td><td>Sigma-Aldrich</td><td>Cat#SML0057</td></tr>
<tr><td>GraphPad Prism 8.3.0</td><td>GraphPad Software</td><td>RRID:SCR_002798</td></tr>
<tr><td>Raw imaging data</td><td>Mendeley Data</td><td><a class="anchor anchor-primary" href="{p.u('10.17632/7d4xbsmvx6.1')}" target="_blank"><span class="anchor-text-container"><span class="anchor-text">{p.u('10.17632/7d4xbsmvx6.1')}</span></span></a></td></tr>
</tbody></table></div></section></section></div>
<section class="bibliography u-font-serif text-s" id="cebibsec1"><h2 class="section-title u-h4 u-margin-l-top u-margin-xs-bottom">References</h2><ol class="references" id="reference-links-cebibsec1">
"""
    for i, (label, text, doi, pii) in enumerate(refs, 1):
        h += f'<li><span class="label"><a class="anchor anchor-primary" href="#bbib{i}" data-sd-ui-side-panel-opener="true" data-xocs-content-type="reference" data-xocs-content-id="bib{i}"><span class="anchor-text-container"><span class="anchor-text">{esc(label)}</span></span></a></span><span class="reference" id="sref{i}"><div class="contribution">{esc(text)}</div><div class="ReferenceLinks u-font-sans">'
        if pii:
            h += f'<a class="anchor link anchor-primary" href="https://www.sciencedirect.com/science/article/pii/{pii}" aria-describedby="ref-id-sref{i}"><span class="anchor-text-container"><span class="anchor-text">View article</span></span></a>'
            h += f'<a class="anchor link anchor-primary" href="/science/article/pii/{pii}/pdfft?md5=0c7e8f&amp;pid=1-s2.0-{pii}-main.pdf" aria-describedby="ref-id-sref{i}"><span class="anchor-text-container"><span class="anchor-text">View PDF</span></span></a>'
        elif doi:
            h += f'<a class="anchor link anchor-primary" href="{p.u(doi)}" target="_blank" rel="noopener noreferrer" aria-describedby="ref-id-sref{i}"><span class="anchor-text-container"><span class="anchor-text">Crossref</span></span></a>'
        h += f'<a class="anchor link anchor-primary" href="https://www.scopus.com/inward/record.url?eid=2-s2.0-850{79000000+i*1371}&amp;partnerID=10&amp;rel=R3.0.0" target="_blank" rel="noopener noreferrer"><span class="anchor-text-container"><span class="anchor-text">View in Scopus</span></span></a>'
        h += f'<a class="anchor link anchor-primary" href="https://scholar.google.com/scholar_lookup?title={quote(text[:40])}&amp;publication_year=20{10+i%10}" target="_blank" rel="noopener noreferrer"><span class="anchor-text-container"><span class="anchor-text">Google Scholar</span></span></a></div></span></li>\n'
    h += f"""</ol></section>
<div class="Copyright"><span class="copyright-line">© 2020 Elsevier Inc.</span></div>
</div></div></section></div></div>
<script type="application/json" data-iso-key="_0">{{"abstracts":{{"content":[]}},"article":{{"pii":"S0092867420302294","doi":"{p.t(OWN, form=OWN.replace('/', chr(92)+'u002F'), raw=True)}","eid":"1-s2.0-S0092867420302294","cid":"272196","issn":"00928674","vol-first":"181","iss-first":"2","first-fp":"271","last-lp":"280.e8","srctitle":"Cell","document-subtype":"fla","content-family":"serial","openaccess":true,"openArchive":true,"pdfDownload":{{"linkToPdf":"\\/science\\/article\\/pii\\/S0092867420302294\\/pdfft?md5=5a0f6e2b\\u0026pid=1-s2.0-S0092867420302294-main.pdf"}},"crossmark":"https:\\/\\/crossmark.crossref.org\\/dialog\\/?doi={p.x(OWN, OWN, raw=True)}\\u0026domain=sciencedirect.com"}},"ui":{{"build":"20240918-0951"}}}}</script>
</div>
</body>
</html>
"""
    p.own = OWN
    p.note("References to Elsevier journals only have pii 'View article'/'View PDF' links (no DOI; refs 5 and 11 give nothing), others have doi.org 'Crossref' links. Scopus links with partnerID=10&rel=R3.0.0 are noise.")
    p.note("Own DOI also in the preloaded-state JSON as 10.1016\\u002Fj.cell.2020.02.052 (JSON escape, SPEC 4) and inside a crossmark ?doi= query.")
    return p, h

# ---------------------------------------------------------------- 6 MDPI
@page
def mdpi():
    p = Page("mdpi_ijms_21_09_3199.html")
    OWN = "10.3390/ijms21093199"
    refs = [
        ("Zheng, M.; Gao, Y.; Wang, G.; Song, G.; Liu, S.; Sun, D.; Xu, Y.; Tian, Z. Functional exhaustion of antiviral lymphocytes in COVID-19 patients. <i>Cell. Mol. Immunol.</i> <b>2020</b>, <i>17</i>, 533&ndash;535.", "10.1038/s41423-020-0402-2", "crossref", "32203188"),
        ("Jumper, J.; Evans, R.; Pritzel, A.; Green, T.; Figurnov, M.; Ronneberger, O. Highly accurate protein structure prediction with AlphaFold. <i>Nature</i> <b>2021</b>, <i>596</i>, 583&ndash;589.", "10.1038/s41586-021-03819-2", "crossref", "34265844"),
        ("Sung, H.; Ferlay, J.; Siegel, R.L.; Laversanne, M.; Soerjomataram, I.; Jemal, A.; Bray, F. Global Cancer Statistics 2020: GLOBOCAN Estimates of Incidence and Mortality Worldwide for 36 Cancers in 185 Countries. <i>CA Cancer J. Clin.</i> <b>2021</b>, <i>71</i>, 209&ndash;249.", "10.3322/caac.21660", "crossref", "33538338"),
        ("Szklarczyk, D.; Gable, A.L.; Lyon, D.; Junge, A.; Wyder, S.; Huerta-Cepas, J.; Simonovic, M.; Doncheva, N.T.; Morris, J.H.; Bork, P.; et al. STRING v11: Protein&ndash;protein association networks with increased coverage. <i>Nucleic Acids Res.</i> <b>2019</b>, <i>47</i>, D607&ndash;D613.", "10.1093/nar/gky1131", "crossref", "30476243"),
        ("Kim, D.; Paggi, J.M.; Park, C.; Bennett, C.; Salzberg, S.L. Graph-based genome alignment and genotyping with HISAT2 and HISAT-genotype. <i>Nat. Biotechnol.</i> <b>2019</b>, <i>37</i>, 907&ndash;915.", "10.1038/s41587-019-0201-4", "scholar-only", "31375807"),
        ("European Medicines Agency. Guideline on Bioanalytical Method Validation. EMEA/CHMP/EWP/192217/2009 Rev. 1 Corr. 2. 2011. Available online: https://www.ema.europa.eu/en/documents/scientific-guideline/guideline-bioanalytical-method-validation_en.pdf (accessed on 10 March 2020).", None, None, None),
        ("Bolger, A.M.; Lohse, M.; Usadel, B. Trimmomatic: A flexible trimmer for Illumina sequence data. <i>Bioinformatics</i> <b>2014</b>, <i>30</i>, 2114&ndash;2120.", "10.1093/bioinformatics/btu170", "crossref-green", "24695404"),
        ("Tang, D.; Chen, M.; Huang, X.; Zhang, G.; Zeng, L.; Zhang, G.; Wu, S.; Wang, Y. SRplot: A free online platform for data visualization and graphing. <i>PLoS ONE</i> <b>2023</b>, <i>18</i>, e0294236.", "10.1371/journal.pone.0294236", "crossref", None),
        ("Pérez-Silva, J.G.; Araujo-Voces, M.; Quesada, V. nVenn: Generalized, quasi-proportional Venn and Euler diagrams. <i>Bioinformatics</i> <b>2018</b>, <i>34</i>, 2322&ndash;2324.", "10.1093/bioinformatics/bty109", "crossref", "29949954"),
    ]
    h = f"""<!DOCTYPE html>
<html lang="en" xmlns:og="http://ogp.me/ns#" xmlns:fb="https://www.facebook.com/2008/fbml">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta content="mdpi" name="sso-service" />
<meta content="width=device-width, initial-scale=1.0" name="viewport" />
<title>IJMS | Free Full-Text | Transcriptomic Profiling of TMEM16A-Deficient Airway Epithelium Reveals ... </title>
<link rel="canonical" href="https://www.mdpi.com/1422-0067/21/9/3199">
<meta name="description" content="Transcriptomic profiling ...">
<meta name="dc.title" content="Transcriptomic Profiling of TMEM16A-Deficient Airway Epithelium Reveals Compensatory Bestrophin-1 Upregulation">
<meta name="dc.creator" content="Yuki Tanaka">
<meta name="dc.creator" content="Marta Kowalczyk">
<meta name="dc.type" content="Article">
<meta name="dc.source" content="International Journal of Molecular Sciences 2020, Vol. 21, Page 3199">
<meta name="dc.date" content="2020-04-30">
<meta name ="dc.identifier" content="{p.t(OWN)}">
<meta name="dc.publisher" content="Multidisciplinary Digital Publishing Institute">
<meta name="dc.rights" content="http://creativecommons.org/licenses/by/3.0/">
<meta name="dc.format" content="application/pdf" >
<meta name="dc.language" content="en" >
<meta name="citation_publisher" content="Multidisciplinary Digital Publishing Institute">
<meta name="citation_title" content="Transcriptomic Profiling of TMEM16A-Deficient Airway Epithelium Reveals Compensatory Bestrophin-1 Upregulation">
<meta name="citation_publication_date" content="2020/5">
<meta name="citation_online_date" content="2020/04/30">
<meta name="citation_journal_title" content="International Journal of Molecular Sciences">
<meta name="citation_volume" content="21">
<meta name="citation_issue" content="9">
<meta name="citation_firstpage" content="3199">
<meta name="citation_doi" content="{p.t(OWN)}">
<meta name="citation_id" content="mdpi-ijms21093199">
<meta name="citation_pdf_url" content="https://www.mdpi.com/1422-0067/21/9/3199/pdf?version=1588233741">
<meta name="citation_fulltext_html_url" content="https://www.mdpi.com/1422-0067/21/9/3199/htm">
<meta name="fulltext_pdf" content="https://www.mdpi.com/1422-0067/21/9/3199/pdf?version=1588233741">
<meta property="og:title" content="Transcriptomic Profiling of TMEM16A-Deficient Airway Epithelium" >
<meta property="og:url" content="https://www.mdpi.com/1422-0067/21/9/3199" >
<link rel="alternate" type="application/rss+xml" title="MDPI Publishing - Latest articles" href="https://www.mdpi.com/rss">
<link rel="stylesheet" href="https://pub.mdpi-res.com/assets/css/main2.css?811c04e4bb7c1d7e?1690000000">
</head>
<body>
<div class="content__container">
<div class="bib-identity" style="margin-bottom: 10px;"><em>Int. J. Mol. Sci.</em> <b>2020</b>, <em>21</em>(9), 3199; <a href="{p.u(OWN)}">{p.u(OWN)}</a></div>
<div class="pubhistory" style="font-weight: bold; padding-bottom: 10px;"><span style="display: inline-block">Submission received: 3 April 2020</span> / <span style="display: inline-block">Revised: 28 April 2020</span> / <span style="display: inline-block">Accepted: 29 April 2020</span> / <span style="display: inline-block">Published: 30 April 2020</span></div>
<div class="belongsTo" style="margin-bottom: 10px;">(This article belongs to the Special Issue <a href=" /journal/ijms/special_issues/ion_channels ">Ion Channels in Health and Disease 2.0</a>)</div>
<h1 class="title hypothesis_container" itemprop="name">Transcriptomic Profiling of TMEM16A-Deficient Airway Epithelium Reveals Compensatory Bestrophin-1 Upregulation</h1>
<div class="art-authors hypothesis_container">by <span class="inlineblock "><div class="profile-card-drop" data-dropdown="profile-card-drop8421" data-options="is_hover:true, align:bottom"><a href="https://sciprofiles.com/profile/123456" class="sciprofiles-link__link"><span class="sciprofiles-link__name">Yuki Tanaka</span></a></div><sup> 1</sup></span>, <span class="inlineblock "><a href="https://sciprofiles.com/profile/987654">Marta Kowalczyk</a><sup> 2,*</sup></span></div>
<div class="html-abstract"><section class="html-abstract" id="html-abstract"><h2 id="html-abstract-title">Abstract</h2><b>:</b> <div class="html-p">TMEM16A loss in primary airway cultures (n = 10/10.5 ± 1.2 days) ... Data are available at NCBI GEO under accession GSE147507.</div></section></div>
<div class="html-body"><section id="sec4"><h2 data-nested="1">4. Materials and Methods</h2><div class="html-p">Reads were trimmed with Trimmomatic [<a href="#B7-ijms-21-03199" class="html-bibr">7</a>] and aligned with HISAT2 [<a href="#B5-ijms-21-03199" class="html-bibr">5</a>] (v2.1.0, hg38 / GRCh38.p13).</div></section>
<section id="supplementary"><h2>Supplementary Materials</h2><div class="html-p">The following are available online at <a href="https://www.mdpi.com/1422-0067/21/9/3199/s1">https://www.mdpi.com/1422-0067/21/9/3199/s1</a>, Figure S1: Heat map; Table S1: DEGs.</div></section>
<section id="html-references_list"><h2>References</h2><ol class="html-xx">
"""
    for i, (txt, doi, kind, pmid) in enumerate(refs, 1):
        h += f'<li id="B{i}-ijms-21-03199" class="html-xx" data-content="{i}."><span class="html-x">{txt}</span>'
        if doi and kind in ("crossref", "crossref-green"):
            h += f' [<a href="{p.u(doi)}" target="_blank" rel="noopener noreferrer">CrossRef</a>]'
        if pmid:
            h += f' [<a href="http://www.ncbi.nlm.nih.gov/pubmed/{pmid}" target="_blank" rel="noopener noreferrer">PubMed</a>]'
        if kind == "crossref-green":
            h += ' [<a href="https://europepmc.org/articles/pmc4103590?pdf=render" target="_blank" rel="noopener noreferrer">Green Version</a>]'
        if doi:
            gs = f"https://scholar.google.com/scholar_lookup?title={quote(txt[:30])}&amp;author={quote(txt.split(',')[0])}&amp;publication_year=2020&amp;" + p.x(doi, 'doi=' + doi)
            h += f' [<a href="{gs}" target="_blank" rel="noopener noreferrer">Google Scholar</a>]'
        h += '</li>\n'
    h += f"""</ol></section></div>
<div class="in-tab" id="cite-box"><h4>Cite</h4><p><b>MDPI and ACS Style</b><br>Tanaka, Y.; Kowalczyk, M. Transcriptomic Profiling of TMEM16A-Deficient Airway Epithelium Reveals Compensatory Bestrophin-1 Upregulation. <em>Int. J. Mol. Sci.</em> <b>2020</b>, <em>21</em>, 3199. https://doi.org/{p.t(OWN)}</p>
<p><b>AMA Style</b><br>Tanaka Y, Kowalczyk M. Transcriptomic Profiling of TMEM16A-Deficient Airway Epithelium. <em>International Journal of Molecular Sciences</em>. 2020; 21(9):3199. https://doi.org/{p.t(OWN)}</p>
<p><b>Chicago/Turabian Style</b><br>Tanaka, Yuki, and Marta Kowalczyk. 2020. "Transcriptomic Profiling of TMEM16A-Deficient Airway Epithelium" <em>International Journal of Molecular Sciences</em> 21, no. 9: 3199. https://doi.org/{p.t(OWN)}</p></div>
<div class="article-versions"><a href="/1422-0067/21/9/3199/notes">Article Versions Notes</a> <a href="/1422-0067/21/9/3199/pdf?version=1588233741">Download PDF</a></div>
</div>
<footer><p>&copy; 1996-2024 MDPI (Basel, Switzerland) unless otherwise stated</p></footer>
</body>
</html>
"""
    p.own = OWN
    p.note("Each reference has [CrossRef] (doi.org href) and [Google Scholar] (scholar_lookup ...&doi=10... raw); ref 5 has only the Google Scholar link so its DOI 10.1038/s41587-019-0201-4 is acceptable_extra (another service's query). Ref 6 has no DOI (EMEA/CHMP/EWP/192217/2009 noise). Chicago style puts a closing double quote before the journal, not after the DOI.")
    return p, h

# ---------------------------------------------------------------- 7 PLOS
@page
def plos():
    p = Page("plos_compbiol_1007532.html")
    OWN = "10.1371/journal.pcbi.1007532"
    refs = [
        ("Kim D, Langmead B, Salzberg SL. HISAT: a fast spliced aligner with low memory requirements. Nat Methods. 2015;12: 357&ndash;360.", "10.1038/nmeth.3317", "pmid:25751142", True),
        ("Pertea M, Pertea GM, Antonescu CM, Chang TC, Mendell JT, Salzberg SL. StringTie enables improved reconstruction of a transcriptome from RNA-seq reads. Nat Biotechnol. 2015;33: 290&ndash;295.", "10.1038/nbt.3122", "pmid:25690850", True),
        ("Li H, Handsaker B, Wysoker A, Fennell T, Ruan J, Homer N, et al. The Sequence Alignment/Map format and SAMtools. Bioinformatics. 2009;25: 2078&ndash;2079.", "10.1093/bioinformatics/btp352", "pmid:19505943", True),
        ("Virtanen P, Gommers R, Oliphant TE, Haberland M, Reddy T, Cournapeau D, et al. SciPy 1.0: fundamental algorithms for scientific computing in Python. Nat Methods. 2020;17: 261&ndash;272.", "10.1038/s41592-019-0686-2", "pmid:32015543", False),
        ("Harris CR, Millman KJ, van der Walt SJ, Gommers R, Virtanen P, Cournapeau D, et al. Array programming with NumPy. Nature. 2020;585: 357&ndash;362.", "10.1038/s41586-020-2649-2", "pmid:32939066", False),
        ("Hunter JD. Matplotlib: A 2D graphics environment. Comput Sci Eng. 2007;9: 90&ndash;95.", "10.1109/MCSE.2007.55", None, False),
        ("Pedregosa F, Varoquaux G, Gramfort A, Michel V, Thirion B, Grisel O, et al. Scikit-learn: Machine Learning in Python. J Mach Learn Res. 2011;12: 2825&ndash;2830.", None, None, False),
        ("Kingma DP, Ba J. Adam: A method for stochastic optimization. arXiv:1412.6980 [Preprint]. 2014 [cited 2019 Mar 4]. Available from: https://arxiv.org/abs/1412.6980", None, None, False),
    ]
    h = f"""<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en" itemscope itemtype="http://schema.org/Article" class="no-js">
<head prefix="og: http://ogp.me/ns#">
  <title>Cell-type deconvolution with transcript-level uncertainty | PLOS Computational Biology</title>
  <meta http-equiv="content-type" content="text/html; charset=utf-8" />
  <meta name="viewport" content="initial-scale=1.0">
  <link rel="canonical" href="https://journals.plos.org/ploscompbiol/article?id={p.t(OWN)}" />
  <meta name="citation_abstract_html_url" content="https://journals.plos.org/ploscompbiol/article?id={p.t(OWN)}" />
  <meta name="citation_fulltext_html_url" content="https://journals.plos.org/ploscompbiol/article?id={p.t(OWN)}" />
  <meta name="citation_title" content="Cell-type deconvolution with transcript-level uncertainty" />
  <meta name="citation_author" content="Ines Albuquerque" />
  <meta name="citation_author_institution" content="Instituto de Medicina Molecular, Lisboa, Portugal" />
  <meta name="citation_author" content="Thomas Berger" />
  <meta name="citation_doi" content="{p.t(OWN)}"/>
  <meta name="citation_date" content="2020/1/6">
  <meta name="citation_firstpage" content="e1007532"/>
  <meta name="citation_issue" content="1"/>
  <meta name="citation_volume" content="16"/>
  <meta name="citation_issn" content="1553-7358"/>
  <meta name="citation_journal_abbrev" content="PLOS Computational Biology" />
  <meta name="citation_journal_title" content="PLOS Computational Biology" />
  <meta name="citation_pdf_url" content="https://journals.plos.org/ploscompbiol/article/file?id=10.1371/journal.pcbi.1007532&amp;type=printable">
  <meta name="dc.identifier" content="{p.t(OWN)}" />
  <meta name="twitter:card" content="summary" />
  <meta property="og:url" content="https://journals.plos.org/ploscompbiol/article?id=10.1371/journal.pcbi.1007532" />
  <meta name="citation_reference" content="citation_title=HISAT: a fast spliced aligner with low memory requirements;citation_author=D Kim;citation_journal_title=Nat Methods;citation_volume=12;citation_number=1;citation_pages=357-360;citation_date=2015;" />
  <link rel="stylesheet" type="text/css" href="/resource/css/plosCompBiol.css" />
</head>
<body class="article ploscompbiol">
<div id="page-wrap"><div id="pagehdr"><nav class="nav-main" role="navigation"><a href="/ploscompbiol/.">PLOS Computational Biology</a></nav></div>
<main id="main-content"><div class="set-grid"><header class="title-block"><div class="article-meta"><div class="classifications"><p class="license-short" id="licenseShort">Open Access</p><p class="peer-reviewed" id="peerReviewed">Peer-reviewed</p><div class="article-type"><p class="type-article" id="artType">Research Article</p></div></div></div>
<div class="article-title-etc"><div class="title-authors"><h1 id="artTitle"><div>Cell-type deconvolution with transcript-level uncertainty</div></h1>
<ul class="author-list clearfix" data-js-tooltip="tooltip_container" id="author-list"><li data-js-tooltip="tooltip_trigger"><a data-author-id="0" class="author-name">Ines Albuquerque,</a></li><li data-js-tooltip="tooltip_trigger"><a data-author-id="1" class="author-name">Thomas Berger</a></li></ul></div>
<ul class="date-doi"><li id="artPubDate">Published: January 6, 2020</li><li id="artDoi"><a href="{p.u(OWN)}">{p.u(OWN)}</a></li><li class="flex-spacer"></li></ul></div>
</header>
<section class="article-body"><div class="article-content">
<div class="abstract toc-section abstract-type-"><a id="abstract0" name="abstract0" data-toc="abstract0" class="link-target" title="Abstract"></a><h2>Abstract</h2><div class="abstract-content"><p>Deconvolution methods estimate cell-type proportions from bulk RNA-seq ...</p></div></div>
<div class="articleinfo"><p><strong>Citation: </strong>Albuquerque I, Berger T (2020) Cell-type deconvolution with transcript-level uncertainty. PLoS Comput Biol 16(1): e1007532. https://doi.org/{p.t(OWN)}</p><p><strong>Editor: </strong>Ilya Ioshikhes, Ottawa University, CANADA</p><p><strong>Received: </strong>June 20, 2019; <strong>Accepted: </strong>November 5, 2019; <strong>Published: </strong> January 6, 2020</p><p><strong>Copyright: </strong> &copy; 2020 Albuquerque, Berger. This is an open access article distributed under the terms of the <a href="http://creativecommons.org/licenses/by/4.0/">Creative Commons Attribution License</a>.</p>
<p><strong>Data Availability: </strong>Processed count matrices are available from the Dryad Digital Repository: <a href="{p.u('10.5061/dryad.2rbnzs7jp')}">{p.u('10.5061/dryad.2rbnzs7jp')}</a>. Code is archived at Zenodo (<a href="{p.u('10.5281/zenodo.3560041')}">{p.u('10.5281/zenodo.3560041')}</a>).</p>
<p><strong>Funding: </strong>This work was supported by Fundação para a Ciência e a Tecnologia (PTDC/BIA-BID/31071/2017) and the Deutsche Forschungsgemeinschaft (DFG, SFB 1071/2). The funders had no role in study design.</p><p><strong>Competing interests: </strong> The authors have declared that no competing interests exist.</p></div>
<div id="section1" class="section toc-section"><h2>Results</h2>
<div class="figure" data-doi="{p.t(OWN + '.g001')}"><div class="img-box"><a title="Click for larger image" href="article/figure/image?size=medium&amp;id=info:doi/10.1371/journal.pcbi.1007532.g001" data-doi="info:doi/10.1371/journal.pcbi.1007532.g001" data-uri="info:doi/10.1371/journal.pcbi.1007532.g001"><img src="article/figure/image?size=inline&amp;id=info:doi/10.1371/journal.pcbi.1007532.g001" alt="thumbnail" class="thumbnail"></a></div>
<div class="figure-inline-download">Download: <ul><li><div class="definition-label"><a href="article/figure/image?download&amp;size=original&amp;id=info:doi/10.1371/journal.pcbi.1007532.g001">PNG</a></div>larger image</li></ul></div>
<div class="figcaption"><span>Fig 1. </span> Overview of the model.</div><p class="caption_target"></p><p class="caption_object"><a href="{p.u(OWN + '.g001')}">{p.u(OWN + '.g001')}</a></p></div>
<div class="figure" data-doi="{p.t(OWN + '.t001')}"><div class="figcaption"><span>Table 1. </span> Benchmark datasets (10.5 M reads each).</div><p class="caption_object"><a href="{p.u(OWN + '.t001')}">{p.u(OWN + '.t001')}</a></p></div>
</div>
<div class="toc-section"><a id="sec007" name="sec007" data-toc="sec007" class="link-target" title="Supporting information"></a><h2>Supporting information</h2>
<div class="supplementary-material"><a name="pcbi.1007532.s001" id="pcbi.1007532.s001" class="link-target"></a><h3 class="siTitle title-small"><a href="article/file?type=supplementary&amp;id=10.1371/journal.pcbi.1007532.s001">S1 Fig. </a>Simulation results.</h3><p class="siDoi"><a href="{p.u(OWN + '.s001')}">{p.u(OWN + '.s001')}</a></p><p class="postSiDOI">(TIF)</p></div></div>
<div class="toc-section"><a id="references" name="references" class="link-target" data-toc="references" title="References"></a><h2>References</h2><ol class="references">
"""
    for i, (txt, doi, pmid, printed) in enumerate(refs, 1):
        h += f'<li><span class="label">{i}.</span><a name="ref{i}" id="ref{i}" class="link-target"></a>{txt}'
        if printed:
            h += f' doi: {p.t(doi)}'
        if pmid:
            h += f' <a href="https://doi.org/{esc(doi)}" data-target="_blank">{pmid}</a>' if False else f' {pmid}'
        if doi:
            h += f'<ul class="reflinks" data-doi="{p.t(doi)}"><li><a href="{p.u(doi)}" data-author="doi-provided" data-cit="doi-provided" data-title="doi-provided" target="_new" title="Go to article">View Article</a></li>'
        else:
            h += '<ul class="reflinks">'
        if pmid:
            h += f'<li><a href="http://www.ncbi.nlm.nih.gov/pubmed/{pmid.split(":")[1]}" target="_new" title="Go to article in PubMed">PubMed/NCBI</a></li>'
        h += f'<li><a href="http://scholar.google.com/scholar?q={quote(txt[:40])}" target="_new" title="Go to article in Google Scholar">Google Scholar</a></li></ul></li>\n'
    h += """</ol></div></div></section></div></main>
<footer id="pageftr"><p class="nav-special"><a href="https://plos.org/privacy-policy">Privacy Policy</a> | <a href="https://plos.org/terms-of-use">Terms of Use</a></p></footer></div>
</body>
</html>
"""
    p.own = OWN
    p.note("Component DOIs .g001/.t001/.s001 are distinct DOIs; info:doi/10.1371/... figure image hrefs (?id=info:doi/...&size=) repeat known DOIs. data-doi on figure divs and on 'reflinks' lists is scanned (SPEC 6). Canonical is journals.plos.org/...?id=10.1371/... (query value of PLOS itself, same own DOI).")
    p.note("Funding 'PTDC/BIA-BID/31071/2017', 'SFB 1071/2' are noise.")
    return p, h

# ---------------------------------------------------------------- 8 IEEE Xplore
@page
def ieee():
    p = Page("ieee_xplore_document_8703425.html")
    OWN = "10.1109/TPAMI.2019.2913372"
    C1 = "10.1109/CVPR42600.2020.00975"
    C2 = "10.1109/TIP.2021.3055062"
    meta_js = (
        '{"userInfo":{"isInstitutionalDashboard":false,"isRoamingEnabled":false,"isDelegatedAdmin":false,"isMdl":false,"isCwg":false},'
        '"authors":[{"name":"Jie Hu","affiliation":["Momenta, Beijing, China"],"firstName":"Jie","lastName":"Hu","id":"37086508271"},'
        '{"name":"Li Shen","affiliation":["Visual Geometry Group, University of Oxford, Oxford, U.K."],"id":"37086505632"}],'
        '"isbn":[{"format":"Print ISBN","value":"978-1-7281-3293-8","isbnType":""}],'
        '"issn":[{"format":"Print ISSN","value":"0162-8828"},{"format":"Electronic ISSN","value":"1939-3539"}],'
        '"articleNumber":"8703425",'
        f'"doi":"{p.t(OWN, raw=True)}",'
        '"publicationTitle":"IEEE Transactions on Pattern Analysis and Machine Intelligence",'
        '"displayPublicationTitle":"IEEE Transactions on Pattern Analysis and Machine Intelligence",'
        '"pdfPath":"/iel7/34/9132777/08703425.pdf",'
        '"startPage":"2011","endPage":"2023","volume":"42","issue":"8",'
        '"abstract":"The central building block of convolutional neural networks (CNNs) is the convolution operator ... reducing the top-5 error to 2.251%, surpassing the winning entry of 2016 by a relative improvement of ~25%. Models and code are available at https://github.com/hujie-frank/SENet.",'
        '"title":"Squeeze-and-Excitation Networks",'
        '"rightsLink":"http://s100.copyright.com/AppDispatchServlet?publisherName=ieee&publication=0162-8828&title=Squeeze-and-Excitation+Networks&isbn=&publicationDate=Aug.+2020&author=Jie+Hu&'
        + p.x(OWN, f'ContentID={OWN}', raw=True) +
        '&orderBeanReset=true&startPage=2011&endPage=2023&volumeNum=42&issueNum=8",'
        f'"doiLink":"{p.u(OWN, raw=True)}",'
        '"dbTime":"10 ms","metrics":{"citationCountPaper":12345,"citationCountPatent":123,"totalDownloads":98765},'
        '"chronOrPublicationDate":"Aug. 2020","publicationDate":"Aug. 2020","onlineDate":"2019-04-29",'
        '"conferenceDate":null,"accessionNumber":"19790104","html_flag":"true","ml_html_flag":"true",'
        '"isJournal":true,"isConference":false,"isEarlyAccess":false,"formulaStrippedArticleTitle":"Squeeze-and-Excitation Networks",'
        '"keywords":[{"type":"IEEE Keywords","kwd":["Computer architecture","Convolution","Task analysis"]}],'
        '"pubLink":"/xpl/RecentIssue.jsp?punumber=34","issueLink":"/xpl/tocresult.jsp?isnumber=9132777",'
        '"lastupdate":"2024-03-11","mediaPath":"/mediastore/IEEE/content/media/34/9132777/8703425","sourcePdf":"tpami-hu-2913372.pdf"}'
    )
    cited_js = (
        '{"paperCitations":{"ieee":['
        '{"order":"1","displayText":"Z. Liu et al., \\"Swin Transformer\\", 2021 IEEE/CVF ICCV, pp. 9992-10002, 2021.",'
        '"links":{"documentLink":"\\/document\\/9710580","pdfLink":"\\/stamp\\/stamp.jsp?tp=&arnumber=9710580"},'
        f'"doi":"{p.t(C1, form=C1.replace("/", chr(92)+"/"), raw=True)}"' + '},'
        '{"order":"2","displayText":"Y. Chen et al., \\"Attention-guided residual network\\", IEEE Trans. Image Process., vol. 30, pp. 2788-2801, 2021.",'
        '"links":{"documentLink":"\\/document\\/9345678"},'
        f'"doi":"{p.t(C2, form=C2.replace("/", chr(92)+"/"), raw=True)}"' + '}],'
        '"nonIeee":[{"order":"3","displayText":"M. Tan, Q. Le, \\"EfficientNet\\", ICML 2019.","links":{"crossRefLink":'
        f'"{p.u("10.48550/arXiv.1905.11946", raw=True).replace("/", chr(92)+"/")}"' + '}}]}}'
    )
    h = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Squeeze-and-Excitation Networks | IEEE Journals &amp; Magazine | IEEE Xplore</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="Description" content="The central building block of convolutional neural networks (CNNs) is the convolution operator, which enables networks to construct informative features by">
<meta property="og:title" content="Squeeze-and-Excitation Networks">
<meta property="og:url" content="https://ieeexplore.ieee.org/document/8703425">
<meta property="og:image" content="https://ieeexplore.ieee.org/assets/img/ieee_logo_smedia_200X200.png">
<meta name="twitter:card" content="summary">
<link rel="canonical" href="https://ieeexplore.ieee.org/document/8703425">
<link rel="stylesheet" href="/assets/dist/ng-new/styles.4f6b0a1c1e0c3b2d.css">
<script type="text/javascript">
 var dataLayer = dataLayer || [];
 dataLayer.push({{'pageType':'document','articleNumber':'8703425','contentType':'journals','accessType':'subscribed'}});
</script>
</head>
<body class="xpl-root">
<noscript><div class="noscript">Please note that IEEE Xplore requires JavaScript to function properly. Enable JavaScript in your browser settings.</div></noscript>
<xpl-root><div class="ng-loading">Loading...</div></xpl-root>
<script type="text/javascript">
	var xplGlobal = xplGlobal || {{}};
	xplGlobal.document = xplGlobal.document || {{}};
	xplGlobal.document.metadata={meta_js};
	xplGlobal.document.citedBy={cited_js};
	xplGlobal.document.userLoggedIn=false;
</script>
<script src="/assets/dist/ng-new/main.9c1d2e3f4a5b6c7d.js" type="module"></script>
</body>
</html>
"""
    p.own = None
    p.own_acceptable = [OWN]
    p.note("All DOIs live only in inline JavaScript (SPEC 6: script content is scanned). citedBy entries use JSON \\/ escapes (10.1109\\/CVPR42600.2020.00975). The only visible text is a loading/noscript notice.")
    p.note("own_doi null: the page's own DOI is only the 'doi' key of the JS metadata, not a meta tag or canonical link; accept it if reported as own. rightsLink ContentID= repeats the own DOI inside a query. pdfPath/mediaPath/isbn are noise; 'dbTime':'10 ms'.")
    return p, h
