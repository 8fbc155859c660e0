import { htmlPage, lis } from '../cases/html';
import type { CorpusCase } from '../types';

// A Canadian federal public servant's résumé (a policy analyst, hyphenated first name): the
// section headings sit in a left margin column beside their content, LinkedIn and GitHub in the
// header, one department heading with two roles under it (EC-05 then EC-04, "April 2021 – Present"),
// wrapping bullets, skills as a comma list with "Cost-Benefit Analysis", and the sections public
// service résumés carry: "Official Languages" (second-language results) and "Security Clearance".
const css = `
@page { size: Letter; margin: 0.6in 0.7in; }
body { font-size: 9.6pt; }
header { border-bottom: 2px solid #7a1f2b; padding-bottom: 3mm; margin-bottom: 4mm; }
h1 { font-size: 21pt; color: #7a1f2b; }
.title { font-size: 11pt; margin: 0.5mm 0 1.5mm; }
.sec { display: grid; grid-template-columns: 38mm 1fr; column-gap: 5mm; margin-bottom: 4.5mm; }
.sec h2 { font-size: 9.8pt; color: #7a1f2b; text-align: right; padding-top: 0.3mm; white-space: nowrap; }
.org { font-weight: 700; font-size: 10pt; margin-top: 1.5mm; }
.org:first-child { margin-top: 0; }
.row { display: flex; justify-content: space-between; margin-top: 1mm; }
.row span:first-child { font-style: italic; }
li { margin-bottom: 0.6mm; }
`;

const sec = (heading: string, content: string) =>
  `<div class="sec"><h2>${heading}</h2><div>${content}</div></div>`;
const row = (left: string, right: string) =>
  `<div class="row"><span>${left}</span><span>${right}</span></div>`;

const skills = [
  'R', 'Python', 'Stata', 'SQL', 'Power BI', 'Git', 'Microsoft Excel', 'Cost-Benefit Analysis',
  'Microsimulation (SPSD/M)', 'Briefing Notes', 'Memoranda to Cabinet', 'Treasury Board Submissions',
]; // prettier-ignore

const body = `<header>
  <h1>Marc-André Tremblay</h1>
  <div class="title">Senior Policy Analyst, Income Security and Social Development</div>
  <div>Gatineau, QC · 819-555-0147 · marcandre.tremblay@example.com</div>
  <div>linkedin.com/in/marc-andre-tremblay · github.com/ma-tremblay</div>
</header>
${sec(
  'Summary',
  '<p>Bilingual economist and policy analyst with eight years in the federal public service. I turn data into clear advice for senior management and ministers, and I have written for Cabinet, Treasury Board and Parliament on benefits for seniors, workers and families.</p>',
)}
${sec(
  'Work Experience',
  `<div class="org">Employment and Social Development Canada (ESDC), Gatineau, QC</div>
  ${row('Senior Policy Analyst (EC-05)', 'April 2021 – Present')}
  <ul>${lis([
    'Lead the costing of proposed changes to the Guaranteed Income Supplement with the SPSD/M microsimulation model and brief the Director General on the results',
    'Drafted sections of two Memoranda to Cabinet and the related Treasury Board submission for the Canada Disability Benefit',
    'Coach three junior analysts and review their briefing notes, question period cards and ATIP releases',
  ])}</ul>
  ${row('Policy Analyst (EC-04)', 'March 2019 – March 2021')}
  <ul>${lis([
    'Analysed take-up of the Canada Emergency Response Benefit in weekly dashboards built in R and Power BI for the Deputy Minister’s office',
    'Answered 60+ parliamentary written questions and order paper questions on Employment Insurance',
  ])}</ul>
  <div class="org">Statistics Canada, Ottawa, ON</div>
  ${row('Economist (EC-02)', 'May 2016 – February 2019')}
  <ul>${lis([
    'Produced the quarterly Survey of Household Spending estimates and wrote two articles for Economic and Social Reports',
  ])}</ul>
  <div class="org">Bank of Canada, Ottawa, ON</div>
  ${row('Research Assistant (Co-op)', 'January 2015 – August 2015')}
  <ul>${lis(['Cleaned and documented household debt data sets for the Financial Stability Department'])}</ul>`,
)}
${sec(
  'Education',
  `${row('<b>University of Ottawa</b>', '2016')}<div>Master of Arts in Economics</div>
  ${row('<b>Université Laval</b>', '2014')}<div>Baccalauréat en économique</div>`,
)}
${sec('Technical Skills', `<p>${skills.join(', ')}</p>`)}
${sec(
  'Official Languages',
  '<p>French: first official language</p><p>English: Second Language Evaluation results C/C/C (reading, writing, oral)</p>',
)}
${sec('Security Clearance', '<p>Secret (Level II), valid until March 2029</p>')}
${sec('Awards', '<p>Deputy Minister’s Award of Excellence, Canada Recovery Benefits team, 2021</p>')}`;

export const policyAnalystPdfCa: CorpusCase = {
  id: 'policy-analyst-pdf-ca',
  covers: 'Canadian PDF, side headings, two roles under one department heading, GitHub, Official Languages',
  render: 'html',
  html: htmlPage(css, body),
  expected: {
    name: 'Marc-André Tremblay',
    email: 'marcandre.tremblay@example.com',
    phone: '819-555-0147',
    location: 'Gatineau, QC',
    roles: [
      {
        company: 'Employment and Social Development Canada (ESDC)',
        title: 'Senior Policy Analyst (EC-05)',
        startDate: 'April 2021',
        endDate: 'Present',
      },
      {
        company: 'Employment and Social Development Canada (ESDC)',
        title: 'Policy Analyst (EC-04)',
        startDate: 'March 2019',
        endDate: 'March 2021',
      },
      {
        company: 'Statistics Canada',
        title: 'Economist (EC-02)',
        startDate: 'May 2016',
        endDate: 'February 2019',
      },
      {
        company: 'Bank of Canada',
        title: 'Research Assistant (Co-op)',
        startDate: 'January 2015',
        endDate: 'August 2015',
      },
    ],
    schools: [
      { school: 'University of Ottawa', degree: 'Master of Arts in Economics' },
      { school: 'Université Laval', degree: 'Baccalauréat en économique' },
    ],
    skills,
  },
  sections: [
    'Summary', 'Work Experience', 'Education', 'Technical Skills', 'Official Languages', 'Security Clearance',
    'Awards',
  ], // prettier-ignore
};
