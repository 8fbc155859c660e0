import type { CorpusCase } from '../types';
import { htmlPage, lis } from './html';

const css = `
.grid { display: grid; grid-template-columns: 58mm 1fr; gap: 8mm; }
aside { background: #eef2f6; padding: 6mm 5mm; }
aside h2, main h2 { font-size: 10.5pt; text-transform: uppercase; color: #2d4a6b; margin: 5mm 0 2mm; }
aside p { margin-bottom: 1.5mm; }
h1 { font-size: 22pt; color: #2d4a6b; }
.headline { font-size: 11pt; margin-bottom: 3mm; }
.role { margin-bottom: 3mm; }
.role h3 { font-size: 10pt; }
.meta { color: #555; }
`;

const body = `<div class="grid">
<aside>
  <h2>Contact</h2>
  <p>marta.kowalska@example.pl</p>
  <p>+48 512 345 678</p>
  <p>Kraków, Poland</p>
  <p>linkedin.com/in/martakowalska</p>
  <h2>Skills</h2>
  <p>Figma</p><p>Sketch</p><p>Adobe XD</p><p>User Research</p><p>Usability Testing</p>
  <p>Wireframing</p><p>Prototyping</p><p>Design Systems</p><p>HTML</p><p>CSS</p><p>Accessibility</p>
  <h2>Languages</h2>
  <p>Polish (native)</p><p>English (C1)</p><p>German (B1)</p>
</aside>
<main>
  <h1>Marta Kowalska</h1>
  <p class="headline">Senior UX Designer</p>
  <h2>Profile</h2>
  <p>UX designer with eight years of experience in fintech and e-commerce products, leading research-driven redesigns from discovery to handoff.</p>
  <h2>Experience</h2>
  <div class="role"><h3>Senior UX Designer</h3><p class="meta">Allegro · Mar 2021 – Present</p>
  <ul>${lis([
    'Led the redesign of the seller dashboard used by 120,000 merchants, cutting support tickets by 18%',
    'Built and maintained the Figma design system shared by 9 product teams',
    'Ran 40+ moderated usability sessions per quarter with buyers and sellers',
  ])}</ul></div>
  <div class="role"><h3>UX Designer</h3><p class="meta">Comarch · Jun 2017 – Feb 2021</p>
  <ul>${lis([
    'Designed the mobile banking onboarding flow for three retail banks',
    'Introduced accessibility reviews (WCAG 2.1 AA) into every release',
  ])}</ul></div>
  <div class="role"><h3>Junior Web Designer</h3><p class="meta">Netguru · Sep 2015 – May 2017</p>
  <ul>${lis(['Produced wireframes and clickable prototypes for 12 client projects'])}</ul></div>
  <h2>Education</h2>
  <p><b>Jagiellonian University</b></p>
  <p>Master of Arts in Cognitive Science · 2013 – 2015</p>
  <p><b>AGH University of Science and Technology</b></p>
  <p>Bachelor of Engineering in Computer Science · 2009 – 2013</p>
</main>
</div>`;

export const sidebarLeft: CorpusCase = {
  id: 'sidebar-left-ux-pl',
  covers: 'two columns, left sidebar (CSS grid)',
  render: 'html',
  html: htmlPage(css, body),
  expected: {
    name: 'Marta Kowalska',
    email: 'marta.kowalska@example.pl',
    phone: '+48 512 345 678',
    location: 'Kraków, Poland',
    roles: [
      { company: 'Allegro', title: 'Senior UX Designer', startDate: 'Mar 2021', endDate: 'Present' },
      { company: 'Comarch', title: 'UX Designer', startDate: 'Jun 2017', endDate: 'Feb 2021' },
      { company: 'Netguru', title: 'Junior Web Designer', startDate: 'Sep 2015', endDate: 'May 2017' },
    ],
    schools: [
      { school: 'Jagiellonian University', degree: 'Master of Arts in Cognitive Science' },
      {
        school: 'AGH University of Science and Technology',
        degree: 'Bachelor of Engineering in Computer Science',
      },
    ],
    skills: [
      'Figma', 'Sketch', 'Adobe XD', 'User Research', 'Usability Testing', 'Wireframing',
      'Prototyping', 'Design Systems', 'HTML', 'CSS', 'Accessibility',
    ], // prettier-ignore
  },
};
