import { useId } from 'react';
import { ImageUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { useFileDrop, useFilePicker } from '@/components/ui/use-file-picker';
import type { CustomUpload } from '../hooks/use-custom-upload';

export const CUSTOM_TEMPLATE_NOTE =
  'We use your uploaded template and generate a matching resume style. Your image is processed securely and not stored.';

/** The second tab of the chooser: a PNG or JPG picture of a resume design the user likes. */
export function CustomTemplateUpload({ upload }: { upload: CustomUpload }) {
  const noteId = useId();
  const onFile = (file: File) => void upload.upload(file);
  const picker = useFilePicker(onFile, upload.uploading);
  const { dragging, dropProps } = useFileDrop(onFile, upload.uploading);

  return (
    <div className="flex flex-col gap-3">
      <div
        {...dropProps}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center',
          dragging
            ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950/40'
            : 'border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/40',
        )}
      >
        {upload.uploading ? (
          <>
            <Spinner label="Uploading Template..." />
            <p className="text-sm font-medium">Uploading Template...</p>
          </>
        ) : (
          <>
            <ImageUp aria-hidden="true" className="h-8 w-8 text-indigo-500" />
            <p className="text-sm text-slate-700 dark:text-slate-200">
              Drop a PNG or JPG image of a resume, or
            </p>
            <Button variant="primary" size="sm" disabled={picker.disabled} onClick={picker.open}>
              Choose Image
            </Button>
          </>
        )}
        <input
          {...picker.inputProps}
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          aria-label="Upload template image"
          aria-describedby={noteId}
        />
      </div>
      {upload.error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {upload.error}
        </p>
      )}
      <p id={noteId} className="text-sm text-slate-600 dark:text-slate-400">
        {CUSTOM_TEMPLATE_NOTE}
      </p>
    </div>
  );
}
