import { describe, expect, it } from 'vitest';
import { parseSiteSettings } from '@/domain/site/site-settings';
import { angelRelease, angelReleaseFrom, humanKeysDownloads } from './downloads';
import { site } from './site';

const SHA = 'cd'.repeat(32);

describe('download configuration', () => {
  it('offers no installer and no outside link in a build without settings', () => {
    // Vitest runs with no site setting (scripts/lib/site-settings-plugin.ts), as the default build does.
    for (const build of Object.values(angelRelease.builds)) {
      expect(build.url).toBeNull();
      expect(build.sha256).toBe('');
      expect(build.sizeText).toBe('');
    }
    expect(humanKeysDownloads.windows).toBeNull();
    expect(site.angelWebUrl).toBeNull();
    expect(site.supportEmail).toBeNull();
    expect(JSON.stringify({ site, angelRelease, humanKeysDownloads })).not.toMatch(/example\.(app|com)/);
  });

  it('builds each published installer from the base URL, with its configured size and checksum', () => {
    const { settings } = parseSiteSettings({
      VITE_ANGEL_DOWNLOAD_BASE_URL: 'https://downloads.jobkit.dev/angel/4.0.5',
      VITE_ANGEL_BUILDS: 'windows,linux-appimage',
      VITE_ANGEL_SHA256: `linux-appimage=${SHA}`,
      VITE_ANGEL_SIZES: 'windows=92 MB',
    });
    const { builds, version } = angelReleaseFrom(settings.angelDownloads);
    expect(version).toBe('4.0.5');
    expect(builds.windows).toEqual({
      id: 'windows',
      label: 'Windows',
      fileName: 'Angel-AI-Setup-4.0.5.exe',
      url: 'https://downloads.jobkit.dev/angel/4.0.5/Angel-AI-Setup-4.0.5.exe',
      sizeText: '92 MB',
      sha256: '',
    });
    expect(builds['linux-appimage'].sha256).toBe(SHA);
    expect(builds['mac-intel'].url).toBeNull();
    expect(builds['linux-deb'].url).toBeNull();
  });
});
