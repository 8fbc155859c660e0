/** A fake backend and page render for the Easy Apply tests. */
import { fakeMatchScore } from '@/domain/resume/test-utils/match-score';
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { makeDocx } from '@/domain/resume/test-utils/make-zip';
import { asFile, RESUME_LINES } from '@/domain/resume/test-utils/sample-files';
import type {
  JobSuggestion,
  ReadWordResumeInput,
  SuggestJobsInput,
  SuggestJobsResult,
  TailorForJobInput,
} from '@/domain/jobs/contract';
import type { TailorResumeResult } from '@/domain/magic-cv/contract';
import type { ReviseTailoredInput } from '@/domain/magic-cv/revision-contract';
import { createFakeBackend, fakeUser, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import type { DailyUsage } from '@/domain/daily-usage';
import { EasyApplyPage } from '../routes/easy-apply-page';

export const RESUME_TEXT = 'Jordan Rivera\nData Analyst at Northwind Traders\nSQL, Python, Tableau';

export function fakeJob(overrides: Partial<JobSuggestion> = {}): JobSuggestion {
  return {
    id: 'job-1',
    title: 'Senior Data Analyst',
    company: 'Fabrikam',
    location: 'Remote',
    url: 'https://boards.example.test/fabrikam/1',
    sample: false,
    description: 'We need SQL, Python and Tableau experience to build dashboards for retail stores.',
    posted: new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString(),
    score: 82,
    requirementCount: 12,
    keywordRate: 67,
    matched: ['sql', 'python'],
    missing: ['tableau'],
    ...overrides,
  };
}

export function fakeSuggestions(overrides: Partial<SuggestJobsResult> = {}): SuggestJobsResult {
  return {
    suggestions: [
      fakeJob(),
      fakeJob({
        id: 'job-2',
        title: 'BI Developer',
        company: 'Contoso',
        location: 'Berlin',
        url: 'https://boards.example.test/contoso/2',
        score: 55,
        matched: ['sql'],
        missing: ['power bi', 'dax'],
      }),
      fakeJob({ id: 'job-3', title: 'Junior Analyst', company: 'Tailspin', score: 21, matched: [] }),
    ],
    notices: [],
    generatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export function fakeTailorResult(overrides: Partial<TailorResumeResult> = {}): TailorResumeResult {
  return {
    recordId: 'rec-1',
    downloadUrl: 'https://files.memory.test/v1/files/resumes/user-1/1_enhanced.pdf?token=t',
    jobTitle: 'Senior Data Analyst',
    scoreBefore: fakeMatchScore({ score: 41, matched: ['sql'], missing: ['tableau'] }),
    scoreAfter: fakeMatchScore({ score: 78, matched: ['sql', 'python'], missing: [] }),
    removedFacts: [],
    coverLetterUrl: null,
    changes: [],
    ...overrides,
  };
}

export interface EasyApplySetup {
  usage?: DailyUsage;
  suggest?: (input: SuggestJobsInput) => unknown;
  tailor?: (input: TailorForJobInput, backend: FakeBackend) => unknown;
  /** The reviseTailoredResume callable ("What we changed": undo). */
  revise?: (input: ReviseTailoredInput) => unknown;
  /** The server's reading of an uploaded .doc (readWordResume). */
  readWord?: (input: ReadWordResumeInput) => unknown;
  seed?: Record<string, Record<string, unknown>>;
  gamesSlot?: ReactNode;
}

export function setupEasyApply({
  usage,
  suggest,
  tailor,
  revise,
  readWord,
  seed,
  gamesSlot,
}: EasyApplySetup = {}) {
  const calls = {
    suggest: [] as SuggestJobsInput[],
    tailor: [] as TailorForJobInput[],
    revise: [] as ReviseTailoredInput[],
    readWord: [] as ReadWordResumeInput[],
    usage: [] as unknown[],
  };
  const backend: FakeBackend = createFakeBackend({
    user: fakeUser(),
    docs: { seed: { 'users/user-1': { name: 'Jane Doe' }, ...seed } },
    callables: {
      getDailyUsage: (data) => {
        calls.usage.push(data);
        return usage ?? { used: 1, limit: 3, day: '2025-01-01' };
      },
      suggestJobs: (data) => {
        calls.suggest.push(data as SuggestJobsInput);
        return suggest ? suggest(data as SuggestJobsInput) : fakeSuggestions();
      },
      tailorForJob: (data) => {
        calls.tailor.push(data as TailorForJobInput);
        return tailor ? tailor(data as TailorForJobInput, backend) : fakeTailorResult();
      },
      reviseTailoredResume: (data) => {
        calls.revise.push(data as ReviseTailoredInput);
        if (!revise) throw new Error('reviseTailoredResume is not set up for this test');
        return revise(data as ReviseTailoredInput);
      },
      readWordResume: (data) => {
        calls.readWord.push(data as ReadWordResumeInput);
        return readWord ? readWord(data as ReadWordResumeInput) : { text: RESUME_LINES.join('\n') };
      },
      saveBaseResume: () => ({ saved: true }),
    },
  });
  const view = renderWithProviders(<EasyApplyPage uid="user-1" gamesSlot={gamesSlot} />, {
    backend,
    path: '/lazy-apply',
  });
  return { ...view, backend, calls };
}

export const ui = {
  resumeText: () => screen.getByLabelText('Or paste your resume text'),
  fileInput: () => screen.getByLabelText('Upload resume file'),
  find: () => screen.getByRole('button', { name: 'Find Jobs' }),
  cards: () => screen.queryAllByTestId('job-card'),
  tailorButton: (card: HTMLElement) => within(card).getByRole('button', { name: 'Get Tailored Resume' }),
};

export async function pasteResume(user: UserEvent, text = RESUME_TEXT) {
  await user.click(ui.resumeText());
  await user.paste(text);
}

/** A DOCX, which the browser reads itself (the picker offers PDF, DOC and DOCX). */
export const resumeDocx = () =>
  asFile(
    makeDocx(RESUME_LINES),
    'jordan-rivera.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );

/** A Word 97-2003 file: its OLE signature, then padding (the server's reading is faked). */
export function resumeDoc(): File {
  const bytes = new Uint8Array(4096);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return asFile(bytes, 'jordan-rivera.doc', 'application/msword');
}

export async function uploadResume(user: UserEvent, file: File = resumeDocx()) {
  await user.upload(ui.fileInput(), file);
  await screen.findByText('File uploaded successfully');
}
