import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { Sheet } from '@/components/ui/sheet';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/components/providers/auth-context';
import { useBackend } from '@/components/providers/backend-context';
import {
  BLOG_LIMITS,
  blogMessages,
  DEFAULT_BLOG_AUTHOR,
  EMPTY_BLOG_DRAFT,
  splitTags,
  type BlogItem,
  type BlogStatus,
  type BlogType,
} from '@/domain/blog';
import { addContentItem, updateContentItem } from '../api/save-content-item';
import { uploadBlogImage } from '../api/upload-blog-image';
import { checkBlogImage } from '../lib/check-blog-image';
import { ChoiceGroup } from './choice-group';
import { FeaturedImageField, type ImageChoice } from './featured-image-field';

const TYPES: [BlogType, string][] = [
  ['blog', 'Blog'],
  ['page', 'Page'],
  ['template', 'Template'],
];
const STATUSES: [BlogStatus, string][] = [
  ['draft', 'Draft'],
  ['published', 'Published'],
];

/**
 * Add or edit one content item in a bottom sheet (docs/product-rules.md 15.5). A chosen image is
 * checked at once (10MB, first bytes) but uploaded only on save, so a cancelled edit leaves
 * nothing behind in storage.
 */
export function ContentEditorSheet({ item, onClose }: { item: BlogItem | null; onClose: () => void }) {
  const { docs, files } = useBackend();
  const { user } = useAuth();
  const start = item ?? { ...EMPTY_BLOG_DRAFT, id: '' };
  const [title, setTitle] = useState(start.title);
  const [excerpt, setExcerpt] = useState(start.excerpt);
  const [content, setContent] = useState(start.content);
  const [tagsText, setTagsText] = useState(start.tags.join(', '));
  const [type, setType] = useState<BlogType>(start.type);
  const [status, setStatus] = useState<BlogStatus>(start.status);
  const [image, setImage] = useState<ImageChoice>({ url: start.imageUrl, file: null });
  const [imageError, setImageError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File) => {
    setImageError(null);
    const checked = await checkBlogImage(file);
    if (checked.ok) setImage({ url: null, file: { file, contentType: checked.contentType } });
    else setImageError(checked.message);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || busy) return;
    setBusy(true);
    setError(null);
    let imageUrl = image.url;
    if (image.file) {
      try {
        imageUrl = await uploadBlogImage(files, image.file.file, image.file.contentType, Date.now());
      } catch (err) {
        console.error('blog image upload failed', err);
        setError(blogMessages.uploadFailed);
        setBusy(false);
        return;
      }
    }
    const draft = { title, excerpt, content, tags: splitTags(tagsText), type, status, imageUrl };
    try {
      if (item) await updateContentItem(docs, item.id, draft);
      else await addContentItem(docs, draft, user?.displayName?.trim() || DEFAULT_BLOG_AUTHOR);
      onClose();
    } catch (err) {
      // Shown as well as logged, so the edit is not lost silently (docs/product-rules.md 15.5.1).
      console.error('content save failed', err);
      setError(blogMessages.saveFailed);
      setBusy(false);
    }
  };

  return (
    <Sheet open onClose={busy ? () => {} : onClose} title={item ? 'Edit Content' : 'Add New Content'}>
      <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={busy || undefined}>
        <TextField
          label="Title"
          value={title}
          maxLength={BLOG_LIMITS.titleMax}
          onChange={(e) => setTitle(e.target.value)}
          disabled={busy}
        />
        <TextAreaField
          label="Excerpt"
          rows={2}
          value={excerpt}
          onChange={(e) => setExcerpt(e.target.value)}
          disabled={busy}
        />
        <TextAreaField
          label="Content"
          rows={10}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          disabled={busy}
        />
        <TextField
          label="Tags (comma-separated)"
          placeholder="Career Tips, Resume"
          value={tagsText}
          onChange={(e) => setTagsText(e.target.value)}
          disabled={busy}
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:gap-8">
          <ChoiceGroup legend="Type" value={type} options={TYPES} onChange={setType} disabled={busy} />
          <ChoiceGroup
            legend="Status"
            value={status}
            options={STATUSES}
            onChange={setStatus}
            disabled={busy}
          />
        </div>
        <FeaturedImageField
          value={image}
          error={imageError}
          disabled={busy}
          onPick={(f) => void pick(f)}
          onRemove={() => {
            setImage({ url: null, file: null });
            setImageError(null);
          }}
        />
        {error && <Alert>{error}</Alert>}
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || !title.trim()} aria-busy={busy || undefined}>
            {busy ? 'Uploading...' : item ? 'Save Changes' : 'Add Blog Post'}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
