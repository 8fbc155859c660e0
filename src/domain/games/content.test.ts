import { describe, expect, it } from 'vitest';
import { CAREER_ROLES, CAREER_SKILLS } from './content/career';
import { INTERVIEW_QUESTIONS } from './content/interview-questions';
import { MEMORY_PAIRS } from './content/memory-pairs';
import { QUIZ_QUESTIONS } from './content/quiz-questions';
import { SCRAMBLE_WORDS } from './content/scramble-words';
import { CHALLENGE_WORDS } from './content/words';

const unique = (list: string[]) => new Set(list).size === list.length;

describe('game content shapes', () => {
  it('has at least 20 interview questions, each with an id, text, category and tips', () => {
    expect(INTERVIEW_QUESTIONS.length).toBeGreaterThanOrEqual(20);
    expect(unique(INTERVIEW_QUESTIONS.map((q) => q.id))).toBe(true);
    for (const q of INTERVIEW_QUESTIONS) {
      expect(q.text.trim()).not.toBe('');
      expect(q.category.trim()).not.toBe('');
      expect(q.tips.length).toBeGreaterThan(0);
    }
  });

  it('has 21 distinct skills and at least 8 roles built only from them', () => {
    expect(CAREER_SKILLS).toHaveLength(21);
    expect(unique([...CAREER_SKILLS])).toBe(true);
    expect(CAREER_ROLES.length).toBeGreaterThanOrEqual(8);
    for (const r of CAREER_ROLES) {
      expect(r.skills.every((s) => (CAREER_SKILLS as readonly string[]).includes(s))).toBe(true);
      expect(['Entry', 'Mid', 'Senior']).toContain(r.level);
      expect(r.description.length).toBeGreaterThan(20);
    }
  });

  it('has 20 words, each with 4 distinct options containing its meaning', () => {
    expect(CHALLENGE_WORDS).toHaveLength(20);
    for (const w of CHALLENGE_WORDS) {
      expect(w.options).toHaveLength(4);
      expect(unique(w.options)).toBe(true);
      expect(w.options).toContain(w.meaning);
      expect(w.category).not.toBe('');
    }
  });

  it('has at least 10 quiz questions with a valid correctAnswer index', () => {
    expect(QUIZ_QUESTIONS.length).toBeGreaterThanOrEqual(10);
    for (const q of QUIZ_QUESTIONS) {
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      expect(q.options[q.correctAnswer]).toBeDefined();
    }
  });

  it('has 12 memory pairs with distinct ids and texts', () => {
    expect(MEMORY_PAIRS).toHaveLength(12);
    expect(unique(MEMORY_PAIRS.map((p) => p.id))).toBe(true);
    expect(unique(MEMORY_PAIRS.flatMap((p) => [p.term, p.match]))).toBe(true);
  });

  it('has 20 distinct upper-case scramble words that can be scrambled', () => {
    expect(SCRAMBLE_WORDS).toHaveLength(20);
    expect(unique(SCRAMBLE_WORDS.map((w) => w.word))).toBe(true);
    for (const w of SCRAMBLE_WORDS) {
      expect(w.word).toMatch(/^[A-Z]{4,}$/);
      expect(new Set(w.word).size).toBeGreaterThan(1);
    }
  });
});
