/** Arrange-and-assert helpers shared by the template generator's handler tests. */
import {
  PROCESSED_TEMPLATES,
  processedTemplateSchema,
  type ProcessedTemplate,
} from '@/domain/templates/contract';
import { invokeHandler } from '../handlers/invoke';
import type { HandlerContext } from '../handlers/ports';
import {
  createGenerateTemplateResume,
  generateTemplateResume,
  type GenerateTemplateOptions,
} from '../handlers/templates/generate-template-resume';
import { userCtx, type TestDeps } from './fakes';
import { UID } from './magic-cv-arrange';
import { LONG_RESUME_TEXT } from './resume-fixtures';

export { givePlan, UID } from './magic-cv-arrange';

export const PRESET_ID = 'nova-prime';
export const DESIGN_PATH = `uploads/${UID}/images/design.png`;
export const PHOTO_PATH = `uploads/${UID}/images/photo.jpg`;

export const preset = (extra: Record<string, unknown> = {}) => ({
  resumeText: LONG_RESUME_TEXT,
  templateId: PRESET_ID,
  ...extra,
});

export const custom = (extra: Record<string, unknown> = {}) => ({
  resumeText: LONG_RESUME_TEXT,
  templateId: null,
  customTemplatePath: DESIGN_PATH,
  customTemplateName: 'my-design.png',
  ...extra,
});

export function upload(deps: TestDeps, path: string, bytes: Uint8Array, contentType = 'image/png') {
  deps.files.files.set(path, { bytes: new Uint8Array(bytes), contentType });
}

export function callGenerate(
  deps: TestDeps,
  input: unknown = preset(),
  ctx: Partial<HandlerContext> = {},
  opts?: GenerateTemplateOptions,
) {
  const def = opts ? createGenerateTemplateResume(opts) : generateTemplateResume;
  return invokeHandler(def, deps, userCtx(UID, ctx), input);
}

export function templateRecords(deps: TestDeps): (ProcessedTemplate & { id: string })[] {
  return [...deps.store.docs.entries()]
    .filter(([path]) => path.startsWith(`${PROCESSED_TEMPLATES}/`))
    .map(([path, data]) => ({ ...processedTemplateSchema.parse(data), id: path.split('/')[1]! }));
}

export function templateUsage(deps: TestDeps, day = '2025-01-15', uid = UID): number {
  return (deps.store.docs.get(`usage/${uid}_${day}`)?.lazyTemplates as number | undefined) ?? 0;
}
