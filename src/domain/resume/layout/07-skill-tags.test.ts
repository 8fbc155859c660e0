import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { splitSkillTags } from './07-skill-tags';
import { lineText } from './model';
import { place, textWidth } from './testing/place-text';
import type { TextItem } from './types';

/** Runs of text on one row, each `gap` ems after the last, in a proportional face. */
function row(texts: string[], y: number, gap: number, x = 60): TextItem[] {
  const items: TextItem[] = [];
  let at = x;
  for (const text of texts) {
    items.push(...place(text, at, y).map((item) => ({ ...item, font: 'Lato' })));
    at += textWidth(text) + gap * 10;
  }
  return items;
}

const read = (items: TextItem[], before = false) =>
  splitSkillTags(groupLines(cleanItems(items)), before).lines.map(lineText);

describe('splitSkillTags (tags set side by side in a skills section)', () => {
  it('sets runs more than two word spaces apart a tab stop apart under a skills heading', () => {
    const texts = read([
      ...place('Skills', 60, 720),
      ...row(['Python', 'pandas'], 700, 0.62),
      ...row(['Statistical Modelling'], 684, 0.62),
      ...row(['Tableau', 'BigQuery'], 668, 0.62),
    ]);
    expect(texts).toEqual(['Skills', 'Python  pandas', 'Statistical Modelling', 'Tableau  BigQuery']);
  });

  it('reads letter-spaced words a tracked word space apart as one tag, not two', () => {
    // "H U B S P O T" and "C R M" tracked 0.3 em, a space item between: the gap is the tracking's.
    const tracked = (text: string, x: number) =>
      place(text.split('').join(' '), x, 700, { size: 10 }).map((item) => ({
        ...item,
        width: text.length * 8,
        font: 'Lato',
      }));
    const texts = read([
      ...place('Skills', 60, 720),
      ...tracked('HUBSPOT', 60),
      ...tracked('CRM', 60 + 7 * 8 + 7),
    ]);
    expect(texts).toEqual(['Skills', 'HUBSPOT CRM']);
  });

  it('leaves the same row alone in any other section, and words a space apart anywhere', () => {
    expect(read([...place('Experience', 60, 720), ...row(['Senior Analyst', 'Acme'], 700, 0.62)])).toEqual([
      'Experience',
      'Senior Analyst Acme',
    ]);
    expect(read([...place('Skills', 60, 720), ...row(['Budget', 'Management'], 700, 0.3)])).toEqual([
      'Skills',
      'Budget Management',
    ]);
  });

  it('joins a tag drawn as a chip that wrapped, its second row opening without the chip’s padding', () => {
    // Chips padded 3 points (0.3 of the type) at each end: "Project Management" wraps after
    // "Project", and its rest opens the next row 3 points left of the rows' chips. Each run is set
    // a little wider than the last (a proportional face: no one width per letter).
    const chips = (texts: string[], y: number, x: number): TextItem[] => {
      let at = x;
      return texts.map((text, i) => {
        const item = { str: text, x: at, y, width: textWidth(text) * (1 + (i % 3) * 0.1), height: 10 };
        at += item.width + 6.2;
        return { ...item, font: 'Lato' };
      });
    };
    const texts = read([
      ...place('Skills', 60, 720),
      ...chips(['Python', 'Project'], 700, 63),
      ...chips(['Management', 'SQL'], 684, 60),
      ...chips(['Tableau', 'BigQuery'], 668, 63),
    ]);
    expect(texts).toEqual(['Skills', 'Python  Project Management', 'SQL', 'Tableau  BigQuery']);
  });

  it('leaves a run holding a list’s punctuation whole', () => {
    expect(read([...place('Skills', 60, 720), ...row(['Python,', 'SQL'], 700, 0.62)])).toEqual([
      'Skills',
      'Python, SQL',
    ]);
  });

  it('goes on from the skills section the page before left open, and ends at the next heading', () => {
    const page = [
      ...row(['Excel', 'Power BI'], 700, 0.62),
      ...place('Education', 60, 680),
      ...row(['BSc', 'Leeds'], 660, 0.62),
    ];
    expect(read(page, true)).toEqual(['Excel  Power BI', 'Education', 'BSc Leeds']);
    expect(read(page, false)).toEqual(['Excel Power BI', 'Education', 'BSc Leeds']);
  });

  /**
   * Words set `gaps[i]` ems after the one before, each its own item and each gap drawn as a space
   * item of its own (as Chromium draws word-spaced text), in a proportional face of size 12 (its
   * words' widths per letter differ).
   */
  const spaced = (words: string[], gaps: number[], y: number): TextItem[] => {
    const items: TextItem[] = [];
    let at = 60;
    for (const [i, word] of words.entries()) {
      const [placed] = place(word, at, y, { size: 12 });
      const item = { ...placed!, width: placed!.width * (1 + (i % 3) * 0.1), font: 'DejaVuSans-Bold' };
      items.push(item);
      at += item.width;
      const gap = (gaps[i] ?? 0) * 12;
      if (gap > 0) items.push({ str: ' ', x: at, y, width: gap, height: 12, font: 'DejaVuSans-Bold' });
      at += gap;
    }
    return items;
  };

  it('parts tags at the wider of two gaps where the face sets its words wide apart', () => {
    // Words 0.66 em apart inside a tag, tags 1.07 em apart; a row of one tag after them.
    const texts = read([
      ...place('Skills', 60, 740),
      ...spaced(['Sage', '50', 'Variance', 'Analysis', 'US', 'GAAP'], [0.66, 1.07, 0.66, 1.07, 0.66], 720),
      ...spaced(['Primavera', 'P6'], [0.66], 700),
    ]);
    expect(texts).toEqual(['Skills', 'Sage 50  Variance Analysis  US GAAP', 'Primavera P6']);
  });

  it('keeps a word whose ligature is drawn apart whole', () => {
    const texts = read([
      ...place('Skills', 60, 740),
      ...spaced(['Fuel-E', 'ffi', 'cient', 'Driving', 'Defensive', 'Driving'], [0, 0, 0.66, 1.07, 0.66], 720),
    ]);
    expect(texts).toEqual(['Skills', 'Fuel-Efficient Driving  Defensive Driving']);
  });

  it('reads nothing into the gaps of a monospaced face, whose word space is 0.6 em', () => {
    const mono = (text: string, y: number): TextItem[] => {
      const items: TextItem[] = [];
      let at = 60;
      for (const word of text.split(' ')) {
        items.push({ str: word, x: at, y, width: word.length * 7.2, height: 12, font: 'Cousine' });
        at += (word.length + 1) * 7.2;
      }
      return items;
    };
    const texts = read([
      ...place('Skills', 60, 740),
      ...mono('Customer Service', 720),
      ...mono('Event Coordination', 700),
      ...mono('Team Leadership', 680),
    ]);
    expect(texts).toEqual(['Skills', 'Customer Service', 'Event Coordination', 'Team Leadership']);
  });
});
