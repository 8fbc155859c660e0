/**
 * "Label: value" lines of key-value profiles (job-portal exports such as Naukri, Indeed and
 * LinkedIn, and the "Persönliche Daten" block of German CVs, the Dutch "Personalia"): which
 * contact field a label names, in English, Spanish, German, French, Portuguese, Dutch, Polish and
 * Italian.
 * Labels that name no contact field ("Total Experience", "Geburtsdatum") are known too, so their
 * values never pass for a headline, a summary, a skill or a phone number.
 */
export type ProfileKey = 'name' | 'email' | 'phone' | 'location' | 'headline' | 'link' | 'ignore';

const KEYS: [ProfileKey, RegExp][] = [
  [
    'name',
    /^(?:full name|name|candidate name|nombre(?: completo)?|nom(?: complet)?|nome(?: completo)?|vor- und nachname)$/,
  ],
  [
    // One part of a name, as a label of two ("Surname / First name", "Nome / Cognome").
    'name',
    /^(?:surname|first name|given names?|family name|last name|nachname|vorname|pr[ée]nom|cognome|apellidos?|apelidos?|achternaam|voornaam|nazwisko|imi[eę])$/,
  ],
  [
    'email',
    /^(?:(?:personal |private )?e-?mail(?: id| address| pessoal)?|mail|correo(?: electr[oó]nico)?|courriel|courrier [ée]lectronique|adresse e-?mail|endere[cç]o de e-?mail|e-?mailadres)$/,
  ],
  [
    'phone',
    /^(?:phone(?: no\.?| number)?|mobile(?: no\.?| number)?|cell(?: phone)?|tel\.?|telephone|telefon|tel[eé]fono|t[eé]l[eé]phone|telefone|m[oó]vil|handy|mobil|celular|portable|contact(?: no\.?| number)|whatsapp|telefoon|mobiel|telefon kom[óo]rkowy|cellulare|telefono)$/,
  ],
  [
    'location',
    /^(?:address|location|current location|city|town|region|state|province|county|country|country code|postal code|post ?code|zip(?: code)?|residence|adresse|anschrift|wohnort|direcci[oó]n|domicilio|morada|ubicaci[oó]n|localidad|ciudad|residencia|endere[cç]o|localiza[cç][aã]o|cidade|lieu de r[ée]sidence|ville|adres|woonplaats|miejsce zamieszkania|indirizzo|residenza|citt[àa])$/,
  ],
  [
    'headline',
    /^(?:current designation|designation|headline|current title|current role|puesto actual|cargo actual)$/,
  ],
  ['link', /^(?:linkedin|github|website|portfolio|web|homepage|xing|site)$/],
  [
    'ignore',
    /^(?:total experience|current company|current employer|highest (?:education|qualification)|date of birth|dob|birth ?date|nationality|gender|marital status|languages known|notice period|(?:current|expected) ctc|annual salary|preferred locations?|industry|functional area|role|department|fecha de nacimiento|nacionalidad|estado civil|geburtsdatum|geburtsort|staatsangeh[oö]rigkeit|nationalit[aä]t|familienstand|f[uü]hrerschein|date de naissance|nationalit[ée]|situation familiale|permis(?: de conduire)?|data de nascimento|nacionalidade|carnet de conducir|geboortedatum|nationaliteit|rijbewijs|data urodzenia|obywatelstwo|prawo jazdy|data di nascita|nazionalit[àa]|patente)$/,
  ],
];

export interface ProfileField {
  key: ProfileKey;
  value: string;
}

/** Labels of one part of a place, printed as rows of their own ("City    Halifax" / "Region    Nova Scotia"). */
const PLACE_PART =
  /^(?:city|town|region|state|province|county|country|country code|postal code|post ?code|zip(?: code)?|localidad|ciudad|cidade|ville|citt[àa])$/;

/** "City: Halifax" names one part of a place, not the whole of it. */
export function placePart(text: string): string | null {
  const m = /^([^:]{2,40}?)\s*:\s*(\S.*)$/.exec(text.trim());
  return m && PLACE_PART.test(m[1]!.toLowerCase().trim()) ? m[2]!.trim() : null;
}

/** A label's plural marker, as forms print it: "Adresse(n)", "Telephone(s)", "Achternaam (-namen)". */
const PLURAL_MARK = /\(\s*-?\p{L}{1,6}\s*\)/gu;

const keyOf = (label: string): ProfileKey | null => KEYS.find(([, re]) => re.test(label))?.[0] ?? null;

const CONTACT_KEYS: readonly ProfileKey[] = ['email', 'phone', 'location', 'link'];

/** Whether `text` is a contact detail's label alone ("Email", "Phone:", "LinkedIn", "Adresse"). */
export function isContactLabel(text: string): boolean {
  const bare = text.trim();
  const label = bare.endsWith(':') ? bare.slice(0, -1) : bare;
  const key = keyOf(label.toLowerCase().replace(/\s+/g, ' ').trim());
  return key !== null && CONTACT_KEYS.includes(key);
}

/**
 * "Mobile No.: +91 98765 43210" -> { key: 'phone', value: '+91 98765 43210' }. A label of a form
 * in several languages (the Europass CV's "Surname(s) / First name(s)") names its field in each
 * part it joins with a slash.
 */
export function profileField(text: string): ProfileField | null {
  const m = /^([^:]{2,40}?)\s*:\s*(\S.*|)$/.exec(text.trim());
  if (!m) return null;
  const label = m[1]!.toLowerCase().replace(PLURAL_MARK, '').replace(/\s+/g, ' ').trim();
  const keys = label.split('/').map((part) => keyOf(part.trim()));
  const key = keys.every((k) => k === keys[0]) ? keys[0] : null;
  return key ? { key, value: m[2]!.trim() } : null;
}
