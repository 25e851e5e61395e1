import sys, os
sys.path.insert(0, os.path.dirname(__file__))
from pdf_lib import *

OUT = "/tmp/redteam4/pdf/"
BUILDERS = []
def builder(fn):
    BUILDERS.append(fn)
    return fn

LOREM_BIO = [
    "Mucociliary clearance depends on the coordinated beating of motile cilia and on the hydration of the airway surface liquid, which is set by the balance of chloride secretion and sodium absorption.",
    "Organoid cultures derived from primary basal cells recapitulate many features of the native epithelium, including the differentiation into ciliated, secretory and club cells.",
    "We quantified ciliary beat frequency by high-speed video microscopy at 240 frames per second and analysed at least 10 fields per well (n = 10/group).",
    "Antibodies were used at 1:10.000 (anti-acetylated tubulin) and 1:500 (anti-ANO1, Abcam ab53212); nuclei were counterstained with DAPI.",
    "Statistical significance was assessed with two-sided Mann–Whitney tests; p values below 0.05 were considered significant, and effect sizes are reported with 95% confidence intervals.",
    "Compared with wild-type organoids, knockout organoids showed a reduction of 10.5% in ciliary beat frequency and a marked thickening of the mucus layer.",
]

def filler(n, pool=LOREM_BIO):
    return " ".join(pool[i % len(pool)] for i in range(n))

# ---------------------------------------------------------------- P1 Springer
@builder
def springer_article():
    name = "springer_jmm_article.pdf"
    g = Gold(name)
    OWN = "10.1007/s00109-021-02012-3"
    def hdr(d, pg):
        if pg == 1:
            return
        if pg % 2 == 0:
            d.t(56, 800, f"{344 + pg}", "Sans", 8)
            d.t(100, 800, "Journal of Molecular Medicine (2021) 99:345–367", "Sans", 8)
        else:
            d.t(d.W - 56, 800, f"{344 + pg}", "Sans", 8, "r")
            d.t(d.W - 100, 800, "Journal of Molecular Medicine (2021) 99:345–367", "Sans", 8, "r")
    d = Doc(OUT + name, A4, on_new_page=hdr)
    set_info(d.c, title="Loss of TMEM16A in airway organoids impairs mucociliary clearance", author="Lena Schäfer", subject=f"Journal of Molecular Medicine, https://doi.org/{OWN}",
             keywords="TMEM16A,Organoid,Mucociliary clearance", creator="Springer",
             producer="PDFlib+PDI 9.0.7p3 (C++/Win64); modified using iText® 5.3.5 ©2000-2012 1T3XT BVBA (SPRINGER SBM; licensed version)")
    # first page header
    d.t(56, 800, "Journal of Molecular Medicine (2021) 99:345–367", "Sans", 8)
    d.t(56, 789, "https://doi.org/" + OWN, "Sans", 8); g.add(OWN, 1)
    d.t(56, 760, "ORIGINAL ARTICLE", "Sans-Bold", 9)
    d.t(d.W - 56, 760, "Check for updates", "Sans", 7, "r")
    d.link(f"https://crossmark.crossref.org/dialog/?doi={OWN}&domain=pdf&date_stamp=2021-01-12", (d.W - 120, 755, d.W - 56, 770))
    g.x(OWN)
    d.t(56, 735, "Loss of TMEM16A in airway organoids impairs mucociliary", "Serif-Bold", 15)
    d.t(56, 717, "clearance", "Serif-Bold", 15)
    d.t(56, 695, "Lena Schäfer¹ · Emeka Okafor²", "Sans", 10)
    d.t(56, 675, "Received: 3 June 2020 / Revised: 14 October 2020 / Accepted: 26 November 2020 / Published online: 12 January 2021", "Sans", 7.5)
    d.t(56, 664, "© The Author(s) 2021", "Sans", 7.5)
    f = DFlow(d, [(56, 650, d.W - 112, 520)], size=9, leading=11)
    f.para("Abstract", font="Sans-Bold")
    f.para("TMEM16A (anoctamin-1) is a Ca2+-activated chloride channel expressed in secretory cells of the airway. Using CRISPR/Cas9 knockout in human airway organoids we show that loss of TMEM16A reduces ciliary beat frequency and impairs mucociliary clearance. " + LOREM_BIO[5] + " Image data are available from Zenodo.", font="Serif", size=9)
    f.para("Keywords TMEM16A · Organoid · Mucociliary clearance · Cystic fibrosis", size=8.5)
    # two columns below
    cols = [(56, 505, 230, 120), (309, 505, 230, 120)]
    body = DFlow(d, [(56, 770, 230, 60), (309, 770, 230, 60)], frames_first=cols, size=9, leading=11)
    body.para("Introduction", font="Sans-Bold")
    body.para(filler(8))
    # footnote block page 1 (left column bottom)
    d.t(56, 100, "* Lena Schäfer", "Serif", 7.5)
    d.t(56, 91, "lena.schaefer@uni-example.de", "Serif", 7.5)
    d.t(56, 80, "1 Institute of Molecular Medicine, University Hospital Example, 12345 Example, Germany", "Serif", 7.5)
    d.t(56, 71, "2 Department of Physiology, University of Lagos, Lagos, Nigeria", "Serif", 7.5)
    d.t(56, 40, "© The Author(s) 2021", "Sans", 7)
    body.para(filler(12, LOREM_BIO[2:]))
    body.para("Materials and methods", font="Sans-Bold")
    body.para(filler(14))
    body.para("Data availability", font="Sans-Bold")
    body.para("RNA-seq data have been deposited in GEO under accession GSE162345. Image data are available from Zenodo at https://doi.org/10.5281/zenodo.4321876.")
    g.add("10.5281/zenodo.4321876", None)
    body.para(filler(10))
    body.para("References", font="Sans-Bold")
    refs = [
        ("Altschul SF, Gish W, Miller W, Myers EW, Lipman DJ (1990) Basic local alignment search tool. J Mol Biol 215:403–410.", "10.1016/S0022-2836(05)80360-2"),
        ("Caputo A, Caci E, Ferrera L et al (2008) TMEM16A, a membrane protein associated with calcium-dependent chloride channel activity. Science 322:590–594.", "10.1126/science.1163518"),
        ("Hoffmann M, Kleine-Weber H, Schroeder S et al (2020) SARS-CoV-2 cell entry depends on ACE2 and TMPRSS2 and is blocked by a clinically proven protease inhibitor. Cell 181:271–280.e8.", "10.1016/j.cell.2020.02.052"),
        ("Laemmli UK (1970) Cleavage of structural proteins during the assembly of the head of bacteriophage T4. Nature 227:680–685.", "10.1038/227680a0"),
        ("Livak KJ, Schmittgen TD (2001) Analysis of relative gene expression data using real-time quantitative PCR and the 2−ΔΔCT method. Methods 25:402–408.", "10.1006/meth.2001.1262"),
        ("Love MI, Huber W, Anders S (2014) Moderated estimation of fold change and dispersion for RNA-seq data with DESeq2. Genome Biol 15:550.", "10.1186/s13059-014-0550-8"),
        ("Müller-Lyer F, Schäfer T (2018) Proteasome inhibition in primary cilia. J Mol Med 96:1031–1044.", "10.1007/s00109-018-1678-z"),
        ("Namkung W, Phuan PW, Verkman AS (2011) TMEM16A inhibitors reveal TMEM16A as a minor component of calcium-activated chloride channel conductance in airway and intestinal epithelial cells. J Biol Chem 286:2365–2374.", "10.1074/jbc.M110.175109"),
        ("R Core Team (2020) R: a language and environment for statistical computing. R Foundation for Statistical Computing, Vienna, Austria.", None),
        ("Schindelin J, Arganda-Carreras I, Frise E et al (2012) Fiji: an open-source platform for biological-image analysis. Nat Methods 9:676–682.", "10.1038/nmeth.2019"),
        ("Smith J, Müller K (2019) Organoid models of the airway epithelium. In: Weber P, Costa L (eds) Lung stem cells. Methods in molecular biology, vol 2000. Humana, New York, pp 213–229.", "10.1007/978-1-4939-9557-8_13"),
        ("Subramanian A, Tamayo P, Mootha VK et al (2005) Gene set enrichment analysis: a knowledge-based approach for interpreting genome-wide expression profiles. Proc Natl Acad Sci USA 102:15545–15550.", "10.1073/pnas.0506580102"),
    ]
    for txt, doi in refs:
        t = txt + (" https://doi.org/" + doi if doi else "")
        body.para(t, size=8, leading=9.5, hang=8, space_after=2)
        if doi:
            g.add(doi, None)
    body.para("Publisher's Note Springer Nature remains neutral with regard to jurisdictional claims in published maps and institutional affiliations.", size=7.5, leading=9)
    d.save()
    g.own = OWN
    g.add(OWN, None, "meta")
    g.notes.append("Own DOI from the first-page header line under 'Journal of Molecular Medicine (2021) 99:345–367' (also in /Subject 'Journal of Molecular Medicine, https://doi.org/...'). Crossmark link annotation ?doi=... repeats it. Running headers on later pages carry no DOI. Springer reference list with 'https://doi.org/...' at the end of each reference (some wrap at '/', '.', '-'). Noise: 'n = 10/group', '1:10.000', 'ab53212', '2−ΔΔCT', GSE162345.")
    return g, d

# ---------------------------------------------------------------- P2 two-column, 40 numbered references
WATER_REFS = [
    ("M. Henze, W. Gujer, T. Mino, M. van Loosdrecht, Activated Sludge Models ASM1, ASM2, ASM2d and ASM3, IWA Publishing, London, 2000.", None, None),
    ("D. Brdjanovic, M.C.M. van Loosdrecht, C.M. Hooijmans, G.J. Alaerts, J.J. Heijnen, Temperature effects on physiology of biological phosphorus removal, J. Environ. Eng. 123 (1997) 144–153,", "10.1061/(ASCE)0733-9372(1997)123:2(144)", "url"),
    ("P.M. Sutton, Membrane bioreactors for industrial wastewater treatment: applicability and selection of optimal system configuration, Proc. Water Environ. Fed. 2006 (2006) 3233–3248,", "10.2175/193864706783710587", "url"),
    ("A. Vogelpohl, Wastewater treatment by membrane bioreactors, Water Res. 18 (1984) 1029–1036,", "10.1016/0043-1354(84)90246-X", "url"),
    ("S. Judd, The status of membrane bioreactor technology, Trends Biotechnol. 26 (2008) 109–116,", "10.1016/j.tibtech.2007.11.005", "url"),
    ("T. Ternes, Occurrence of drugs in German sewage treatment plants and rivers, Water Res. 32 (1998) 3245–3260,", "10.1016/S0043-1354(98)00099-2", "doi"),
    ("R.P. Schwarzenbach, B.I. Escher, K. Fenner, T.B. Hofstetter, C.A. Johnson, U. von Gunten, B. Wehrli, The challenge of micropollutants in aquatic systems, Science 313 (2006) 1072–1077,", "10.1126/science.1127291", "url"),
    ("J. Radjenović, M. Petrović, D. Barceló, Fate and distribution of pharmaceuticals in wastewater and sewage sludge of the conventional activated sludge (CAS) and advanced membrane bioreactor (MBR) treatment, Water Res. 43 (2009) 831–841,", "10.1016/j.watres.2008.11.043", "url"),
    ("US EPA, Method 1694: Pharmaceuticals and Personal Care Products in Water, Soil, Sediment, and Biosolids by HPLC/MS/MS, EPA-821-R-08-002, Washington, DC, 2007.", None, None),
    ("Y. Luo, W. Guo, H.H. Ngo, L.D. Nghiem, F.I. Hai, J. Zhang, S. Liang, X.C. Wang, A review on the occurrence of micropollutants in the aquatic environment and their fate and removal during wastewater treatment, Sci. Total Environ. 473–474 (2014) 619–641,", "10.1016/j.scitotenv.2013.12.065", "url"),
    ("B. Petrie, R. Barden, B. Kasprzyk-Hordern, A review on emerging contaminants in wastewaters and the environment: current knowledge, understudied areas and recommendations for future monitoring, Water Res. 72 (2015) 3–27,", "10.1016/j.watres.2014.08.053", "url"),
    ("C. Abegglen, H. Siegrist, Mikroverunreinigungen aus kommunalem Abwasser. Verfahren zur weitergehenden Elimination auf Kläranlagen, Bundesamt für Umwelt, Bern, 2012.", None, None),
    ("J. Margot, C. Kienle, A. Magnet, M. Weil, L. Rossi, L.F. de Alencastro, C. Abegglen, D. Thonney, N. Chèvre, M. Schärer, D.A. Barry, Treatment of micropollutants in municipal wastewater: ozone or powdered activated carbon? Sci. Total Environ. 461–462 (2013) 480–498,", "10.1016/j.scitotenv.2013.05.034", "url"),
    ("U. von Gunten, Ozonation of drinking water: part I. Oxidation kinetics and product formation, Water Res. 37 (2003) 1443–1467,", "10.1016/S0043-1354(02)00457-8", "url"),
    ("M.M. Huber, S. Canonica, G.-Y. Park, U. von Gunten, Oxidation of pharmaceuticals during ozonation and advanced oxidation processes, Environ. Sci. Technol. 37 (2003) 1016–1024,", "10.1021/es025896h", "doi"),
    ("Y. Lee, U. von Gunten, Oxidative transformation of micropollutants during municipal wastewater treatment: comparison of kinetic aspects of selective (chlorine, chlorine dioxide, ferrateVI, and ozone) and non-selective oxidants (hydroxyl radical), Water Res. 44 (2010) 555–566,", "10.1016/j.watres.2009.11.045", "url"),
    ("R. Schwarzenbach et al., Global water pollution and human health, Annu. Rev. Environ. Resour. 35 (2010) 109–136,", "10.1146/annurev-environ-100809-125342", "url"),
    ("K. Fenner, S. Canonica, L.P. Wackett, M. Elsner, Evaluating pesticide degradation in the environment: blind spots and emerging opportunities, Science 341 (2013) 752–758,", "10.1126/science.1236281", "url"),
    ("S. Kleywegt, V. Pileggi, P. Yang, C. Hao, X. Zhao, C. Rocks, S. Thach, P. Cheung, B. Whitehead, Pharmaceuticals, hormones and bisphenol A in untreated source and finished drinking water in Ontario, Canada — occurrence and treatment efficiency, Sci. Total Environ. 409 (2011) 1481–1488,", "10.1016/j.scitotenv.2011.01.010", "url"),
    ("A. Joss, S. Zabczynski, A. Göbel, B. Hoffmann, D. Löffler, C.S. McArdell, T.A. Ternes, A. Thomsen, H. Siegrist, Biological degradation of pharmaceuticals in municipal wastewater treatment: proposing a classification scheme, Water Res. 40 (2006) 1686–1696,", "10.1016/j.watres.2006.02.014", "url"),
    ("L. Rieger, G. Koch, M. Kühni, W. Gujer, H. Siegrist, The EAWAG Bio-P module for activated sludge model no. 3, Water Res. 35 (2001) 3887–3903,", "10.1016/S0043-1354(01)00110-5", "url"),
    ("E.M. Golet, A.C. Alder, W. Giger, Environmental exposure and risk assessment of fluoroquinolone antibacterial agents in wastewater and river water of the Glatt Valley Watershed, Switzerland, Environ. Sci. Technol. 36 (2002) 3645–3651,", "10.1021/es0256212", "doi"),
    ("N. Vieno, T. Tuhkanen, L. Kronberg, Elimination of pharmaceuticals in sewage treatment plants in Finland, Water Res. 41 (2007) 1001–1012,", "10.1016/j.watres.2006.12.017", "url"),
    ("D.J. Lapworth, N. Baran, M.E. Stuart, R.S. Ward, Emerging organic contaminants in groundwater: a review of sources, fate and occurrence, Environ. Pollut. 163 (2012) 287–303,", "10.1016/j.envpol.2011.12.034", "url"),
    ("T. Heberer, Occurrence, fate, and removal of pharmaceutical residues in the aquatic environment: a review of recent research data, Toxicol. Lett. 131 (2002) 5–17,", "10.1016/S0378-4274(02)00041-3", "url"),
    ("P. Verlicchi, M. Al Aukidy, E. Zambello, Occurrence of pharmaceutical compounds in urban wastewater: removal, mass load and environmental risk after a secondary treatment — a review, Sci. Total Environ. 429 (2012) 123–155,", "10.1016/j.scitotenv.2012.04.028", "url"),
    ("K.E. Murray, S.M. Thomas, A.A. Bodour, Prioritizing research for trace pollutants and emerging contaminants in the freshwater environment, Environ. Pollut. 158 (2010) 3462–3471,", "10.1016/j.envpol.2010.08.009", "url"),
    ("J.L. Wilkinson et al., Pharmaceutical pollution of the world's rivers, Proc. Natl. Acad. Sci. USA 119 (2022) e2113947119,", "10.1073/pnas.2113947119", "url"),
    ("A.B.A. Boxall et al., Pharmaceuticals and personal care products in the environment: what are the big questions? Environ. Health Perspect. 120 (2012) 1221–1229,", "10.1289/ehp.1104477", "url"),
    ("M. Kumar, et al., Fisheries effects of pharmaceutical effluents, Fish. Res. 220 (2019) 105123,", "10.1016/j.\ufb01shres.2019.105123", "url"),
    ("R. Loos, et al., EU-wide monitoring survey on emerging polar organic contaminants in wastewater treatment plant effluents, Water Res. 47 (2013) 6475–6487,", "10.1016/j.watres.2013.08.024", "url"),
    ("European Commission, Directive 2013/39/EU amending Directives 2000/60/EC and 2008/105/EC as regards priority substances in the field of water policy, OJ L 226 (2013) 1–17.", None, None),
    ("S. Castiglioni, R. Bagnati, R. Fanelli, F. Pomati, D. Calamari, E. Zuccato, Removal of pharmaceuticals in sewage treatment plants in Italy, Environ. Sci. Technol. 40 (2006) 357–363,", "10.1021/es050991m", "doi"),
    ("H.R. Buser, T. Poiger, M.D. Müller, Occurrence and environmental behavior of the chiral pharmaceutical drug ibuprofen in surface waters and in wastewater, Environ. Sci. Technol. 33 (1999) 2529–2535,", "10.1021/es981014w", "url"),
    ("B. Kasprzyk-Hordern, R.M. Dinsdale, A.J. Guwy, The removal of pharmaceuticals, personal care products, endocrine disruptors and illicit drugs during wastewater treatment and its impact on the quality of receiving waters, Water Res. 43 (2009) 363–380,", "10.1016/j.watres.2008.10.047", "url"),
    ("C. Ort, M.G. Lawrence, J. Rieckermann, A. Joss, Sampling for pharmaceuticals and personal care products (PPCPs) and illicit drugs in wastewater systems: are your conclusions valid? A critical review, Environ. Sci. Technol. 44 (2010) 6024–6035,", "10.1021/es100779n", "url"),
    ("M. Gros, M. Petrović, A. Ginebreda, D. Barceló, Removal of pharmaceuticals during wastewater treatment and environmental risk assessment using hazard indexes, Environ. Int. 36 (2010) 15–26,", "10.1016/j.envint.2009.09.002", "url"),
    ("World Health Organization, Pharmaceuticals in Drinking-Water, WHO/HSE/WSH/11.05, Geneva, 2012.", None, None),
    ("N.H. Tran, M. Reinhard, K.Y.-H. Gin, Occurrence and fate of emerging contaminants in municipal wastewater treatment plants from different geographical regions — a review, Water Res. 133 (2018) 182–207,", "10.1016/j.watres.2017.12.029", "url"),
    ("Y. Yang, Y.S. Ok, K.-H. Kim, E.E. Kwon, Y.F. Tsang, Occurrences and removal of pharmaceuticals and personal care products (PPCPs) in drinking water and water/sewage treatment plants: a review, Sci. Total Environ. 596–597 (2017) 303–320,", "10.1016/j.scitotenv.2017.04.102", "url"),
]

@builder
def twocol_refs():
    name = "water_research_twocol_40refs.pdf"
    OWN = "10.1016/j.watres.2020.116123"
    cols = [(50, 760, 238, 60), (307, 760, 238, 60)]

    def layout(space, dry, path):
        g = Gold(name)
        def hdr(d, pg):
            if pg > 1:
                d.t(50, 800, "M. Okoro, K. Lindahl and S. Dubois", "SerifCond", 7.5)
                d.t(d.W - 50, 800, "Water Research 186 (2020) 116123", "SerifCond", 7.5, "r")
                d.t(d.W / 2, 30, str(pg), "Serif", 8, "c")
        d = Doc(path, A4, on_new_page=hdr)
        d.t(d.W / 2, 810, "Water Research 186 (2020) 116123", "SansCond", 8, "c")
        d.t(d.W / 2, 785, "Contents lists available at ScienceDirect", "Sans", 8, "c")
        d.t(d.W / 2, 765, "Water Research", "Serif", 16, "c")
        d.t(d.W / 2, 748, "journal homepage: www.elsevier.com/locate/watres", "Sans", 7.5, "c")
        d.t(50, 715, "Removal of pharmaceuticals in a full-scale membrane bioreactor: a two-", "Serif", 13)
        d.t(50, 699, "year mass-balance study", "Serif", 13)
        d.t(50, 680, "Mira Okoro a,*, Karin Lindahl b, Sébastien Dubois a", "Serif", 9)
        d.t(50, 668, "a Department of Environmental Engineering, Technical University, Example, Denmark", "Serif-Italic", 7)
        first = [(50, 650, 238, 140), (307, 650, 238, 56)]
        f = DFlow(d, cols, frames_first=first, size=8.5, leading=10.2, dry=False)
        f.para("ABSTRACT", font="Sans-Bold", size=8)
        f.para("Pharmaceutical residues pass conventional activated sludge plants largely unchanged. We report a two-year mass balance for 42 compounds in a full-scale membrane bioreactor (MBR) operated at 10.5 d sludge retention time, including carbamazepine, diclofenac and sulfamethoxazole. Removal was compound-specific and strongly temperature-dependent; sorption to sludge explained less than 5% of the elimination.", size=8.5)
        # first-page footer (left column bottom)
        d.t(50, 126, "* Corresponding author.", "Serif", 7)
        d.t(50, 117, "E-mail address: mok@env.example.dk (M. Okoro).", "Serif", 7)
        d.t(50, 100, "https://doi.org/" + OWN, "Serif", 7); g.add(OWN, 1)
        d.t(50, 91, "Received 12 May 2020; Received in revised form 18 July", "Serif", 7)
        d.t(50, 82, "2020; Accepted 10 August 2020", "Serif", 7)
        d.t(50, 73, "Available online 14 August 2020", "Serif", 7)
        d.t(50, 64, "0043-1354/© 2020 Elsevier Ltd. All rights reserved.", "Serif", 7)
        f.para("1. Introduction", font="Sans-Bold", size=8.5)
        f.para("Membrane bioreactors (MBRs) combine biological degradation with membrane separation [3,4] and have been studied intensively for the removal of micropollutants [5–8]. Compared with conventional treat- ment, the long sludge retention time favours slowly growing bacteria. Early work on MBRs was reviewed by Vogelpohl (see https://doi.org/10.1016/0043-1354(84)90246-X) and later by Judd [5].".replace("treat- ment", "treatment"), size=8.5)
        f.para("A detailed list of measured compounds, including the hydrophobic sub- stances not discussed here, is avail-", size=8.5, space_after=0,
               lines=[(0, "A detailed list of measured compounds, including the"), (0, "hydrophobic sub- stances not discussed here, is avail-".replace("sub- ", "sub")),
                      (0, "able at Mendeley Data (https://doi.org/10.17632/"), (0, "x7k2b9mvd4.2). Analytical methods followed EPA"), (0, "Method 1694 with modifications (Section 2.3).")])
        g.add("10.1016/0043-1354(84)90246-X", None)
        g.add("10.17632/x7k2b9mvd4.2", None, "split")
        f.para(" ".join(["Samples were taken as 48-h flow-proportional composites at the inlet, after the bioreactor and in the permeate, and analysed in triplicate.",
                         "Temperature in the bioreactor ranged from 10.2 °C in winter to 23.8 °C in summer; pH was 7.1–7.6 and the mixed liquor suspended solids were 10.5 ± 1.2 g/L.",
                         "Mass balances were closed for all compounds within ±15% when sorption to the excess sludge was included."] * 3), size=8.5)
        f.para("2. Results and discussion", font="Sans-Bold", size=8.5)
        f.para(" ".join(["Removal of diclofenac increased from 18% in winter to 61% in summer, in line with the temperature dependence reported by Joss et al. [20].",
                         "Carbamazepine was persistent (removal below 10%), whereas ibuprofen and naproxen were removed by more than 95% throughout the year, confirming earlier findings [21,22].",
                         "The observed first-order rate constants (kbiol = 0.1–10.5 L/gSS/d) agree with published data for conventional plants."] * 4), size=8.5)
        f.para("Acknowledgements", font="Sans-Bold", size=8.5)
        f.para("We thank the operators of the Example MBR plant. Funding: Danish Innovation Fund (grant 8055-00012B).", size=8.5)
        f.para("References", font="Sans-Bold", size=8.5)
        if space:
            f.skip(space)
        for i, (txt, doi, kind) in enumerate(WATER_REFS, 1):
            if doi:
                t = txt + (" https://doi.org/" + doi + "." if kind == "url" else " doi:" + doi + ".")
            else:
                t = txt
            f.para(t, size=7.5, leading=9, hang=17, indent=17, space_after=1.2, label=f"[{i}]")
            if doi:
                g.add(doi.replace("\ufb01", "fi"), None)
        return g, d, f

    # search for a layout where a DOI is split exactly at the bottom of the left column of a references page
    chosen = None
    for k in range(0, 400):
        space = k * 0.37
        g, d, f = layout(space, False, "/dev/null")
        placed = f.placed
        bad = any(pg != pg2 and not first2 and (("10." in ln.split()[-1]) or ("doi" in ln.split()[-1])) and ln.split()[-1][-1] in "/.-_"
                  for (pg, fi, ln, first), (pg2, fi2, ln2, first2) in zip(placed, placed[1:]))
        if bad:
            continue
        for (pg, fi, ln, first), (pg2, fi2, ln2, first2) in zip(placed, placed[1:]):
            if pg == pg2 and fi == 0 and fi2 == 1 and not first2 and ("doi" in ln.split()[-1] or "10." in ln.split()[-1]) and ln.split()[-1][-1] in "/.-_":
                chosen = space
                chosen_at = (pg, ln, ln2)
                break
        if chosen is not None:
            break
    g, d, f = layout(chosen or 0, False, OUT + name)
    set_info(d.c, title="Removal of pharmaceuticals in a full-scale membrane bioreactor: a two-year mass-balance study", author="Mira Okoro",
             subject="Water Research, 186 (2020) 116123. doi:" + OWN, creator="Elsevier", producer="Acrobat Distiller 10.1.16 (Windows)",
             extra={"doi": OWN, "robots": "noindex", "CrossmarkDomainExclusive": "true"})
    d.save()
    g.add(OWN, None, "meta")
    # split DOIs
    import re
    register_splits(g, d)
    g.extra["column_break_split"] = chosen is not None
    if chosen is not None:
        cb = [x for x in g.exp if x.replace("/", "").endswith(chosen_at[2].rstrip(".").replace("/", "")) or chosen_at[2].rstrip(".") in x]
        g.extra["column_break_doi"] = cb
        g.disputed.append(f"Column break: '{chosen_at[1].split()[-1]}' ends the left column of page {chosen_at[0]} and '{chosen_at[2]}' starts the right column; pdftotext and pdfminer both put a BLANK LINE between the halves. The DOI is visibly incomplete (ends in '.'), but SPEC 5 says a blank line is never joined. Gold keeps the full DOI {cb}; a literal extractor would report the truncated prefix instead (wrong either way).")
    g.own = OWN
    g.notes.append("Elsevier-style two-column article, references [1]-[40] in two columns; several DOIs wrap at '/', '.', '-' (split_across_lines); one DOI is cut at the bottom of the left column and continues at the top of the right column (column_break_split). Ref 30 prints 'j.ﬁshres' with the U+FB01 ligature (SPEC 4: folded -> fishres). Hyphenated prose 'sub-/stances', 'avail-/able' right before a wrapped Mendeley Data DOI '10.17632/' + 'x7k2b9mvd4.2'.")
    g.notes.append("First-page footer: own DOI, '0043-1354/© 2020' (ISSN with slash; the Vogelpohl DOI 10.1016/0043-1354(84)90246-X contains the same ISSN). Info dict has custom /doi key. Noise: 'EPA-821-R-08-002', 'Directive 2013/39/EU', 'WHO/HSE/WSH/11.05', '10.5 d', 'kbiol = 0.1–10.5 L/gSS/d', grant 8055-00012B.")
    return g, d

# ---------------------------------------------------------------- P3 bioRxiv preprint, footer on every page, line numbers
@builder
def biorxiv_preprint():
    name = "biorxiv_preprint_2020.03.22.002386.pdf"
    g = Gold(name)
    OWN = "10.1101/2020.03.22.002386"
    W, H = letter
    def footer(d, pg):
        d.t(W / 2, 52, str(pg), "Serif", 10, "c")
        d.t(W / 2, 30, f"bioRxiv preprint doi: https://doi.org/{OWN}; this version posted March 24, 2020. The copyright holder for this preprint", "Sans", 6.3, "c")
        d.t(W / 2, 22, "(which was not certified by peer review) is the author/funder, who has granted bioRxiv a license to display the preprint in perpetuity. It is made", "Sans", 6.3, "c")
        d.t(W / 2, 14, "available under aCC-BY-NC-ND 4.0 International license.", "Sans", 6.3, "c")
        g.add(OWN, pg)
    d = Doc(OUT + name, letter, on_new_page=footer)
    set_info(d.c, title="", author="", subject="", creator="Microsoft® Word for Office 365", producer="Microsoft® Word for Office 365")
    counter = [0]
    def ln_no(flow, x, y):
        counter[0] += 1
        d.c.setFont("Serif", 7)
        d.c.drawRightString(58, y, str(counter[0]))
    fr = [(72, 720, 468, 80)]
    f = DFlow(d, fr, font="Serif", size=11, leading=22)
    f.on_line = ln_no
    f.para("A SARS-CoV-2-Human Protein-Protein Interaction Map Reveals Drug Targets and Potential Drug-Repurposing", font="Serif-Bold", size=14, leading=24, allow_split=False)
    f.para("David E. Gordon1,2,3,4, Gwendolyn M. Jang1,2,3,4, Mehdi Bouhaddou1,2,3,4, Jiewei Xu1,2,3,4, Kirsten Obernier1,2,3,4, Matthew J. O’Meara5, et al.", allow_split=False)
    f.para("1 QBI COVID-19 Research Group (QCRG), San Francisco, CA, 94158, USA. 2 University of California San Francisco, Quantitative Biosciences Institute (QBI), San Francisco, CA 94158, USA.", size=9, allow_split=False)
    f.para("Abstract", font="Serif-Bold", allow_split=False)
    f.para("An outbreak of the novel coronavirus SARS-CoV-2, the causative agent of COVID-19 respiratory disease, has infected over 290,000 people since the end of 2019, killed over 12,000, and caused worldwide social and economic disruption. There are currently no antiviral drugs with proven efficacy nor are there vaccines for its prevention. Unfortunately, the scientific community has little knowledge of the molecular details of SARS-CoV-2 infection. To illuminate this, we cloned, tagged and expressed 26 of the 29 viral proteins in human cells and identified the human proteins physically associated with each using affinity-purification mass spectrometry (AP-MS), which identified 332 high-confidence SARS-CoV-2-human protein-protein interactions (PPIs).", allow_split=False)
    f.para("Introduction", font="Serif-Bold", allow_split=False)
    body = ("The current pandemic of COVID-19 (Coronavirus Disease-2019), a respiratory disease that has led to over 290,000 confirmed cases and 12,000 fatalities in over 150 countries (as of March 21, 2020), is caused by a novel coronavirus, SARS-CoV-2 (refs 1,2). "
            "Angiotensin-converting enzyme 2 (ACE2) is the receptor for SARS-CoV-2, and the serine protease TMPRSS2 primes the spike protein (ref. 3). "
            "Proteomics data (MSV000085070) were processed with MaxQuant 1.6.10.43 at 1% FDR; interaction scores were computed with SAINTexpress and CompPASS, and the network was drawn with Cytoscape 3.7.2. ")
    f.para(body * 3, allow_split=False)
    f.para("Data availability", font="Serif-Bold", allow_split=False)
    f.para("The mass spectrometry proteomics data have been deposited to the ProteomeXchange Consortium via the PRIDE partner repository with the dataset identifier PXD018117. Processed interaction scores and code are available at https://doi.org/10.5281/zenodo.3735212 and the expression constructs from Addgene (Kit #1000000149).", allow_split=False)
    g.add("10.5281/zenodo.3735212", None)
    f.para(body * 2, allow_split=False)
    f.para("References", font="Serif-Bold", allow_split=False)
    refs = [
        ("Zhou, P. et al. A pneumonia outbreak associated with a new coronavirus of probable bat origin. Nature (2020) doi:10.1038/s41586-020-2012-7.", "10.1038/s41586-020-2012-7"),
        ("Wu, F. et al. A new coronavirus associated with human respiratory disease in China. Nature (2020) doi:10.1038/s41586-020-2008-3.", "10.1038/s41586-020-2008-3"),
        ("Hoffmann, M. et al. SARS-CoV-2 Cell Entry Depends on ACE2 and TMPRSS2 and Is Blocked by a Clinically Proven Protease Inhibitor. Cell (2020) doi:10.1016/j.cell.2020.02.052.", "10.1016/j.cell.2020.02.052"),
        ("Zhou, Y. et al. Network-based drug repurposing for novel coronavirus 2019-nCoV/SARS-CoV-2. Cell Discov. 6, 14 (2020).", None),
        ("Chan, J. F.-W. et al. Genomic characterization of the 2019 novel human-pathogenic coronavirus isolated from a patient with atypical pneumonia after visiting Wuhan. Emerg. Microbes Infect. 9, 221–236 (2020).", None),
        ("Li, R. et al. Substantial undocumented infection facilitates the rapid dissemination of novel coronavirus (SARS-CoV2). medRxiv 2020.02.14.20023127 (2020) doi:10.1101/2020.02.14.20023127.", "10.1101/2020.02.14.20023127"),
        ("Walls, A. C. et al. Structure, function and antigenicity of the SARS-CoV-2 spike glycoprotein. bioRxiv 2020.02.19.956581 (2020) doi:10.1101/2020.02.19.956581.", "10.1101/2020.02.19.956581"),
        ("Jäger, S. et al. Global landscape of HIV-human protein complexes. Nature 481, 365–370 (2011).", None),
    ]
    for i, (t, doi) in enumerate(refs, 1):
        f.para(f"{i}. " + t, size=11, allow_split=False, hang=14)
        if doi:
            g.add(doi, None)
    d.save()
    g.own = OWN
    g.notes.append("bioRxiv footer on every page: 'bioRxiv preprint doi: https://doi.org/10.1101/2020.03.22.002386; this version posted March 24, 2020.' (';' right after the DOI to trim). Line numbers in the left margin (separate text objects at x=58) next to every body line; no DOI is wrapped. medRxiv/bioRxiv ids are also printed bare ('medRxiv 2020.02.14.20023127') next to their doi:10.1101/... - the bare ids are not DOIs.")
    g.notes.append("Noise: PXD018117, MSV000085070, MaxQuant 1.6.10.43, Cytoscape 3.7.2, 'Kit #1000000149', '2019-nCoV/SARS-CoV-2'.")
    return g, d

# ---------------------------------------------------------------- P4 thesis with footnotes
@builder
def thesis_footnotes():
    name = "thesis_chapter_footnotes.pdf"
    g = Gold(name)
    THESIS = "10.17863/CAM.65432"
    W, H = A4
    d = Doc(OUT + name, A4)
    set_info(d.c, title="Hydrological legacies of drought in East African catchments", author="Wanjiru Kamau",
             subject="doi:" + THESIS, keywords="drought; hydrology; East Africa; doctoral thesis; " + THESIS,
             creator="LaTeX with hyperref", producer="pdfTeX-1.40.21")
    g.add(THESIS, None, "meta")
    # title page
    d.t(W / 2, 640, "Hydrological legacies of drought", "Serif-Bold", 22, "c")
    d.t(W / 2, 612, "in East African catchments", "Serif-Bold", 22, "c")
    d.t(W / 2, 540, "Wanjiru Kamau", "Serif", 14, "c")
    d.t(W / 2, 500, "Department of Geography", "Serif", 12, "c")
    d.t(W / 2, 484, "University of Cambridge", "Serif", 12, "c")
    d.t(W / 2, 400, "This thesis is submitted for the degree of", "Serif-Italic", 12, "c")
    d.t(W / 2, 384, "Doctor of Philosophy", "Serif-Italic", 12, "c")
    d.t(W / 2, 300, "Darwin College                                   September 2020", "Serif", 11, "c")
    d.new_page()

    def body_page(lines, footnotes, pno):
        y = 760
        for ln in lines:
            xe = rich_line(d, 66, y, ln, "Serif", 10)
            assert xe <= W - 50, ln
            y -= 17
        # footnote rule
        fy = 60 + 10.5 * len(footnotes) + 8
        d.c.line(72, fy, 200, fy)
        y = fy - 12
        for fn in footnotes:
            xe = rich_line(d, 66, y, fn, "Serif", 8, 5.5, 3)
            assert xe <= W - 50, fn
            y -= 10.5
        d.t(W / 2, 40, str(pno), "Serif", 10, "c")

    p2 = [
        "Chapter 1",
        "",
        "Introduction",
        "",
        "Droughts in East Africa have become more frequent over the past four decades, and",
        "their legacies on catchment storage can outlast the meteorological anomaly by several",
        "years.^{1} The 2010–2011 drought in the Horn of Africa, for example, was followed by",
        "streamflow deficits that persisted well into 2013, a behaviour that conceptual models",
        "calibrated on pre-drought data fail to reproduce.^{2} Following Saft et al., I treat this",
        "as a shift in the rainfall–runoff relationship rather than as a model error.",
        "",
        "The processing code used throughout this thesis is archived on Zenodo under",
        "doi:10.5281/zenodo.4012345.^{3} All analyses were run with Python 3.10.4 and GR4J",
        "(version 10.2). Streamflow records were obtained from the Kenyan Water Resources",
        "Authority and the Global Runoff Data Centre (GRDC, 56075 Koblenz, Germany); rainfall",
        "from CHIRPS v2.0.^{4}",
    ]
    f2 = [
        "^{1} Kamau, W. & Otieno, F. (2019) Drought propagation in the Tana basin. Journal of Hydrology, 575,",
        "    1123–1135. https://doi.org/10.1016/j.jhydrol.",
        "    2019.05.071.",
        "^{2} Saft, M., Western, A. W., Zhang, L., Peel, M. C. & Potter, N. J. (2015) The influence of multiyear",
        "    drought on the annual rainfall-runoff relationship. Water Resources Research, 51, 2444–2463,",
        "    doi:10.1002/2014WR015348.",
        "^{3} Version 1.2 of the code; later versions are listed at https://doi.org/10.5281/zenodo.4012345.",
        "^{4} Funk, C. et al. (2015) The climate hazards infrared precipitation with stations. Sci. Data 2, 150066.",
    ]
    body_page(p2, f2, 1)
    for doi in ["10.1016/j.jhydrol.2019.05.071", "10.1002/2014WR015348", "10.5281/zenodo.4012345"]:
        g.add(doi, None)
    g.split.append("10.1016/j.jhydrol.2019.05.071")
    g.x("10.5281/zenodo.4012345.3")
    d.new_page()
    p3 = [
        "1.1  Storage and memory",
        "",
        "Catchment memory is usually quantified through the recession constant of baseflow.^{5}",
        "Where groundwater levels are available, the storage change can be estimated directly;",
        "elsewhere, GRACE terrestrial water storage anomalies provide a coarse constraint.^{6}",
        "Van Loon’s typology of drought propagation^{7} distinguishes between pool and flux",
        "deficits, a distinction that proves essential in Chapter 4.",
        "",
        "A note on data: the GRACE mascon solution (JPL RL06M, version 02) was downloaded",
        "on 10.03.2020; values are reported in cm equivalent water height (10.5 cm ≈ 105 mm).",
    ]
    f3 = [
        "^{5} Brutsaert, W. & Nieber, J. L. (1977) Regionalized drought flow hydrographs from a mature glaciated",
        "    plateau. Water Resources Research, 13(3), 637–643. DOI: 10.1029/WR013i003p00637",
        "^{6} Watkins, M. M. et al. (2015) Improved methods for observing Earth’s time variable mass distribution",
        "    with GRACE using spherical cap mascons. J. Geophys. Res. Solid Earth, 120, 2648–2671, https://",
        "    doi.org/10.1002/2014JB011547.",
        "^{7} Van Loon, A. F. (2015) Hydrological drought explained. WIREs Water, 2, 359–392. See also the",
        "    chapter in Nwosu (2020), doi:10.1093/oso/9780198846437.003.0004, pp. 67–89.",
    ]
    body_page(p3, f3, 2)
    for doi in ["10.1029/WR013i003p00637", "10.1002/2014JB011547", "10.1093/oso/9780198846437.003.0004"]:
        g.add(doi, None)
    d.new_page()
    bib = [
        "Bibliography",
        "",
        "Brutsaert, W. and Nieber, J. L. (1977). Regionalized drought flow hydrographs from a mature",
        "      glaciated plateau. Water Resources Research, 13(3):637–643. doi: 10.1029/WR013i003p00637.",
        "Funk, C., Peterson, P., Landsfeld, M., et al. (2015). The climate hazards infrared precipitation with",
        "      stations — a new environmental record for monitoring extremes. Scientific Data, 2:150066.",
        "      doi: 10.1038/sdata.2015.66.",
        "Saft, M., Western, A. W., Zhang, L., Peel, M. C., and Potter, N. J. (2015). The influence of multiyear",
        "      drought on the annual rainfall-runoff relationship: An Australian perspective. Water Resources",
        "      Research, 51(4):2444–2463. doi: 10.1002/2014WR015348.",
        "Van Loon, A. F. (2015). Hydrological drought explained. WIREs Water, 2(4):359–392.",
        "      doi: 10.1002/wat2.1085.",
    ]
    y = 760
    for ln in bib:
        d.t(72, y, ln, "Serif", 10)
        y -= 15
    d.t(W / 2, 40, "3", "Serif", 10, "c")
    for doi in ["10.1038/sdata.2015.66", "10.1002/wat2.1085"]:
        g.add(doi, None)
    g.split.append("10.1002/2014JB011547")  # wrapper split 'https://' / 'doi.org/...' (URL split before the DOI)
    d.save()
    g.own = THESIS
    g.notes.append("Thesis DOI 10.17863/CAM.65432 is only in the PDF Info (/Subject 'doi:...', /Keywords): metadata_only, page null; own_doi from metadata. Footnotes in 8pt with superscript markers drawn as separate raised text objects.")
    g.notes.append("Footnote 1 wraps 'https://doi.org/10.1016/j.jhydrol.' / '2019.05.071.' (indented continuation). Footnote 6 wraps the URL wrapper itself: 'https://' / 'doi.org/10.1002/2014JB011547.' (mid-URL, SPEC 5). Bibliography uses 'doi: 10...' with a space after the label.")
    g.disputed.append("Body line '...archived under doi:10.5281/zenodo.4012345.^3' - the footnote marker 3 is a raised separate text object right after the sentence period; text extractors emit '10.5281/zenodo.4012345.3'. The clean DOI also appears in footnote 3 (expected); 10.5281/zenodo.4012345.3 is in acceptable_extra.")
    return g, d

# ---------------------------------------------------------------- P5 book chapter (Oxford Scholarship Online style)
@builder
def oso_chapter():
    name = "oso_book_chapter.pdf"
    g = Gold(name)
    BOOK = "10.1093/oso/9780198846437.001.0001"
    CH = "10.1093/oso/9780198846437.003.0004"
    W, H = A4
    foot = ["PRINTED FROM OXFORD SCHOLARSHIP ONLINE (oxford.universitypressscholarship.com). (c) Copyright Oxford University Press, 2021.",
            "All Rights Reserved. An individual user may print out a PDF of a single chapter of a monograph in OSO for personal use.",
            "Subscriber: University of Example; date: 12 May 2021"]
    def ft(d, pg):
        d.t(W - 60, 810, f"Page {pg} of 2", "Sans", 8, "r")
        y = 50
        for s in foot:
            d.t(60, y, s, "Sans", 6.5); y -= 8
    d = Doc(OUT + name, A4, on_new_page=ft)
    set_info(d.c, title="Dams and Displacement in the Niger Basin", author="", subject="", creator="Oxford University Press", producer="Antenna House PDF Output Library 6.2.609 (Linux64)")
    y = 780
    for s, font, size in [("University Press Scholarship Online", "Sans", 8), ("Oxford Scholarship Online", "Sans-Bold", 10), ("", "Sans", 8),
                          ("Rivers of the Anthropocene: Governance, Conflict, and Hydrology", "Serif-Bold", 13), ("Amara Nwosu", "Serif", 10), ("", "Sans", 8),
                          ("Print publication date: 2020        Print ISBN-13: 9780198846437", "Sans", 8.5),
                          ("Published to Oxford Scholarship Online: March 2020", "Sans", 8.5),
                          ("DOI: " + BOOK, "Sans", 8.5), ("", "Sans", 8),
                          ("Dams and Displacement in the Niger Basin", "Serif-Bold", 12),
                          ("Amara Nwosu", "Serif", 10), ("", "Sans", 8),
                          ("DOI:" + CH, "Sans", 8.5), ("", "Sans", 8),
                          ("Abstract and Keywords", "Sans-Bold", 10)]:
        if s:
            d.t(60, y, s, font, size)
        y -= size + 5
    g.add(BOOK, 1); g.add(CH, 1)
    f = DFlow(d, [(60, y, W - 120, 90)], font="Serif", size=10, leading=14)
    f.para("This chapter examines the resettlement of some 44,000 people after the closure of the Kainji Dam in 1968 and asks how the hydrological promises of the project were translated into governance arrangements. It argues that displacement was not a side-effect but a constitutive element of the river-basin plan.", allow_split=False)
    f.para("Keywords: Kainji Dam, Niger River, resettlement, river-basin development, hydropolitics", font="Serif-Italic", allow_split=False)
    txt = ("The Niger Dams Project was conceived in the late 1950s as the centrepiece of Nigeria’s first National Development Plan (1962–1968). "
           "(p.67) Engineers estimated that the Kainji reservoir would store 15 km³ at full supply level and generate 760 MW, figures that shaped the bargaining between the federal government and the Northern Region. "
           "Colonial-era surveys (see note 1) had mapped the flood plain at 1:50,000, yet the resettlement plan relied on aerial photographs flown in 1962. ")
    f.para(txt * 2, allow_split=False)
    f.para("(p.68) " + txt * 3, allow_split=False)
    f.para("Notes:", font="Serif-Bold", allow_split=False)
    f.para("(1) On the colonial surveys see Ayeni, B. (2013) ‘Surveying the Niger’, Journal of Southern African Studies 39(4): 801–818, doi:10.1080/03057070.2013.827001; for the hydrology, Sutcliffe, J. V. and Parks, Y. P. (1999) The Hydrology of the Nile, IAHS Special Publication 5 (no DOI).", size=9, leading=12, allow_split=False)
    f.para("(2) Compare the argument in Chapter 2 of this volume (DOI:10.1093/oso/9780198846437.003.0002).", size=9, leading=12, allow_split=False)
    for doi in ["10.1080/03057070.2013.827001", "10.1093/oso/9780198846437.003.0002"]:
        g.add(doi, None)
    f.para("Access brought to you by: University of Example", font="Sans", size=8, allow_split=False)
    d.save()
    g.own = CH
    g.notes.append("Oxford Scholarship Online chapter PDF: first page lists the BOOK DOI ('DOI: 10.1093/oso/...001.0001', label with space) and the CHAPTER DOI ('DOI:10.1093/oso/...003.0004', fused label); own_doi = the chapter DOI (the document is the chapter; a tool may prefer the first DOI on the page). Chapter 2 of the same book is cited in a note. Page markers '(p.67)', '(p.68)' and ISBN 9780198846437 are noise.")
    return g, d

# ---------------------------------------------------------------- P6 poster (fpdf2, XMP metadata)
@builder
def poster():
    from fpdf import FPDF
    name = "poster_a0_zenodo.pdf"
    g = Gold(name)
    OWN = "10.5281/zenodo.4567890"
    pdf = FPDF(orientation="P", unit="mm", format=(841, 1189))
    pdf.add_font("DejaVu", "", FD + "DejaVuSans.ttf")
    pdf.add_font("DejaVu", "B", FD + "DejaVuSans-Bold.ttf")
    pdf.add_font("DejaVuSerif", "", FD + "DejaVuSerif.ttf")
    pdf.set_title("Coral bleaching thresholds from five years of benthic surveys")
    pdf.set_author("Min-jun Lee; Olivia Harris")
    pdf.set_subject("Poster presented at ICRS 2021")
    pdf.set_creator("Adobe InDesign 16.0 (Macintosh)")
    pdf.set_xmp_metadata(f'''<x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="Adobe XMP Core 6.0-c002 79.164460, 2020/05/12-16:04:17">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:prism="http://prismstandard.org/namespaces/basic/2.0/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">Coral bleaching thresholds from five years of benthic surveys</rdf:li></rdf:Alt></dc:title>
   <dc:identifier>doi:{OWN}</dc:identifier>
   <prism:doi>{OWN}</prism:doi>
   <prism:url>https://doi.org/{OWN}</prism:url>
   <xmp:CreatorTool>Adobe InDesign 16.0 (Macintosh)</xmp:CreatorTool>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>''')
    pdf.add_page()
    pdf.set_fill_color(8, 60, 110)
    pdf.rect(0, 0, 841, 160, "F")
    pdf.set_text_color(255, 255, 255)
    pdf.set_font("DejaVu", "B", 80)
    pdf.set_xy(40, 25)
    pdf.cell(0, 32, "Coral bleaching thresholds from five years", new_x="LMARGIN", new_y="NEXT")
    pdf.set_x(40)
    pdf.cell(0, 32, "of benthic surveys on the Great Barrier Reef", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("DejaVu", "", 40)
    pdf.set_x(40)
    pdf.cell(0, 22, "Min-jun Lee¹, Olivia Harris²   ·   ¹James Cook University  ²AIMS", new_x="LMARGIN", new_y="NEXT")
    # big DOI box
    pdf.set_fill_color(255, 200, 0)
    pdf.rect(40, 175, 560, 45, "F")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("DejaVu", "B", 60)
    pdf.set_xy(50, 182)
    pdf.cell(0, 30, "DOI: " + OWN)
    g.add(OWN, 1)
    # fake QR code
    import random
    random.seed(4)
    for i in range(25):
        for j in range(25):
            if random.random() < 0.5 or (i < 7 and j < 7) or (i < 7 and j > 17) or (i > 17 and j < 7):
                pdf.rect(660 + i * 5, 170 + j * 5, 5, 5, "F")
    pdf.set_font("DejaVu", "", 18)
    pdf.set_xy(660, 300)
    pdf.cell(125, 8, "Scan for data & code", align="C")
    # three columns of text
    pdf.set_font("DejaVuSerif", "", 24)
    cols = [40, 300, 560]
    text = ("Bleaching was scored on 182 reefs (n = 10/reef) between 2016 and 2020. Degree heating weeks above 4 °C-weeks predicted "
            "severe bleaching with an AUC of 0.87; thresholds differed between inshore and offshore reefs by 10.5 % . ")
    for k, x in enumerate(cols):
        pdf.set_xy(x, 330)
        pdf.set_font("DejaVu", "B", 34)
        pdf.cell(240, 16, ["Background", "Methods", "Results"][k], new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("DejaVuSerif", "", 24)
        pdf.set_xy(x, 350)
        pdf.multi_cell(240, 12, text * 8)
    pdf.set_xy(40, 1000)
    pdf.set_font("DejaVu", "B", 30)
    pdf.cell(0, 14, "Preprint: https://doi.org/10.1101/2021.02.26.433117", new_x="LMARGIN", new_y="NEXT")
    g.add("10.1101/2021.02.26.433117", 1)
    pdf.set_xy(40, 1030)
    pdf.set_font("DejaVu", "B", 24)
    pdf.cell(0, 12, "References", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("DejaVuSerif", "", 18)
    refs = [("Hughes TP et al. (2017) Global warming and recurrent mass bleaching of corals. Nature 543:373–377. doi:10.1038/nature21707", "10.1038/nature21707"),
            ("Hughes TP et al. (2018) Spatial and temporal patterns of mass bleaching of corals in the Anthropocene. Science 359:80–83. doi:10.1126/science.aan8048", "10.1126/science.aan8048"),
            ("Lee M, Harris O (2020) Coral bleaching survey 2016–2020. figshare. https://doi.org/10.6084/m9.figshare.12345678.v2", "10.6084/m9.figshare.12345678.v2")]
    for t, doi in refs:
        pdf.set_x(40)
        pdf.multi_cell(760, 9, t)
        g.add(doi, 1)
    pdf.set_xy(40, 1160)
    pdf.set_font("DejaVu", "", 16)
    pdf.cell(0, 8, "ICRS 2021 · Bremen · Poster P-10.23 · 19–23 July 2021")
    pdf.output(OUT + name)
    g.own = OWN
    g.add(OWN, None, "meta")
    g.notes.append("A0 poster made with fpdf2: the poster DOI is printed at 60pt in a yellow box and repeated in XMP metadata (dc:identifier doi:..., prism:doi, prism:url). Three text columns; small reference list. Noise: 'Poster P-10.23', 'n = 10/reef', '10.5 %'.")

    class _D:  # minimal stand-in for Doc (page_of / split_words)
        split_words = []
        page = 1
        def page_of(self, doi):
            return 1
    return g, _D()

# ---------------------------------------------------------------- P7 Wiley article with rotated download stamp
@builder
def wiley_rotated():
    name = "wiley_jecol_rotated_stamp.pdf"
    g = Gold(name)
    OWN = "10.1111/1365-2745.13456"
    W, H = A4
    stamp = ("13652745, 2020, 9, Downloaded from https://besjournals.onlinelibrary.wiley.com/doi/" + OWN +
             " by University Of Example, Wiley Online Library on [12/05/2021]. See the Terms and Conditions (https://onlinelibrary.wiley.com/terms-and-conditions) on Wiley Online Library for rules of use; OA articles are governed by the applicable Creative Commons License")
    def pg(d, p):
        rotated(d, W - 14, 30, stamp, "SansCond", 4.6, 90)
        g.add(OWN, p)
        if p > 1:
            d.t(W - 56, 805, f"{2100 + p}", "Sans", 8, "r")
            d.t(56, 805, "OKONJO AND FISCHER", "Sans", 7.5)
    d = Doc(OUT + name, A4, on_new_page=pg)
    set_info(d.c, title="Drought legacy effects on grassland productivity", author="Adaeze Okonjo, Jonas Fischer", subject="J Ecol 2020.108:2101-2115", creator="Arbortext Advanced Print Publisher 11.1.4546/W Unicode", producer="Acrobat Distiller 21.0 (Windows); modified using iText® 7.1.2 ©2000-2018 iText Group NV (AGPL-version)")
    d.t(56, 805, "Received: 3 March 2020", "Sans", 7.5)
    d.t(170, 805, "|", "Sans", 7.5)
    d.t(180, 805, "Accepted: 12 June 2020", "Sans", 7.5)
    d.t(56, 790, "DOI: 10.1111/1365\u20102745.13456", "Sans", 7.5)
    d.t(56, 760, "RESEARCH ARTICLE", "Sans-Bold", 9)
    d.t(56, 735, "Drought legacy effects on grassland productivity", "Serif-Bold", 17)
    d.t(56, 712, "Adaeze Okonjo1  |  Jonas Fischer2", "Sans", 10)
    f = DFlow(d, [(56, 690, W - 130, 70)], frames_first=[(56, 690, W - 130, 470)], font="Serif", size=9, leading=11.5)
    f.para("Abstract", font="Sans-Bold")
    f.para("1. Drought years leave legacies on above-ground net primary productivity (ANPP) that can last 1–3 years. 2. We analysed a 10.5-yr record of ANPP from 36 grassland plots under rainfall manipulation. 3. Legacy effects were strongest in plots dominated by C4 grasses. 4. Synthesis. Our results show that drought legacies must be included in forecasts of grassland productivity.")
    d.t(56, 440, "KEYWORDS", "Sans-Bold", 8)
    d.t(56, 428, "ANPP, drought, grassland, legacy effects, precipitation manipulation", "Sans", 8)
    d.t(56, 90, "This is an open access article under the terms of the Creative Commons Attribution License.", "Sans", 6.5)
    d.t(56, 80, "© 2020 The Authors. Journal of Ecology published by John Wiley & Sons Ltd on behalf of British Ecological Society", "Sans", 6.5)
    d.t(56, 60, "J Ecol. 2020;108:2101–2115.          wileyonlinelibrary.com/journal/jec", "Sans", 7)
    f2 = DFlow(d, [(56, 770, W - 130, 70)], frames_first=[(56, 410, W - 130, 110)], font="Serif", size=9.5, leading=12)
    f2.para("1 | INTRODUCTION", font="Sans-Bold")
    f2.para(("Droughts are expected to become more frequent and more intense in many grassland regions (Knapp et al., 2015). "
             "Legacy effects, that is, the influence of past drought on current ecosystem functioning, have been documented for ANPP, soil respiration and species composition (Sala et al., 2012). "
             "In this study we use a long-term rainfall manipulation experiment (site ID DE-Gri, 48.1°N 10.5°E) to quantify legacy effects. ") * 5)
    f2.para("DATA AVAILABILITY STATEMENT", font="Sans-Bold")
    f2.para("Data available from the Dryad Digital Repository https://doi.org/10.5061/dryad.gb5mkkwm1 (Okonjo & Fischer, 2020).")
    g.add("10.5061/dryad.gb5mkkwm1", None)
    f2.para("REFERENCES", font="Sans-Bold")
    H_ = "\u2010"
    refs = [
        ("Knapp, A. K., Carroll, C. J. W., Denton, E. M., La Pierre, K. J., Collins, S. L., & Smith, M. D. (2015). Differential sensitivity to regional-scale drought in six central US grasslands. Oecologia, 177(4), 949–957.", "10.1007/s00442-015-3233-6"),
        ("Okonjo, A., & Fischer, J. (2020). Data from: Drought legacy effects on grassland productivity. Dryad Digital Repository.", "10.5061/dryad.gb5mkkwm1"),
        ("Sala, O. E., Gherardi, L. A., Reichmann, L., Jobbágy, E., & Peters, D. (2012). Legacies of precipitation fluctuations on primary production: Theory and data synthesis. Philosophical Transactions of the Royal Society B: Biological Sciences, 367(1606), 3135–3144.", "10.1098/rstb.2011.0347"),
        ("Vicca, S., Gilgen, A. K., Camino Serrano, M., Dreesen, F. E., Dukes, J. S., Estiarte, M., … Granier, A. (2012). Urgent need for a common metric to make precipitation manipulation experiments comparable. New Phytologist, 195(3), 518–522.", "10.1111/j.1469-8137.2012.04224.x"),
        ("Wilcox, K. R., Shi, Z., Gherardi, L. A., Lemoine, N. P., Koerner, S. E., Hoover, D. L., … Luo, Y. (2017). Asymmetric responses of primary productivity to precipitation extremes: A synthesis of grassland precipitation manipulation experiments. Global Change Biology, 23(10), 4376–4385.", "10.1111/gcb.13706"),
        ("Zeiter, M., Schärrer, S., Zweifel, R., Newbery, D. M., & Stampfli, A. (2016). Timing of extreme drought modifies reproductive output in semi-natural grassland. Journal of Vegetation Science, 27(2), 238–248.", "10.1111/jvs.12362"),
    ]
    for t, doi in refs:
        f2.para(t + " https://doi.org/" + doi.replace("-", H_), size=8.5, leading=10.5, hang=10)
        g.add(doi, None)
    d.save()
    g.own = OWN
    g.notes.append("Wiley PDF: every page has the 'Downloaded from https://besjournals.onlinelibrary.wiley.com/doi/10.1111/1365-2745.13456 by ...' stamp rotated 90° in the right margin (4.6pt); page 1 also prints 'DOI: 10.1111/1365‐2745.13456' in the header. pdftotext and pdfminer both read the rotated stamp (it appears as one line, at the end of the page text in pdftotext).")
    g.notes.append("Wiley typesets DOIs with U+2010 HYPHEN ('10.1111/j.1469‐8137.2012.04224.x', '1365‐2745'): SPEC 4 -> '-'. Stamp noise: '13652745, 2020, 9', '[12/05/2021]'. Site coordinates '10.5°E'.")
    return g, d

# ---------------------------------------------------------------- P8 slide deck, 10 pages
@builder
def slides():
    name = "slides_10_pages.pdf"
    g = Gold(name)
    SL = "10.5281/zenodo.5123456"
    size = (960, 540)
    def chrome(d, p):
        d.c.setFillColorRGB(0.05, 0.25, 0.45)
        d.c.rect(0, 500, 960, 40, fill=1, stroke=0)
        d.c.setFillColorRGB(0, 0, 0)
        d.t(930, 15, f"{p} / 10", "Sans", 11, "r")
        d.t(30, 15, "ISMB 2021 · 10.07.2021 · W. Kamau", "Sans", 10)
    d = Doc(OUT + name, size, on_new_page=chrome)
    set_info(d.c, title="Drought legacies in East African catchments", author="Wanjiru Kamau", creator="PowerPoint", producer="Microsoft® PowerPoint® for Microsoft 365")
    slides = [
        ("Drought legacies in East African catchments", ["Wanjiru Kamau, University of Cambridge", "ISMB 2021, 10 July 2021"]),
        ("Motivation", ["• 2010–2011 Horn of Africa drought: deficits persisted until 2013", "• Conceptual models (GR4J v10.2) fail after multi-year droughts", "• Question: shift in rainfall–runoff relation or model error?"]),
        ("Data", ["• 36 catchments, 1981–2019 daily streamflow", "• CHIRPS v2.0 rainfall, GRACE mascons (RL06M)", "• 10.5 M grid-cell days after QC"]),
        ("Methods", ["• Hidden-Markov model on annual runoff ratios", "• Split-sample calibration: 1981–2000 / 2001–2019", "• Ran on CUDA 10.1/10.2 GPUs, cluster node 10.0.0.12"]),
        ("Result 1: state shifts", ["• 14 of 36 catchments switch to a low-runoff state", "• Median persistence: 3.2 years", "• Recovery after > 10.3 % rainfall surplus"]),
        ("Result 2: storage", ["• GRACE deficit of 10.5 cm EWH during drought", "• Baseflow recession constant increases by 18 %"]),
        ("Result 3: prediction", ["• Including the state improves NSE from 0.61 to 0.78", "• Largest gains in semi-arid catchments"]),
        ("Limitations", ["• Short records before 1990", "• Rating-curve changes (see report WRA/2019/10.4)"]),
        ("Conclusions", ["• Drought legacies are common in East Africa", "• Models must allow for hydrological state shifts", "• Thank you!"]),
    ]
    for k, (title, bullets) in enumerate(slides):
        if k:
            d.new_page()
        d.c.setFillColorRGB(1, 1, 1)
        d.t(30, 512, title, "Sans-Bold", 22)
        d.c.setFillColorRGB(0, 0, 0)
        y = 440
        for b in bullets:
            d.t(50, y, b, "Sans", 24)
            y -= 45
        if k == 4:
            d.c.rect(600, 120, 300, 250)
            for i, h in enumerate([60, 140, 200, 90, 170]):
                d.c.rect(620 + i * 55, 130, 40, h, fill=1)
    d.new_page()
    d.c.setFillColorRGB(1, 1, 1)
    d.t(30, 512, "References & resources", "Sans-Bold", 22)
    d.c.setFillColorRGB(0, 0, 0)
    lines = [
        ("Saft et al. (2015) Water Resour. Res. 51:2444. doi:10.1002/2014WR015348", "10.1002/2014WR015348"),
        ("Van Loon (2015) WIREs Water 2:359. https://doi.org/10.1002/wat2.1085", "10.1002/wat2.1085"),
        ("Funk et al. (2015) Sci. Data 2:150066. doi:10.1038/sdata.2015.66", "10.1038/sdata.2015.66"),
        ("Thesis: https://doi.org/10.17863/CAM.65432", "10.17863/CAM.65432"),
        ("", None),
        ("Slides: doi:" + SL, SL),
        ("Code: https://github.com/wkamau/drought-legacies (v10.2.0)", None),
    ]
    y = 440
    for t, doi in lines:
        if t:
            d.t(50, y, t, "Sans", 20)
        y -= 40
        if doi:
            g.add(doi, 10)
    d.save()
    g.own = None
    g.extra["own_doi_acceptable"] = [SL]
    g.notes.append("10-page 16:9 slide deck; all DOIs are on the last slide (page 10), including the deck's own Zenodo DOI ('Slides: doi:10.5281/zenodo.5123456'). own_doi null: it is not on the first page or in metadata. Noise on earlier slides: 'ISMB 2021 · 10.07.2021' footer on every page, 'GR4J v10.2', 'CUDA 10.1/10.2', '10.0.0.12', '10.5 M', 'WRA/2019/10.4', '10.3 %'.")
    return g, d
