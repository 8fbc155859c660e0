import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONVERT_FAILED_MESSAGE, downloadHtmlAsPdf, htmlToPdfBlob } from './local-pdf';

// jsPDF needs a real canvas; here a stand-in does what its .html() does to the page: it clones
// the source into an overlay, lets html2canvas's onclone see the copy, and removes the overlay.
const calls = vi.hoisted(() => ({
  init: [] as unknown[],
  html: [] as { options: Record<string, unknown> }[],
  props: [] as unknown[],
  fail: false,
}));
vi.mock('jspdf', () => {
  class FakeJsPdf {
    context2d = {
      drawImage: () => undefined,
      createPattern: () => ({}),
      fill: () => undefined,
      save() {},
      restore() {},
      clip() {},
    };
    internal = { events: { subscribe: () => 'token', unsubscribe: () => true }, out: () => undefined };
    constructor(init: unknown) {
      calls.init.push(init);
    }
    setProperties(p: unknown) {
      calls.props.push(p);
    }
    getNumberOfPages = () => 1;
    addPage = () => undefined;
    setPage = () => undefined;
    setFillColor = () => undefined;
    rect = () => undefined;
    async html(source: HTMLElement, options: Record<string, unknown>) {
      calls.html.push({ options });
      const overlay = document.createElement('div');
      overlay.className = 'html2pdf__overlay';
      overlay.append(source.cloneNode(true));
      document.body.append(overlay);
      const h2c = options.html2canvas as { onclone: (d: Document) => Promise<void> };
      await h2c.onclone(document);
      if (calls.fail) throw new Error('canvas exploded');
      overlay.remove();
    }
    output = () => new Blob(['%PDF-1.3'], { type: 'application/pdf' });
  }
  return { jsPDF: FakeJsPdf };
});

const TEMPLATE = `<!doctype html><html><head><style>@page { size: A4; margin: 0 } body { margin: 0 }</style></head>
<body><main><h1>Maya Fernandes</h1><p>Brightline Labs</p></main></body></html>`;

afterEach(() => {
  calls.init.length = 0;
  calls.html.length = 0;
  calls.props.length = 0;
  calls.fail = false;
  vi.restoreAllMocks();
});

describe('htmlToPdfBlob', () => {
  it('renders A4 portrait with jsPDF .html() at 794 px across 210 mm', async () => {
    const blob = await htmlToPdfBlob(TEMPLATE, { fileName: 'Nova_Prime_resume.pdf' });
    expect(blob.type).toBe('application/pdf');
    expect(calls.init).toEqual([{ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true }]);
    const { options } = calls.html[0]!;
    expect(options).toMatchObject({
      x: 0,
      y: 0,
      width: 210,
      windowWidth: 794,
      margin: [0, 0, 0, 0],
      autoPaging: 'slice',
    });
    expect(options.html2canvas).toMatchObject({ windowWidth: 794, logging: false });
    expect(calls.props).toEqual([{ title: 'Nova_Prime_resume' }]);
  });

  it('keeps half an inch of margin when the document sets no @page', async () => {
    await htmlToPdfBlob('<html><body><p>Plain</p></body></html>');
    const { options } = calls.html[0]!;
    expect(options.margin).toEqual([12.7, 12.7, 12.7, 12.7]);
    expect(options.width).toBeCloseTo(184.6);
    expect(options.windowWidth).toBe(698);
  });

  it("only lets jsPDF's overlay into html2canvas's copy of the page", async () => {
    await htmlToPdfBlob(TEMPLATE);
    const ignore = (calls.html[0]!.options.html2canvas as { ignoreElements: (el: Element) => boolean })
      .ignoreElements;
    const app = document.createElement('div');
    const overlay = document.createElement('div');
    overlay.className = 'html2pdf__overlay';
    document.body.append(app, overlay);
    expect(ignore(app)).toBe(true);
    expect(ignore(overlay)).toBe(false);
    expect(ignore(document.head)).toBe(false);
    app.remove();
    overlay.remove();
  });

  it('leaves the page as it found it, even when rendering fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = document.head.innerHTML;
    calls.fail = true;
    await expect(htmlToPdfBlob(TEMPLATE)).rejects.toThrow(CONVERT_FAILED_MESSAGE);
    expect(document.querySelector('.html2pdf__overlay')).toBeNull();
    expect(document.head.innerHTML).toBe(before);
    expect(document.body.getAttribute('style')).toBeNull();
  });
});

describe('downloadHtmlAsPdf', () => {
  it('saves the PDF under the given name', async () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:pdf');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Maya_resume.pdf');
      expect(this.href).toBe('blob:pdf');
    });
    await downloadHtmlAsPdf(TEMPLATE, 'Maya_resume');
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:pdf');
    vi.useRealTimers();
  });
});
