import { describe, expect, it } from 'vitest';
import { buildTermIndex, coordinatedPhraseSpans, phraseKey, stemLines, stemWords } from './normalize';

describe('buildTermIndex', () => {
  const index = buildTermIndex('Built container and Kubernetes security tooling\nExcel reporting');

  it('holds every phrase of up to five words of each line, and nothing across lines', () => {
    expect(index.has(phraseKey('container'))).toBe(true);
    expect(index.has(phraseKey('Kubernetes security tooling'))).toBe(true);
    expect(index.has(phraseKey('built container and Kubernetes security'))).toBe(true);
    expect(index.has(phraseKey('built container and Kubernetes security tooling'))).toBe(false);
    expect(index.has(phraseKey('tooling excel'))).toBe(false);
    expect(index.has(phraseKey('container Kubernetes'))).toBe(false);
    expect(index.has('')).toBe(false);
  });

  it('holds the phrases two joined modifiers make, and not their first word alone', () => {
    expect(index.hasJoined(phraseKey('container security'))).toBe(true);
    expect(index.hasJoined(phraseKey('container security tooling'))).toBe(true);
    expect(index.hasJoined(phraseKey('container'))).toBe(false);
    expect(index.hasJoined(phraseKey('Kubernetes security'))).toBe(false);
  });

  it('looks cased names up as written', () => {
    expect(index.hasCased('Excel')).toBe(true);
    expect(index.hasCased('excel')).toBe(false);
  });
});

describe('coordinatedPhraseSpans', () => {
  it('gives each phrase with the index of the word after it', () => {
    const words = stemWords('attribution and funnel reporting dashboards');
    expect(coordinatedPhraseSpans(words)).toEqual([
      { key: `${words[0]} ${words[3]}`, end: 4 },
      { key: `${words[0]} ${words[3]} ${words[4]}`, end: 5 },
    ]);
  });
});

describe('stemLines', () => {
  it('stems each line, the same line again to the same words', () => {
    const [first, second] = stemLines('Managed databases\n\nManaged databases');
    expect(first).toEqual({ plain: stemWords('Managed databases'), cased: ['Managed', 'databases'] });
    expect(second).toEqual(first);
  });
});
