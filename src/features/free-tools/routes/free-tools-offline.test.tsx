import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { freeToolsMessages } from '../lib/messages';
import { SAMPLE_JOB, SAMPLE_RESUME, sampleResumeFile } from '../testing/sample-resume';
import { FreeToolsPage } from './free-tools-page';

// The tools' engine is fetched when a tool is used; here the fetch fails (offline).
vi.mock('../lib/load-engine', () => ({
  loadEngine: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
  prepareEngine: () => undefined,
}));

describe('/free-tools when the engine cannot be fetched', () => {
  it('says so in either tool, and keeps what the visitor gave', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FreeToolsPage />, {
      backend: createFakeBackend({ user: null }),
      path: '/free-tools',
    });
    await user.upload(screen.getByLabelText('Upload resume file'), sampleResumeFile());
    const checker = screen.getByRole('region', { name: 'ATS Resume Checker' });
    expect(await within(checker).findByRole('alert')).toHaveTextContent(freeToolsMessages.toolsUnavailable);

    const matcher = screen.getByRole('region', { name: 'Job Keyword Matcher' });
    await user.click(within(matcher).getByLabelText('Your resume text'));
    await user.paste(SAMPLE_RESUME);
    await user.click(within(matcher).getByLabelText('Job description'));
    await user.paste(SAMPLE_JOB);
    await user.click(within(matcher).getByRole('button', { name: 'Match' }));
    expect(await within(matcher).findByRole('alert')).toHaveTextContent(freeToolsMessages.toolsUnavailable);
    expect(within(matcher).getByLabelText('Job description')).toHaveValue(SAMPLE_JOB);
  });
});
