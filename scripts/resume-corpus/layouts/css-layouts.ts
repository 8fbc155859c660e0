/**
 * General ways web resumes are laid out in CSS, each a function from a generated person to a
 * page of HTML: dates set flush right in a flex row, a grid with a date column, a left sidebar,
 * skills as wrapping tags, a header split into a name block and a right-aligned contact block,
 * a degree before its school on one line, a right sidebar holding the schools, skills in CSS
 * columns, a dark banner, an education table, section headings in a label column, a timeline of
 * dates stacked in a left column, one-line entries with bracketed dates, skills under a group's
 * name as tags, a page set in two CSS columns, headings and names in letter-spaced small caps,
 * tags parted by a gap alone under a name set on two lines, separators drawn by CSS (":before"),
 * entries stacked under their own headings, the name atop a left sidebar, schools as cards in a
 * grid, each entry's dates leading its line, skills as chips in a narrow card of a grid, skills
 * as a dotted list and as chips in a narrow sidebar, a skills list in CSS columns, skill groups
 * as pills in a grid, skills and languages as labelled rows, a sidebar running over pages, the
 * schools in a right-hand aside, chips inline in a grid's cells, skills after list markers drawn
 * by CSS in a grid, and chips wrapping in a narrow left sidebar.
 * None copies a renderer family of the corpus; they are the idioms the families share, read back
 * to find what the reader does not yet generalise to. Each person's place takes one of the forms
 * of PLACE_FORMS. The reader was tuned on them (docs/architecture.md, "The generated corpus").
 */
import { formatDate, formatRange, fullName } from '../people/style';
import type { Person, PersonRole, PersonSchool, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';

export type CssLayout = (p: Person, s: Style, lang: VocabularyLanguage, place: string) => string;

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

/** How a header prints where a person lives, from a bare town to a town, region and country. */
const PLACE_FORMS: ((p: Person) => string)[] = [
  (p) => `${p.city}, ${p.region}`,
  (p) => p.city,
  (p) => `${p.city}, ${p.region}, ${p.countryName}`,
  (p) => `${p.city}, ${p.country}`,
  (p) => `${p.city}, ${p.region}, ${p.country}`,
  (p) => `${p.city}, ${p.countryName}`,
  (p) => `${p.city} (${p.country})`,
];
/** The place the header of person number `n` (1, 2, ...) prints. */
export const placeOf = (p: Person, n: number) => PLACE_FORMS[n % PLACE_FORMS.length]!(p);

export const CSS_LAYOUTS: Record<string, CssLayout> = {
  'flex-right': (p, s, l, place) =>
    page(
      '',
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div>
<div class="muted">${esc(p.email)} · ${esc(p.phone)} · ${esc(place)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.title)}</b><span>${dates(r, s, l)}</span></div><div><i>${esc(r.company)}</i> — ${esc(r.location)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><b>${esc(e.school)}</b><span>${dates(e, s, l)}</span></div><div>${esc(e.degree)}</div>`)}
<h2>Skills</h2><div>${p.skills.map(esc).join(', ')}</div>`,
    ),
  'date-grid': (p, s, l, place) =>
    page(
      '.g{display:grid;grid-template-columns:105px 1fr;column-gap:14px;margin-bottom:6px}.d{color:#555;font-size:9.5pt}',
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.email)} | ${esc(p.phone)} | ${esc(place)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="g"><div class="d">${dates(r, s, l)}</div><div><b>${esc(r.title)}</b><br>${esc(r.company)}, ${esc(r.location)}${list(r.bullets)}</div></div>`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="g"><div class="d">${dates(e, s, l)}</div><div><b>${esc(e.degree)}</b><br>${esc(e.school)}</div></div>`)}
<h2>Skills</h2><div>${p.skills.map(esc).join(' · ')}</div>`,
    ),
  'sidebar-left': (p, s, l, place) =>
    page(
      '.wrap{display:flex;gap:18px}.side{width:30%;background:#eef;padding:8px}.main{flex:1}.side div{margin:2px 0}',
      `<h1>${esc(fullName(p))}</h1><div style="margin-bottom:8px">${esc(p.headline)}</div>
<div class="wrap"><div class="side"><h2>Contact</h2><div>${esc(p.email)}</div><div>${esc(p.phone)}</div><div>${esc(place)}</div>
<h2>Skills</h2>${each(p.skills, (k) => `<div>${esc(k)}</div>`)}
<h2>Languages</h2>${each(p.languages, (x) => `<div>${esc(x.language)} — ${esc(x.fluency)}</div>`)}</div>
<div class="main"><h2>Experience</h2>${each(p.roles, (r) => `<div><b>${esc(r.title)}</b></div><div>${esc(r.company)} | ${dates(r, s, l)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div><b>${esc(e.degree)}</b></div><div>${esc(e.school)} | ${dates(e, s, l)}</div>`)}</div></div>`,
    ),
  tags: (p, s, l, place) =>
    page(
      '.t{display:inline-block;border:1px solid #999;border-radius:9px;padding:1px 8px;margin:2px 3px}header{text-align:center}',
      `<header><h1>${esc(fullName(p))}</h1><div>${esc(place)} · ${esc(p.email)} · ${esc(p.phone)}</div></header>
<h2>Skills</h2><div>${each(p.skills, (k) => `<span class="t">${esc(k)}</span>`)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div><b>${esc(r.title)}</b> | ${esc(r.company)} | ${dates(r, s, l)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div><b>${esc(e.degree)}</b> | ${esc(e.school)} | ${dates(e, s, l)}</div>`)}`,
    ),
  'header-split': (p, s, l, place) =>
    page(
      '.hd{display:flex;justify-content:space-between}.r{text-align:right}',
      `<div class="hd"><div><h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div></div>
<div class="r">${esc(p.email)}<br>${esc(p.phone)}<br>${esc(place)}<br>${esc(p.linkedin)}</div></div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.company.toUpperCase())}</b><span>${esc(r.location)}</span></div><div class="row"><i>${esc(r.title)}</i><span>${dates(r, s, l)}</span></div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><b>${esc(e.school)}</b><span>${dates(e, s, l)}</span></div><div><i>${esc(e.degree)}</i></div>`)}
<h2>Skills</h2>${list([p.skills.slice(0, 5).join(', '), p.skills.slice(5).join(', ')].filter(Boolean))}`,
    ),
  'degree-first': (p, s, l, place) =>
    page(
      '.d{color:#777;font-size:9pt}',
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)} — ${esc(place)}</div><div>${esc(p.email)} / ${esc(p.phone)}</div>
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><span><b>${esc(e.degree)}</b>, ${esc(e.school)}</span><span>${dates(e, s, l)}</span></div>`)}
<h2>Experience</h2>${each(p.roles, (r) => `<div><b>${esc(r.title)}</b> at ${esc(r.company)}</div><div class="d">${dates(r, s, l)}</div>${list(r.bullets)}`)}
<h2>Skills</h2><div>${p.skills.map(esc).join(' | ')}</div>`,
    ),
  'sidebar-right': (p, s, l, place) =>
    page(
      '.wrap{display:flex;gap:16px}.side{width:32%;border-left:2px solid #ccc;padding-left:10px}.main{flex:1}.side div{margin:2px 0}',
      `<h1>${esc(fullName(p))}</h1><div class="muted">${esc(p.headline)}</div>
<div class="wrap"><div class="main"><h2>Profile</h2><div>${esc(p.summary)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.title)}</b><span class="muted">${dates(r, s, l)}</span></div><div>${esc(r.company)}</div>${list(r.bullets)}`)}</div>
<div class="side"><h2>Contact</h2><div>${esc(p.email)}</div><div>${esc(p.phone)}</div><div>${esc(place)}</div>
<h2>Education</h2>${each(p.schools, (e) => `<div><b>${esc(e.degree)}</b></div><div>${esc(e.school)}</div><div class="muted">${dates(e, s, l)}</div>`)}
<h2>Skills</h2>${each(p.skills, (k) => `<div>${esc(k)}</div>`)}</div></div>`,
    ),
  'skill-columns': (p, s, l, place) =>
    page(
      '.cols{columns:3;column-gap:20px}.cols div{break-inside:avoid}',
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.email)} • ${esc(p.phone)} • ${esc(place)}</div>
<h2>Skills</h2><div class="cols">${each(p.skills, (k) => `<div>${esc(k)}</div>`)}</div>
<h2>Work history</h2>${each(p.roles, (r) => `<div class="row"><span><b>${esc(r.company)}</b>, ${esc(r.title)}</span><span>${dates(r, s, l)}</span></div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><span><b>${esc(e.school)}</b> — ${esc(e.degree)}</span><span>${dates(e, s, l)}</span></div>`)}`,
    ),
  banner: (p, s, l, place) =>
    page(
      '.banner{background:#1f2937;color:#fff;padding:14px 18px;margin-bottom:8px}.banner .c{color:#d1d5db;font-size:9.5pt}',
      `<div class="banner"><h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div><div class="c">${esc(p.email)}  |  ${esc(p.phone)}  |  ${esc(place)}</div></div>
<h2>Experience</h2>${each(p.roles, (r) => `<div><b>${esc(r.title)}</b></div><div class="muted">${esc(r.company)} · ${esc(r.location)} · ${dates(r, s, l)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div><b>${esc(e.school)}</b></div><div class="muted">${esc(e.degree)} · ${dates(e, s, l)}</div>`)}
<h2>Skills</h2><div>${p.skills.map(esc).join(', ')}</div>`,
    ),
  'education-table': (p, s, l, place) =>
    page(
      'table{border-collapse:collapse;width:100%}td,th{border:1px solid #bbb;padding:3px 6px;text-align:left;vertical-align:top}',
      `<h1>${esc(fullName(p))}</h1><div>${esc(place)}</div><div>${esc(p.phone)}</div><div>${esc(p.email)}</div>
<h2>Education</h2><table><tr><th>Degree</th><th>School</th><th>Dates</th></tr>${each(p.schools, (e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.school)}</td><td>${dates(e, s, l)}</td></tr>`)}</table>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.title)} at ${esc(r.company)}</b><span>${dates(r, s, l)}</span></div><div class="muted">${esc(r.location)}</div>${list(r.bullets)}`)}
<h2>Skills</h2>${list(p.skills)}`,
    ),
  'label-column': (p, s, l, place) =>
    page(
      `body{font-family:Tinos,'Liberation Serif',serif}.sec{display:grid;grid-template-columns:120px 1fr;column-gap:16px;margin-top:12px}
.sec>h2{border:0;margin:0;font-size:10pt;color:#555}.e{margin-bottom:6px}`,
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div><div class="muted">${esc(place)} — ${esc(p.email)} — ${esc(p.phone)}</div>
<div class="sec"><h2>Experience</h2><div>${each(p.roles, (r) => `<div class="e"><div class="row"><b>${esc(r.title)}</b><span>${dates(r, s, l)}</span></div><div><i>${esc(r.company)}</i>, ${esc(r.location)}</div>${list(r.bullets)}</div>`)}</div></div>
<div class="sec"><h2>Education</h2><div>${each(p.schools, (e) => `<div class="e"><div class="row"><b>${esc(e.school)}</b><span>${dates(e, s, l)}</span></div><div>${esc(e.degree)}</div></div>`)}</div></div>
<div class="sec"><h2>Skills</h2><div>${p.skills.map(esc).join(', ')}</div></div>`,
    ),
  timeline: (p, s, l, place) =>
    page(
      `body{font-family:Carlito,Calibri,sans-serif;font-size:11pt}.t{display:grid;grid-template-columns:70px 1fr;column-gap:12px;margin-bottom:6px}
.when{color:#666;font-size:9.5pt;text-align:right;border-right:2px solid #8ab;padding-right:8px}`,
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div><div>${esc(p.phone)} · ${esc(p.email)}</div><div>${esc(place)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="t"><div class="when">${esc(formatDate(r.start, s.dateFormat, l))} –<br>${esc(formatDate(r.end, s.dateFormat, l))}</div><div><b>${esc(r.title)}</b> · ${esc(r.company)}<div class="muted">${esc(r.location)}</div>${list(r.bullets)}</div></div>`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="t"><div class="when">${esc(formatDate(e.start, s.dateFormat, l))} –<br>${esc(formatDate(e.end, s.dateFormat, l))}</div><div><b>${esc(e.degree)}</b><div>${esc(e.school)}</div></div></div>`)}
<h2>Skills</h2><div>${p.skills.map(esc).join(' · ')}</div>`,
    ),
  'one-line': (p, s, l, place) =>
    page(
      'body{font-family:Arimo,Arial,sans-serif;font-size:9.5pt}p{margin:3px 0}',
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.email)}, ${esc(p.phone)}, ${esc(place)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<p><b>${esc(r.title)}</b>, ${esc(r.company)}, ${esc(r.location)} <span class="muted">(${dates(r, s, l)})</span></p>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<p><b>${esc(e.degree)}</b>, ${esc(e.school)} <span class="muted">(${dates(e, s, l)})</span></p>`)}
<p><b>Skills:</b> ${p.skills.map(esc).join(', ')}</p>`,
    ),
  'skill-groups': (p, s, l, place) =>
    page(
      `body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt}header{text-align:center}.g{font-weight:bold;margin:4px 0 2px}
.t{display:inline-block;background:#e5e7eb;border-radius:3px;padding:1px 6px;margin:2px 2px}`,
      `<header><h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div><div>${esc(p.email)} · ${esc(p.phone)} · ${esc(place)}</div></header>
<h2>Work</h2>${each(p.roles, (r) => `<div class="row"><span><b>${esc(r.company)}</b> — ${esc(r.location)}</span><span>${dates(r, s, l)}</span></div><div><i>${esc(r.title)}</i></div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><span><b>${esc(e.school)}</b>, ${esc(e.location)}</span><span>${dates(e, s, l)}</span></div><div>${esc(e.degree)}</div>`)}
<h2>Skills</h2><div class="g">Skills</div><div>${each(p.skills, (k) => `<span class="t">${esc(k)}</span>`)}</div>
<h2>Languages</h2>${list(p.languages.map((x) => `${x.language} (${x.fluency})`))}`,
    ),
  'page-columns': (p, s, l, place) =>
    page(
      `body{font-family:'Liberation Sans',Arial,sans-serif;font-size:9.5pt}.cols{columns:2;column-gap:24px}.cols h2:first-child{margin-top:0}.e{break-inside:avoid}`,
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)} | ${esc(place)} | ${esc(p.email)} | ${esc(p.phone)}</div>
<div class="cols"><h2>Experience</h2>${each(p.roles, (r) => `<div class="e"><b>${esc(r.title)}</b><div>${esc(r.company)}</div><div class="muted">${dates(r, s, l)} | ${esc(r.location)}</div>${list(r.bullets)}</div>`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="e"><b>${esc(e.degree)}</b><div>${esc(e.school)}</div><div class="muted">${dates(e, s, l)}</div></div>`)}
<h2>Skills</h2>${list(p.skills)}</div>`,
    ),
  'small-caps': (p, s, l, place) =>
    page(
      `body{font-family:Caladea,Cambria,serif;font-size:10.5pt}h1{font-variant:small-caps;letter-spacing:3px;text-align:center}
h2{font-variant:small-caps;letter-spacing:2px;text-transform:none;font-size:13pt}.c{text-align:center}.sc{font-variant:small-caps;font-weight:bold}`,
      `<h1>${esc(fullName(p))}</h1><div class="c">${esc(place)} ◆ ${esc(p.phone)} ◆ ${esc(p.email)}</div>
<h2>Professional Experience</h2>${each(p.roles, (r) => `<div class="row"><span class="sc">${esc(r.title)}</span><span>${dates(r, s, l)}</span></div><div class="row"><i>${esc(r.company)}</i><i>${esc(r.location)}</i></div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><span><span class="sc">${esc(e.degree)}</span> — ${esc(e.school)}</span><span>${dates(e, s, l)}</span></div>`)}
<h2>Technical Skills</h2><div>${p.skills.map(esc).join(' ◆ ')}</div>`,
    ),
  'bare-tags': (p, s, l, place) =>
    page(
      `body{font-family:Cantarell,sans-serif;font-size:10pt}.tags{display:flex;flex-wrap:wrap;gap:2px 9px}
.name{font-size:30pt;font-weight:300;line-height:1}`,
      `<div class="name">${esc(p.firstName)}<br><b>${esc(p.lastName)}</b></div><div>${esc(p.headline)}</div>
<div class="muted tags">${[p.email, p.phone, place].map((x) => `<span>${esc(x)}</span>`).join('')}</div>
<h2>Skills</h2><div class="tags">${each(p.skills, (k) => `<span>${esc(k)}</span>`)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.title)}, ${esc(r.company)}</b><span class="muted">${dates(r, s, l)}</span></div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><b>${esc(e.degree)}, ${esc(e.school)}</b><span class="muted">${dates(e, s, l)}</span></div>`)}`,
    ),
  'pseudo-separators': (p, s, l, place) =>
    page(
      `body{font-family:'Clear Sans',sans-serif;font-size:10pt}.inline{list-style:none;margin:0;padding:0}
.inline li{display:inline}.inline li+li:before{content:" / ";color:#999}.contact li+li:before{content:" • "}`,
      `<h1>${esc(fullName(p))}</h1><ul class="inline contact"><li>${esc(p.email)}</li><li>${esc(p.phone)}</li><li>${esc(place)}</li></ul>
<h2>Experience</h2>${each(p.roles, (r) => `<div><b>${esc(r.company)}</b></div><div class="row"><span>${esc(r.title)}</span><span class="muted">${dates(r, s, l)}</span></div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div><b>${esc(e.school)}</b></div><div class="row"><span>${esc(e.degree)}</span><span class="muted">${dates(e, s, l)}</span></div>`)}
<h2>Skills</h2><ul class="inline">${each(p.skills, (k) => `<li>${esc(k)}</li>`)}</ul>`,
    ),
  'stacked-entries': (p, s, l, place) =>
    page(
      `body{font-family:'Charis SIL',serif;font-size:10pt}h3{font-size:12.5pt;margin:8px 0 0}.d{font-size:8.5pt;color:#777;text-transform:uppercase;letter-spacing:1px}`,
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div><div>${esc(place)}</div><div>${esc(p.email)}</div><div>${esc(p.phone)}</div>
<h2>Work Experience</h2>${each(p.roles, (r) => `<h3>${esc(r.company)}</h3><div><i>${esc(r.title)}</i></div><div class="d">${dates(r, s, l)} · ${esc(r.location)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<h3>${esc(e.school)}</h3><div><i>${esc(e.degree)}</i></div><div class="d">${dates(e, s, l)}</div>`)}
<h2>Skills</h2><h3>Skills</h3><div>${p.skills.map(esc).join(', ')}</div>`,
    ),
  'name-in-sidebar': (p, s, l, place) =>
    page(
      `body{font-family:Andika,sans-serif;font-size:9.5pt}.wrap{display:flex;gap:16px}.side{width:34%;background:#f3f4f6;padding:10px}
.side h1{font-size:22pt}.main{flex:1}.side div{margin:3px 0}`,
      `<div class="wrap"><div class="side"><h1>${esc(p.firstName)} ${esc(p.lastName)}</h1><div><b>${esc(p.headline)}</b></div>
<h2>Contact</h2><div>${esc(place)}</div><div>${esc(p.phone)}</div><div>${esc(p.email)}</div>
<h2>Skills</h2>${each(p.skills, (k) => `<div>${esc(k)}</div>`)}</div>
<div class="main"><h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.title)}</b><span>${dates(r, s, l)}</span></div><div class="muted">${esc(r.company)} — ${esc(r.location)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><b>${esc(e.degree)}</b><span>${dates(e, s, l)}</span></div><div class="muted">${esc(e.school)}</div>`)}</div></div>`,
    ),
  'cards-grid': (p, s, l, place) =>
    page(
      `body{font-family:Cabin,sans-serif;font-size:10pt}.cards{display:grid;grid-template-columns:1fr 1fr;gap:8px 14px}
.card{border:1px solid #ddd;border-radius:6px;padding:6px 8px}`,
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)} · ${esc(place)}</div><div>${esc(p.email)} · ${esc(p.phone)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.title)}</b><span>${dates(r, s, l)}</span></div><div class="muted">${esc(r.company)}, ${esc(r.location)}</div>${list(r.bullets)}`)}
<h2>Education</h2><div class="cards">${each(p.schools, (e) => `<div class="card"><b>${esc(e.degree)}</b><div>${esc(e.school)}</div><div class="muted">${dates(e, s, l)}</div></div>`)}</div>
<h2>Skills</h2><div class="cards">${each(
        [0, 1],
        (c) =>
          `<div>${p.skills
            .filter((_, i) => i % 2 === c)
            .map((k) => `<div>${esc(k)}</div>`)
            .join('')}</div>`,
      )}</div>`,
    ),
  'dates-first': (p, s, l, place) =>
    page(
      `body{font-family:'Noto Serif',serif;font-size:10pt}.d{display:inline-block;min-width:130px;color:#555}`,
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.email)} — ${esc(p.phone)} — ${esc(place)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div><span class="d">${dates(r, s, l)}</span><b>${esc(r.title)}</b>, ${esc(r.company)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div><span class="d">${dates(e, s, l)}</span><b>${esc(e.degree)}</b>, ${esc(e.school)}</div>`)}
<h2>Skills</h2><div>${p.skills.map(esc).join(', ')}</div>`,
    ),
  'chip-cards': (p, s, l, place) =>
    page(
      `body{font-family:Comfortaa,sans-serif;font-size:9.5pt}.chips{display:flex;flex-wrap:wrap;gap:4px}
.chip{background:#eef2ff;border-radius:10px;padding:1px 7px}.grid{display:grid;grid-template-columns:1fr 1fr;gap:10px}
.card{border:1px solid #ddd;border-radius:6px;padding:6px}.card h3{font-size:10.5pt;margin:0 0 4px}`,
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div>
<div class="chips">${[p.email, p.phone, place].map((x) => `<span class="chip">${esc(x)}</span>`).join('')}</div>
<h2>Skills</h2><div class="grid"><div class="card"><h3>Skills</h3><div class="chips">${each(p.skills, (k) => `<span class="chip">${esc(k)}</span>`)}</div></div>
<div class="card"><h3>Languages</h3><div class="chips">${each(p.languages, (x) => `<span class="chip">${esc(x.language)}</span>`)}</div></div></div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.title)} at ${esc(r.company)}</b><span>${dates(r, s, l)}</span></div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><b>${esc(e.degree)}</b><span>${dates(e, s, l)}</span></div><div>${esc(e.school)}</div>`)}`,
    ),
  'sidebar-inline': (p, s, l, place) =>
    page(
      `body{font-family:'DejaVu Serif',serif;font-size:9.5pt}.wrap{display:flex;gap:18px}.side{width:28%}.main{flex:1}
.chip{display:inline-block;border:1px solid #bbb;border-radius:3px;padding:0 4px;margin:2px 2px 0 0}`,
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div><div>${esc(p.email)} | ${esc(p.phone)} | ${esc(place)}</div>
<div class="wrap"><div class="side"><h2>Skills</h2><div>${p.skills.map(esc).join(' · ')}</div>
<h2>Tools</h2><div>${each(p.skills.slice(0, 4), (k) => `<span class="chip">${esc(k)}</span>`)}</div>
<h2>Languages</h2><div>${p.languages.map((x) => `${esc(x.language)} (${esc(x.fluency)})`).join(', ')}</div></div>
<div class="main"><h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.company)}</b><span>${dates(r, s, l)}</span></div><div><i>${esc(r.title)}</i>, ${esc(r.location)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><b>${esc(e.school)}</b><span>${dates(e, s, l)}</span></div><div><i>${esc(e.degree)}</i></div>`)}</div></div>`,
    ),
  'skill-list-columns': (p, s, l, place) =>
    page(
      `body{font-family:Lato,Carlito,sans-serif;font-size:10pt}.two{columns:2;column-gap:28px}.two li{break-inside:avoid}
h2{letter-spacing:3px;border:0;color:#0b5}`,
      `<h1>${esc(fullName(p))} <span style="font-size:14pt;font-weight:normal">${esc(p.headline)}</span></h1>
<div class="muted">${esc(place)} · ${esc(p.phone)} · ${esc(p.email)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.title)} at ${esc(r.company)}</b><span>${dates(r, s, l)}</span></div><div class="muted">${esc(r.location)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><b>${esc(e.degree)}</b><span>${dates(e, s, l)}</span></div><div>${esc(e.school)}</div>`)}
<h2>Skills</h2><div class="two">${list(p.skills)}</div>`,
    ),
  'skill-group-grid': (p, s, l, place) =>
    page(
      `body{font-family:'Source Sans Pro',Arimo,sans-serif;font-size:10pt}.grid{display:grid;grid-template-columns:1fr 1fr;gap:6px 24px}
.grid h3{font-size:10.5pt;margin:2px 0}.pill{display:inline-block;border:1px solid #9ab;border-radius:10px;padding:0 6px;margin:2px 3px 0 0;font-size:9pt}`,
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div><div class="muted">${esc(p.email)} | ${esc(p.phone)} | ${esc(place)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><span><b>${esc(r.title)}</b>, ${esc(r.company)}</span><span>${dates(r, s, l)}</span></div>${list(r.bullets)}`)}
<h2>Skills</h2><div class="grid"><div><h3>Skills</h3>${each(p.skills, (k) => `<span class="pill">${esc(k)}</span>`)}</div>
<div><h3>Languages</h3>${each(p.languages, (x) => `<span class="pill">${esc(x.language)}</span>`)}</div></div>
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><b>${esc(e.school)}</b><span>${dates(e, s, l)}</span></div><div>${esc(e.degree)}</div>`)}`,
    ),
  'skill-label-rows': (p, s, l, place) =>
    page(
      `body{font-family:Gelasio,Georgia,serif;font-size:10pt}.kv{display:grid;grid-template-columns:110px 1fr;column-gap:12px;margin:2px 0}
.kv b{font-size:9.5pt}`,
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.email)} · ${esc(p.phone)} · ${esc(place)}</div>
<h2>Skills</h2><div class="kv"><b>Skills</b><span>${p.skills.map(esc).join(', ')}</span></div>
<div class="kv"><b>Languages</b><span>${p.languages.map((x) => `${esc(x.language)} (${esc(x.fluency)})`).join(', ')}</span></div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.company)}</b><span>${dates(r, s, l)}</span></div><div><i>${esc(r.title)}</i></div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><b>${esc(e.school)}</b><span>${dates(e, s, l)}</span></div><div>${esc(e.degree)}</div>`)}`,
    ),
  'sidebar-pages': (p, s, l, place) =>
    page(
      `body{font-family:'Open Sans',Arimo,sans-serif;font-size:11.5pt}.wrap{display:flex;gap:20px}.side{width:31%;background:#f4efe6;padding:8px;font-size:10pt}
.main{flex:1}.side div{margin:3px 0}li{margin:3px 0}`,
      `<h1>${esc(fullName(p))}</h1><div style="margin-bottom:10px">${esc(p.headline)}</div>
<div class="wrap"><div class="side"><h2>Contact</h2><div>${esc(p.email)}</div><div>${esc(p.phone)}</div><div>${esc(place)}</div>
<h2>Skills</h2>${list(p.skills)}<h2>Languages</h2>${each(p.languages, (x) => `<div><b>${esc(x.language)}</b></div><div class="muted">${esc(x.fluency)}</div>`)}</div>
<div class="main"><h2>Experience</h2>${each(p.roles, (r) => `<div><b>${esc(r.title)}</b></div><div>${esc(r.company)}, ${esc(r.location)}</div><div class="muted">${dates(r, s, l)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div><b>${esc(e.degree)}</b></div><div>${esc(e.school)}</div><div class="muted">${dates(e, s, l)}</div>`)}</div></div>`,
    ),
  'education-aside': (p, s, l, place) =>
    page(
      `body{font-family:Tinos,serif;font-size:10.5pt}.wrap{display:grid;grid-template-columns:1fr 190px;column-gap:18px}
.side div{margin:2px 0}.side .e{margin-bottom:8px}`,
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)}</div>
<div class="wrap"><div><h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.company)}</b><span class="muted">${dates(r, s, l)}</span></div><div><i>${esc(r.title)}</i></div>${list(r.bullets)}`)}</div>
<div class="side"><h2>Contact</h2><div>${esc(p.phone)}</div><div>${esc(p.email)}</div><div>${esc(place)}</div>
<h2>Education</h2>${each(p.schools, (e) => `<div class="e"><b>${esc(e.degree)}</b><div>${esc(e.school)}</div><div class="muted">${dates(e, s, l)}</div></div>`)}
<h2>Skills</h2><div>${p.skills.map(esc).join(', ')}</div></div></div>`,
    ),
  'inline-chips': (p, s, l, place) =>
    page(
      `body{font-family:Carlito,sans-serif;font-size:10pt}.grid{display:grid;grid-template-columns:1fr 1fr;gap:4px 20px}
.c{background:#e8eef7;border-radius:3px;padding:0 3px;line-height:1.7}.grid h3{font-size:10pt;margin:0;text-transform:uppercase}`,
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.headline)} · ${esc(place)} · ${esc(p.email)} · ${esc(p.phone)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.company)}</b><span>${dates(r, s, l)}</span></div><div>${esc(r.title)}</div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><b>${esc(e.degree)}</b><span>${dates(e, s, l)}</span></div><div>${esc(e.school)}</div>`)}
<h2>Skills</h2><div class="grid"><div><h3>Skills</h3>${p.skills.map((k) => `<span class="c">${esc(k)}</span>`).join(' ')}</div>
<div><h3>Languages</h3>${p.languages.map((x) => `<span class="c">${esc(x.language)}</span>`).join(' ')}</div></div>`,
    ),
  'marker-grid': (p, s, l, place) =>
    page(
      `body{font-family:'Liberation Serif',serif;font-size:10.5pt}.kw{display:grid;grid-template-columns:1fr 1fr;gap:1px 20px}
.kw div:before{content:"▸ ";color:#c60}`,
      `<h1>${esc(fullName(p))}</h1><div>${esc(p.email)} | ${esc(p.phone)} | ${esc(place)}</div>
<h2>Skills</h2><div class="kw">${each(p.skills, (k) => `<div>${esc(k)}</div>`)}</div>
<h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.title)}, ${esc(r.company)}</b><span>${dates(r, s, l)}</span></div>${list(r.bullets)}`)}
<h2>Education</h2>${each(p.schools, (e) => `<div class="row"><b>${esc(e.school)}</b><span>${dates(e, s, l)}</span></div><div>${esc(e.degree)}</div>`)}`,
    ),
  'narrow-sidebar': (p, s, l, place) =>
    page(
      `body{font-family:Arimo,sans-serif;font-size:10pt}.wrap{display:grid;grid-template-columns:24% 1fr;column-gap:16px}
.side{border-right:1px solid #ccc;padding-right:8px;overflow-wrap:anywhere}.side div{margin:2px 0}.side .e{margin-bottom:6px}`,
      `<h1>${esc(fullName(p))}</h1><div style="margin-bottom:8px">${esc(p.headline)}</div>
<div class="wrap"><div class="side"><h2>Contact</h2><div>${esc(place)}</div><div>${esc(p.phone)}</div><div>${esc(p.email)}</div>
<h2>Education</h2>${each(p.schools, (e) => `<div class="e"><b>${esc(e.degree)}</b><div>${esc(e.school)}</div><div class="muted">${dates(e, s, l)}</div></div>`)}
<h2>Skills</h2>${each(p.skills, (k) => `<div>${esc(k)}</div>`)}
<h2>Languages</h2>${each(p.languages, (x) => `<div>${esc(x.language)} (${esc(x.fluency)})</div>`)}</div>
<div><h2>Experience</h2>${each(p.roles, (r) => `<div class="row"><b>${esc(r.title)}</b><span class="muted">${dates(r, s, l)}</span></div><div>${esc(r.company)}, ${esc(r.location)}</div>${list(r.bullets)}`)}</div></div>`,
    ),
};
