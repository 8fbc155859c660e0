/**
 * HackMyResume's FRESH themes, each its own family: the person as JSON Resume, converted and drawn
 * by HackMyResume's own command line (its Handlebars and Underscore engines, not a JSON Resume
 * theme's `render`), then the HTML printed to PDF by the system Chromium without Chromium's
 * structure tree (HackMyResume's own PDF writers, wkhtmltopdf and PhantomJS, write none; it is also
 * a third of each file's bytes, and the committed subset is capped), or its plain-text output kept
 * as the document. Installed by the corpus script into .corpus/renderers like the themes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS_NOW } from '../people/person';
import { expectedFields, formatDate } from '../people/style';
import type { Person } from '../people/types';
import { eachDocument, type Family } from './family';
import { installRenderer } from './install-theme';
import { toJsonResume } from './json-resume-data';
import { withoutOmitted, type ThemeOmits } from './theme-omits';

const HACKMYRESUME = 'hackmyresume@1.8.0';
/** Every 12th document is committed (five of 60), to keep the subset under its cap. */
const FRESH_SUBSET_EVERY = 12;
/** Pins "today" for themes that print it for a role still held (fixed-clock.cjs). */
const FIXED_CLOCK = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixed-clock.cjs');

interface FreshThemeSpec {
  /** Family id after "fresh-". */
  id: string;
  /** A theme bundled with HackMyResume by name, or a theme package's "name@version". */
  theme: string;
  format: 'html' | 'txt';
  /** The address line it prints, or null when it prints none. */
  location: (p: Person) => string | null;
  omits?: ThemeOmits;
  /** It prints today's month for a role still held, not a word. */
  presentAsToday?: boolean;
  /** It prints the whole name in capitals (names whose capitals spell them otherwise are redrawn). */
  upperName?: boolean;
  /** The longest e-mail address it shows whole (a footer clips longer ones). */
  longestEmail?: number;
  /**
   * It escapes "&" and "'" in names twice ("Marks &amp; Spencer" on the page; HackMyResume's
   * Handlebars themes do): people with such a name are redrawn, since no resume a person sends
   * looks so.
   */
  escapesTwice?: boolean;
}

// What each theme prints, read off its pages; every theme prints dates as "2023-12".
export const FRESH_THEMES: FreshThemeSpec[] = [
  // The name alone over "INFO" (the summary); no contact lines; skills as chips; "Title, Employer"
  // in italics and bold over the range.
  {
    id: 'modern',
    theme: 'modern',
    format: 'html',
    location: () => null,
    omits: ['email', 'phone'],
    escapesTwice: true,
  },
  // One dense page: the name left, e-mail and phone flush right on its line; skills in a label
  // column; "Title, Employer" with the range flush right.
  { id: 'compact', theme: 'compact', format: 'html', location: () => null, escapesTwice: true },
  // The name in capitals, the headline large and grey flush right; skills in capitals beside a
  // spaced-out label; an employer wraps beside the range.
  {
    id: 'positive',
    theme: 'positive',
    format: 'html',
    location: () => null,
    upperName: true,
    escapesTwice: true,
  },
  // Plain HTML: e-mail and phone under the name, skills as a table under lower-case headings.
  { id: 'basis', theme: 'basis', format: 'html', location: () => null, escapesTwice: true },
  // Bootstrap's markup with its style sheet unreachable: one column, the place and the contact
  // lines each a paragraph, the e-mail's link printed as text.
  {
    id: 'bootstrap',
    theme: 'fresh-theme-bootstrap@0.4.0',
    format: 'html',
    location: (p) => `${p.city}, ${p.region}, ${p.country}`,
    escapesTwice: true,
  },
  // Each range flush right beside the role's first bullet, a role still held ending on today's
  // month; e-mail and phone in a footer on every page, clipped at the page's edge; schools with no
  // degree.
  {
    id: 'underscore',
    theme: 'fresh-theme-underscore@0.1.1',
    format: 'html',
    location: () => null,
    omits: ['degree'],
    presentAsToday: true,
    longestEmail: 30,
  },
  // HackMyResume's plain text: "Email:" and "Tel:" lines, headings ruled with dashes, "Title,
  // Employer (2023-12 — Present)", schools with no degree.
  { id: 'txt', theme: 'modern', format: 'txt', location: () => null, omits: ['degree'] },
];

/**
 * What HackMyResume's JSON Resume reader takes: a school's degree is printed from its `title`; each
 * skill is a set of its own, since the themes print a set's keywords parted by spaces alone
 * ("Western Blotting Scientific Writing PCR"), which no reader, person or program, could split.
 */
function freshInput(p: Person): Record<string, unknown> {
  const data = toJsonResume(p);
  const education = (data.education as Record<string, unknown>[]).map((e, i) => ({
    ...e,
    title: p.schools[i]!.degree,
  }));
  const skills = p.skills.map((name) => ({ name, level: '', keywords: [] }));
  return { ...data, education, skills };
}

function themeArg(dir: string, theme: string): string {
  const at = theme.lastIndexOf('@');
  return at > 0 ? path.join(dir, 'node_modules', theme.slice(0, at)) : theme;
}

/** HackMyResume's output for one person, through its command line. */
function build(dir: string, spec: FreshThemeSpec, p: Person): string {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hmr-'));
  try {
    const input = path.join(work, 'resume.json');
    const out = path.join(work, 'out', `resume.${spec.format}`);
    fs.writeFileSync(input, JSON.stringify(freshInput(p)));
    const cli = path.join(dir, 'node_modules', 'hackmyresume', 'dist', 'cli', 'index.js');
    execFileSync(
      process.execPath,
      ['--require', FIXED_CLOCK, cli, 'build', input, 'TO', out, '-t', themeArg(dir, spec.theme)],
      {
        env: { ...process.env, CORPUS_NOW: `${CORPUS_NOW.year}-${CORPUS_NOW.month}` },
        stdio: 'pipe',
      },
    );
    return fs.readFileSync(out, 'utf8');
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export function freshFamily(spec: FreshThemeSpec, count: number): Family {
  const packages = [HACKMYRESUME, ...(spec.theme.includes('@') ? [spec.theme] : [])];
  return {
    id: `fresh-${spec.id}`,
    renderer: `${packages.join(' + ')} (${spec.format === 'txt' ? 'plain text' : 'HTML in Chromium'})`,
    count,
    subsetEvery: FRESH_SUBSET_EVERY,
    accepts: (p) =>
      (!spec.upperName ||
        [p.firstName, p.lastName].every((n) => n.toUpperCase().toLowerCase() === n.toLowerCase())) &&
      (!spec.longestEmail || p.email.length <= spec.longestEmail) &&
      (!spec.escapesTwice ||
        ![...p.roles.flatMap((r) => [r.company, r.title]), ...p.schools.map((s) => s.school)].some((n) =>
          /[&']/.test(n),
        )),
    async render(inputs, ctx) {
      const dir = installRenderer(ctx.root, packages);
      const lang = ctx.vocab.languages.en;
      return eachDocument(inputs, async ({ person }) => {
        const printed = build(dir, spec, person);
        const expected = expectedFields(person, { dateFormat: 'YYYY-MM' }, lang, spec.location(person));
        const roles = spec.presentAsToday
          ? expected.roles.map((r, i) =>
              person.roles[i]!.end === 'present'
                ? { ...r, endDate: formatDate(CORPUS_NOW, 'YYYY-MM', lang) }
                : r,
            )
          : expected.roles;
        return {
          id: person.id,
          ext: spec.format === 'txt' ? 'txt' : 'pdf',
          bytes:
            spec.format === 'txt'
              ? new TextEncoder().encode(printed)
              : await ctx.chrome().render(printed, { tagged: false }),
          expected: withoutOmitted({ ...expected, roles }, spec.omits),
          covers: `${person.country} ${person.profession}, ${person.roles.length} roles`,
        };
      });
    },
  };
}
