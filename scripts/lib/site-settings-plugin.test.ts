import { describe, expect, it } from 'vitest';
import { siteSettingsProblems } from './site-settings-plugin';

describe('siteSettingsProblems', () => {
  it('accepts a build with none of the settings, and one with good values', () => {
    expect(siteSettingsProblems({})).toEqual([]);
    expect(
      siteSettingsProblems({
        VITE_SUPPORT_EMAIL: 'help@jobkit.dev',
        VITE_ANGEL_DOWNLOAD_BASE_URL: 'https://downloads.jobkit.dev/angel/4.0.5',
      }),
    ).toEqual([]);
  });

  it('names the placeholder host the site once shipped', () => {
    expect(
      siteSettingsProblems({ VITE_ANGEL_DOWNLOAD_BASE_URL: 'https://downloads.example.app/angel' }),
    ).toEqual([
      'VITE_ANGEL_DOWNLOAD_BASE_URL names a host no visitor can reach (downloads.example.app): "https://downloads.example.app/angel"',
    ]);
  });
});
