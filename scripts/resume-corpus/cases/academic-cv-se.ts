import type { CorpusCase } from '../types';

// HELD OUT. A postdoc's academic CV in LaTeX (article class, one column, Charter with T1 fonts so "ö" is one
// glyph): centred name and contact block, "Research Experience" with year-only ranges flushed
// right, "Education" with thesis and supervisor lines under each degree, "Publications" whose
// author lists repeat the candidate's own name, then grants, teaching and a "Methods" skill list.
const tex = String.raw`\documentclass[a4paper,10pt]{article}
\usepackage[utf8]{inputenc}
\usepackage[T1]{fontenc}
\usepackage{charter}
\usepackage[margin=1.8cm]{geometry}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\newcommand{\cvsec}[1]{\vspace{10pt}{\large\bfseries #1}\\*[-6pt]\rule{\textwidth}{0.4pt}\par\nopagebreak\vspace{4pt}\nopagebreak}
\newcommand{\entry}[3]{\textbf{#1}\hfill #3\\ #2\par}
\begin{document}
\begin{center}
  {\LARGE\bfseries Elin Sjöberg}\\[4pt]
  Postdoctoral Researcher in Molecular Cell Biology\\[2pt]
  Stockholm, Sweden \quad$\cdot$\quad +46 70 318 42 95 \quad$\cdot$\quad
  \href{mailto:elin.sjoberg@example.se}{elin.sjoberg@example.se}\\[2pt]
  ORCID 0000-0002-4817-3395 \quad$\cdot$\quad Google Scholar: Elin Sjöberg
\end{center}

\cvsec{Research Experience}
\entry{Postdoctoral Researcher}{Karolinska Institutet, Department of Microbiology, Tumor and Cell Biology}{2021 -- present}
\begin{itemize}\setlength{\itemsep}{0pt}\setlength{\topsep}{2pt}
  \item Study how gut epithelial stem cells respond to bacterial infection using organoids and single-cell RNA-seq
  \item Built a CRISPR-Cas9 knockout screen of 1,200 innate immunity genes in human colon organoids
  \item Co-supervise two PhD students and one master's student
\end{itemize}
\vspace{4pt}
\entry{Doctoral Student}{Uppsala University, Department of Cell and Molecular Biology}{2016 -- 2021}
\begin{itemize}\setlength{\itemsep}{0pt}\setlength{\topsep}{2pt}
  \item Characterised the role of autophagy in \textit{Salmonella} infection of epithelial cells
  \item Set up live-cell confocal imaging and automated image analysis pipelines in Fiji and Python
\end{itemize}
\vspace{4pt}
\entry{Research Assistant}{Science for Life Laboratory (SciLifeLab)}{2014 -- 2016}
\begin{itemize}\setlength{\itemsep}{0pt}\setlength{\topsep}{2pt}
  \item Prepared sequencing libraries and ran quality control for the National Genomics Infrastructure
\end{itemize}

\cvsec{Education}
\entry{Uppsala University}{PhD in Molecular Cell Biology}{2021}
{\small Thesis: \textit{Autophagy as a cell-autonomous defence against intracellular bacteria}. Supervisor: Prof.~Anna Holmqvist}\par\vspace{4pt}
\entry{Lund University}{Master of Science in Molecular Biology}{2014}
\entry{Lund University}{Bachelor of Science in Biology}{2012}

\cvsec{Publications}
\begin{enumerate}\setlength{\itemsep}{2pt}
  \item \textbf{Sjöberg E}, Nilsson J, Karlsson P, Holmqvist A. Epithelial autophagy restricts \textit{Salmonella} replication in human enteroids. \textit{Cell Reports} 41(6):111622 (2022).
  \item Lind M, \textbf{Sjöberg E}, Ahmed S, Eriksson T. A pooled CRISPR screen in colon organoids identifies regulators of interferon signalling. \textit{Nature Communications} 14:3051 (2023).
  \item \textbf{Sjöberg E}, Holmqvist A. Live imaging of xenophagy in polarised epithelia. \textit{Journal of Cell Science} 134(9):jcs258011 (2021).
  \item Berg L, Olsson K, \textbf{Sjöberg E}, et al. Quality metrics for low-input RNA library preparation. \textit{BMC Genomics} 17:455 (2016).
\end{enumerate}

\cvsec{Grants and Awards}
Swedish Research Council (VR) Starting Grant for Postdocs, SEK 3.4 million, 2023\\
EMBO Short-Term Fellowship, Institut Pasteur, Paris, 2019

\cvsec{Teaching}
Teaching assistant, Cell Biology (15 ECTS), Uppsala University, 2017 -- 2020

\cvsec{Methods}
Organoid Culture, CRISPR-Cas9 Screening, Single-cell RNA-seq, Flow Cytometry, Confocal Microscopy, Live-cell Imaging, Western Blotting, qPCR, Python, R, Snakemake, Fiji

\cvsec{Languages}
Swedish (native), English (fluent), French (intermediate)
\end{document}
`;

export const academicCvSe: CorpusCase = {
  id: 'academic-cv-biology-se',
  covers: 'HELD OUT: LaTeX academic CV, "Research Experience", year-only dates, "Publications" with own name',
  heldOut: true,
  render: 'latex',
  tex,
  expected: {
    name: 'Elin Sjöberg',
    email: 'elin.sjoberg@example.se',
    phone: '+46 70 318 42 95',
    location: 'Stockholm, Sweden',
    roles: [
      {
        company: 'Karolinska Institutet',
        title: 'Postdoctoral Researcher',
        startDate: '2021',
        endDate: 'present',
      },
      { company: 'Uppsala University', title: 'Doctoral Student', startDate: '2016', endDate: '2021' },
      {
        company: 'Science for Life Laboratory (SciLifeLab)',
        title: 'Research Assistant',
        startDate: '2014',
        endDate: '2016',
      },
    ],
    schools: [
      { school: 'Uppsala University', degree: 'PhD in Molecular Cell Biology' },
      { school: 'Lund University', degree: 'Master of Science in Molecular Biology' },
      { school: 'Lund University', degree: 'Bachelor of Science in Biology' },
    ],
    skills: [
      'Organoid Culture', 'CRISPR-Cas9 Screening', 'Single-cell RNA-seq', 'Flow Cytometry', 'Confocal Microscopy',
      'Live-cell Imaging', 'Western Blotting', 'qPCR', 'Python', 'R', 'Snakemake', 'Fiji',
    ], // prettier-ignore
  },
};
