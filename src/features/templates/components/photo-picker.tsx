import { useId } from 'react';
import { UserRound, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFilePicker } from '@/components/ui/use-file-picker';
import type { PhotoInput } from '../hooks/use-photo-input';

export const PHOTO_HINT = 'JPG, PNG (max 5MB)';

/** The optional profile photo: Upload Photo, Change Photo and a remove button. */
export function PhotoPicker({ input, disabled }: { input: PhotoInput; disabled?: boolean }) {
  const hintId = useId();
  const { photo, reading } = input;
  const picker = useFilePicker((file) => void input.select(file), disabled);
  return (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <span className="flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
        {photo?.previewUrl ? (
          <img src={photo.previewUrl} alt="Your profile photo" className="h-full w-full object-cover" />
        ) : (
          <UserRound aria-hidden="true" className="h-7 w-7 text-slate-400" />
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200">Profile Photo (Optional)</p>
        {photo && (
          <p className="truncate text-xs text-slate-500 dark:text-slate-400" data-testid="photo-name">
            {photo.name}
          </p>
        )}
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {PHOTO_HINT}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Button
          variant="outline"
          size="sm"
          disabled={picker.disabled || reading}
          aria-busy={reading}
          onClick={picker.open}
        >
          {reading && <ButtonSpinner />}
          {photo ? 'Change Photo' : 'Upload Photo'}
        </Button>
        {photo && (
          <Button
            variant="ghost"
            size="icon"
            disabled={disabled}
            aria-label="Remove photo"
            onClick={input.remove}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </Button>
        )}
      </div>
      <input
        {...picker.inputProps}
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-label="Upload profile photo"
        aria-describedby={hintId}
      />
    </div>
  );
}
