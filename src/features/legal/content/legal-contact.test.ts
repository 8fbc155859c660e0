import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSiteSettings } from '@/domain/site/site-settings';
import type { LegalDocument } from './types';

/** Every text of a document, sections and all. */
const textOf = (doc: LegalDocument) => JSON.stringify(doc);

/** The legal texts as a build with (or without) VITE_SUPPORT_EMAIL writes them. */
async function load(email: string) {
  const { settings } = parseSiteSettings({ VITE_SUPPORT_EMAIL: email });
  vi.resetModules();
  vi.doMock('@/config/site-settings', () => ({ siteSettings: settings }));
  return {
    terms: (await import('./terms')).termsDocument,
    privacy: (await import('./privacy-policy')).privacyPolicyDocument,
    refund: (await import('./refund-policy')).refundPolicyDocument,
  };
}

afterEach(() => {
  vi.doUnmock('@/config/site-settings');
  vi.resetModules();
});

describe('the legal texts’ contact', () => {
  it('is the configured support address', async () => {
    const docs = await load('help@jobkit.dev');
    for (const doc of [docs.terms, docs.privacy]) {
      expect(textOf(doc)).toContain('[help@jobkit.dev](mailto:help@jobkit.dev)');
    }
    expect(textOf(docs.refund)).toContain('[Contact Support](mailto:help@jobkit.dev)');
  });

  it('is the support page while no address is configured, never a made-up one', async () => {
    const docs = await load('');
    for (const doc of Object.values(docs)) {
      expect(textOf(doc)).not.toContain('mailto:');
      expect(textOf(doc)).not.toContain('null');
      expect(textOf(doc)).toContain('](/support)');
    }
  });
});
