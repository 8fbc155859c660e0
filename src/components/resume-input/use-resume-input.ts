import { useCallback, useEffect, useRef, useState } from 'react';
import { readResumeFile, type ReadResumeResult, type ResumeFileKind } from './read-resume-file';

/** docs/product-rules.md 3.2: the upload confirmation shows for 3 s. */
export const UPLOAD_CONFIRMATION_MS = 3000;

export type ResumeFileState =
  | { status: 'reading'; file: File; progress: number | null }
  | { status: 'ready'; file: File; kind: ResumeFileKind; text: string };

export interface ResumeInput {
  file: ResumeFileState | null;
  /** Pasted text; always empty while a file is chosen (the two are exclusive). */
  text: string;
  /** True for a few seconds after a file was read. */
  confirmed: boolean;
  selectFile(file: File): void;
  removeFile(): void;
  setText(value: string): void;
  reset(): void;
}

export interface UseResumeInputOptions {
  /** A file was refused: the message to show (docs/product-rules.md 3.2). */
  onError: (message: string) => void;
  read?: (file: File, opts: { onProgress: (f: number) => void }) => Promise<ReadResumeResult>;
}

/**
 * A resume given as a file or as pasted text, never both (docs/product-rules.md 3.2): choosing a file
 * clears the text, typing text clears the file. Files are read as soon as they are chosen, so
 * a refusal shows at once.
 */
export function useResumeInput({ onError, read = readResumeFile }: UseResumeInputOptions): ResumeInput {
  const [file, setFile] = useState<ResumeFileState | null>(null);
  const [text, setTextState] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  // Results of a read that was replaced or cancelled are dropped.
  const generation = useRef(0);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    if (!confirmed) return;
    const t = setTimeout(() => setConfirmed(false), UPLOAD_CONFIRMATION_MS);
    return () => clearTimeout(t);
  }, [confirmed]);

  const clearFile = useCallback(() => {
    generation.current += 1;
    setFile(null);
    setConfirmed(false);
  }, []);

  const selectFile = useCallback(
    (chosen: File) => {
      const mine = ++generation.current;
      setTextState('');
      setConfirmed(false);
      setFile({ status: 'reading', file: chosen, progress: null });
      void read(chosen, {
        onProgress: (progress) => {
          if (mine === generation.current) setFile({ status: 'reading', file: chosen, progress });
        },
      }).then((result) => {
        if (mine !== generation.current) return;
        if (result.ok) {
          setFile({ status: 'ready', file: chosen, kind: result.kind, text: result.text });
          setConfirmed(true);
        } else {
          setFile(null);
          onErrorRef.current(result.message);
        }
      });
    },
    [read],
  );

  const setText = useCallback(
    (value: string) => {
      if (value) clearFile();
      setTextState(value);
    },
    [clearFile],
  );

  const reset = useCallback(() => {
    clearFile();
    setTextState('');
  }, [clearFile]);

  return { file, text, confirmed, selectFile, removeFile: clearFile, setText, reset };
}
