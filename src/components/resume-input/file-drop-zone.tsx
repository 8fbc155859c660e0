import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useFileDrop, useFilePicker } from '@/components/ui/use-file-picker';

/** What the picker offers and says it takes; the real check is by content (read-resume-file.ts). */
export interface ResumeFileTypes {
  accept: string;
  hint: string;
}

/** Magic CV, the templates and the free tools (docs/product-rules.md 3.2). */
export const RESUME_FILE_TYPES: ResumeFileTypes = {
  accept:
    '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain',
  hint: 'Max 5MB · PDF, DOCX or TXT',
};

export function FileDropZone({
  onFile,
  disabled,
  hintId,
  types = RESUME_FILE_TYPES,
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
  hintId: string;
  types?: ResumeFileTypes;
}) {
  const picker = useFilePicker(onFile, disabled);
  const { dragging, dropProps } = useFileDrop(onFile, disabled);

  return (
    <div
      data-testid="resume-drop-zone"
      {...dropProps}
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
        dragging
          ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950/40'
          : 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/40',
      )}
    >
      <Upload aria-hidden="true" className="h-7 w-7 text-indigo-500" />
      <p className="text-sm text-slate-700 dark:text-slate-200">Drag and drop your resume here, or</p>
      <Button variant="outline" size="sm" disabled={picker.disabled} onClick={picker.open}>
        Browse files
      </Button>
      <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
        {types.hint}
      </p>
      <input
        {...picker.inputProps}
        accept={types.accept}
        aria-label="Upload resume file"
        aria-describedby={hintId}
      />
    </div>
  );
}
