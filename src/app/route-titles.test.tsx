/**
 * Every route of the route table sets its own document title and description (issue 9: "Every
 * route has its own document title and description"). The routes are read from routes.tsx, so a
 * page added later is checked too.
 */
import { isValidElement } from 'react';
import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { routes } from './routes';
import { renderApp } from './testing/render-app';

const DEFAULT_TITLE = 'JobKit - AI tools for job seekers';
const DEFAULT_DESCRIPTION = 'Site default description.';
const PARAMS: Record<string, string> = { ':postId': 'welcome', ':tag': 'career-tips' };
/** Titles that come from data: wait for the loaded value, not the placeholder shown meanwhile. */
const FROM_DATA: Record<string, string> = {
  '/blog/welcome': 'Welcome to the blog | JobKit',
  '/blog/tag/career-tips': 'Posts tagged Career Tips | JobKit',
};

type Guard = 'public' | 'auth' | 'admin';
interface Visit {
  path: string;
  guard: Guard;
}

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;

/** Every concrete path of the table (the catch-all redirects skipped), with its guard. */
function visits(table: RouteObject[], base = '', guard: Guard = 'public'): Visit[] {
  return table.flatMap((route) => {
    if (route.path === '*') return [];
    let g = guard;
    if (isValidElement(route.element) && route.element.type === RequireAuth) g = 'auth';
    if (isValidElement(route.element) && route.element.type === RequireAdmin) g = 'admin';
    const here = route.path ? join(base, route.path) : base;
    const own: Visit[] =
      route.index || (route.path && !route.children)
        ? [{ path: (here || '/').replace(/:\w+/g, (p) => PARAMS[p] ?? p), guard: g }]
        : [];
    return [...own, ...(route.children ? visits(route.children, here, g) : [])];
  });
}

/** Pages without a route guard that still send a signed-out visitor to sign in themselves. */
const SIGNS_IN_ITSELF = new Set(['/payment-callback']);
const all = visits(routes).map((v) => (SIGNS_IN_ITSELF.has(v.path) ? { ...v, guard: 'auth' as const } : v));
const seed = {
  'users/admin-1': {
    uid: 'admin-1',
    name: 'Admin',
    email: 'admin@example.test',
    subscription: { planId: 'free', planName: 'Free', status: 'active' },
  },
  'blogs/welcome': {
    title: 'Welcome to the blog',
    type: 'blog',
    status: 'published',
    lastUpdated: new Date('2025-01-05T12:00:00Z'),
    author: 'Admin',
    content: 'Hello.',
    excerpt: 'What the JobKit blog is about.',
    tags: ['Career Tips'],
    readTime: '1 min read',
    imageUrl: null,
  },
};

// Signed out where a page allows it (a signed-in visitor to /login is sent away); the admin
// wherever a guard asks for an account.
function backendFor(guard: Guard) {
  const user =
    guard === 'public' ? null : fakeUser({ uid: 'admin-1', email: 'admin@example.test', admin: true });
  return createFakeBackend({ user, docs: { seed } });
}

const seen = new Map<string, string>();
const quiet = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')].map((s) =>
  s.mockImplementation(() => {}),
);
afterAll(() => quiet.forEach((s) => s.mockRestore()));

beforeEach(() => {
  document.title = DEFAULT_TITLE;
  document.head.querySelectorAll('meta[name="description"]').forEach((m) => m.remove());
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = DEFAULT_DESCRIPTION;
  document.head.appendChild(meta);
});

describe('document title and description on every route', () => {
  it('finds the whole route table', () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const path of ['/support', '/terms', '/blog/welcome', '/admin/users', '/magic-cv']) {
      expect(all.map((v) => v.path)).toContain(path);
    }
  });

  it.each(all.map((v) => [v.path, v] as const))(
    '%s',
    async (_, visit) => {
      renderApp(visit.path, backendFor(visit.guard));
      // Lazy pages compile on first import: generous on a busy machine.
      const wanted = FROM_DATA[visit.path];
      await waitFor(
        () =>
          wanted ? expect(document.title).toBe(wanted) : expect(document.title).toMatch(/^.+ \| JobKit$/),
        { timeout: 30_000 },
      );
      expect(document.title).not.toBe(DEFAULT_TITLE);
      const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content;
      expect(description).not.toBe(DEFAULT_DESCRIPTION);
      expect(description.length).toBeGreaterThan(20);
      seen.set(visit.path, document.title);
    },
    60_000,
  );

  it('gives each page its own title (aliases and admin tabs aside)', () => {
    const distinct = [...seen].filter(([p]) => p !== '/home' && !p.startsWith('/admin'));
    const titles = distinct.map(([, t]) => t);
    const repeated = distinct.filter(([, t]) => titles.indexOf(t) !== titles.lastIndexOf(t));
    expect(repeated).toEqual([]);
  });
});
