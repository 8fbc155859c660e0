import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports';
import {
  adminBackend,
  contentItem,
  oversizedPng,
  pngFile,
  renderContentTab,
} from '../testing/content-fixtures';

const sheet = () => screen.getByRole('dialog');
const imageInput = () => within(sheet()).getByLabelText('Featured Image') as HTMLInputElement;

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('No content items found');
  await user.click(screen.getByRole('button', { name: 'Add New' }));
  return sheet();
}

describe('ContentEditorSheet: add', () => {
  it('keeps Add Blog Post disabled until the title has more than spaces', async () => {
    const user = userEvent.setup();
    renderContentTab();
    const s = await openAdd(user);
    const save = within(s).getByRole('button', { name: 'Add Blog Post' });
    expect(save).toBeDisabled();
    await user.type(within(s).getByLabelText('Title'), '   ');
    expect(save).toBeDisabled();
    await user.type(within(s).getByLabelText('Title'), 'Hello');
    expect(save).toBeEnabled();
    expect(within(s).getByText('PNG, JPG, GIF up to 10MB')).toBeInTheDocument();
  });

  it('saves a new draft blog post with split tags, the admin as author and the server time', async () => {
    const user = userEvent.setup();
    const backend = adminBackend();
    renderContentTab(backend);
    const s = await openAdd(user);
    expect(within(s).getByRole('radio', { name: 'Blog' })).toBeChecked();
    expect(within(s).getByRole('radio', { name: 'Draft' })).toBeChecked();
    const fill = async (label: string, text: string) => {
      await user.click(within(s).getByLabelText(label));
      await user.paste(text);
    };
    await fill('Title', '  My first post ');
    await fill('Excerpt', 'Short');
    await fill('Content', 'one two three');
    await fill('Tags (comma-separated)', ' Career Tips, resume,, Resume , ATS ');
    await user.click(within(s).getByRole('button', { name: 'Add Blog Post' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [stored] = Object.values(backend.docs.dump());
    expect(stored).toMatchObject({
      title: 'My first post',
      excerpt: 'Short',
      content: 'one two three',
      tags: ['Career Tips', 'resume', 'ATS'],
      type: 'blog',
      status: 'draft',
      author: 'Site Admin',
      readTime: '1 min read',
      imageUrl: null,
    });
    expect(stored!.lastUpdated).toBeInstanceOf(Date);
    expect(await screen.findByText('My first post')).toBeInTheDocument();
  });

  it('switches type and status', async () => {
    const user = userEvent.setup();
    const backend = adminBackend();
    renderContentTab(backend);
    const s = await openAdd(user);
    await user.type(within(s).getByLabelText('Title'), 'Terms');
    await user.click(within(s).getByRole('radio', { name: 'Page' }));
    await user.click(within(s).getByRole('radio', { name: 'Published' }));
    await user.click(within(s).getByRole('button', { name: 'Add Blog Post' }));
    await waitFor(() => expect(Object.values(backend.docs.dump())).toHaveLength(1));
    expect(Object.values(backend.docs.dump())[0]).toMatchObject({ type: 'page', status: 'published' });
  });
});

describe('ContentEditorSheet: image', () => {
  it('refuses an image over 10MB with a clear message', async () => {
    const user = userEvent.setup();
    renderContentTab();
    await openAdd(user);
    await user.upload(imageInput(), oversizedPng());
    expect(await within(sheet()).findByRole('alert')).toHaveTextContent(
      'This image is larger than 10MB. Please choose a smaller file.',
    );
    expect(within(sheet()).queryByRole('button', { name: /Remove image/ })).not.toBeInTheDocument();
  });

  it('refuses a file that only claims to be an image', async () => {
    const user = userEvent.setup();
    renderContentTab();
    await openAdd(user);
    await user.upload(imageInput(), new File(['<svg onload=alert(1)>'], 'x.png', { type: 'image/png' }));
    expect(await within(sheet()).findByRole('alert')).toHaveTextContent(
      'This file is not a PNG, JPG, GIF or WebP image.',
    );
  });

  it("reads 'Uploading...' while busy, then stores the image under blog/{time}_{safe name}", async () => {
    const user = userEvent.setup();
    const backend = adminBackend();
    const realUpload = backend.files.upload.bind(backend.files);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    backend.files.upload = vi.fn(async (...args: Parameters<typeof realUpload>) => {
      await gate;
      return realUpload(...args);
    });
    renderContentTab(backend);
    const s = await openAdd(user);
    await user.type(within(s).getByLabelText('Title'), 'With image');
    await user.upload(imageInput(), pngFile('my cover (1).png'));
    expect(await within(s).findByText('my cover (1).png')).toBeInTheDocument();
    await user.click(within(s).getByRole('button', { name: 'Add Blog Post' }));

    const busy = await within(s).findByRole('button', { name: 'Uploading...' });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [path] = [...backend.files.files.keys()];
    expect(path).toMatch(/^blog\/\d+_mycover1\.png$/);
    expect(backend.files.read(path!)!.contentType).toBe('image/png');
    const [stored] = Object.values(backend.docs.dump());
    expect(stored!.imageUrl).toContain('/v1/files/blog/');
  });

  it('shows the upload failure and keeps the sheet open', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const backend = adminBackend();
    backend.files.upload = vi.fn(async () => {
      throw new BackendError('unavailable', 'offline');
    });
    renderContentTab(backend);
    const s = await openAdd(user);
    await user.type(within(s).getByLabelText('Title'), 'With image');
    await user.upload(imageInput(), pngFile());
    await within(s).findByRole('button', { name: /Remove image/ });
    await user.click(within(s).getByRole('button', { name: 'Add Blog Post' }));
    expect(await within(s).findByRole('alert')).toHaveTextContent(
      'Failed to upload image. Please try again.',
    );
    expect(within(s).getByRole('button', { name: 'Add Blog Post' })).toBeEnabled();
    expect(backend.docs.dump()).toEqual({});
    log.mockRestore();
  });
});

describe('ContentEditorSheet: edit', () => {
  it('fills the form, removes the image, keeps the author and saves changes', async () => {
    const user = userEvent.setup();
    const backend = adminBackend(
      contentItem('p', 2, { author: 'Original', tags: ['A', 'B'], imageUrl: 'https://img.test/p.png' }),
    );
    renderContentTab(backend);
    await user.click(await screen.findByRole('button', { name: 'Edit Title p' }));
    const s = sheet();
    expect(within(s).getByLabelText('Title')).toHaveValue('Title p');
    expect(within(s).getByLabelText('Tags (comma-separated)')).toHaveValue('A, B');
    expect(within(s).getByRole('radio', { name: 'Published' })).toBeChecked();
    expect(within(s).getByAltText('Featured image preview')).toHaveAttribute('src', 'https://img.test/p.png');
    await user.click(within(s).getByRole('button', { name: /Remove image/ }));
    await user.clear(within(s).getByLabelText('Title'));
    expect(within(s).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.type(within(s).getByLabelText('Title'), 'Renamed');
    await user.click(within(s).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.docs.dump()['blogs/p']).toMatchObject({
      title: 'Renamed',
      author: 'Original',
      imageUrl: null,
      tags: ['A', 'B'],
    });
  });

  it('shows a failed save and keeps the edit', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const backend = adminBackend(contentItem('p', 2));
    backend.docs.update = vi.fn(async () => {
      throw new BackendError('permission-denied', 'denied');
    });
    renderContentTab(backend);
    await user.click(await screen.findByRole('button', { name: 'Edit Title p' }));
    await user.click(within(sheet()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(sheet()).findByRole('alert')).toHaveTextContent(
      'Failed to save the content item. Please try again.',
    );
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
