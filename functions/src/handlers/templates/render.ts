/**
 * The resume's HTML for one generation. Custom mode with a vision model: the model restyles the
 * resume like the uploaded design; its output is sanitised and fact-checked, and anything wrong
 * with it (a failure, a time-out, invented facts) falls back to the closest catalogue template.
 * Otherwise the chosen (or closest) template renders the parsed resume.
 */
import { renderTemplateHtml } from '@/domain/templates/render-template';
import { PHOTO_PLACEHOLDER } from '../../ai/template-prompts';
import { sanitizeHtml } from '../../sanitize/sanitize-html';
import type { Ai } from '../ports';
import { droppedContent } from '@/domain/resume/completeness';
import { resumeToText } from '@/domain/resume/resume-text';
import { htmlToText } from '../../sanitize/html-text';
import { removeInventedFacts } from '../tailor-resume-fact-check';
import type { CheckedTemplateInput } from './template-input';

/** The vision call's share of the function's 150 s: the fallback and the PDF need the rest. */
export const VISION_TIMEOUT_MS = 90_000;

export interface TemplateHtml {
  html: string;
  /** 'template' (catalogue renderer) or the Ai's name. */
  engine: string;
}

function catalogueHtml(input: CheckedTemplateInput): TemplateHtml {
  const html = renderTemplateHtml(input.template, input.resume, {
    photoDataUrl: input.photo?.dataUrl ?? null,
  });
  return { html, engine: 'template' };
}

async function visionHtml(ai: Ai, input: CheckedTemplateInput, timeoutMs: number): Promise<string | null> {
  const photo = input.photo ? { mimeType: input.photo.mimeType, base64: input.photo.base64 } : null;
  const raw = await ai.styleResume!({
    resumeText: input.resumeText,
    templateImage: input.custom!.image,
    photo,
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The marker becomes the real photo before sanitising, which keeps data: images only.
  const withPhoto = raw.html.split(PHOTO_PLACEHOLDER).join(input.photo?.dataUrl ?? '');
  // What the person gave and, when they reviewed it, what they wrote in the review.
  const source = `${input.resumeText}\n${resumeToText(input.resume)}`;
  const checked = await removeInventedFacts(input.resume, await sanitizeHtml(withPhoto), source);
  if (checked.remaining.length > 0) {
    console.warn(`generateTemplateResume: ${ai.name} invented facts; using the catalogue template`);
    return null;
  }
  const dropped = droppedContent(input.resume, await htmlToText(checked.html));
  if (dropped.length > 0) {
    console.warn(
      `generateTemplateResume: ${ai.name} left out ${dropped.join(', ')}; using the catalogue template`,
    );
    return null;
  }
  return checked.html;
}

export async function templateHtml(
  ai: Ai,
  input: CheckedTemplateInput,
  timeoutMs = VISION_TIMEOUT_MS,
): Promise<TemplateHtml> {
  if (input.custom && ai.styleResume) {
    try {
      const html = await visionHtml(ai, input, timeoutMs);
      if (html) return { html, engine: ai.name };
    } catch (e) {
      // The user asked for a resume, not for this model: the catalogue version still serves.
      console.warn('generateTemplateResume: vision AI failed; using the catalogue template', e);
    }
  }
  return catalogueHtml(input);
}
