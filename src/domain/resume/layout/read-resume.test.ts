import { describe, expect, it } from 'vitest';
import { readResume } from './read-resume';
import { column, letterPage, place, shuffled } from './testing/place-text';
import { dateColumnPage, latexPage, letterSpacedPage, sidebarPage, twoPages } from './testing/sample-layouts';
import type { PdfPage } from './types';

const pdf = (...pages: PdfPage[]) => readResume({ kind: 'pdf', pages });
const roles = (r: ReturnType<typeof readResume>) =>
  r.resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate, e.bullets.length]);

describe('readResume on PDFs', () => {
  it('parses a two-column resume with a left sidebar into whole sections', () => {
    const r = pdf(letterPage(shuffled(sidebarPage())));
    expect(r.resume.contact).toMatchObject({
      name: 'Maria Fernanda Garcia Lopez',
      email: 'maria.garcia@example.com',
      phone: '+1 (312) 555-0188',
      location: 'Chicago, IL',
    });
    expect(r.resume.skills).toEqual(['SQL', 'Python', 'Tableau', 'Excel']);
    expect(roles(r)).toEqual([
      ['Senior Data Analyst', 'Northwind Traders', 'Jan 2020', 'Present', 3],
      ['Data Analyst', 'Contoso Analytics', 'Jun 2016', 'Dec 2019', 2],
    ]);
    expect(r.resume.education[0]).toMatchObject({
      degree: 'BSc Statistics',
      startDate: '2012',
      endDate: '2016',
    });
    expect(r.resume.other).toEqual([
      { heading: 'LANGUAGES', lines: ['English (native)', 'Spanish (fluent)'] },
    ]);
    expect(r.layout).toMatchObject({ kind: 'pdf', pages: 1, multiColumnPages: 1, dateColumn: false });
  });

  it('joins a left-hand date column to its roles', () => {
    const r = pdf(letterPage(shuffled(dateColumnPage())));
    expect(r.layout).toMatchObject({ multiColumnPages: 0, dateColumn: true });
    expect(roles(r)).toEqual([
      ['Senior Software Engineer', 'Ledgerly', '2019', '2021', 2],
      ['Software Engineer', 'Brightwave Media', 'Jun 2016', 'May 2019', 1],
      ['Junior Developer', 'Northwind Labs', 'Jan 2014', 'May 2016', 1],
    ]);
    expect(r.resume.education[0]).toMatchObject({ school: 'University of Texas at Austin', endDate: '2014' });
  });

  it('reads a LaTeX page with no space characters and ligature glyphs', () => {
    const r = pdf(letterPage(shuffled(latexPage())));
    expect(r.resume.contact).toMatchObject({ name: 'Priya Raman', email: 'priya.raman@example.com' });
    expect(roles(r)[0]).toEqual(['Finance Officer', 'Barclays Bank', '2018', 'Present', 2]);
    expect(r.resume.experience[0]!.bullets[0]).toBe(
      'Automated financial reporting work flows in Excel and Python',
    );
    expect(r.resume.skills).toEqual(['Excel', 'Python', 'SQL', 'IFRS', 'Sage', 'VAT']);
  });

  it('reads a letter-spaced name and headings drawn glyph by glyph', () => {
    const r = pdf(letterPage(shuffled(letterSpacedPage())));
    expect(r.lines.slice(0, 3).map((l) => l.text)).toEqual([
      'JOHN SMITH',
      'john.smith@example.com | 555-201-3344 | Denver, CO',
      'EXPERIENCE',
    ]);
    expect(r.resume.contact.name).toBe('JOHN SMITH');
    expect(roles(r)).toEqual([
      ['Registered Nurse', 'Denver Health Medical Center', 'Mar 2018', 'Present', 1],
    ]);
    expect(r.resume.education[0]).toMatchObject({ school: 'University of Colorado', degree: 'BSN' });
  });

  it('continues a section across the page break without the running header and footers', () => {
    const r = pdf(...twoPages().map((p) => ({ ...p, items: shuffled(p.items) })));
    expect(r.layout).toMatchObject({ pages: 2, repeatedLinesRemoved: 3 });
    expect(r.text).not.toMatch(/Page \d of 2/);
    expect(r.text.match(/maria\.garcia@example\.com/g)).toHaveLength(1);
    expect(roles(r)).toEqual([
      ['Operations Manager', 'Blue Harbor Logistics', '2019', 'Present', 31],
      ['Shift Supervisor', 'Lakeside Foods', '2015', '2019', 1],
    ]);
    expect(r.resume.education).toHaveLength(1);
  });

  it('counts visible text and flags a page that is only a picture', () => {
    const text = letterPage(column(['Jordan Rivera', 'Data Analyst', 'Experience'], 72, 700));
    const scan = { ...letterPage(place('12', 300, 30), 2), images: 1 };
    const r = pdf(text, scan);
    expect(r.layout).toMatchObject({ pages: 2, imageOnlyPages: 1, images: 1, textChars: 33 });
    expect(r.text).toBe('Jordan Rivera\nData Analyst\nExperience');
  });
});

describe('readResume on text', () => {
  it('reads DOCX text and reports its tables, and TXT as is', () => {
    const text =
      'Jordan Rivera\njordan@example.com\n\nExperience\nData Analyst, Northwind Traders    2019 – Present\n• Built dashboards';
    const docx = readResume({ kind: 'docx', text, tables: 2, images: 1 });
    expect(docx.layout).toMatchObject({
      kind: 'docx',
      pages: 1,
      tables: 2,
      images: 1,
      imageOnlyPages: 0,
      multiColumnPages: 0,
    });
    expect(docx.resume.contact.email).toBe('jordan@example.com');
    expect(docx.resume.experience[0]).toMatchObject({
      company: 'Northwind Traders',
      bullets: ['Built dashboards'],
    });
    expect(docx.lines.at(-1)).toEqual({ text: 'Built dashboards', bullet: true });
    const txt = readResume({ kind: 'txt', text });
    expect(txt.resume).toEqual(docx.resume);
    expect(txt.text).toBe(text);
    expect(readResume({ kind: 'docx', text: ' ', tables: 0, images: 1 }).layout.imageOnlyPages).toBe(1);
  });
});

describe('a margin of headings across pages', () => {
  /** Headings at x 40 beside text at x 150, 14 points a row. */
  const rows = (spec: [string | null, string][], top = 700) =>
    spec.flatMap(([heading, text], i) => [
      ...(heading ? place(heading, 40, top - 14 * i) : []),
      ...place(text, 150, top - 14 * i),
    ]);

  it('keeps the first page’s margin on a last page after a page of roles set across it', () => {
    const first = rows([
      [null, 'Jordan Lee'],
      [null, 'jordan.lee@example.com'],
      ['Summary', 'Site electrician with ten years on commercial projects.'],
      ['Experience', 'Northwind Electrical    Jan 2019 - Present'],
      [null, 'Lead Electrician'],
      [null, 'Wired distribution boards for a five-storey office.'],
    ]);
    // The roles run on from the page's left edge, across where the margin was.
    const second = rows([]).concat(
      place('Contoso Builders    Mar 2014 - Dec 2018', 40, 700),
      place('Electrician', 40, 686),
      place('Fitted lighting and power circuits in new homes across the county.', 40, 672),
      place('Kept test records ready for audits.', 40, 658),
    );
    const last = rows([
      ['Skills', 'Fault Finding    Thermal Imaging    Cable Tray Installation'],
      ['Languages', 'English    Spanish'],
    ]);
    const r = pdf(letterPage(first, 1), letterPage(second, 2), letterPage(last, 3));
    expect(r.resume.skills).toEqual(['Fault Finding', 'Thermal Imaging', 'Cable Tray Installation']);
    expect(r.resume.experience.map((e) => e.company)).toEqual(['Northwind Electrical', 'Contoso Builders']);
  });
});

describe('a text file printed', () => {
  it('reads a row typed in rule characters over a printed text table as a rule, not words', () => {
    // A plain-text resume printed in Courier: pandoc's table rules above and below a role's row.
    const rule = '-------------------------------------------------- ---------------------';
    const items = [
      ...column(['Jane Doe', 'Warehouse Manager', 'Leeds | jane@example.com', 'EXPERIENCE'], 40, 740),
      ...place(rule, 48, 680),
      ...place('Northwind Traders Ltd, Warehouse Manager', 48, 666),
      ...place('July 2019 to Present', 328, 666),
      ...place(rule, 48, 652),
      ...column(['- Ran the night shift for 40 staff.', '- Cut picking errors by 30%.'], 40, 638),
    ];
    const r = pdf(letterPage(shuffled(items)));
    expect(roles(r)).toEqual([['Warehouse Manager', 'Northwind Traders Ltd', 'July 2019', 'Present', 2]]);
    expect(r.lines.some((l) => l.text.includes('---'))).toBe(false);
  });
});
