/**
 * The two commands end to end in-process: real files in a temp folder, the real Node reader
 * (pdf.js, UTF-8) and layout reader, and the error messages a user sees.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePdf } from '@/domain/resume/test-utils/sample-files';
import { JOB_DESCRIPTION, LONG_RESUME_TEXT } from '../../functions/src/testing/resume-fixtures';
import { parseResumeCommand, parseResumeFile } from './parse-resume-command';
import { CliError } from './read-input';
import { runCli } from './run-cli';
import { tailorCommand } from './tailor-command';

let dir: string;
const file = (name: string, data: string | Uint8Array) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, data);
  return p;
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-test-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('parseResumeCommand', () => {
  it('reads a text resume into the flat fields and the full resume', async () => {
    const out = await parseResumeFile(file('cv.txt', LONG_RESUME_TEXT));
    expect(out).toMatchObject({
      file: path.join(dir, 'cv.txt'),
      kind: 'txt',
      name: 'Jordan Avery',
      email: 'jordan.avery@example.com',
      employers: ['Northwind Logistics', 'Contoso Retail', 'Fabrikam Studios'],
      schools: ['University of Colorado Boulder'],
    });
    expect(out.skills).toContain('Kubernetes');
    expect(out.resume.projects[0]!.name).toBe('Open Freight Planner');
    expect(out.timeMs.total).toBeGreaterThanOrEqual(out.timeMs.parse);
  });

  it('reads a PDF by its first bytes (the name says .txt) through pdf.js', async () => {
    const pdf = makePdf([
      ['Jordan Rivera', 'jordan.rivera@example.com', 'Experience'],
      ['Skills', 'SQL, Python, Tableau'],
    ]);
    const out = await parseResumeFile(file('really-a-pdf.txt', pdf));
    expect(out.kind).toBe('pdf');
    expect(out.layout.pages).toBe(2);
    expect(out.email).toBe('jordan.rivera@example.com');
    expect(out.skills).toEqual(['SQL', 'Python', 'Tableau']);
  });

  it.each([
    [[], /^missing FILE\nusage: npm run parse-resume/],
    [['/no/such/cv.pdf'], /^file not found: \/no\/such\/cv\.pdf$/],
    [['.'], /^not a file: \.$/],
  ])('refuses %j with a clear message', async (argv, message) => {
    await expect(parseResumeCommand(argv)).rejects.toThrow(message);
    await expect(parseResumeCommand(argv)).rejects.toBeInstanceOf(CliError);
  });

  it('refuses binary files and zips that are not Word documents', async () => {
    const bin = file('photo.pdf', new Uint8Array([0xff, 0xd8, 0xff, 0x00, 1, 2, 3]));
    await expect(parseResumeCommand([bin])).rejects.toThrow(/^unsupported file: .*photo\.pdf is not a PDF/);
    const zip = file('broken.docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]));
    await expect(parseResumeCommand([zip])).rejects.toThrow(/^unsupported or unreadable file: /);
  });
});

describe('tailorCommand', () => {
  it('tailors, writes the HTML with --out and reports both scores', async () => {
    const out = path.join(dir, 'out', 'tailored.html');
    fs.mkdirSync(path.dirname(out));
    const res = await tailorCommand(
      [file('r.txt', LONG_RESUME_TEXT), file('j.txt', JOB_DESCRIPTION), '--out', out],
      new Date('2025-06-15T12:00:00Z'),
    );
    expect(res.html).toBe(out);
    expect(fs.readFileSync(out, 'utf8')).toContain('Jordan Avery');
    expect(res.job.company).toBe('Globex Corporation');
    expect(res.after.score).toBeGreaterThanOrEqual(res.before.score);
    expect(res.removedByHonestyCheck).toEqual([]);
  });

  it('writes nothing without --out, and says which file is missing', async () => {
    const res = await tailorCommand(
      [file('r2.txt', LONG_RESUME_TEXT), file('j2.txt', JOB_DESCRIPTION)],
      new Date('2025-06-15T12:00:00Z'),
    );
    expect(res.html).toBeNull();
    await expect(tailorCommand([path.join(dir, 'r2.txt'), 'nope.txt'], new Date())).rejects.toThrow(
      'file not found: nope.txt',
    );
  });
});

describe('runCli', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = 0;
  });

  it('prints one JSON object on stdout and exits 0', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await runCli('x', async () => ({ a: 1 }));
    expect(JSON.parse(String(write.mock.calls[0]![0]))).toEqual({ a: 1 });
    expect(process.exitCode).toBe(0);
  });

  it('prints a user mistake on stderr, nothing on stdout, and exits 1', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await runCli('parse-resume', async () => {
      throw new CliError('file not found: a.pdf');
    });
    expect(error).toHaveBeenCalledWith('parse-resume: file not found: a.pdf');
    expect(write).not.toHaveBeenCalled();
    expect(process.exitCode).toBe(1);
  });
});
