/**
 * Parser step 4d: the list-like sections: skills, certifications, projects, summary.
 */
import type { ResumeLine } from './lines';
import type { ProjectEntry } from './types';

/** Splits on list separators outside parentheses: "Python (Django, Flask), SQL" -> 2 items. */
function splitList(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth += 1;
    else if ((ch === ')' || ch === ']') && depth > 0) depth -= 1;
    else if (depth === 0 && (',;|•·▪●'.includes(ch) || (ch === ' ' && text[i + 1] === ' '))) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** Skills: "Python, SQL | Tableau • Excel; dbt" and "Languages: Python, Go" (the category is dropped). */
export function parseSkills(lines: ResumeLine[]): string[] {
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const text of unwrapLists(lines)) {
    // 1. "Category: a, b, c" -> a, b, c. A colon inside a long sentence is not a category.
    const category = /^([^:]{2,40}):\s*(.+)$/.exec(text);
    const items = category ? category[2]! : text;
    // 2. Split on the separators people use; keep "HTML/CSS" and "CI/CD" whole.
    for (const raw of splitList(items)) {
      const skill = raw
        .replace(/^(?:and|&)\s+/i, '')
        .replace(/[.;:]+$/, '')
        .trim();
      const key = skill.toLowerCase();
      if (!skill || skill.length > 60 || seen.has(key)) continue;
      seen.add(key);
      skills.push(skill);
    }
  }
  return skills;
}

const SEPARATOR_RE = /[,;|•·▪●]/;
/** A line of a list that filled its width (a wrapped list line, not a short list of its own). */
const WRAP_WIDTH = 60;

/**
 * Rejoins list lines that wrapped mid-item: "..., SQL, Budget" / "Management, Copywriting" is one
 * skill "Budget Management". A list line that ends without a separator and either filled the
 * width or is followed by a lower-case word ("and Qualification") goes on on the next line.
 */
function unwrapLists(lines: ResumeLine[]): string[] {
  const out: string[] = [];
  let prev = '';
  for (const { text, bullet } of lines) {
    const line = text.trim();
    const wrapped =
      out.length > 0 &&
      !bullet &&
      !/^[^:,]{2,40}:\s/.test(line) &&
      SEPARATOR_RE.test(out[out.length - 1]!) &&
      !/[,;|•·▪●]$/.test(prev) &&
      (prev.length >= WRAP_WIDTH || /^[a-z]/.test(line));
    if (wrapped) out[out.length - 1] += ` ${line}`;
    else out.push(line);
    prev = line;
  }
  return out;
}

/** Certifications: one a line ("CPA, State of Texas, 2019" stays whole). */
export function parseCertifications(lines: ResumeLine[]): string[] {
  return lines.map((l) => l.text.trim()).filter(Boolean);
}

/** Projects: a short non-bullet line names a project; bullets and sentences describe it. */
export function parseProjects(lines: ResumeLine[]): ProjectEntry[] {
  const projects: ProjectEntry[] = [];
  for (const { text, bullet } of lines) {
    const current = projects[projects.length - 1];
    const sentence = text.split(/\s+/).length > 12 || (/[.!?]$/.test(text) && text.split(/\s+/).length > 6);
    if (!bullet && !sentence) projects.push({ name: text, bullets: [] });
    else if (current) current.bullets.push(text);
    else projects.push({ name: text, bullets: [] });
  }
  return projects;
}

export function parseSummary(lines: ResumeLine[]): string | null {
  const text = lines
    .map((l) => l.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}
