import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReadResumeResult } from './read-resume-file';
import { useResumeInput } from './use-resume-input';

const file = (name: string) => new File(['x'], name);

describe('useResumeInput', () => {
  it('typing text clears the chosen file, and choosing a file clears the text', async () => {
    const read = async (): Promise<ReadResumeResult> => ({ ok: true, kind: 'txt', text: 'Jordan Rivera' });
    const { result } = renderHook(() => useResumeInput({ onError: vi.fn(), read }));
    act(() => result.current.setText('pasted'));
    act(() => result.current.selectFile(file('a.txt')));
    expect(result.current.text).toBe('');
    await waitFor(() => expect(result.current.file?.status).toBe('ready'));
    expect(result.current.confirmed).toBe(true);
    act(() => result.current.setText('typed again'));
    expect(result.current.file).toBeNull();
    expect(result.current.text).toBe('typed again');
  });

  it('drops the result of a read that was replaced, and reports refusals', async () => {
    const resolvers: ((r: ReadResumeResult) => void)[] = [];
    const read = () => new Promise<ReadResumeResult>((resolve) => resolvers.push(resolve));
    const onError = vi.fn();
    const { result } = renderHook(() => useResumeInput({ onError, read }));
    act(() => result.current.selectFile(file('first.pdf')));
    act(() => result.current.selectFile(file('second.pdf')));
    await act(async () => resolvers[1]!({ ok: false, message: 'refused' }));
    await act(async () => resolvers[0]!({ ok: true, kind: 'pdf', text: 'stale text' }));
    expect(result.current.file).toBeNull();
    expect(onError).toHaveBeenCalledExactlyOnceWith('refused');
  });
});
