import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { EasyApplyRoute } from './easy-apply-route';
import { LazyTemplatesRoute } from './lazy-templates-route';
import { MagicCvRoute } from './magic-cv-route';

describe('signed-in tool routes', () => {
  it.each<[string, ReactElement]>([
    ['/magic-cv', <MagicCvRoute />],
    ['/lazy-apply', <EasyApplyRoute />],
    ['/lazy-templates', <LazyTemplatesRoute />],
  ])('%s renders nothing for a signed-out user', (path, route) => {
    const { container } = renderWithProviders(route, { backend: createFakeBackend({ user: null }), path });
    expect(container).toBeEmptyDOMElement();
  });
});
