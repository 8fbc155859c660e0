/**
 * What a fragment of a job or school line is: a title, a company, a location. Resumes order
 * these freely ("Title — Company", "Company | Title", "Title at Company"), so fragments are
 * classified by their words rather than by position; position only breaks ties. Words are
 * compared accent-folded, so the Spanish, German, French and Portuguese lists of
 * entry-fields-i18n.ts apply too.
 */
import {
  COMPANY_FORM_RE,
  NORDIC_FORM_RE,
  GERMAN_TITLE_RE,
  I18N_COMPANY_WORDS,
  I18N_PLACES,
  I18N_TITLE_WORDS,
} from './entry-fields-i18n';
import {
  DUTCH_TITLE_RE,
  IT_NL_PL_COMPANY_FORM_RE,
  IT_NL_PL_COMPANY_WORDS,
  IT_NL_PL_TITLE_WORDS,
} from './entry-fields-i18n-it-nl-pl';
import { foldAccents } from './fold';

const TITLE_WORDS = new Set(
  (
    'engineer developer programmer architect manager director analyst scientist consultant specialist ' +
    'coordinator administrator assistant associate intern internship lead head officer executive representative ' +
    'rep nurse rn lpn cna teacher educator instructor tutor professor lecturer accountant bookkeeper auditor ' +
    'controller clerk cashier designer writer editor marketer strategist recruiter generalist president vp ' +
    'founder cofounder owner supervisor technician therapist pharmacist physician agent advisor adviser ' +
    'planner buyer operator driver chef cook attendant aide fellow researcher trainee apprentice principal ' +
    'teller receptionist secretary paralegal attorney lawyer counselor coach cfo ceo cto coo sdr bdr ae ' +
    'paraprofessional substitute dispatcher merchandiser estimator surveyor technologist superintendent ' +
    'partner electrician plumber carpenter welder mechanic machinist fitter installer inspector foreman ' +
    'labourer laborer scheduler paramedic midwife dentist hygienist caregiver librarian journalist ' +
    'economist statistician actuary underwriter banker leader dean counsel picker packer operative porter solicitor barrister'
  )
    .split(' ')
    .concat(I18N_TITLE_WORDS, IT_NL_PL_TITLE_WORDS),
);

const FOREIGN_TITLE_WORDS = new Set([...I18N_TITLE_WORDS, ...IT_NL_PL_TITLE_WORDS]);

const COMPANY_WORDS = new Set(
  (
    'inc llc ltd limited corp corporation co company group holdings technologies technology labs systems ' +
    'solutions software services partners associates consulting bank hospital health healthcare medical clinic ' +
    'center centre university college school schools district academy institute foundation agency studio ' +
    'studios gmbh plc pvt llp lp ag bv network networks media foods pharma pharmaceuticals financial capital ' +
    'insurance stores logistics motors energy airlines international global enterprises industries county ' +
    'department ministry council trust commission authority bancorp brands manufacturing ' +
    // Kinds of business: a title names its job last ("Hotel Manager"), an employer its kind ("Naivas Supermarket").
    // A kind that also names a department or a trade ("Pharmacy Resident", "restaurant gastronomique") is not one.
    'supermarket supermarkets hotel hotels resort resorts bakery dealership salon'
  )
    .split(' ')
    .concat(I18N_COMPANY_WORDS, IT_NL_PL_COMPANY_WORDS),
);

const PLACES = new Set(
  (
    'usa|us|u.s.|united states|uk|united kingdom|england|scotland|canada|india|germany|france|australia|ireland|' +
    'netherlands|spain|singapore|brazil|mexico|portugal|italy|japan|china|uae|nigeria|kenya|south africa|' +
    'philippines|poland|sweden|switzerland|new zealand|israel|egypt|pakistan|bangladesh|argentina|chile|' +
    'colombia|alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|' +
    'idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|' +
    'mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|' +
    'north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|' +
    'utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|ontario|quebec|british columbia|alberta|' +
    'karnataka|maharashtra|tamil nadu|telangana|delhi|kerala|gujarat|west bengal|uttar pradesh|haryana|bavaria|' +
    // More countries, as resumes write them after a town ("Seoul, S.Korea", "Amman, Jordan").
    'korea|south korea|s.korea|s. korea|republic of korea|u.s.a|u.s.a.|u.s.|u.k.|iran|iraq|syria|yemen|jordan|' +
    'lebanon|saudi arabia|qatar|kuwait|oman|bahrain|turkey|greece|austria|belgium|denmark|norway|finland|' +
    'iceland|czech republic|czechia|slovakia|romania|hungary|bulgaria|croatia|serbia|slovenia|ukraine|russia|' +
    'lithuania|latvia|estonia|vietnam|thailand|indonesia|malaysia|taiwan|hong kong|sri lanka|nepal|morocco|' +
    'tunisia|algeria|ghana|ethiopia|tanzania|uganda|rwanda|peru|puerto rico|jamaica|costa rica|panama|' +
    'luxembourg|malta|cyprus|polska|nederland|italia|' +
    // Regions a posting places its hires in ("authorized to work in the EU", "Remote (EMEA)").
    'eu|european union|europe|emea|apac|latam|north america|latin america|asia|africa|middle east|' +
    I18N_PLACES
  ).split('|'),
);

/** A country, US state or region name ("Illinois", "United Kingdom", "España"). */
export function isPlace(text: string): boolean {
  return PLACES.has(foldAccents(text.trim().toLowerCase()));
}

const words = (text: string): string[] =>
  foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9&\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);

/** A region named with its kind of division ("Kilifi County", "Eastern Province"). */
export const DIVISION_RE =
  /\s(?:county|province|state|region|district|prefecture|governorate|canton|parish|territory|oblast|provincia|provincie|regione|estado|distrito)$/i;

/** "Austin, TX", "London, UK", "Pune, Maharashtra, India", "Remote", "Chicago, IL 60601". */
export function looksLikeLocation(text: string): boolean {
  const t = text.trim().replace(/(?<!\s)\s*\((?:remote|hybrid|on-?site)\)$/i, '');
  if (/^(?:remote|hybrid|on-?site|remote\s*\([^)]*\))$/i.test(t)) return true;
  // "10115 Berlin", "75001 Paris, France": a postcode before the city (most of Europe).
  if (/^\d{4,5}\s+\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?(?:,\s*\p{L}[\p{L} ]+)?$/u.test(t)) return true;
  // "Penrith NSW 2750" (a town, its Australian state and postcode); "Didsbury, Manchester M20"
  // (a British postcode district after the town).
  if (/^\p{Lu}[\p{L}'’ -]{1,30}\s(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s\d{4}$/u.test(t)) return true;
  if (/^\p{Lu}[\p{L}'’ ,-]{1,40}\s[A-Z]{1,2}\d[A-Z\d]?(?:\s\d[A-Z]{2})?$/u.test(t) && !hasCompanyWord(t))
    return true;
  const m =
    /^(\p{Lu}[\p{L}.'’ -]{1,30}),\s{0,9}([\p{L}. -]{2,30}?)(?:,\s{0,9}([\p{L}. ]{2,20}))?(?:\s{1,9}\d{4,6})?$/u.exec(
      t,
    );
  if (!m || looksLikeTitle(m[1]!) || hasCompanyWord(m[1]!)) return false;
  const region = m[2]!.trim();
  // The middle part decides: "Pune, Maharashtra, India" is a place, "Dassault Systèmes, Paris,
  // France" is a company and a place.
  // Two-letter states and provinces ("TX", "ON"), and Australia's three-letter ones ("NSW").
  // Mexico writes its states' initials with dots ("Apodaca, N.L.", "Tijuana, B.C.").
  // A Polish voivodeship ("woj. łódzkie") and an Irish county ("Co. Galway") are regions.
  if (/^(?:woj\.|co\.)\s?\p{L}+$/iu.test(region)) return true;
  // So is one named with its kind of division, in capitals ("Nakuru, Nakuru County").
  if (/^\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+){0,2}$/u.test(region) && DIVISION_RE.test(region)) return true;
  return /^(?:[A-Z]{2}|NSW|VIC|QLD|TAS|ACT|[A-Z]\.\s?[A-Z]\.)$/.test(region) || isPlace(region);
}

// Trades and professions ending in "-ician": electrician, technician, physician, dietician.
const ICIAN_RE = /^[a-z]{3,}ician$/;

/**
 * Professions ending in "-ist": physiotherapist, radiologist, florist, stylist. The words of that
 * ending that name no person doing a job are listed apart.
 */
const IST_RE = /^[a-z]{4,}ist$/;
const NOT_PROFESSIONS = new Set(
  'assist consist persist insist resist exist checklist shortlist playlist wishlist blacklist whitelist waitlist tourist'.split(
    ' ',
  ),
);
const isProfession = (w: string): boolean => ICIAN_RE.test(w) || (IST_RE.test(w) && !NOT_PROFESSIONS.has(w));

/** "Audit Senior", "Tax Senior": a grade named last is the job. */
const SENIOR_LAST_RE = /\s[Ss]enior$/;

export function looksLikeTitle(text: string): boolean {
  if (SENIOR_LAST_RE.test(text.trim())) return true;
  return words(text).some(
    (w) =>
      TITLE_WORDS.has(w) ||
      TITLE_WORDS.has(w.replace(/s$/, '')) ||
      GERMAN_TITLE_RE.test(w) ||
      DUTCH_TITLE_RE.test(w) ||
      isProfession(w),
  );
}

/**
 * Legal forms that close a company's name, as their letters ("S.p.A." -> "spa", "K.K." -> "kk");
 * Polish ones by their last word ("sp.k." -> "spk", "sp. z o.o." -> "oo"). Portuguese "Lda.",
 * Québec's "S.E.N.C." and "S.E.N.C.R.L.", Danish "ApS", Malaysian "Bhd.", Hungarian "Kft.",
 * Czech or Slovak "s.r.o." and German "mbB" (of a "PartG mbB"), "e.K.", "e.V.", "OHG", "GbR", "UG"
 * and "KGaA" too (not "eG", whose letters are those of "e.g.").
 */
const LEGAL_FORMS = new Set(
  'inc llc ltd limited corp plc gmbh ag kg sa srl spa snc sas sarl bv nv pty pvt llp lp kk oy oyj sl slu ltda lda cv sc se spk spj oo ska senc sencrl aps bhd kft sro mbb ek ev ohg gbr ug kgaa'.split(
    ' ',
  ),
);

/** "Plc", "GmbH", "S.p.A.": one word that is a company's legal form. */
export const isLegalForm = (word: string): boolean =>
  LEGAL_FORMS.has(
    foldAccents(word.trim())
      .toLowerCase()
      .replace(/[.,()]/g, ''),
  );

/** "Guaranty Trust Bank Plc", "Lidl Dienstleistung GmbH & Co. KG": a name its legal form closes. */
export const endsWithLegalForm = (text: string): boolean =>
  isLegalForm(text.trim().split(/\s+/).at(-1) ?? '');

export function hasCompanyWord(text: string): boolean {
  return (
    text.includes('&') ||
    COMPANY_FORM_RE.test(text) ||
    NORDIC_FORM_RE.test(text.trim()) ||
    IT_NL_PL_COMPANY_FORM_RE.test(text) ||
    words(text).some((w) => COMPANY_WORDS.has(w))
  );
}

export type FieldKind = 'title' | 'company' | 'location' | 'unknown';

/** Classifies one fragment; when it has both kinds of word, its last such word decides. */
export function classifyFragment(text: string): FieldKind {
  if (looksLikeLocation(text)) return 'location';
  const title = looksLikeTitle(text);
  const company = hasCompanyWord(text);
  // Romance and German titles lead with the noun: "Ingeniera de Software", "Analista de Dados".
  if (FOREIGN_TITLE_WORDS.has(words(text)[0] ?? '')) return 'title';
  if (title && company) {
    // "Solaris Bus & Coach sp. z o.o.": a name its legal form closes is an employer's.
    if (endsWithLegalForm(text)) return 'company';
    // "Research Assistant (Co-op)", "Analyst (Contract)": a note in brackets says how the job
    // was held, so the words before it decide.
    const bare = text.replace(/(?<!\s)\s*\([^()]*\)\s*$/, '');
    if (bare !== text && bare) return classifyFragment(bare);
    const last = [...words(text)].reverse().find((w) => TITLE_WORDS.has(w) || COMPANY_WORDS.has(w)) ?? '';
    return TITLE_WORDS.has(last) ? 'title' : 'company';
  }
  return title ? 'title' : company ? 'company' : 'unknown';
}

/** Separators inside brackets, stood in for by private-use characters while a line is split. */
const BRACKETED: Record<string, string> = { '|': '\ue000', '•': '\ue001', '·': '\ue002', '–': '\ue003' };
const UNBRACKETED: Record<string, string> = Object.fromEntries(
  Object.entries(BRACKETED).map(([k, v]) => [v, k]),
);

/** Splits a header line on the separators resumes use between fields (not on commas). */
export function splitFields(text: string): string[] {
  // A separator inside brackets separates nothing: "Research Associate (Architect | Team Lead)".
  const masked = text.replace(/\([^()]*\)/g, (inner) => inner.replace(/[|•·–—]/g, (c) => BRACKETED[c] ?? c));
  return (
    masked
      // A wide gap before a lower-case joining word is inside a name (justified or letter-spaced
      // text): "University    of Illinois" is one field.
      .replace(/(?<!\s)\s{2,}(?=(?:of|at|for|and|the|in|de|du|des|del|da|do|der|die|für|und|et|y|e)\s)/g, ' ')
      // Each gap is matched from its first space only (the lookbehinds): a long gap is then read
      // once, not once from each of its spaces.
      .split(/(?<!\s)\s+[|–—•·]\s+|(?<!\s)\s+-\s+|(?<!\s)\s{2,}|(?:(?<!\s)\s+)?[|•·]\s*/)
      .map((p) => p.replace(/[\ue000-\ue003]/g, (c) => UNBRACKETED[c] ?? c))
      .map((p) => p.trim().replace(/^[,;:]+|(?<![,;:])[,;:]+$/g, ''))
      .filter(Boolean)
  );
}

/** Peels ", Location" off the end of a fragment ("Acme Corp, Austin, TX" -> ["Acme Corp", "Austin, TX"]). */
export function splitTrailingLocation(text: string): [string, string | null] {
  if (looksLikeLocation(text)) return ['', text.trim()];
  const parts = text.split(/,\s*/);
  for (let k = Math.min(3, parts.length - 1); k >= 1; k -= 1) {
    const tail = parts.slice(parts.length - k).join(', ');
    if (looksLikeLocation(tail)) return [parts.slice(0, parts.length - k).join(', '), tail];
  }
  return [text, null];
}
