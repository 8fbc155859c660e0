import { describe, expect, it } from 'vitest';
import { readResume } from './read-resume';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { nameLines } from './02-name-lines';
import { lineText } from './model';
import { place } from './testing/place-text';
import type { TextItem } from './types';

const PAGE = 842;
const body = (top: number, count = 6): TextItem[] =>
  Array.from({ length: count }, (_, i) =>
    place(`Line ${i + 1} of the body text, set in the size most of the page uses.`, 60, top - 14 * i),
  ).flat();
const read = (items: TextItem[]) => nameLines(groupLines(cleanItems(items)), PAGE);

describe('nameLines (the name from page one’s typography)', () => {
  it('takes the largest type near the top, wherever the column, ahead of a line above it', () => {
    const items = [
      ...place('profile-pic', 470, 800),
      ...place('Asha Verma', 60, 780, { size: 28 }),
      ...body(700),
    ];
    const { name, lines } = read(items);
    expect(name).toBe('Asha Verma');
    expect(lines.map(lineText)).toContain('Asha Verma');
  });

  it('joins a name the type wraps onto a second line, across a smaller row set beside it', () => {
    const items = [
      ...place('Luís', 400, 790, { size: 26 }),
      ...place('Belém, Brazil', 60, 784),
      ...place('Souza e Silva', 400, 762, { size: 26 }),
      ...body(700),
    ];
    expect(read(items).name).toBe('Luís Souza e Silva');
  });

  it('keeps an address set small on the name’s row apart from it', () => {
    const items = [
      ...place('Regina, Saskatchewan', 60, 780, { size: 9 }),
      ...place('Maëlle Nguyen', 165, 780, { size: 30 }),
      ...body(700),
    ];
    const { name, lines } = read(items);
    expect(name).toBe('Maëlle Nguyen');
    expect(lines.map(lineText)).toContain('Regina, Saskatchewan');
  });

  it('joins a headline set after the name on its row to its words wrapped back under the name', () => {
    const headline = (under: string, size: number) => [
      ...place('Karin Karlsson', 60, 780, { size: 24 }),
      ...place('Culinary', 262, 780, { size: 19 }),
      ...place(under, 60, 757, { size }),
      ...body(700),
    ];
    expect(read(headline('Director', 19)).lines.map(lineText).slice(0, 2)).toEqual([
      'Karin Karlsson',
      'Culinary Director',
    ]);
    // A line in the body's size under the row is a line of its own (an e-mail address, a summary).
    expect(read(headline('karin@example.se', 10)).lines.map(lineText).slice(0, 3)).toEqual([
      'Karin Karlsson',
      'Culinary',
      'karin@example.se',
    ]);
  });

  it('ends the name at a separator and leaves the words after it on their line', () => {
    const items = [
      ...place('Jack', 300, 790, { size: 24 }),
      ...place("O'Neill | Physiotherapist", 300, 766, { size: 24 }),
      ...body(700),
    ];
    const { name, lines } = read(items);
    expect(name).toBe("Jack O'Neill");
    expect(lines.map(lineText)).toContain('Physiotherapist');
  });

  it('does not join a title set in the same type under the name', () => {
    const items = [
      ...place('Naomi Goto', 60, 790, { size: 26 }),
      ...place('Marketing Director', 60, 764, { size: 26 }),
      ...body(700),
    ];
    expect(read(items).name).toBe('Naomi Goto');
  });

  it('names nothing when no type stands out, or when the largest type is a heading', () => {
    expect(read([...place('Asha Verma', 60, 790), ...body(770)]).name).toBeNull();
    expect(read([...place('EXPERIENCE', 60, 790, { size: 20 }), ...body(770)]).name).toBeNull();
  });

  it('hands the name to the parser, which prefers it to the first line of text', () => {
    const items = [
      ...place('profile-pic', 470, 800),
      ...place('Asha Verma', 60, 780, { size: 28 }),
      ...body(700),
    ];
    const { resume } = readResume({
      kind: 'pdf',
      pages: [{ number: 1, width: 595, height: PAGE, items, images: 0 }],
    });
    expect(resume.contact.name).toBe('Asha Verma');
  });

  it('cuts the name at a comma a job title follows, and keeps the title on its line where it stands', () => {
    const items = [...place('Céline Vincent, Deputy Head Teacher', 81, 780, { size: 15 }), ...body(700)];
    const { name, lines } = read(items);
    expect(name).toBe('Céline Vincent');
    const title = lines.find((l) => lineText(l) === 'Deputy Head Teacher')!;
    expect(title.x).toBeGreaterThan(150);
    // A comma inside a name that no job follows stays in it.
    expect(read([...place('Vincent, Céline', 81, 780, { size: 15 }), ...body(700)]).name).toBe(
      'Vincent, Céline',
    );
  });

  it('stops at a line in the name’s size but a face the name does not use (a headline in grey)', () => {
    const coloured = (items: TextItem[], color: string) => items.map((i) => ({ ...i, color, font: 'Arimo' }));
    const items = [
      ...coloured(place('MARÍA JOSÉ', 60, 790, { size: 26 }), '#000000'),
      ...coloured(place('ETXEBERRIA', 210, 790, { size: 26 }), '#c00000'),
      ...coloured(place('BUSINESS DEVELOPMENT', 60, 764, { size: 26 }), '#d3d3d3'),
      ...coloured(place('ASSOCIATE', 60, 738, { size: 26 }), '#d3d3d3'),
      ...body(700),
    ];
    expect(read(items).name).toBe('MARÍA JOSÉ ETXEBERRIA');
    // A name wrapped in its own colours goes on.
    const wrapped = [
      ...coloured(place('AURORA', 60, 790, { size: 26 }), '#000000'),
      ...coloured(place('DE LUCA', 60, 764, { size: 26 }), '#c00000'),
      ...body(700),
    ];
    expect(read(wrapped).name).toBe('AURORA DE LUCA');
  });

  it('joins a family name set in a weight of its own that the e-mail address and links name too', () => {
    const weighted = (items: TextItem[], font: string) => items.map((i) => ({ ...i, font }));
    const items = [
      ...weighted(place('Juan', 60, 790, { size: 26 }), 'Roboto-Light'),
      ...weighted(place('Castro', 60, 762, { size: 26 }), 'Roboto-Bold'),
      ...place('Senior Software Engineer', 60, 740, { size: 11 }),
      ...place('Santa Rosa, Laguna    juan.castro@ymail.com    linkedin.com/in/juan-castro', 60, 726),
      ...body(700),
    ];
    const { name, lines } = read(items);
    expect(name).toBe('Juan Castro');
    expect(lines.map(lineText)).not.toContain('Castro');
  });

  it('joins a family name in a face of its own that a footer names again after the given name', () => {
    const faced = (items: TextItem[], font: string) => items.map((i) => ({ ...i, font }));
    const name = [
      ...faced(place('Liam', 60, 790, { size: 30 }), 'Lato-Light'),
      ...faced(place('St-Pierre', 60, 760, { size: 30 }), 'Lato-Bold'),
      ...place('Senior UX Designer', 60, 736, { size: 11 }),
      ...body(700),
    ];
    const footer = place('May 2026    Liam St-Pierre · Résumé    1', 200, 30, { size: 7 });
    expect(read([...name, ...footer]).name).toBe('Liam St-Pierre');
    // Named again alone (a headline the summary repeats), the line in another face is no name.
    const headline = [
      ...faced(place('Liam', 60, 790, { size: 30 }), 'Lato-Light'),
      ...faced(place('Product Design', 60, 760, { size: 30 }), 'Lato-Bold'),
      ...place('Led Product Design across three teams.', 60, 736),
      ...body(700),
    ];
    expect(read(headline).name).toBe('Liam');
  });

  it('cuts a job title in a face of its own off the name’s row, never a family name that reads as a trade', () => {
    const run = (text: string, x: number, color: string) =>
      place(text, x, 790, { size: 26 }).map((i) => ({ ...i, color, font: 'Arimo' }));
    const titled = [
      ...run('ANDRÉS', 60, '#000000'),
      ...run('TORRES', 160, '#c00000'),
      ...run('CREATIVE DIRECTOR', 260, '#d3d3d3'),
      ...body(700),
    ];
    expect(read(titled).name).toBe('ANDRÉS TORRES');
    const trade = [...run('JAMES', 60, '#000000'), ...run('COOK', 140, '#c00000'), ...body(700)];
    expect(read(trade).name).toBe('JAMES COOK');
  });

  it('cuts a job title run on after the name in one run, when the resume names that title again', () => {
    const summary = (title: string) => place(`Collaborative ${title} with 5 years of experience.`, 60, 740);
    const runOn = (text: string, title: string) => [
      ...place(text, 60, 790, { size: 26 }),
      ...summary(title),
      ...body(700),
    ];
    expect(read(runOn('MARCUS LEE COMMUNITY PHARMACIST', 'Community Pharmacist')).name).toBe('MARCUS LEE');
    expect(read(runOn('AURORA DE LUCA HEAD OF RESEARCH', 'Head of Research')).name).toBe('AURORA DE LUCA');
    // Set flush against the name, with no space.
    const flush = read(runOn('TUNDE OKONKWOFORKLIFT OPERATOR', 'Forklift Operator'));
    expect(flush.name).toBe('TUNDE OKONKWO');
    expect(flush.lines.map(lineText)).toContain('FORKLIFT OPERATOR');
    // A title the resume never names again is not cut off the name.
    expect(read(runOn('MARCUS LEE COMMUNITY PHARMACIST', 'Pharmacy Manager')).name).toBe(
      'MARCUS LEE COMMUNITY PHARMACIST',
    );
  });
});
