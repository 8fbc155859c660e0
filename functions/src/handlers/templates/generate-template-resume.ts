/**
 * generateTemplateResume (docs/product-rules.md 4): checks the form in the product's order (a
 * design image by its header only), takes a daily slot in a transaction, reads the design's
 * pixels (the slot given back if they do not decode), writes the processedTemplates record,
 * renders the resume (vision AI in custom mode when configured, else a catalogue template),
 * stores the PDF at resumes/{uid}/{recordId}.pdf and completes the record. Any failure after the
 * slot is taken gives it back, and after the record exists marks the record failed. The uploaded design image is deleted afterwards
 * whatever the outcome: the page promises it is not stored.
 */
import { DEFAULT_SETTINGS } from '@/domain/settings';
import { TEMPLATE_MESSAGES, type GenerateTemplateResult } from '@/domain/templates/contract';
import { readDailyUsage, reserveDailyUse } from '../daily-usage';
import { defineHandler, HandlerError, type HandlerDeps } from '../ports';
import { assertSiteOpen } from '../invoke';
import {
  completeTemplateRecord,
  createTemplateRecord,
  failTemplateRecord,
  newTemplateRecord,
} from './record';
import { templateHtml } from './render';
import { step } from '../step-error';
import { TEMPLATE_FAILURES, templateFailure } from './template-errors';
import {
  checkTemplateInput,
  readDesign,
  templateInput,
  type CheckedTemplateInput,
  type TemplateInput,
} from './template-input';
import { isOwnImage } from './uploads';

export interface GenerateTemplateOptions {
  /** Tests shorten the vision call's limit. */
  visionTimeoutMs?: number;
}

/** reserveDailyUse speaks Magic CV's words; the template page has its own (docs/product-rules.md 4.3). */
async function reserveTemplateUse(deps: HandlerDeps, uid: string, tz: string) {
  try {
    return await reserveDailyUse(deps.store, uid, 'lazyTemplates', deps.clock.now(), tz);
  } catch (e) {
    if (!(e instanceof HandlerError) || e.code !== 'resource-exhausted') throw e;
    const { limit } = await readDailyUsage(deps.store, uid, 'lazyTemplates', deps.clock.now(), tz);
    const shown = limit ?? DEFAULT_SETTINGS.limits.freeTier.lazyTemplates;
    throw new HandlerError('resource-exhausted', TEMPLATE_MESSAGES.dailyLimit(shown));
  }
}

async function generate(
  deps: HandlerDeps,
  uid: string,
  recordId: string,
  input: CheckedTemplateInput,
  opts: GenerateTemplateOptions,
): Promise<GenerateTemplateResult> {
  const { html, design } = await templateHtml(deps.ai, input, opts.visionTimeoutMs);
  const pdf = await step('pdf', () => deps.pdf.render(html));
  const path = `resumes/${uid}/${recordId}.pdf`;
  const { url } = await step('storage', () => deps.files.save(path, pdf, 'application/pdf'));
  await step('storage', async () => {
    try {
      await completeTemplateRecord(deps.store, recordId, url, deps.clock.now());
    } catch (e) {
      // A PDF no record links to would never be cleaned up.
      await deps.files.remove(path).catch(() => undefined);
      throw e;
    }
  });
  return {
    recordId,
    downloadUrl: url,
    html,
    templateId: input.template?.id ?? null,
    templateName: input.templateName,
    design,
  };
}

/** Checks, the slot, the record, the generation; the record never stays 'processing'. */
async function checkAndGenerate(
  deps: HandlerDeps,
  uid: string,
  tz: string,
  raw: TemplateInput,
  opts: GenerateTemplateOptions,
): Promise<GenerateTemplateResult> {
  const form = await checkTemplateInput(deps.files, uid, raw);
  // The slot is held before the heavy work, so repeating a costly request costs the day's uses.
  const slot = await reserveTemplateUse(deps, uid, tz);

  let input: CheckedTemplateInput;
  let recordId: string;
  try {
    input = readDesign(form);
  } catch (e) {
    await slot.release();
    throw e;
  }
  try {
    const record = newTemplateRecord(uid, deps.clock.now(), {
      templateName: input.templateName,
      templateType: input.templateType,
      templateId: input.template?.id ?? null,
    });
    recordId = await createTemplateRecord(deps.store, record);
  } catch (e) {
    console.error('generateTemplateResume: could not create the record', e);
    await slot.release();
    throw new HandlerError('internal', TEMPLATE_FAILURES.storage);
  }

  try {
    return await generate(deps, uid, recordId, input, opts);
  } catch (e) {
    const f = templateFailure(e);
    await failTemplateRecord(deps.store, recordId, f.message, deps.clock.now()).catch((err: unknown) =>
      console.error('generateTemplateResume: could not mark the record failed', err),
    );
    await slot.release();
    throw new HandlerError(f.code, f.message);
  }
}

/**
 * The design image goes whatever the outcome (the page uploads it afresh for every run), but
 * only from the caller's own folder: a refused path is never touched.
 */
async function removeDesign(files: HandlerDeps['files'], uid: string, path: string | null) {
  if (!path || !isOwnImage(uid, path)) return;
  await files.remove(path).catch((e: unknown) => console.warn('could not delete a design image', e));
}

export function createGenerateTemplateResume(opts: GenerateTemplateOptions = {}) {
  return defineHandler({
    name: 'generateTemplateResume',
    access: 'user',
    input: templateInput,
    async run(deps, ctx, raw): Promise<GenerateTemplateResult> {
      const uid = ctx.uid;
      try {
        await assertSiteOpen(deps.store, ctx, 'lazyTemplates'); // inside: the upload is still removed
        return await checkAndGenerate(deps, uid, ctx.tz, raw, opts);
      } finally {
        await removeDesign(deps.files, uid, raw.customTemplatePath);
      }
    },
  });
}

export const generateTemplateResume = createGenerateTemplateResume();
