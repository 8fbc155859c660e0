import { htmlPage, lis } from '../cases/html';
import type { CorpusCase } from '../types';

// A Valencia graphic designer's CV (Spanish, two surnames): a coloured name block with a contact
// line holding a portfolio site, Behance and LinkedIn; sections with the dates in a narrow left
// column ("Junio 2022 – Actualidad", "Sept. 2018 – Mayo 2022"), wrapping bullets, a hyphenated
// "físico-digital", tools as a comma-separated paragraph and a "Premios y exposiciones" section.
const css = `
@page { size: A4; margin: 13mm 15mm; }
body { font-size: 9.3pt; }
header { border-left: 5px solid #e4572e; padding-left: 5mm; margin-bottom: 6mm; }
h1 { font-size: 24pt; letter-spacing: -0.3px; }
.role-line { font-size: 11.5pt; color: #e4572e; margin: 0.5mm 0 2mm; }
.contact { color: #444; }
h2 { font-size: 11pt; color: #e4572e; margin: 6mm 0 2.5mm; }
.entry { display: grid; grid-template-columns: 36mm 1fr; column-gap: 5mm; margin-bottom: 3.5mm; }
.when { color: #666; font-size: 8.8pt; padding-top: 0.4mm; }
.when span { white-space: nowrap; }
.entry h3 { font-size: 10pt; }
.place { color: #333; margin-bottom: 1mm; }
li { margin-bottom: 0.7mm; }
`;

/** The dates break only after the dash when the column is too narrow for them. */
const entry = (when: string, title: string, place: string, bullets: string[] = []) =>
  `<div class="entry"><div class="when">${when.replace(/(.+ –) (.+)/, '<span>$1</span> <span>$2</span>')}</div><div><h3>${title}</h3>` +
  `<div class="place">${place}</div>${bullets.length ? `<ul>${lis(bullets)}</ul>` : ''}</div></div>`;

const body = `<header>
  <h1>Lucía Marín Ortega</h1>
  <div class="role-line">Diseñadora gráfica · Identidad visual y packaging</div>
  <div class="contact">Valencia, España · +34 612 48 93 27 · lucia.marin@example.com</div>
  <div class="contact">luciamarin.example.org · behance.net/luciamarinortega · linkedin.com/in/luciamarinortega</div>
</header>
<h2>Perfil</h2>
<p>Diseñadora gráfica con más de siete años creando identidades de marca, envases y piezas editoriales
para clientes de alimentación, cerámica y cultura. Me muevo con soltura entre la idea, la tipografía y
la preimpresión, y disfruto trabajando codo con codo con imprentas y proveedores.</p>
<h2>Experiencia</h2>
${entry('Junio 2022 – Actualidad', 'Diseñadora gráfica sénior', 'Estudio Tresmares, Valencia', [
  'Dirijo la identidad visual y el packaging de 14 marcas de alimentación gourmet, desde el concepto y la tipografía hasta los artes finales para imprenta',
  'Diseñé la campaña físico-digital de lanzamiento de una cooperativa de cítricos, con envases, punto de venta, web y redes sociales',
  'Superviso a dos diseñadores júnior y reviso todos los archivos antes de su envío a preimpresión',
])}
${entry('Sept. 2018 – Mayo 2022', 'Diseñadora gráfica', 'Lladró S.A., Tavernes Blanques', [
  'Maqueté los catálogos anuales de producto en cinco idiomas (más de 300 páginas cada uno) con estilos y plantillas de InDesign',
  'Rediseñé las cajas y etiquetas de la línea de regalo y reduje los costes de impresión un 18% al unificar troqueles',
])}
${entry('Feb. 2017 – Jul. 2018', 'Diseñadora júnior (prácticas)', 'La Nave Creativa, Valencia', [
  'Preparé bocetos, mockups y adaptaciones de campañas para clientes del sector cultural y de la restauración',
])}
<h2>Formación</h2>
${entry('2018 – 2019', 'Universitat Politècnica de València', 'Máster en Diseño e Ilustración')}
${entry('2013 – 2017', 'Escuela de Arte y Superior de Diseño de Valencia (EASD)', 'Título Superior de Diseño Gráfico')}
<h2>Herramientas y competencias</h2>
<p>Adobe Illustrator, Adobe InDesign, Adobe Photoshop, Figma, After Effects, Identidad corporativa,
Diseño editorial, Packaging, Tipografía, Ilustración, Dirección de arte, Preimpresión</p>
<h2>Idiomas</h2>
<p>Español y valenciano (nativa) · Inglés (C1, Cambridge Advanced) · Italiano (B1)</p>
<h2>Premios y exposiciones</h2>
<p>Premio Laus Bronce 2023, categoría Packaging, por la línea de aceites “Terra Alta”</p>
<p>Exposición colectiva “Diseño hecho en Valencia”, Centre del Carme, 2022</p>`;

export const designerPdfEs: CorpusCase = {
  id: 'designer-pdf-es',
  covers: 'Spanish PDF, date column on the left, portfolio/Behance/LinkedIn URLs, comma-list skills, awards',
  render: 'html',
  html: htmlPage(css, body),
  expected: {
    name: 'Lucía Marín Ortega',
    email: 'lucia.marin@example.com',
    phone: '+34 612 48 93 27',
    location: 'Valencia, España',
    roles: [
      {
        company: 'Estudio Tresmares',
        title: 'Diseñadora gráfica sénior',
        startDate: 'Junio 2022',
        endDate: 'Actualidad',
      },
      { company: 'Lladró S.A.', title: 'Diseñadora gráfica', startDate: 'Sept. 2018', endDate: 'Mayo 2022' },
      {
        company: 'La Nave Creativa',
        title: 'Diseñadora júnior (prácticas)',
        startDate: 'Feb. 2017',
        endDate: 'Jul. 2018',
      },
    ],
    schools: [
      { school: 'Universitat Politècnica de València', degree: 'Máster en Diseño e Ilustración' },
      {
        school: 'Escuela de Arte y Superior de Diseño de Valencia (EASD)',
        degree: 'Título Superior de Diseño Gráfico',
      },
    ],
    skills: [
      'Adobe Illustrator', 'Adobe InDesign', 'Adobe Photoshop', 'Figma', 'After Effects', 'Identidad corporativa',
      'Diseño editorial', 'Packaging', 'Tipografía', 'Ilustración', 'Dirección de arte', 'Preimpresión',
    ], // prettier-ignore
  },
  sections: [
    'Perfil', 'Experiencia', 'Formación', 'Herramientas y competencias', 'Idiomas', 'Premios y exposiciones',
  ], // prettier-ignore
};
