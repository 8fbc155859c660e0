/**
 * Degrees in resumes and in job requirements, and their level, so "Master's degree required"
 * can be checked against a resume that shows a B.S.
 */

export const DEGREE_LEVEL = { highSchool: 1, associate: 2, bachelor: 3, master: 4, doctorate: 5 } as const;

// Abbreviations are matched with their case ("MS", "B.Sc."), words without it.
const ABBREVIATIONS: [RegExp, number][] = [
  [/(?<![A-Za-z])(?:Ph\.?\s?D|D\.?N\.?P|Ed\.?D|J\.?D|M\.?D|DPhil|Pharm\.?\s?D)\.?(?![A-Za-z])/, 5],
  [
    /(?<![A-Za-z])(?:M\.?S\.?N|M\.?Sc|M\.?B\.?A|M\.?Ed|M\.?P\.?H|M\.?F\.?A|M\.?Tech|MCA|M\.?Eng|M\.?Pharm|M\.?S|M\.?A|LL\.?M)\.?(?![A-Za-z])/,
    4,
  ],
  [
    /(?<![A-Za-z])(?:B\.?S\.?N|B\.?Sc|B\.?B\.?A|B\.?Com|B\.?Tech|B\.?Ed|B\.?F\.?A|BCA|B\.?Eng|B\.?Pharm|B\.?S|B\.?A|B\.E|LL\.?B)\.?(?![A-Za-z])/,
    3,
  ],
  [/(?<![A-Za-z])(?:A\.?A\.?S|A\.A|A\.S|ADN|AAS)\.?(?![A-Za-z])/, 2],
  [/(?<![A-Za-z])GED(?![A-Za-z])/, 1],
];

const WORDS: [RegExp, number][] = [
  [/\b(?:doctor(?:ate)?\s+(?:of|in|degree)|juris\s+doctor|doctoral|ph\.?\s?d)\b/i, 5],
  [/\b(?:master['’]?s?(?:\s+degree)?\s+(?:of|in|degree)|master['’]s\b|graduate degree|advanced degree)/i, 4],
  [
    /\b(?:bachelor['’]?s?(?:\s+degree)?(?:\s+(?:of|in|degree))?|undergraduate degree|four-year degree|4-year degree|college degree|university degree)/i,
    3,
  ],
  [/\b(?:associate['’]?s?\s+(?:of|in|degree))/i, 2],
  [/\b(?:high school diploma|high school|secondary school diploma)\b/i, 1],
];

/** Every degree level a text mentions ("Bachelor's or Master's" -> [4, 3]). */
export function degreeLevels(text: string): number[] {
  const levels = new Set<number>();
  // Set all in capitals, an abbreviation's case says nothing: "B.PHARM" is read as "B.Pharm" too.
  const capitals = text === text.toUpperCase() && text !== text.toLowerCase();
  const cased = capitals
    ? text.replace(/(\p{Lu})(\p{Lu}+)/gu, (_, a: string, b: string) => a + b.toLowerCase())
    : text;
  for (const [re, level] of ABBREVIATIONS) if (re.test(text) || re.test(cased)) levels.add(level);
  for (const [re, level] of WORDS) if (re.test(text)) levels.add(level);
  return [...levels].sort((a, b) => b - a);
}

/**
 * Degrees of Spanish, German, French, Portuguese, Italian, Polish, Dutch and Chinese resumes
 * ("Grado en", "M.Sc. Informatik", "Licence", "Bacharelado em", "Laurea in", "Licencjat",
 * "Bachelor Rechten", "学士"). Only for reading education lines: they do not feed
 * degreeLevels, so a job's "Scrum Master" never reads as a master's degree.
 */
const I18N_DEGREE_RE =
  /(?<!\p{L})(?:grado en|licenciatura|licenciad[oa] en|m[áa]ster|maestr[íi]a|doctorado|t[ée]cnico superior|bachillerato|ingenier[íi]a(?: t[ée]cnica)?|engenharia|diplom(?:-\p{L}+)?|abitur|staatsexamen|magister|licence|dipl[ôo]me|baccalaur[ée]at|bts|dut|doctorat|mast[èe]re|bacharel(?:ado)?|mestrado|doutorado|tecn[óo]logo em|gradua[çc][ãa]o em|p[óo]s-gradua[çc][ãa]o|especializa[çc][ãa]o em|laurea(?: magistrale| triennale)?(?: in)?|master di|diploma di|licencjat|in[żz]ynier|technik|bachelor|master|hbo|mbo|vwo|havo)(?!\p{L})|学士|硕士|博士|本科/iu;

/**
 * Qualifications named by their level ("Certificate III in Electrotechnology", above) and
 * school-leaving ones: "Higher School Certificate (HSC)", "Leaving Certificate", "A Levels",
 * "GCSEs", "Scottish Highers"; and British vocational ones ("NVQ Level 2", "BTEC", "HND").
 */
const SCHOOL_CERTIFICATE_CI_RE = /\b(?:(?:higher\s+)?school|leaving|junior)\s+certificate\b/i;
/** Written with their capitals: "as levels rise" is no qualification. British vocational ones too (NVQ, BTEC, HND). */
const SCHOOL_CERTIFICATE_RE =
  /(?<![\p{L}-])(?:A|AS)[- ][Ll]evels?(?!\p{L})|(?<!\p{L})(?:I?GCSEs?|Highers|NVQ|SVQ|BTEC|HNC|HND)(?!\p{L})/u;

/**
 * A named course that qualifies, written with its capitals ("Legal Practice Course", "Bar
 * Professional Training Course", "Foundation Course in Art and Design"); not coursework. A
 * separator may close it where the field of study after it was left empty ("Legal Practice Course -").
 */
const QUALIFYING_COURSE_RE = /(?<!\p{L})\p{Lu}\p{L}+ Course(?: in \p{Lu}|(?: [-–—|,])?$)/u;

/** Whether a fragment names a degree (or a diploma or certificate from a school). */
export function looksLikeDegree(text: string): boolean {
  return (
    degreeLevels(text).length > 0 ||
    QUALIFYING_COURSE_RE.test(text) ||
    /\b(?:diploma|certificate(?:\s+[IVX]{1,4})?\s+in|degree in)\b/i.test(text) ||
    SCHOOL_CERTIFICATE_RE.test(text) ||
    SCHOOL_CERTIFICATE_CI_RE.test(text) ||
    I18N_DEGREE_RE.test(text)
  );
}

// A "Collegium" is a school; so is a Dutch ROC (a regional training centre), and the school
// words of the Nordic languages ("Örebro universitet", "Kungliga Tekniska högskolan", "Karolinska
// Institutet"), Polish ("Akademia"), Italian ("Accademia"), French ("Conservatoire"), Dutch, whose
// compounds end in the word ("Rijksuniversiteit", "Hanzehogeschool", "Fontys Hogescholen",
// "Koninklijke Academie") and Filipino ("Pamantasan", "Kolehiyo").
const SCHOOL_RE =
  /(?<!\p{L})(?:university|roc|collegium|universitet|h[öø]gskola|h[öø]gskolan|h[øo]gskole|h[øo]gskolen|akademia|accademia|conservatoire|conservatorio|universidad|universidade|centro universit[aá]rio|universit[éaà]|universit[äa]t|college|institute|institut|instituto|school|\p{L}*schule|academy|akademie|academia|polytechnic|polytechnique|polit[ée]cnic[ao]|conservatory|iit|nit|gymnasium|[ée]cole|lyc[ée]e|faculdade|facultad|escuela|escola|colegio|col[ée]gio|\p{L}*universiteit|\p{L}*hogeschool|hogescholen|academie|institutet|pamantasan|kolehiyo|uniwersytet|politechnika|szko[łl]a|szk[óo][łl]|liceum|technikum|istituto|scuola|politecnico)(?!\p{L})|大学|学院|学校/iu;

/** "Uni." or "Uni" before a name ("Uni Köln"), as written: short for university (not "UNI EN ISO"). */
const UNI_RE = /(?<!\p{L})Uni(?:\.|\s+(?=\p{Lu}))/u;

export function looksLikeSchool(text: string): boolean {
  return SCHOOL_RE.test(text) || UNI_RE.test(text);
}

/**
 * A name that opens with the word for what it is ("Faculdade de Engenharia da Universidade do
 * Porto", "The University of Edinburgh"), not a qualification a school awards ("School Leaving
 * Certificate").
 */
export function opensWithSchoolWord(text: string): boolean {
  const first =
    text
      .trim()
      .replace(/^the\s+/i, '')
      .split(/\s+/)[0] ?? '';
  return looksLikeSchool(first) && !SCHOOL_CERTIFICATE_CI_RE.test(text) && !SCHOOL_CERTIFICATE_RE.test(text);
}
