/**
 * The import half of json-resume.ts: a JSON Resume document's fields mapped onto ParsedResume.
 * Fields with no ParsedResume place are kept near their item: a work summary is the first
 * bullet and the company description the next; an education area joins the degree ("Bachelor
 * in Computer Science") and a score is a detail line; an item's URL is its last line; skill
 * keywords are skills; a certificate's issuer, date and URL join its line. Languages, volunteer
 * work, awards, publications, interests, references, skill levels and what a profile link does
 * not show become `other` sections.
 */
import { clean, dateRange, joinParts, linkShows, readDates, texts, writtenDate } from './json-resume-map';
import type { JsonResume } from './json-resume-schema';
import type { ParsedResume } from './types';

type Section = ParsedResume['other'][number];

/** A degree with its field: "Bachelor in Computer Science", unless the degree already names it. */
function degreeOf(studyType: string | null, area: string | null): string | null {
  if (!studyType || !area) return studyType ?? area;
  return studyType.toLowerCase().includes(area.toLowerCase()) ? studyType : `${studyType} in ${area}`;
}

/** The JSON Resume sections ParsedResume has no field for, as `other` sections. */
function extraSections(d: JsonResume, profileLines: string[]): Section[] {
  const skillLevels = (d.skills ?? []).map((s) =>
    clean(s.level) ? texts([s.name, s.level]).join(': ') : null,
  );
  const sections: [string, (string | null | undefined)[]][] = [
    ['Profiles', profileLines],
    ['Skill levels', skillLevels],
    [
      'Languages',
      (d.languages ?? []).map((l) =>
        texts([l.language, clean(l.fluency) && `(${clean(l.fluency)})`]).join(' '),
      ),
    ],
    [
      'Volunteer',
      (d.volunteer ?? []).flatMap((v) => [
        joinParts([v.position, v.organization, dateRange(v.startDate, v.endDate), v.url]),
        v.summary,
        ...(v.highlights ?? []),
      ]),
    ],
    [
      'Awards',
      (d.awards ?? []).flatMap((a) => [
        joinParts([a.title, a.awarder, a.date && writtenDate(a.date)]),
        a.summary,
      ]),
    ],
    [
      'Publications',
      (d.publications ?? []).flatMap((p) => [
        joinParts([p.name, p.publisher, p.releaseDate && writtenDate(p.releaseDate), p.url]),
        p.summary,
      ]),
    ],
    ['Interests', (d.interests ?? []).map((i) => texts([i.name, texts(i.keywords).join(', ')]).join(': '))],
    ['References', (d.references ?? []).map((r) => texts([r.name, r.reference]).join(': '))],
  ];
  return sections
    .map(([heading, lines]) => ({ heading, lines: texts(lines) }))
    .filter((s) => s.lines.length > 0);
}

/** A checked JSON Resume document as a ParsedResume (not yet trimmed or size-checked). */
export function fromDocument(d: JsonResume): ParsedResume {
  const b = d.basics ?? {};
  const loc = b.location;
  const links: string[] = [];
  const profileLines: string[] = [];
  for (const p of b.profiles ?? []) {
    const [url, network, username] = [clean(p.url), clean(p.network), clean(p.username)];
    if (!url) links.push(texts([network, username]).join(': '));
    else {
      links.push(url);
      if (!linkShows(url, network) || !linkShows(url, username))
        profileLines.push(texts([network, username]).join(': '));
    }
  }
  const site = clean(b.url);
  if (site && !links.some((l) => l.toLowerCase() === site.toLowerCase())) links.push(site);
  const skills = (d.skills ?? []).flatMap((s) => texts([s.name, ...(s.keywords ?? [])]));
  return {
    contact: {
      name: clean(b.name),
      email: clean(b.email),
      phone: clean(b.phone),
      location: loc ? joinParts([loc.address, loc.city, loc.region, loc.postalCode, loc.countryCode]) : null,
      links: texts(links),
    },
    headline: clean(b.label),
    summary: clean(b.summary),
    experience: (d.work ?? []).map((w) => {
      const { start, end } = readDates(w.startDate, w.endDate, w['x-dates']);
      const bullets = texts([w.summary, w.description, ...(w.highlights ?? []), w.url]);
      return {
        company: clean(w.name),
        title: clean(w.position),
        startDate: start,
        endDate: end,
        location: clean(w.location),
        bullets,
        ...(w['x-employment'] !== undefined && { employment: clean(w['x-employment']) }),
        ...(w['x-group'] !== undefined && { group: clean(w['x-group']) }),
      };
    }),
    education: (d.education ?? []).map((e) => {
      const { start, end } = readDates(e.startDate, e.endDate, e['x-dates']);
      const score = clean(e.score);
      const details = texts([
        ...(e.courses ?? []),
        score && (/^[\d.,/\s]+$/.test(score) ? `GPA: ${score}` : score),
        e.url,
      ]);
      const entry = {
        school: clean(e.institution),
        degree: degreeOf(clean(e.studyType), clean(e.area)),
        startDate: start,
        endDate: end,
        details,
      };
      return e['x-location'] === undefined ? entry : { ...entry, location: clean(e['x-location']) };
    }),
    skills: skills.filter((s, i) => skills.findIndex((t) => t.toLowerCase() === s.toLowerCase()) === i),
    projects: (d.projects ?? []).map((p) => ({
      name: clean(p.name) ?? '',
      bullets: texts([
        p.description,
        ...(p.highlights ?? []),
        dateRange(p.startDate, p.endDate, p['x-dates']),
        p.url,
      ]),
    })),
    certifications: (d.certificates ?? [])
      .map((c) => joinParts([c.name, c.issuer, c.date && writtenDate(c.date), c.url]))
      .filter((c): c is string => c !== null),
    other: [
      ...(d['x-sections'] ?? []).map((s) => ({ heading: clean(s.heading) ?? '', lines: texts(s.lines) })),
      ...extraSections(d, profileLines),
    ],
  };
}

/** Whether a resume holds nothing at all. */
export function isEmpty(r: ParsedResume): boolean {
  const { links, ...contact } = r.contact;
  const lists = [links, r.experience, r.education, r.skills, r.projects, r.certifications, r.other];
  return (
    Object.values(contact).every((v) => v === null) &&
    !r.headline &&
    !r.summary &&
    lists.every((l) => !l.length)
  );
}
