/**
 * The template generator's callable (`generateTemplateResume`) and its record (processedTemplates):
 * shared by /lazy-templates, the handler
 * (functions/src/handlers/templates/) and the access policies.
 *
 * Flow: the page reads the resume to text (as Magic CV does), uploads an optional photo and an
 * optional custom design image to uploads/{uid}/ (owner-only storage), then calls the handler
 * with their paths. The handler checks the daily limit in a transaction, creates the record
 * (processing), renders the PDF (the chosen catalogue template; or, for a custom design image, its
 * design tokens (clone/design-tokens.ts) drawn by the parametric layout), stores it at resumes/{uid}/{recordId}.pdf, and
 * completes the record, or marks it failed (never stuck in processing). The uploaded design image
 * is deleted after use (the page promises it is not stored: docs/product-rules.md 4.2).
 */
import { z } from 'zod';
import { historyStatusSchema } from '../history-record';
import { parsedResumeSchema } from '../resume/resume-schema';
import type { DesignTokens } from './clone/design-tokens';

export const PROCESSED_TEMPLATES = 'processedTemplates';

/** docs/product-rules.md 4.2: images over 1 MB are downscaled so the longest side is at most 800 px. */
export const IMAGE_DOWNSCALE_THRESHOLD_BYTES = 1024 * 1024;
export const IMAGE_MAX_SIDE_PX = 800;
export const IMAGE_PNG_QUALITY = 0.8;
/** History shows 3 items by default. */
export const HISTORY_PREVIEW_COUNT = 3;

const storagePath = z.string().trim().min(1).max(1024).nullable().default(null);

export const generateTemplateInputSchema = z
  .object({
    resumeText: z
      .string()
      .trim()
      .min(10, 'Please upload a resume file or paste your resume text.')
      .max(60_000),
    /** Preset mode: a catalogue id. Null in custom mode. */
    templateId: z.string().trim().max(64).nullable().default(null),
    /** Custom mode: the uploaded design image (PNG or JPEG) under uploads/{uid}/. */
    customTemplatePath: storagePath,
    /** The design image's original file name, for 'Custom Template (file name)'. */
    customTemplateName: z.string().trim().max(200).nullable().default(null),
    /** Optional profile photo (JPEG, PNG, GIF, WEBP) under uploads/{uid}/. */
    photoPath: storagePath,
    /** The resume as the person reviewed it ("Review what we read"); null: read from the text. */
    resume: parsedResumeSchema.nullable().default(null),
  })
  .strict();
export type GenerateTemplateInput = z.input<typeof generateTemplateInputSchema>;

export interface GenerateTemplateResult {
  recordId: string;
  downloadUrl: string;
  /** The generated resume as sanitised HTML (shown in a sandboxed iframe, printed locally). */
  html: string;
  /** The catalogue template used; null for a custom design (drawn from its tokens). */
  templateId: string | null;
  templateName: string;
  /** Custom mode: the design tokens read from the uploaded image (what the result was drawn with). */
  design: DesignTokens | null;
}

/**
 * processedTemplates/{id} as the handler writes it (functions/src/handlers/templates/record.ts
 * parses the new record and each patch through it); the history reads it through
 * history-record.ts.
 */
export const processedTemplateSchema = z.strictObject({
  userId: z.string().min(1),
  /** Catalogue name, or 'Custom Template (file name)'. */
  templateName: z.string(),
  templateType: z.enum(['preset', 'custom']),
  templateId: z.string().nullable(),
  processedAt: z.date(),
  status: historyStatusSchema,
  downloadUrl: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type ProcessedTemplate = z.infer<typeof processedTemplateSchema>;

/** docs/product-rules.md 4.2 and 4.3: the Generate checks, in this order. */
export const TEMPLATE_MESSAGES = {
  selectTemplate: 'Please select a template',
  uploadCustom: 'Please upload a custom template image.',
  resumeMissing: 'Please upload a resume file or paste your resume text.',
  dailyLimit: (limit: number) =>
    `You have reached your daily usage limit of ${limit} templates. Please try again tomorrow.`,
  resumeTypes: 'Please upload a PDF, DOC, DOCX, or TXT file.',
  photoTypes: 'Please upload a JPG, PNG, GIF, or WEBP image.',
  unsupported: 'Unsupported file type. Please upload PDF, DOCX, or TXT.',
  emptyResume: 'Resume text is empty.',
  success: 'Your resume has been generated successfully!',
  downloaded: 'Resume downloaded successfully!',
} as const;
