import { describe, expect, it } from 'vitest';
import { checkResume, scoreLabel } from './check-resume';
import { PENALTY } from './penalties';
import { CLEAN_RESUME, readFromText } from './read-from-text';

const ids = (text: string, layout = {}) => checkResume(readFromText(text, layout)).issues.map((i) => i.id);

describe('checkResume', () => {
  it('gives a clean single-column text resume 100 with no issues, and its fields', () => {
    const report = checkResume(readFromText(CLEAN_RESUME));
    expect(report.issues).toEqual([]);
    expect(report.score).toBe(100);
    expect(report.fields.contact).toMatchObject({
      name: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
    });
    expect(report.fields.experience.map((e) => e.company)).toEqual([
      'Northwind Traders',
      'Contoso Analytics',
    ]);
    expect(report.unplaced).toEqual([]);
  });

  it('a two-column layout adds the multi-column issue and lowers the score', () => {
    const plain = checkResume(readFromText(CLEAN_RESUME));
    const columns = checkResume(readFromText(CLEAN_RESUME, { kind: 'pdf', multiColumnPages: 1 }));
    expect(columns.issues.map((i) => i.id)).toEqual(['multi-column']);
    expect(columns.score).toBe(plain.score - PENALTY.multiColumn);
  });

  it('orders issues by penalty, largest first, and subtracts every penalty', () => {
    const text = CLEAN_RESUME.replace('jordan.rivera@example.com | ', '').replace('Jun 2016', '06/2016');
    const report = checkResume(readFromText(text, { kind: 'pdf', imageOnlyPages: 1, pages: 2 }));
    expect(report.issues.map((i) => i.id)).toEqual(['text-in-images', 'missing-email', 'mixed-date-formats']);
    const penalties = report.issues.map((i) => i.penalty);
    expect(penalties).toEqual([...penalties].sort((a, b) => b - a));
    expect(report.score).toBe(100 - PENALTY.imageOnlyPage - PENALTY.missingEmail - PENALTY.mixedDateFormats);
  });

  it('never goes below 0 and lists the sections it could not place', () => {
    const text = '\uf0c1 www.example.dev\n\nAWARDS\nBest poster 2019\n';
    const report = checkResume(readFromText(text, { kind: 'pdf', multiColumnPages: 1, imageOnlyPages: 1 }));
    expect(report.issues.reduce((sum, i) => sum + i.penalty, 0)).toBeGreaterThan(100);
    expect(report.score).toBe(0);
    expect(report.unplaced).toEqual([{ heading: 'AWARDS', lines: ['Best poster 2019'] }]);
  });

  it('is deterministic', () => {
    const text = CLEAN_RESUME.replace('(512) 555-0142', '\uf095 (512) 555-0142');
    expect(checkResume(readFromText(text))).toEqual(checkResume(readFromText(text)));
    expect(ids(text)).toEqual(['glued-icons']);
  });

  it('labels scores', () => {
    expect([100, 90, 89, 75, 74, 50, 49, 0].map(scoreLabel)).toEqual([
      'Excellent', 'Excellent', 'Good', 'Good', 'Fair', 'Fair', 'Poor', 'Poor',
    ]); // prettier-ignore
  });
});
