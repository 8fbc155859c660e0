import type { CorpusCase, DocxBlock } from '../types';

const h = (p: string): DocxBlock => ({ p, heading: true });
const b = (p: string): DocxBlock => ({ p, bullet: true });

const blocks: DocxBlock[] = [
  { p: 'Javier Morales Ruiz', bold: true, size: 36 },
  { p: 'Ingeniero de Caminos' },
  { p: 'Madrid, España | javier.morales@example.es | +34 612 345 678' },
  h('Perfil profesional'),
  {
    p: 'Ingeniero civil con once años de experiencia en proyectos de infraestructura ferroviaria y carreteras, desde el diseño hasta la dirección de obra.',
  },
  h('Experiencia profesional'),
  { p: 'Jefe de Proyecto\tmarzo 2018 – actualidad', bold: true },
  { p: 'Acciona Construcción' },
  b('Dirijo un equipo de 12 ingenieros en la ampliación de la línea de alta velocidad Madrid–Extremadura'),
  b('Controlo un presupuesto de 85 millones de euros con desviación inferior al 2 %'),
  b('Coordino la relación con ADIF y las administraciones locales'),
  { p: 'Ingeniero de Obra\tseptiembre 2014 – febrero 2018', bold: true },
  { p: 'Ferrovial' },
  b('Supervisé la ejecución de 18 km de autovía y cuatro viaductos'),
  b('Implanté el seguimiento de la obra con BIM y Primavera P6'),
  { p: 'Ingeniero Junior\tjunio 2012 – agosto 2014', bold: true },
  { p: 'Typsa' },
  b('Cálculo de estructuras y redacción de proyectos de drenaje'),
  h('Formación académica'),
  { p: 'Universidad Politécnica de Madrid', bold: true },
  { p: 'Máster en Ingeniería de Caminos, Canales y Puertos, 2012' },
  { p: 'Universidad de Granada', bold: true },
  { p: 'Grado en Ingeniería Civil, 2010' },
  h('Habilidades'),
  {
    p: 'AutoCAD Civil 3D, Revit, Primavera P6, SAP2000, BIM, Gestión de proyectos, Control de costes, Dirección de obra, Prevención de riesgos laborales, MS Project',
  },
  h('Idiomas'),
  { p: 'Español (nativo), Inglés (C1), Francés (B2)' },
];

export const spanishDocx: CorpusCase = {
  id: 'spanish-civil-engineer-es',
  covers: 'Spanish headings and dates (DOCX)',
  render: 'docx',
  blocks,
  expected: {
    name: 'Javier Morales Ruiz',
    email: 'javier.morales@example.es',
    phone: '+34 612 345 678',
    location: 'Madrid, España',
    roles: [
      {
        company: 'Acciona Construcción',
        title: 'Jefe de Proyecto',
        startDate: 'marzo 2018',
        endDate: 'actualidad',
      },
      {
        company: 'Ferrovial',
        title: 'Ingeniero de Obra',
        startDate: 'septiembre 2014',
        endDate: 'febrero 2018',
      },
      { company: 'Typsa', title: 'Ingeniero Junior', startDate: 'junio 2012', endDate: 'agosto 2014' },
    ],
    schools: [
      {
        school: 'Universidad Politécnica de Madrid',
        degree: 'Máster en Ingeniería de Caminos, Canales y Puertos',
      },
      { school: 'Universidad de Granada', degree: 'Grado en Ingeniería Civil' },
    ],
    skills: [
      'AutoCAD Civil 3D', 'Revit', 'Primavera P6', 'SAP2000', 'BIM', 'Gestión de proyectos', 'Control de costes',
      'Dirección de obra', 'Prevención de riesgos laborales', 'MS Project',
    ], // prettier-ignore
  },
};
