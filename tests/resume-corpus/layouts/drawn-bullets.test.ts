/**
 * A resume printed by Chromium from tests/e2e/fixtures/left-dates-pdf.ts: its list markers are
 * drawn discs, not text, and a role's first bullet fills its line. The layout reader keeps the
 * next bullet, which opens on an action in the past ("Moved 30 services …"), apart (layout step 7;
 * it ran the two into one), and reads the dates of its left column whole ("2021 –" / "Present").
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readResume } from '@/domain/resume/layout/read-resume';
import { readResumeFileNode } from '../../../scripts/lib/read-resume-node';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'left-dates-drawn-bullets.pdf');

describe('a list whose markers are drawn, beside a left date column', () => {
  it('reads each bullet apart and each range whole', async () => {
    const source = await readResumeFileNode(new Uint8Array(fs.readFileSync(file)));
    const { experience } = readResume(source).resume;
    expect(experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Platform Engineer', 'Globex Logistics', '2021', 'Present'],
      ['Site Reliability Engineer', 'Initech Payments', '2018', '2021'],
    ]);
    expect(experience[1]!.bullets).toEqual([
      'Built the on-call rotation, runbooks and SLO dashboards in Prometheus and Grafana',
      'Moved 30 services from virtual machines to containers on AWS',
    ]);
  });
});
