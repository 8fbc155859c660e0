/**
 * Month names, "present" words and range separators of Spanish, German, French and Portuguese
 * resumes ("ene. 2019 – actualidad", "03.2019 bis heute", "janv. 2019 à aujourd'hui",
 * "jan/2019 até o momento"), plus the month lookup dates.ts uses for every language.
 */
import { foldAccents } from './fold';

/** Foreign spellings the English month pattern does not already cover (regex source). */
export const I18N_MONTH =
  'ene(?:ro)?|febrero|februar|fev(?:ereiro)?|f[ée]vr?(?:ier)?|marzo|m[äa]rz|mar[çc]o|mars|abr(?:il)?|' +
  'avr(?:il)?|mayo|maio?|junio|juni|juin|junho|julio|juli|juil(?:let)?|julho|ago(?:sto)?|ao[ûu]t|' +
  'septiembre|setiembre|septembre|set(?:embro)?|octubre|octobre|okt(?:ober)?|out(?:ubro)?|noviembre|novembro|novembre|' +
  'dic(?:iembre)?|d[ée]c(?:embre)?|dez(?:ember|embro)?|janv(?:ier)?|jan(?:eiro)?|januar|j[äa]n(?:ner)?';

/** "Now" as an end date, longest spelling first so "actualidad" is not read as "actual". */
export const I18N_PRESENT =
  'till date|till now|to date|actualidad|actualmente|actual|presente|hoy|(?:a |hasta )?la fecha|bis heute|' +
  "heute|aktuell|jetzt|laufend|aujourd['’]hui|à ce jour|pr[ée]sent|en cours|atualmente|atual|o momento|momento";

/** Words between two dates: "bis", "à", "a", "até", "hasta", "au", "al" (plus the English ones). */
export const I18N_RANGE_WORDS = 'bis|hasta|até|ate|au|al|à|a';

/** Words that introduce a date and are dropped with it ("von", "desde", "depuis", "... in 2016"). */
export const DATE_LEAD_RE = /(?:^|\s)(?:von|seit|ab|desde|de|del|du|depuis|since|from|in|dal|do|da)$/i;

const MONTH_NUMBER: Record<string, number> = {
  jan: 1, ene: 1, fev: 2, feb: 2, mar: 3, apr: 4, abr: 4, avr: 4, may: 5, mai: 5, jun: 6, jul: 7,
  aug: 8, ago: 8, aou: 8, sep: 9, set: 9, oct: 10, okt: 10, out: 10, nov: 11, dec: 12, dic: 12, dez: 12,
}; // prettier-ignore
const SEASONS: Record<string, number> = { winter: 1, spring: 3, summer: 6, fall: 9, autumn: 9 };

/** The month (1-12) a word names in any supported language, or null ("juin" 6, "juil." 7). */
export function monthNumber(word: string): number | null {
  const w = foldAccents(word).toLowerCase();
  if (w.startsWith('juin')) return 6;
  if (w.startsWith('juil')) return 7;
  if (w.startsWith('jann') || w.startsWith('jän')) return 1;
  return (w.length >= 3 ? MONTH_NUMBER[w.slice(0, 3)] : undefined) ?? SEASONS[w] ?? null;
}
