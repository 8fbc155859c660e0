import type { CorpusCase, DocxBlock } from '../types';

const h = (p: string): DocxBlock => ({ p, heading: true });
const b = (p: string): DocxBlock => ({ p, bullet: true });

const blocks: DocxBlock[] = [
  { p: 'Camille Laurent', bold: true, size: 36 },
  { p: 'Responsable Logistique' },
  { p: 'Lyon, France' },
  { p: 'camille.laurent@example.fr' },
  { p: '+33 6 12 34 56 78' },
  h('Profil'),
  {
    p: "Responsable logistique avec neuf ans d'expérience en entreposage et transport pour la grande distribution.",
  },
  h('Expérience professionnelle'),
  { p: 'Responsable Logistique — Groupe SEB', bold: true },
  { p: "janvier 2020 – aujourd'hui" },
  b("Pilotage d'un entrepôt de 40 000 m² et d'une équipe de 65 personnes"),
  b('Réduction des coûts de transport de 9 % par la renégociation des contrats transporteurs'),
  b("Déploiement d'un nouveau WMS sur trois sites"),
  { p: "Chef d'équipe Entrepôt — Carrefour Supply Chain", bold: true },
  { p: 'septembre 2016 – décembre 2019' },
  b('Encadrement de 20 préparateurs de commandes en horaires postés'),
  b('Amélioration du taux de service de 94 % à 98,5 %'),
  { p: 'Assistant Logistique — Geodis', bold: true },
  { p: 'juillet 2014 – août 2016' },
  b('Suivi des flux import et gestion des litiges transport'),
  h('Formation'),
  { p: 'Master Management de la Supply Chain — IAE Lyon', bold: true },
  { p: '2012 – 2014' },
  { p: 'Licence Économie et Gestion — Université Lumière Lyon 2', bold: true },
  { p: '2009 – 2012' },
  h('Compétences'),
  {
    p: 'Gestion des stocks, WMS, SAP, Lean Management, Transport routier, Excel, Power BI, Management d’équipe, Négociation fournisseurs',
  },
  h('Langues'),
  { p: 'Français (langue maternelle), Anglais (courant), Espagnol (intermédiaire)' },
];

export const frenchDocx: CorpusCase = {
  id: 'french-logistics-fr',
  covers: 'French headings and dates (DOCX), "Title — Company" lines',
  render: 'docx',
  blocks,
  expected: {
    name: 'Camille Laurent',
    email: 'camille.laurent@example.fr',
    phone: '+33 6 12 34 56 78',
    location: 'Lyon, France',
    roles: [
      {
        company: 'Groupe SEB',
        title: 'Responsable Logistique',
        startDate: 'janvier 2020',
        endDate: "aujourd'hui",
      },
      {
        company: 'Carrefour Supply Chain',
        title: "Chef d'équipe Entrepôt",
        startDate: 'septembre 2016',
        endDate: 'décembre 2019',
      },
      { company: 'Geodis', title: 'Assistant Logistique', startDate: 'juillet 2014', endDate: 'août 2016' },
    ],
    schools: [
      { school: 'IAE Lyon', degree: 'Master Management de la Supply Chain' },
      { school: 'Université Lumière Lyon 2', degree: 'Licence Économie et Gestion' },
    ],
    skills: [
      'Gestion des stocks', 'WMS', 'SAP', 'Lean Management', 'Transport routier', 'Excel', 'Power BI',
      'Management d’équipe', 'Négociation fournisseurs',
    ], // prettier-ignore
  },
};
