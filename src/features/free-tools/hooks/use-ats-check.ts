import { useCallback, useRef, useState } from 'react';
import type { ReadSourceResult } from '@/components/resume-input/read-resume-source';
import type { AtsReport } from '@/domain/resume/ats-check/types';
import type { ReadResume, ResumeSource } from '@/domain/resume/layout/types';
import { loadEngine, type Engine } from '../lib/load-engine';
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
 * One resume file through the browser pipeline: bytes -> source -> read resume -> report (the
 * pipeline is the tools' engine, fetched with the first file). A newer file (or a reset) makes
 * the result of an older read be dropped.
 */
export function useAtsCheck({ readSource, toReadResume }: AtsCheckDeps = {}) {
  const [state, setState] = useState<AtsCheckState>({ status: 'idle' });
  const generation = useRef(0);

  const check = useCallback(
    async (file: File) => {
      const mine = ++generation.current;
      const current = () => mine === generation.current;
      setState({ status: 'reading', fileName: file.name, progress: null });
      let engine: Engine;
      try {
        engine = await loadEngine();
      } catch {
        if (current()) setState({ status: 'error', message: freeToolsMessages.toolsUnavailable });
        return;
      }
      if (!current()) return;
      const result = await (readSource ?? engine.readResumeSource)(file, {
        onProgress: (progress) => current() && setState({ status: 'reading', fileName: file.name, progress }),
      });
      if (!current()) return;
      if (!result.ok) return setState({ status: 'error', message: result.message });
      try {
        const read = (toReadResume ?? engine.readResume)(result.source);
        setState({ status: 'done', fileName: file.name, read, report: engine.checkResume(read) });
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
