import type { CorpusCase } from '../types';
import { htmlPage, lis } from './html';

// HELD OUT. A European-Portuguese CV from Porto (not Brazilian usage): "Telemóvel", "Experiência
// Profissional" with the dates in a narrow left column ("Set. 2020 – Presente"), the employer and
// town beside the title, "Habilitações Literárias" with a "média final" after the degree,
// "Competências" and "Línguas" with CEFR levels. One column, a serif font, a thin accent rule.
const css = `
body { font-size: 9.6pt; }
h1 { font-size: 22pt; font-weight: 700; color: #7a1f2b; letter-spacing: 0.3px; }
.sub { font-size: 11pt; color: #444; margin: 0.5mm 0 2mm; }
.contact { border-bottom: 1.2px solid #7a1f2b; padding-bottom: 2.5mm; margin-bottom: 1mm; }
h2 { font-size: 11.5pt; color: #7a1f2b; margin: 5mm 0 2mm; }
.row { display: grid; grid-template-columns: 41mm 1fr; column-gap: 4mm; margin-bottom: 3mm; }
.when { color: #555; white-space: nowrap; }
.org { font-style: italic; }
li { margin-bottom: 0.6mm; }
`;

const row = (when: string, head: string, rest = '') =>
  `<div class="row"><div class="when">${when}</div><div>${head}${rest}</div></div>`;
const job = (when: string, title: string, org: string, bullets: string[]) =>
  row(when, `<b>${title}</b> · <span class="org">${org}</span>`, `<ul>${lis(bullets)}</ul>`);

const skills = [
  'Negociação', 'Gestão de Key Accounts', 'Trade Marketing', 'Category Management', 'Previsão de Vendas',
  'SAP SD', 'Salesforce', 'Nielsen', 'Excel Avançado', 'Power BI',
]; // prettier-ignore

const body = `<h1>Tiago Miguel Ferreira Lopes</h1>
<div class="sub">Key Account Manager – Grande Distribuição</div>
<div class="contact">Porto, Portugal &nbsp;|&nbsp; Telemóvel: +351 912 487 305 &nbsp;|&nbsp; tiago.lopes@example.pt &nbsp;|&nbsp; linkedin.com/in/tiagoflopes</div>
<h2>Perfil</h2>
<p>Gestor comercial com mais de dez anos de experiência no setor de bens de consumo, responsável pela relação com as principais insígnias da grande distribuição em Portugal. Orientado para resultados, com forte capacidade de negociação e análise de dados de mercado.</p>
<h2>Experiência Profissional</h2>
${job('Set. 2020 – Presente', 'Key Account Manager', 'Sumol+Compal, Carnaxide', [
  'Gestão das contas Sonae MC e Jerónimo Martins, com um volume de negócios anual de 38 M€',
  'Negociação dos acordos comerciais anuais e dos planos promocionais por insígnia',
  'Crescimento de 12% nas vendas de sumos premium em 2023, acima do mercado',
])}
${job('Mar. 2016 – Ago. 2020', 'Gestor de Vendas Regional (Norte)', 'Delta Cafés, Porto', [
  'Coordenação de uma equipa de 9 vendedores no canal Horeca e no retalho tradicional',
  'Abertura de 240 novos clientes e aumento de 18% na faturação regional',
  'Implementação do Salesforce como CRM da equipa comercial',
])}
${job('Jan. 2013 – Fev. 2016', 'Trade Marketing Executive', 'Unilever FIMA, Lisboa', [
  'Planeamento de ações promocionais e de merchandising para as marcas de higiene pessoal',
  'Análise de dados Nielsen e relatórios de performance por cliente',
])}
<h2>Habilitações Literárias</h2>
${row('2014 – 2016', '<b>Mestrado em Gestão</b> · <span class="org">Católica Porto Business School</span>')}
${row('2009 – 2012', '<b>Licenciatura em Economia</b>, média final de 15 valores · <span class="org">Faculdade de Economia da Universidade do Porto</span>')}
<h2>Formação Complementar</h2>
${row('2021', 'Advanced Negotiation Programme · Porto Business School')}
<h2>Competências</h2>
<p>${skills.join(' · ')}</p>
<h2>Línguas</h2>
<p>Português (língua materna) · Inglês (C1) · Espanhol (B2) · Francês (A2)</p>
<h2>Outras Informações</h2>
<p>Carta de condução categoria B, viatura própria. Disponibilidade para deslocações.</p>`;

export const portugalPdf: CorpusCase = {
  id: 'portugal-pdf-sales-pt',
  covers: 'HELD OUT: European Portuguese PDF, "Habilitações Literárias", "Set. 2020 – Presente", date column',
  heldOut: true,
  render: 'html',
  html: htmlPage(css, body, "'DejaVu Serif', serif"),
  expected: {
    name: 'Tiago Miguel Ferreira Lopes',
    email: 'tiago.lopes@example.pt',
    phone: '+351 912 487 305',
    location: 'Porto, Portugal',
    roles: [
      { company: 'Sumol+Compal', title: 'Key Account Manager', startDate: 'Set. 2020', endDate: 'Presente' },
      {
        company: 'Delta Cafés',
        title: 'Gestor de Vendas Regional (Norte)',
        startDate: 'Mar. 2016',
        endDate: 'Ago. 2020',
      },
      {
        company: 'Unilever FIMA',
        title: 'Trade Marketing Executive',
        startDate: 'Jan. 2013',
        endDate: 'Fev. 2016',
      },
    ],
    schools: [
      { school: 'Católica Porto Business School', degree: 'Mestrado em Gestão' },
      {
        school: 'Faculdade de Economia da Universidade do Porto',
        degree: 'Licenciatura em Economia',
      },
    ],
    skills,
  },
};
