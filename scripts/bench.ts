/**
 * `npm run bench`: the Magic CV figures of issue 3 and the admin console's of issue 8 measured
 * on this machine (median of N runs after warm-up, and p95), each against its target.
 * `npm run bench -- admin`, `-- magic-cv`, `-- parser` (issue 10's resume parser), `-- inputs`
 * (issue 37: each text-reading callable on its slowest legal input) or `-- fuzz` (issue 38: 10,000
 * generated inputs through parse and tailor, judged on the slowest) runs one group. A measurement, not a test: it exits 0 either way. Everything runs on 127.0.0.1 (a group
 * that needs the local host starts its own Firestore and Auth emulators and backend, see
 * bench-local-host.ts) and is stopped at the end, also by Ctrl+C; a watchdog bounds it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { offlineAi } from '../functions/src/ai/offline-ai';
import { createSystemChromeRenderer } from '../functions/src/pdf/puppeteer-renderer';
import { JOB_DESCRIPTION, LONG_RESUME_TEXT } from '../functions/src/testing/resume-fixtures';
import { analyzeJob } from '@/domain/resume/analyze-job';
import { parseResume } from '@/domain/resume/parse-resume';
import { renderResumeHtml } from '@/domain/resume/render-html';
import { tailorParsedResume } from '@/domain/resume/tailor';
import { adminFigures } from './bench-admin';
import { stopBenchHosts, withBenchHost } from './bench-local-host';
import { fuzzFigures } from './bench-fuzz';
import { inputFigures } from './bench-inputs';
import { jobFigures } from './bench-jobs';
import { parserFigures } from './bench-parser';
import { measure, printTable, type Figure } from './bench-support';
import { pdfText, twoPageResume } from './bench-two-page';

const GROUPS = ['admin', 'magic-cv', 'parser', 'jobs', 'inputs', 'fuzz'];
// The admin group alone seeds 100,000 users into the emulators and exports them: minutes.
const WATCHDOG_MS = 900_000;
const PROJECT_ID = 'demo-jobkit-bench';
// Neither may leave an emulator behind: they run in process groups of their own.
const giveUp = (why: string, code: number) => {
  console.error(`bench: ${why}, stopping the emulators`);
  void stopBenchHosts().finally(() => process.exit(code));
};
const watchdog = setTimeout(() => giveUp(`still running after ${WATCHDOG_MS / 1000} s`, 0), WATCHDOG_MS);
process.once('SIGINT', () => giveUp('interrupted', 130));

async function callableFigure(figures: Figure[], tmp: string) {
  const host = {
    projectId: PROJECT_ID,
    adminEmail: 'admin@bench.test',
    // The offline engine: the figure is about our own pipeline, not a remote model's latency.
    ai: offlineAi,
    logError: () => undefined,
  };
  await withBenchHost(path.join(tmp, 'callable'), host, async ({ backend }) => {
    const { signUpEmail, uniqueEmail } = await import('../tests/support/emulator-accounts');
    const user = await signUpEmail(uniqueEmail('bench'));
    // An unlimited plan, or the free limit would stop the runs after two.
    await backend.store.set(`users/${user.uid}`, {
      uid: user.uid,
      name: 'Bench',
      subscription: { planId: 'ultimate', planName: 'Ultimate', status: 'active', credits: 0, amount: 0 },
    });
    const url = `${backend.url}/${PROJECT_ID}/us-central1/tailorResume`;
    const call = async () => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
        body: JSON.stringify({ data: { resumeText: LONG_RESUME_TEXT, jobDescription: JOB_DESCRIPTION } }),
      });
      const body = (await res.json()) as { result?: { downloadUrl?: string }; error?: unknown };
      if (!res.ok || !body.result?.downloadUrl)
        throw new Error(`tailorResume: ${res.status} ${JSON.stringify(body.error)}`);
    };
    figures.push(
      await measure(
        'tailorResume callable (local backend, HTTP)',
        2000,
        { warmup: 2, runs: 10, note: 'offline Ai, warm browser' },
        call,
      ),
    );
  });
}

async function magicCvFigures(figures: Figure[], tmp: string) {
  const renderer = createSystemChromeRenderer();
  try {
    const { html, pdf, pages } = await twoPageResume((h) => renderer.render(h));
    const { text } = await pdfText(pdf);
    const found = text.includes('Jordan Avery') && text.includes('Northwind Logistics');
    figures.push(
      await measure(
        'PDF text extraction (pdfjs-dist, Node)',
        300,
        { warmup: 3, runs: 20, note: `${pages}-page PDF, name+employer ${found ? 'found' : 'NOT found'}` },
        () => pdfText(pdf),
      ),
    );

    figures.push(
      await measure('offline tailoring (parse+analyze+tailor+render)', 100, { warmup: 5, runs: 50 }, () =>
        renderResumeHtml(tailorParsedResume(parseResume(LONG_RESUME_TEXT), analyzeJob(JOB_DESCRIPTION))),
      ),
    );

    figures.push(
      await measure(
        'PDF rendering (warm Chromium)',
        1000,
        { warmup: 2, runs: 10, note: `${pages} pages` },
        () => renderer.render(html),
      ),
    );
    await renderer.close();

    await callableFigure(figures, tmp).catch((e: unknown) =>
      console.error('bench: callable figure failed:', e),
    );
  } finally {
    await renderer.close();
  }
}

async function main() {
  const only = process.argv[2];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jobkit-bench-'));
  const figures: Figure[] = [];
  try {
    const run = (group: string) => !only || only === group;
    if (only && !GROUPS.includes(only)) console.error(`bench: unknown group ${only} (${GROUPS.join(', ')})`);
    // Admin first: its peak-memory figure should not include what the PDF work left behind.
    if (run('admin')) {
      await adminFigures(figures, tmp).catch((e: unknown) =>
        console.error('bench: admin figures failed:', e),
      );
    }
    if (run('magic-cv')) await magicCvFigures(figures, tmp);
    if (run('parser')) {
      await parserFigures(figures).catch((e: unknown) => console.error('bench: parser figures failed:', e));
    }
    if (run('jobs')) {
      await jobFigures(figures).catch((e: unknown) => console.error('bench: job figures failed:', e));
    }
    if (run('inputs')) {
      await inputFigures(figures).catch((e: unknown) => console.error('bench: input figures failed:', e));
    }
    if (run('fuzz')) {
      await fuzzFigures(figures).catch((e: unknown) => console.error('bench: fuzz figures failed:', e));
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`\nbench on ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}\n`);
  printTable(figures);
}

main()
  .catch((e: unknown) => console.error('bench failed:', e))
  .finally(() => {
    clearTimeout(watchdog);
    process.exit(0);
  });
