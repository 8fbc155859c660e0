import type { CorpusCase, DocxBlock } from '../types';

const h = (p: string): DocxBlock => ({ p, heading: true });
const b = (p: string): DocxBlock => ({ p, bullet: true });
const t = (p: string): DocxBlock => ({ p });
/** One borderless table per section: the dates in a narrow left cell, the entry on the right. */
const dated = (rows: [string, DocxBlock[]][]): DocxBlock => ({
  table: rows.map(([when, right]) => [[t(when)], right]),
  widths: [2100, 7600],
});

// A Lyon chef's French Word CV built from a table template: a hyphenated name, a contact block
// with an Instagram link, then each section as a table with the dates ("06/2022 – aujourd'hui",
// "03/2019 – 05/2022") in the left cell and the title, restaurant and bullets in the right one.
// "Sous-chef" is hyphenated; two roles at the same hotel (commis, then chef de partie); a
// "Concours et distinctions" section and "Centres d'intérêt".
const blocks: DocxBlock[] = [
  { p: 'Jean-Baptiste Morel', bold: true, size: 40 },
  { p: 'Chef de cuisine – Cuisine bistronomique de saison', size: 24 },
  t('12 rue Sainte-Catherine, 69001 Lyon'),
  t('06 72 18 45 39 · jb.morel@example.com'),
  t('instagram.com/jb.morel.cuisine'),
  h('Profil'),
  t(
    'Chef de cuisine de 31 ans, formé dans les grandes maisons puis en bistronomie. Je construis des cartes courtes autour des producteurs de la région, je tiens les coûts matière et je transmets à une brigade jeune et motivée.',
  ),
  h('Expérience professionnelle'),
  dated([
    [
      "06/2022 – aujourd'hui",
      [
        { p: 'Chef de cuisine', bold: true },
        t('Les Tables de Saint-Paul, Lyon 5e (bistronomie, 60 couverts)'),
        b('Création et renouvellement de la carte chaque saison avec une vingtaine de producteurs locaux'),
        b('Encadrement d’une brigade de 7 personnes, plannings et recrutement'),
        b('Coût matière ramené de 34 % à 28 % en 18 mois'),
      ],
    ],
    [
      '03/2019 – 05/2022',
      [
        { p: 'Sous-chef', bold: true },
        t('Brasserie Le Passage, Lyon 2e'),
        b('Responsable de la cuisine en l’absence du chef, jusqu’à 220 couverts par service'),
        b('Mise en place du plan de maîtrise sanitaire (HACCP) et des fiches techniques'),
      ],
    ],
    [
      '04/2016 – 02/2019',
      [
        { p: 'Chef de partie poissonnier', bold: true },
        t('Hôtel du Palais, Biarritz'),
        b('Poste poisson du restaurant gastronomique (1 étoile au Guide Michelin)'),
      ],
    ],
    [
      '09/2014 – 03/2016',
      [
        { p: 'Commis de cuisine', bold: true },
        t('Hôtel du Palais, Biarritz'),
        b('Garde-manger, entremets et banquets jusqu’à 400 couverts'),
      ],
    ],
  ]),
  h('Formation'),
  dated([
    ['2012 – 2014', [{ p: 'Institut Paul Bocuse, Écully', bold: true }, t('Bachelor Arts culinaires')]],
    [
      '2009 – 2012',
      [
        { p: 'Lycée hôtelier François Rabelais, Dardilly', bold: true },
        t('Baccalauréat professionnel Cuisine'),
      ],
    ],
  ]),
  h('Compétences'),
  b('Cuisine de saison et circuits courts'),
  b('Élaboration des cartes et fiches techniques'),
  b('Calcul des coûts matière'),
  b('Gestion des stocks et des commandes'),
  b('Normes HACCP'),
  b('Management de brigade'),
  b('Cuisson basse température'),
  b('Fermentation et lacto-fermentation'),
  b('Pâtisserie de restaurant'),
  h('Langues'),
  t('Français : langue maternelle · Anglais : courant (B2) · Espagnol : notions'),
  h('Concours et distinctions'),
  t('Finaliste régional du Trophée Jeunes Talents Escoffier, 2017'),
  t('Les Tables de Saint-Paul : « Bib Gourmand » au Guide Michelin 2024'),
  h("Centres d'intérêt"),
  t('Pêche en rivière, cueillette de plantes sauvages, trail dans les Monts du Lyonnais'),
];

export const chefDocxFr: CorpusCase = {
  id: 'chef-docx-fr',
  covers:
    'French DOCX, sections as date|entry tables, hyphenated name and "Sous-chef", two roles at one hotel',
  render: 'docx',
  blocks,
  expected: {
    name: 'Jean-Baptiste Morel',
    email: 'jb.morel@example.com',
    phone: '06 72 18 45 39',
    location: '69001 Lyon',
    roles: [
      {
        company: 'Les Tables de Saint-Paul',
        title: 'Chef de cuisine',
        startDate: '06/2022',
        endDate: "aujourd'hui",
      },
      { company: 'Brasserie Le Passage', title: 'Sous-chef', startDate: '03/2019', endDate: '05/2022' },
      {
        company: 'Hôtel du Palais',
        title: 'Chef de partie poissonnier',
        startDate: '04/2016',
        endDate: '02/2019',
      },
      { company: 'Hôtel du Palais', title: 'Commis de cuisine', startDate: '09/2014', endDate: '03/2016' },
    ],
    schools: [
      { school: 'Institut Paul Bocuse', degree: 'Bachelor Arts culinaires' },
      { school: 'Lycée hôtelier François Rabelais', degree: 'Baccalauréat professionnel Cuisine' },
    ],
    skills: [
      'Cuisine de saison et circuits courts', 'Élaboration des cartes et fiches techniques',
      'Calcul des coûts matière', 'Gestion des stocks et des commandes', 'Normes HACCP', 'Management de brigade',
      'Cuisson basse température', 'Fermentation et lacto-fermentation', 'Pâtisserie de restaurant',
    ], // prettier-ignore
  },
  sections: [
    'Profil', 'Expérience professionnelle', 'Formation', 'Compétences', 'Langues', 'Concours et distinctions',
    "Centres d'intérêt",
  ], // prettier-ignore
};
