/**
 * What the LaTeX CV families (latex-classes.ts, latex-cv-more.ts) decide per document, and the
 * words that say so in a document's `covers`; the document pdflatex sets for the families whose
 * truth is the person as the generator writes it (latexDocument).
 */
import { renderLatex } from '../latex';
import { expectedFields, placeLine } from '../people/style';
import type { Person, Style } from '../people/types';
import type { VocabularyLanguage } from '../people/vocabulary-schema';
import { eachDocument, type CorpusDocument, type CorpusPersonInput, type Family } from './family';
import { type FontSet, fontSetsFor, tex, upper } from './latex-escape';

export interface LatexDoc<Layout extends string> {
  p: Person;
  style: Style;
  lang: VocabularyLanguage;
  layout: Layout;
  font: FontSet;
  /** Where dates stand after the layout's limits; variant: the class's own style or side. */
  placement: Style['datePlacement'];
  variant: string;
  /** The class's theme colour, where it has one. */
  color: string;
}

/** What every document of a plain-article LaTeX family starts from: the person, style, language and font set. */
export type LatexPerson = Pick<LatexDoc<string>, 'p' | 'style' | 'lang' | 'font'>;

/** The style's choices after the layout's and font's words: role order, dates, language, name, icons (typst.ts too). */
export const styleCovers = ({ p, style }: Pick<LatexDoc<string>, 'p' | 'style'>, dates: string): string[] => [
  style.roleOrder,
  `dates ${style.roleOrder === 'title-pipe-company-dates' ? 'in the role line' : dates}`,
  p.language,
  style.dateFormat,
  style.nameLines === 2 ? '2-line name' : '',
  style.nameCase === 'upper' ? 'upper-case name' : '',
  style.contactIcons ? 'contact icons' : '',
];

/** A section heading in the document's language, in capitals where the style sets them, as LaTeX text. */
export const texHeading = (
  { style, lang }: Pick<LatexDoc<string>, 'style' | 'lang'>,
  key: keyof VocabularyLanguage['headings'],
): string => tex(style.headingCase === 'upper' ? upper(lang.headings[key]) : lang.headings[key]);

/** The given and family names, in capitals where the style sets them, as LaTeX text. */
export const texNameParts = ({ p, style }: Pick<LatexDoc<string>, 'p' | 'style'>): [string, string] => [
  tex(style.nameCase === 'upper' ? upper(p.firstName) : p.firstName),
  tex(style.nameCase === 'upper' ? upper(p.lastName) : p.lastName),
];

/**
 * A person's LaTeX source set by pdflatex (`runs` times, where the page's marks must settle first:
 * TikZ's "remember picture"), with the person's fields as its truth and what it covers.
 */
export const latexDocument = (
  { p, style, lang }: Pick<LatexDoc<string>, 'p' | 'style' | 'lang'>,
  source: string,
  covers: string[],
  runs = 1,
): CorpusDocument => ({
  id: p.id,
  ext: 'pdf',
  bytes: renderLatex(source, undefined, runs),
  expected: expectedFields(p, style, lang, placeLine(p)),
  covers: covers.filter(Boolean).join(', '),
});

/**
 * A LaTeX family whose documents are set one person at a time: the person's language and a font
 * set that prints every character of their strings are drawn first, then `one` builds the document.
 */
export const latexFamily = (
  spec: Pick<Family, 'id' | 'renderer' | 'count' | 'subsetEvery' | 'accepts'>,
  one: (input: CorpusPersonInput & { lang: VocabularyLanguage; font: FontSet }) => CorpusDocument,
): Family => ({
  ...spec,
  async render(inputs, ctx) {
    return eachDocument(inputs, (input) => {
      const lang = ctx.vocab.languages[input.person.language];
      const font = input.pick(fontSetsFor(JSON.stringify([input.person, lang])));
      return one({ ...input, lang, font });
    });
  },
});
