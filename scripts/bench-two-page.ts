/**
 * The 2-page resume PDF the benches measure (Magic CV's extraction and rendering, the parser's
 * layout and fields): the fixture resume as the domain renderer prints it, grown until it takes
 * two pages. One copy, shared by scripts/bench.ts and scripts/bench-parser.ts.
 */
import { LONG_RESUME_TEXT } from '../functions/src/testing/resume-fixtures';
import { parseResume } from '@/domain/resume/parse-resume';
import { renderResumeHtml } from '@/domain/resume/render-html';

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false })
    .promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { text: parts.join('\n'), pages };
}

const EXTRA_ROLE = (i: number) => `
Consultant, Example Partners ${i}
Jan 20${10 - i} - Dec 20${10 - i} | Remote
- Delivered reporting and integration projects for clients in retail and logistics
- Wrote data pipelines and test suites that ran nightly in continuous integration
- Coached client teams on code review, incident response and release planning
`;

/** The fixture resume as the domain renderer prints it, grown until that takes two pages. */
export async function twoPageResume(render: (html: string) => Promise<Uint8Array>) {
  let text = LONG_RESUME_TEXT;
  for (let extra = 0; ; extra += 1) {
    const html = renderResumeHtml(parseResume(text));
    const pdf = await render(html);
    const { pages } = await pdfText(pdf);
    if (pages >= 2 || extra >= 6) return { html, pdf, pages, text };
    text = text.replace('\nEDUCATION', `${EXTRA_ROLE(extra + 1)}\nEDUCATION`);
  }
}
