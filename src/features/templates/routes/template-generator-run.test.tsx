import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { TEMPLATES } from '@/domain/templates/catalogue';
import type { DesignTokens } from '@/domain/templates/clone/design-tokens';
import { stubIntersectionObserver } from '../testing/fake-intersection-observer';
import { imageFile } from '../testing/sample-images';
import {
  choosePreset,
  fakeResult,
  pasteResume,
  RESUME_TEXT,
  setupTemplates,
  ui,
} from '../testing/templates-backend';

const template = TEMPLATES[0]!;

/** Uploads `name` as the custom design and waits for the sheet to close. */
async function chooseCustomDesign(user: UserEvent, name = 'design.png') {
  await user.click(ui.chooser());
  await user.click(screen.getByRole('tab', { name: 'Upload Your Own Template' }));
  await user.upload(screen.getByLabelText('Upload template image'), imageFile('png', name));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
}

/** jsdom has no blob: URLs: numbered ones, and a record of what was made and freed. */
function stubObjectUrls() {
  const made = new Map<string, Blob>();
  const revoked: string[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${made.size + 1}`;
      made.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  return { made, revoked, restore: () => Object.assign(URL, original) };
}

const SIDEBAR_DESIGN: DesignTokens = {
  background: 'dark',
  page: '#181c26',
  ink: '#e5e7eb',
  accent: '#f59e0b',
  columns: 2,
  sidebar: { side: 'left', width: 0.3, colour: '#0d9488', ink: '#ffffff', start: 'top' },
  headerBand: null,
  heading: { decoration: 'none', caps: false },
  photo: null,
  align: 'left',
  margin: 0.06,
  density: 'normal',
};

beforeEach(() => stubIntersectionObserver(4));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/lazy-templates generation', () => {
  it('uploads the photo, calls the callable, shows the result and clears the form', async () => {
    const user = userEvent.setup();
    const { calls, backend } = setupTemplates({
      generate: (_input, b) => {
        b.docs.seed({
          'processedTemplates/rec-1': {
            userId: 'user-1',
            templateName: template.name,
            processedAt: new Date('2025-01-01T10:00:00Z'),
            status: 'completed',
            downloadUrl: 'https://files.memory.test/rec-1.pdf?token=t',
          },
        });
        return fakeResult({ templateId: template.id, templateName: template.name });
      },
    });
    expect(await screen.findByText('No templates generated yet')).toBeInTheDocument();
    expect(await screen.findByTestId('usage-count')).toHaveTextContent('0/2');
    await pasteResume(user);
    await user.upload(ui.photoInput(), imageFile('jpeg', 'Jordan photo.jpg', 'image/jpeg'));
    await screen.findByTestId('photo-name');
    await choosePreset(user, template.name);
    await user.click(ui.generate());

    expect(await screen.findByText('Your resume has been generated successfully!')).toBeInTheDocument();
    const [input] = calls.generate;
    expect(input).toMatchObject({
      resumeText: RESUME_TEXT,
      templateId: template.id,
      customTemplatePath: null,
      customTemplateName: null,
    });
    expect(input!.photoPath).toMatch(/^uploads\/user-1\/images\/\d+_Jordan_photo\.jpg$/);
    expect(backend.files.read(input!.photoPath!)?.contentType).toBe('image/jpeg');
    expect(calls.usage[0]).toEqual({ feature: 'lazyTemplates' });

    // The result (a preset one: no design beside it), and a cleared form back in preset mode.
    expect(screen.getByTitle('Generated resume preview')).toHaveAttribute('sandbox', '');
    expect(screen.queryByRole('figure', { name: 'Your design' })).not.toBeInTheDocument();
    expect(screen.getByTitle('Generated resume preview').getAttribute('srcdoc')).toContain('Jordan Rivera');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      fakeResult().downloadUrl,
    );
    expect(screen.getByRole('button', { name: 'Download as PDF (No Server)' })).toBeInTheDocument();
    expect(ui.resumeText()).toHaveValue('');
    expect(screen.queryByTestId('photo-name')).not.toBeInTheDocument();
    expect(ui.chooser()).toHaveTextContent('Please upload your resume first');
    expect(screen.getByTestId('step-Generate')).toHaveAttribute('data-done', 'true');
    const entry = await screen.findByTestId('history-entry');
    expect(within(entry).getByText(template.name)).toBeInTheDocument();
    await waitFor(() => expect(calls.usage.length).toBeGreaterThanOrEqual(3));
  });

  it('sends a custom design with its name and no preset', async () => {
    const user = userEvent.setup();
    const { calls } = setupTemplates();
    await pasteResume(user);
    await chooseCustomDesign(user);
    await user.click(ui.generate());
    await screen.findByText('Your resume has been generated successfully!');
    expect(calls.generate[0]).toMatchObject({
      templateId: null,
      customTemplateName: 'design.png',
      photoPath: null,
    });
    expect(calls.generate[0]!.customTemplatePath).toMatch(/^uploads\/user-1\/images\/\d+_design\.png$/);
  });

  it('shows the uploaded design beside the resume after a custom run, and frees it when replaced', async () => {
    const urls = stubObjectUrls();
    try {
      const user = userEvent.setup();
      const { unmount } = setupTemplates({
        generate: (input) =>
          input.customTemplatePath ? fakeResult({ design: SIDEBAR_DESIGN }) : fakeResult(),
      });
      await pasteResume(user);
      await chooseCustomDesign(user);
      const chosenUrl = [...urls.made.keys()].at(-1)!;
      await user.click(ui.generate());
      await screen.findByText('Your resume has been generated successfully!');

      // The form is cleared (its own URL freed), but the result keeps the design: the comparison
      // comes before the downloads.
      expect(ui.chooser()).toHaveTextContent('Please upload your resume first');
      expect(urls.revoked).toContain(chosenUrl);
      const designPane = screen.getByRole('figure', { name: 'Your design' });
      const image = within(designPane).getByRole('img', { name: 'Your uploaded design' });
      const imageUrl = image.getAttribute('src')!;
      expect(imageUrl).toMatch(/^blob:test\//);
      expect(urls.revoked).not.toContain(imageUrl);
      expect((urls.made.get(imageUrl) as File).name).toBe('design.png');
      const resumePane = screen.getByRole('figure', { name: 'Your resume' });
      expect(within(resumePane).getByTitle('Generated resume preview')).toHaveAttribute('sandbox', '');
      expect(
        designPane.compareDocumentPosition(screen.getByRole('link', { name: 'Download PDF' })) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();

      // What was read from the design, under it.
      const summary = within(designPane).getByRole('list', { name: 'What we read from it' });
      expect(
        within(summary)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Left sidebar (30% of the page)',
        'Dark page',
        'Accent #f59e0b',
        'No photo',
        'Headings: plain',
        'Two columns',
      ]);
      expect(within(summary).getAllByTestId('design-swatch')[2]).toHaveStyle({ background: '#f59e0b' });

      // A preset run replaces it: no design pane, and the design's URL is freed.
      await pasteResume(user);
      await choosePreset(user, template.name);
      await user.click(ui.generate());
      await waitFor(() =>
        expect(screen.queryByRole('figure', { name: 'Your design' })).not.toBeInTheDocument(),
      );
      expect(urls.revoked).toContain(imageUrl);
      expect(screen.getByTitle('Generated resume preview')).toBeInTheDocument();
      expect(screen.queryByRole('figure', { name: 'Your resume' })).not.toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Your uploaded design' })).not.toBeInTheDocument();
      unmount();
    } finally {
      urls.restore();
    }
  });

  it('frees the design image when the page goes, and shows no summary without design tokens', async () => {
    const urls = stubObjectUrls();
    try {
      const user = userEvent.setup();
      const { unmount } = setupTemplates();
      await pasteResume(user);
      await chooseCustomDesign(user);
      await user.click(ui.generate());
      await screen.findByText('Your resume has been generated successfully!');
      const designPane = screen.getByRole('figure', { name: 'Your design' });
      const imageUrl = within(designPane)
        .getByRole('img', { name: 'Your uploaded design' })
        .getAttribute('src')!;
      expect(within(designPane).queryByRole('list')).not.toBeInTheDocument();
      expect(screen.getByRole('figure', { name: 'Your resume' })).toBeInTheDocument();
      unmount();
      expect(urls.revoked).toContain(imageUrl);
    } finally {
      urls.restore();
    }
  });

  it('shows the blocking wait modal with the games while generating', async () => {
    const user = userEvent.setup();
    let finish: (v: unknown) => void = () => {};
    setupTemplates({ generate: () => new Promise((resolve) => (finish = resolve)) });
    await pasteResume(user);
    await choosePreset(user, template.name);
    await user.click(ui.generate());
    const modal = await screen.findByRole('dialog', {
      name: 'Template is being generated... Play a game while you wait!',
    });
    expect(within(modal).getByTestId('games-slot')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(ui.generate()).toHaveTextContent('Creating Your Resume...');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    finish(fakeResult());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a generation error as Error: {message} and keeps the inputs', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setupTemplates({
      generate: () => {
        throw new BackendError('internal', 'Failed to convert HTML to PDF');
      },
    });
    await pasteResume(user);
    await choosePreset(user, template.name);
    await user.click(ui.generate());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to convert HTML to PDF');
    expect(ui.resumeText()).toHaveValue(RESUME_TEXT);
  });

  it('stops at the daily limit without calling the generator', async () => {
    const user = userEvent.setup();
    const { calls } = setupTemplates({ usage: { used: 2, limit: 2, day: '2025-01-01' } });
    await pasteResume(user);
    await choosePreset(user, template.name);
    await user.click(ui.generate());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached your daily usage limit of 2 templates. Please try again tomorrow.',
    );
    expect(calls.generate).toHaveLength(0);
    expect(screen.getByRole('progressbar', { name: 'Templates generated today' })).toHaveAttribute(
      'data-tone',
      'red',
    );
  });
});
