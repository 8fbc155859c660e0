import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { REVISED_MESSAGE } from '@/components/changes/use-revision';
import type { ResumeChange } from '@/domain/resume/changes/change-schema';
import { fakeMatchScore } from '@/domain/resume/test-utils/match-score';
import { SUMMARY_CHANGE } from '@/domain/resume/test-utils/resume-changes';
import { fakeTailorResult, setupEasyApply, ui, uploadResume } from '../testing/easy-apply-backend';

const CHANGES: ResumeChange[] = [SUMMARY_CHANGE];

beforeEach(() => localStorage.clear());

describe('Easy Apply: What we changed', () => {
  it('shows the changes on the job’s card, and an undo moves its download to the new version', async () => {
    const user = userEvent.setup();
    const revisedUrl = 'https://files.memory.test/v1/files/resumes/user-1/2_1_enhanced.pdf?token=t';
    const { calls } = setupEasyApply({
      tailor: () => fakeTailorResult({ changes: CHANGES }),
      revise: (input) => ({
        downloadUrl: revisedUrl,
        scoreAfter: fakeMatchScore({ score: 74, matched: ['sql'], missing: [] }),
        changes: CHANGES,
        undone: input.undone,
      }),
    });
    await uploadResume(user);
    await user.click(ui.find());
    await waitFor(() => expect(ui.cards()).toHaveLength(3));
    await act(async () => user.click(ui.tailorButton(ui.cards()[1]!)));
    const card = ui.cards()[1]!;
    const section = await within(card).findByRole('region', { name: 'What we changed' });
    expect(within(section).getByTestId('resume-change')).toHaveAccessibleName('Summary rewritten: Summary');
    expect(within(section).getByText('Analyst who builds reports.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Undo Summary rewritten: Summary' }));
    expect(await within(card).findByText(REVISED_MESSAGE)).toBeInTheDocument();
    expect(calls.revise).toEqual([{ recordId: 'rec-1', undone: ['summary'], confirmations: [] }]);
    expect(within(card).getByRole('link', { name: 'Download Tailored Resume' })).toHaveAttribute(
      'href',
      revisedUrl,
    );
    expect(within(section).getByTestId('score-explained')).toHaveTextContent('from 41 % to 74 %');
  });
});
