import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFilePicker } from './use-file-picker';

function Picker({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const picker = useFilePicker(onFile, disabled);
  return <input {...picker.inputProps} aria-label="Upload resume file" />;
}

/** Prerendered HTML whose input got a file before React hydrated it, as on a slow phone. */
async function hydrateAfterEarlyChoice(props: { onFile: (file: File) => void; disabled?: boolean }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Picker onFile={() => {}} disabled={props.disabled} />);
  document.body.append(container);
  const input = container.querySelector('input')!;
  const file = new File(['Jane Doe'], 'resume.txt', { type: 'text/plain' });
  let files: File[] = [file];
  // jsdom cannot build a FileList; the input's own list is what the hook reads and clears.
  Object.defineProperty(input, 'files', { get: () => files, configurable: true });
  Object.defineProperty(input, 'value', {
    set: (v: string) => {
      if (v === '') files = [];
    },
    get: () => (files.length ? 'C:\\fakepath\\resume.txt' : ''),
    configurable: true,
  });
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await act(async () => {
    hydrateRoot(container, <Picker {...props} />);
  });
  return { file, input };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFilePicker on a prerendered page', () => {
  it('hands over a file chosen before React took the page over, once', async () => {
    const onFile = vi.fn();
    const { file, input } = await hydrateAfterEarlyChoice({ onFile });
    expect(onFile).toHaveBeenCalledOnce();
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input.files).toHaveLength(0);
  });

  it('takes nothing while disabled', async () => {
    const onFile = vi.fn();
    await hydrateAfterEarlyChoice({ onFile, disabled: true });
    expect(onFile).not.toHaveBeenCalled();
  });
});
