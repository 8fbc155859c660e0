import type { CorpusCase } from '../types';
import { htmlPage, lis } from './html';

const css = `
h1 { font-size: 22pt; }
.sub { font-size: 11pt; color: #444; margin-bottom: 1mm; }
h2 { font-size: 11.5pt; color: #1d3557; border-bottom: 1px solid #1d3557; margin: 5mm 0 2mm; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 0 0 2.5mm 0; }
td.when { width: 36mm; }
`;

const row = (when: string, what: string) => `<tr><td class="when">${when}</td><td>${what}</td></tr>`;

const body = `<h1>Lukas Becker</h1>
<p class="sub">Maschinenbauingenieur</p>
<p>München · lukas.becker@example.de · +49 151 23456789</p>
<h2>Berufserfahrung</h2>
<table>
${row(
  '03/2019 – heute',
  `<b>Entwicklungsingenieur</b><br>BMW Group<ul>${lis([
    'Verantwortlich für die Konstruktion von Fahrwerkskomponenten für Elektrofahrzeuge',
    'Reduzierung des Bauteilgewichts um 12 % durch Topologieoptimierung',
    'Leitung eines Teams von vier Konstrukteuren',
  ])}</ul>`,
)}
${row(
  '09/2015 – 02/2019',
  `<b>Konstrukteur</b><br>Knorr-Bremse AG<ul>${lis([
    'Konstruktion von Bremssystemen für Schienenfahrzeuge in CATIA V5',
    'Durchführung von FEM-Analysen und Toleranzrechnungen',
  ])}</ul>`,
)}
${row('10/2013 – 08/2015', `<b>Werkstudent Konstruktion</b><br>Siemens AG<ul>${lis(['Erstellung technischer Zeichnungen und Stücklisten'])}</ul>`)}
</table>
<h2>Ausbildung</h2>
<table>
${row('10/2013 – 09/2015', '<b>Technische Universität München</b><br>Master of Science Maschinenwesen')}
${row('10/2010 – 09/2013', '<b>Hochschule Augsburg</b><br>Bachelor of Engineering Maschinenbau')}
</table>
<h2>Kenntnisse</h2>
<p>CATIA V5, SolidWorks, ANSYS, FEM, MATLAB, Python, Toleranzanalyse, Leichtbau, SAP PLM, Projektmanagement</p>
<h2>Sprachen</h2>
<p>Deutsch (Muttersprache), Englisch (verhandlungssicher), Französisch (Grundkenntnisse)</p>`;

export const germanPdf: CorpusCase = {
  id: 'german-lebenslauf-de',
  covers: 'German Lebenslauf: headings, "03/2019 – heute", date column',
  render: 'html',
  html: htmlPage(css, body),
  expected: {
    name: 'Lukas Becker',
    email: 'lukas.becker@example.de',
    phone: '+49 151 23456789',
    location: 'München',
    roles: [
      { company: 'BMW Group', title: 'Entwicklungsingenieur', startDate: '03/2019', endDate: 'heute' },
      { company: 'Knorr-Bremse AG', title: 'Konstrukteur', startDate: '09/2015', endDate: '02/2019' },
      { company: 'Siemens AG', title: 'Werkstudent Konstruktion', startDate: '10/2013', endDate: '08/2015' },
    ],
    schools: [
      { school: 'Technische Universität München', degree: 'Master of Science Maschinenwesen' },
      { school: 'Hochschule Augsburg', degree: 'Bachelor of Engineering Maschinenbau' },
    ],
    skills: [
      'CATIA V5', 'SolidWorks', 'ANSYS', 'FEM', 'MATLAB', 'Python', 'Toleranzanalyse', 'Leichtbau', 'SAP PLM',
      'Projektmanagement',
    ], // prettier-ignore
  },
};
