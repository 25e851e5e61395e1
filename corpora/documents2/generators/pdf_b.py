import sys, os
sys.path.insert(0, os.path.dirname(__file__))
from pdf_lib import *
from urllib.parse import quote

OUT = "/tmp/redteam4/pdf/"
BUILDERS = []
def builder(fn):
    BUILDERS.append(fn)
    return fn

# ---------------------------------------------------------------- P9 table of datasets
@builder
def datasets_table():
    name = "datasets_table_S3.pdf"
    g = Gold(name)
    W, H = A4
    d = Doc(OUT + name, A4)
    set_info(d.c, title="Supplementary Information", author="", creator="Microsoft® Word 2016", producer="Microsoft® Word 2016")
    d.t(56, 800, "Supplementary Information for: Drought legacies in East African catchments", "Serif-Bold", 11)
    d.t(56, 770, "Table S3. Public datasets used in this study. All DOIs were resolved on 10.03.2021.", "Serif", 9.5)
    cols = [("Dataset", 56, 120), ("Repository", 176, 70), ("DOI", 246, 118), ("Licence", 364, 60), ("Size", 424, 50), ("Used in", 474, 66)]
    rows = [
        ("Kenyan streamflow 1981–2019", "Zenodo", "10.5281/zenodo.4012345", "CC BY 4.0", "84 MB", "Fig. 2, 3"),
        ("Coral bleaching survey", "figshare", "10.6084/m9.figshare.12345678.v2", "CC BY 4.0", "10 MB", "Fig. S4"),
        ("Global runoff (GRDC subset)", "PANGAEA", "10.1594/PANGAEA.912345", "CC BY 3.0", "1.2 GB", "Fig. 1"),
        ("Occurrence download", "GBIF", "10.15468/dl.4bzxua", "CC BY-NC", "310 MB", "Table 2"),
        ("Household survey wave 4", "ICPSR", "10.3886/ICPSR36498.v1", "Restricted", "45 MB", "Sect. 4.2"),
        ("Replication data", "Harvard Dataverse", "10.7910/DVN/TJCLKP", "CC0", "3.1 MB", "Fig. 5"),
        ("fMRI drought-stress task", "OpenNeuro", "10.18112/openneuro.ds000001.v1.0.0", "CC0", "2.4 GB", "–"),
        ("NCAR reanalysis subset", "NCAR RDA", "10.5065/D6RN35ST", "Custom", "12 GB", "Fig. S1"),
        ("Soil moisture stations", "Mendeley Data", "10.17632/abc123xyz9.1", "CC BY 4.0", "5.6 MB", "Fig. S2"),
        ("Legacy plots (Dryad)", "Dryad", "10.5061/dryad.gb5mkkwm1", "CC0", "12 MB", "Fig. 6"),
        ("Software", "Zenodo", "n/a (GitHub only)", "MIT", "–", "–"),
    ]
    y = 740
    d.c.setLineWidth(0.8)
    d.c.line(56, y + 12, 540, y + 12)
    for title, x, w in cols:
        d.t(x + 2, y, title, "Sans-Bold", 8.5)
    d.c.line(56, y - 5, 540, y - 5)
    y -= 18
    d.c.setLineWidth(0.3)
    for r in rows:
        cells = []
        nlines = 1
        for (title, x, w), val in zip(cols, r):
            sl = []
            ls = wrap(val, "Sans", 8, w - 4, 0, 0, sl, True)
            d.split_words += sl
            cells.append((x, ls))
            nlines = max(nlines, len(ls))
        for x, ls in cells:
            yy = y
            for ind, ln in ls:
                d.t(x + 2, yy, ln, "Sans", 8)
                yy -= 10
        y -= nlines * 10 + 5
        d.c.line(56, y + 8, 540, y + 8)
        doi = r[2]
        if doi.startswith("10."):
            g.add(doi, 1)
    d.t(56, y - 10, "n/a: not archived. Sizes are compressed. ICPSR data require a signed agreement (DUA 10.2).", "Serif-Italic", 8)
    d.save()
    g.own = None
    g.notes.append("Ruled table with one DOI per cell in a narrow DOI column; long DOIs wrap inside the cell at '/' or '.' (split_across_lines), while the row's other cells (Licence, Size, 'Used in') sit on the same baseline as the first DOI line. Extractors that read the table row by row put those cells between the two halves of the DOI; the gold is the DOI as printed in the cell.")
    g.notes.append("Includes GBIF 10.15468/dl.4bzxua, ICPSR ...v1, Dataverse 10.7910/DVN/TJCLKP (slash in suffix), OpenNeuro ...v1.0.0, NCAR 10.5065/D6RN35ST. Noise: 'resolved on 10.03.2021', 'DUA 10.2', sizes like '1.2 GB'. No own DOI.")
    return g, d

# ---------------------------------------------------------------- P10 DOI split across text objects / fonts on one line
@builder
def twofont_split():
    name = "twofont_split_text_objects.pdf"
    g = Gold(name)
    W, H = A4
    d = Doc(OUT + name, A4)
    set_info(d.c, title="Publications 2020", author="Institute of Water Research", creator="Microsoft® Word for Microsoft 365", producer="Microsoft® Word for Microsoft 365")
    d.t(56, 800, "Institute of Water Research — Publications 2020 (excerpt)", "Helvetica-Bold", 13)
    y = [770]
    def row(parts, note=None):
        """parts: list of (text, font, size, gap_before). Each part is its own text object."""
        x = 56
        for text, font, size, gap in parts:
            x += gap
            d.c.setFont(font, size)
            if font.startswith("Helvetica") and "doi.org" in text:
                d.c.setFillColorRGB(0.0, 0.2, 0.7)
            d.c.drawString(x, y[0], text)
            d.c.setFillColorRGB(0, 0, 0)
            d.log.append((d.page, text))
            x += stringWidth(text, font, size)
        y[0] -= 16
    d.t(56, y[0], "Journal articles", "Helvetica-Bold", 11); y[0] -= 18
    row([("1. Hoffmann M. et al. (2020) Cell 181:271–280. ", "Times-Roman", 10, 0), ("DOI ", "Helvetica-Bold", 9, 0), ("10.1016/j.cell.2020.02.052", "Times-Roman", 10, 0)])
    g.add("10.1016/j.cell.2020.02.052", 1)
    row([("2. Zhou P. et al. (2020) Nature 579:270–273. ", "Times-Roman", 10, 0), ("https://doi.org/", "Helvetica", 9, 0), ("10.1038/s41586-020-2012-7", "Courier", 9, 0)])
    g.add("10.1038/s41586-020-2012-7", 1)
    row([("3. Smith R. et al. (2021) Nucleic Acids Res. 49:D1. doi:", "Times-Roman", 10, 0), ("10.1093/", "Times-Roman", 10, 0), ("nar/gkaa1100", "Times-Italic", 10, 0)])
    g.add("10.1093/nar/gkaa1100", 1)
    row([("4. Lee J. et al. (2006) Environ. Sci. Technol. 40:3456. doi:", "Times-Roman", 10, 0), ("10.1021/", "Times-Roman", 10, 0), ("es0519278", "Times-Roman", 10, 2.8)])
    g.add("10.1021/es0519278", 1)
    row([("5. Vogelpohl A. (1984) Water Res. 18:1029. doi:", "Times-Roman", 10, 0), ("10.1016/0043-", "Times-Roman", 10, 0), ("1354(84)90246-X", "Times-Roman", 10, 3.0)])
    g.add("10.1016/0043-1354(84)90246-X", 1)
    row([("6. Brdjanovic D. et al. (1997) J. Environ. Eng. 123:144. http://dx.doi.org/", "Times-Roman", 10, 0), ("10.1061/(ASCE)0733-9372(1997)123:2(144)", "Times-Roman", 10, 3.2)])
    g.add("10.1061/(ASCE)0733-9372(1997)123:2(144)", 1)
    row([("7. Jinek M. et al. (2012) Science 337:816. doi:", "Times-Roman", 10, 0), ("10.1126/science.1225829", "Times-Roman", 10, 0), ("Accessed 3 May 2020.", "Times-Italic", 10, 3.5)])
    g.add("10.1126/science.1225829", 1)
    # per-glyph positioned DOI (every character its own text object, small tracking)
    x = 56
    pre = "8. He K. et al. (2016) Proc. CVPR, 770–778. DOI: "
    d.c.setFont("Times-Roman", 10); d.c.drawString(x, y[0], pre); d.log.append((1, pre))
    x += stringWidth(pre, "Times-Roman", 10)
    for ch in "10.1109/CVPR.2016.90":
        d.c.drawString(x, y[0], ch); d.log.append((1, ch))
        x += stringWidth(ch, "Times-Roman", 10) + 0.35
    y[0] -= 16
    g.add("10.1109/CVPR.2016.90", 1)
    row([("9. Wrapp D. et al. (2020) Science 367:1260. ", "Times-Roman", 10, 0), ("doi", "Times-Roman", 7.5, 0), (":10.1126/science.abb2507", "Times-Roman", 10, 0)])
    g.add("10.1126/science.abb2507", 1)
    y[0] -= 10
    d.t(56, y[0], "Data sets", "Helvetica-Bold", 11); y[0] -= 18
    row([("10. Okonjo A. (2020) Dryad. ", "Times-Roman", 10, 0), ("https://doi.org/10.5061/", "Courier", 9, 0), ("dryad.gb5mkkwm1", "Courier-Bold", 9, 0)])
    g.add("10.5061/dryad.gb5mkkwm1", 1)
    row([("11. Kamau W. (2020) Zenodo. https://doi.org/10.5281/zenodo.", "Times-Roman", 10, 0), ("4012345", "Times-Roman", 10, 2.6)])
    g.x("10.5281/zenodo.4012345"); g.x("10.5281/zenodo")
    g.disputed.append("Line 11 'https://doi.org/10.5281/zenodo.' + 2.6pt gap + '4012345' extracts as 'zenodo. 4012345'. SPEC 5's list for joining across a space names a wrapper without DOI, a prefix without suffix, or a suffix ending in '/' or '-' - not '.', which in prose is usually a sentence end. Left out of expected; both 10.5281/zenodo.4012345 (reader's view) and 10.5281/zenodo (literal) are in acceptable_extra.")
    d.save()
    g.notes.append("Each reference line is built from several text objects in different fonts on the same baseline: label in Helvetica-Bold + DOI in Times; 'https://doi.org/' Helvetica + DOI in Courier; prefix Times-Roman + suffix Times-Italic; a DOI drawn glyph by glyph with 0.35pt tracking; the 'doi' label in a smaller font glued to ':10.1126/...'.")
    g.notes.append("Small gaps (2.6–3.2pt) between objects make extractors insert a space: '10.1021/ es0519278', '10.1016/0043- 1354(84)90246-X', 'dx.doi.org/ 10.1061/...', - SPEC 5 joins these (part before is visibly incomplete); see disputed for 'zenodo. 4012345'. Line 7 has a complete DOI followed after a gap by 'Accessed 3 May 2020.' (must not be joined).")
    g.own = None
    return g, d

# ---------------------------------------------------------------- P11 Elsevier first page with custom metadata + crossmark
@builder
def elsevier_jcp():
    name = "elsevier_jcp_firstpage.pdf"
    g = Gold(name)
    OWN = "10.1016/j.jcp.2020.109876"
    W, H = A4
    def hdr(d, p):
        if p > 1:
            d.t(56, 805, "L. Moreau, T. Aguirre / Journal of Computational Physics 423 (2020) 109876", "SerifCond", 7.5)
            d.t(W - 56, 805, str(p), "Serif", 8, "r")
    d = Doc(OUT + name, A4, on_new_page=hdr)
    set_info(d.c, title="Physics-informed neural networks with adaptive collocation for stiff reaction–diffusion systems",
             author="Lucie Moreau", subject=f"Journal of Computational Physics, 423 (2020) 109876. doi:{OWN}", keywords="Physics-informed neural networks,Adaptive sampling,Stiff PDEs",
             creator="Elsevier", producer="Acrobat Distiller 8.1.0 (Windows)",
             extra={"doi": OWN, "robots": "noindex", "CrossmarkDomainExclusive": "true", "CrossMarkDomains[1]": "elsevier.com", "CrossMarkDomains[2]": "sciencedirect.com", "ElsevierWebPDFSpecifications": "6.5", "CrossmarkMajorVersionDate": "2010-04-23"})
    d.t(W / 2, 810, "Journal of Computational Physics 423 (2020) 109876", "SansCond", 8, "c")
    d.t(W / 2, 785, "Contents lists available at ScienceDirect", "Sans", 8, "c")
    d.t(W / 2, 765, "Journal of Computational Physics", "Serif", 16, "c")
    d.t(W / 2, 748, "www.elsevier.com/locate/jcp", "Sans", 7.5, "c")
    d.t(56, 715, "Physics-informed neural networks with adaptive collocation for stiff", "Serif", 14)
    d.t(56, 698, "reaction–diffusion systems", "Serif", 14)
    d.t(W - 56, 715, "Check for", "Sans", 6.5, "r"); d.t(W - 56, 707, "updates", "Sans", 6.5, "r")
    d.link(f"http://crossmark.crossref.org/dialog/?doi={OWN}&domain=pdf", (W - 100, 700, W - 56, 725))
    g.x(OWN)
    d.t(56, 675, "Lucie Moreau a,*, Tomás Aguirre b", "Serif", 10)
    d.t(56, 662, "a Laboratoire Jacques-Louis Lions, Sorbonne Université, Paris, France", "Serif-Italic", 7.5)
    d.t(56, 652, "b Departamento de Ingeniería Matemática, Universidad de Chile, Santiago, Chile", "Serif-Italic", 7.5)
    y = 625
    for s in ["a r t i c l e   i n f o", "", "Article history:", "Received 3 March 2020", "Received in revised form 12 August 2020", "Accepted 13 September 2020",
              "Available online 18 September 2020", "", "Keywords:", "Physics-informed neural networks", "Adaptive sampling", "Stiff PDEs"]:
        if s:
            d.t(56, y, s, "Serif", 8)
        y -= 10
    f = DFlow(d, [(56, 770, W - 112, 70)], frames_first=[(210, 635, W - 266, 420)], font="Serif", size=8.5, leading=10.5)
    f.para("a b s t r a c t", font="Serif", size=8)
    f.para("Physics-informed neural networks (PINNs) struggle with stiff reaction–diffusion systems whose solutions develop thin internal layers. We propose a residual-based adaptive collocation strategy that concentrates training points where the PDE residual is large, and combine it with a causal weighting of the loss. On the Allen–Cahn equation with ε = 10^-4 and on the Gray–Scott model, the method reduces the relative L2 error by one to two orders of magnitude (from 10.5% to 0.12%) compared with uniform sampling. The implementation builds on DeepXDE and is available at https://doi.org/10.5281/zenodo.4001234.")
    g.add("10.5281/zenodo.4001234", None)
    f.para("© 2020 Elsevier Inc. All rights reserved.", size=7.5)
    f2 = DFlow(d, [(56, 770, W - 112, 70)], frames_first=[(56, 400, W - 112, 130)], font="Serif", size=9, leading=11)
    f2.para("1. Introduction", font="Serif-Bold")
    f2.para(("Physics-informed neural networks [1] embed the governing equations into the loss of a neural network and have been applied to fluid mechanics [2], heat transfer [3] and inverse problems [4]. "
             "Their training, however, is known to fail for stiff problems, as analysed through the neural tangent kernel [5]. ") * 3)
    d.t(56, 110, "* Corresponding author.", "Serif", 7)
    d.t(56, 101, "E-mail address: lucie.moreau@example.fr (L. Moreau).", "Serif", 7)
    d.t(56, 84, "https://doi.org/" + OWN, "Serif", 7); g.add(OWN, 1)
    d.t(56, 75, "0021-9991/© 2020 Elsevier Inc. All rights reserved.", "Serif", 7)
    d.new_page()
    f3 = DFlow(d, [(56, 780, W - 112, 70)], font="Serif", size=8, leading=10)
    f3.para("References", font="Serif-Bold", size=9)
    refs = [
        ("M. Raissi, P. Perdikaris, G.E. Karniadakis, Physics-informed neural networks: a deep learning framework for solving forward and inverse problems involving nonlinear partial differential equations, J. Comput. Phys. 378 (2019) 686–707,", "10.1016/j.jcp.2018.10.045"),
        ("X. Jin, S. Cai, H. Li, G.E. Karniadakis, NSFnets (Navier–Stokes flow nets): physics-informed neural networks for the incompressible Navier–Stokes equations, J. Comput. Phys. 426 (2021) 109951,", "10.1016/j.jcp.2020.109951"),
        ("S. Cai, Z. Wang, S. Wang, P. Perdikaris, G.E. Karniadakis, Physics-informed neural networks for heat transfer problems, J. Heat Transf. 143 (2021) 060801,", "10.1115/1.4050542"),
        ("L. Lu, X. Meng, Z. Mao, G.E. Karniadakis, DeepXDE: a deep learning library for solving differential equations, SIAM Rev. 63 (2021) 208–228,", "10.1137/19M1274067"),
        ("S. Wang, X. Yu, P. Perdikaris, When and why PINNs fail to train: a neural tangent kernel perspective, J. Comput. Phys. 449 (2022) 110768,", "10.1016/j.jcp.2021.110768"),
        ("D.P. Kingma, J. Ba, Adam: a method for stochastic optimization, in: 3rd International Conference on Learning Representations, ICLR 2015, San Diego, CA, USA, arXiv:1412.6980.", None),
        ("S.M. Allen, J.W. Cahn, A microscopic theory for antiphase boundary motion and its application to antiphase domain coarsening, Acta Metall. 27 (1979) 1085–1095,", "10.1016/0001-6160(79)90196-2"),
    ]
    for i, (t, doi) in enumerate(refs, 1):
        f3.para(t + (f" https://doi.org/{doi}." if doi else ""), hang=16, indent=16, label=f"[{i}]", space_after=1.5)
        if doi:
            g.add(doi, None)
    d.save()
    g.add(OWN, None, "meta")
    g.own = OWN
    g.notes.append("Elsevier-style first page: own DOI in the first-page footer and in the Info dictionary (/doi custom key, /Subject '... doi:10.1016/j.jcp.2020.109876'); CrossMark link annotation http://crossmark.crossref.org/dialog/?doi=...&domain=pdf (same DOI in another service's query). Noise: '0021-9991/©', 'ε = 10^-4', '10.5%', arXiv:1412.6980, CrossMarkDomains keys.")
    return g, d

# ---------------------------------------------------------------- P12 IEEE conference paper
@builder
def ieee_conf():
    name = "ieee_cvpr_conference.pdf"
    g = Gold(name)
    OWN = "10.1109/CVPR42600.2020.01234"
    W, H = letter
    def stamp(d, p):
        d.t(W / 2, 12, "Authorized licensed use limited to: University of Example. Downloaded on May 12,2021 at 10:15:33 UTC from IEEE Xplore.  Restrictions apply.", "Times-Roman", 6.5, "c")
        d.t(W / 2, 32, str(12340 + p), "Times-Roman", 9, "c")
    d = Doc(OUT + name, letter, on_new_page=stamp)
    set_info(d.c, title="Learning Dense Correspondence from Synthetic Motion", author="", subject="2020 IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR);2020; ; ;10.1109/CVPR42600.2020.01234",
             creator="LaTeX with hyperref package", producer="PDFlib+PDI 9.0.7p3 (Win32); modified using iText 4.2.0 by 1T3XT")
    d.t(W / 2, 730, "Learning Dense Correspondence from Synthetic Motion", "Times-Bold", 14, "c")
    d.t(W / 2, 705, "Anonymous Author¹        Second Author²", "Times-Roman", 11, "c")
    d.t(W / 2, 690, "¹University of Example   ²Example Research", "Times-Roman", 10, "c")
    cols = [(54, 670, 240, 80), (318, 670, 240, 80)]
    first = [(54, 670, 240, 110), (318, 670, 240, 80)]
    f = DFlow(d, [(54, 720, 240, 60), (318, 720, 240, 60)], frames_first=first, font="Times-Roman", size=10, leading=11.8)
    f.para("Abstract", font="Times-Bold")
    f.para("We learn dense correspondence from synthetic motion sequences. Our model improves end-point error by 10.5% on Sintel and generalizes to real videos without fine-tuning. Code and data are available.", font="Times-Italic")
    f.para("1. Introduction", font="Times-Bold")
    f.para(("Optical flow estimation has been dominated by deep networks since FlowNet [3]. Residual architectures [2] and correlation volumes [4] are standard building blocks. "
            "Convolutional networks trained with backpropagation [1] remain the workhorse; recurrent units such as LSTM [5] were used for temporal consistency. ") * 5)
    d.t(54, 96, "978-1-7281-7168-5/20/$31.00 ©2020 IEEE", "Times-Roman", 8)
    d.t(318, 96, "DOI 10.1109/CVPR42600.2020.01234", "Times-Roman", 8)
    g.add(OWN, 1)
    f.para("2. Method", font="Times-Bold")
    f.para(("We render 10,000 synthetic sequences at 960×540 with Blender 2.90 and train for 1.2M iterations with Adam (lr = 10^-4). "
            "Our loss combines photometric and smoothness terms, see Eq. (1). ") * 6)
    f.para("References", font="Times-Bold")
    refs = [
        ("Y. LeCun, L. Bottou, Y. Bengio, and P. Haffner, “Gradient-based learning applied to document recognition,” Proc. IEEE, vol. 86, no. 11, pp. 2278–2324, Nov. 1998, doi: 10.1109/5.726791.", "10.1109/5.726791"),
        ("K. He, X. Zhang, S. Ren, and J. Sun, “Deep residual learning for image recognition,” in Proc. IEEE Conf. Comput. Vis. Pattern Recognit. (CVPR), Jun. 2016, pp. 770–778, doi: 10.1109/CVPR.2016.90.", "10.1109/CVPR.2016.90"),
        ("A. Dosovitskiy et al., “FlowNet: Learning optical flow with convolutional networks,” in Proc. IEEE Int. Conf. Comput. Vis. (ICCV), Dec. 2015, pp. 2758–2766.", None),
        ("A. Krizhevsky, I. Sutskever, and G. E. Hinton, “ImageNet classification with deep convolutional neural networks,” Commun. ACM, vol. 60, no. 6, pp. 84–90, May 2017. [Online]. Available: https://doi.org/10.1145/3065386", "10.1145/3065386"),
        ("S. Hochreiter and J. Schmidhuber, “Long short-term memory,” Neural Comput., vol. 9, no. 8, pp. 1735–1780, Nov. 1997, doi: 10.1162/neco.1997.9.8.1735.", "10.1162/neco.1997.9.8.1735"),
        ("Z. Teed and J. Deng, “RAFT: Recurrent all-pairs field transforms for optical flow,” in Proc. Eur. Conf. Comput. Vis. (ECCV), 2020, pp. 402–419, doi: 10.1007/978-3-030-58536-5_24.", "10.1007/978-3-030-58536-5_24"),
    ]
    for i, (t, doi) in enumerate(refs, 1):
        f.para(t, font="Times-Roman", size=8, leading=9.5, hang=14, indent=14, label=f"[{i}]", space_after=1)
        if doi:
            g.add(doi, None)
    d.save()
    g.add(OWN, None, "meta")
    g.own = OWN
    g.notes.append("IEEE CVF-style first page: bottom-left '978-1-7281-7168-5/20/$31.00 ©2020 IEEE', bottom-right 'DOI 10.1109/CVPR42600.2020.01234' (label 'DOI' + space); IEEE Xplore stamp on every page ('Downloaded on May 12,2021 at 10:15:33 UTC'). /Subject ends with ';10.1109/CVPR42600.2020.01234' (Xplore-style metadata). IEEE reference style 'doi: 10.1109/5.726791.' (suffix begins '5.'). Noise: 'lr = 10^-4', '10.5%', '960×540', 'Blender 2.90'.")
    return g, d

# ---------------------------------------------------------------- P13 MDPI: DOIs only in link annotations ([CrossRef])
@builder
def mdpi_annots():
    name = "mdpi_ijms_link_annotations.pdf"
    g = Gold(name)
    OWN = "10.3390/ijms21093199"
    W, H = A4
    def hdr(d, p):
        if p > 1:
            d.t(56, 805, "Int. J. Mol. Sci. 2020, 21, 3199", "Sans", 8)
            d.t(W - 56, 805, f"{p} of 2", "Sans", 8, "r")
    d = Doc(OUT + name, A4, on_new_page=hdr)
    set_info(d.c, title="Transcriptomic Profiling of TMEM16A-Deficient Airway Epithelium Reveals Compensatory Bestrophin-1 Upregulation", author="Yuki Tanaka and Marta Kowalczyk",
             subject="TMEM16A loss in primary airway cultures ...", keywords="TMEM16A; BEST1; airway; RNA-seq", creator="LaTeX with hyperref", producer="pdfTeX-1.40.20")
    d.t(56, 805, "International Journal of", "Sans-Bold", 10); d.t(56, 793, "Molecular Sciences", "Sans-Bold", 10)
    d.t(W - 56, 805, "Article", "Sans", 9, "r")
    d.t(W - 56, 780, "Check for updates", "Sans", 6, "r")
    d.link(f"https://www.mdpi.com/article/{OWN}?type=check_update&version=1", (W - 110, 775, W - 56, 790))
    g.x(OWN)
    d.t(56, 760, "Transcriptomic Profiling of TMEM16A-Deficient Airway", "Serif-Bold", 15)
    d.t(56, 742, "Epithelium Reveals Compensatory Bestrophin-1 Upregulation", "Serif-Bold", 15)
    d.t(56, 720, "Yuki Tanaka 1 and Marta Kowalczyk 2,*", "Serif", 10)
    d.t(56, 690, "Received: 3 April 2020; Accepted: 29 April 2020; Published: 30 April 2020", "Sans", 7.5)
    d.t(56, 60, "Int. J. Mol. Sci. 2020, 21, 3199; doi:10.3390/ijms21093199", "Sans", 8); g.add(OWN, 1)
    d.t(W - 56, 60, "www.mdpi.com/journal/ijms", "Sans", 8, "r")
    f = DFlow(d, [(56, 780, W - 112, 70)], frames_first=[(56, 670, W - 112, 90)], font="Serif", size=9.5, leading=12)
    f.para("Abstract: TMEM16A loss in primary airway cultures reduces chloride secretion; here we show by RNA-seq that BEST1 is upregulated 10.5-fold in knockout cells. Data are available at NCBI GEO (GSE147507).")
    f.para("Keywords: TMEM16A; BEST1; airway epithelium; RNA-seq", font="Serif-Italic")
    f.para("1. Introduction", font="Sans-Bold")
    f.para(("Calcium-activated chloride channels regulate airway surface liquid [1,2]. Structure prediction [2] and pathway databases [4] helped to interpret the transcriptome. "
            "Reads were trimmed with Trimmomatic [7] and visualised with nVenn [9]. ") * 6)
    f.para("References", font="Sans-Bold")
    refs = [
        ("Zheng, M.; Gao, Y.; Wang, G.; Song, G.; Liu, S.; Sun, D.; Xu, Y.; Tian, Z. Functional exhaustion of antiviral lymphocytes in COVID-19 patients. Cell. Mol. Immunol. 2020, 17, 533–535.", "10.1038/s41423-020-0402-2", "https://doi.org/"),
        ("Jumper, J.; Evans, R.; Pritzel, A.; Green, T.; Figurnov, M.; Ronneberger, O. Highly accurate protein structure prediction with AlphaFold. Nature 2021, 596, 583–589.", "10.1038/s41586-021-03819-2", "https://doi.org/"),
        ("Sung, H.; Ferlay, J.; Siegel, R.L.; Laversanne, M.; Soerjomataram, I.; Jemal, A.; Bray, F. Global Cancer Statistics 2020. CA Cancer J. Clin. 2021, 71, 209–249.", "10.3322/caac.21660", "http://dx.doi.org/"),
        ("Szklarczyk, D.; Gable, A.L.; Lyon, D.; et al. STRING v11: Protein–protein association networks with increased coverage. Nucleic Acids Res. 2019, 47, D607–D613.", "10.1093/nar/gky1131", "https://doi.org/"),
        ("Kim, D.; Paggi, J.M.; Park, C.; Bennett, C.; Salzberg, S.L. Graph-based genome alignment and genotyping with HISAT2 and HISAT-genotype. Nat. Biotechnol. 2019, 37, 907–915.", None, None),
        ("European Medicines Agency. Guideline on Bioanalytical Method Validation. EMEA/CHMP/EWP/192217/2009 Rev. 1 Corr. 2. 2011.", None, None),
        ("Bolger, A.M.; Lohse, M.; Usadel, B. Trimmomatic: A flexible trimmer for Illumina sequence data. Bioinformatics 2014, 30, 2114–2120.", "10.1093/bioinformatics/btu170", "https://doi.org/"),
        ("Newcombe, R.G. Interval estimation for the difference between independent proportions: Comparison of eleven methods. Stat. Med. 1998, 17, 873–890.", "10.1002/(SICI)1097-0258(19980430)17:8<873::AID-SIM779>3.0.CO;2-I", "enc"),
        ("Pérez-Silva, J.G.; Araujo-Voces, M.; Quesada, V. nVenn: Generalized, quasi-proportional Venn and Euler diagrams. Bioinformatics 2018, 34, 2322–2324. doi:10.1093/bioinformatics/bty109.", "10.1093/bioinformatics/bty109", "printed"),
    ]
    for i, (t, doi, how) in enumerate(refs, 1):
        s = f"{i}. " + t
        lines = wrap(s + " [CrossRef] [PubMed]" if doi else s + " [PubMed]", "Serif", 8, W - 112 - 12, 0, 12)
        for ind, ln in lines:
            if f.y - 10 < 70:
                f.next_frame()
            f.y -= 10
            d.t(56 + ind, f.y, ln, "Serif", 8)
            x0 = 56 + ind
            if "[CrossRef]" in ln and doi:
                xs = x0 + stringWidth(ln[:ln.index("[CrossRef]")], "Serif", 8)
                if how == "enc":
                    url = "https://doi.org/" + quote(doi, safe="")
                elif how == "printed":
                    url = "https://doi.org/" + doi
                else:
                    url = how + doi
                d.link(url, (xs, f.y - 2, xs + stringWidth("[CrossRef]", "Serif", 8), f.y + 8))
                g.add(doi, d.page, "annot" if how != "printed" else "text")
            if "[PubMed]" in ln:
                xs = x0 + stringWidth(ln[:ln.index("[PubMed]")], "Serif", 8)
                d.link(f"http://www.ncbi.nlm.nih.gov/pubmed/{31375807 + i}", (xs, f.y - 2, xs + stringWidth("[PubMed]", "Serif", 8), f.y + 8))
        f.y -= 2
    d.save()
    g.own = OWN
    g.notes.append("MDPI-style references print no DOI: each has clickable '[CrossRef]' and '[PubMed]' link annotations; the DOIs are only in the /URI of the [CrossRef] annotations (link_annotation_only; pages = page of the annotation). One uses http://dx.doi.org/, one is fully percent-encoded (https://doi.org/10.1002%2F%28SICI%29...%3C873%3A%3AAID-SIM779%3E3.0.CO%3B2-I -> decoded SICI). Ref 9 also prints its DOI.")
    g.notes.append("Own DOI from the first-page footer 'Int. J. Mol. Sci. 2020, 21, 3199; doi:10.3390/ijms21093199'; the 'Check for updates' annotation (https://www.mdpi.com/article/10.3390/ijms21093199?type=check_update&version=1) repeats it. Refs 5 and 6 have no DOI. Order: link-annotation-only DOIs are listed after the printed DOIs of the same page.")
    return g, d

# ---------------------------------------------------------------- P14 APS PRL letter: refs only as link annotations
@builder
def aps_prl():
    name = "aps_prl_letter.pdf"
    g = Gold(name)
    OWN = "10.1103/PhysRevLett.126.050402"
    W, H = letter
    def hdr(d, p):
        d.t(W / 2, 760, "PHYSICAL REVIEW LETTERS 126, 050402 (2021)", "Times-Roman", 8.5, "c")
        d.t(54, 30, "0031-9007=21=126(5)=050402(6)", "Times-Roman", 7)
        d.t(W / 2, 30, f"050402-{p}", "Times-Roman", 8, "c")
        d.t(W - 54, 30, "© 2021 American Physical Society", "Times-Roman", 7, "r")
    d = Doc(OUT + name, letter, on_new_page=hdr)
    set_info(d.c, title="Entanglement-enhanced sensing with a trapped-ion quantum network", author="Claire Moreau, Daniel Okonkwo, Helena Lindqvist",
             subject="Phys. Rev. Lett. 126, 050402 (2021). doi:10.1103/PhysRevLett.126.050402", creator="", producer="Acrobat Distiller 10.1.8 (Windows)")
    d.t(W - 54, 745, "Editors' Suggestion", "Times-Italic", 8, "r")
    d.t(W / 2, 720, "Entanglement-Enhanced Sensing with a Trapped-Ion Quantum Network", "Times-Bold", 12, "c")
    d.t(W / 2, 700, "Claire Moreau,1,* Daniel Okonkwo,1 and Helena Lindqvist2", "Times-Roman", 10, "c")
    d.t(W / 2, 686, "1Department of Physics, Example Institute of Technology, Example, USA", "Times-Italic", 8, "c")
    d.t(W / 2, 664, "(Received 2 October 2020; accepted 11 January 2021; published 3 February 2021)", "Times-Roman", 8, "c")
    d.t(W / 2, 600, "DOI: " + OWN, "Times-Roman", 8, "c"); g.add(OWN, 1)
    f = DFlow(d, [(54, 735, 243, 50), (315, 735, 243, 50)], frames_first=[(54, 590, 243, 50), (315, 590, 243, 50)], font="Times-Roman", size=9.5, leading=11.2)
    refmarks = []
    f.para(("Quantum networks of entangled sensors promise sensitivity beyond the standard quantum limit [1,2]. Trapped ions [3] offer long coherence times, and photonic links [4] allow entanglement between remote nodes. "
            "Here we demonstrate a two-node network of 40Ca+ ions separated by 2.3 m that achieves a 10.5 dB improvement in phase sensitivity. ") * 4)
    f.para("See Supplemental Material at http://link.aps.org/supplemental/10.1103/PhysRevLett.126.050402 for details of the calibration, which includes Refs. [5,6].", size=8.5)
    f.para(("Remote entanglement is heralded at a rate of 182 s^-1 with fidelity 0.94(1). The phase estimation protocol follows Ref. [5]. ") * 3)
    refs = [
        ("C. L. Degen, F. Reinhard, and P. Cappellaro, Rev. Mod. Phys. 89, 035002 (2017).", "10.1103/RevModPhys.89.035002"),
        ("V. Giovannetti, S. Lloyd, and L. Maccone, Nat. Photonics 5, 222 (2011).", "10.1038/nphoton.2011.35"),
        ("D. Leibfried, R. Blatt, C. Monroe, and D. Wineland, Rev. Mod. Phys. 75, 281 (2003).", "10.1103/RevModPhys.75.281"),
        ("L. J. Stephenson, D. P. Nadlinger, B. C. Nichol, S. An, P. Drmota, T. G. Ballance, K. Thirumalai, J. F. Goodwin, D. M. Lucas, and C. J. Ballance, Phys. Rev. Lett. 124, 110501 (2020).", "10.1103/PhysRevLett.124.110501"),
        ("B. L. Higgins, D. W. Berry, S. D. Bartlett, H. M. Wiseman, and G. J. Pryde, Nature (London) 450, 393 (2007).", "10.1038/nature06257"),
        ("See, e.g., arXiv:2003.10555.", None),
    ]
    f.para("", lines=[(0, "")], space_after=4)
    d.c.setLineWidth(0.4)
    for i, (t, doi) in enumerate(refs, 1):
        lines = wrap(t, "Times-Roman", 8, 243 - 14, 0, 0)
        first = True
        for ind, ln in lines:
            if f.y - 9.5 < f.frames[f.fi][3]:
                f.next_frame()
            x = f.frames[f.fi][0]
            f.y -= 9.5
            if first:
                d.t(x, f.y, f"[{i}]", "Times-Roman", 8)
            d.t(x + 14 + ind, f.y, ln, "Times-Roman", 8)
            if doi:
                d.link("https://doi.org/" + doi, (x + 14, f.y - 2, x + 14 + stringWidth(ln, "Times-Roman", 8), f.y + 7))
                g.add(doi, d.page, "annot")
            first = False
    d.save()
    g.add(OWN, None, "meta")
    g.own = OWN
    g.notes.append("APS-style letter: 'DOI: 10.1103/PhysRevLett.126.050402' printed on page 1; references print no DOIs but every reference line carries a link annotation to https://doi.org/10.1103/... (link_annotation_only). The Supplemental Material URL http://link.aps.org/supplemental/10.1103/PhysRevLett.126.050402 repeats the own DOI inside another path.")
    g.notes.append("Footer '0031-9007=21=126(5)=050402(6)' (APS font encoding of slashes) and '050402-1' page ids are noise; arXiv:2003.10555; '182 s^-1', '10.5 dB'.")
    return g, d

# ---------------------------------------------------------------- P15 Taylor & Francis cover page
@builder
def tandf_cover():
    name = "tandf_cover_page_article.pdf"
    g = Gold(name)
    OWN = "10.1080/00207543.2019.1630772"
    W, H = A4
    d = Doc(OUT + name, A4)
    set_info(d.c, title="Digital twin-driven scheduling of flexible job shops under machine breakdowns", author="Hanna Virtanen & Rafael Ortega",
             subject="International Journal of Production Research, 2019. doi:10.1080/00207543.2019.1630772", keywords="Digital twin; flexible job shop; rescheduling", creator="Taylor & Francis", producer="iText® 5.5.13 ©2000-2018 iText Group NV (AGPL-version)")
    d.t(56, 800, "International Journal of Production Research", "Serif-Bold", 14)
    d.t(56, 780, "ISSN: 0020-7543 (Print) 1366-588X (Online) Journal homepage: https://www.tandfonline.com/loi/tprs20", "Sans", 8)
    d.t(56, 740, "Digital twin-driven scheduling of flexible job shops under machine", "Serif-Bold", 13)
    d.t(56, 724, "breakdowns", "Serif-Bold", 13)
    d.t(56, 700, "Hanna Virtanen & Rafael Ortega", "Serif", 11)
    cite = ("To cite this article: Hanna Virtanen & Rafael Ortega (2020) Digital twin-driven scheduling of flexible job shops under machine breakdowns, International Journal of Production Research, 58:7, 2117-2136, DOI: " + OWN)
    y = 670
    for ind, ln in wrap(cite, "Sans", 9, W - 112, 0, 0, None, False):
        d.t(56, y, ln, "Sans", 9); y -= 12
    g.add(OWN, 1)
    y -= 8
    d.t(56, y, "To link to this article:  https://doi.org/" + OWN, "Sans", 9); y -= 30
    for s in ["Published online: 18 Jun 2019.", "Submit your article to this journal", "Article views: 4321", "View related articles", "View Crossmark data", "Citing articles: 12 View citing articles"]:
        d.t(80, y, s, "Sans", 9); y -= 24
    d.link("http://crossmark.crossref.org/dialog/?doi=10.1080/00207543.2019.1630772&domain=pdf&date_stamp=2019-06-18", (80, y + 2 * 24, 250, y + 2 * 24 + 10))
    g.x(OWN)
    d.t(56, 60, "Full Terms & Conditions of access and use can be found at", "Sans", 7)
    d.t(56, 52, "https://www.tandfonline.com/action/journalInformation?journalCode=tprs20", "Sans", 7)
    d.new_page()
    d.t(56, 805, "INTERNATIONAL JOURNAL OF PRODUCTION RESEARCH", "Sans-Bold", 8)
    d.t(56, 795, "2020, VOL. 58, NO. 7, 2117–2136", "Sans", 8)
    d.t(56, 785, "https://doi.org/" + OWN, "Sans", 8)
    d.t(W - 56, 805, "Taylor & Francis", "Sans-Bold", 9, "r")
    d.t(W - 56, 795, "Taylor & Francis Group", "Sans", 7, "r")
    d.t(56, 755, "Digital twin-driven scheduling of flexible job shops under machine", "Serif-Bold", 13)
    d.t(56, 739, "breakdowns", "Serif-Bold", 13)
    d.t(56, 720, "Hanna Virtanen a and Rafael Ortega b", "Serif", 10)
    d.t(56, 700, "ARTICLE HISTORY", "Sans-Bold", 7.5); d.t(56, 690, "Received 12 December 2018", "Sans", 7.5); d.t(56, 681, "Accepted 29 May 2019", "Sans", 7.5)
    f = DFlow(d, [(56, 780, W - 112, 70)], frames_first=[(180, 700, W - 236, 560)], font="Serif", size=9, leading=11.5)
    f.para("ABSTRACT", font="Sans-Bold", size=8)
    f.para("Unplanned machine breakdowns disturb flexible job shops. We propose a digital-twin architecture in which a simulation model mirrors the shop floor in real time and triggers rescheduling, reducing makespan deviation by 10.4% on the Brandimarte MK01–MK10 instances.")
    f2 = DFlow(d, [(56, 780, W - 112, 70)], frames_first=[(56, 540, W - 112, 110)], font="Serif", size=9.5, leading=12)
    f2.para("1. Introduction", font="Sans-Bold")
    f2.para(("Industry 4.0 promises shop floors that sense and react to disturbances (Tao et al. 2019; Negri, Fumagalli, and Macchi 2017). "
             "Dynamic scheduling has a long history (Ouelhadj and Petrovic 2009), but digital twins add a continuously synchronised model of the physical system (Kritzinger et al. 2018). ") * 5)
    d.t(56, 90, "CONTACT Hanna Virtanen  hanna.virtanen@example.fi", "Sans", 7)
    d.t(56, 80, "© 2019 Informa UK Limited, trading as Taylor & Francis Group", "Sans", 7)
    d.new_page()
    d.t(W - 56, 805, "2118", "Sans", 8, "r"); d.t(56, 805, "H. VIRTANEN AND R. ORTEGA", "Sans", 8)
    f3 = DFlow(d, [(56, 780, W - 112, 70)], font="Serif", size=8.5, leading=10.5)
    f3.para("References", font="Sans-Bold", size=9)
    refs = [
        ("Brandimarte, P. 1993. “Routing and Scheduling in a Flexible Job Shop by Tabu Search.” Annals of Operations Research 41 (3): 157–183. doi:10.1007/BF02023073.", "10.1007/BF02023073"),
        ("Kritzinger, W., M. Karner, G. Traar, J. Henjes, and W. Sihn. 2018. “Digital Twin in Manufacturing: A Categorical Literature Review and Classification.” IFAC-PapersOnLine 51 (11): 1016–1022. doi:10.1016/j.ifacol.2018.08.474.", "10.1016/j.ifacol.2018.08.474"),
        ("Lu, Y., C. Liu, K. I.-K. Wang, H. Huang, and X. Xu. 2020. “Digital Twin-Driven Smart Manufacturing: Connotation, Reference Model, Applications and Research Issues.” Robotics and Computer-Integrated Manufacturing 61: 101837. https://doi.org/10.1016/j.rcim.2019.101837.", "10.1016/j.rcim.2019.101837"),
        ("Negri, E., L. Fumagalli, and M. Macchi. 2017. “A Review of the Roles of Digital Twin in CPS-Based Production Systems.” Procedia Manufacturing 11: 939–948. doi:10.1016/j.promfg.2017.07.198.", "10.1016/j.promfg.2017.07.198"),
        ("Ouelhadj, D., and S. Petrovic. 2009. “A Survey of Dynamic Scheduling in Manufacturing Systems.” Journal of Scheduling 12 (4): 417–431. doi:10.1007/s10951-008-0090-8.", "10.1007/s10951-008-0090-8"),
        ("Tao, F., H. Zhang, A. Liu, and A. Y. C. Nee. 2019. “Digital Twin in Industry: State-of-the-Art.” IEEE Transactions on Industrial Informatics 15 (4): 2405–2415. doi:10.1109/TII.2018.2873186.", "10.1109/TII.2018.2873186"),
    ]
    for t, doi in refs:
        f3.para(t, hang=12, space_after=2)
        g.add(doi, None)
    d.save()
    g.add(OWN, None, "meta")
    g.own = OWN
    g.notes.append("Taylor & Francis download with the cover page (page 1: 'To cite this article: ... 58:7, 2117-2136, DOI: 10.1080/...' and 'To link to this article: https://doi.org/...', Crossmark link annotation with ?doi=...), then the article's first page with the running header 'https://doi.org/10.1080/00207543.2019.1630772'. References in T&F author-date style with 'doi:10...' + sentence period, some wrapping (hanging indent 12pt).")
    g.notes.append("Noise: ISSN 0020-7543 / 1366-588X, '58:7, 2117-2136', 'Article views: 4321', 'MK01–MK10', '10.4%'.")
    return g, d
