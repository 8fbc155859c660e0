/**
 * Scores a parsed resume against a corpus case's hand-written expected fields. Tolerant where
 * spelling legitimately varies (case, spaces, punctuation, accents; "Jan 2020" = "January 2020";
 * "heute" = "Present"), strict on the value itself: a wrong company, title, date or skill misses.
 * Roles and schools are paired by content (company/title, school/degree), never by position.
 */
import { dateKey } from '@/domain/resume/dates';
import type { ParsedResume } from '@/domain/resume/types';
import type { ExpectedResume } from '../resume-corpus/types';

/** What a scored field is; the corpus figures are given per kind. */
export const FIELD_KINDS = ['name', 'email', 'phone', 'location', 'company', 'title', 'start', 'end', 'school', 'degree', 'skill'] as const; // prettier-ignore
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface CaseScore {
  right: number;
  total: number;
  /** One short note per missed field: `role Allegro: title got "UX Lead"`. */
  misses: string[];
  /** Right and total per kind of field (kinds the case does not hold are absent). */
  byKind: Partial<Record<FieldKind, { right: number; total: number }>>;
}

/** Lowercase, accents and every non-alphanumeric character removed. */
export function norm(s: string | null | undefined): string {
  return (s ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

export const same = (a: string | null | undefined, b: string | null | undefined): boolean =>
  norm(a) !== '' && norm(a) === norm(b);

/* Month names of the corpus languages (it, nl, pl too), mapped to English before dateKey reads them. */
const MONTHS: Record<string, string> = Object.fromEntries(
  (
    [
      ['jan', 'enero janvier janv januar janeiro januari gennaio styczen stycznia'],
      ['feb', 'febrero fevrier fevr februar fevereiro fev februari febbraio luty lutego'],
      ['mar', 'marzo mars marz marco maart mrt marzec marca'],
      ['apr', 'abril avril avr abr aprile kwiecien kwietnia'],
      ['may', 'mayo mai maio mei maggio maj maja'],
      ['jun', 'junio juin juni junho giugno czerwiec czerwca'],
      ['jul', 'julio juillet juil juli julho luglio lipiec lipca'],
      ['aug', 'agosto aout ago augustus sierpien sierpnia'],
      ['sep', 'septiembre setiembre septembre setembro set settembre wrzesien wrzesnia'],
      ['oct', 'octubre octobre oktober outubro out ottobre pazdziernik pazdziernika'],
      ['nov', 'noviembre novembre novembro listopad listopada'],
      ['dec', 'diciembre decembre dezember dezembro dez dicembre grudzien grudnia'],
    ] as const
  ).flatMap(([en, words]) => words.split(' ').map((w) => [w, en])),
);

const PRESENT = new Set(
  ['present', 'current', 'now', 'today', 'till date', 'to date', 'heute', 'bis heute', 'actualidad', 'actual',
   'presente', 'atual', 'atualmente', 'hoy', "aujourd'hui", 'aujourdhui', 'en cours', 'ce jour', 'a ce jour',
   'oggi', 'ad oggi', 'attuale', 'in corso', 'heden', 'tot heden', 'obecnie', 'nadal', 'teraz',
  ].map(norm), // prettier-ignore
);

export function dateOf(raw: string | null | undefined): string | null {
  if (!raw) return null;
  if (PRESENT.has(norm(raw))) return 'present';
  const plain = raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\p{L}+/gu, (w) => MONTHS[w] ?? w);
  return dateKey(plain);
}

export function sameDate(expected: string, actual: string | null | undefined): boolean {
  const e = dateOf(expected);
  return e !== null ? e === dateOf(actual) : same(expected, actual);
}

interface Field {
  kind: FieldKind;
  label: string;
  ok: boolean;
  got: string | null | undefined;
  /** Right because both name nothing (an expected "" for a school the document does not name). */
  none?: boolean;
}

/** An expected "" means the document names none: right when nothing was read either. */
function textField(kind: FieldKind, expected: string, got: string | null | undefined): Field {
  if (norm(expected) === '') return { kind, label: kind, ok: norm(got) === '', got, none: true };
  return { kind, label: kind, ok: same(expected, got), got };
}

/** A date the document does not show (an expected "") is right when none is read, as in textField. */
function dateField(kind: 'start' | 'end', expected: string, got: string | null | undefined): Field {
  if (norm(expected) === '') return { kind, label: kind, ok: norm(got) === '', got, none: true };
  return { kind, label: kind, ok: sameDate(expected, got), got };
}

/** Pairs each expected entry with the unused actual entry agreeing on the most fields. */
function pair<E, A>(expected: E[], actual: A[], fields: (e: E, a: A) => Field[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const used = new Set<number>();
  const ranked = expected
    .flatMap((e, ei) =>
      actual.map((a, ai) => {
        const fs = fields(e, a);
        // Only entries agreeing on an identifying field (company/title, school/degree) pair.
        const identifies = fs.slice(0, 2).some((f) => f.ok && !f.none);
        return { ei, ai, hits: fs.filter((f) => f.ok).length, identifies };
      }),
    )
    .filter((c) => c.identifies)
    .sort((x, y) => y.hits - x.hits || x.ei - y.ei);
  for (const c of ranked) {
    if (pairs.has(c.ei) || used.has(c.ai)) continue;
    pairs.set(c.ei, c.ai);
    used.add(c.ai);
  }
  return pairs;
}

/** Every expected entry's fields, scored against its paired entry; with none, every field misses. */
/**
 * Each expected entry's fields against the entry paired with it; then each entry read that pairs
 * with none (a role made of a bullet's fragment, "and ∼200K ton CO2" / "reduction") costs its
 * `extra` fields: a reading that invents entries is not right about them.
 */
function entryFields<E, A>(
  expected: E[],
  actual: A[],
  fieldsOf: (e: E, a: A) => Field[],
  empty: A,
  name: (e: E) => string,
  missing: string,
  extra: (a: A) => Field[],
): Field[] {
  const pairs = pair(expected, actual, fieldsOf);
  const paired = new Set(pairs.values());
  const fields = expected.flatMap((e, i) => {
    const ai = pairs.get(i);
    const fs =
      ai === undefined
        ? fieldsOf(e, empty).map((f) => ({ ...f, ok: false, label: `${f.label} (${missing})` }))
        : fieldsOf(e, actual[ai]!);
    return fs.map((f) => ({ ...f, label: `${name(e)}: ${f.label}` }));
  });
  return [...fields, ...actual.filter((_, j) => !paired.has(j)).flatMap(extra)];
}

/** The fields an entry read with no entry of the document behind it gets wrong. */
const extraFields = (what: string, got: [FieldKind, string | null][]): Field[] =>
  got.map(([kind, value]) => ({
    kind,
    label: `extra ${what}: ${kind}`,
    ok: false,
    got: value,
  }));

/** Expected fields where a contact field may be null: the resume has none, so none is right. */
export type ExpectedFields = Omit<ExpectedResume, 'name' | 'email' | 'phone' | 'location'> & {
  [K in 'name' | 'email' | 'phone' | 'location']: string | null;
};

export function compareResume(expected: ExpectedFields, actual: ParsedResume): CaseScore {
  const fields: Field[] = [];
  const c = actual.contact;
  const top: [FieldKind, string | null, string | null][] = [
    ['name', expected.name, c.name],
    ['email', expected.email, c.email],
    ['phone', expected.phone, c.phone],
    ['location', expected.location, c.location],
  ];
  for (const [kind, e, a] of top)
    // A field the document does not show (null, or '' in the generated corpus) is right when none is read.
    fields.push({ kind, label: kind, ok: !norm(e) ? !norm(a) : same(e, a), got: a });

  const roleFields = (e: ExpectedResume['roles'][number], a: ParsedResume['experience'][number]): Field[] => [
    textField('company', e.company, a.company),
    textField('title', e.title, a.title),
    dateField('start', e.startDate, a.startDate),
    dateField('end', e.endDate, a.endDate),
  ];
  fields.push(
    ...entryFields(
      expected.roles,
      actual.experience,
      roleFields,
      EMPTY_ROLE,
      (e) => `role ${e.company}`,
      'no role',
      (a) =>
        extraFields('role', [
          ['company', a.company],
          ['title', a.title],
        ]),
    ),
  );

  const schoolFields = (
    e: ExpectedResume['schools'][number],
    a: ParsedResume['education'][number],
  ): Field[] => [textField('school', e.school, a.school), textField('degree', e.degree, a.degree)];
  fields.push(
    ...entryFields(
      expected.schools,
      actual.education,
      schoolFields,
      EMPTY_SCHOOL,
      (e) => `school ${e.school}`,
      'no entry',
      (a) =>
        extraFields('school', [
          ['school', a.school],
          ['degree', a.degree],
        ]),
    ),
  );

  const skills = new Set(actual.skills.map(norm));
  for (const s of expected.skills)
    fields.push({ kind: 'skill', label: `skill ${s}`, ok: skills.has(norm(s)), got: null });

  const byKind: CaseScore['byKind'] = {};
  for (const f of fields) {
    const k = (byKind[f.kind] ??= { right: 0, total: 0 });
    k.total++;
    if (f.ok) k.right++;
  }
  return {
    byKind,
    right: fields.filter((f) => f.ok).length,
    total: fields.length,
    misses: fields
      .filter((f) => !f.ok)
      .map((f) => (f.got ? `${f.label} got "${f.got.slice(0, 40)}"` : f.label)),
  };
}

const EMPTY_ROLE = {
  company: null,
  title: null,
  startDate: null,
  endDate: null,
  location: null,
  bullets: [],
};
const EMPTY_SCHOOL = { school: null, degree: null, startDate: null, endDate: null, details: [] };
