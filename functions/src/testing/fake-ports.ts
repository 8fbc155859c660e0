/**
 * In-memory Files, Ai, PdfRenderer and JobScraper for handler tests. Each fake can be told to
 * fail or to wait, and records what it was asked, so a test can arrange any failure path.
 */
import type { Ai, AiRequest, AdminFiles, JobScraper, PdfRenderer } from '../handlers/ports';

export interface MemoryFiles extends AdminFiles {
  readonly files: Map<string, { bytes: Uint8Array; contentType: string }>;
  /** Make the next saves fail (storage outage). */
  failSaves: boolean;
}

export function createMemoryFiles(): MemoryFiles {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  const fake: MemoryFiles = {
    files,
    failSaves: false,
    async save(path, bytes, contentType) {
      if (fake.failSaves) throw new Error('storage unavailable');
      files.set(path, { bytes: new Uint8Array(bytes), contentType });
      return { url: `https://files.test/${encodeURIComponent(path)}?token=t-${files.size}` };
    },
    read: async (path) => files.get(path)?.bytes ?? null,
    remove: async (path) => void files.delete(path),
  };
  return fake;
}

type AiStep = (req: AiRequest) => Promise<{ html: string }> | { html: string };

export interface ScriptedAi extends Ai {
  /** What tailorResume does on each call (default: a plain document from the resume text). */
  tailor: AiStep;
  cover: AiStep;
  calls: AiRequest[];
}

export const htmlDoc = (body: string) =>
  `<!DOCTYPE html><html><head><style>body{font-family:Arial}</style></head><body>${body}</body></html>`;

/** Echoes the resume back as HTML, line by line: tailored nothing, invented nothing. */
export function echoResumeHtml(req: AiRequest): { html: string } {
  const lines = req.resumeText.split('\n').filter((l) => l.trim());
  return {
    html: htmlDoc(lines.map((l) => `<p>${l.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join('')),
  };
}

export function createScriptedAi(): ScriptedAi {
  const ai: ScriptedAi = {
    name: 'scripted',
    calls: [],
    tailor: echoResumeHtml,
    cover: () => ({ html: htmlDoc('<p>Dear hiring manager, I would like to apply.</p>') }),
    async tailorResume(req) {
      ai.calls.push(req);
      return ai.tailor(req);
    },
    async coverLetter(req) {
      return ai.cover(req);
    },
  };
  return ai;
}

export interface FakePdf extends PdfRenderer {
  rendered: string[];
  fail: boolean;
  /** Milliseconds each render takes (deadline tests). */
  delayMs: number;
}

export function createFakePdf(): FakePdf {
  const pdf: FakePdf = {
    rendered: [],
    fail: false,
    delayMs: 0,
    async render(html) {
      if (pdf.delayMs) await new Promise((r) => setTimeout(r, pdf.delayMs));
      if (pdf.fail) throw new Error('browser crashed');
      pdf.rendered.push(html);
      return new TextEncoder().encode(`%PDF-1.7 fake ${html.length}`);
    },
  };
  return pdf;
}

export interface FakeScraper extends JobScraper {
  pages: Map<string, string | Error>;
  requested: string[];
}

export function createFakeScraper(): FakeScraper {
  const s: FakeScraper = {
    pages: new Map(),
    requested: [],
    async fetchDescription(url, signal) {
      s.requested.push(url);
      signal.throwIfAborted();
      const page = s.pages.get(url);
      if (page instanceof Error) throw page;
      if (page === undefined) throw new Error(`no fake page for ${url}`);
      return page;
    },
  };
  return s;
}

/** Never settles until the signal aborts: a provider that hangs. */
export function hangUntilAborted(req: AiRequest): Promise<{ html: string }> {
  return new Promise((_, reject) => {
    req.signal?.addEventListener('abort', () => reject(req.signal?.reason), { once: true });
  });
}
