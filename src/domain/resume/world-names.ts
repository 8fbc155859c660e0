/**
 * Names of languages and countries as a resume writes them, in the languages the reader knows
 * headings for and in each language's own name ("Engels", "Inglés", "Polski"; "Deutschland",
 * "Allemagne"). They come from the platform's own CLDR data (Intl.DisplayNames), built once on
 * first use, so no list of names is kept in the project.
 */
import { foldAccents } from './fold';

/** The languages the reader knows headings and dates in (headings-i18n.ts, dates-i18n.ts). */
const LOCALES = ['en', 'es', 'de', 'fr', 'pt', 'it', 'nl', 'pl'];

const key = (text: string): string => foldAccents(text.trim().toLowerCase());

interface WorldNames {
  languages: Set<string>;
  countries: Set<string>;
  /** ISO 3166-1 two-letter codes ("KE", "NG"). */
  codes: Set<string>;
}

let built: WorldNames | null = null;

function displayNames(locale: string, type: 'language' | 'region'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type, fallback: 'none' });
  } catch {
    return null;
  }
}

function build(): WorldNames {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const pairs = [...letters].flatMap((a) => [...letters].map((b) => a + b));
  const english = { language: displayNames('en', 'language'), region: displayNames('en', 'region') };
  // ISO 639-1 and ISO 3166-1 codes are the two-letter codes CLDR has a name for.
  const named = (d: Intl.DisplayNames | null, code: string) => {
    const name = d?.of(code);
    return name && name.toLowerCase() !== code.toLowerCase() ? name : null;
  };
  const languageCodes = pairs.filter((c) => named(english.language, c));
  const regionCodes = pairs.map((c) => c.toUpperCase()).filter((c) => named(english.region, c));
  const languages = new Set<string>();
  const countries = new Set<string>();
  const natives = Intl.DisplayNames.supportedLocalesOf(languageCodes);
  for (const locale of [...LOCALES, ...natives]) {
    const ownOnly = !LOCALES.includes(locale);
    const language = displayNames(locale, 'language');
    for (const code of ownOnly ? [locale] : languageCodes) {
      const name = named(language, code);
      if (name) languages.add(key(name));
    }
    if (ownOnly) continue;
    const region = displayNames(locale, 'region');
    for (const code of regionCodes) {
      const name = named(region, code);
      if (name) countries.add(key(name));
    }
  }
  return { languages, countries, codes: new Set(regionCodes) };
}

const names = (): WorldNames => (built ??= build());

/** A language's name in one of the reader's languages or its own ("Spanish", "Español", "Spaans"). */
export const isLanguageName = (text: string): boolean => names().languages.has(key(text));

/** A country's name in one of the reader's languages ("Germany", "Deutschland", "Alemania"). */
export const isCountryName = (text: string): boolean => names().countries.has(key(text));

/** Whether the text is a country's two-letter code in capitals ("KE"; not "KJ", a monogram). */
export const isCountryCode = (text: string): boolean => names().codes.has(text.trim());
