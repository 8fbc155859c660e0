/**
 * A person as a JSON Resume document (schema v1, with the older v0 names beside: `company` and
 * `website`, which several themes still read).
 */
import type { Person, YearMonth } from '../people/types';

const iso = (d: YearMonth) => `${d.year}-${String(d.month).padStart(2, '0')}-01`;

export function toJsonResume(p: Person): Record<string, unknown> {
  const website = p.website ? `https://${p.website}` : '';
  const profiles = [
    { network: 'LinkedIn', username: p.linkedin.split('/').pop(), url: `https://${p.linkedin}` },
    ...(p.github
      ? [{ network: 'GitHub', username: p.github.split('/').pop(), url: `https://${p.github}` }]
      : []),
  ];
  return {
    basics: {
      name: `${p.firstName} ${p.lastName}`,
      label: p.headline,
      email: p.email,
      phone: p.phone,
      url: website,
      website,
      picture: '',
      summary: p.summary,
      location: { city: p.city, region: p.region, countryCode: p.country, address: '', postalCode: '' },
      profiles,
    },
    work: p.roles.map((r) => ({
      name: r.company,
      company: r.company,
      position: r.title,
      location: r.location,
      url: '',
      website: '',
      startDate: iso(r.start),
      endDate: r.end === 'present' ? '' : iso(r.end),
      summary: '',
      highlights: r.bullets,
    })),
    education: p.schools.map((s) => ({
      institution: s.school,
      area: '',
      studyType: s.degree,
      startDate: iso(s.start),
      endDate: iso(s.end),
      score: '',
      courses: [],
    })),
    skills: [{ name: 'Skills', level: '', keywords: p.skills }],
    languages: p.languages.map((l) => ({ language: l.language, fluency: l.fluency })),
    certificates: p.certifications.map((name) => ({ name, issuer: '', date: '' })),
    awards: [],
    publications: [],
    volunteer: [],
    interests: [],
    references: [],
    projects: [],
  };
}
