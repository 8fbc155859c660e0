import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_SUGGESTIONS_KEY, type SuggestJobsResult } from '@/domain/jobs/contract';
import { clearCachedSuggestions, readCachedSuggestions, writeCachedSuggestions } from './suggestions-cache';
import { toEasyApplyRow } from './history-row';
import { scoreBand } from './score-band';

const result: SuggestJobsResult = {
  suggestions: [
    {
      id: 'j1',
      title: 'Analyst',
      company: 'Fabrikam',
      location: '',
      url: 'https://x.test/1',
      sample: false,
      description: 'SQL and Python',
      posted: '2025-01-01T00:00:00.000Z',
      score: 70,
      requirementCount: 8,
      matched: ['sql'],
      missing: [],
    },
  ],
  notices: ['note'],
  generatedAt: '2025-01-01T01:00:00.000Z',
};

/** Five hours after the posting: inside the 72-hour window. */
const SOON = new Date('2025-01-01T05:00:00.000Z');

beforeEach(() => localStorage.clear());

describe('suggestions cache', () => {
  it('round-trips the last result for the same user only', () => {
    writeCachedSuggestions('u1', result);
    expect(readCachedSuggestions('u1', localStorage, SOON)).toEqual(result);
    expect(readCachedSuggestions('u2', localStorage, SOON)).toBeNull();
    clearCachedSuggestions();
    expect(readCachedSuggestions('u1', localStorage, SOON)).toBeNull();
  });

  it('leaves out postings that have grown older than 72 hours since the list was found', () => {
    const newer = { ...result.suggestions[0]!, id: 'j2', posted: '2025-01-01T02:00:00.000Z' };
    writeCachedSuggestions('u1', { ...result, suggestions: [...result.suggestions, newer] });
    // 72.5 hours after j1 was posted, 70.5 after j2.
    const later = new Date('2025-01-04T00:30:00.000Z');
    expect(readCachedSuggestions('u1', localStorage, later)?.suggestions.map((s) => s.id)).toEqual(['j2']);
    expect(readCachedSuggestions('u1', localStorage, SOON)?.suggestions.map((s) => s.id)).toEqual([
      'j1',
      'j2',
    ]);
  });

  it('drops a list cached before suggestions said whether they are samples (old placeholder links)', () => {
    const { sample: _sample, ...old } = result.suggestions[0]!;
    localStorage.setItem(JOB_SUGGESTIONS_KEY, JSON.stringify({ uid: 'u1', ...result, suggestions: [old] }));
    expect(readCachedSuggestions('u1', localStorage, SOON)).toBeNull();
  });

  it('treats damaged values as no cache', () => {
    localStorage.setItem(JOB_SUGGESTIONS_KEY, '{not json');
    expect(readCachedSuggestions('u1', localStorage, SOON)).toBeNull();
    localStorage.setItem(
      JOB_SUGGESTIONS_KEY,
      JSON.stringify({ uid: 'u1', ...result, suggestions: [{ id: 'j1', title: 'No score' }] }),
    );
    expect(readCachedSuggestions('u1', localStorage, SOON)).toBeNull();
  });

  it('survives a storage that refuses writes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => writeCachedSuggestions('u1', result, full)).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('score band and history rows', () => {
  it.each([
    [100, 'high'],
    [70, 'high'],
    [69, 'medium'],
    [40, 'medium'],
    [39, 'low'],
    [0, 'low'],
  ])('%i is %s', (score, band) => expect(scoreBand(score)).toBe(band));

  it("keeps only Easy Apply's records, not Magic CV's even with a company name", () => {
    const at = new Date('2025-01-01T00:00:00Z');
    expect(
      toEasyApplyRow({
        id: 'a',
        path: 'processedResumes/a',
        data: {
          tool: 'lazyApply',
          jobTitle: 'BI',
          companyName: 'Contoso',
          processedAt: at,
          status: 'failed',
        },
      }),
    ).toMatchObject({ id: 'a', jobTitle: 'BI', companyName: 'Contoso', status: 'failed', processedAt: at });
    expect(
      toEasyApplyRow({
        id: 'b',
        path: 'processedResumes/b',
        data: { jobTitle: 'Magic CV', processedAt: at },
      }),
    ).toBeNull();
    expect(
      toEasyApplyRow({
        id: 'c',
        path: 'processedResumes/c',
        data: { tool: 'magicCV', jobTitle: 'Analyst', companyName: 'Contoso', processedAt: at },
      }),
    ).toBeNull();
  });
});
