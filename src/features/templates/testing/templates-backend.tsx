/** A fake backend and page render for the /lazy-templates tests. */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { DocData } from '@/backend/ports';
import type { GenerateTemplateInput, GenerateTemplateResult } from '@/domain/templates/contract';
import { createFakeBackend, fakeUser, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import type { DailyUsage } from '@/domain/daily-usage';
import { TemplateGeneratorPage } from '../routes/template-generator-page';

export const RESUME_TEXT = 'Jordan Rivera\nData Analyst at Northwind Traders\nSQL, Python, Tableau';

export function fakeResult(overrides: Partial<GenerateTemplateResult> = {}): GenerateTemplateResult {
  return {
    recordId: 'rec-1',
    downloadUrl: 'https://files.memory.test/v1/files/resumes/user-1/rec-1.pdf?token=t',
    html: '<!doctype html><html><body><h1>Jordan Rivera</h1></body></html>',
    templateId: 'nova-prime',
    templateName: 'Nova Prime',
    design: null,
    ...overrides,
  };
}

export interface TemplatesSetup {
  usage?: DailyUsage;
  generate?: (input: GenerateTemplateInput, backend: FakeBackend) => unknown;
  seed?: Record<string, DocData>;
}

export function setupTemplates({ usage, generate, seed }: TemplatesSetup = {}) {
  const calls: { generate: GenerateTemplateInput[]; usage: unknown[] } = { generate: [], usage: [] };
  const backend: FakeBackend = createFakeBackend({
    user: fakeUser(),
    docs: { seed },
    callables: {
      getDailyUsage: async (data) => {
        calls.usage.push(data);
        return usage ?? { used: 0, limit: 2, day: '2025-01-01' };
      },
      generateTemplateResume: async (data) => {
        calls.generate.push(data as GenerateTemplateInput);
        return generate ? generate(data as GenerateTemplateInput, backend) : fakeResult();
      },
    },
  });
  const view = renderWithProviders(
    <TemplateGeneratorPage uid="user-1" gamesSlot={<div data-testid="games-slot">Games</div>} />,
    { backend, path: '/lazy-templates' },
  );
  return { ...view, backend, calls };
}

export const ui = {
  resumeText: () => screen.getByLabelText('Or paste your resume text'),
  photoInput: () => screen.getByLabelText('Upload profile photo'),
  chooser: () =>
    screen.getByRole('button', { name: /select a template|upload your resume first|Change template/ }),
  generate: () =>
    screen.getByRole('button', {
      name: /Generate Professional Resume|Creating Your Resume|Uploading Template/,
    }),
  sheet: () => screen.getByRole('dialog', { name: 'Select a Template' }),
};

/** Waits until the signed-in page has rendered. */
export async function ready() {
  await screen.findByRole('heading', { name: 'Upload Your Resume' });
}

export async function pasteResume(user: UserEvent, text = RESUME_TEXT) {
  await ready();
  await user.click(ui.resumeText());
  await user.paste(text);
}

/** Opens the chooser and picks the gallery card named `name`. */
export async function choosePreset(user: UserEvent, name: string) {
  await user.click(ui.chooser());
  await user.click(await screen.findByRole('button', { name }));
}
