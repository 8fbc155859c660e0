import type { CorpusCase } from '../types';
import { htmlPage, lis } from './html';

const css = `
h1 { font-size: 21pt; color: #00695c; }
.contact { margin: 1mm 0 4mm; }
h2 { font-size: 11pt; color: #00695c; text-transform: uppercase; margin: 5mm 0 2mm; }
.role { margin-bottom: 3mm; }
.when { color: #555; }
`;

const role = (title: string, org: string, when: string, bullets: string[]) =>
  `<div class="role"><b>${title}</b> — ${org}<br><span class="when">${when}</span><ul>${lis(bullets)}</ul></div>`;

const body = `<h1>Ana Carolina Souza</h1>
<p>Analista de Dados Sênior</p>
<p class="contact">São Paulo, SP | ana.souza@example.com.br | +55 11 98765-4321</p>
<h2>Resumo</h2>
<p>Analista de dados com oito anos de experiência em varejo e fintech, especializada em modelagem de churn e painéis executivos.</p>
<h2>Experiência Profissional</h2>
${role('Analista de Dados Sênior', 'Nubank', 'mar/2020 – atual', [
  'Desenvolvi modelos de previsão de churn em Python que reduziram cancelamentos em 15%',
  'Construí painéis em Looker para a diretoria de crédito',
  'Mentoria de três analistas juniores',
])}
${role('Analista de BI', 'Magazine Luiza', 'jan/2017 – fev/2020', [
  'Automatizei relatórios de vendas diárias com SQL e Airflow',
  'Modelei o data mart de estoque para 1.300 lojas',
])}
${role('Estagiária de Dados', 'Itaú Unibanco', 'jul/2015 – dez/2016', ['Apoio na limpeza de bases de clientes e análises em Excel'])}
<h2>Formação Acadêmica</h2>
<p><b>Universidade de São Paulo</b> — Bacharelado em Estatística, 2012 – 2016</p>
<p><b>Fundação Getulio Vargas</b> — MBA em Ciência de Dados, 2018 – 2019</p>
<h2>Competências</h2>
<p>Python, SQL, Pandas, Scikit-learn, Power BI, Looker, Airflow, BigQuery, Estatística, Machine Learning, Excel</p>
<h2>Idiomas</h2>
<p>Português (nativo), Inglês (avançado), Espanhol (intermediário)</p>`;

export const portuguesePdf: CorpusCase = {
  id: 'portuguese-data-analyst-br',
  covers: 'Brazilian Portuguese headings and dates, +55 phone',
  render: 'html',
  html: htmlPage(css, body),
  expected: {
    name: 'Ana Carolina Souza',
    email: 'ana.souza@example.com.br',
    phone: '+55 11 98765-4321',
    location: 'São Paulo, SP',
    roles: [
      { company: 'Nubank', title: 'Analista de Dados Sênior', startDate: 'mar/2020', endDate: 'atual' },
      { company: 'Magazine Luiza', title: 'Analista de BI', startDate: 'jan/2017', endDate: 'fev/2020' },
      { company: 'Itaú Unibanco', title: 'Estagiária de Dados', startDate: 'jul/2015', endDate: 'dez/2016' },
    ],
    schools: [
      { school: 'Universidade de São Paulo', degree: 'Bacharelado em Estatística' },
      { school: 'Fundação Getulio Vargas', degree: 'MBA em Ciência de Dados' },
    ],
    skills: [
      'Python', 'SQL', 'Pandas', 'Scikit-learn', 'Power BI', 'Looker', 'Airflow', 'BigQuery', 'Estatística',
      'Machine Learning', 'Excel',
    ], // prettier-ignore
  },
};
