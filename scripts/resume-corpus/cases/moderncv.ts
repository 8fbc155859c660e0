import type { CorpusCase } from '../types';

// First held-out set (78.2 % when written), since used to fix the parser: no longer held out.
// The moderncv "classic" look rebuilt on the article class (as people do when the
// class is missing): name top left and contact top right, a coloured rule in a left margin
// column beside each section title, dates right-aligned in that margin column via tabular, and
// "label | comma list" rows for skills.
const tex = String.raw`\documentclass[a4paper,10pt]{article}
\usepackage[utf8]{inputenc}
\usepackage[margin=1.6cm]{geometry}
\usepackage{xcolor,array}
\usepackage[hidelinks]{hyperref}
\definecolor{cvblue}{rgb}{0.22,0.45,0.70}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\newlength{\hintw}\setlength{\hintw}{0.2\textwidth}
\newlength{\bodyw}\setlength{\bodyw}{\dimexpr\textwidth-\hintw-2\tabcolsep-0.4em\relax}
\newcommand{\cvsection}[1]{\vspace{9pt}%
  \begin{tabular}{@{}>{\raggedleft}p{\hintw}@{\hspace{0.4em}}p{\bodyw}@{}}
    \textcolor{cvblue}{\rule[0.2ex]{\hintw}{0.9ex}} & \textcolor{cvblue}{\Large #1}
  \end{tabular}\par\vspace{3pt}}
\newcommand{\cventry}[5]{%
  \begin{tabular}{@{}>{\raggedleft\arraybackslash}p{\hintw}@{\hspace{0.4em}}p{\bodyw}@{}}
    \textcolor{gray}{\small #1} & \textbf{#2}, \textit{#3}, #4\if\relax\detokenize{#5}\relax\else\newline{\small #5}\fi
  \end{tabular}\par\vspace{4pt}}
\newcommand{\cvitem}[2]{%
  \begin{tabular}{@{}>{\raggedleft\arraybackslash}p{\hintw}@{\hspace{0.4em}}p{\bodyw}@{}}
    \textcolor{gray}{\small #1} & #2
  \end{tabular}\par\vspace{2pt}}
\begin{document}
\begin{minipage}[b]{0.55\textwidth}
  {\fontsize{26}{30}\selectfont Giulia Romano}\\[4pt]
  {\color{gray}\large Food Quality Assurance Specialist}
\end{minipage}\hfill
\begin{minipage}[b]{0.4\textwidth}\raggedleft\small
  Bologna, Italy\\
  +39 347 218 6604\\
  \href{mailto:giulia.romano@example.it}{giulia.romano@example.it}\\
  linkedin.com/in/giuliaromano
\end{minipage}

\cvsection{Experience}
\cventry{Sep 2019 -- Present}{Quality Assurance Manager}{Granarolo S.p.A.}{Bologna}{%
  \begin{itemize}\setlength{\itemsep}{0pt}
  \item Run the HACCP and food-safety system for two dairy plants producing 400 tonnes a day
  \item Led the site through BRCGS and IFS Food audits with grade AA two years running
  \item Cut customer complaints by 27\% with a root-cause programme on packaging defects
  \end{itemize}}
\cventry{Feb 2016 -- Aug 2019}{Quality Specialist}{Barilla G. e R. Fratelli}{Parma}{%
  \begin{itemize}\setlength{\itemsep}{0pt}
  \item Managed supplier qualification for durum wheat and packaging suppliers
  \item Wrote and validated cleaning procedures for three pasta extrusion lines
  \item Trained 80 operators on allergen control and good manufacturing practice
  \end{itemize}}
\cventry{Mar 2014 -- Jan 2016}{Laboratory Technician}{Eurofins Chemical Control}{Cuneo}{%
  \begin{itemize}\setlength{\itemsep}{0pt}
  \item Performed microbiological and chemical analyses of dairy and meat samples
  \item Maintained ISO/IEC 17025 records for the microbiology laboratory
  \end{itemize}}

\cvsection{Education}
\cventry{2011 -- 2013}{Master's Degree in Food Science and Technology}{University of Bologna}{Cesena}{Final grade 110/110 cum laude}
\cventry{2008 -- 2011}{Bachelor's Degree in Food Technology}{University of Parma}{Parma}{}

\cvsection{Skills}
\cvitem{Quality systems}{HACCP, BRCGS, IFS Food, ISO 22000, ISO 9001}
\cvitem{Methods}{Internal Auditing, Root Cause Analysis, Supplier Qualification, Statistical Process Control}
\cvitem{Software}{SAP QM, Minitab, Microsoft Excel}

\cvsection{Languages}
\cvitem{Italian}{Mother tongue}
\cvitem{English}{Fluent (C1)}
\cvitem{French}{Intermediate (B1)}
\end{document}
`;

export const moderncv: CorpusCase = {
  id: 'moderncv-food-qa-it',
  covers: 'formerly held out: LaTeX moderncv look, dates in a left margin column, coloured section rules',
  render: 'latex',
  tex,
  expected: {
    name: 'Giulia Romano',
    email: 'giulia.romano@example.it',
    phone: '+39 347 218 6604',
    location: 'Bologna, Italy',
    roles: [
      {
        company: 'Granarolo S.p.A.',
        title: 'Quality Assurance Manager',
        startDate: 'Sep 2019',
        endDate: 'Present',
      },
      {
        company: 'Barilla G. e R. Fratelli',
        title: 'Quality Specialist',
        startDate: 'Feb 2016',
        endDate: 'Aug 2019',
      },
      {
        company: 'Eurofins Chemical Control',
        title: 'Laboratory Technician',
        startDate: 'Mar 2014',
        endDate: 'Jan 2016',
      },
    ],
    schools: [
      { school: 'University of Bologna', degree: "Master's Degree in Food Science and Technology" },
      { school: 'University of Parma', degree: "Bachelor's Degree in Food Technology" },
    ],
    skills: [
      'HACCP', 'BRCGS', 'IFS Food', 'ISO 22000', 'ISO 9001', 'Internal Auditing', 'Root Cause Analysis',
      'Supplier Qualification', 'Statistical Process Control', 'SAP QM', 'Minitab', 'Microsoft Excel',
    ], // prettier-ignore
  },
};
