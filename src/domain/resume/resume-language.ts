/**
 * The language a resume is written in, told by its most common small words ("und", "les",
 * "het", "się"), so a rebuilt resume can name its sections in that language rather than in
 * English. A resume with too few telling words is taken to be English.
 */
import type { ParsedResume } from './types';

export type ResumeLanguage = 'en' | 'es' | 'de' | 'fr' | 'pt' | 'it' | 'nl' | 'pl';

/** Words frequent in one language and rare in the others. */
const MARKERS: Record<ResumeLanguage, string> = {
  en: 'the and of to with for on at by from',
  es: 'y los las del para con una por el al',
  de: 'und der die das mit für von bei zur zum ich im',
  fr: 'et les des pour avec dans du une sur au aux',
  pt: 'os das dos para com em uma não ao pela pelo',
  it: 'il della di per con nel degli delle una gli dei alla',
  nl: 'en het van een voor met bij ik op naar',
  pl: 'i w z na do się oraz dla od przy',
};

const LOOKUP = new Map<string, ResumeLanguage[]>();
for (const [lang, words] of Object.entries(MARKERS) as [ResumeLanguage, string][])
  for (const w of words.split(' ')) LOOKUP.set(w, [...(LOOKUP.get(w) ?? []), lang]);

/** The language of a text; English unless another's small words clearly outnumber it. */
export function textLanguage(text: string): ResumeLanguage {
  const score = new Map<ResumeLanguage, number>();
  for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? [])
    for (const lang of LOOKUP.get(w) ?? []) score.set(lang, (score.get(lang) ?? 0) + 1);
  const en = score.get('en') ?? 0;
  let best: ResumeLanguage = 'en';
  for (const [lang, n] of score) if (n > (score.get(best) ?? 0)) best = lang;
  const n = score.get(best) ?? 0;
  return best !== 'en' && n >= 5 && n >= 2 * en ? best : 'en';
}

export function resumeLanguage(resume: ParsedResume): ResumeLanguage {
  return textLanguage(
    [
      resume.headline ?? '',
      resume.summary ?? '',
      ...resume.experience.flatMap((e) => [e.title ?? '', ...e.bullets]),
      ...resume.education.flatMap((e) => [e.degree ?? '', ...e.details]),
      ...resume.projects.flatMap((p) => p.bullets),
      ...resume.other.flatMap((o) => o.lines),
    ].join('\n'),
  );
}
