/** Game content shapes (docs/product-rules.md 11). */
export interface InterviewQuestion {
  id: string;
  text: string;
  category: string;
  tips: string[];
}

export interface CareerRole {
  role: string;
  skills: string[];
  level: 'Entry' | 'Mid' | 'Senior';
  description: string;
}

export interface WordItem {
  word: string;
  meaning: string;
  /** Four meanings, one of them `meaning`. */
  options: string[];
  category: string;
}

export interface QuizQuestion {
  question: string;
  options: string[];
  correctAnswer: number;
}

export interface MemoryPair {
  id: string;
  term: string;
  match: string;
}

export interface ScrambleWord {
  word: string;
  hint: string;
}

/** Injected so tests are deterministic; `Math.random` in the app. */
export type Random = () => number;
