import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { TEMPLATES } from '@/domain/templates/catalogue';
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

    // The result, and a cleared form back in preset mode.
    expect(screen.getByTitle('Generated resume preview')).toHaveAttribute('sandbox', '');
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
    await user.click(ui.chooser());
    await user.click(screen.getByRole('tab', { name: 'Upload Your Own Template' }));
    await user.upload(screen.getByLabelText('Upload template image'), imageFile('png', 'design.png'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await user.click(ui.generate());
    await screen.findByText('Your resume has been generated successfully!');
    expect(calls.generate[0]).toMatchObject({
      templateId: null,
      customTemplateName: 'design.png',
      photoPath: null,
    });
    expect(calls.generate[0]!.customTemplatePath).toMatch(/^uploads\/user-1\/images\/\d+_design\.png$/);
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
