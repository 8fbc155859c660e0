import { useCallback, useRef, useState } from 'react';
import { readResumeSource, type ReadSourceResult } from '@/components/resume-input/read-resume-source';
import { checkResume } from '@/domain/resume/ats-check/check-resume';
import type { AtsReport } from '@/domain/resume/ats-check/types';
import { readResume } from '@/domain/resume/layout/read-resume';
import type { ReadResume, ResumeSource } from '@/domain/resume/layout/types';
import { freeToolsMessages } from '../lib/messages';

export type AtsCheckState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string; progress: number | null }
  | { status: 'error'; message: string }
  | { status: 'done'; fileName: string; read: ReadResume; report: AtsReport };

export interface AtsCheckDeps {
  readSource?: (file: File, opts: { onProgress: (f: number) => void }) => Promise<ReadSourceResult>;
  toReadResume?: (source: ResumeSource) => ReadResume;
}

/**
 * One resume file through the browser pipeline: bytes -> source -> read resume -> report.
 * A newer file (or a reset) makes the result of an older read be dropped.
 */
export function useAtsCheck({ readSource = readResumeSource, toReadResume = readResume }: AtsCheckDeps = {}) {
  const [state, setState] = useState<AtsCheckState>({ status: 'idle' });
  const generation = useRef(0);

  const check = useCallback(
    async (file: File) => {
      const mine = ++generation.current;
      const current = () => mine === generation.current;
      setState({ status: 'reading', fileName: file.name, progress: null });
      const result = await readSource(file, {
        onProgress: (progress) => current() && setState({ status: 'reading', fileName: file.name, progress }),
      });
      if (!current()) return;
      if (!result.ok) return setState({ status: 'error', message: result.message });
      try {
        const read = toReadResume(result.source);
        setState({ status: 'done', fileName: file.name, read, report: checkResume(read) });
      } catch {
        setState({ status: 'error', message: freeToolsMessages.readFailed });
      }
    },
    [readSource, toReadResume],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, check, reset };
}

export type AtsCheck = ReturnType<typeof useAtsCheck>;
