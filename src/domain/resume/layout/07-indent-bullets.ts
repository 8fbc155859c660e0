/**
 * Layout step 7: bullets drawn as shapes. Browsers and design tools often paint list markers
 * as vector dots, so the text carries no "•" and the role parser would read each bullet as a
 * new role. A line that starts a little right of the line it hangs under (by 0.6 to 3 font
 * sizes), at an x other lines share (bullets align; centred text does not), is marked as a
 * bullet. A wrapped bullet's lower-case continuation is left as is: the parser joins it.
 */
import { detectHeading } from '../headings';
import { lineOf, lineText, type PositionedLine } from './model';

const LOOK_BACK = 8;

const centre = (l: PositionedLine) => (l.x + l.xEnd) / 2;

/**
 * The line right above decides two cases that only look indented: a wrapped bullet's next line
 * ("…resulting in a" / "40% increase…"), whose first word would not have fitted on the line
 * above, and centred text (a sidebar's "CodeAcademy" / "2020"), whose centre is the line above's.
 */
function continuesOrCentred(lines: PositionedLine[], i: number): boolean {
  const line = lines[i]!;
  const prev = lines[i - 1];
  if (!prev || prev.page !== line.page || prev.y - line.y > 3 * line.size) return false;
  if (Math.abs(prev.x - line.x) > 1 && Math.abs(centre(prev) - centre(line)) < 1.5) return true;
  if (prev.y - line.y > 1.8 * line.size) return false;
  if (Math.abs(prev.x - line.x) > 1 || /[.!?:;]$/.test(lineText(prev))) return false;
  const right = Math.max(
    ...lines.filter((l) => l.page === line.page && Math.abs(l.x - line.x) <= 1).map((l) => l.xEnd),
  );
  const firstWord = lineText(line).split(/\s/)[0] ?? '';
  return prev.xEnd + (firstWord.length + 1) * 0.5 * line.size > right - 1;
}

export function markIndentedBullets(lines: PositionedLine[]): PositionedLine[] {
  const shared = new Map<number, number>();
  for (const l of lines) shared.set(Math.round(l.x), (shared.get(Math.round(l.x)) ?? 0) + 1);
  const aligned = (x: number) =>
    (shared.get(Math.round(x)) ?? 0) +
      (shared.get(Math.round(x) - 1) ?? 0) +
      (shared.get(Math.round(x) + 1) ?? 0) >=
    2;
  return lines.map((line, i) => {
    const first = line.segments[0]!;
    // A row with a second segment (dates, a location at the right) is a role header, not a bullet.
    if (line.segments.length > 1 || !/^[\p{Lu}\d]/u.test(first.text) || !aligned(line.x)) return line;
    // A heading indented past a margin label above it ("Languages" under "Software    SAP") stays one.
    if (detectHeading(first.text)) return line;
    if (continuesOrCentred(lines, i)) return line;
    for (let j = i - 1; j >= Math.max(0, i - LOOK_BACK); j -= 1) {
      const prev = lines[j]!;
      if (prev.page !== line.page) break;
      const indent = line.x - prev.x;
      if (indent > 3 * line.size) break;
      if (indent < 0.6 * line.size) continue;
      // Entries indented under their section heading are not bullets.
      if (!aligned(prev.x) || detectHeading(lineText(prev))) break;
      return lineOf(line.page, [{ ...first, text: `• ${first.text}` }, ...line.segments.slice(1)]);
    }
    return line;
  });
}
