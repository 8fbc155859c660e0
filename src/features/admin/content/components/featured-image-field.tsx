import { useEffect, useId, useMemo } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFilePicker } from '@/components/ui/use-file-picker';
import { blogMessages } from '@/domain/blog';

/** The image of the item: the stored URL, or a chosen (checked, not yet uploaded) file. */
export interface ImageChoice {
  url: string | null;
  file: { file: File; contentType: string } | null;
}

export function FeaturedImageField({
  value,
  error,
  disabled,
  onPick,
  onRemove,
}: {
  value: ImageChoice;
  error: string | null;
  disabled?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const picker = useFilePicker(onPick, disabled);
  const chosen = value.file?.file ?? null;
  const previewUrl = useMemo(
    () => (chosen && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : null),
    [chosen],
  );
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const shown = previewUrl ?? value.url;
  const hasImage = Boolean(chosen || value.url);

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Featured Image
      </span>
      {hasImage ? (
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-2 dark:border-slate-700">
          {shown ? (
            <img src={shown} alt="Featured image preview" className="h-16 w-24 rounded object-cover" />
          ) : (
            <div className="h-16 w-24 rounded bg-slate-200 dark:bg-slate-700" />
          )}
          <span className="min-w-0 flex-1 truncate text-sm text-slate-600 dark:text-slate-300">
            {chosen?.name ?? 'Current image'}
          </span>
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
            <X aria-hidden="true" className="h-4 w-4" />
            Remove image
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-4 py-5 text-center dark:border-slate-700">
          <ImagePlus aria-hidden="true" className="h-6 w-6 text-indigo-500" />
          <Button variant="outline" size="sm" disabled={picker.disabled} onClick={picker.open}>
            Choose image
          </Button>
          <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            {blogMessages.imageHint}
          </p>
        </div>
      )}
      <input
        {...picker.inputProps}
        accept="image/*"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
      />
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
