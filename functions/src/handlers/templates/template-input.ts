/**
 * generateTemplateResume's checks, in the order and words of docs/product-rules.md 4.3: template,
 * custom image (its type and the size its header declares), resume; then the photo. All of them
 * run before a usage slot is taken, so a mistake in the form never costs a generation. Reading
 * the design's pixels is the run's work, done once the slot is taken (readDesign).
 */
import { z } from 'zod';
import { parseResume } from '@/domain/resume/parse-resume';
import type { ParsedResume } from '@/domain/resume/types';
import { getTemplate, type ResumeTemplate } from '@/domain/templates/catalogue';
import type { DesignTokens } from '@/domain/templates/clone/design-tokens';
import { generateTemplateInputSchema, TEMPLATE_MESSAGES } from '@/domain/templates/contract';
import { readDesignTokens } from '../../templates/read-design-tokens';
import { checkDesignHeader, sniffDesignImage, TEMPLATE_IMAGE_MESSAGE } from '../../templates/decode-image';
import { HandlerError, type AdminFiles, type AiImage } from '../ports';
import { fileNameOf, readPhoto, requireOwnUpload, toBase64, type Photo } from './uploads';

/**
 * The shared schema, with the resume text checked here instead: zod would refuse a missing
 * resume before the template checks that come first.
 */
export const templateInput = generateTemplateInputSchema.extend({
  resumeText: z.string().max(60_000, 'Your resume is too long. Please shorten it and try again.').default(''),
});
export type TemplateInput = z.infer<typeof templateInput>;

/** Fewer characters than this is not a resume (the shared schema's own bound). */
const MIN_RESUME_CHARS = 10;

/** The uploaded design image, checked by its first bytes and its header, not yet decoded. */
export interface DesignUpload {
  path: string;
  image: AiImage;
  bytes: Uint8Array;
}

export interface CustomDesign {
  path: string;
  image: AiImage;
  /** Read from the image's pixels (docs/product-rules.md 4.6). */
  tokens: DesignTokens;
}

/** The form as checked: the design image's pixels are not read yet. */
export interface TemplateForm {
  /** The chosen catalogue template; null in custom mode (the design's tokens draw it). */
  template: ResumeTemplate | null;
  templateType: 'preset' | 'custom';
  templateName: string;
  design: DesignUpload | null;
  resumeText: string;
  resume: ParsedResume;
  photo: Photo | null;
}

export interface CheckedTemplateInput extends Omit<TemplateForm, 'design'> {
  custom: CustomDesign | null;
}

const invalid = (message: string) => new HandlerError('invalid-argument', message);

async function uploadedDesign(files: AdminFiles, uid: string, path: string): Promise<DesignUpload> {
  const bytes = await files.read(requireOwnUpload(uid, path));
  if (!bytes || bytes.length === 0) throw invalid(TEMPLATE_MESSAGES.uploadCustom);
  const mimeType = sniffDesignImage(bytes);
  if (!mimeType) throw invalid(TEMPLATE_IMAGE_MESSAGE);
  checkDesignHeader(bytes);
  return { path, image: { mimeType, base64: toBase64(bytes) }, bytes };
}

/**
 * The design's tokens, read from its pixels (seconds of work on a large image): called once the
 * run holds its daily slot. A file that does not decode is refused with the image message.
 */
export function readDesign(form: TemplateForm): CheckedTemplateInput {
  const { design, ...rest } = form;
  if (!design) return { ...rest, custom: null };
  const { path, image, bytes } = design;
  return { ...rest, custom: { path, image, tokens: readDesignTokens(bytes) } };
}

function usableResume(text: string): ParsedResume | null {
  if (text.replace(/\s+/g, '').length < MIN_RESUME_CHARS) return null;
  const r = parseResume(text);
  const found =
    r.contact.name ||
    r.summary ||
    [r.experience, r.education, r.skills, r.projects, r.certifications, r.other].some((s) => s.length > 0);
  return found ? r : null;
}

export async function checkTemplateInput(
  files: AdminFiles,
  uid: string,
  input: TemplateInput,
): Promise<TemplateForm> {
  const customPath = input.customTemplatePath;
  let custom: DesignUpload | null = null;
  let template: ResumeTemplate | null = null;
  if (customPath === null) {
    template = input.templateId ? getTemplate(input.templateId) : null;
    if (!template) throw invalid(TEMPLATE_MESSAGES.selectTemplate);
  } else {
    custom = await uploadedDesign(files, uid, customPath);
  }

  const resumeText = input.resumeText.trim();
  // The person's review wins over our reading of the text.
  const resume = input.resume ?? usableResume(resumeText);
  if (!resume) throw invalid(TEMPLATE_MESSAGES.resumeMissing);

  const photo = await readPhoto(files, uid, input.photoPath);
  const templateName = custom
    ? `Custom Template (${input.customTemplateName?.trim() || fileNameOf(custom.path)})`
    : template!.name;
  return {
    template,
    templateType: custom ? 'custom' : 'preset',
    templateName,
    design: custom,
    resumeText,
    resume,
    photo,
  };
}
