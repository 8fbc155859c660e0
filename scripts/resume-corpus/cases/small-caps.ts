import type { CorpusCase } from '../types';
import { htmlPage, lis } from './html';

const css = `
h1 { font-size: 20pt; letter-spacing: 0.3em; font-variant: small-caps; text-transform: uppercase; text-align: center; font-weight: normal; }
.contact { text-align: center; margin: 2mm 0 5mm; }
h2 { font-size: 10.5pt; letter-spacing: 0.3em; font-variant: small-caps; text-transform: uppercase; font-weight: normal;
     border-bottom: 0.5px solid #333; margin: 5mm 0 2mm; }
.row { display: flex; justify-content: space-between; }
.role { margin-bottom: 3mm; }
`;

const role = (title: string, org: string, when: string, bullets: string[]) =>
  `<div class="role"><div class="row"><b>${title}</b><span>${when}</span></div><div><i>${org}</i></div><ul>${lis(bullets)}</ul></div>`;

const body = `<h1>Sanne de Vries</h1>
<p class="contact">Rotterdam, Netherlands | sanne.devries@example.nl | +31 6 1234 5678</p>
<h2>Profile</h2>
<p>Architect registered in the Dutch Architects Register, specialised in timber housing and adaptive reuse of industrial buildings.</p>
<h2>Experience</h2>
${role('Project Architect', 'MVRDV', 'Apr 2019 – Present', [
  'Lead architect for a 140-unit cross-laminated timber housing block in Amsterdam Noord',
  'Coordinate structural, MEP and facade consultants through BIM clash detection in Revit',
  'Present design options to municipal welstand committees',
])}
${role('Architect', 'Mecanoo', 'Sep 2015 – Mar 2019', [
  'Designed the conversion of a 1920s warehouse into a public library and offices',
  'Produced tender drawings and specifications for contracts up to €25M',
])}
${role('Architectural Intern', 'OMA', 'Feb 2014 – Aug 2015', ['Built physical and digital models for competition entries'])}
<h2>Education</h2>
<div class="row"><b>Delft University of Technology</b><span>2012 – 2014</span></div>
<div>MSc Architecture, Urbanism and Building Sciences</div>
<div class="row"><b>Eindhoven University of Technology</b><span>2009 – 2012</span></div>
<div>BSc Architecture</div>
<h2>Skills</h2>
<p>Revit · AutoCAD · Rhino · Grasshopper · SketchUp · BIM Coordination · Timber Construction · Adaptive Reuse · Building Regulations · Adobe InDesign</p>`;

export const smallCaps: CorpusCase = {
  id: 'small-caps-architect-nl',
  covers: 'letter-spaced small-caps name and headings',
  render: 'html',
  html: htmlPage(css, body, "'DejaVu Serif', serif"),
  expected: {
    name: 'Sanne de Vries',
    email: 'sanne.devries@example.nl',
    phone: '+31 6 1234 5678',
    location: 'Rotterdam, Netherlands',
    roles: [
      { company: 'MVRDV', title: 'Project Architect', startDate: 'Apr 2019', endDate: 'Present' },
      { company: 'Mecanoo', title: 'Architect', startDate: 'Sep 2015', endDate: 'Mar 2019' },
      { company: 'OMA', title: 'Architectural Intern', startDate: 'Feb 2014', endDate: 'Aug 2015' },
    ],
    schools: [
      {
        school: 'Delft University of Technology',
        degree: 'MSc Architecture, Urbanism and Building Sciences',
      },
      { school: 'Eindhoven University of Technology', degree: 'BSc Architecture' },
    ],
    skills: [
      'Revit', 'AutoCAD', 'Rhino', 'Grasshopper', 'SketchUp', 'BIM Coordination', 'Timber Construction',
      'Adaptive Reuse', 'Building Regulations', 'Adobe InDesign',
    ], // prettier-ignore
  },
};
