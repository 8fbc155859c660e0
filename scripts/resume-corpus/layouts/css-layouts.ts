/**
 * General ways web resumes are laid out in CSS, each a function from a generated person to a
 * page of HTML: dates set flush right in a flex row, a grid with a date column, a left sidebar,
 * skills as wrapping tags, a header split into a name block and a right-aligned contact block,
 * a degree before its school on one line, a right sidebar holding the schools, skills in CSS
 * columns, a dark banner, a role's employer, place and dates on one line of dots, an education
 * table. None copies a renderer family of the corpus; they are
 * the idioms the families share, read back to find what the reader does not yet generalise to.
 * The reader was tuned on them (docs/architecture.md, "The generated corpus").
 */
import { formatRange, fullName, placeLine } from '../people/style';
import type { Person, PersonRole, PersonSchool, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';

export type CssLayout = (p: Person, s: Style, lang: VocabularyLanguage) => string;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const BASE = `body{font-family:Arial,Helvetica,sans-serif;font-size:10.5pt;margin:0;color:#222}
@page{size:A4;margin:14mm}h1{font-size:26pt;margin:0}
h2{font-size:12pt;text-transform:uppercase;border-bottom:1px solid #999;margin:14px 0 6px}
ul{margin:2px 0 8px 18px;padding:0}li{margin:1px 0}.muted{color:#666}
.row{display:flex;justify-content:space-between}`;

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${BASE}${css}</style></head><body>${body}</body></html>`;
const list = (items: string[]) => `<ul>${items.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`;
const dates = (e: PersonRole | PersonSchool, s: Style, lang: VocabularyLanguage) =>
  esc(formatRange(e.start, e.end, s, lang));
const each = <T>(xs: T[], f: (x: T) => string) => xs.map(f).join('');

export const CSS_LAYOUTS: Record<string, CssLayout> = {
  'flex-right': (p, s, l) =>
    page(
      '',
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div>
<div class="muted">${esc(p.email)} · ${esc(p.phone)} · ${esc(placeLine(p))}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.title)}</b><span>${dates(r, s, l)}</span></div><div><i>${esc(r.company)}</i> — ${esc(r.location)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><b>${esc(e.school)}</b><span>${dates(e, s, l)}</span></div><div>${esc(e.degree)}</div>`)}
<h2>Skills</h2><div>${p.skills.map(esc).join(', ')}</div>`,
    ),
  'date-grid': (p, s, l) =>
    page(
      '.g{display:grid;grid-template-columns:105px 1fr;column-gap:14px;margin-bottom:6px}.d{color:#555;font-size:9.5pt}',
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.email)} | ${esc(p.phone)} | ${esc(placeLine(p))}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="g"><div class="d">${dates(r, s, l)}</div><div><b>${esc(r.title)}</b><br>${esc(r.company)}, ${esc(r.location)}${list(r.bullets)}</div></div>`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="g"><div class="d">${dates(e, s, l)}</div><div><b>${esc(e.degree)}</b><br>${esc(e.school)}</div></div>`)}
<h2>Skills</h2><div>${p.skills.map(esc).join(' · ')}</div>`,
    ),
  'sidebar-left': (p, s, l) =>
    page(
      '.wrap{display:flex;gap:18px}.side{width:30%;background:#eef;padding:8px}.main{flex:1}.side div{margin:2px 0}',
      `<h1>${esc(fullName(p))}</h1><div style="margin-bottom:8px">${esc(p.headline)}</div>
<div class="wrap"><div class="side"><h2>Contact</h2><div>${esc(p.email)}</div><div>${esc(p.phone)}</div><div>${esc(placeLine(p))}</div>
<h2>Skills</h2>${each(p.skills, (k) => `<div>${esc(k)}</div>`)}
<h2>Languages</h2>${each(p.languages, (x) => `<div>${esc(x.language)} — ${esc(x.fluency)}</div>`)}</div>
<div class="main"><h2>Experience</h2>${each(p.roles, (r) => `<div><b>${esc(r.title)}</b></div><div>${esc(r.company)} | ${dates(r, s, l)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div><b>${esc(e.degree)}</b></div><div>${esc(e.school)} | ${dates(e, s, l)}</div>`)}</div></div>`,
    ),
  tags: (p, s, l) =>
    page(
      '.t{display:inline-block;border:1px solid #999;border-radius:9px;padding:1px 8px;margin:2px 3px}header{text-align:center}',
      `<header><h1>${esc(fullName(p))}</h1><div>${esc(placeLine(p))} · ${esc(p.email)} · ${esc(p.phone)}</div></header>
<h2>Skills</h2><div>${each(p.skills, (k) => `<span class="t">${esc(k)}</span>`)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div><b>${esc(r.title)}</b> | ${esc(r.company)} | ${dates(r, s, l)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div><b>${esc(e.degree)}</b> | ${esc(e.school)} | ${dates(e, s, l)}</div>`)}`,
    ),
  'header-split': (p, s, l) =>
    page(
      '.hd{display:flex;justify-content:space-between}.r{text-align:right}',
      `<div class="hd"><div><h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div></div>
<div class="r">${esc(p.email)}<br>${esc(p.phone)}<br>${esc(placeLine(p))}<br>${esc(p.linkedin)}</div></div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.company.toUpperCase())}</b><span>${esc(r.location)}</span></div><div class="row"><i>${esc(r.title)}</i><span>${dates(r, s, l)}</span></div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><b>${esc(e.school)}</b><span>${dates(e, s, l)}</span></div><div><i>${esc(e.degree)}</i></div>`)}
<h2>Skills</h2>${list([p.skills.slice(0, 5).join(', '), p.skills.slice(5).join(', ')].filter(Boolean))}`,
    ),
  'degree-first': (p, s, l) =>
    page(
      '.d{color:#777;font-size:9pt}',
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)} — ${esc(placeLine(p))}</div><div>${esc(p.email)} / ${esc(p.phone)}</div>
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><span><b>${esc(e.degree)}</b>, ${esc(e.school)}</span><span>${dates(e, s, l)}</span></div>`)}
<h2>Experience</h2>${each(p.roles, (r) => `<div><b>${esc(r.title)}</b> at ${esc(r.company)}</div><div class="d">${dates(r, s, l)}</div>${list(r.bullets)}`)}
<h2>Skills</h2><div>${p.skills.map(esc).join(' | ')}</div>`,
    ),
  'sidebar-right': (p, s, l) =>
    page(
      '.wrap{display:flex;gap:16px}.side{width:32%;border-left:2px solid #ccc;padding-left:10px}.main{flex:1}.side div{margin:2px 0}',
      `<h1>${esc(fullName(p))}</h1><div class="muted">${esc(p.headline)}</div>
<div class="wrap"><div class="main"><h2>Profile</h2><div>${esc(p.summary)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.title)}</b><span class="muted">${dates(r, s, l)}</span></div><div>${esc(r.company)}</div>${list(r.bullets)}`)}</div>
<div class="side"><h2>Contact</h2><div>${esc(p.email)}</div><div>${esc(p.phone)}</div><div>${esc(placeLine(p))}</div>
<h2>Education</h2>${each(p.schools, (e) => `<div><b>${esc(e.degree)}</b></div><div>${esc(e.school)}</div><div class="muted">${dates(e, s, l)}</div>`)}
<h2>Skills</h2>${each(p.skills, (k) => `<div>${esc(k)}</div>`)}</div></div>`,
    ),
  'skill-columns': (p, s, l) =>
    page(
      '.cols{columns:3;column-gap:20px}.cols div{break-inside:avoid}',
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.email)} • ${esc(p.phone)} • ${esc(placeLine(p))}</div>
<h2>Skills</h2><div class="cols">${each(p.skills, (k) => `<div>${esc(k)}</div>`)}</div>
<h2>Work history</h2>${each(p.roles, (r) => `<div class="row"><span><b>${esc(r.company)}</b>, ${esc(r.title)}</span><span>${dates(r, s, l)}</span></div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><span><b>${esc(e.school)}</b> — ${esc(e.degree)}</span><span>${dates(e, s, l)}</span></div>`)}`,
    ),
  banner: (p, s, l) =>
    page(
      '.banner{background:#1f2937;color:#fff;padding:14px 18px;margin-bottom:8px}.banner .c{color:#d1d5db;font-size:9.5pt}',
      `<div class="banner"><h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div><div class="c">${esc(p.email)}  |  ${esc(p.phone)}  |  ${esc(placeLine(p))}</div></div>
<h2>Experience</h2>${each(p.roles, (r) => `<div><b>${esc(r.title)}</b></div><div class="muted">${esc(r.company)} · ${esc(r.location)} · ${dates(r, s, l)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div><b>${esc(e.school)}</b></div><div class="muted">${esc(e.degree)} · ${dates(e, s, l)}</div>`)}
<h2>Skills</h2><div>${p.skills.map(esc).join(', ')}</div>`,
    ),
  'education-table': (p, s, l) =>
    page(
      'table{border-collapse:collapse;width:100%}td,th{border:1px solid #bbb;padding:3px 6px;text-align:left;vertical-align:top}',
      `<h1>${esc(fullName(p))}</h1><div>${esc(placeLine(p))}</div><div>${esc(p.phone)}</div><div>${esc(p.email)}</div>
<h2>Education</h2><table><tr><th>Degree</th><th>School</th><th>Dates</th></tr>${each(p.schools, (e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}</td><td>${dates(e, s, l)}</td></tr>`)}</table>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.title)} at ${esc(r.company)}</b><span>${dates(r, s, l)}</span></div><div class="muted">${esc(r.location)}</div>${list(r.bullets)}`)}
<h2>Skills</h2>${list(p.skills)}`,
    ),
};
