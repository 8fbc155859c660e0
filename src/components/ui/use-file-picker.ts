import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';

/**
 * A file input the keyboard never reaches: a visible button calls `open`, and `inputProps` go on
 * the `<input>` (with its own `accept` and label). Each choice is handed to `onFile` once.
 * On a prerendered page the input is there before React is: a file chosen then fired its change
 * unheard, so the input is read once when React takes it over (a slow phone is seconds behind).
 */
export function useFilePicker(onFile: (file: File) => void, disabled = false) {
  const ref = useRef<HTMLInputElement>(null);
  const early = useRef({ onFile, disabled });
  useEffect(() => {
    const input = ref.current;
    const file = input?.files?.[0];
    if (!input || !file || early.current.disabled) return;
    input.value = '';
    early.current.onFile(file);
  }, []);
  return {
    open: () => ref.current?.click(),
    inputProps: {
      ref,
      type: 'file',
      disabled,
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
  return {
    dragging,
    dropProps: {
      onDragOver: (e: DragEvent) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        setDragging(false);
        const file = e.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      },
    },
  };
}
