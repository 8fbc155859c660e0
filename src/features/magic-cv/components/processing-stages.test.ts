import { describe, expect, it } from 'vitest';
import { currentStageLabel, stageRows, type RunProgress } from './processing-stages';

const view = (p: RunProgress) => stageRows(p).map((r) => `${r.label}: ${r.status}`);
const pasted: RunProgress = { client: 'server', usesFile: false, usesUrl: false, reported: null };

describe('stageRows', () => {
  it('with a pasted resume and description: no reading, upload or fetching; one stage current', () => {
    expect(view(pasted)).toEqual([
      'Tailoring your resume: current',
      'Creating PDF: waiting',
      'Saving: waiting',
    ]);
    expect(view({ ...pasted, reported: 'pdf' })).toEqual([
      'Tailoring your resume: done',
      'Creating PDF: current',
      'Saving: waiting',
    ]);
    expect(view({ ...pasted, reported: 'save' })).toEqual([
      'Tailoring your resume: done',
      'Creating PDF: done',
      'Saving: current',
    ]);
    expect(currentStageLabel({ ...pasted, reported: 'pdf' })).toBe('Creating PDF');
  });

  it('with a file and a job URL: reading done, the upload, then what the server reports', () => {
    const file: RunProgress = { client: 'uploading', usesFile: true, usesUrl: true, reported: null };
    expect(view(file)).toEqual([
      'Reading resume: done',
      'Uploading resume: current',
      'Fetching job: waiting',
      'Tailoring your resume: waiting',
      'Creating PDF: waiting',
      'Saving: waiting',
    ]);
    // Sent, the record not seen yet: the server's first stage.
    expect(view({ ...file, client: 'server' }).slice(1, 3)).toEqual([
      'Uploading resume: done',
      'Fetching job: current',
    ]);
    expect(view({ ...file, client: 'server', reported: 'tailor' }).slice(2, 4)).toEqual([
      'Fetching job: done',
      'Tailoring your resume: current',
    ]);
  });

  it('never shows more than one stage current', () => {
    for (const client of ['uploading', 'server'] as const)
      for (const usesFile of [true, false])
        for (const usesUrl of [true, false])
          for (const reported of [null, 'job', 'tailor', 'pdf', 'save'] as const) {
            const rows = stageRows({ client, usesFile, usesUrl, reported });
            expect(rows.filter((r) => r.status === 'current')).toHaveLength(1);
            if (!usesUrl) expect(rows.map((r) => r.label)).not.toContain('Fetching job');
          }
  });
});
