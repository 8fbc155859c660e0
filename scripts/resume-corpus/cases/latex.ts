import type { CorpusCase } from '../types';

// Jake's-resume shape with standard packages only: \textsc name and headings, tabular* rows with
// the dates pushed right (\extracolsep{\fill}, the \hfill idiom), itemize bullets.
const tex = String.raw`\documentclass[letterpaper,10pt]{article}
\usepackage[margin=0.6in]{geometry}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\newcommand{\resumeSection}[1]{\vspace{6pt}{\large\scshape #1}\par\vspace{-4pt}\rule{\linewidth}{0.4pt}\par\vspace{2pt}}
\newcommand{\resumeEntry}[4]{%
  \begin{tabular*}{\textwidth}[t]{l@{\extracolsep{\fill}}r}
    \textbf{#1} & #2 \\
    \textit{\small #3} & \textit{\small #4} \\
  \end{tabular*}\par}
\newcommand{\resumeItems}[1]{\vspace{-4pt}\begin{itemize}\setlength{\itemsep}{0pt}\small #1\end{itemize}\vspace{-4pt}}
\begin{document}
\begin{center}
  {\Huge \scshape Ethan Caldwell} \\ \vspace{2pt}
  \small Austin, TX $|$ +1 512-555-0187 $|$ \href{mailto:ethan.caldwell@example.com}{ethan.caldwell@example.com} $|$
  \href{https://github.com/ecaldwell}{github.com/ecaldwell}
\end{center}

\resumeSection{Education}
\resumeEntry{University of Texas at Austin}{Austin, TX}{Bachelor of Science in Computer Science}{Aug 2012 -- May 2016}

\resumeSection{Experience}
\resumeEntry{Indeed}{Austin, TX}{Senior Software Engineer}{June 2020 -- Present}
\resumeItems{
  \item Designed a Go service that ranks 30 million job listings a day with p99 latency under 80 ms
  \item Cut cloud spend by 22\% by moving batch scoring from EC2 to Kubernetes spot nodes
  \item Led the migration of 40 services from Jenkins to GitHub Actions
}
\resumeEntry{Dell Technologies}{Round Rock, TX}{Software Engineer}{July 2016 -- May 2020}
\resumeItems{
  \item Built REST APIs in Java and Spring for the order-tracking portal used by 5,000 resellers
  \item Added PostgreSQL read replicas and query caching, halving page load times
}
\resumeEntry{National Instruments}{Austin, TX}{Software Engineering Intern}{May 2015 -- Aug 2015}
\resumeItems{
  \item Wrote Python test harnesses for data-acquisition drivers
}

\resumeSection{Projects}
\textbf{jobgraph} $|$ \textit{Go, PostgreSQL, React} \hfill 2022
\resumeItems{
  \item Open-source tool that maps skills between job titles; 1,200 GitHub stars
}

\resumeSection{Technical Skills}
\textbf{Languages}{: Go, Java, Python, TypeScript, SQL} \\
\textbf{Frameworks}{: Spring, React, gRPC} \\
\textbf{Developer Tools}{: Git, Docker, Kubernetes, Terraform, AWS, PostgreSQL}
\end{document}
`;

export const latex: CorpusCase = {
  id: 'latex-swe-us',
  covers: "LaTeX (Jake's resume shape: \\textsc, \\hfill dates, itemize)",
  render: 'latex',
  tex,
  expected: {
    name: 'Ethan Caldwell',
    email: 'ethan.caldwell@example.com',
    phone: '+1 512-555-0187',
    location: 'Austin, TX',
    roles: [
      { company: 'Indeed', title: 'Senior Software Engineer', startDate: 'June 2020', endDate: 'Present' },
      {
        company: 'Dell Technologies',
        title: 'Software Engineer',
        startDate: 'July 2016',
        endDate: 'May 2020',
      },
      {
        company: 'National Instruments',
        title: 'Software Engineering Intern',
        startDate: 'May 2015',
        endDate: 'Aug 2015',
      },
    ],
    schools: [{ school: 'University of Texas at Austin', degree: 'Bachelor of Science in Computer Science' }],
    skills: [
      'Go', 'Java', 'Python', 'TypeScript', 'SQL', 'Spring', 'React', 'gRPC', 'Git', 'Docker', 'Kubernetes',
      'Terraform', 'AWS', 'PostgreSQL',
    ], // prettier-ignore
  },
};
