import { describe, expect, it } from 'vitest';
import { dateStyle, mixedDateFormatsIssue, unreadableDatesIssue } from './date-formats';
import { countGluedIcons, gluedIconsIssue } from './glued-icons';
import { multiColumnIssue, textInImagesIssue } from './layout-reasons';
import { missingContactIssues } from './missing-contact';
import { missingHeadingsIssue, missingSections } from './missing-headings';
import { PENALTY } from './penalties';
import { CLEAN_RESUME, readFromText } from './read-from-text';

const clean = readFromText(CLEAN_RESUME);

describe('multi-column text order', () => {
  it('flags two-column pages, layout tables and a date column; not a single column', () => {
    expect(multiColumnIssue(clean)).toBeNull();
    expect(multiColumnIssue(readFromText(CLEAN_RESUME, { multiColumnPages: 2 }))).toMatchObject({
      penalty: PENALTY.multiColumn,
      detail: expect.stringContaining('2 pages laid out in two columns'),
    });
    expect(multiColumnIssue(readFromText(CLEAN_RESUME, { kind: 'docx', tables: 1 }))?.detail).toContain(
      '1 table',
    );
    expect(multiColumnIssue(readFromText(CLEAN_RESUME, { dateColumn: true }))?.penalty).toBe(
      PENALTY.dateColumn,
    );
  });
});

describe('text in images', () => {
  it('flags image-only pages', () => {
    const issue = textInImagesIssue(readFromText(CLEAN_RESUME, { kind: 'pdf', pages: 2, imageOnlyPages: 1 }));
    expect(issue).toMatchObject({ id: 'text-in-images', penalty: PENALTY.imageOnlyPage });
    expect(issue?.detail).toContain('1 page of 2');
  });

  it('flags images with very little text, but not images beside a full page of text', () => {
    const sparse = readFromText('Jordan Rivera\njordan@example.com\nData analyst in retail since 2016', {
      kind: 'pdf',
      images: 2,
    });
    expect(textInImagesIssue(sparse)?.penalty).toBe(PENALTY.imagesLittleText);
    expect(textInImagesIssue(readFromText(CLEAN_RESUME, { kind: 'pdf', images: 1 }))).toBeNull();
    expect(textInImagesIssue(clean)).toBeNull();
  });

  it('flags a PDF with no text at all even when it counts no images (text drawn as outlines)', () => {
    const issue = textInImagesIssue(readFromText('', { kind: 'pdf', pages: 1, textChars: 0 }));
    expect(issue).toMatchObject({ id: 'text-in-images', penalty: PENALTY.imageOnlyPage });
    expect(textInImagesIssue(readFromText('', { kind: 'txt', textChars: 0 }))).toBeNull();
  });
});

describe('icons glued to contact details', () => {
  it('counts Private Use Area, emoji, dingbat and U+FFFD glyphs before an e-mail, phone or link', () => {
    expect(countGluedIcons(['\uf0e0jane@x.com'])).toBe(1);
    expect(countGluedIcons(['📞 +44 20 7946 0958'])).toBe(1);
    expect(countGluedIcons(['✉ jane@x.com | \uFFFDlinkedin.com/in/jane'])).toBe(2);
    expect(countGluedIcons(['\u{1F517}https://jane.dev'])).toBe(1);
  });

  it('ignores plain details, separators between details and icons before ordinary words', () => {
    expect(countGluedIcons(['jane@x.com | +1 555 010 0000'])).toBe(0);
    expect(countGluedIcons(['jane@x.com ● +1 555 010 0000 ◆ Austin, TX'])).toBe(0);
    expect(countGluedIcons(['★ Employee of the year'])).toBe(0);
    expect(countGluedIcons(['●jane@x.com', '📍 Austin, TX'])).toBe(2);
  });

  it('raises the issue only for glyphs in the header, not in a bullet further down', () => {
    const glued = readFromText(CLEAN_RESUME.replace('jordan.rivera@', '\uf0e0 jordan.rivera@'));
    expect(gluedIconsIssue(glued)).toMatchObject({ id: 'glued-icons', penalty: PENALTY.gluedIcons });
    const body = readFromText(`${CLEAN_RESUME}\nReferences\n\uf0e0 ref@example.com`);
    expect(gluedIconsIssue(body)).toBeNull();
    expect(gluedIconsIssue(clean)).toBeNull();
  });
});

describe('missing section headings', () => {
  it('names each missing core section and charges per section', () => {
    const text = CLEAN_RESUME.replace(/\nEducation[\s\S]*$/, '\n');
    expect(missingSections(readFromText(text))).toEqual(['Education', 'Skills']);
    expect(missingHeadingsIssue(readFromText(text))).toMatchObject({
      penalty: 2 * PENALTY.missingHeading,
      detail: expect.stringContaining('"Education", "Skills"'),
    });
    expect(missingHeadingsIssue(clean)).toBeNull();
  });

  it('counts a heading that is present even when its section is empty', () => {
    const read = readFromText(`${CLEAN_RESUME.replace(/\nSkills\n.*\n/, '\n')}\nSkills\n`);
    expect(read.resume.skills).toEqual([]);
    expect(missingSections(read)).toEqual([]);
  });
});

describe('unusual date formats', () => {
  it('classifies date styles', () => {
    expect(['Jan 2020', 'Present', '03/2018', '2018-03', '2019', 'Summer 2019'].map(dateStyle)).toEqual([
      'month-name', 'present', 'numeric', 'iso', 'year', 'month-name',
    ]); // prettier-ignore
    expect(dateStyle("'19")).toBe('unreadable');
  });

  it('flags role dates that cannot be read', () => {
    const read = readFromText(CLEAN_RESUME);
    read.resume.experience[1]!.startDate = "Summer '16";
    expect(unreadableDatesIssue(read)).toMatchObject({
      id: 'unreadable-dates',
      penalty: PENALTY.unreadableDates,
      detail: expect.stringContaining(`"Summer '16"`),
    });
    expect(unreadableDatesIssue(clean)).toBeNull();
  });

  it('flags mixed formats across roles, not one consistent style with Present', () => {
    const mixed = readFromText(CLEAN_RESUME.replace('Jun 2016 – Dec 2018', '06/2016 – 12/2018'));
    expect(mixed.resume.experience[1]!.startDate).toBe('06/2016');
    expect(mixedDateFormatsIssue(mixed)).toMatchObject({ penalty: PENALTY.mixedDateFormats });
    expect(mixedDateFormatsIssue(clean)).toBeNull();
  });
});

describe('missing contact details', () => {
  it('reports each missing detail with its own penalty', () => {
    expect(missingContactIssues(clean)).toEqual([]);
    const bare = readFromText(CLEAN_RESUME.replace('jordan.rivera@example.com | (512) 555-0142 | ', ''));
    expect(missingContactIssues(bare).map((i) => [i.id, i.penalty])).toEqual([
      ['missing-email', PENALTY.missingEmail],
      ['missing-phone', PENALTY.missingPhone],
    ]);
    const noName = readFromText(CLEAN_RESUME.replace('Jordan Rivera\n', ''));
    expect(missingContactIssues(noName).map((i) => i.id)).toEqual(['missing-name']);
  });
});
