/**
 * The body of `npm run clone-design -- IMAGE RESUME [--out OUT.pdf] [--photo PHOTO]`: the template
 * generator's custom mode from the command line (docs/product-rules.md 4.6). Reads the design
 * tokens from the image, reads the resume as the page does, draws it with the parametric layout,
 * prints the PDF with the local backend's Chromium and measures what the PDF's text kept.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { readResume } from '@/domain/resume/layout/read-resume';
import { parseResume } from '@/domain/resume/parse-resume';
import { droppedContent } from '@/domain/resume/completeness';
import { wordsKept } from '@/domain/resume/fidelity/words';
import { renderCloneHtml } from '@/domain/templates/clone/render-clone';
import type { DesignTokens } from '@/domain/templates/clone/design-tokens';
import { createSystemChromeRenderer } from '../../functions/src/pdf/puppeteer-renderer';
import { sniffDesignImage } from '../../functions/src/templates/decode-image';
import { readDesignTokens } from '../../functions/src/templates/read-design-tokens';
import { CliError, readInputFile } from './read-input';

export interface CloneOutput {
  image: string;
  resume: string;
  pdf: string;
  tokens: DesignTokens;
  /** Share of the resume's words the PDF's text holds (pdftotext), and any section it lost. */
  wordsKept: number;
  lostWords: string[];
  sectionsMissing: string[];
}

function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  if (at < 0) return undefined;
  const value = argv[at + 1];
  if (!value || value.startsWith('--')) throw new CliError(`${name} needs a value`);
  argv.splice(at, 2);
  return value;
}

async function photoDataUrl(file: string | undefined): Promise<string | null> {
  if (!file) return null;
  const bytes = await fs.readFile(path.resolve(file)).catch(() => {
    throw new CliError(`cannot read the photo: ${file}`);
  });
  const type = sniffDesignImage(bytes);
  if (!type) throw new CliError(`the photo must be a PNG or JPEG: ${file}`);
  return `data:${type};base64,${bytes.toString('base64')}`;
}

export async function cloneDesignCommand(argv: string[]): Promise<CloneOutput> {
  const args = [...argv];
  const outArg = option(args, '--out');
  const photoArg = option(args, '--photo');
  const [imageFile, resumeFile] = args;
  if (!imageFile || !resumeFile || args.length > 2) {
    throw new CliError('usage: npm run clone-design -- IMAGE RESUME [--out OUT.pdf] [--photo PHOTO]');
  }
  const image = await fs.readFile(path.resolve(imageFile)).catch(() => {
    throw new CliError(`cannot read the design image: ${imageFile}`);
  });
  let tokens: DesignTokens;
  try {
    tokens = readDesignTokens(new Uint8Array(image));
  } catch (e) {
    throw new CliError(`${imageFile}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const input = await readInputFile(resumeFile);
  const text = readResume(input.source).text;
  if (!text.trim()) throw new CliError(`no text found in ${resumeFile}`);
  const resume = parseResume(text);
  const html = renderCloneHtml(tokens, resume, { photoDataUrl: await photoDataUrl(photoArg) });

  const out = path.resolve(outArg ?? `${path.basename(resumeFile).replace(/\.[^.]+$/, '')}-clone.pdf`);
  const renderer = createSystemChromeRenderer();
  try {
    await fs.writeFile(out, await renderer.render(html));
  } finally {
    await renderer.close();
  }
  const pdfText = execFileSync('pdftotext', ['-enc', 'UTF-8', out, '-'], { encoding: 'utf8' });
  const words = wordsKept(text, pdfText);
  return {
    image: path.resolve(imageFile),
    resume: input.path,
    pdf: out,
    tokens,
    wordsKept: words.total ? Number((words.kept / words.total).toFixed(4)) : 1,
    lostWords: words.lost,
    sectionsMissing: droppedContent(resume, pdfText),
  };
}
