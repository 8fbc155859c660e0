import type { CorpusCase } from '../types';
import { htmlPage, lis } from './html';

const css = `
header { border-bottom: 2px solid #0b6e4f; padding-bottom: 3mm; margin-bottom: 4mm; }
h1 { font-size: 20pt; color: #0b6e4f; }
.grid { display: grid; grid-template-columns: 1fr 62mm; gap: 7mm; }
h2 { font-size: 10.5pt; text-transform: uppercase; color: #0b6e4f; margin: 4mm 0 2mm; }
aside { border-left: 1px solid #ccc; padding-left: 5mm; }
aside p { margin-bottom: 1.2mm; white-space: nowrap; }
.role { margin-bottom: 3mm; }
.role h3 { font-size: 10pt; }
.dates { color: #666; font-style: italic; }
`;

const body = `<header><h1>Olivia Bennett</h1><p>Registered Nurse · Critical Care</p></header>
<div class="grid">
<main>
  <h2>Summary</h2>
  <p>AHPRA-registered nurse with ten years in intensive care and emergency departments across metropolitan Sydney hospitals.</p>
  <h2>Work Experience</h2>
  <div class="role"><h3>Clinical Nurse Specialist</h3><p>Royal Prince Alfred Hospital</p><p class="dates">July 2020 – Present</p>
  <ul>${lis([
    'Coordinate care for a 24-bed intensive care unit across day and night shifts',
    'Precept and assess 15 graduate nurses a year on ventilator and sepsis protocols',
    'Led the rollout of electronic fluid-balance charting, reducing charting errors by 30%',
  ])}</ul></div>
  <div class="role"><h3>Registered Nurse</h3><p>Westmead Hospital</p><p class="dates">February 2016 – June 2020</p>
  <ul>${lis([
    'Triaged and treated up to 60 patients per shift in the emergency department',
    'Member of the rapid response team and the hospital falls-prevention committee',
  ])}</ul></div>
  <div class="role"><h3>Graduate Nurse</h3><p>Liverpool Hospital</p><p class="dates">January 2015 – January 2016</p>
  <ul>${lis(['Completed rotations in cardiology, surgical and aged-care wards'])}</ul></div>
  <h2>Education</h2>
  <p><b>University of Sydney</b> — Master of Nursing (Critical Care), 2019</p>
  <p><b>University of Technology Sydney</b> — Bachelor of Nursing, 2014</p>
</main>
<aside>
  <h2>Contact</h2>
  <p>olivia.bennett@example.com.au</p>
  <p>+61 412 555 019</p>
  <p>Sydney, NSW</p>
  <h2>Skills</h2>
  <p>Critical Care</p><p>Triage</p><p>Ventilator Management</p><p>Medication Administration</p>
  <p>Wound Care</p><p>Patient Education</p><p>Sepsis Management</p><p>Electronic Medical Records</p><p>Advanced Life Support</p>
  <h2>Certifications</h2>
  <p>ALS2 (Resuscitation Council)</p><p>AHPRA Registration</p>
</aside>
</div>`;

export const sidebarRight: CorpusCase = {
  id: 'sidebar-right-nurse-au',
  covers: 'two columns, right sidebar',
  render: 'html',
  html: htmlPage(css, body),
  expected: {
    name: 'Olivia Bennett',
    email: 'olivia.bennett@example.com.au',
    phone: '+61 412 555 019',
    location: 'Sydney, NSW',
    roles: [
      {
        company: 'Royal Prince Alfred Hospital',
        title: 'Clinical Nurse Specialist',
        startDate: 'July 2020',
        endDate: 'Present',
      },
      {
        company: 'Westmead Hospital',
        title: 'Registered Nurse',
        startDate: 'February 2016',
        endDate: 'June 2020',
      },
      {
        company: 'Liverpool Hospital',
        title: 'Graduate Nurse',
        startDate: 'January 2015',
        endDate: 'January 2016',
      },
    ],
    schools: [
      { school: 'University of Sydney', degree: 'Master of Nursing (Critical Care)' },
      { school: 'University of Technology Sydney', degree: 'Bachelor of Nursing' },
    ],
    skills: [
      'Critical Care', 'Triage', 'Ventilator Management', 'Medication Administration', 'Wound Care',
      'Patient Education', 'Sepsis Management', 'Electronic Medical Records', 'Advanced Life Support',
    ], // prettier-ignore
  },
};
