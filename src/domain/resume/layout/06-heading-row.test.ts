import { describe, expect, it } from 'vitest';
import { cleanItems } from './01-clean-items';
import { groupLines } from './02-group-lines';
import { splitHeadingRows } from './06-heading-row';
import { joinWrappedLines } from './07-wrapped-lines';
import { lineText } from './model';
import { column, place } from './testing/place-text';
import type { TextItem } from './types';

const bold = (items: TextItem[]): TextItem[] => items.map((i) => ({ ...i, font: 'Sans', bold: true }));
const plain = (items: TextItem[]): TextItem[] => items.map((i) => ({ ...i, font: 'Sans' }));

/** A full-width experience section, then Education and Skills side by side under one row of headings. */
function page(): TextItem[] {
  return [
    ...plain(place('EXPERIENCE', 40, 760)),
    ...plain(
      place('Staff Nurse | Iberdrola S.A.    11/2012 – 09/2015 Valencia, Comunidad Valenciana', 40, 745),
    ),
    ...plain(
      place('Performed wound assessments and dressings for complex surgical wounds and injuries.', 40, 731),
    ),
    ...plain(place('EDUCATION', 40, 700)),
    ...plain(place('SKILLS', 320, 700)),
    ...bold(place('Doctor of Philosophy in Molecular', 40, 686)),
    ...plain(place('Phlebotomy', 326, 686)),
    ...plain(place('Catheterisation', 420, 686)),
    ...bold(place('Biology', 40, 672)),
    ...plain(place('IV Therapy', 326, 672)),
    ...plain(place('Triage', 420, 672)),
    ...plain(place('Manchester Metropolitan Uni', 40, 658)),
    ...plain(place('Care Planning', 326, 658)),
    ...plain(column(['October 2014 – December 2017', 'Sheffield'], 40, 644)),
  ];
}

const read = (items: TextItem[]) => splitHeadingRows(groupLines(cleanItems(items))).lines;

describe('splitHeadingRows (sections side by side under one row of headings)', () => {
  it('reads each section under its own heading, left to right, after the full-width part', () => {
    expect(read(page()).map(lineText)).toEqual([
      'EXPERIENCE',
      'Staff Nurse | Iberdrola S.A.    11/2012 – 09/2015 Valencia, Comunidad Valenciana',
      'Performed wound assessments and dressings for complex surgical wounds and injuries.',
      'EDUCATION',
      'Doctor of Philosophy in Molecular',
      'Biology',
      'Manchester Metropolitan Uni',
      'October 2014 – December 2017',
      'Sheffield',
      'SKILLS',
      'Phlebotomy    Catheterisation',
      'IV Therapy    Triage',
      'Care Planning',
    ]);
  });

  it("measures a wrapped line against its own column, not the page's widest line", () => {
    const texts = joinWrappedLines(read(page())).map(lineText);
    expect(texts).toContain('Doctor of Philosophy in Molecular Biology');
    // Without the step the full-width lines above set the measure, and the degree stays cut.
    expect(joinWrappedLines(groupLines(cleanItems(page()))).map(lineText)).not.toContain(
      'Doctor of Philosophy in Molecular Biology',
    );
  });

  it('leaves a row that is not all headings, and a page without such a row, as it was', () => {
    const items = [
      ...plain(place('EDUCATION', 40, 700)),
      ...plain(place('2019 – 2021', 320, 700)),
      ...plain(place('University of Leeds', 40, 686)),
      ...plain(place('Leeds', 320, 686)),
    ];
    expect(read(items).map(lineText)).toEqual(['EDUCATION    2019 – 2021', 'University of Leeds    Leeds']);
  });

  it('ends the side-by-side block where the columns end: a section below both runs full width', () => {
    const items = [
      ...plain(place('EDUCATION', 40, 700)),
      ...plain(place('SKILLS', 320, 700)),
      ...plain(place('University of Leeds', 40, 686)),
      ...plain(place('Python', 326, 686)),
      ...plain(place('LANGUAGES', 40, 660)),
      ...plain(place('English (native), Spanish (fluent), Portuguese (conversational), French', 40, 646)),
    ];
    expect(read(items).map(lineText)).toEqual([
      'EDUCATION',
      'University of Leeds',
      'SKILLS',
      'Python',
      'LANGUAGES',
      'English (native), Spanish (fluent), Portuguese (conversational), French',
    ]);
  });

  it("ends the block before a full-width section whose rows set their dates beyond a column's bound", () => {
    const items = [
      ...plain(place('Skills', 40, 700)),
      ...plain(place('Languages', 320, 700)),
      ...plain(place('Wound Care', 40, 686)),
      ...plain(place('Español', 320, 686)),
      ...plain(place('Triage', 40, 672)),
      ...plain(place('EXPERIENCE', 40, 646)),
      ...plain(place('Clinical Nurse Specialist at Naranja X', 40, 632)),
      ...plain(place('July 2021 to Present', 460, 632)),
      ...plain(
        place('Educated patients and carers on medication regimens and diabetes management.', 40, 618),
      ),
    ];
    expect(read(items).map(lineText)).toEqual([
      'Skills',
      'Wound Care',
      'Triage',
      'Languages',
      'Español',
      'EXPERIENCE',
      'Clinical Nurse Specialist at Naranja X    July 2021 to Present',
      'Educated patients and carers on medication regimens and diabetes management.',
    ]);
  });

  it('reads each column on across a page break that cut through the block under the row', () => {
    const foot = [
      ...plain(place('EXPERIENCE', 40, 200)),
      ...plain(place('Support Team Lead, Van Oord    2004 – 2008', 40, 186)),
      ...plain(place('Skills', 40, 60)),
      ...plain(place('Languages', 320, 60)),
      ...plain(place('Zendesk', 40, 46)),
    ];
    const head = [
      ...plain(place('Freshdesk', 40, 760)),
      ...plain(place('Dutch', 320, 760)),
      ...plain(place('Troubleshooting', 40, 746)),
      ...plain(place('EDUCATION', 40, 720)),
      ...plain(place('Universiteit Utrecht', 40, 706)),
    ];
    const first = splitHeadingRows(groupLines(cleanItems(foot), 1), null, false);
    expect(first.lines.map(lineText)).toEqual(['EXPERIENCE', 'Support Team Lead, Van Oord    2004 – 2008']);
    const second = splitHeadingRows(groupLines(cleanItems(head), 2), first.open, true);
    expect(second.open).toBeNull();
    expect(second.lines.map(lineText)).toEqual([
      'Skills',
      'Zendesk',
      'Freshdesk',
      'Troubleshooting',
      'Languages',
      'Dutch',
      'EDUCATION',
      'Universiteit Utrecht',
    ]);
    // On the last page the block closes at its foot.
    expect(splitHeadingRows(groupLines(cleanItems(foot), 1)).lines.map(lineText)).toEqual([
      'EXPERIENCE',
      'Support Team Lead, Van Oord    2004 – 2008',
      'Skills',
      'Zendesk',
      'Languages',
    ]);
  });
});
