import { describe, expect, it } from 'vitest';
import { PARSE_RESUME_USAGE, TAILOR_USAGE, parseResumeArgs, tailorArgs } from './args';

describe('parseResumeArgs', () => {
  it('takes one FILE', () => {
    expect(parseResumeArgs(['cv.pdf'])).toEqual({ ok: true, value: { file: 'cv.pdf' } });
  });

  it('shows the usage line when FILE is missing', () => {
    const r = parseResumeArgs([]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toBe(`missing FILE\n${PARSE_RESUME_USAGE}`);
  });

  it('takes --devset alone, for the development set', () => {
    expect(parseResumeArgs(['--devset'])).toEqual({ ok: true, value: { devset: true } });
    const both = parseResumeArgs(['--devset', 'a.pdf']);
    expect(both.ok || both.message).toMatch(/^--devset takes no FILE\nusage: npm run parse-resume/);
  });

  it('takes --corpus alone, for the generated corpus', () => {
    expect(parseResumeArgs(['--corpus'])).toEqual({ ok: true, value: { corpus: true } });
    const file = parseResumeArgs(['--corpus', 'a.pdf']);
    expect(file.ok || file.message).toMatch(/^--corpus takes no FILE\nusage: npm run parse-resume/);
    const both = parseResumeArgs(['--corpus', '--devset']);
    expect(both.ok || both.message).toMatch(/^--devset and --corpus are separate runs\n/);
  });

  it('refuses a second file and unknown options', () => {
    const two = parseResumeArgs(['a.pdf', 'b.pdf']);
    expect(two.ok || two.message).toMatch(/^unexpected argument: b\.pdf\nusage: npm run parse-resume/);
    const flag = parseResumeArgs(['a.pdf', '--out', 'x.html']);
    expect(flag.ok || flag.message).toMatch(/--out/);
    expect(flag.ok || flag.message).toContain(PARSE_RESUME_USAGE);
  });
});

describe('tailorArgs', () => {
  it('takes RESUME_FILE and JOB_FILE, html off by default', () => {
    expect(tailorArgs(['cv.pdf', 'job.txt'])).toEqual({
      ok: true,
      value: { resumeFile: 'cv.pdf', jobFile: 'job.txt', out: null },
    });
  });

  it('accepts --out before, between or after the files, and --out=FILE', () => {
    const want = { ok: true, value: { resumeFile: 'cv.pdf', jobFile: 'job.txt', out: 'o.html' } };
    expect(tailorArgs(['--out', 'o.html', 'cv.pdf', 'job.txt'])).toEqual(want);
    expect(tailorArgs(['cv.pdf', '--out', 'o.html', 'job.txt'])).toEqual(want);
    expect(tailorArgs(['cv.pdf', 'job.txt', '--out=o.html'])).toEqual(want);
  });

  it('says which file is missing, with the usage line', () => {
    const none = tailorArgs([]);
    expect(none.ok || none.message).toBe(`missing RESUME_FILE and JOB_FILE\n${TAILOR_USAGE}`);
    const one = tailorArgs(['cv.pdf']);
    expect(one.ok || one.message).toBe(`missing JOB_FILE\n${TAILOR_USAGE}`);
  });

  it('refuses --out without a name, extra files and unknown options', () => {
    expect(tailorArgs(['cv.pdf', 'job.txt', '--out']).ok).toBe(false);
    expect(tailorArgs(['cv.pdf', 'job.txt', '--out=']).ok).toBe(false);
    const extra = tailorArgs(['cv.pdf', 'job.txt', 'more.txt']);
    expect(extra.ok || extra.message).toMatch(/^unexpected argument: more\.txt/);
    expect(tailorArgs(['cv.pdf', 'job.txt', '--html', 'x']).ok).toBe(false);
  });
});
