/**
 * Reads a resume (or job) file for the command-line twins: the same sniffing as the browser
 * (first bytes, never the name) and the same ResumeSource the free tools parse. Every refusal
 * is a CliError whose message is shown as is.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sniffKind } from '@/domain/resume-file-signature';
import type { ResumeSource } from '@/domain/resume/layout/types';
import { readResumeFileNode } from '../lib/read-resume-node';

/** A user mistake (bad argument, missing or unsupported file): message only, no stack. */
export class CliError extends Error {}

export interface InputFile {
  /** Absolute path. */
  path: string;
  source: ResumeSource;
  readMs: number;
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

async function readBytes(abs: string, shown: string): Promise<Uint8Array> {
  try {
    const stat = await fs.stat(abs);
    if (!stat.isFile()) throw new CliError(`not a file: ${shown}`);
    return new Uint8Array(await fs.readFile(abs));
  } catch (e) {
    if (e instanceof CliError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT' ? `file not found: ${shown}` : `cannot read ${shown}: ${messageOf(e)}`,
    );
  }
}

export async function readInputFile(file: string): Promise<InputFile> {
  const abs = path.resolve(file);
  const start = performance.now();
  const bytes = await readBytes(abs, file);
  if (bytes.length === 0) throw new CliError(`empty file: ${file}`);
  if (!sniffKind(bytes))
    throw new CliError(`unsupported file: ${file} is not a PDF, DOCX or plain-text file`);
  let source: ResumeSource;
  try {
    source = await readResumeFileNode(bytes);
  } catch (e) {
    // A zip that is not a Word document, a broken or locked PDF: the reader's reason is kept.
    throw new CliError(`unsupported or unreadable file: ${file} (${messageOf(e)})`);
  }
  return { path: abs, source, readMs: performance.now() - start };
}
