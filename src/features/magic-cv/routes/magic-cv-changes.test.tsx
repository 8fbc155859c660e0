import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/ports';
import { REVISED_MESSAGE } from '@/components/changes/use-revision';
import type { ResumeChange } from '@/domain/resume/changes/change-schema';
import { fakeMatchScore } from '@/domain/resume/test-utils/match-score';
import { SUMMARY_CHANGE } from '@/domain/resume/test-utils/resume-changes';
import {
  fakeResult,
  JOB_TEXT,
  ready,
  setupMagicCv,
  ui,
  type MagicCvSetup,
} from '../testing/magic-cv-backend';

const CHANGES: ResumeChange[] = [
  SUMMARY_CHANGE,
  {
    id: 'moved:bullets:0',
    kind: 'moved',
    where: 'Data Analyst, Northwind Traders',
    effect: 0,
    place: { list: 'bullets', role: 0 },
    before: ['Ran the weekly stock report', 'Built SQL dashboards for 40 stores'],
    after: ['Built SQL dashboards for 40 stores', 'Ran the weekly stock report'],
  },
];

async function run(revise: MagicCvSetup['revise']) {
  const user = userEvent.setup();
  const setup = setupMagicCv({ tailor: () => fakeResult({ changes: CHANGES }), revise });
  await ready();
  await user.click(ui.resumeText());
  await user.paste('Jordan Rivera\nData Analyst at Northwind Traders\nSQL, Python');
  await user.click(ui.jobDescription());
  await user.paste(JOB_TEXT);
  await user.click(ui.submit());
  await screen.findByText('Your enhanced resume is ready!');
  return { user, ...setup };
}

describe('Magic CV: What we changed', () => {
  it('lists each change beside the original, marked by kind, with the score explained', async () => {
    await run(undefined);
    const section = screen.getByRole('region', { name: 'What we changed' });
    expect(within(section).getByTestId('score-explained')).toHaveTextContent(
      'Your match score went from 41 % to 78 %. One change moves it',
    );
    const [summary, moved] = within(section).getAllByTestId('resume-change');
    expect(summary).toHaveAccessibleName('Summary rewritten: Summary');
    expect(within(summary!).getByText('+4 points')).toBeInTheDocument();
    expect(within(summary!).getByText('Analyst who builds reports.')).toBeInTheDocument();
    expect(moved).toHaveAccessibleName('Moved: Data Analyst, Northwind Traders');
    expect(within(moved!).getByText('No effect on the score')).toBeInTheDocument();
    // Only the line tailoring put forward is marked, not the one it pushed down.
    expect(within(moved!).getByText('(moved up)').parentElement).toHaveTextContent(
      'Built SQL dashboards for 40 stores',
    );
  });

  it('undoes a change: the download follows, and the undo can be taken back', async () => {
    const revisedUrl = 'https://files.memory.test/v1/files/resumes/user-1/2_1_enhanced.pdf?token=t';
    const { user, calls } = await run((input) => ({
      downloadUrl: revisedUrl,
      scoreAfter: fakeMatchScore({ score: input.undone?.length ? 74 : 78, matched: ['sql'], missing: [] }),
      changes: CHANGES,
      undone: input.undone,
    }));
    await user.click(screen.getByRole('button', { name: 'Undo Summary rewritten: Summary' }));
    expect(await screen.findByText(REVISED_MESSAGE)).toBeInTheDocument();
    expect(calls.revise).toEqual([{ recordId: 'rec-1', undone: ['summary'], confirmations: [] }]);
    expect(screen.getByRole('link', { name: 'Download Enhanced Resume' })).toHaveAttribute(
      'href',
      revisedUrl,
    );
    expect(screen.getByTestId('ats-score')).toHaveTextContent('41% → 74%');
    const restore = screen.getByRole('button', { name: 'Restore Summary rewritten: Summary' });
    expect(within(screen.getAllByTestId('resume-change')[0]!).getByText('Undone')).toBeInTheDocument();
    await user.click(restore);
    expect(
      await screen.findByRole('button', { name: 'Undo Summary rewritten: Summary' }),
    ).toBeInTheDocument();
    expect(calls.revise.at(-1)).toEqual({ recordId: 'rec-1', undone: [], confirmations: [] });
  });

  it('keeps the run as it was when an undo fails, and says why', async () => {
    const { user } = await run(() => {
      throw new BackendError(
        'failed-precondition',
        'Your resume was changed in another window. Please try again.',
      );
    });
    const link = screen.getByRole('link', { name: 'Download Enhanced Resume' });
    const href = link.getAttribute('href');
    await user.click(screen.getByRole('button', { name: 'Undo Summary rewritten: Summary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your resume was changed in another window. Please try again.',
    );
    expect(link).toHaveAttribute('href', href!);
    expect(screen.getByRole('button', { name: 'Undo Summary rewritten: Summary' })).toBeEnabled();
  });
});
