import type { CorpusCase } from '../types';
import { htmlPage, lis } from './html';

// Three fixed A4 pages with a running header (name) and "Page N of 3" footers, as a word
// processor prints them; the second role starts on page 1 and its bullets continue on page 2.
const css = `
@page { size: A4; margin: 0; }
.page { height: 297mm; box-sizing: border-box; padding: 14mm 18mm; position: relative; page-break-after: always; overflow: hidden; }
.page:last-child { page-break-after: auto; }
.running { font-size: 8pt; color: #777; border-bottom: 0.5px solid #bbb; margin-bottom: 6mm; display: flex; justify-content: space-between; }
.footer { position: absolute; bottom: 10mm; left: 0; right: 0; text-align: center; font-size: 8pt; color: #777; }
h1 { font-size: 22pt; }
h2 { font-size: 11.5pt; text-transform: uppercase; color: #3a3a8c; margin: 5mm 0 2mm; }
.row { display: flex; justify-content: space-between; margin-top: 3mm; }
li { margin-bottom: 1mm; }
`;

const running = `<div class="running"><span>Ciarán Murphy</span><span>Curriculum Vitae</span></div>`;
const footer = (n: number) => `<div class="footer">Page ${n} of 3</div>`;
const head = (title: string, org: string, when: string) =>
  `<div class="row"><b>${title}, ${org}</b><span>${when}</span></div>`;

const page1 = `<div class="page">${running}
<h1>Ciarán Murphy</h1>
<p>Senior Project Manager, Pharmaceutical Manufacturing</p>
<p>Cork, Ireland | ciaran.murphy@example.ie | +353 87 123 4567</p>
<h2>Summary</h2>
<p>PMP-certified project manager with fifteen years of capital and technology-transfer projects in biologics and small-molecule plants, delivering GMP facilities on time and within budget for global pharmaceutical companies.</p>
<h2>Professional Experience</h2>
${head('Senior Project Manager', 'Pfizer Ireland Pharmaceuticals', 'Feb 2019 – Present')}
<ul>${lis([
  'Lead a €120M expansion of the Ringaskiddy active-ingredient plant, from front-end design to qualification',
  'Manage a cross-functional team of 35 engineers, quality specialists and contractors',
  'Report schedule, cost and risk monthly to the European capital steering committee',
  'Delivered the new solvent-recovery unit three weeks ahead of schedule',
  'Introduced earned-value reporting across all site capital projects',
  'Negotiated framework agreements with four EPCM contractors, saving 7% on fees',
])}</ul>
${head('Project Manager', 'Janssen Sciences Ireland', 'Mar 2013 – Jan 2019')}
<ul>${lis([
  'Managed technology transfer of three monoclonal antibodies from the Netherlands to Cork',
  'Coordinated process validation batches with Quality Assurance and Regulatory Affairs',
])}</ul>
${footer(1)}</div>`;

const page2 = `<div class="page">${running}
<ul>${lis([
  'Cut the tech-transfer timeline from 30 to 22 months with a standard transfer playbook',
  'Ran FAT and SAT for single-use bioreactors up to 2,000 litres',
  'Chaired the weekly change-control board for the downstream suite',
])}</ul>
${head('Process Engineer', 'Eli Lilly Kinsale', 'Sep 2009 – Feb 2013')}
<ul>${lis([
  'Owned the purification skids of the insulin analogue line, raising yield by 4%',
  'Wrote and executed IQ/OQ protocols for new chromatography columns',
  'Led root-cause investigations for deviations using 5 Whys and fishbone analysis',
  'Trained 25 operators on updated standard operating procedures',
])}</ul>
${head('Graduate Engineer', 'GSK Cork', 'Sep 2007 – Aug 2009')}
<ul>${lis([
  'Rotated through maintenance, utilities and production engineering',
  'Supported the commissioning of a new purified-water generation system',
  'Maintained P&amp;IDs and equipment records in the site CMMS',
])}</ul>
<h2>Key Projects</h2>
<ul>${lis([
  'Ringaskiddy API expansion (€120M, 2019 – 2023): new reactor bay, solvent recovery and warehouse',
  'Antibody tech transfer (2014 – 2016): three products, two regulatory approvals, zero critical findings',
  'Serialisation rollout (2017): packaging lines upgraded for the EU Falsified Medicines Directive',
])}</ul>
${footer(2)}</div>`;

const page3 = `<div class="page">${running}
<h2>Education</h2>
<div class="row"><b>University College Cork</b><span>2003 – 2007</span></div>
<div>Bachelor of Engineering in Process and Chemical Engineering</div>
<div class="row"><b>Munster Technological University</b><span>2011 – 2012</span></div>
<div>Postgraduate Diploma in Project Management</div>
<h2>Certifications</h2>
<ul>${lis(['Project Management Professional (PMP), PMI, 2014', 'Lean Six Sigma Green Belt, 2012'])}</ul>
<h2>Skills</h2>
<p>Project Management, Capital Projects, Technology Transfer, GMP, Process Validation, Commissioning and Qualification, Earned Value Management, Risk Management, Stakeholder Management, Contract Negotiation, MS Project, Primavera P6, Lean Six Sigma, Budget Control</p>
<h2>Professional Memberships</h2>
<ul>${lis(['Chartered Engineer, Engineers Ireland', 'Member, International Society for Pharmaceutical Engineering (ISPE)'])}</ul>
${footer(3)}</div>`;

export const multiPage: CorpusCase = {
  id: 'multi-page-pm-ie',
  covers: '3 pages, running header, "Page N of 3" footers, role split across pages',
  render: 'html',
  html: htmlPage(css, page1 + page2 + page3),
  expected: {
    name: 'Ciarán Murphy',
    email: 'ciaran.murphy@example.ie',
    phone: '+353 87 123 4567',
    location: 'Cork, Ireland',
    roles: [
      {
        company: 'Pfizer Ireland Pharmaceuticals',
        title: 'Senior Project Manager',
        startDate: 'Feb 2019',
        endDate: 'Present',
      },
      {
        company: 'Janssen Sciences Ireland',
        title: 'Project Manager',
        startDate: 'Mar 2013',
        endDate: 'Jan 2019',
      },
      { company: 'Eli Lilly Kinsale', title: 'Process Engineer', startDate: 'Sep 2009', endDate: 'Feb 2013' },
      { company: 'GSK Cork', title: 'Graduate Engineer', startDate: 'Sep 2007', endDate: 'Aug 2009' },
    ],
    schools: [
      {
        school: 'University College Cork',
        degree: 'Bachelor of Engineering in Process and Chemical Engineering',
      },
      { school: 'Munster Technological University', degree: 'Postgraduate Diploma in Project Management' },
    ],
    skills: [
      'Project Management', 'Capital Projects', 'Technology Transfer', 'GMP', 'Process Validation',
      'Commissioning and Qualification', 'Earned Value Management', 'Risk Management', 'Stakeholder Management',
      'Contract Negotiation', 'MS Project', 'Primavera P6', 'Lean Six Sigma', 'Budget Control',
    ], // prettier-ignore
  },
};
