/**
 * Whether a display name poses as Jobkit staff (docs/product-rules.md 2.7): read as the eye reads
 * it (name-reading.ts), it holds a staff word of staff-words.json, or several run together
 * ("JobkitSupport"), or one in the plural, as a word of its own. Spaces, punctuation, digits,
 * emoji and other characters that read as no Latin letter end a word and may also sit inside one
 * ("Jobkit_Support", "j.o.b.k.i.t", "Ad min"); so do case changes ("JobkitSupport") and digits
 * that look like letters ("SUPP0RT"). A staff word inside a longer word is no staff word:
 * "Badminton Stafford" is a name. Pure: no I/O.
 */
import { z } from 'zod';
import { readName, readWord, type ReadChar } from './name-reading';
import staffWordsJson from './staff-words.json';

const staffWords = z
  .object({ words: z.array(z.string().regex(/^[a-z]+$/)).min(1) })
  .parse(staffWordsJson).words;

export const STAFF_WORDS: readonly string[] = staffWords;

/** What a staff word is matched as: its reading, and its plural. */
const TARGETS: readonly string[] = staffWords.flatMap((w) => [readWord(w), `${readWord(w)}s`]);

/**
 * Where a reading stands: `between` staff words (none started, or the last one complete), or
 * `at` letter `at` of target `target`.
 */
type State = { between: true; afterWord: boolean } | { between: false; target: number; at: number };

const key = (s: State) => (s.between ? `b${s.afterWord}` : `${s.target}:${s.at}`);

/** Reads one letter from every state; a state the letter does not continue ends. */
function step(states: Map<string, State>, letter: string): Map<string, State> {
  const next = new Map<string, State>();
  const advance = (target: number, at: number) => {
    const s: State =
      at === TARGETS[target]!.length ? { between: true, afterWord: true } : { between: false, target, at };
    next.set(key(s), s);
  };
  for (const s of states.values()) {
    if (s.between) {
      TARGETS.forEach((t, i) => t[0] === letter && advance(i, 1));
    } else if (TARGETS[s.target]![s.at] === letter) {
      advance(s.target, s.at + 1);
    }
  }
  return next;
}

function readAs(states: Map<string, State>, reading: string): Map<string, State> {
  let current = states;
  for (const letter of reading) current = step(current, letter);
  return current;
}

/** The states after one character: any of its readings, or (not a Latin letter) skipped. */
function readChar(states: Map<string, State>, c: ReadChar): Map<string, State> {
  const next = new Map<string, State>(c.latinLetter ? [] : states);
  for (const reading of c.readings) for (const [k, s] of readAs(states, reading)) next.set(k, s);
  return next;
}

/** Word edges: the ends of the name, beside a character that is no Latin letter, or at a case change. */
function wordEdges(chars: ReadChar[]): boolean[] {
  return Array.from(
    { length: chars.length + 1 },
    (_, p) =>
      p === 0 ||
      p === chars.length ||
      !chars[p - 1]!.latinLetter ||
      !chars[p]!.latinLetter ||
      (chars[p - 1]!.lower && chars[p]!.upper),
  );
}

const START: State = { between: true, afterWord: false };
const COMPLETE = key({ between: true, afterWord: true });

/**
 * True when the name poses as staff; only the admin may carry such a name. One pass: a reading
 * may start at every word edge, and a name poses when one ends at a word edge with whole staff
 * words read.
 */
export function isStaffName(name: string): boolean {
  const chars = readName(name);
  const edges = wordEdges(chars);
  let states = new Map<string, State>();
  for (let p = 0; p < chars.length; p++) {
    if (edges[p]) states.set(key(START), START);
    states = readChar(states, chars[p]!);
    if (edges[p + 1] && states.has(COMPLETE)) return true;
  }
  return false;
}
