/**
 * One development-set resume through Magic CV's offline generation, measured for fidelity:
 * read the file as the browser does, tailor the layout reader's text for the job (the same
 * generateTailored the handler runs), and compare the output's text with the source's.
 */
import { htmlToText } from '../../../functions/src/sanitize/html-text';
import { parseHtml } from '../../../functions/src/sanitize/dom';
import { measureFidelity, type Fidelity, type RebuiltResume } from '@/domain/resume/fidelity/measure';
import { readResume } from '@/domain/resume/layout/read-resume';
import { parseResume } from '@/domain/resume/parse-resume';
import type { DesignTokens } from '@/domain/templates/clone/design-tokens';
import { renderCloneHtml } from '@/domain/templates/clone/render-clone';
import { tailorTexts } from '../../cli/tailor-output';
import { readDevsetFile, referenceText, type DevsetEntry } from './read-devset';

export interface FidelityRow {
  id: string;
  fidelity: Fidelity;
  scoreBefore: number;
  scoreAfter: number;
  html: string;
}

async function rebuilt(html: string): Promise<RebuiltResume> {
  const doc = await parseHtml(html);
  const texts = (sel: string) => [...doc.querySelectorAll(sel)].map((e) => (e.textContent ?? '').trim());
  return { text: htmlToText(html), sections: texts('h2'), entries: texts('h3') };
}

export async function fidelityOf(entry: DevsetEntry, job: string, now: Date): Promise<FidelityRow> {
  const source = await readDevsetFile(entry);
  const resumeText = readResume(source).text;
  const gen = await tailorTexts(resumeText, job, now);
  const fidelity = measureFidelity(
    { text: referenceText(entry, source), sections: entry.sections },
    await rebuilt(gen.html),
  );
  return {
    id: entry.id,
    fidelity,
    scoreBefore: gen.scoreBefore.score,
    scoreAfter: gen.scoreAfter.score,
    html: gen.html,
  };
}

/**
 * One development-set resume drawn in a cloned design (the template generator's custom mode,
 * docs/product-rules.md 4.6), measured the same way: the file's text as the page reads it, parsed
 * as the handler parses it, drawn with the design's tokens.
 */
export async function cloneFidelityOf(entry: DevsetEntry, tokens: DesignTokens): Promise<FidelityRow> {
  const source = await readDevsetFile(entry);
  const html = renderCloneHtml(tokens, parseResume(readResume(source).text));
  const fidelity = measureFidelity(
    { text: referenceText(entry, source), sections: entry.sections },
    await rebuilt(html),
  );
  return { id: entry.id, fidelity, scoreBefore: 0, scoreAfter: 0, html };
}
