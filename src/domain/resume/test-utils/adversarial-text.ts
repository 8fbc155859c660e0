/**
 * The slowest legal inputs we know for the text readers: one long line of a single repeated
 * piece (digits, letters, spaces, "@", dots, separators, joining words), the shapes that make
 * a regular expression or a scan rescan a run from each of its characters, each at the top and
 * under every section heading (each section has its own reader). Shared by the complexity tests
 * and `npm run bench -- inputs`.
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

/** A resume's sections, each read by its own parser (parse-resume.ts). */
export const RESUME_SECTIONS = [
  '',
  'EXPERIENCE',
  'EDUCATION',
  'SKILLS',
  'PROJECTS',
  'CERTIFICATIONS',
  'LANGUAGES',
];

/** A posting's parts, each read on its own (job-sections.ts). */
export const POSTING_SECTIONS = ['', 'Requirements', 'Responsibilities', 'Nice to have', 'Benefits'];

export interface AdversarialText {
  name: string;
  text: string;
}

/**
 * Each shape as a name line, a section heading (or none), and one line filling the text to
 * exactly `length` characters.
 */
export function adversarialTexts(
  length: number,
  name = 'Jane Doe',
  sections: readonly string[] = RESUME_SECTIONS,
): AdversarialText[] {
  return sections.flatMap((section) => {
    const lead = section ? `${name}\n${section}\n` : `${name}\n`;
    return Object.entries(PIECES).map(([shape, piece]) => {
      const body = piece
        .repeat(Math.ceil((length - lead.length) / piece.length))
        .slice(0, length - lead.length);
      const where = section ? ` under ${section}` : '';
      return { name: `${shape}${where}`, text: `${lead}${body}x`.slice(0, length) };
    });
  });
}
