import { htmlPage, lis } from '../cases/html';
import type { CorpusCase } from '../types';

// An Italian intensive-care nurse's CV from Milan, made in an online template: a tinted left
// sidebar (contacts with a street address and date of birth, skills, languages), the name and the
// main column on the right. Two roles at the same hospital with "MM/AAAA – oggi" dates, bullets
// that wrap, "post-operatorio", an "Albo e certificazioni" (nursing register) section, volunteering
// with the Red Cross and the GDPR consent line Italian CVs end with.
const css = `
@page { size: A4; margin: 0; }
body { font-size: 8.9pt; line-height: 1.3; }
.wrap { display: grid; grid-template-columns: 64mm 1fr; min-height: 297mm; }
aside { background: #e8f1f4; padding: 13mm 5mm 8mm 8mm; }
aside h2 { font-size: 10pt; color: #1d5c73; letter-spacing: 0.6px; margin: 5mm 0 2mm;
  border-bottom: 1px solid #9cc3d1; padding-bottom: 1mm; }
aside h2:first-child { margin-top: 0; }
aside p { margin-bottom: 1.3mm; }
aside ul { padding-left: 12px; }
main { padding: 13mm 12mm 8mm 8mm; }
h1 { font-size: 25pt; color: #1d5c73; font-weight: 700; }
.headline { font-size: 11pt; color: #555; margin: 1mm 0 5mm; }
main h2 { font-size: 10.5pt; color: #1d5c73; letter-spacing: 0.6px; margin: 4.5mm 0 2mm;
  border-bottom: 1px solid #9cc3d1; padding-bottom: 1mm; }
.job { margin-bottom: 2.5mm; }
.job h3 { font-size: 10pt; display: flex; justify-content: space-between; }
.job h3 span { font-weight: 400; color: #555; }
.org { font-style: italic; color: #333; margin-bottom: 1mm; }
li { margin-bottom: 0.8mm; }
.gdpr { margin-top: 5mm; font-size: 7.5pt; color: #666; }
`;

const skills = [
  'Terapia intensiva', 'Ventilazione meccanica', 'Emogasanalisi', 'Gestione accessi venosi centrali',
  'Monitoraggio emodinamico', 'Triage', 'BLSD', 'ACLS', 'Cartella clinica elettronica',
  'Gestione del rischio clinico', 'Formazione del personale',
]; // prettier-ignore

const job = (title: string, when: string, org: string, bullets: string[]) =>
  `<div class="job"><h3>${title}<span>${when}</span></h3><div class="org">${org}</div><ul>${lis(bullets)}</ul></div>`;

const body = `<div class="wrap">
<aside>
  <h2>Contatti</h2>
  <p>Via Carlo Farini 42<br>20159 Milano</p>
  <p>+39 347 218 5493</p>
  <p>giulia.ferrante@example.com</p>
  <p>linkedin.com/in/giuliaferrante</p>
  <p>Data di nascita: 14/09/1990</p>
  <p>Patente B</p>
  <h2>Competenze</h2>
  <ul>${lis(skills)}</ul>
  <h2>Lingue</h2>
  <p>Italiano – madrelingua</p>
  <p>Inglese – B2</p>
  <p>Spagnolo – A2</p>
</aside>
<main>
  <h1>Giulia Ferrante</h1>
  <p class="headline">Infermiera – Coordinatrice di Terapia intensiva</p>
  <h2>Profilo</h2>
  <p>Infermiera con oltre otto anni di esperienza in area critica e pronto soccorso. Coordino équipe
  numerose, curo la formazione dei neoassunti e lavoro per una assistenza sicura, basata sulle
  evidenze e centrata sulla persona e sulla sua famiglia.</p>
  <h2>Esperienza professionale</h2>
  ${job(
    'Coordinatrice infermieristica',
    '06/2022 – oggi',
    'ASST Grande Ospedale Metropolitano Niguarda, Milano – Terapia intensiva generale',
    [
      'Coordino un’équipe di 28 infermieri e 9 operatori socio-sanitari su 12 posti letto, con turnistica sulle 24 ore e gestione delle sostituzioni',
      'Ho introdotto un protocollo di prevenzione delle lesioni da pressione che ha ridotto del 35% le lesioni di stadio II o superiore in un anno',
      'Referente per il rischio clinico del reparto: segnalazione degli eventi avversi, audit mensili e revisione delle procedure aziendali',
    ],
  )}
  ${job(
    'Infermiera di area critica',
    '03/2019 – 05/2022',
    'ASST Grande Ospedale Metropolitano Niguarda, Milano – Terapia intensiva generale',
    [
      'Assistenza a pazienti critici nel decorso post-operatorio di cardiochirurgia e neurochirurgia e a pazienti politraumatizzati',
      'Durante l’emergenza COVID-19 ho lavorato nella terapia intensiva dedicata, con pronazione dei pazienti ventilati e supporto ECMO',
      'Tutor clinico per gli studenti del Corso di Laurea in Infermieristica dell’Università degli Studi di Milano',
    ],
  )}
  ${job(
    'Infermiera',
    '09/2016 – 02/2019',
    'Fondazione IRCCS Policlinico San Matteo, Pavia – Pronto soccorso',
    [
      'Triage avanzato e prima valutazione in un pronto soccorso con circa 75.000 accessi all’anno',
      'Gestione delle urgenze in sala rossa e trasporto protetto dei pazienti critici verso la diagnostica',
    ],
  )}
  <h2>Istruzione e formazione</h2>
  ${job('Università degli Studi di Milano', '2018 – 2019', 'Master di I livello in Infermieristica in area critica', [])}
  ${job('Università degli Studi di Pavia', '2013 – 2016', 'Laurea in Infermieristica – 110/110 e lode', [])}
  <h2>Albo e certificazioni</h2>
  <p>Iscritta all’Ordine delle Professioni Infermieristiche (OPI) di Milano-Lodi-Monza e Brianza, n. 38215</p>
  <p>BLSD e ACLS, Italian Resuscitation Council (rinnovo 2024)</p>
  <p>PHTLS – Prehospital Trauma Life Support (2021)</p>
  <h2>Volontariato</h2>
  <p>Volontaria soccorritrice, Croce Rossa Italiana – Comitato di Milano, dal 2012: servizio in ambulanza e assistenza sanitaria agli eventi.</p>
  <p class="gdpr">Autorizzo il trattamento dei dati personali contenuti nel mio curriculum vitae ai sensi del
  D.Lgs. 196/2003 e del Regolamento UE 2016/679 (GDPR).</p>
</main>
</div>`;

export const nurseSidebarIt: CorpusCase = {
  id: 'nurse-sidebar-it',
  covers:
    'Italian two-column PDF, left sidebar, two roles at one hospital, "MM/AAAA – oggi", Albo, GDPR line',
  render: 'html',
  html: htmlPage(css, body),
  expected: {
    name: 'Giulia Ferrante',
    email: 'giulia.ferrante@example.com',
    phone: '+39 347 218 5493',
    location: '20159 Milano',
    roles: [
      {
        company: 'ASST Grande Ospedale Metropolitano Niguarda',
        title: 'Coordinatrice infermieristica',
        startDate: '06/2022',
        endDate: 'oggi',
      },
      {
        company: 'ASST Grande Ospedale Metropolitano Niguarda',
        title: 'Infermiera di area critica',
        startDate: '03/2019',
        endDate: '05/2022',
      },
      {
        company: 'Fondazione IRCCS Policlinico San Matteo',
        title: 'Infermiera',
        startDate: '09/2016',
        endDate: '02/2019',
      },
    ],
    schools: [
      {
        school: 'Università degli Studi di Milano',
        degree: 'Master di I livello in Infermieristica in area critica',
      },
      { school: 'Università degli Studi di Pavia', degree: 'Laurea in Infermieristica' },
    ],
    skills,
  },
  sections: [
    'Contatti', 'Competenze', 'Lingue', 'Profilo', 'Esperienza professionale', 'Istruzione e formazione',
    'Albo e certificazioni', 'Volontariato',
  ], // prettier-ignore
};
