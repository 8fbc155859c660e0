import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { isPageNumber, removePageFurniture } from './03-page-furniture';
import { lineText, SEGMENT_JOIN } from './model';
import { column, place } from './testing/place-text';
import type { TextItem } from './types';

const page = (items: TextItem[], n: number) => ({ height: 792, lines: groupLines(cleanItems(items), n) });

describe('isPageNumber', () => {
  it('knows the usual page number shapes and nothing else', () => {
    for (const t of ['Page 2 of 3', '2/3', '- 2 -', '— 2 —', '2', 'Seite 2 von 3', 'Página 1 de 2', 'p. 4'])
      expect(isPageNumber(t), t).toBe(true);
    for (const t of ['2019', '2019 – 2021', 'Page Layout', '40 stores', '3.7 GPA'])
      expect(isPageNumber(t), t).toBe(false);
  });
});

describe('removePageFurniture', () => {
  const body = (n: number) => place(`Body line on page ${n}`, 72, 400);

  it("keeps a running footer of the person's details once, for the header", () => {
    const footer = (n: number) => [
      ...place('Rustenburg, North West', 244, 74),
      ...place('Ayanda Dlamini — Curriculum Vitae', 230, 40),
      ...body(n),
    ];
    const { pages, details } = removePageFurniture([page(footer(1), 1), page(footer(2), 2)]);
    expect(pages.map((p) => p.map(lineText))).toEqual([['Body line on page 1'], ['Body line on page 2']]);
    expect(details.map(lineText)).toEqual(['Rustenburg, North West']);
  });

  it("reads a footer of page one that holds only the person's details with the header, a place alone there not", () => {
    const first = [
      ...body(1),
      ...place('Glasgow, Scotland', 72, 130),
      ...place('Nairobi, Nairobi County • +254 175 460 725', 200, 121),
      ...place('mumbua@example.com', 228, 109),
      ...place('linkedin.com/in/mumbua', 228, 97),
    ];
    const { pages, details } = removePageFurniture([page(first, 1), page(body(2), 2)]);
    expect(details.map(lineText)).toEqual([
      'Nairobi, Nairobi County • +254 175 460 725',
      'mumbua@example.com',
      'linkedin.com/in/mumbua',
    ]);
    expect(pages[0]!.map(lineText)).toEqual(['Body line on page 1', 'Glasgow, Scotland']);
    // A one-page resume: the same; not where the page's top holds the person's e-mail already
    // (the footer is then a referee's).
    expect(removePageFurniture([page(first, 1)]).details).toHaveLength(3);
    const withHeader = [...place('ayanda@example.com', 72, 760), ...first];
    expect(removePageFurniture([page(withHeader, 1)]).details).toEqual([]);
  });

  it('drops a footer led by its page number, with the line it wraps onto, on a one-page resume', () => {
    const { pages } = removePageFurniture([
      page(
        [
          ...body(1),
          ...place('Page 1 / 1 - Curriculum vitae of', 40, 60),
          ...place('Amara Okafor', 40, 50),
          ...place('Lagos, Nigeria', 400, 30),
        ],
        1,
      ),
    ]);
    expect(pages[0]!.map(lineText)).toEqual(['Body line on page 1', 'Lagos, Nigeria']);
  });

  it('drops a footer that names the document beside a date and a page number, on a one-page resume', () => {
    const { pages } = removePageFurniture([
      page(
        [
          ...body(1),
          ...place('University of Louisville    Louisville, KY, USA', 72, 120),
          ...place('March 4, 2026', 40, 30),
          ...place('Derek Thomas · Curriculum Vitae', 250, 30),
          ...place('1', 560, 30),
        ],
        1,
      ),
    ]);
    expect(pages[0]!.map(lineText)).toEqual([
      'Body line on page 1',
      expect.stringContaining('University of Louisville'),
    ]);
    // The name and its document's title atop the page are the header, not furniture.
    const top = removePageFurniture([
      page([...place('Derek Thomas · Curriculum Vitae', 72, 770), ...body(1)], 1),
    ]);
    expect(top.pages[0]!.map(lineText)).toEqual(['Derek Thomas · Curriculum Vitae', 'Body line on page 1']);
  });

  it('drops page numbers, alone or beside footer text, even on a one-page resume', () => {
    const { pages, removed } = removePageFurniture([
      page([...body(1), ...place('Page 1 of 1', 280, 30), ...place('- 1 -', 300, 770)], 1),
    ]);
    expect(pages[0]!.map(lineText)).toEqual(['Body line on page 1']);
    expect(removed).toBe(2);
  });

  it('drops small-print running headers everywhere, but keeps a body-size one on page 1', () => {
    const header = (size: number) => place('Ciarán Murphy    Curriculum Vitae', 72, 770, { size });
    const pageOf = (n: number, size: number) =>
      page([...header(size), ...column(['Body a', 'Body b', 'Body c'], 72, 400)], n);
    expect(removePageFurniture([pageOf(1, 8), pageOf(2, 8)]).pages[0]!.map(lineText)).toEqual([
      'Body a',
      'Body b',
      'Body c',
    ]);
    expect(removePageFurniture([pageOf(1, 10), pageOf(2, 10)]).pages.map((p) => p.length)).toEqual([4, 3]);
    // Small print that is the only place the e-mail address appears stays on page 1.
    const mail = (n: number) =>
      page(
        [
          ...place('Ciarán Murphy · ciaran@example.ie', 72, 770, { size: 8 }),
          ...column(['Body a', 'Body b'], 72, 400),
        ],
        n,
      );
    expect(removePageFurniture([mail(1), mail(2)]).pages.map((p) => p.length)).toEqual([3, 2]);
  });

  it('drops a running footer on every page and a running header after the first page', () => {
    const furniture = (n: number) => [
      ...place('Maria Garcia · Resume', 72, 770, { size: 8 }),
      ...place('Confidential', 72, 40, { size: 8 }),
      ...place(`${n}/3`, 540, 40, { size: 8 }),
    ];
    const { pages, removed } = removePageFurniture(
      [1, 2, 3].map((n) => page([...furniture(n), ...body(n)], n)),
    );
    expect(pages.map((p) => p.map(lineText))).toEqual([
      ['Maria Garcia · Resume', 'Body line on page 1'],
      ['Body line on page 2'],
      ['Body line on page 3'],
    ]);
    expect(removed).toBe(2 + 3 + 3); // two headers, three footers, three page numbers
  });

  it("keeps two roles' dates set atop two pages: their years differ, a page number would not", () => {
    const top = (dates: string, title: string) => [...place(dates, 72, 760), ...place(title, 72, 400)];
    const { pages, removed } = removePageFurniture([
      page(top('2013-01 – 2017-03', 'Technical Support Specialist'), 1),
      page(top('2002-12 – 2004-03', 'Customer Service Representative'), 2),
    ]);
    expect(removed).toBe(0);
    expect(pages.map((p) => p.map(lineText)[0])).toEqual(['2013-01 – 2017-03', '2002-12 – 2004-03']);
    const numbered = (n: number) => [
      ...place(`Ayanda Dlamini — CV — ${n}/2`, 72, 770, { size: 8 }),
      ...body(n),
    ];
    expect(removePageFurniture([page(numbered(1), 1), page(numbered(2), 2)]).removed).toBe(2);
  });

  it('keeps the same title under two employers atop two pages: a running line stands at the edge', () => {
    const top = (employer: string) => [
      ...place('Ayanda Dlamini', 72, 770, { size: 8 }),
      ...place(employer, 72, 745),
      ...place('Student Nurse', 72, 731),
      ...place('Ran bedside teaching sessions on Critical Care.', 72, 400),
    ];
    const { pages, removed } = removePageFurniture([
      page(top('Imperial Hotel Tokyo'), 1),
      page(top('Hitachi Ltd.'), 2),
    ]);
    // The name above them runs on every page, in small print (both copies go); the titles under an
    // employer of each page's own do not.
    expect(removed).toBe(2);
    expect(pages.map((p) => p.map(lineText).slice(-3, -1))).toEqual([
      ['Imperial Hotel Tokyo', 'Student Nurse'],
      ['Hitachi Ltd.', 'Student Nurse'],
    ]);
  });

  it('keeps repeated text in the body of the page and text that moved far from its place', () => {
    const { pages, removed } = removePageFurniture([
      page([...place('Python', 72, 400), ...place('References on request', 72, 30)], 1),
      page([...place('Python', 72, 400), ...place('References on request', 72, 90)], 2),
    ]);
    expect(pages.map((p) => p.map(lineText))).toEqual([
      ['Python', 'References on request'],
      ['Python', 'References on request'],
    ]);
    expect(removed).toBe(0);
  });

  it('keeps the same words atop two pages in another size: a headline, then a role’s title', () => {
    const { pages, removed } = removePageFurniture([
      page(
        [...place('Senior Data Analyst', 61, 727, { size: 12 }), ...place('Body line on page 1', 72, 400)],
        1,
      ),
      page(
        [...place('Senior Data Analyst', 61, 742, { size: 9 }), ...place('Body line on page 2', 72, 400)],
        2,
      ),
    ]);
    expect(pages.map((p) => p.map(lineText))).toEqual([
      ['Senior Data Analyst', 'Body line on page 1'],
      ['Senior Data Analyst', 'Body line on page 2'],
    ]);
    expect(removed).toBe(0);
  });

  it('reads once a line a page break set at the foot of a page and again atop the next', () => {
    const header = (dates: string, y: number) => [
      ...place('Technische Universität Dresden', 58, y),
      ...place(dates, 427, y),
    ];
    const pages = (head: TextItem[]) =>
      removePageFurniture([
        page([...place('Body line on page 1', 72, 400), ...header('2004-01-01 — 2007-03-01', 34)], 1),
        page([...head, ...place('Juris Doctor', 77, 717)], 2),
      ]);
    // The second copy lost its dashes to the break: its words and figures are the first's.
    const twice = pages(header('2004 01 01 2007 03 01', 754));
    expect(twice.pages.map((p) => p.map(lineText))).toEqual([
      ['Body line on page 1', `Technische Universität Dresden${SEGMENT_JOIN}2004-01-01 — 2007-03-01`],
      ['Juris Doctor'],
    ]);
    expect(twice.removed).toBe(1);
    // Another entry's header atop the next page, or the same words from another edge, stays.
    expect(pages(header('2007-04-01 — 2009-03-01', 754)).removed).toBe(0);
    expect(pages(place('Technische Universität Dresden 2004-01-01 — 2007-03-01', 90, 754)).removed).toBe(0);
  });
});
