/**
 * The public job-board APIs of three ATSs, each turned into postings with the date the posting
 * was first published (the Easy Apply window depends on it). Shapes as documented by each ATS:
 *   Greenhouse  GET boards-api.greenhouse.io/v1/boards/{board}/jobs?content=true
 *   Lever       GET api.lever.co/v0/postings/{company}?mode=json
 *   Ashby       GET api.ashbyhq.com/posting-api/job-board/{board}
 * Entries that do not make a valid posting (no date, a description too short) are skipped.
 */
import { jobPostingSchema, type StoredJob } from '@/domain/jobs/contract';
import { htmlToText } from '../sanitize/html-text';

export type BoardKind = 'greenhouse' | 'lever' | 'ashby';
export const BOARD_KINDS: readonly BoardKind[] = ['greenhouse', 'lever', 'ashby'];

export interface BoardConfig {
  kind: BoardKind;
  board: string;
}

export const boardName = (b: BoardConfig) => `${b.kind}:${b.board}`;

/** Document id in `jobs`: stable per board posting, so a re-fetch updates instead of duplicating. */
export const boardJobId = (b: BoardConfig, id: string | number) =>
  `${b.kind}-${b.board}-${String(id)}`.replace(/[^A-Za-z0-9_-]/g, '-');

const titleCase = (slug: string) =>
  slug
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/** Greenhouse escapes its HTML (`&lt;p&gt;`), so the first pass may still leave markup. */
export function descriptionText(html: string): string {
  const once = htmlToText(html);
  return /<\/?[a-z][^>]*>/i.test(once) ? htmlToText(once) : once;
}

type Raw = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown): Raw[] =>
  Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Raw[]) : [];

function build(b: BoardConfig, id: unknown, fields: Raw): StoredJob | null {
  if (id === undefined || id === null || id === '') return null;
  const parsed = jobPostingSchema.safeParse({ ...fields, source: boardName(b) });
  if (!parsed.success || Number.isNaN(parsed.data.posted.getTime())) return null;
  return { id: boardJobId(b, id as string), ...parsed.data };
}

function greenhouse(b: BoardConfig, body: Raw): (StoredJob | null)[] {
  return list(body.jobs).map((j) =>
    build(b, j.id, {
      title: j.title,
      company: str(j.company_name) || titleCase(b.board),
      location: str((j.location as Raw | undefined)?.name),
      url: j.absolute_url,
      description: descriptionText(str(j.content)),
      // first_published is when it went live; updated_at moves on every edit.
      posted: str(j.first_published) || str(j.updated_at) || undefined,
    }),
  );
}

function lever(b: BoardConfig, body: unknown): (StoredJob | null)[] {
  return list(body).map((j) => {
    const lists = list(j.lists).map((l) => `${str(l.text)}\n${str(l.content)}`);
    const html = [str(j.description), ...lists, str(j.additional)].join('\n');
    return build(b, j.id, {
      title: j.text,
      company: titleCase(b.board),
      location: str((j.categories as Raw | undefined)?.location),
      url: j.hostedUrl,
      // The requirement lists live apart from the description: both feed the scoring.
      description: html.trim() ? descriptionText(html) : str(j.descriptionPlain),
      // Lever gives milliseconds since the epoch.
      posted: typeof j.createdAt === 'number' ? new Date(j.createdAt) : undefined,
    });
  });
}

function ashby(b: BoardConfig, body: Raw): (StoredJob | null)[] {
  return list(body.jobs)
    .filter((j) => j.isListed !== false)
    .map((j) =>
      build(b, j.id, {
        title: j.title,
        company: titleCase(b.board),
        location: str(j.location),
        url: str(j.jobUrl) || j.applyUrl,
        description: str(j.descriptionPlain) || descriptionText(str(j.descriptionHtml)),
        posted: str(j.publishedAt) || undefined,
      }),
    );
}

export function boardUrl(b: BoardConfig): string {
  const slug = encodeURIComponent(b.board);
  if (b.kind === 'greenhouse') return `https://boards-api.greenhouse.io/v1/boards/${slug}/jobs?content=true`;
  if (b.kind === 'lever') return `https://api.lever.co/v0/postings/${slug}?mode=json`;
  return `https://api.ashbyhq.com/posting-api/job-board/${slug}`;
}

export function parseBoard(b: BoardConfig, body: unknown): StoredJob[] {
  const obj = (body && typeof body === 'object' ? body : {}) as Raw;
  const all =
    b.kind === 'greenhouse' ? greenhouse(b, obj) : b.kind === 'lever' ? lever(b, body) : ashby(b, obj);
  return all.filter((p): p is StoredJob => p !== null);
}
