/**
 * Test helper: a ReadResume for plain text, as the layout step would give for a TXT file, with
 * layout facts a test may override (two columns, images) without building a PDF.
 */
import { toLines } from '../lines';
import type { LayoutFacts, ReadResume } from '../layout/types';
import { parseResumeLines } from '../parse-resume';

export function readFromText(text: string, layout: Partial<LayoutFacts> = {}): ReadResume {
  const lines = toLines(text);
  return {
    resume: parseResumeLines(lines),
    lines,
    text: lines.map((l) => l.text).join('\n'),
    layout: {
      kind: 'txt',
      pages: 1,
      textChars: text.replace(/\s/g, '').length,
      multiColumnPages: 0,
      dateColumn: false,
      imageOnlyPages: 0,
      tables: 0,
      repeatedLinesRemoved: 0,
      ...layout,
    },
  };
}

export const CLEAN_RESUME = `Jordan Rivera
jordan.rivera@example.com | (512) 555-0142 | Austin, TX

Experience
Northwind Traders — Data Analyst
Jan 2019 – Present
- Built weekly sales dashboards in SQL and Tableau for 40 stores
Contoso Analytics — Junior Analyst
Jun 2016 – Dec 2018
- Cleaned and modelled customer data with Python and pandas

Education
University of Texas at Austin
B.S. in Statistics, 2012 – 2016

Skills
SQL, Python, Tableau, Excel
`;
