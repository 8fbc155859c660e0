import { useCallback, useRef, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import type { ParsedResume } from '@/domain/resume/types';
import type { GenerateTemplateResult } from '@/domain/templates/contract';
import type { DailyUsage } from '@/domain/daily-usage';
import { generateTemplateResume } from '../api/generate-template-resume';
import { uploadImage } from '../api/upload-image';
import { callErrorMessage } from '@/backend/call-error-message';
import type { ChosenImage } from '../lib/prepare-image';
import { validateGenerate, type TemplateMode } from '../lib/validate-generate';

/** `checking`: today's count; `uploading`: photo and design image; `generating`: the callable. */
export type RunStage = 'checking' | 'uploading' | 'generating';

export interface GenerateRequest {
  uid: string;
  mode: TemplateMode;
  presetId: string | null;
  custom: ChosenImage | null;
  photo: ChosenImage | null;
  /** The resume as text: the read file's or the pasted one. */
  resumeText: string;
  hasResumeFile: boolean;
  /** The resume as the person reviewed it, or null to have the server read the text. */
  resume?: ParsedResume | null;
}

export interface RunCallbacks {
  fetchUsage: () => Promise<DailyUsage>;
  /** A message to show as it is (the checks) ... */
  onInvalid: (message: string) => void;
  /** ... or a generation error, shown as 'Error: {message}'. */
  onError: (message: string) => void;
  /** The result, and the request it answers (its custom image is what the result shows beside it). */
  onSuccess: (result: GenerateTemplateResult, request: GenerateRequest) => void;
  /** After any attempt that reached the server (usage and history may have changed). */
  onSettled: () => void;
}

/** The generation flow (docs/product-rules.md 4.3, 4.4): validate, upload the images, generate. */
export function useGenerateRun({ fetchUsage, onInvalid, onError, onSuccess, onSettled }: RunCallbacks) {
  const { files, functions } = useBackend();
  const [stage, setStage] = useState<RunStage | null>(null);
  const busy = useRef(false);

  const submit = useCallback(
    async (req: GenerateRequest) => {
      if (busy.current) return;
      const draft = { ...req, hasCustomImage: Boolean(req.custom) };
      const local = validateGenerate({ ...draft, usage: null });
      if (local) return onInvalid(local);
      busy.current = true;
      let reachedServer = false;
      try {
        setStage('checking');
        // The handler enforces the limit too; an unreadable count must not block the request.
        const usage = await fetchUsage().catch(() => null);
        const limit = validateGenerate({ ...draft, usage });
        if (limit) return onInvalid(limit);

        setStage('uploading');
        const now = Date.now();
        const custom = req.mode === 'custom' ? req.custom : null;
        const [photoPath, customTemplatePath] = await Promise.all([
          req.photo ? uploadImage(files, req.uid, req.photo, now) : null,
          custom ? uploadImage(files, req.uid, custom, now + 1) : null,
        ]);

        setStage('generating');
        reachedServer = true;
        const result = await generateTemplateResume(functions, {
          resumeText: req.resumeText.trim(),
          templateId: custom ? null : req.presetId,
          customTemplatePath,
          customTemplateName: custom ? custom.name : null,
          photoPath,
          resume: req.resume ?? null,
        });
        onSuccess(result, req);
      } catch (e) {
        console.error('generateTemplateResume failed', e);
        onError(callErrorMessage(e));
      } finally {
        busy.current = false;
        setStage(null);
        if (reachedServer) onSettled();
      }
    },
    [fetchUsage, files, functions, onError, onInvalid, onSettled, onSuccess],
  );

  return { submit, stage };
}
