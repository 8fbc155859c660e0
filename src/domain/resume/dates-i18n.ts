/**
 * Month names, "present" words and range separators of Spanish, German, French, Portuguese,
 * Italian, Dutch and Polish resumes ("ene. 2019 – actualidad", "03.2019 bis heute",
 * "janv. 2019 à aujourd'hui", "jan/2019 até o momento", "giugno 2022 – oggi",
 * "september 2021 – heden", "06/2021 – obecnie"), plus the month lookup dates.ts uses for every
 * language.
 */
import { foldAccents } from './fold';

/** Foreign spellings the English month pattern does not already cover (regex source). */
export const I18N_MONTH =
  'ene(?:ro)?|febrero|februar|fev(?:ereiro)?|f[ée]vr?(?:ier)?|marzo|m[äa]rz|mar[çc]o|mars|abr(?:il)?|' +
  'avr(?:il)?|mayo|maio?|junio|juni|juin|junho|julio|juli|juil(?:let)?|julho|ago(?:sto)?|ao[ûu]t|' +
  'septiembre|setiembre|septembre|set(?:embro)?|octubre|octobre|okt(?:ober)?|out(?:ubro)?|noviembre|novembro|novembre|' +
  'dic(?:iembre)?|d[ée]c(?:embre)?|dez(?:ember|embro)?|janv(?:ier)?|jan(?:eiro)?|januar|j[äa]n(?:ner)?|' +
  // Italian
  'gen(?:naio)?|febbraio|aprile|magg?(?:io)?|giu(?:gno)?|lug(?:lio)?|settembre|sett|ott(?:obre)?|dicembre|' +
  // Dutch
  'januari|februari|maart|mrt|mei|augustus|' +
  // Polish, in the nominative ("styczeń") and the genitive of "1 stycznia 2020"
  'stycz(?:eń|en|nia)|sty|lut(?:y|ego)?|marzec|marca|kwi(?:ecień|ecien|etnia)?|maj|maja|czerw(?:iec|ca)|cze|' +
  'lip(?:iec|ca)?|sierp(?:ień|ien|nia)|sie|wrz(?:esień|esien|eśnia|esnia)?|paź(?:dziernik|dziernika)?|' +
  'paz(?:dziernik|dziernika)?|lis(?:topad|topada)?|gru(?:dzień|dzien|dnia)?';

/** "Now" as an end date, longest spelling first so "actualidad" is not read as "actual". */
export const I18N_PRESENT =
  'till date|till now|to date|actualidad|actualmente|actual|presente|hoy|(?:a |hasta )?la fecha|bis heute|' +
  "heute|aktuell|jetzt|laufend|aujourd['’]hui|à ce jour|pr[ée]sent|en cours|atualmente|atual|o momento|momento|" +
  // Italian, Dutch, Polish
  'ad oggi|oggi|attuale|in corso|heden|obecnie|nadal|do teraz|teraz|do dzisiaj|do dziś|dzisiaj';

/** Words between two dates: "bis", "à", "a", "até", "hasta", "au", "al", "tot", "do" (plus the English ones). */
export const I18N_RANGE_WORDS = 'bis|hasta|até|ate|au|al|à|a|tot|do';

/**
 * Words that introduce a date and are dropped with it ("von", "desde", "depuis", "... in 2016").
 * Written in lower case or capitalised: in capitals, a short one is a code ("Swedbank AB", "Dover,
 * DE", "Indianapolis, IN"), not the word.
 */
const DATE_LEADS = 'von|seit|ab|desde|de|del|du|depuis|since|from|in|dal|do|da'.split('|');
export const DATE_LEAD_RE = new RegExp(
  `(?:^|\\s)(?:${DATE_LEADS.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), ...(w.length > 3 ? [w.toUpperCase()] : [])]).join('|')})$`,
);

const MONTH_NUMBER: Record<string, number> = {
  jan: 1, ene: 1, fev: 2, feb: 2, mar: 3, apr: 4, abr: 4, avr: 4, may: 5, mai: 5, jun: 6, jul: 7,
  aug: 8, ago: 8, aou: 8, sep: 9, set: 9, oct: 10, okt: 10, out: 10, nov: 11, dec: 12, dic: 12, dez: 12,
  gen: 1, mag: 5, giu: 6, lug: 7, ott: 10, // Italian
  maa: 3, mrt: 3, mei: 5, // Dutch
  sty: 1, lut: 2, kwi: 4, maj: 5, cze: 6, lip: 7, sie: 8, wrz: 9, paz: 10, lis: 11, gru: 12, // Polish
}; // prettier-ignore
const SEASONS: Record<string, number> = { winter: 1, spring: 3, summer: 6, fall: 9, autumn: 9 };

/** The month (1-12) a word names in any supported language, or null ("juin" 6, "juil." 7). */
export function monthNumber(word: string): number | null {
  const w = foldAccents(word).toLowerCase();
  if (w.startsWith('juin')) return 6;
  if (w.startsWith('juil')) return 7;
  if (w.startsWith('jann') || w.startsWith('jän')) return 1;
  return (w.length >= 3 ? MONTH_NUMBER[w.slice(0, 3)] : undefined) ?? SEASONS[w.replace(/s$/, '')] ?? null;
}
