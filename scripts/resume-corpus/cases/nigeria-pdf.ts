import type { CorpusCase } from '../types';
import { htmlPage, lis } from './html';

// HELD OUT. A Lagos hospital pharmacist's two-column template: the first name and the surname on
// two lines in large type at the top of a tinted left column (contact, skills, certifications,
// languages, referees), the main column on the right with profile, experience and education.
// Nigerian details: +234 phone, NYSC service year, "Second Class Upper" after the degree.
const css = `
@page { size: A4; margin: 0; }
body { font-size: 9.2pt; }
.wrap { display: grid; grid-template-columns: 68mm 1fr; min-height: 297mm; }
.side { background: #eef3ea; padding: 14mm 7mm 10mm 9mm; }
.first { font-size: 30pt; font-weight: 300; color: #2e5e2e; line-height: 1.05; }
.last { font-size: 30pt; font-weight: 700; color: #2e5e2e; line-height: 1.05; letter-spacing: 0.5px; }
.tagline { margin: 3mm 0 7mm; font-size: 10.5pt; color: #555; }
.side h2 { font-size: 9.5pt; text-transform: uppercase; letter-spacing: 1.2px; color: #2e5e2e; margin: 6mm 0 2mm; }
.side p { margin-bottom: 1.2mm; }
.side ul { padding-left: 12px; }
.main { padding: 16mm 12mm 10mm 9mm; }
.main h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1.2px; color: #2e5e2e;
  border-bottom: 1.5px solid #9bbf8f; padding-bottom: 1mm; margin: 6mm 0 3mm; }
.main h2:first-child { margin-top: 0; }
.job { margin-bottom: 4mm; }
.job h3 { font-size: 10.5pt; }
.org { font-weight: 600; color: #444; }
.when { float: right; color: #666; font-size: 8.6pt; font-weight: 400; }
li { margin-bottom: 0.8mm; }
`;

const skills = [
  'Clinical Pharmacy', 'Medication Therapy Management', 'Pharmacovigilance', 'Antimicrobial Stewardship',
  'Drug Information Services', 'Inventory Management', 'Good Distribution Practice', 'Patient Counselling',
  'Total Parenteral Nutrition', 'Microsoft Excel', 'mSupply', 'Team Leadership',
]; // prettier-ignore

const job = (title: string, org: string, when: string, bullets: string[]) =>
  `<div class="job"><h3>${title}<span class="when">${when}</span></h3>` +
  `<div class="org">${org}</div><ul>${lis(bullets)}</ul></div>`;

const body = `<div class="wrap">
<div class="side">
  <div class="first">Oluwaseun</div>
  <div class="last">Adebayo</div>
  <div class="tagline">Clinical Pharmacist, B.Pharm., MPCN</div>
  <h2>Contact</h2>
  <p>+234 803 412 7765</p>
  <p>oluwaseun.adebayo@example.com.ng</p>
  <p>Lagos, Nigeria</p>
  <p>linkedin.com/in/oluwaseun-adebayo</p>
  <h2>Skills</h2>
  <ul>${lis(skills)}</ul>
  <h2>Certifications</h2>
  <p>Fellowship of the West African Postgraduate College of Pharmacists (in view)</p>
  <p>Licensed Pharmacist, Pharmacists Council of Nigeria (PCN), 2016</p>
  <h2>Languages</h2>
  <p>English (fluent), Yoruba (native), Igbo (basic)</p>
  <h2>Referees</h2>
  <p>Available on request</p>
</div>
<div class="main">
  <h2>Profile</h2>
  <p>Registered pharmacist with eight years in hospital and community practice in Lagos. I run ward
  rounds with physicians, lead antimicrobial stewardship and keep essential medicines in stock for a
  busy teaching hospital, and I enjoy training younger pharmacists.</p>
  <h2>Professional Experience</h2>
  ${job(
    'Senior Clinical Pharmacist',
    'Lagos University Teaching Hospital (LUTH), Idi-Araba',
    'Jun 2021 – Present',
    [
      'Join daily ward rounds in internal medicine and review about 60 prescriptions a day',
      'Chair the antimicrobial stewardship committee; cut ceftriaxone use by 31% in 18 months',
      'Set up an adverse drug reaction reporting desk that sends reports to NAFDAC each month',
      'Supervise and train 12 intern pharmacists each year',
    ],
  )}
  ${job('Pharmacist', 'HealthPlus Limited, Lekki', 'Feb 2018 – May 2021', [
    'Managed a high-volume community pharmacy serving over 250 customers a day',
    'Ran free blood pressure and blood glucose screening days for the neighbourhood',
    'Reduced expired stock write-offs by 40% with first-expiry-first-out checks in mSupply',
  ])}
  ${job('Pharmacist (NYSC)', 'Federal Medical Centre, Abeokuta', 'Nov 2016 – Oct 2017', [
    'Dispensed in the outpatient and paediatric pharmacies during the national youth service year',
    'Compounded paediatric suspensions and total parenteral nutrition bags',
  ])}
  <h2>Education</h2>
  <div class="job"><h3>University of Lagos<span class="when">2019 – 2021</span></h3>
  <div>Master of Science in Clinical Pharmacy</div></div>
  <div class="job"><h3>Obafemi Awolowo University, Ile-Ife<span class="when">2010 – 2015</span></h3>
  <div>Bachelor of Pharmacy (B.Pharm.) – Second Class Upper Division</div></div>
</div>
</div>`;

export const nigeriaPharmacist: CorpusCase = {
  id: 'nigeria-pdf-pharmacist-ng',
  covers: 'HELD OUT: two-column PDF, first name and surname on two large lines in the sidebar, NYSC',
  heldOut: true,
  render: 'html',
  html: htmlPage(css, body),
  expected: {
    name: 'Oluwaseun Adebayo',
    email: 'oluwaseun.adebayo@example.com.ng',
    phone: '+234 803 412 7765',
    location: 'Lagos, Nigeria',
    roles: [
      {
        company: 'Lagos University Teaching Hospital (LUTH)',
        title: 'Senior Clinical Pharmacist',
        startDate: 'Jun 2021',
        endDate: 'Present',
      },
      { company: 'HealthPlus Limited', title: 'Pharmacist', startDate: 'Feb 2018', endDate: 'May 2021' },
      {
        company: 'Federal Medical Centre',
        title: 'Pharmacist (NYSC)',
        startDate: 'Nov 2016',
        endDate: 'Oct 2017',
      },
    ],
    schools: [
      { school: 'University of Lagos', degree: 'Master of Science in Clinical Pharmacy' },
      { school: 'Obafemi Awolowo University', degree: 'Bachelor of Pharmacy (B.Pharm.)' },
    ],
    skills,
  },
};
