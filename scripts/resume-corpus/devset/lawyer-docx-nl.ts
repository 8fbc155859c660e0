import type { CorpusCase, DocxBlock } from '../types';

const h = (p: string): DocxBlock => ({ p, heading: true });
const b = (p: string): DocxBlock => ({ p, bullet: true });
const t = (p: string): DocxBlock => ({ p });
/** A "label<TAB>value" line, as Dutch Word CVs type their personal details. */
const kv = (label: string, value: string): DocxBlock => ({ p: `${label}\t${value}` });

// A Dutch employment lawyer's Word CV from Amsterdam: "Personalia" as label<TAB>value lines
// (street address with postcode, LinkedIn, birth date), "Werkervaring" with a bold
// "Title – Firm, City" line and the dates below ("september 2021 – heden"),
// two roles at the same firm (the hyphenated "Advocaat-stagiaire" and "Advocaat-medewerker"),
// skills as one comma line, and two sections parsers rarely know: "Nevenfuncties" and
// "Publicaties".
const blocks: DocxBlock[] = [
  { p: 'Curriculum Vitae', size: 24 },
  { p: 'mr. Sanne de Groot', bold: true, size: 36 },
  h('Personalia'),
  kv('Adres', 'Van Baerlestraat 118-2, 1071 BD Amsterdam'),
  kv('Telefoon', '06 41 83 27 95'),
  kv('E-mail', 'sanne.degroot@example.com'),
  kv('LinkedIn', 'linkedin.com/in/sannedegroot-advocaat'),
  kv('Geboortedatum', '3 februari 1990'),
  kv('Nationaliteit', 'Nederlandse'),
  h('Profiel'),
  t(
    'Advocaat arbeidsrecht met ruim tien jaar ervaring in de advocatuur en bij een grote werkgever. Ik adviseer en procedeer voor ondernemingen en ondernemingsraden over ontslag, reorganisaties en medezeggenschap, en ik houd van heldere, praktische adviezen.',
  ),
  h('Werkervaring'),
  { p: 'Senior advocaat arbeidsrecht – Kroes & Veldhuis Advocaten, Amsterdam', bold: true },
  t('september 2021 – heden'),
  b(
    'Adviseer werkgevers in de zorg en de logistiek over collectief ontslag, reorganisaties en WOR-trajecten',
  ),
  b(
    'Voer jaarlijks zo’n 25 procedures bij de kantonrechter en het gerechtshof, waaronder ontbindingsverzoeken',
  ),
  b('Begeleid twee advocaat-stagiaires en verzorg de interne kennissessies arbeidsrecht'),
  { p: 'Bedrijfsjurist arbeidsrecht – Koninklijke Ahold Delhaize N.V., Zaandam', bold: true },
  t('september 2018 – augustus 2021'),
  b('Eerste aanspreekpunt voor HR bij ontslagzaken, arbeidsvoorwaarden en de toepassing van de cao'),
  b('Schreef mee aan de thuiswerkregeling en het sociaal plan voor de distributiecentra'),
  { p: 'Advocaat-medewerker – Van Dam Hoekstra Advocaten, Utrecht', bold: true },
  t('januari 2016 – augustus 2018'),
  b('Procedeerde in arbeids- en ondernemingsrechtelijke zaken voor mkb-ondernemingen'),
  { p: 'Advocaat-stagiaire – Van Dam Hoekstra Advocaten, Utrecht', bold: true },
  t('januari 2013 – december 2015'),
  b('Beroepsopleiding Advocatuur afgerond in 2015; dossiers in arbeidsrecht en huurrecht'),
  h('Opleiding'),
  { p: 'Universiteit van Amsterdam', bold: true },
  t('Master Arbeidsrecht (LL.M.), 2012'),
  { p: 'Universiteit Utrecht', bold: true },
  t('Bachelor Rechtsgeleerdheid (LL.B.), 2011'),
  h('Cursussen'),
  t('Specialisatieopleiding Arbeidsrecht, Grotius Academie (2019 – 2020)'),
  t('Mediationvaardigheden voor advocaten, NMv (2022)'),
  h('Vaardigheden'),
  t(
    'Arbeidsrecht, Ontslagrecht, Medezeggenschapsrecht, Procederen, Onderhandelen, Due diligence, Reorganisaties, Cao-recht, Legal Intelligence, Kluwer Navigator',
  ),
  h('Talen'),
  t('Nederlands (moedertaal), Engels (vloeiend), Duits (goed)'),
  h('Nevenfuncties'),
  t('Lid van de Vereniging Arbeidsrecht Advocaten Nederland (VAAN), sinds 2019'),
  t('Bestuurslid van Stichting Rechtswinkel Amsterdam-West, sinds 2020'),
  h('Publicaties'),
  t('S. de Groot, ‘De transitievergoeding na de WAB: een tussenstand’, ArbeidsRecht 2022/14.'),
  t('S. de Groot & P. Veldhuis, ‘Reorganiseren in de zorg’, Tijdschrift Arbeidsrechtpraktijk 2023, nr. 3.'),
];

export const lawyerDocxNl: CorpusCase = {
  id: 'lawyer-docx-nl',
  covers:
    'Dutch DOCX, "mr." title, Personalia label<TAB>value, two roles at one firm, Nevenfuncties/Publicaties',
  render: 'docx',
  blocks,
  expected: {
    name: 'Sanne de Groot',
    email: 'sanne.degroot@example.com',
    phone: '06 41 83 27 95',
    location: '1071 BD Amsterdam',
    roles: [
      {
        company: 'Kroes & Veldhuis Advocaten',
        title: 'Senior advocaat arbeidsrecht',
        startDate: 'september 2021',
        endDate: 'heden',
      },
      {
        company: 'Koninklijke Ahold Delhaize N.V.',
        title: 'Bedrijfsjurist arbeidsrecht',
        startDate: 'september 2018',
        endDate: 'augustus 2021',
      },
      {
        company: 'Van Dam Hoekstra Advocaten',
        title: 'Advocaat-medewerker',
        startDate: 'januari 2016',
        endDate: 'augustus 2018',
      },
      {
        company: 'Van Dam Hoekstra Advocaten',
        title: 'Advocaat-stagiaire',
        startDate: 'januari 2013',
        endDate: 'december 2015',
      },
    ],
    schools: [
      { school: 'Universiteit van Amsterdam', degree: 'Master Arbeidsrecht (LL.M.)' },
      { school: 'Universiteit Utrecht', degree: 'Bachelor Rechtsgeleerdheid (LL.B.)' },
    ],
    skills: [
      'Arbeidsrecht', 'Ontslagrecht', 'Medezeggenschapsrecht', 'Procederen', 'Onderhandelen', 'Due diligence',
      'Reorganisaties', 'Cao-recht', 'Legal Intelligence', 'Kluwer Navigator',
    ], // prettier-ignore
  },
  sections: [
    'Personalia', 'Profiel', 'Werkervaring', 'Opleiding', 'Cursussen', 'Vaardigheden', 'Talen', 'Nevenfuncties',
    'Publicaties',
  ], // prettier-ignore
};
