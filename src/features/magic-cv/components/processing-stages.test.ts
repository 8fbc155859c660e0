import { describe, expect, it } from 'vitest';
import { stageRows } from './processing-stages';

const view = (rows: ReturnType<typeof stageRows>) => rows.map((r) => `${r.label}: ${r.status}`);

describe('stageRows', () => {
  it('advances the client stages and shows the server stages as in progress together', () => {
    expect(view(stageRows('uploading', true))).toEqual([
      'Reading resume: done',
      'Uploading resume: active',
      'Fetching job: waiting',
      'Tailoring: waiting',
      'Creating PDF: waiting',
      'Saving: waiting',
    ]);
    expect(view(stageRows('server', false))).toEqual([
      'Reading resume: done',
      'Fetching job: in-progress',
      'Tailoring: in-progress',
      'Creating PDF: in-progress',
      'Saving: in-progress',
    ]);
  });
});
