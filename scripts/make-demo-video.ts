/**
 * `npm run demo-video`: records the landing page's demo video, a walkthrough of the product
 * itself, into public/media (committed, so neither CI nor a build needs this script or ffmpeg):
 *
 *   angel-walkthrough.mp4     H.264 + AAC, 1280x720, about 30 s (the landing page and /angel)
 *   angel-walkthrough.en.vtt  English captions saying what is on screen
 *
 * It starts its own local stack (`.data-demo-video`, ports 5473, 9087, 9499, 8488) or records a
 * running app given with `--url` (whose settings it then shows as they are), drives Debian's
 * Chromium with Playwright, takes a screenshot per frame and encodes them with ffmpeg
 * (`apt-get install ffmpeg`). The sound is a quiet generated arpeggio (scripts/lib/soft-music.ts):
 * the walkthrough has no narration, the captions carry the words (docs/product-rules.md 17).
 *
 * Its own stack is built with the Angel installers and the browser version "configured" on a
 * loopback address that is never opened or shown, so the video shows the pages as a deployed site
 * has them; `WEB_MODE=dev` records the Vite dev server instead of a production build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROME_FLAGS } from '../functions/src/pdf/chrome-flags';
import { systemChromePath } from '../functions/src/pdf/puppeteer-renderer';
import { stackConfigFromEnv } from '../server/dev/stack-config';
import { startStack } from '../server/dev/stack';
import { SHIPPED_DEMO_VIDEO } from '../src/domain/site/site-settings';
import { softMusic, wavBytes } from './lib/soft-music';
import { toWebVtt, type Cue } from './lib/webvtt';

const WIDTH = 1280;
const HEIGHT = 720;
/** Frames per second of scrolls and pointer moves; holds are sampled at HOLD_FPS. */
const FPS = 15;
const HOLD_FPS = 5;
const SAMPLE_RATE = 48_000;
const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_VIDEO = path.join(ROOT, 'public', SHIPPED_DEMO_VIDEO.src);
const OUT_CAPTIONS = path.join(ROOT, 'public', SHIPPED_DEMO_VIDEO.captions);

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The frames so far, each with how long it shows, and the captions on the same clock. */
class Recording {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobkit-demo-'));
  readonly frames: { file: string; seconds: number }[] = [];
  readonly cues: Cue[] = [];
  time = 0;
  private pointer = { x: WIDTH / 2, y: HEIGHT / 2 };

  constructor(readonly page: Page) {}

  async frame(seconds: number): Promise<void> {
    const file = path.join(this.dir, `f${String(this.frames.length).padStart(5, '0')}.jpg`);
    await this.page.screenshot({ path: file, type: 'jpeg', quality: 92 });
    this.frames.push({ file, seconds });
    this.time += seconds;
  }

  /** Shows the page as it is for `seconds`, in real time (animations keep going). */
  async hold(seconds: number): Promise<void> {
    const count = Math.max(1, Math.round(seconds * HOLD_FPS));
    for (let i = 0; i < count; i++) {
      const started = Date.now();
      await this.frame(seconds / count);
      const left = 1000 / HOLD_FPS - (Date.now() - started);
      if (left > 0) await this.page.waitForTimeout(left);
    }
  }

  /** Starts a caption; it lasts until the next one (or the end). */
  caption(text: string): void {
    const last = this.cues.at(-1);
    if (last) last.end = this.time;
    this.cues.push({ start: this.time, end: Number.POSITIVE_INFINITY, text });
  }

  /** Scrolls smoothly so `target` sits `offset` px below the top (the sticky header's height). */
  async scrollTo(target: Locator | number, seconds = 1.2, offset = 88): Promise<void> {
    const from = await this.page.evaluate(() => window.scrollY);
    const to =
      typeof target === 'number'
        ? target
        : await target.evaluate(
            (el, off) => Math.max(0, el.getBoundingClientRect().top + window.scrollY - off),
            offset,
          );
    const steps = Math.max(1, Math.round(seconds * FPS));
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      await this.page.evaluate((y) => window.scrollTo(0, y), from + (to - from) * eased);
      await this.frame(1 / FPS);
    }
  }

  /** Moves the drawn pointer to the middle of `target` and clicks it there. */
  async click(target: Locator, seconds = 0.8): Promise<void> {
    const box = (await target.boundingBox())!;
    const to = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const steps = Math.max(1, Math.round(seconds * FPS));
    const from = this.pointer;
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const eased = 1 - (1 - t) ** 3;
      await movePointer(this.page, from.x + (to.x - from.x) * eased, from.y + (to.y - from.y) * eased);
      await this.frame(1 / FPS);
    }
    this.pointer = to;
    await this.page.mouse.click(to.x, to.y);
  }

  async pointerAt(x: number, y: number): Promise<void> {
    this.pointer = { x, y };
    await movePointer(this.page, x, y);
  }
}

/** Headless screenshots have no mouse pointer: this draws one (an arrow) above the page. */
async function movePointer(page: Page, x: number, y: number): Promise<void> {
  await page.evaluate(
    ({ px, py }) => {
      let el = document.getElementById('demo-pointer');
      if (!el) {
        el = document.createElement('div');
        el.id = 'demo-pointer';
        el.innerHTML =
          '<svg width="26" height="26" viewBox="0 0 24 24"><path d="M4 2l15 11-6.5 1.2L16 21l-3 1.4-3.4-6.8L4 20z" fill="#111827" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/></svg>';
        el.style.cssText = 'position:fixed;left:0;top:0;z-index:2147483647;pointer-events:none;';
        document.body.appendChild(el);
      }
      el.style.transform = `translate(${px - 4}px, ${py - 2}px)`;
    },
    { px: x, py: y },
  );
}

/** Waits until the page is drawn and its lazy parts near the view have loaded. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

async function walkthrough(rec: Recording, origin: string): Promise<void> {
  const { page } = rec;
  await page.goto(`${origin}/`);
  await settle(page);
  await rec.pointerAt(980, 620);

  rec.caption('JobKit: tools for the whole job hunt, and Angel AI, an assistant for interviews.');
  await rec.hold(3.4);
  rec.caption('Angel AI follows the conversation and suggests answers while you speak.');
  await rec.click(
    page
      .getByRole('navigation')
      .getByRole('link', { name: /^Angel/ })
      .first(),
  );
  await page.waitForURL(/\/angel$/);
  await settle(page);
  await rec.hold(3);

  rec.caption('Angel runs on Windows, macOS and Linux, with a build for each computer.');
  await rec.scrollTo(page.getByRole('heading', { name: 'Download Angel AI', exact: true }));
  await settle(page);
  await rec.hold(2.6);

  rec.caption('Before a Windows download, Angel explains the security warning a new installer gets.');
  await rec.click(page.getByRole('button', { name: 'Download for Windows' }));
  await page.getByRole('dialog', { name: 'Download Angel AI for Windows' }).waitFor();
  await page.waitForTimeout(300);
  await rec.hold(3.4);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  rec.caption('A look inside: answers appear in a small panel beside your call (an illustration).');
  await rec.scrollTo(page.getByRole('heading', { name: 'A look inside Angel' }), 1.4);
  await rec.hold(3.4);

  rec.caption('Settings and shortcuts: Ctrl or Cmd + B hides Angel, + R resets, + J opens the chat.');
  await rec.scrollTo(page.getByLabel(/settings window/), 1.2, 120);
  await rec.hold(3.4);

  rec.caption('Hide mode keeps the desktop app out of what you share on screen.');
  await rec.hold(2.6);

  rec.caption('Download Angel AI for your computer from the Angel page.');
  await rec.scrollTo(0, 1.6);
  await rec.hold(2.4);
}

function encode(rec: Recording): void {
  const list = path.join(rec.dir, 'frames.txt');
  const lines = ['ffconcat version 1.0'];
  for (const f of rec.frames) lines.push(`file '${f.file}'`, `duration ${f.seconds.toFixed(4)}`);
  // The concat demuxer drops the last duration unless the last file is named again.
  lines.push(`file '${rec.frames.at(-1)!.file}'`);
  fs.writeFileSync(list, `${lines.join('\n')}\n`);
  const wav = path.join(rec.dir, 'music.wav');
  fs.writeFileSync(wav, wavBytes(softMusic(rec.time, SAMPLE_RATE), SAMPLE_RATE));
  fs.mkdirSync(path.dirname(OUT_VIDEO), { recursive: true });
  execFileSync(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-i', wav],
      ...['-vf', `fps=${FPS},scale=${WIDTH}:${HEIGHT},format=yuv420p`],
      ...[
        '-c:v',
        'libx264',
        '-profile:v',
        'high',
        '-preset',
        'veryslow',
        '-crf',
        '30',
        '-tune',
        'stillimage',
      ],
      ...['-c:a', 'aac', '-b:a', '48k', '-ac', '1'],
      ...['-movflags', '+faststart', '-shortest', OUT_VIDEO],
    ],
    { stdio: 'inherit' },
  );
  const last = rec.cues.at(-1);
  if (last) last.end = rec.time;
  fs.writeFileSync(OUT_CAPTIONS, toWebVtt(rec.cues));
}

try {
  execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
} catch {
  console.error('ffmpeg is needed: apt-get install -y ffmpeg');
  process.exit(1);
}

const given = arg('--url');
if (!given) {
  // What the walkthrough shows of a deployed site; the address is never opened or shown.
  Object.assign(process.env, {
    VITE_ANGEL_DOWNLOAD_BASE_URL: 'http://127.0.0.1:5473/installers',
    VITE_ANGEL_WEB_URL: 'http://127.0.0.1:5473/angel-web',
  });
}
const stack = given
  ? null
  : await startStack(
      {
        ...stackConfigFromEnv({
          ...process.env,
          DATA_DIR: '.data-demo-video',
          WEB_MODE: process.env.WEB_MODE ?? 'preview',
          APP_PORT: '5473',
          BACKEND_PORT: '9087',
          AUTH_EMULATOR_PORT: '9499',
          FIRESTORE_EMULATOR_PORT: '8488',
        }),
        fresh: true,
      },
      () => {},
    );
const origin = (given ?? stack!.appUrl).replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: systemChromePath(), args: CHROME_FLAGS });
try {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'no-preference',
  });
  // Nothing leaves this machine: outside requests (fonts, geolocation) are refused.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const rec = new Recording(await context.newPage());
  await walkthrough(rec, origin);
  encode(rec);
  fs.rmSync(rec.dir, { recursive: true, force: true });
  const kb = (file: string) => `${Math.round(fs.statSync(file).size / 1024)} KB`;
  console.info(
    `Wrote ${path.relative(ROOT, OUT_VIDEO)} (${rec.time.toFixed(1)} s, ${kb(OUT_VIDEO)}) and ${path.relative(ROOT, OUT_CAPTIONS)} (${rec.cues.length} captions)`,
  );
} finally {
  await browser.close();
  await stack?.stop();
}
