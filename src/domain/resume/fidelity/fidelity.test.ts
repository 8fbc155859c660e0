import { describe, expect, it } from 'vitest';
import { brokenWords, doubledHeading, iconGlyphs, inventedNumbers } from './defects';
import { defectCount, measureFidelity, passes } from './measure';
import { sectionsDropped } from './sections-kept';
import { wordsKept } from './words';

describe('wordsKept', () => {
  it('counts content words with their multiplicity and names the lost ones', () => {
    const r = wordsKept('Built Python services. Python tests.', 'Built Python services and tests');
    expect(r.total).toBe(5);
    expect(r.kept).toBe(4);
    expect(r.lost).toEqual(['python']);
  });

  it('keeps a word hyphenated at a line end when the output has it joined', () => {
    expect(wordsKept('Imple-\nmented the deploy-\nment', 'Implemented the deployment')).toMatchObject({
      total: 4,
      kept: 4,
    });
  });

  it('ignores function words and single letters', () => {
    expect(wordsKept('a of the and I', '').total).toBe(0);
  });

  it('reads a year set against the heading after it as two words', () => {
    expect(wordsKept('Jan 2021 – Dec 2023Languages', 'Jan 2021 – Dec 2023\nLanguages')).toMatchObject({
      total: 3,
      kept: 3,
      lost: [],
    });
  });
});

describe('measureFidelity and contact labels', () => {
  const output = (text: string) => ({ text, sections: [], entries: [] });

  it('counts no contact detail’s label as content: the result prints each detail without one', () => {
    const source = 'Email    jane@example.com    Phone: +44 20 7946 0958\nLinkedIn | linkedin.com/in/jane';
    const f = measureFidelity(
      { text: source, sections: [] },
      output('jane@example.com +44 20 7946 0958 linkedin.com/in/jane'),
    );
    expect(f.lostWords).toEqual([]);
    expect(f.wordsKept).toBe(1);
  });

  it('still counts a label’s word where it is content', () => {
    const f = measureFidelity(
      { text: 'Ran email campaigns by phone', sections: [] },
      output('Ran campaigns'),
    );
    expect(f.lostWords).toEqual(['email', 'phone']);
  });
});

describe('defects', () => {
  it('finds numbers the source never states, not those it does', () => {
    expect(
      inventedNumbers('over 5 years; 1,200 users; 2019-2021', 'Engineer with 10 years, 1200 users in 2019'),
    ).toEqual(['10']);
  });

  it('finds words broken by a hyphen and a space, not compounds that go on', () => {
    expect(brokenWords('Imple- mented a deploy- ment; short- and long-term; arbeids- en sociaal')).toEqual([
      'Imple- mented',
      'deploy- ment',
    ]);
  });

  it('finds a heading that repeats its title', () => {
    expect(doubledHeading('Full Stack Java Developer — Full Stack Java Developer, ABC Company')).toBe(true);
    expect(doubledHeading('Java Developer — ABC Company')).toBe(false);
    expect(doubledHeading('Java Developer — Senior Java Developer')).toBe(true);
    // A certificate and its issuer name one word twice as the source does: no repeat.
    expect(doubledHeading('Microsoft Certified: Azure Fundamentals — MICROSOFT')).toBe(false);
  });

  it('finds icon glyphs but not ordinary symbols', () => {
    expect(iconGlyphs('\uf0e0 jane@x.com ☎ 555 © 2024 § 5')).toEqual(['\uf0e0', '☎']);
    expect(iconGlyphs('§ bwayne')).toEqual(['§']);
  });
});

describe('sectionsDropped', () => {
  it('accepts a known section under its standard name and wants an unknown one by its own', () => {
    expect(
      sectionsDropped(['Work History', 'Publications', 'Contact'], ['Experience', 'Publications']),
    ).toEqual([]);
    expect(
      sectionsDropped(['Employment History', 'Research Experience', 'Volunteer Work'], ['Summary']),
    ).toEqual(['Employment History', 'Research Experience', 'Volunteer Work']);
  });
});

describe('measureFidelity', () => {
  const source = {
    text: 'JANE DOE\nmailto:jane@x.com\nEMPLOYMENT HISTORY\nNurse, City Hospital\nTriaged 30 patients a shift',
    sections: ['Employment History'],
  };

  it('passes a rebuild that keeps every word under a renamed heading', () => {
    const f = measureFidelity(source, {
      text: 'Jane Doe\njane@x.com\nExperience\nNurse — City Hospital\n• Triaged 30 patients a shift',
      sections: ['Experience'],
      entries: ['Nurse — City Hospital'],
    });
    expect(f.wordsKept).toBe(1);
    expect(passes(f)).toBe(true);
  });

  it('fails one that drops a role and invents a number', () => {
    const f = measureFidelity(source, {
      text: 'Jane Doe\nSummary\nNurse with 12 years of experience',
      sections: ['Summary'],
      entries: [],
    });
    expect(f.wordsKept).toBeLessThan(0.98);
    expect(f.inventedNumbers).toEqual(['12']);
    expect(f.sectionsDropped).toEqual(['Employment History']);
    expect(defectCount(f)).toBe(2);
    expect(passes(f)).toBe(false);
  });
});
