import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useFilePicker } from './use-file-picker';

function Picker({ disabled }: { disabled?: boolean }) {
  const picker = useFilePicker(() => {}, disabled);
  return (
    <>
      <button type="button" disabled={picker.disabled} onClick={picker.open}>
        Browse files
      </button>
      <input {...picker.inputProps} aria-label="Upload resume file" />
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFilePicker on a prerendered page', () => {
  it('takes no file until React has taken the page over, then takes one', async () => {
    const container = document.createElement('div');
    // The prerendered HTML: a file chosen here would be lost when React draws the page.
    container.innerHTML = renderToString(<Picker />);
    document.body.append(container);
    expect(container.querySelector('input')!.disabled).toBe(true);
    expect(container.querySelector('button')!.disabled).toBe(true);

    await act(async () => {
      hydrateRoot(container, <Picker />);
    });
    expect(container.querySelector('input')!.disabled).toBe(false);
    expect(container.querySelector('button')!.disabled).toBe(false);
  });

  it('stays disabled when its page says so', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Picker disabled />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Picker disabled />);
    });
    expect(container.querySelector('input')!.disabled).toBe(true);
  });
});
