import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEMPLATES } from '@/domain/templates/catalogue';
import { stubIntersectionObserver } from '../testing/fake-intersection-observer';
import { imageFile } from '../testing/sample-images';
import { choosePreset, pasteResume, ready, setupTemplates, ui } from '../testing/templates-backend';

const [first, second] = TEMPLATES;

beforeEach(() => stubIntersectionObserver(4));
afterEach(() => vi.unstubAllGlobals());

describe('/lazy-templates inputs', () => {
  it('keeps the chooser disabled until there is a resume, then prompts for a template', async () => {
    const user = userEvent.setup();
    setupTemplates();
    await ready();
    const chooser = ui.chooser();
    expect(chooser).toBeDisabled();
    expect(chooser).toHaveTextContent('Please upload your resume first');
    expect(ui.generate()).toBeDisabled();
    expect(screen.getByTestId('step-Resume')).toHaveAttribute('data-done', 'false');

    await pasteResume(user);
    expect(ui.chooser()).toBeEnabled();
    expect(ui.chooser()).toHaveTextContent('Click to select a template');
    expect(screen.getByTestId('step-Resume')).toHaveAttribute('data-done', 'true');
    expect(ui.generate()).toBeDisabled();
  });

  it('opens the sheet with two tabs, picks a preset and closes', async () => {
    const user = userEvent.setup();
    setupTemplates();
    await pasteResume(user);
    await user.click(ui.chooser());
    const sheet = ui.sheet();
    expect(within(sheet).getByRole('tab', { name: 'Choose Template' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(sheet).getByRole('tab', { name: 'Upload Your Own Template' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(sheet).getByRole('button', { name: second!.name }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('chosen-template')).toHaveTextContent(second!.name);
    expect(screen.getByTestId('step-Template')).toHaveAttribute('data-done', 'true');
    expect(ui.generate()).toBeEnabled();

    // Reopened, the choice carries its check; Escape closes without changing it.
    await user.click(ui.chooser());
    expect(screen.getByRole('button', { name: second!.name })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('chosen-template')).toHaveTextContent(second!.name);
  });

  it('uploads a custom design image, which replaces the preset, and a preset clears it again', async () => {
    const user = userEvent.setup();
    setupTemplates();
    await pasteResume(user);
    await choosePreset(user, first!.name);
    await user.click(ui.chooser());
    await user.click(screen.getByRole('tab', { name: 'Upload Your Own Template' }));
    expect(
      screen.getByText(
        'We use your uploaded template and generate a matching resume style. Your image is processed securely and not stored.',
      ),
    ).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Upload template image'),
      imageFile('gif', 'design.png', 'image/png'),
    );
    expect(await screen.findByText('Please upload a PNG or JPG image.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Upload template image'), imageFile('png', 'my design.png'));
    expect(await screen.findByText('Uploading Template...', { selector: 'p' })).toBeInTheDocument();
    expect(ui.generate()).toHaveTextContent('Uploading Template...');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByTestId('chosen-template')).toHaveTextContent('Custom Template (my design.png)');

    // Reopened in custom mode, the sheet starts on the upload tab.
    await user.click(ui.chooser());
    expect(screen.getByRole('tab', { name: 'Upload Your Own Template' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Choose Template' }));
    await user.click(screen.getByRole('button', { name: first!.name }));
    expect(screen.getByTestId('chosen-template')).toHaveTextContent(first!.name);
  });

  it('accepts JPEG, PNG, GIF and WEBP photos by their first bytes', async () => {
    const user = userEvent.setup();
    setupTemplates();
    await ready();
    await user.upload(ui.photoInput(), imageFile('bmp', 'me.png', 'image/png'));
    expect(await screen.findByText('Please upload a JPG, PNG, GIF, or WEBP image.')).toBeInTheDocument();
    expect(screen.getByText('JPG, PNG (max 5MB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeInTheDocument();

    await user.upload(ui.photoInput(), imageFile('webp', 'me.webp', 'image/webp'));
    expect(await screen.findByTestId('photo-name')).toHaveTextContent('me.webp');
    expect(screen.getByRole('button', { name: 'Change Photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByTestId('photo-name')).not.toBeInTheDocument();
  });

  it('opens the privacy information', async () => {
    const user = userEvent.setup();
    setupTemplates();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Privacy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Information' })).toBeInTheDocument();
  });
});
