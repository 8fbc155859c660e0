import { TEMPLATE_MESSAGES } from '@/domain/templates/contract';

export type TemplateMode = 'preset' | 'custom';

export interface GenerateDraft {
  mode: TemplateMode;
  presetId: string | null;
  hasCustomImage: boolean;
  hasResumeFile: boolean;
  resumeText: string;
  /** Today's count, or null when it is not known yet (the server enforces the limit anyway). */
  usage: { used: number; limit: number | null } | null;
}

/**
 * The Generate checks in the order of docs/product-rules.md 4.3: template, custom image, resume, daily
 * limit. Returns the first failing check's message, or null.
 */
export function validateGenerate(d: GenerateDraft): string | null {
  if (d.mode === 'preset' && !d.presetId) return TEMPLATE_MESSAGES.selectTemplate;
  if (d.mode === 'custom' && !d.hasCustomImage) return TEMPLATE_MESSAGES.uploadCustom;
  if (!d.hasResumeFile && !d.resumeText.trim()) return TEMPLATE_MESSAGES.resumeMissing;
  if (d.usage && d.usage.limit !== null && d.usage.used >= d.usage.limit) {
    return TEMPLATE_MESSAGES.dailyLimit(d.usage.limit);
  }
  return null;
}
