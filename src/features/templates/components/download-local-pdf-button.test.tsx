import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadLocalPdfButton } from './download-local-pdf-button';

const downloadHtmlAsPdf = vi.fn<(html: string, fileName: string) => Promise<void>>();
vi.mock('../lib/local-pdf', () => ({
  downloadHtmlAsPdf: (html: string, fileName: string) => downloadHtmlAsPdf(html, fileName),
}));

const HTML = '<!doctype html><html><body><h1>Maya</h1></body></html>';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('DownloadLocalPdfButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    downloadHtmlAsPdf.mockReset();
  });

  it('is labelled exactly and busy while the PDF is made', async () => {
    const job = deferred();
    downloadHtmlAsPdf.mockReturnValue(job.promise);
    render(<DownloadLocalPdfButton html={HTML} fileName="Nova_Prime_resume.pdf" />);
    const button = screen.getByRole('button', { name: 'Download as PDF (No Server)' });

    fireEvent.click(button);
    expect(downloadHtmlAsPdf).toHaveBeenCalledWith(HTML, 'Nova_Prime_resume.pdf');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    await act(async () => job.resolve());
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it("shows 'Resume downloaded successfully!' for 3 s", async () => {
    downloadHtmlAsPdf.mockResolvedValue();
    render(<DownloadLocalPdfButton html={HTML} fileName="r.pdf" />);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Download as PDF (No Server)' })),
    );
    expect(screen.getByText('Resume downloaded successfully!')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Resume downloaded successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Resume downloaded successfully!')).not.toBeInTheDocument();
  });

  it('restarts the 3 s after another download', async () => {
    downloadHtmlAsPdf.mockResolvedValue();
    render(<DownloadLocalPdfButton html={HTML} fileName="r.pdf" />);
    const button = screen.getByRole('button', { name: 'Download as PDF (No Server)' });
    await act(async () => fireEvent.click(button));
    act(() => vi.advanceTimersByTime(2000));
    await act(async () => fireEvent.click(button));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Resume downloaded successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Resume downloaded successfully!')).not.toBeInTheDocument();
  });

  it("shows a failure as 'Error: {message}' and clears it on the next try", async () => {
    downloadHtmlAsPdf.mockRejectedValueOnce(new Error('Failed to convert HTML to PDF'));
    render(<DownloadLocalPdfButton html={HTML} fileName="r.pdf" />);
    const button = screen.getByRole('button', { name: 'Download as PDF (No Server)' });
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to convert HTML to PDF');
    expect(screen.queryByText('Resume downloaded successfully!')).not.toBeInTheDocument();

    downloadHtmlAsPdf.mockResolvedValueOnce();
    await act(async () => fireEvent.click(button));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Resume downloaded successfully!')).toBeInTheDocument();
  });

  it('is disabled without a document', () => {
    render(<DownloadLocalPdfButton html="" fileName="r.pdf" />);
    expect(screen.getByRole('button', { name: 'Download as PDF (No Server)' })).toBeDisabled();
  });
});
