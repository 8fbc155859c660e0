/**
 * JSON Resume files in the browser: a download of the reviewed resume, and a chosen file read
 * back through the schema (src/domain/resume/json-resume.ts), so people can bring and take
 * their data.
 */
import { downloadFile } from '@/components/download-file';
import { fromJsonResume, toJsonResume } from '@/domain/resume/json-resume';
import type { ParsedResume } from '@/domain/resume/types';

export const JSON_RESUME_FILE_NAME = 'resume.json';
const MAX_JSON_BYTES = 1024 * 1024;

export function downloadJsonResume(resume: ParsedResume): void {
  downloadFile(
    [`${JSON.stringify(toJsonResume(resume), null, 2)}\n`],
    JSON_RESUME_FILE_NAME,
    'application/json',
  );
}

export async function readJsonResumeFile(
  file: File,
): Promise<{ ok: true; resume: ParsedResume } | { ok: false; message: string }> {
  if (file.size > MAX_JSON_BYTES)
    return { ok: false, message: 'This file is too large for a JSON Resume (1 MB at most).' };
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    return { ok: false, message: 'This file is not valid JSON. Choose a JSON Resume file (resume.json).' };
  }
  const read = fromJsonResume(data);
  return read.ok ? read : { ok: false, message: `This file is not a JSON Resume: ${read.message}` };
}
