/** A fake backend and page render for the Magic CV tests. */
import { fakeMatchScore } from '@/domain/resume/test-utils/match-score';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { TailorResumeInput, TailorResumeResult } from '@/domain/magic-cv/contract';
import type { SaveBaseResumeInput } from '@/domain/resume/base-resume';
import type { ReviseTailoredInput } from '@/domain/magic-cv/revision-contract';
import { asFile, makeTxt } from '@/domain/resume/test-utils/sample-files';
import { createFakeBackend, fakeUser, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import type { DailyUsage } from '@/domain/daily-usage';
import { MagicCvPage } from '../routes/magic-cv-page';

export const JOB_TEXT =
  'Data Analyst at Fabrikam. We need SQL, Python and Tableau experience to build dashboards for retail stores.';

export function fakeResult(overrides: Partial<TailorResumeResult> = {}): TailorResumeResult {
  return {
    recordId: 'rec-1',
    downloadUrl: 'https://files.memory.test/v1/files/resumes/user-1/1_enhanced.pdf?token=t',
    jobTitle: 'Data Analyst',
    scoreBefore: fakeMatchScore({ score: 41, matched: ['sql'], missing: ['tableau', 'python'] }),
    scoreAfter: fakeMatchScore({
      score: 78,
      matched: ['sql', 'python'],
      missing: ['tableau'],
      unbacked: ['5+ years of Tableau'],
    }),
    removedFacts: [],
    coverLetterUrl: null,
    changes: [],
    ...overrides,
  };
}

export interface MagicCvSetup {
  plan?: 'free' | 'paid';
  usage?: DailyUsage | (() => DailyUsage | Promise<DailyUsage>);
  tailor?: (input: TailorResumeInput, backend: FakeBackend) => unknown;
  /** The saveBaseResume callable (default: stores the document as the handler would). */
  saveBase?: (input: SaveBaseResumeInput, backend: FakeBackend) => unknown;
  /** Documents to start with besides the user (e.g. a saved base resume). */
  seed?: Record<string, Record<string, unknown>>;
  /** The reviseTailoredResume callable ("What we changed": undo). */
  revise?: (input: ReviseTailoredInput, backend: FakeBackend) => unknown;
}

export function setupMagicCv({
  plan = 'free',
  usage,
  tailor,
  saveBase,
  seed = {},
  revise,
}: MagicCvSetup = {}) {
  const calls: {
    tailor: TailorResumeInput[];
    usage: number;
    saveBase: SaveBaseResumeInput[];
    revise: ReviseTailoredInput[];
  } = { tailor: [], usage: 0, saveBase: [], revise: [] };
  const subscription =
    plan === 'paid'
      ? { planId: 'magic-monthly', planName: 'Magic Monthly', status: 'active' }
      : { planId: 'free', planName: 'Free', status: 'active' };
  const backend: FakeBackend = createFakeBackend({
    user: fakeUser(),
    docs: { seed: { 'users/user-1': { name: 'Jane Doe', subscription }, ...seed } },
    callables: {
      getDailyUsage: async () => {
        calls.usage += 1;
        const u = typeof usage === 'function' ? await usage() : usage;
        return u ?? { used: 0, limit: plan === 'paid' ? null : 2, day: '2025-01-01' };
      },
      tailorResume: async (data) => {
        calls.tailor.push(data as TailorResumeInput);
        return tailor ? tailor(data as TailorResumeInput, backend) : fakeResult();
      },
      reviseTailoredResume: async (data) => {
        calls.revise.push(data as ReviseTailoredInput);
        if (!revise) throw new Error('reviseTailoredResume is not set up for this test');
        return revise(data as ReviseTailoredInput, backend);
      },
      saveBaseResume: async (data) => {
        const input = data as SaveBaseResumeInput;
        calls.saveBase.push(input);
        if (saveBase) return saveBase(input, backend);
        backend.docs.seed({ 'baseResumes/user-1': { userId: 'user-1', ...input, updatedAt: new Date() } });
        return { saved: true };
      },
    },
  });
  const view = renderWithProviders(<MagicCvPage uid="user-1" />, { backend, path: '/magic-cv' });
  return { ...view, backend, calls };
}

export const resumeFile = () => asFile(makeTxt(), 'jordan-rivera.txt', 'text/plain');

export const ui = {
  resumeText: () => screen.getByLabelText('Or paste your resume text'),
  fileInput: () => screen.getByLabelText('Upload resume file'),
  jobUrl: () => screen.getByLabelText('Job URL'),
  jobDescription: () => screen.getByLabelText('Job Description'),
  coverLetter: () => screen.getByLabelText('Also write a cover letter'),
  submit: () => screen.getByRole('button', { name: 'Get Enhanced Resume' }),
};

/** Waits until the plan has loaded (the description is enabled for everyone). */
export async function ready() {
  await screen.findByText('Resumes enhanced today');
}

export async function uploadResume(user: UserEvent) {
  await user.upload(ui.fileInput(), resumeFile());
  await screen.findByText('File uploaded successfully');
}
