import { htmlPage, lis } from '../cases/html';
import type { CorpusCase } from '../types';

// An Irish primary teacher's CV as Word prints it: centred name and contact line, upper-case
// headings with a rule, "School, Town" left and "September 2019 – Present" right, the role in
// italics below, wrapping bullets, skills set in two CSS columns (so reading order runs down,
// not across), "Extra-Curricular Activities", "Volunteer Work" and referees who have their own
// e-mail addresses and phone numbers.
const css = `
@page { size: A4; margin: 15mm 17mm; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 10pt; line-height: 1.3; }
h1 { font-size: 19pt; text-align: center; letter-spacing: 0.5px; }
.contact { text-align: center; margin: 1mm 0 1mm; }
h2 { font-size: 10.5pt; border-bottom: 1px solid #333; margin: 5mm 0 2mm; padding-bottom: 0.5mm; }
.row { display: flex; justify-content: space-between; margin-top: 2.5mm; }
.role { font-style: italic; }
li { margin-bottom: 0.6mm; }
.cols { columns: 2; column-gap: 10mm; }
.refs { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; }
`;

const row = (left: string, right: string) =>
  `<div class="row"><span>${left}</span><span>${right}</span></div>`;

const skills = [
  'Differentiated Instruction', 'Assessment for Learning', 'Literacy Lift-Off', 'Aistear Play-Based Learning',
  'Classroom Management', 'Individual Education Plans', 'Gaeilge (fluent)', 'Google Classroom', 'Seesaw',
  'Microsoft Teams',
]; // prettier-ignore

const body = `<h1>AOIFE NÍ BHRIAIN</h1>
<p class="contact">Knocknacarra, Galway · +353 87 412 6630 · aoife.nibhriain@example.com</p>
<p class="contact">linkedin.com/in/aoife-ni-bhriain · Teaching Council Registration No. 412087</p>
<h2>PERSONAL STATEMENT</h2>
<p>Enthusiastic and reflective primary teacher with seven years’ experience across junior and senior
classes and special education. I plan lessons that every child can access, use play and the outdoors
as often as I can, and work closely with parents, SNAs and outside agencies.</p>
<h2>TEACHING EXPERIENCE</h2>
${row('<b>Scoil Bhríde Bóthar na Trá</b>, Salthill, Galway', 'September 2019 – Present')}
<div class="role">Mainstream Class Teacher (Permanent)</div>
<ul>${lis([
  'Teach a mixed second and third class of 29 pupils, including four children with additional needs and three pupils with English as an additional language',
  'Led the school’s roll-out of Literacy Lift-Off for first and second classes; average reading age rose by 11 months in one year',
  'Co-ordinate the Green Schools committee and the school garden, which won a Green Flag for biodiversity in 2023',
])}</ul>
${row('<b>St. Senan’s National School</b>, Ennis, Co. Clare', 'September 2017 – June 2019')}
<div class="role">Special Education Teacher (Fixed-Term)</div>
<ul>${lis([
  'Supported 22 pupils in small groups and one-to-one, writing and reviewing student support plans with class teachers and parents',
  'Ran Reading Recovery and Ready, Set, Go Maths interventions for infants and first class',
])}</ul>
${row('<b>Coláiste Lurgan</b>, Indreabhán, Co. Galway', 'June 2016 – August 2016')}
<div class="role">Irish Language Tutor (Summer Course)</div>
<ul>${lis(['Taught Irish through drama and music to classes of 25 secondary students'])}</ul>
<h2>EDUCATION</h2>
${row('<b>Dublin City University</b>', '2021 – 2023')}
<div>Postgraduate Diploma in Special and Inclusive Education</div>
${row('<b>Mary Immaculate College, Limerick</b>', '2013 – 2017')}
<div>Bachelor of Education (B.Ed.) – Second Class Honours, Grade 1</div>
<h2>CONTINUING PROFESSIONAL DEVELOPMENT</h2>
<ul>${lis([
  'Oide summer course: Wellbeing in the Primary Classroom (2024)',
  'Children First: Introduction to Child Protection, Tusla (2023)',
  'Middletown Centre for Autism: Supporting Pupils with Autism in Mainstream Classes (2022)',
])}</ul>
<h2>SKILLS</h2>
<ul class="cols">${lis(skills)}</ul>
<h2>EXTRA-CURRICULAR ACTIVITIES</h2>
<p>Coach the school’s Cumann na mBunscol camogie team; train the choir for the Christmas concert and Confirmation.</p>
<h2>VOLUNTEER WORK</h2>
<p>Leader, Galway Foróige youth club (2018 – present); volunteer reader with the Galway Children’s Book Club.</p>
<h2>REFEREES</h2>
<div class="refs">
  <div><b>Mr. Declan Moran</b><br>Principal, Scoil Bhríde Bóthar na Trá<br>+353 91 521 774<br>principal.moran@example.org</div>
  <div><b>Ms. Siobhán Keane</b><br>Principal, St. Senan’s National School<br>+353 65 682 9140<br>s.keane@example.org</div>
</div>`;

export const teacherPdfIe: CorpusCase = {
  id: 'teacher-pdf-ie',
  covers: 'Irish PDF, Month YYYY – Present right-aligned, skills in two CSS columns, referees with e-mails',
  render: 'html',
  html: htmlPage(css, body),
  expected: {
    name: 'AOIFE NÍ BHRIAIN',
    email: 'aoife.nibhriain@example.com',
    phone: '+353 87 412 6630',
    location: 'Knocknacarra, Galway',
    roles: [
      {
        company: 'Scoil Bhríde Bóthar na Trá',
        title: 'Mainstream Class Teacher (Permanent)',
        startDate: 'September 2019',
        endDate: 'Present',
      },
      {
        company: 'St. Senan’s National School',
        title: 'Special Education Teacher (Fixed-Term)',
        startDate: 'September 2017',
        endDate: 'June 2019',
      },
      {
        company: 'Coláiste Lurgan',
        title: 'Irish Language Tutor (Summer Course)',
        startDate: 'June 2016',
        endDate: 'August 2016',
      },
    ],
    schools: [
      { school: 'Dublin City University', degree: 'Postgraduate Diploma in Special and Inclusive Education' },
      { school: 'Mary Immaculate College', degree: 'Bachelor of Education (B.Ed.)' },
    ],
    skills,
  },
  sections: [
    'PERSONAL STATEMENT', 'TEACHING EXPERIENCE', 'EDUCATION', 'CONTINUING PROFESSIONAL DEVELOPMENT', 'SKILLS',
    'EXTRA-CURRICULAR ACTIVITIES', 'VOLUNTEER WORK', 'REFEREES',
  ], // prettier-ignore
};
