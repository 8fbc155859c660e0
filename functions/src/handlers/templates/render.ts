/**
 * The resume's HTML for one generation (docs/product-rules.md 4.4, 4.6). Preset mode: the chosen
 * catalogue template renders the resume. Custom mode: the design tokens read from the uploaded
 * image draw it with the parametric layout; a configured vision model may refine those tokens
 * (never the content), and its refinement is dropped when it is invalid, late or fails. Either
 * way the result is checked like Magic CV's: nothing the person wrote may be missing.
 */
import type { DesignTokens } from '@/domain/templates/clone/design-tokens';
import { renderCloneHtml } from '@/domain/templates/clone/render-clone';
import { renderTemplateHtml } from '@/domain/templates/render-template';
import { droppedContent } from '@/domain/resume/completeness';
import { htmlToText } from '../../sanitize/html-text';
import { refineTokens } from '../../templates/refine-tokens';
import type { Ai } from '../ports';
import type { CheckedTemplateInput } from './template-input';

/** The vision call's share of the function's 150 s: the rendering and the PDF need the rest. */
export const VISION_TIMEOUT_MS = 90_000;

export interface TemplateHtml {
  html: string;
  /** Custom mode: the tokens the resume was drawn with. */
  design: DesignTokens | null;
}

async function refined(ai: Ai, input: CheckedTemplateInput, timeoutMs: number): Promise<DesignTokens | null> {
  if (!ai.refineDesign) return null;
  try {
    return await refineTokens(ai, input.custom!.image, input.custom!.tokens, AbortSignal.timeout(timeoutMs));
  } catch (e) {
    // The user asked for a resume, not for this model: the tokens read from the pixels still serve.
    console.warn(`generateTemplateResume: ${ai.name} could not refine the design; using the read tokens`, e);
    return null;
  }
}

async function keepsEverything(input: CheckedTemplateInput, html: string): Promise<boolean> {
  const dropped = droppedContent(input.resume, htmlToText(html));
  if (dropped.length) console.warn(`generateTemplateResume: the rendering left out ${dropped.join(', ')}`);
  return dropped.length === 0;
}

export async function templateHtml(
  ai: Ai,
  input: CheckedTemplateInput,
  timeoutMs = VISION_TIMEOUT_MS,
): Promise<TemplateHtml> {
  const photoDataUrl = input.photo?.dataUrl ?? null;
  if (!input.custom) {
    const html = renderTemplateHtml(input.template!, input.resume, { photoDataUrl });
    return { html, design: null };
  }
  const read = input.custom.tokens;
  const better = await refined(ai, input, timeoutMs);
  if (better) {
    const html = renderCloneHtml(better, input.resume, { photoDataUrl });
    if (await keepsEverything(input, html)) return { html, design: better };
  }
  const html = renderCloneHtml(read, input.resume, { photoDataUrl });
  if (!(await keepsEverything(input, html))) throw new Error('the rendering left out part of the resume');
  return { html, design: read };
}
