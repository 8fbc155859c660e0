import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { DEFAULT_SETTINGS, SETTINGS_PATH } from '@/domain/settings';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { SettingsTab } from './settings-tab';

function setup(stored: Record<string, unknown> | null = null, failOn?: 'get' | 'write') {
  const backend = createFakeBackend({
    user: fakeUser({ admin: true }),
    docs: {
      seed: stored ? { [SETTINGS_PATH]: stored } : {},
      guard: (op) => (op === failOn ? new BackendError('permission-denied', 'denied') : null),
    },
  });
  renderWithProviders(<SettingsTab />, { backend });
  return { backend, user: userEvent.setup() };
}

const save = () => screen.findByRole('button', { name: 'Save Settings' });

describe('SettingsTab', () => {
  it('shows the stored settings, with defaults for missing sections', async () => {
    setup({
      api: { rateLimit: 250, timeout: 45 },
      features: { magicCV: false, angelAssistant: true, lazyApply: true, lazyTemplates: true },
    });
    expect(await screen.findByLabelText('Rate Limit (requests per minute)')).toHaveValue(250);
    expect(screen.getByLabelText('Timeout (seconds)')).toHaveValue(45);
    expect(screen.getByLabelText('Magic CV')).not.toBeChecked();
    expect(screen.getByLabelText('Lazy Templates')).toBeChecked();
    expect(screen.getByLabelText('Maintenance Message')).toHaveValue(DEFAULT_SETTINGS.maintenance.message);
    expect(screen.getByLabelText('Magic CV Free limit')).toHaveValue(2);
    expect(screen.getByLabelText('Angel Assistant Premium limit')).toHaveValue(100);
    expect(screen.getByLabelText('From Email')).toHaveAttribute('type', 'email');
    for (const title of [
      'Maintenance Mode',
      'Email Configuration',
      'API Configuration',
      'Feature Toggles',
      'Usage Limits',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('overwrites the whole document on save and confirms for 3 seconds', async () => {
    const { backend, user } = setup({ ...DEFAULT_SETTINGS, legacyField: 'old' });
    await user.click(await screen.findByLabelText('Enable maintenance mode'));
    await user.clear(screen.getByLabelText('Maintenance Message'));
    await user.type(screen.getByLabelText('Maintenance Message'), 'Back soon.');
    await user.clear(screen.getByLabelText('Lazy Apply (Easy Apply) Basic limit'));
    await user.type(screen.getByLabelText('Lazy Apply (Easy Apply) Basic limit'), '12');
    await user.type(screen.getByLabelText('Support Email'), 'help@example.com');
    await user.click(await save());
    const done = await screen.findByText('Settings saved successfully');
    expect(backend.docs.dump()[SETTINGS_PATH]).toEqual({
      ...DEFAULT_SETTINGS,
      maintenance: { enabled: true, message: 'Back soon.', allowAdminAccess: true },
      email: { ...DEFAULT_SETTINGS.email, supportEmail: 'help@example.com' },
      limits: {
        ...DEFAULT_SETTINGS.limits,
        basicTier: { ...DEFAULT_SETTINGS.limits.basicTier, lazyApply: 12 },
      },
    });
    await waitForElementToBeRemoved(done, { timeout: 4000 });
  }, 15_000);

  it('refuses out-of-range numbers and bad e-mail addresses without saving', async () => {
    const { backend, user } = setup();
    const timeout = await screen.findByLabelText('Timeout (seconds)');
    await user.clear(timeout);
    await user.type(timeout, '150');
    await user.clear(screen.getByLabelText('Rate Limit (requests per minute)'));
    await user.type(screen.getByLabelText('Rate Limit (requests per minute)'), '0');
    await user.clear(screen.getByLabelText('Magic CV Free limit'));
    await user.type(screen.getByLabelText('Magic CV Free limit'), '-1');
    await user.type(screen.getByLabelText('From Email'), 'not-an-address');
    await user.click(await save());
    expect(await screen.findByText('Timeout must be between 5 and 120 seconds')).toBeInTheDocument();
    expect(screen.getByText('Rate limit must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Limits must be whole numbers of 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(backend.docs.dump()[SETTINGS_PATH]).toBeUndefined();
  });

  it('says so when saving fails, and shows Saving... while it runs', async () => {
    const { backend, user } = setup();
    let release!: (e: Error) => void;
    vi.spyOn(backend.docs, 'set').mockImplementation(() => new Promise((_, reject) => (release = reject)));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(await save());
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    release(new BackendError('permission-denied', 'denied'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save settings');
    expect(screen.queryByText('Settings saved successfully')).not.toBeInTheDocument();
  });

  it('shows the red banner and no form when the settings cannot be loaded', async () => {
    setup(null, 'get');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Failed to load system settings')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
