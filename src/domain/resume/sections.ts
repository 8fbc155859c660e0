/**
 * Parser step 3: lines -> sections. Everything before the first heading is the header (name,
 * contact details, a headline, maybe an untitled summary).
 */
import { detectHeading, type SectionKind } from './headings';
import type { ResumeLine } from './lines';

export interface Section {
  kind: SectionKind | 'header';
  label: string;
  lines: ResumeLine[];
}

export function toSections(lines: ResumeLine[]): Section[] {
  const sections: Section[] = [{ kind: 'header', label: '', lines: [] }];
  let current = sections[0]!;
  for (const [i, line] of lines.entries()) {
    // 1. The first line is usually the name: there only a known heading ("SUMMARY") counts.
    const found = line.bullet ? null : detectHeading(line.text, current.kind === 'skills');
    const heading = i === 0 && found?.kind === 'other' ? null : found;
    if (!heading) {
      current.lines.push(line);
      continue;
    }
    // 2. A second heading of a kind already seen continues that section ("Experience (cont.)").
    const existing = heading.kind !== 'other' && sections.find((s) => s.kind === heading.kind);
    current = existing || { kind: heading.kind, label: heading.label, lines: [] };
    if (!existing) sections.push(current);
    if (heading.inline) current.lines.push({ text: heading.inline, bullet: false });
  }
  return sections;
}
