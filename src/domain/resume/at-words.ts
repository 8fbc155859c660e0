/**
 * The words that join a role to its employer ("Analyst at Nubank") or a degree to its school
 * ("Bachelor of Science at Deakin University"), in the languages the parser reads. One list for
 * every reader of "X at Y" (experience-header.ts, parse-education.ts, layout step 7a).
 */

/**
 * English "at" and "@", German "bei" ("bei der"), French "chez", Dutch "bij", Italian "presso",
 * Swedish "på" and "hos": a name never holds them, so the first one cuts.
 */
export const AT_FIRST = ['at', '@', 'bei der', 'bei', 'chez', 'bij', 'presso', 'på', 'hos'] as const;

/**
 * Spanish "en", Portuguese "na", "no" and "em", French "à": a degree's or title's own name may hold
 * them ("Licenciatura en Economía"), so the last one cuts, and only where the other side names a
 * school or an employer.
 */
export const AT_LAST = ['en', 'na', 'no', 'em', 'à'] as const;

/**
 * A role's employer may follow German "in der" ("Pflegefachkraft in der Charité") and Polish "w"
 * ("Kierownik w Orlen"), which schools' names hold ("Akademia Sztuk Pięknych w Warszawie").
 */
export const ROLE_AT_FIRST = [...AT_FIRST, 'in der', 'w'] as const;

/**
 * Polish "w" joins a degree to its school too ("Doctor of Pharmacy w Uniwersytet Łódzki"), cut as
 * the last words are: only where the side after it names a school, as a school's own name does
 * not ("Akademia Sztuk Pięknych w Warszawie").
 */
export const DEGREE_AT_LAST = [...AT_LAST, 'w'] as const;

/** Spanish "a la" and "para" ("Consultor para Accenture") join a role to its employer only. */
export const ROLE_AT_LAST = [...AT_LAST, 'a la', 'para'] as const;

/** A pattern's alternation of the words (none holds a character a pattern reads). */
export const alternation = (words: readonly string[]): string => words.join('|');
