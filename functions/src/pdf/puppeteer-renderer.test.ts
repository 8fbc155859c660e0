import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSystemChromeRenderer, systemChromePath } from './puppeteer-renderer';
import { twoPageResumeHtml } from '../testing/resume-fixtures';

const chrome = systemChromePath();
const hasChrome = fs.existsSync(chrome);
const PDFTOTEXT = '/usr/bin/pdftotext';

const renderer = createSystemChromeRenderer();
afterAll(() => renderer.close());

function pdfText(bytes: Uint8Array): string | null {
  if (!fs.existsSync(PDFTOTEXT)) return null;
  const file = path.join(os.tmpdir(), `jobkit-render-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync(PDFTOTEXT, ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe.skipIf(!hasChrome)(`puppeteer renderer (${chrome})`, () => {
  it('renders a two-page resume to a PDF whose text is extractable', async () => {
    const bytes = await renderer.render(twoPageResumeHtml());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    if (text === null) {
      console.warn(`${PDFTOTEXT} is missing (apt-get install poppler-utils): text assertions skipped`);
      return;
    }
    expect(text).toContain('Jordan Avery');
    expect(text).toContain('Northwind Logistics');
    // Two pages: pdftotext separates pages with a form feed.
    expect(text.split('\f').filter((p) => p.trim()).length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('tags the PDF (a structure tree screen readers follow) unless told not to', async () => {
    const html = '<html><body><h1>Jordan Avery</h1><p>Northwind Logistics</p></body></html>';
    const structTree = (b: Uint8Array) => Buffer.from(b).toString('latin1').includes('/StructTreeRoot');
    expect(structTree(await renderer.render(html))).toBe(true);
    const untagged = await renderer.render(html, { tagged: false });
    expect(structTree(untagged)).toBe(false);
    expect(pdfText(untagged) ?? 'Jordan Avery').toContain('Jordan Avery');
  }, 60_000);

  it('stays warm across renders and never fetches what the page asks for', async () => {
    const hits: string[] = [];
    const http = await import('node:http');
    const server = http.createServer((req, res) => (hits.push(req.url ?? ''), res.end('x')));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const html = `<html><head><link rel="stylesheet" href="http://127.0.0.1:${port}/a.css"></head>
        <body><img src="http://127.0.0.1:${port}/p.png"><script>document.body.innerHTML='hacked'</script><p>Still here</p></body></html>`;
      const started = Date.now();
      const bytes = await renderer.render(html);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(hits).toEqual([]);
      const text = pdfText(bytes);
      if (text !== null) {
        expect(text).toContain('Still here');
        expect(text).not.toContain('hacked');
      }
    } finally {
      server.close();
    }
  }, 60_000);
});
