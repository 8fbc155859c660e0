import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';

/**
 * A file input the keyboard never reaches: a visible button calls `open`, and `inputProps` go on
 * the `<input>` (with its own `accept` and label). Each choice is handed to `onFile` once.
 * `disabled` is what the page's button shows: on a prerendered page the input is there before
 * React is, and a file chosen then would be lost (React draws the page anew), so it is disabled
 * until React has taken the page over (a slow phone is seconds behind).
 */
export function useFilePicker(onFile: (file: File) => void, disabled = false) {
  const ref = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const off = disabled || !hydrated;
  return {
    disabled: off,
    open: () => ref.current?.click(),
    inputProps: {
      ref,
      type: 'file',
      disabled: off,
      className: 'sr-only',
      tabIndex: -1,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        const file = e.target.files?.[0];
        // Cleared so choosing the same file again still fires a change.
        e.target.value = '';
        if (file) onFile(file);
      },
    },
  };
}

/** A drop area for one file: `dragging` while a file is held over it; nothing is taken while disabled. */
export function useFileDrop(onFile: (file: File) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  // As the picker: nothing is taken before React has the page.
  const hydrated = useHydrated();
  const off = disabled || !hydrated;
  return {
    dragging,
    dropProps: {
      onDragOver: (e: DragEvent) => {
        e.preventDefault();
        if (!off) setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        setDragging(false);
        const file = e.dataTransfer.files[0];
        if (file && !off) onFile(file);
      },
    },
  };
}
