import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { adminBackend, contentItem, renderContentTab } from '../testing/content-fixtures';

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

const seed = {
  ...contentItem('a', 1),
  ...contentItem('b', 3, { type: 'page', status: 'draft', title: 'About us' }),
  ...contentItem('c', 2, { type: 'template', title: 'Cover letter template' }),
  ...contentItem('d', 4, { status: 'draft', title: 'Resume secrets' }),
};

describe('ContentTab: list', () => {
  it('shows the loading text, then every item newest edit first with its columns', async () => {
    renderContentTab(adminBackend(seed));
    expect(screen.getByText('Loading content...')).toBeInTheDocument();
    await screen.findByText('Resume secrets');
    expect(titles()).toEqual(['Resume secrets', 'About us', 'Cover letter template', 'Title a']);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Title', 'Type', 'Status', 'Last Updated', 'Author', 'Actions']);
    const row = screen.getAllByRole('row')[2]!;
    expect(within(row).getByText('page')).toBeInTheDocument();
    expect(within(row).getByText('draft')).toBeInTheDocument();
    expect(within(row).getByText('Jan 3, 2025')).toBeInTheDocument();
  });

  it('says so when there is nothing', async () => {
    renderContentTab();
    expect(await screen.findByText('No content items found')).toBeInTheDocument();
  });

  it('filters by type, by status and by title, and combines them', async () => {
    const user = userEvent.setup();
    renderContentTab(adminBackend(seed));
    await screen.findByText('Resume secrets');
    const type = screen.getByRole('combobox', { name: 'Filter by type' });
    const status = screen.getByRole('combobox', { name: 'Filter by status' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Types', 'Blog', 'Page', 'Template']);
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Status', 'Published', 'Draft']);

    await user.selectOptions(type, 'Blog');
    expect(titles()).toEqual(['Resume secrets', 'Title a']);
    await user.selectOptions(status, 'Draft');
    expect(titles()).toEqual(['Resume secrets']);
    await user.selectOptions(type, 'All Types');
    expect(titles()).toEqual(['Resume secrets', 'About us']);
    await user.selectOptions(status, 'All Status');

    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), '  COVER ');
    expect(titles()).toEqual(['Cover letter template']);
    await user.selectOptions(type, 'Page');
    expect(screen.getByText('No content items found')).toBeInTheDocument();
  });

  it('opens a public view of the item in a new tab', async () => {
    renderContentTab(adminBackend(seed));
    const view = await screen.findByRole('link', { name: /View About us/ });
    expect(view).toHaveAttribute('href', '/blog/b');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('updates live when an item changes elsewhere', async () => {
    const backend = adminBackend(seed);
    renderContentTab(backend);
    await screen.findByText('Title a');
    await backend.docs.update('blogs/a', { lastUpdated: new Date(Date.UTC(2025, 0, 9, 12)) });
    await waitFor(() => expect(titles()[0]).toBe('Title a'));
  });
});

describe('ContentTab: delete', () => {
  it('asks first; Cancel keeps the item, Delete removes it', async () => {
    const user = userEvent.setup();
    const backend = adminBackend(seed);
    renderContentTab(backend);
    await user.click(await screen.findByRole('button', { name: 'Delete About us' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this item?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.docs.dump()['blogs/b']).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Delete About us' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('About us')).not.toBeInTheDocument());
    expect(backend.docs.dump()['blogs/b']).toBeUndefined();
  });

  it('logs and shows a failed delete', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const backend = createFakeBackend({
      user: fakeUser({ admin: true }),
      docs: {
        seed,
        guard: (op) => (op === 'write' ? new BackendError('permission-denied', 'denied') : null),
      },
    });
    renderContentTab(backend);
    await user.click(await screen.findByRole('button', { name: 'Delete About us' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete the content item. Please try again.',
    );
    expect(log).toHaveBeenCalled();
    expect(screen.getByText('About us')).toBeInTheDocument();
    log.mockRestore();
  });
});
