import { htmlPage, lis } from '../cases/html';
import type { CorpusCase } from '../types';

// A US clinical pharmacist's curriculum vitae on Letter paper in a serif font: credentials after
// the name ("PharmD, BCPS"), education first, "Licensure and Certification", "Professional
// Experience" with a staff position and a PGY2 residency at the same health system
// ("June 2022 – Present"), a separate "Research Experience", "Publications" that repeat the
// author's own name, poster presentations, "Professional Memberships" and a skills list.
const css = `
@page { size: Letter; margin: 0.75in 0.85in; }
body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 10.5pt; line-height: 1.28; }
h1 { font-size: 18pt; text-align: center; font-weight: 700; }
.contact { text-align: center; margin-top: 1mm; }
h2 { font-size: 11.5pt; font-variant: normal; border-bottom: 1.2px solid #000; margin: 5mm 0 2mm; }
.row { display: flex; justify-content: space-between; margin-top: 2mm; }
.sub { font-style: italic; }
li { margin-bottom: 0.6mm; }
ol { margin: 0; padding-left: 18px; }
ol li { margin-bottom: 1.5mm; }
`;

const row = (left: string, right: string) =>
  `<div class="row"><span>${left}</span><span>${right}</span></div>`;

const skills = [
  'Antimicrobial Stewardship', 'Pharmacokinetic Dosing', 'Vancomycin AUC Dosing',
  'Penicillin Allergy Assessment', 'Medication Reconciliation', 'Epic Willow', 'TheraDoc', 'REDCap', 'R',
  'SAS', 'Precepting',
]; // prettier-ignore

const body = `<h1>Daniel T. Nguyen, PharmD, BCPS</h1>
<p class="contact">Ann Arbor, MI 48104 · (734) 555-0182 · daniel.nguyen@example.org</p>
<p class="contact">linkedin.com/in/danielnguyenpharmd · ORCID 0000-0003-2917-4410</p>
<h2>Education</h2>
${row('<b>University of Michigan College of Pharmacy</b>, Ann Arbor, MI', 'May 2020')}
<div>Doctor of Pharmacy (PharmD), with High Distinction</div>
${row('<b>Purdue University</b>, West Lafayette, IN', 'May 2016')}
<div>Bachelor of Science in Chemistry, minor in Biology</div>
<h2>Licensure and Certification</h2>
<ul>${lis([
  'Registered Pharmacist, Michigan Board of Pharmacy, License No. 5302178432 (expires 06/2026)',
  'Board Certified Pharmacotherapy Specialist (BCPS), Board of Pharmacy Specialties, 2022',
  'Basic and Advanced Cardiovascular Life Support (BLS/ACLS), American Heart Association',
])}</ul>
<h2>Professional Experience</h2>
${row('<b>University of Michigan Health</b>, Ann Arbor, MI', 'June 2022 – Present')}
<div class="sub">Clinical Pharmacist, Internal Medicine</div>
<ul>${lis([
  'Round daily with two internal medicine teams and optimize drug therapy for 30 to 40 patients, with a focus on anticoagulation, antimicrobials and renal dose adjustment',
  'Run pharmacist-to-dose vancomycin and aminoglycoside consults using Bayesian AUC software, about 25 consults a week',
  'Precept PGY1 residents and fourth-year pharmacy students on their internal medicine rotation',
])}</ul>
${row('<b>University of Michigan Health</b>, Ann Arbor, MI', 'July 2021 – June 2022')}
<div class="sub">PGY2 Infectious Diseases Pharmacy Resident</div>
<ul>${lis([
  'Completed rotations in antimicrobial stewardship, transplant infectious diseases, HIV clinic and critical care',
  'Built a penicillin allergy assessment tool in Epic that cleared 212 inaccurate allergy labels in six months',
])}</ul>
${row('<b>Henry Ford Hospital</b>, Detroit, MI', 'July 2020 – June 2021')}
<div class="sub">PGY1 Pharmacy Resident</div>
<ul>${lis([
  'Rotated through internal medicine, cardiology, oncology, emergency medicine and the medication safety office',
])}</ul>
${row('<b>Walgreens</b>, Ypsilanti, MI', 'May 2017 – May 2020')}
<div class="sub">Pharmacy Intern</div>
<ul>${lis(['Counseled patients on new prescriptions and gave more than 600 influenza and COVID-19 vaccines'])}</ul>
<h2>Research Experience</h2>
${row('<b>University of Michigan College of Pharmacy</b>, Ann Arbor, MI', 'January 2018 – May 2020')}
<div class="sub">Student Research Assistant</div>
<ul>${lis([
  'Built a REDCap database and reviewed 1,400 charts for a Department of Clinical Pharmacy study of fluoroquinolone prescribing in urgent care clinics',
  'Analyzed outcomes in R and wrote the methods and results sections of the published manuscript',
])}</ul>
${row('<b>Purdue University</b>, West Lafayette, IN', 'May 2015 – August 2015')}
<div class="sub">Summer Undergraduate Research Fellow</div>
<ul>${lis(['Synthesized beta-lactamase inhibitor analogs in a medicinal chemistry lab and ran HPLC purity assays'])}</ul>
<h2>Publications</h2>
<ol>${lis([
  '<b>Nguyen DT</b>, Patel R, Kowalski A, Smith JL. Outcomes of a pharmacist-led penicillin allergy delabeling program in hospitalized adults. <i>Am J Health Syst Pharm.</i> 2023;80(14):912-920.',
  'Harris M, <b>Nguyen DT</b>, Lee S. Fluoroquinolone prescribing for uncomplicated cystitis in urgent care: a retrospective cohort. <i>Open Forum Infect Dis.</i> 2021;8(3):ofab071.',
])}</ol>
<h2>Presentations</h2>
<ul>${lis([
  '<b>Nguyen DT</b>. Penicillin allergy delabeling by pharmacists: six-month results. Poster, ASHP Midyear Clinical Meeting, Las Vegas, NV, December 2021.',
])}</ul>
<h2>Professional Memberships</h2>
<ul>${lis([
  'American Society of Health-System Pharmacists (ASHP), 2016 – present',
  'Society of Infectious Diseases Pharmacists (SIDP), 2020 – present',
])}</ul>
<h2>Skills</h2>
<p>${skills.join(' · ')}</p>`;

export const pharmacistCvUs: CorpusCase = {
  id: 'pharmacist-cv-us',
  covers:
    'US Letter CV, credentials after the name, two roles at one employer, Research Experience, Publications',
  render: 'html',
  html: htmlPage(css, body, "'Liberation Serif', serif"),
  expected: {
    name: 'Daniel T. Nguyen',
    email: 'daniel.nguyen@example.org',
    phone: '(734) 555-0182',
    location: 'Ann Arbor, MI 48104',
    roles: [
      {
        company: 'University of Michigan Health',
        title: 'Clinical Pharmacist, Internal Medicine',
        startDate: 'June 2022',
        endDate: 'Present',
      },
      {
        company: 'University of Michigan Health',
        title: 'PGY2 Infectious Diseases Pharmacy Resident',
        startDate: 'July 2021',
        endDate: 'June 2022',
      },
      {
        company: 'Henry Ford Hospital',
        title: 'PGY1 Pharmacy Resident',
        startDate: 'July 2020',
        endDate: 'June 2021',
      },
      { company: 'Walgreens', title: 'Pharmacy Intern', startDate: 'May 2017', endDate: 'May 2020' },
      {
        company: 'University of Michigan College of Pharmacy',
        title: 'Student Research Assistant',
        startDate: 'January 2018',
        endDate: 'May 2020',
      },
      {
        company: 'Purdue University',
        title: 'Summer Undergraduate Research Fellow',
        startDate: 'May 2015',
        endDate: 'August 2015',
      },
    ],
    schools: [
      { school: 'University of Michigan College of Pharmacy', degree: 'Doctor of Pharmacy (PharmD)' },
      { school: 'Purdue University', degree: 'Bachelor of Science in Chemistry' },
    ],
    skills,
  },
  sections: [
    'Education', 'Licensure and Certification', 'Professional Experience', 'Research Experience', 'Publications',
    'Presentations', 'Professional Memberships', 'Skills',
  ], // prettier-ignore
};
