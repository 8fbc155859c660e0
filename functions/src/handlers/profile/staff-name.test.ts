import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStaffName, STAFF_WORDS } from './staff-name';

/**
 * Characters a person could type for each letter of the staff words: the letter, its capital,
 * full-width and mathematical forms, and letters of other scripts (or digits) drawn alike.
 * Written out here rather than taken from the TR39 table the code reads.
 */
const LOOK_ALIKES: Record<string, string[]> = {
  a: ['a', 'A', '\u0430', '\u0251', '\uff41', '\u{1d41a}'],
  b: ['b', 'B', '\u0412', '\uff42'],
  d: ['d', 'D', '\u0501', '\uff44', '\u{1d41d}'],
  e: ['e', 'E', '\u0435', '\uff45'],
  f: ['f', 'F', '\uff46', '\u{1d41f}'],
  i: ['i', 'I', '\u0456', '\u0131', '\uff49'],
  j: ['j', 'J', '\u0458', '\uff4a'],
  k: ['k', 'K', '\u041a', '\uff4b'],
  m: ['m', 'M', 'rn', '\u041c', '\uff4d'],
  n: ['n', 'N', '\uff4e', '\u{1d427}'],
  o: ['o', 'O', '0', '\u043e', '\u03bf', '\uff4f'],
  p: ['p', 'P', '\u0440', '\uff50'],
  r: ['r', 'R', '\uff52', '\u{1d42b}'],
  s: ['s', 'S', '\u0455', '\ua731', '\uff53'],
  t: ['t', 'T', '\u0422', '\uff54'],
  u: ['u', 'U', '\uff55', '\u{1d42e}'],
};

/** Zero-width space, joiners, soft hyphen, word joiner, BOM, bidi override and isolate, variation selector. */
const INVISIBLES = ['\u200b', '\u200c', '\u200d', '\u00ad', '\u2060', '\ufeff', '\u202e', '\u2066', '\ufe0f'];
const SEPARATORS = ['.', '_', '-', ' ', '\u00b7', '\n', '\u{1f642}'];

const invisible = fc.constantFrom(...INVISIBLES);
const maybe = (arb: fc.Arbitrary<string>) => fc.option(arb, { nil: '' });

/** One staff word, each letter drawn as a look-alike, with invisible characters and separators between. */
const disguisedStaffWord = fc
  .constantFrom(...STAFF_WORDS)
  .chain((word) =>
    fc
      .tuple(
        ...[...word].map((letter) =>
          fc.tuple(
            fc.constantFrom(...LOOK_ALIKES[letter]!),
            maybe(invisible),
            maybe(fc.constantFrom(...SEPARATORS)),
          ),
        ),
      )
      .map((parts) => parts.map((p) => p.join('')).join('')),
  );

const ORDINARY = ['Ann', 'Lee', 'María', 'José', 'Chen', 'Wei', 'Priya', 'Sharma', 'Kofi', 'Mensah', 'Adam'];
const ordinaryWord = fc.constantFrom(
  ...ORDINARY,
  'Badminton',
  'Stafford',
  'Supporter',
  'Jobs',
  'Kit',
  '王小明',
);

describe('isStaffName: examples', () => {
  it.each([
    'Jobkit Support',
    'J\u043ebkit Supp\u043ert',
    'Ad\u200bmin',
    'JobkitSupport',
    'JOBKIT_support',
    'j.o.b.k.i.t',
    'J O B K I T',
    'Mallory (Moderator)',
    'Jo\nModerator',
    'McAdmin',
    'Admin2',
    'Jobkit Admins',
    'The Team',
  ])('%j poses as staff', (name) => expect(isStaffName(name)).toBe(true));

  it.each([
    'Jane Doe',
    'Badminton Stafford',
    'Supporter Sam',
    'Adam Minter',
    'Steam Punk',
    '王小明',
    'Иван Петров',
  ])('%j is a name', (name) => expect(isStaffName(name)).toBe(false));
});

describe('isStaffName: properties', () => {
  it('sees a staff word through look-alike letters, invisible characters and separators', () => {
    fc.assert(
      fc.property(
        maybe(ordinaryWord.map((w) => `${w} `)),
        disguisedStaffWord,
        maybe(ordinaryWord.map((w) => ` ${w}`)),
        (before, staff, after) => isStaffName(`${before}${staff}${after}`),
      ),
      { numRuns: 500 },
    );
  });

  it('sees staff words run together', () => {
    fc.assert(
      fc.property(fc.array(disguisedStaffWord, { minLength: 2, maxLength: 3 }), (words) =>
        isStaffName(words.join('')),
      ),
      { numRuns: 200 },
    );
  });

  it('ignores invisible characters wherever they are', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(), invisible), { maxLength: 6 }),
        (name, inserts) => {
          const chars = [...name];
          for (const [at, c] of inserts) chars.splice(at % (chars.length + 1), 0, c);
          return isStaffName(chars.join('')) === isStaffName(name);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads full-width letters as the letters they stand for', () => {
    const fullWidth = (s: string) =>
      s.replace(/[!-~]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).replaceAll(' ', '\u3000');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 30 }), (name) => {
        return isStaffName(fullWidth(name)) === isStaffName(name);
      }),
      { numRuns: 300 },
    );
  });

  it('takes no ordinary name for staff', () => {
    fc.assert(
      fc.property(
        fc.array(ordinaryWord, { minLength: 1, maxLength: 4 }),
        (words) => !isStaffName(words.join(' ')),
      ),
      { numRuns: 300 },
    );
  });
});
