import type { CorpusCase } from '../types';
import { htmlPage, lis } from './html';

const css = `
h1 { font-size: 22pt; color: #7a1f3d; }
.headline { font-size: 11pt; color: #555; }
.contact { display: flex; gap: 6mm; margin: 2mm 0 5mm; font-size: 9pt; }
.ico { color: #7a1f3d; margin-right: 1.5mm; }
h2 { font-size: 11pt; color: #7a1f3d; margin: 5mm 0 2mm; }
.row { display: flex; justify-content: space-between; }
.role { margin-bottom: 3mm; }
`;

const role = (title: string, org: string, when: string, bullets: string[]) =>
  `<div class="role"><div class="row"><b>${title} | ${org}</b><span>${when}</span></div><ul>${lis(bullets)}</ul></div>`;

const body = `<h1>Priya Raman</h1>
<p class="headline">Digital Marketing Manager</p>
<div class="contact">
  <span><span class="ico">✉</span>priya.raman@example.co.uk</span>
  <span><span class="ico">☎</span>+44 20 7946 0958</span>
  <span><span class="ico">⌂</span>Manchester, UK</span>
  <span><span class="ico">◉</span>priyaraman.co.uk</span>
</div>
<h2>Profile</h2>
<p>Performance marketer who has grown e-commerce revenue through paid search, CRM and marketing analytics for UK retail brands.</p>
<h2>Experience</h2>
${role('Digital Marketing Manager', 'Boohoo Group', 'Jan 2021 – Present', [
  'Manage a £4M annual paid media budget across Google Ads, Meta and TikTok',
  'Raised return on ad spend from 3.1 to 4.6 through feed optimisation and bidding experiments',
  'Lead a team of four channel specialists',
])}
${role('CRM Marketing Executive', 'The Hut Group', 'Aug 2017 – Dec 2020', [
  'Ran lifecycle e-mail programmes for 2.5 million subscribers in Braze',
  'Built A/B testing framework that lifted e-mail conversion by 22%',
])}
${role('Marketing Assistant', 'AO.com', 'Jul 2015 – Jul 2017', ['Coordinated seasonal campaigns and weekly performance reports'])}
<h2>Education</h2>
<div class="row"><b>University of Leeds</b><span>2012 – 2015</span></div>
<div>BA (Hons) Marketing</div>
<h2>Skills</h2>
<p>Google Ads, Meta Ads, SEO, Google Analytics 4, Braze, CRM, A/B Testing, Looker Studio, SQL, Budget Management, Copywriting, Marketing Automation</p>`;

export const icons: CorpusCase = {
  id: 'icons-marketing-uk',
  covers: 'icon glyphs before contact details, +44 phone',
  render: 'html',
  html: htmlPage(css, body),
  expected: {
    name: 'Priya Raman',
    email: 'priya.raman@example.co.uk',
    phone: '+44 20 7946 0958',
    location: 'Manchester, UK',
    roles: [
      {
        company: 'Boohoo Group',
        title: 'Digital Marketing Manager',
        startDate: 'Jan 2021',
        endDate: 'Present',
      },
      {
        company: 'The Hut Group',
        title: 'CRM Marketing Executive',
        startDate: 'Aug 2017',
        endDate: 'Dec 2020',
      },
      { company: 'AO.com', title: 'Marketing Assistant', startDate: 'Jul 2015', endDate: 'Jul 2017' },
    ],
    schools: [{ school: 'University of Leeds', degree: 'BA (Hons) Marketing' }],
    skills: [
      'Google Ads', 'Meta Ads', 'SEO', 'Google Analytics 4', 'Braze', 'CRM', 'A/B Testing', 'Looker Studio',
      'SQL', 'Budget Management', 'Copywriting', 'Marketing Automation',
    ], // prettier-ignore
  },
};
