import { describe, expect, it } from 'vitest';
import { careerPathReducer, initialCareerPath, rankRoles } from './career-path';
import { CAREER_ROLES, CAREER_SKILLS } from './content/career';
import { MEMORY_PAIRS } from './content/memory-pairs';
import { SCRAMBLE_WORDS } from './content/scramble-words';
import { CHALLENGE_WORDS } from './content/words';
import { countWords, initInterview, interviewReducer, interviewScore } from './interview';
import { buildDeck, initMemory, memoryReducer, memoryWon } from './memory';
import { scrambleWord, seededRandom, shuffle } from './random';
import { buildScrambleQueue } from './scramble';
import { buildWordRounds } from './word-challenge';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('random helpers', () => {
  it('shuffle keeps every item and is reproducible with the same seed', () => {
    const list = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(shuffle(list, seededRandom(1)).sort()).toEqual(list);
    expect(shuffle(list, seededRandom(7))).toEqual(shuffle(list, seededRandom(7)));
  });

  it('never returns the original word, even with a random source that always says 0.99', () => {
    for (const { word } of SCRAMBLE_WORDS) {
      for (let seed = 0; seed < 50; seed++) {
        const s = scrambleWord(word, seededRandom(seed));
        expect(s).not.toBe(word);
        expect([...s].sort().join('')).toBe([...word].sort().join(''));
      }
      expect(scrambleWord(word, () => 0.99)).not.toBe(word);
    }
  });
});

describe('interview rules', () => {
  it('scores min(100, 2 per word)', () => {
    expect(interviewScore('')).toBe(0);
    expect(interviewScore(words(10))).toBe(20);
    expect(interviewScore(words(50))).toBe(100);
    expect(interviewScore(words(80))).toBe(100);
    expect(countWords('  one\ttwo\n three  ')).toBe(3);
  });

  it('locks the answer when the clock reaches 0', () => {
    let s = initInterview(20, seededRandom(1));
    s = interviewReducer(s, { type: 'type', text: 'draft' });
    for (let i = 0; i < 120; i++) s = interviewReducer(s, { type: 'tick' });
    expect(s).toMatchObject({ secondsLeft: 0, timeUp: true });
    expect(interviewReducer(s, { type: 'type', text: 'more' }).answer).toBe('draft');
    expect(interviewReducer(s, { type: 'submit' }).score).toBe(2);
  });
});

describe('word challenge content', () => {
  it('draws 10 distinct words whose correct index points at the meaning', () => {
    const rounds = buildWordRounds(CHALLENGE_WORDS, seededRandom(3));
    expect(rounds).toHaveLength(10);
    expect(new Set(rounds.map((r) => r.word)).size).toBe(10);
    for (const r of rounds) expect(r.options[r.correct]).toBe(r.meaning);
  });
});

describe('memory rules', () => {
  it('deals 24 cards, two per pair', () => {
    const deck = buildDeck(MEMORY_PAIRS, seededRandom(2));
    expect(deck).toHaveLength(24);
    expect(new Set(deck.map((c) => c.pairId)).size).toBe(12);
  });

  it('wins when every pair is matched, counting one move per two flips', () => {
    const deck = buildDeck(MEMORY_PAIRS, seededRandom(2));
    let s = initMemory(deck);
    for (const p of MEMORY_PAIRS) {
      const [a, b] = deck.flatMap((c, i) => (c.pairId === p.id ? [i] : []));
      s = memoryReducer(memoryReducer(s, { type: 'flip', index: a! }), { type: 'flip', index: b! });
    }
    expect(memoryWon(s)).toBe(true);
    expect(s.moves).toBe(12);
  });
});

describe('scramble queue', () => {
  it('uses all 20 words, each scrambled', () => {
    const queue = buildScrambleQueue(SCRAMBLE_WORDS, seededRandom(5));
    expect(queue).toHaveLength(20);
    for (const item of queue) expect(item.scrambled).not.toBe(item.word);
  });
});

describe('career path rules', () => {
  it('refuses a 6th skill and only finds roles at exactly 5', () => {
    let s = initialCareerPath;
    for (const skill of CAREER_SKILLS.slice(0, 4)) s = careerPathReducer(s, { type: 'toggle', skill });
    expect(careerPathReducer(s, { type: 'find', roles: CAREER_ROLES }).results).toBeNull();
    s = careerPathReducer(s, { type: 'toggle', skill: CAREER_SKILLS[4] });
    s = careerPathReducer(s, { type: 'toggle', skill: CAREER_SKILLS[5] });
    expect(s.picked).toHaveLength(5);
    expect(s.refused).toBe(true);
    expect(careerPathReducer(s, { type: 'find', roles: CAREER_ROLES }).results).toHaveLength(5);
  });

  it('ranks roles by overlap with the picked skills', () => {
    const picked = ['Programming', 'Cloud Computing', 'Problem Solving', 'Attention to Detail', 'Teamwork'];
    const ranked = rankRoles(picked, CAREER_ROLES);
    expect(ranked[0]!.role).toBe('Software Engineer');
    expect(ranked[0]!.matches).toHaveLength(5);
    for (let i = 1; i < ranked.length; i++) {
      expect(ranked[i - 1]!.matches.length).toBeGreaterThanOrEqual(ranked[i]!.matches.length);
    }
  });
});
