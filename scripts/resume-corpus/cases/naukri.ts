import type { CorpusCase } from '../types';
import { htmlPage, lis } from './html';

const css = `
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; }
.portal { font-size: 8pt; color: #888; border-bottom: 1px solid #ccc; margin-bottom: 3mm; }
h2 { font-size: 10pt; background: #e8eef7; padding: 1mm 2mm; margin: 4mm 0 2mm; }
table.kv td { padding: 0.6mm 3mm 0.6mm 0; vertical-align: top; }
table.kv td:first-child { width: 40mm; color: #555; }
.job { margin-bottom: 3mm; }
`;

const kv = (rows: [string, string][]) =>
  `<table class="kv">${rows.map(([k, v]) => `<tr><td>${k}:</td><td>${v}</td></tr>`).join('')}</table>`;

const body = `<p class="portal">Resume downloaded from Naukri.com</p>
<h2>Profile Summary</h2>
${kv([
  ['Name', 'Rahul Sharma'],
  ['Email ID', 'rahul.sharma@example.in'],
  ['Mobile No.', '+91 98765 43210'],
  ['Current Location', 'Bengaluru'],
  ['Total Experience', '7 Year(s) 4 Month(s)'],
  ['Current Designation', 'Senior Software Engineer'],
  [
    'Key Skills',
    'Java, Spring Boot, Microservices, Hibernate, MySQL, Kafka, Docker, Kubernetes, AWS, REST APIs, JUnit, Git',
  ],
])}
<h2>Employment Details</h2>
<div class="job"><b>Infosys Limited as Senior Software Engineer</b><br>Jan 2019 to Till Date
<ul>${lis([
  'Developing Spring Boot microservices for a UK bank payments platform handling 2M transactions a day',
  'Migrated batch jobs to Kafka event streams, cutting settlement latency from hours to minutes',
  'Mentoring four junior developers and reviewing pull requests',
])}</ul></div>
<div class="job"><b>Wipro Technologies as Software Engineer</b><br>Jul 2016 to Dec 2018
<ul>${lis([
  'Built REST APIs in Java and Hibernate for an insurance claims portal',
  'Wrote JUnit and Mockito tests raising coverage from 45% to 80%',
])}</ul></div>
<h2>Education</h2>
${kv([
  ['UG', 'B.Tech/B.E. (Computer Science) from Visvesvaraya Technological University in 2016'],
  ['Class XII', 'CBSE, 2012'],
])}
<h2>Other Details</h2>
${kv([
  ['Date of Birth', '14 Aug 1994'],
  ['Languages Known', 'English, Hindi, Kannada'],
  ['Notice Period', '60 Days'],
])}`;

export const naukri: CorpusCase = {
  id: 'portal-export-java-in',
  covers: 'job-portal export: key-value profile, "Company as Title", "to Till Date"',
  render: 'html',
  html: htmlPage(css, body),
  expected: {
    name: 'Rahul Sharma',
    email: 'rahul.sharma@example.in',
    phone: '+91 98765 43210',
    location: 'Bengaluru',
    roles: [
      {
        company: 'Infosys Limited',
        title: 'Senior Software Engineer',
        startDate: 'Jan 2019',
        endDate: 'Till Date',
      },
      {
        company: 'Wipro Technologies',
        title: 'Software Engineer',
        startDate: 'Jul 2016',
        endDate: 'Dec 2018',
      },
    ],
    schools: [{ school: 'Visvesvaraya Technological University', degree: 'B.Tech/B.E. (Computer Science)' }],
    skills: [
      'Java', 'Spring Boot', 'Microservices', 'Hibernate', 'MySQL', 'Kafka', 'Docker', 'Kubernetes', 'AWS',
      'REST APIs', 'JUnit', 'Git',
    ], // prettier-ignore
  },
};
