"""Write the generated PDF red-team documents (reportlab, one with fpdf2) and their gold.

Line breaks are placed explicitly (one drawString per printed line), so every wrap inside a DOI
is exactly where the gold says it is.
"""
import json
import os
import sys

from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfdoc
from reportlab.pdfbase.pdfmetrics import registerFont, stringWidth
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "pdf")
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
DEJAVU_SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
registerFont(TTFont("DejaVuSans", DEJAVU))
registerFont(TTFont("DejaVuSerif", DEJAVU_SERIF))

W, H = A4
GOLD = {}


def gold(name, expected, pages, own, notes, split=None, link_only=None, metadata_only=None):
    assert set(pages) == set(expected), (name, set(pages) ^ set(expected))
    GOLD[name] = {"expected": expected, "pages": pages, "own_doi": own, "notes": notes,
                  "split_across_lines": split or [], "link_annotation_only": link_only or [],
                  "metadata_only": metadata_only or []}


def new(name, title="", author="", subject="", keywords=""):
    c = canvas.Canvas(os.path.join(OUT, name), pagesize=A4, pageCompression=0,
                      invariant=1)
    c.setTitle(title)
    c.setAuthor(author)
    c.setSubject(subject)
    c.setKeywords(keywords)
    c.setCreator("redteam3 generator (reportlab)")
    return c


def lines(c, x, y, rows, font="Times-Roman", size=10, leading=13):
    """Draw rows top-down; a row is a str or (indent, str). Returns the next y."""
    c.setFont(font, size)
    for r in rows:
        if isinstance(r, tuple):
            ind, t = r
        else:
            ind, t = 0, r
        if t:
            c.drawString(x + ind, y, t)
        y -= leading
    return y


def heading(c, x, y, text, size=12):
    c.setFont("Times-Bold", size)
    c.drawString(x, y, text)
    return y - size * 1.6


def footer(c, n):
    c.setFont("Times-Roman", 8)
    c.drawCentredString(W / 2, 30, str(n))


# ---------------------------------------------------------------------------------------------
def p01():
    name = "p01_single_column_refs.pdf"
    c = new(name, title="Sediment transport review: references")
    y = heading(c, 56, H - 70, "References")
    refs = [
        "[1]  Kirchner JW (2009) Catchments as simple dynamical systems. Water Resour Res 45:W02429. doi:10.1029/2008WR006912",
        "[2]  Beven K (2006) A manifesto for the equifinality thesis. J Hydrol 320:18-36. https://doi.org/10.1016/j.jhydrol.2005.07.007",
        "[3]  Addor N et al. (2017) The CAMELS data set. Hydrol Earth Syst Sci 21:5293-5313. DOI: 10.5194/hess-21-5293-2017",
        "[4]  Clark MP et al. (2008) Framework for Understanding Structural Errors. Water Resour Res 44. http://dx.doi.org/10.1029/2007WR006735",
        "[5]  Nash JE, Sutcliffe JV (1970) River flow forecasting through conceptual models. J Hydrol 10(3):282-290.",
        "[6]  McDonnell JJ, Beven K (2014) Debates - The future of hydrological sciences. WRR 50:5342-5350. doi: 10.1002/2013WR015141.",
        "[7]  Gupta HV et al. (2009) Decomposition of the mean squared error. J Hydrol 377:80-91. DOI 10.1016/j.jhydrol.2009.08.003",
        "[8]  USGS (2020) National Water Information System, version 10.2, https://waterdata.usgs.gov/nwis (accessed 10.03.2020).",
    ]
    lines(c, 56, y, refs, size=8.5, leading=14)
    footer(c, 1)
    c.save()
    exp = ["10.1029/2008WR006912", "10.1016/j.jhydrol.2005.07.007", "10.5194/hess-21-5293-2017",
           "10.1029/2007WR006735", "10.1002/2013WR015141", "10.1016/j.jhydrol.2009.08.003"]
    gold(name, exp, dict.fromkeys(exp, 1), None,
         "One-column reference list, one reference per line, DOI forms doi:, https://doi.org/, "
         "'DOI: ', http://dx.doi.org/, 'doi: ' (with trailing '.'), 'DOI '. Ref 5 has no DOI; "
         "'J Hydrol 10(3)', 'version 10.2', 'accessed 10.03.2020' are noise. No own DOI.")


# ---------------------------------------------------------------------------------------------
def p02():
    name = "p02_two_column_refs.pdf"
    c = new(name, title="Two-column reference list")
    y0 = heading(c, 56, H - 70, "References", 11)
    left = [
        "1. Cao Y, et al. Unconventional superconductivity",
        (10, "in magic-angle graphene superlattices. Nature"),
        (10, "2018;556:43-50. doi:10.1038/nature26160"),
        "2. Bistritzer R, MacDonald AH. Moire bands in",
        (10, "twisted double-layer graphene. PNAS 2011;"),
        (10, "108:12233-7. doi:10.1073/pnas.1108174108"),
        "3. Novoselov KS, et al. Electric field effect in",
        (10, "atomically thin carbon films. Science 2004;"),
        (10, "306:666-9. doi:10.1126/science.1102896"),
        "4. Geim AK, Novoselov KS. The rise of graphene.",
        (10, "Nat Mater 2007;6:183-91."),
        (10, "doi:10.1038/nmat1849"),
    ]
    right = [
        "5. Castro Neto AH, et al. The electronic properties",
        (10, "of graphene. Rev Mod Phys 2009;81:109-62."),
        (10, "doi:10.1103/RevModPhys.81.109"),
        "6. Lopes dos Santos JMB, et al. Graphene bilayer",
        (10, "with a twist. Phys Rev Lett 2007;99:256802."),
        (10, "https://doi.org/10.1103/PhysRevLett.99.256802"),
        "7. Yankowitz M, et al. Tuning superconductivity in",
        (10, "twisted bilayer graphene. Science 2019;363:"),
        (10, "1059-64. https://doi.org/10.1126/"),
        (10, "science.aav1910"),
        "8. Dean CR, et al. Boron nitride substrates. Nat",
        (10, "Nanotechnol 2010;5:722-6. doi:10.1038/nnano.2010.172"),
    ]
    lines(c, 56, y0, left, size=9, leading=12)
    lines(c, 316, y0, right, size=9, leading=12)
    footer(c, 1)
    c.save()
    exp = ["10.1038/nature26160", "10.1073/pnas.1108174108", "10.1126/science.1102896",
           "10.1038/nmat1849", "10.1103/RevModPhys.81.109", "10.1103/PhysRevLett.99.256802",
           "10.1126/science.aav1910", "10.1038/nnano.2010.172"]
    gold(name, exp, dict.fromkeys(exp, 1), None,
         "Two columns (x=56 and x=316, 9pt) with hanging indents; reading order is the left column "
         "then the right one. Ref 7 in the right column wraps after '10.1126/' (SPEC 5: joined). "
         "Lines of the two columns share baselines, so a row-wise text extraction interleaves them.",
         split=["10.1126/science.aav1910"])


# ---------------------------------------------------------------------------------------------
def p03():
    name = "p03_wrap_after_slash_and_prefix.pdf"
    c = new(name, title="Line breaks inside DOIs: after slash, prefix and wrapper")
    y = heading(c, 56, H - 70, "References")
    rows = [
        "[1] Smith A, Jones B. A spectral element method for compressible flow. Journal of Computational",
        (18, "Physics 2020;401:109012. https://doi.org/10.1016/"),
        (18, "j.jcp.2019.109012"),
        "[2] Sayers EW, et al. Database resources of the National Center for Biotechnology Information.",
        (18, "Nucleic Acids Research 2021;49:D10-D17. doi:10."),
        (18, "1093/nar/gkaa1100"),
        "[3] Abbott BP, et al. Observation of gravitational waves from a binary black hole merger. https://doi.",
        (18, "org/10.1103/PhysRevLett.116.061102"),
        "[4] Kucsko G, et al. Nanometre-scale thermometry in a living cell. Nature 2013;500:54-8. https://doi.org/",
        (18, "10.1038/nature12373"),
        "[5] Ying R, et al. GNNExplainer: generating explanations for graph neural networks. In: Proc. KDD, 2019.",
        (18, "doi:10.1145/3292500.3330701"),
        "[6] Wang L, et al. Nitrogen cycling in agricultural soils. Environmental Science & Technology 2006;40:",
        (18, "1234-40. doi:10.1021/"),
        (18, "es0519278"),
    ]
    lines(c, 56, y, rows, size=9, leading=13)
    footer(c, 1)
    c.save()
    exp = ["10.1016/j.jcp.2019.109012", "10.1093/nar/gkaa1100", "10.1103/PhysRevLett.116.061102",
           "10.1038/nature12373", "10.1145/3292500.3330701", "10.1021/es0519278"]
    gold(name, exp, dict.fromkeys(exp, 1), None,
         "SPEC 5 PDF line breaks: DOI broken after the '/' of the prefix (refs 1, 6), after 'doi:10.' "
         "(ref 2), mid-wrapper 'https://doi.' | 'org/...' (ref 3), after 'https://doi.org/' (ref 4). "
         "Continuation lines are indented 18pt (indentation dropped). Ref 5 is a whole DOI on its own "
         "line (no join needed; the line before ends in prose '2019.').",
         split=["10.1016/j.jcp.2019.109012", "10.1093/nar/gkaa1100", "10.1103/PhysRevLett.116.061102",
                "10.1038/nature12373", "10.1021/es0519278"])


# ---------------------------------------------------------------------------------------------
def p04():
    name = "p04_wrap_after_dot_underscore.pdf"
    c = new(name, title="Line breaks inside DOIs: after internal dot and underscore")
    y = heading(c, 56, H - 70, "Literature cited")
    rows = [
        "Adams J, Lee K (2019) Host range of avian influenza viruses in wild birds. PLoS ONE 14(3): e0213978.",
        (18, "https://doi.org/10.1371/journal."),
        (18, "pone.0213978"),
        "Asseng S, Foster I, Turner NC (2011) The impact of temperature variability on wheat yields. Global",
        (18, "Change Biology 17: 997-1012. doi:10.1111/j.1365-2486."),
        (18, "2010.02262.x"),
        "Felzenszwalb P, Girshick R, McAllester D (2010) Cascade object detection with deformable part models.",
        (18, "In: Computer Vision - ECCV 2010, LNCS 6311. doi:10.1007/978-3-642-15549-9_"),
        (18, "8"),
        "Lorenz EN (1963) Deterministic nonperiodic flow. J Atmos Sci 20: 130-141. doi:10.1175/1520-0469(1963)020<0130:DNF>2.",
        (18, "0.CO;2"),
    ]
    lines(c, 56, y, rows, size=9, leading=13)
    footer(c, 1)
    c.save()
    exp = ["10.1371/journal.pone.0213978", "10.1111/j.1365-2486.2010.02262.x",
           "10.1007/978-3-642-15549-9_8", "10.1175/1520-0469(1963)020<0130:DNF>2.0.CO;2"]
    gold(name, exp, dict.fromkeys(exp, 1), None,
         "SPEC 5 PDF line breaks after an internal '.' (refs 1, 2), after '_' (ref 3, the continuation "
         "is the single character '8'). Ref 4 is a SICI-style DOI with <...> broken after the internal "
         "'.' of '2.0.CO;2' (continuation '0.CO;2').",
         split=["10.1371/journal.pone.0213978", "10.1111/j.1365-2486.2010.02262.x",
                "10.1007/978-3-642-15549-9_8", "10.1175/1520-0469(1963)020<0130:DNF>2.0.CO;2"])


# ---------------------------------------------------------------------------------------------
def p05():
    name = "p05_wrap_after_hyphen.pdf"
    c = new(name, title="Line breaks inside DOIs: at a real hyphen")
    y = heading(c, 56, H - 70, "References")
    rows = [
        "1.  Huang C, Wang Y, Li X, et al. Clinical features of patients infected with 2019 novel coronavirus",
        (20, "in Wuhan, China. Lancet 2020; 395: 497-506. doi:10.1016/S0140-"),
        (20, "6736(20)30183-5"),
        "2.  Frankham R. Where are we in conservation genetics and where do we need to go? Molecular",
        (20, "Ecology 2009; 18: 4433-40. https://doi.org/10.1111/j.1365-"),
        (20, "294X.2009.04294.x"),
        "3.  Kratzert F, Klotz D, Shalev G, et al. Towards learning universal, regional, and local hydrological",
        (20, "behaviors via machine learning. Hydrol Earth Syst Sci 2019; 23: 5089-110. doi:10.5194/hess-23-"),
        (20, "5089-2019"),
        "4.  Gujer W, Henze M. Activated sludge modelling and simulation. Water Research 1984; 18: 931-7.",
        (20, "doi:10.1016/0043-1354(84)90246-X"),
    ]
    lines(c, 56, y, rows, size=9, leading=13)
    footer(c, 1)
    c.save()
    exp = ["10.1016/S0140-6736(20)30183-5", "10.1111/j.1365-294X.2009.04294.x",
           "10.5194/hess-23-5089-2019", "10.1016/0043-1354(84)90246-X"]
    gold(name, exp, dict.fromkeys(exp, 1), None,
         "SPEC 5: a DOI broken at one of its own hyphens; the hyphen at the break is KEPT when joining "
         "(typesetters break at real hyphens): S0140-|6736(20)30183-5, j.1365-|294X..., hess-23-|5089-2019. "
         "Ref 4 is unbroken (control). Backend trap: poppler's pdftotext in its default mode drops a "
         "hyphen at a line end and glues the lines ('S01406736(20)30183-5'); 'pdftotext -raw', pdfminer.six "
         "and pypdfium2 keep it.",
         split=["10.1016/S0140-6736(20)30183-5", "10.1111/j.1365-294X.2009.04294.x",
                "10.5194/hess-23-5089-2019"])


# ---------------------------------------------------------------------------------------------
def p06():
    name = "p06_complete_doi_not_joined.pdf"
    c = new(name, title="Complete DOIs at line ends must not be joined")
    y = 770
    c.setFont("Times-Bold", 12)
    c.drawString(56, y, "Data availability and references")
    y -= 24
    rows = [
        "The thermometry data are described in Kucsko et al. (2013), doi:10.1038/nature12373",
        "Received 12 May 2019; accepted 3 June 2019; published online 1 July 2019.",
        "",
        "Raw images are archived at https://doi.org/10.5281/zenodo.4281362",
        "2020 release notes describe the calibration procedure in detail.",
        "",
        "Frankham R (2009) Molecular Ecology 18: 4433-4440. doi:10.1111/j.1365-294X.2009.04294.x",
        "Molecular Ecology is published by Wiley on behalf of the British Ecological Society.",
        "",
        "See also the handbook at https://doi.org/10.1000/182",
        "",
        "(accessed 14 March 2020).",
        "[3] Novoselov KS, et al. (2004) Electric field effect in atomically thin carbon films. doi:10.1126/science.1102896",
        "[4] Geim AK, Novoselov KS (2007) The rise of graphene. Nat Mater 6:183-191.",
    ]
    lines(c, 56, y, rows, size=10, leading=14)
    footer(c, 1)
    c.save()
    exp = ["10.1038/nature12373", "10.5281/zenodo.4281362", "10.1111/j.1365-294X.2009.04294.x",
           "10.1000/182", "10.1126/science.1102896"]
    gold(name, exp, dict.fromkeys(exp, 1), None,
         "SPEC 5: complete DOIs at a line end followed by prose ('Received ...', '2020 release notes', "
         "'Molecular Ecology ...', '[4] Geim ...') or by a blank line ('https://doi.org/10.1000/182' then "
         "a blank line then '(accessed ...)') must NOT be joined with the next line. No DOI here ends "
         "in '.', '/', '-' or '_' at the line end (that case is deliberately left out).")


# ---------------------------------------------------------------------------------------------
def p07():
    name = "p07_link_annotation_only.pdf"
    c = new(name, title="Supplementary information")
    # page 1
    y = heading(c, 56, H - 70, "Supplementary Information")
    y = lines(c, 56, y, [
        "This supplement accompanies the main article (doi:10.1093/bioinformatics/btz682).",
        "Sections S1-S3 describe the data processing; Section S4 lists software versions.",
    ])
    footer(c, 1)
    c.showPage()
    # page 2: DOI only in link annotations
    y = heading(c, 56, H - 70, "S1. Data sources")
    c.setFont("Times-Roman", 10)
    t1 = "The raw sequencing reads are available from the Dryad repository "
    c.drawString(56, y, t1)
    x = 56 + stringWidth(t1, "Times-Roman", 10)
    c.setFillColorRGB(0, 0, 0.8)
    c.drawString(x, y, "[link]")
    w = stringWidth("[link]", "Times-Roman", 10)
    c.linkURL("https://doi.org/10.5061/dryad.2ngf1vhj0", (x, y - 2, x + w, y + 9), relative=0, thickness=0)
    c.setFillColorRGB(0, 0, 0)
    c.drawString(x + w, y, ".")
    y -= 14
    t2 = "The clinical protocol can be downloaded as a "
    c.drawString(56, y, t2)
    x = 56 + stringWidth(t2, "Times-Roman", 10)
    c.setFillColorRGB(0, 0, 0.8)
    c.drawString(x, y, "[PDF]")
    w = stringWidth("[PDF]", "Times-Roman", 10)
    c.linkURL("https://link.springer.com/content/pdf/10.1007/s00134-020-06033-2.pdf",
              (x, y - 2, x + w, y + 9), relative=0, thickness=0)
    c.setFillColorRGB(0, 0, 0)
    c.drawString(x + w, y, " from the publisher.")
    y -= 14
    t3 = "Project website: "
    c.drawString(56, y, t3)
    x = 56 + stringWidth(t3, "Times-Roman", 10)
    c.drawString(x, y, "example.org/project")
    w = stringWidth("example.org/project", "Times-Roman", 10)
    c.linkURL("https://example.org/project?ref=10.5", (x, y - 2, x + w, y + 9), relative=0, thickness=0)
    footer(c, 2)
    c.showPage()
    # page 3
    y = heading(c, 56, H - 70, "S4. Software")
    c.setFont("Times-Roman", 10)
    t4 = "Alignment used Bowtie 2 version 2.3.5 (doi:10.1038/nmeth.1923)."
    c.drawString(56, y, t4)
    # the printed DOI is also a link -- same DOI, no new entry
    x0 = 56 + stringWidth("Alignment used Bowtie 2 version 2.3.5 (doi:", "Times-Roman", 10)
    c.linkURL("https://doi.org/10.1038/nmeth.1923",
              (x0, y - 2, x0 + stringWidth("10.1038/nmeth.1923", "Times-Roman", 10), y + 9),
              relative=0, thickness=0)
    footer(c, 3)
    c.save()
    exp = ["10.1093/bioinformatics/btz682", "10.5061/dryad.2ngf1vhj0", "10.1007/s00134-020-06033-2",
           "10.1038/nmeth.1923"]
    gold(name, exp, {"10.1093/bioinformatics/btz682": 1, "10.5061/dryad.2ngf1vhj0": 2,
                     "10.1007/s00134-020-06033-2": 2, "10.1038/nmeth.1923": 3}, None,
         "Page 2 has two DOIs only in link annotations (URI actions): '[link]' -> https://doi.org/"
         "10.5061/dryad.2ngf1vhj0 and '[PDF]' -> a Springer content link whose '.pdf' is not part of "
         "the DOI (SPEC 3). A third link (example.org/project?ref=10.5) is noise. Page 3's printed DOI "
         "is also a link to the same DOI (one entry). Order: by page; within page 2 annotation order.",
         link_only=["10.5061/dryad.2ngf1vhj0", "10.1007/s00134-020-06033-2"])


# ---------------------------------------------------------------------------------------------
class InfoWithDoi(pdfdoc.PDFInfo):
    doi = None

    def format(self, document):
        D = {}
        D["Title"] = pdfdoc.PDFString(self.title)
        D["Author"] = pdfdoc.PDFString(self.author)
        D["ModDate"] = D["CreationDate"] = pdfdoc.PDFDate(ts=document._timeStamp, dateFormatter=self._dateFormatter)
        D["Producer"] = pdfdoc.PDFString(self.producer)
        D["Creator"] = pdfdoc.PDFString(self.creator)
        D["Subject"] = pdfdoc.PDFString(self.subject)
        D["Keywords"] = pdfdoc.PDFString(self.keywords)
        D["Trapped"] = pdfdoc.PDFName(self.trapped)
        if self.doi:
            D["doi"] = pdfdoc.PDFString(self.doi)
            D["robots"] = pdfdoc.PDFString("noindex")
        return pdfdoc.PDFDictionary(D).format(document)


def p08():
    name = "p08_metadata_info_doi_only.pdf"
    own = "10.1016/j.jhydrol.2020.125288"
    c = new(name, title="Large-sample hydrology: a review", author="A. Author; B. Author",
            subject="Journal of Hydrology, 590 (2020) 125288. doi:" + own,
            keywords="Hydrology; Large-sample; Benchmark")
    info = c._doc.info
    info.__class__ = InfoWithDoi
    info.doi = own
    y = heading(c, 56, H - 80, "Large-sample hydrology: a review", 16)
    y = lines(c, 56, y - 10, [
        "A. Author, B. Author",
        "",
        "Abstract",
        "Large-sample hydrology (LSH) relies on data from hundreds of catchments to gain insight",
        "into hydrological processes. This accepted manuscript does not print its identifier; the",
        "publisher embedded it only in the document information dictionary.",
        "",
        "Keywords: hydrology, large samples, benchmarking; version 2.0 of the data set (10.2 GB).",
    ])
    footer(c, 1)
    c.save()
    gold(name, [own], {own: None}, own,
         "DOI only in the document Info dictionary: custom key /doi and the Elsevier-style /Subject "
         "'Journal of Hydrology, 590 (2020) 125288. doi:10.1016/...'. Nothing on the page. '10.2 GB' is "
         "noise.", metadata_only=[own])


# ---------------------------------------------------------------------------------------------
def p09():
    from fpdf import FPDF
    name = "p09_metadata_xmp_prism_doi.pdf"
    own = "10.1371/journal.pcbi.1007128"
    pdf = FPDF(format="A4")
    pdf.set_compression(False)
    pdf.set_title("Ten simple rules for reproducible research")
    pdf.set_author("C. Author")
    pdf.set_creator("redteam3 generator (fpdf2)")
    xmp = ('<x:xmpmeta xmlns:x="adobe:ns:meta/">\n'
           ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n'
           '  <rdf:Description rdf:about=""\n'
           '    xmlns:dc="http://purl.org/dc/elements/1.1/"\n'
           '    xmlns:prism="http://prismstandard.org/namespaces/basic/2.0/">\n'
           '   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">Ten simple rules for reproducible research</rdf:li></rdf:Alt></dc:title>\n'
           '   <dc:identifier>doi:' + own + '</dc:identifier>\n'
           '   <prism:doi>' + own + '</prism:doi>\n'
           '   <prism:url>https://doi.org/' + own + '</prism:url>\n'
           '   <prism:publicationName>PLOS Computational Biology</prism:publicationName>\n'
           '   <prism:volume>15</prism:volume>\n'
           '  </rdf:Description>\n'
           ' </rdf:RDF>\n'
           '</x:xmpmeta>')
    pdf.set_xmp_metadata(xmp)
    pdf.add_page()
    pdf.set_font("Times", "B", 16)
    pdf.cell(0, 10, "Ten simple rules for reproducible research", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Times", "", 10)
    pdf.multi_cell(0, 5, "Introduction. Reproducibility depends on sharing code and data. "
                   "This preprint version carries its identifier only in the XMP metadata packet.")
    pdf.ln(4)
    pdf.set_font("Times", "B", 11)
    pdf.cell(0, 7, "References", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Times", "", 9)
    for r in ["1. Sandve GK, et al. Ten simple rules for reproducible computational research. "
              "PLoS Comput Biol. 2013;9:e1003285. doi:10.1371/journal.pcbi.1003285",
              "2. Wilson G, et al. Good enough practices in scientific computing. PLoS Comput Biol. "
              "2017;13:e1005510. doi:10.1371/journal.pcbi.1005510"]:
        pdf.cell(0, 5, r, new_x="LMARGIN", new_y="NEXT")
    pdf.output(os.path.join(OUT, name))
    exp = [own, "10.1371/journal.pcbi.1003285", "10.1371/journal.pcbi.1005510"]
    gold(name, exp, {own: None, "10.1371/journal.pcbi.1003285": 1, "10.1371/journal.pcbi.1005510": 1}, own,
         "fpdf2 PDF with an uncompressed XMP packet (catalog /Metadata) holding prism:doi, "
         "dc:identifier 'doi:...' and prism:url https://doi.org/...; the own DOI is not printed. Two "
         "printed reference DOIs on page 1 (not the own DOI). Order: the metadata DOI is listed first; "
         "SPEC does not order document-level metadata against page text, so compare this file as a set.",
         metadata_only=[own])


# ---------------------------------------------------------------------------------------------
def p10():
    name = "p10_own_doi_first_page_header.pdf"
    own = "10.1111/1365-2664.13570"
    c = new(name, title="Pollinator decline in agricultural landscapes")
    c.setFont("Helvetica", 7.5)
    c.drawString(56, H - 40, "Received: 12 June 2019  |  Accepted: 3 December 2019")
    c.drawString(56, H - 50, "DOI: " + own)
    c.drawRightString(W - 56, H - 40, "Journal of Applied Ecology 2020, 57, 624-635")
    c.line(56, H - 56, W - 56, H - 56)
    c.setFont("Helvetica-Bold", 10)
    c.drawString(56, H - 72, "RESEARCH ARTICLE")
    y = heading(c, 56, H - 100, "Pollinator decline in agricultural landscapes", 16)
    y = lines(c, 56, y, [
        "Jane Doe  |  John Roe",
        "",
        "Abstract",
        "1. Wild bee populations decline where semi-natural habitat is lost (Potts et al., 2010).",
        "2. We sampled 120 field margins across three regions between 2015 and 2018.",
    ])
    y = heading(c, 56, y - 10, "REFERENCES", 10)
    y = lines(c, 56, y, [
        "Potts, S. G., et al. (2010). Global pollinator declines: Trends, impacts and drivers. Trends in Ecology",
        (14, "& Evolution, 25, 345-353. https://doi.org/10.1016/j.tree.2010.01.007"),
        "Kennedy, C. M., et al. (2013). A global quantitative synthesis of local and landscape effects on wild bee",
        (14, "pollinators in agroecosystems. Ecology Letters, 16, 584-599. https://doi.org/10.1111/ele.12082"),
    ], size=9, leading=12)
    footer(c, 1)
    c.showPage()
    y = lines(c, 56, H - 70, [
        "How to cite this article: Doe J, Roe J. Pollinator decline in agricultural landscapes. J Appl Ecol.",
        (0, "2020;57:624-635. https://doi.org/10.1111/1365-2664.13570"),
    ], size=9, leading=12)
    footer(c, 2)
    c.save()
    exp = [own, "10.1016/j.tree.2010.01.007", "10.1111/ele.12082"]
    gold(name, exp, {own: 1, "10.1016/j.tree.2010.01.007": 1, "10.1111/ele.12082": 1}, own,
         "Wiley-style first-page header 'DOI: 10.1111/1365-2664.13570' (own DOI, page 1) in 7.5pt "
         "Helvetica; the same DOI again in 'How to cite' on page 2 (no new entry). References on "
         "page 1 are not the own DOI. The right-aligned header shares the baseline of 'Received:'.")


# ---------------------------------------------------------------------------------------------
def p11():
    name = "p11_ligature_glyphs.pdf"
    c = new(name, title="Ligatures in DOIs")
    y = heading(c, 56, H - 70, "References")
    c.setFont("DejaVuSerif", 9.5)
    rows = [
        "Fama EF, French KR (2015) A \ufb01ve-factor asset pricing model. Journal of Financial Economics",
        "116:1\u201322. doi:10.1016/j.j\ufb01neco.2014.10.010",
        "Kontogeorgis GM, et al. (2019) Industrial requirements for thermodynamic and transport properties.",
        "Fluid Phase Equilibria 494:1\u201330. https://doi.org/10.1016/j.\ufb02uid.2019.04.014",
        "Ko\u00df T (2018) Ef\ufb01cient \ufb01nite element solvers. Of\ufb01cial report, doi:10.5555/ef\ufb01cient-\ufb01nite.2018.",
    ]
    for r in rows:
        c.drawString(56, y, r)
        y -= 14
    footer(c, 1)
    c.save()
    exp = ["10.1016/j.jfineco.2014.10.010", "10.1016/j.fluid.2019.04.014", "10.5555/efficient-finite.2018"]
    gold(name, exp, dict.fromkeys(exp, 1), None,
         "DejaVu Serif (embedded TrueType subset) with the ligature characters U+FB01 'fi' and U+FB02 "
         "'fl' in prose and inside DOIs (j.jfineco, j.fluid, synthetic 10.5555 one with two). The "
         "ToUnicode map gives U+FB01/U+FB02; SPEC 4 folds Latin ligatures (NFKC of that range), so the "
         "DOIs are reported with plain 'fi'/'fl'. Lines are not wrapped inside DOIs.")


# ---------------------------------------------------------------------------------------------
def p12():
    name = "p12_no_dois.pdf"
    c = new(name, title="Network upgrade notes")
    y = heading(c, 56, H - 70, "Network upgrade notes, release 10.2")
    lines(c, 56, y, [
        "Subnets: the campus uses 10.128.0.0/9; the lab VLAN moves to 10.100.200.0/22 on 10.03.2021.",
        "The controller at 10.200.14.7:8443/admin is replaced by firmware 10.15/11 (build 2010.1205/x86_64).",
        "Licences cost $10.125/seat per month; overall satisfaction scored 10.5/10 in the survey.",
        "See arXiv:2010.12345v2 and ISBN 978-3-16-148410-0. Short link: doi.org/bc4f (not a full DOI).",
        "Quota: 10.250/2 = 5.125 TB per group. Prefix 10.1000 alone is not an identifier.",
    ], size=10, leading=15)
    footer(c, 1)
    c.save()
    gold(name, [], {}, None,
         "No DOIs: CIDR blocks (10.128.0.0/9, 10.100.200.0/22), IP:port, 2-digit registrants "
         "(10.15/11, 10.5/10), '10.' after a digit (2010.1205/x86_64, arXiv:2010.12345v2), a price "
         "($10.125/seat), arithmetic (10.250/2 = 5.125), a shortDOI, a bare prefix. Less sure: the "
         "price and arithmetic cases rely on SPEC 2's 'arithmetic and prices are not DOIs'.")


# ---------------------------------------------------------------------------------------------
def p13():
    name = "p13_thirty_pages_doi_on_27.pdf"
    c = new(name, title="Annual report 2020")
    para = ("The committee met {n} times during the reporting period and reviewed 10 proposals. "
            "Budget line {n}.{m} remained within 10.5% of the forecast; see table {n}.")
    for p in range(1, 31):
        y = heading(c, 56, H - 70, "Chapter %d" % p)
        rows = []
        for k in range(1, 30):
            rows.append(para.format(n=p, m=k)[:110])
        if p == 27:
            rows[14] = "The evaluation followed the protocol published as doi:10.1186/s13643-019-1074-9 (open access)."
        lines(c, 56, y, rows, size=9.5, leading=13)
        footer(c, p)
        c.showPage()
    c.save()
    d = "10.1186/s13643-019-1074-9"
    gold(name, [d], {d: 27}, None,
         "30 pages of filler text with numbers ('10 proposals', '10.5%', 'Budget line 10.12'); one DOI, "
         "mid-page on page 27. Tests page attribution and that the reader does not stop early.")


# ---------------------------------------------------------------------------------------------
def p14():
    name = "p14_multipage_refs_repeats.pdf"
    c = new(name, title="Review with references over three pages")
    pages = [
        ("References (1/3)", [
            "1. LeCun Y, Bengio Y, Hinton G. Deep learning. Nature 2015;521:436-44. doi:10.1038/nature14539",
            "2. Vaswani A, et al. Attention is all you need. NIPS 2017. doi:10.5555/3295222.3295349",
            "3. He K, et al. Deep residual learning for image recognition. CVPR 2016. doi:10.1109/CVPR.2016.90",
        ]),
        ("References (2/3)", [
            "4. Silver D, et al. Mastering the game of Go. Nature 2016;529:484-9. doi:10.1038/NATURE16961",
            "5. Jumper J, et al. Highly accurate protein structure prediction. Nature 2021. doi:10.1038/s41586-021-03819-2",
        ]),
        ("References (3/3)", [
            "6. LeCun Y, et al. (repeated in the erratum) doi:10.1038/nature14539",
            "7. Silver D, et al. (lower-case in the erratum) doi:10.1038/nature16961",
            "8. Krizhevsky A, et al. ImageNet classification. Commun ACM 2017;60:84-90. doi:10.1145/3065386",
        ]),
    ]
    for i, (h, rows) in enumerate(pages, 1):
        y = heading(c, 56, H - 70, h)
        lines(c, 56, y, rows, size=9.5, leading=14)
        footer(c, i)
        c.showPage()
    c.save()
    exp = ["10.1038/nature14539", "10.5555/3295222.3295349", "10.1109/CVPR.2016.90", "10.1038/NATURE16961",
           "10.1038/s41586-021-03819-2", "10.1145/3065386"]
    gold(name, exp, {"10.1038/nature14539": 1, "10.5555/3295222.3295349": 1, "10.1109/CVPR.2016.90": 1,
                     "10.1038/NATURE16961": 2, "10.1038/s41586-021-03819-2": 2, "10.1145/3065386": 3},
         None,
         "References over three pages; nature14539 repeats on page 3 (first appearance page 1); "
         "NATURE16961 first printed in upper case on page 2 and again in lower case on page 3 "
         "(same DOI under ASCII folding; reported once with page 2).")


# ---------------------------------------------------------------------------------------------
def p15():
    name = "p15_extraction_spaces.pdf"
    c = new(name, title="Reference strings with extraction spaces")
    y = heading(c, 56, H - 70, "References")
    lines(c, 56, y, [
        "[1] Mihelcic JR, et al. Sustainability science and engineering. J Environ Eng 2006. http://dx.doi.org/ 10.1061/(ASCE)0733-9372(2006)132:10(1239)",
        "[2] Wang L, et al. Nitrate in groundwater. Environ Sci Technol 2006;40:1234-40. doi:10.1021/ es0519278",
        "[3] Gujer W, Henze M. Activated sludge modelling. Water Research 1984;18:931-7. doi:10.1016/0043- 1354(84)90246-X",
        "[4] Sayers EW, et al. Database resources of the NCBI. Nucleic Acids Res 2021. doi:10.1093/nar/ gkaa1100",
        "[5] Liu Q, et al. Cryo-EM of the spike protein. Science 2019. https://doi.org/ 10.1126/science.aax0848",
        "[6] Wang L, et al. Nitrate in groundwater (reprint). doi:10.1021/es0519278 and references therein.",
        "[7] Doe J. Groundwater quality in 2019. doi:10.1002/gwat.12345 2019 update, pp. 1-10.",
    ], size=8, leading=14)
    footer(c, 1)
    c.save()
    exp = ["10.1061/(ASCE)0733-9372(2006)132:10(1239)", "10.1021/es0519278", "10.1016/0043-1354(84)90246-X",
           "10.1093/nar/gkaa1100", "10.1126/science.aax0848", "10.1002/gwat.12345"]
    gold(name, exp, dict.fromkeys(exp, 1), None,
         "SPEC 5 'spaces from PDF extraction' printed literally inside one line: after a wrapper with "
         "no DOI yet ('dx.doi.org/ 10.1061/...', 'https://doi.org/ 10.1126/...'), after a prefix with no "
         "suffix ('10.1021/ es0519278'), after a suffix ending in '-' or '/' ('0043- 1354...', "
         "'nar/ gkaa1100'). Ref 6 repeats es0519278 complete + prose (no join). Ref 7: complete DOI "
         "followed by ' 2019 update' must not be joined.")


# ---------------------------------------------------------------------------------------------
def p16():
    name = "p16_labels_and_wrapper_forms.pdf"
    c = new(name, title="DOI label forms")
    y = heading(c, 56, H - 70, "Cited works")
    lines(c, 56, y, [
        "Intensive Care Med (2020) 46:1-10  DOI10.1007/s00134-020-06033-2",
        "Genome Biol (2020) 21:31  DOI 10.1186/s13059-020-1926-6",
        "Proc CHI 2020, doi.org/10.1145/3313831.3376300",
        "PANGAEA (2016) hdl:10.1594/PANGAEA.857743",
        "Science 1970;169:635. DOI:10.1126/science.169.3946.635",
        "Phys Rev Lett 116, 061102 - https://dx.doi.org/10.1103/PhysRevLett.116.061102",
        "Handbook: https://www.doi.org/10.1000/182",
        "Rev Mod Phys: urn:doi:10.1103:RevModPhys.81.109",
    ], size=10, leading=15)
    footer(c, 1)
    c.save()
    exp = ["10.1007/s00134-020-06033-2", "10.1186/s13059-020-1926-6", "10.1145/3313831.3376300",
           "10.1594/PANGAEA.857743", "10.1126/science.169.3946.635", "10.1103/PhysRevLett.116.061102",
           "10.1000/182", "10.1103/RevModPhys.81.109"]
    gold(name, exp, dict.fromkeys(exp, 1), None,
         "SPEC 3 label/wrapper forms printed in a PDF: fused 'DOI10.' (Springer running headers), "
         "'DOI ', 'doi.org/' without scheme, 'hdl:' with a 10. handle, 'DOI:' without space, "
         "https://dx.doi.org/, www.doi.org, urn:doi: with ':' standing for '/'.")


# ---------------------------------------------------------------------------------------------
def p17():
    name = "p17_typographic_hyphens_quotes.pdf"
    c = new(name, title="Typographic hyphens in printed DOIs")
    y = heading(c, 56, H - 70, "References")
    c.setFont("DejaVuSerif", 9.5)
    rows = [
        "Gujer W, Henze M (1984) Water Research 18:931\u2013937. doi:10.1016/0043\u20101354(84)90246\u2010X",
        "Frankham R (2009) Mol Ecol 18:4433\u20134440. doi:10.1111/j.1365\u2013294X.2009.04294.x",
        "Cited as \u201c10.5194/hess\u201021\u20105293\u20102017\u201d in the data paper.",
        "Cited as \u201810.1029/2008WR006912\u2019 in the appendix; see also \u00ab10.3917/rfs.584.0601\u00bb.",
    ]
    for r in rows:
        c.drawString(56, y, r)
        y -= 15
    footer(c, 1)
    c.save()
    exp = ["10.1016/0043-1354(84)90246-X", "10.1111/j.1365-294X.2009.04294.x", "10.5194/hess-21-5293-2017",
           "10.1029/2008WR006912", "10.3917/rfs.584.0601"]
    gold(name, exp, dict.fromkeys(exp, 1), None,
         "Printed DOIs with U+2010 hyphens and one U+2013 en dash inside (SPEC 4: become '-'), en dashes "
         "in page ranges (prose), curly double/single quotes and guillemets around DOIs (trimmed). "
         "DejaVu Serif embedded font.")


# ---------------------------------------------------------------------------------------------
def p18():
    name = "p18_article_first_page_two_columns.pdf"
    own = "10.7554/eLife.49021"
    c = new(name, title="Cortical dynamics during sleep")
    c.setFont("Helvetica", 8)
    c.drawString(56, H - 40, "RESEARCH ARTICLE")
    c.drawRightString(W - 56, H - 40, "eLife 2019;8:e49021. https://doi.org/10.7554/eLife.49021")
    c.linkURL("https://doi.org/10.7554/eLife.49021", (W - 250, H - 42, W - 56, H - 32), relative=0, thickness=0)
    c.setFont("Times-Bold", 18)
    c.drawString(56, H - 80, "Cortical dynamics during sleep")
    c.setFont("Times-Roman", 10)
    c.drawString(56, H - 100, "A. Researcher, B. Scientist")
    left = [
        "Introduction",
        "Slow oscillations coordinate memory",
        "consolidation (Diekelmann and Born,",
        "2010). Recordings were obtained as in",
        "earlier work; the full data set is",
        "available at https://doi.org/10.5061/",
        "dryad.8kprr4xj2 under CC0.",
        "",
        "Methods",
        "Mice (n = 12) were implanted with",
        "silicon probes (64 channels, 10.5 mm",
        "shanks). Spike sorting used Kilosort",
        "version 2.0.",
    ]
    right = [
        "References",
        "Diekelmann S, Born J. 2010. The memory",
        "  function of sleep. Nature Reviews",
        "  Neuroscience 11:114-126. DOI: https://",
        "  doi.org/10.1038/nrn2762",
        "Pachitariu M, et al. 2016. Kilosort. bioRxiv.",
        "  DOI: https://doi.org/10.1101/061481",
        "Rasch B, Born J. 2013. About sleep's role in",
        "  memory. Physiological Reviews 93:681-766.",
        "  DOI: https://doi.org/10.1152/physrev.",
        "  00032.2012",
    ]
    lines(c, 56, H - 130, left, size=10, leading=13)
    lines(c, 316, H - 130, right, size=10, leading=13)
    footer(c, 1)
    c.save()
    exp = [own, "10.5061/dryad.8kprr4xj2", "10.1038/nrn2762", "10.1101/061481", "10.1152/physrev.00032.2012"]
    gold(name, exp, dict.fromkeys(exp, 1), own,
         "eLife-like first page: own DOI in the right-aligned running header (also a link annotation), "
         "two-column body: left column wraps a data DOI after '10.5061/', right column (eLife reference "
         "style) wraps after 'https://' (mid-URL) and after 'physrev.' with 2-space indents. "
         "'10.5 mm' and 'version 2.0.' are noise.",
         split=["10.5061/dryad.8kprr4xj2", "10.1038/nrn2762", "10.1152/physrev.00032.2012"])


# ---------------------------------------------------------------------------------------------
def p19():
    from fpdf import FPDF
    name = "p19_fpdf2_links_text_differs.pdf"
    pdf = FPDF(format="A4")
    pdf.set_title("Reading list")
    pdf.set_creator("redteam3 generator (fpdf2)")
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(0, 10, "Reading list", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10)
    items = [
        ("Walker MP, Stickgold R (2006) Sleep, memory, and plasticity. Annu Rev Psychol. ",
         "Publisher site", "https://doi.org/10.1146/annurev.psych.56.091103.070307"),
        ("Yoo SS, et al. (2007) A deficit in the ability to form new human memories. ",
         "Full text", "http://dx.doi.org/10.1038/nn1851"),
        ("Killgore WDS (2010) Effects of sleep deprivation on cognition. ",
         "doi:10.1016/B978-0-444-53702-7.00007-5", "https://doi.org/10.1016/B978-0-444-53702-7.00007-5"),
        ("Rasch B, Born J (2013) About sleep's role in memory. ",
         "PubMed", "https://pubmed.ncbi.nlm.nih.gov/23589831/"),
    ]
    for text, label, url in items:
        pdf.write(6, text)
        pdf.set_text_color(0, 0, 200)
        pdf.write(6, label, link=url)
        pdf.set_text_color(0, 0, 0)
        pdf.ln(8)
    pdf.add_page()
    pdf.set_font("Helvetica", "", 10)
    pdf.write(6, "Further reading: ")
    pdf.set_text_color(0, 0, 200)
    pdf.write(6, "eLife digest", link="https://elifesciences.org/articles/05005?doi=10.7554%2FeLife.05005")
    pdf.set_text_color(0, 0, 0)
    pdf.write(6, " and ")
    pdf.set_text_color(0, 0, 200)
    pdf.write(6, "ACS abstract", link="https://pubs.acs.org/doi/abs/10.1021/acs.jpcb.9b10876")
    pdf.set_text_color(0, 0, 0)
    pdf.ln(8)
    pdf.output(os.path.join(OUT, name))
    exp = ["10.1146/annurev.psych.56.091103.070307", "10.1038/nn1851", "10.1016/B978-0-444-53702-7.00007-5",
           "10.1021/acs.jpcb.9b10876"]
    gold(name, exp, {"10.1146/annurev.psych.56.091103.070307": 1, "10.1038/nn1851": 1,
                     "10.1016/B978-0-444-53702-7.00007-5": 1, "10.1021/acs.jpcb.9b10876": 2}, None,
         "fpdf2 link annotations whose visible text is not a DOI ('Publisher site', 'Full text', "
         "'ACS abstract' -> /doi/abs/ path), one printed DOI that is also its own link, a PubMed link "
         "(noise). Page 2 link 'eLife digest' points to an article URL with '?doi=10.7554%2FeLife.05005' "
         "-- a DOI inside another site's query parameter; the corpus README calls such DOIs "
         "'acceptable, not false positives', so 10.7554/eLife.05005 is deliberately NOT in expected "
         "and should be scored as neutral.",
         link_only=["10.1146/annurev.psych.56.091103.070307", "10.1038/nn1851", "10.1021/acs.jpcb.9b10876"])
    GOLD[name]["acceptable_extra"] = ["10.7554/eLife.05005"]


# ---------------------------------------------------------------------------------------------
def p20():
    name = "p20_table_doi_column.pdf"
    c = new(name, title="Data set inventory")
    y = heading(c, 56, H - 70, "Table 2. Data sets used in this study")
    cols = [56, 200, 420, 480]
    c.setFont("Times-Bold", 9)
    for x, t in zip(cols, ["Data set", "DOI", "Year", "Size"]):
        c.drawString(x, y, t)
    y -= 4
    c.line(56, y, W - 56, y)
    y -= 12
    rows = [
        ("CAMELS", "10.5065/D6MW2F4D", "2014", "10.2 GB"),
        ("GRDC runoff", "10.5676/DWD_GPCC/FD_M_V2018_050", "2018", "3.4 GB"),
        ("PANGAEA cores", "10.1594/PANGAEA.857743", "2016", "120 MB"),
        ("ERA5 (subset)", "10.24381/cds.adbb2d47", "2019", "1.2 TB"),
        ("Zenodo code", "10.5281/zenodo.4281362", "2020", "15 MB"),
    ]
    c.setFont("Times-Roman", 9)
    for r in rows:
        for x, t in zip(cols, r):
            c.drawString(x, y, t)
        y -= 13
    footer(c, 1)
    c.save()
    exp = [r[1] for r in rows]
    gold(name, exp, dict.fromkeys(exp, 1), None,
         "Table with a DOI column followed by Year and Size columns on the same baseline: extraction "
         "puts spaces (or runs) between cells; the complete DOI must not absorb the year ('... 2014'). "
         "Underscores inside the DWD DOI. '10.2 GB' in the Size column is noise.")


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in (p01, p02, p03, p04, p05, p06, p07, p08, p09, p10, p11, p12, p13, p14, p15, p16, p17, p18,
              p19, p20):
        f()
    return GOLD


if __name__ == "__main__":
    json.dump(main(), sys.stdout, ensure_ascii=False, indent=1)
