/**
 * The slowest legal inputs we know for the text readers: one long line of a single repeated
 * piece (digits, letters, spaces, "@", dots, separators, joining words), the shapes that make
 * a regular expression or a scan rescan a run from each of its characters. Shared by the
 * complexity tests and `npm run bench -- inputs`.
 */
const PIECES: Record<string, string> = {
  digits: '1',
  letters: 'a',
  spaces: ' ',
  'at signs': '@',
  'local part @': 'a@',
  dots: '.',
  slashes: '/',
  commas: ', ',
  dashes: '- ',
  brackets: '(',
  tabs: 'a\t',
  'joining words': 'and ',
  'capitalised words': 'Ab ',
  colons: ':',
  pipes: ' | ',
  dates: 'Jan 2020 ',
};

export interface AdversarialText {
  name: string;
  text: string;
}

/** Each shape as a name line and one line filling the text to exactly `length` characters. */
export function adversarialTexts(length: number, lead = 'Jane Doe\n'): AdversarialText[] {
  return Object.entries(PIECES).map(([name, piece]) => {
    const body = piece
      .repeat(Math.ceil((length - lead.length) / piece.length))
      .slice(0, length - lead.length);
    return { name, text: `${lead}${body}x`.slice(0, length) };
  });
}
