import { describe, expect, it } from 'vitest';
import { parseSiteSettings, SHIPPED_DEMO_VIDEO, webUrlProblem } from './site-settings';

const SHA = 'ab'.repeat(32);

describe('parseSiteSettings', () => {
  it('reads nothing as configured from an empty environment, except the shipped walkthrough', () => {
    const { settings, problems } = parseSiteSettings({});
    expect(problems).toEqual([]);
    expect(settings.angelWebUrl).toBeNull();
    expect(settings.angelMobileUrl).toBeNull();
    expect(settings.supportEmail).toBeNull();
    expect(settings.aiSupportUrl).toBeNull();
    expect(settings.founderEmail).toBeNull();
    expect(settings.demoVideo).toEqual(SHIPPED_DEMO_VIDEO);
    expect(settings.angelVideos).toEqual({ interview: null, hideMode: null });
    expect(settings.supportGuides).toEqual({ magicCv: null, angelSetup: null });
    expect(settings.angelDownloads.baseUrl).toBeNull();
    expect(settings.humanKeys).toEqual({
      windows: null,
      macIntel: null,
      macAppleSilicon: null,
      demoVideoUrl: null,
    });
  });

  it('treats empty and blank values as not configured', () => {
    const { settings, problems } = parseSiteSettings({ VITE_SUPPORT_EMAIL: '', VITE_ANGEL_WEB_URL: '  ' });
    expect(problems).toEqual([]);
    expect(settings.supportEmail).toBeNull();
    expect(settings.angelWebUrl).toBeNull();
  });

  it('reads every configured value', () => {
    const { settings, problems } = parseSiteSettings({
      VITE_ANGEL_WEB_URL: 'https://angel.jobkit.dev',
      VITE_ANGEL_MOBILE_URL: 'https://angel.jobkit.dev/m',
      VITE_SUPPORT_EMAIL: 'help@jobkit.dev',
      VITE_AI_SUPPORT_URL: 'https://help.jobkit.dev',
      VITE_FOUNDER_EMAIL: 'founder@jobkit.dev',
      VITE_DEMO_VIDEO_URL: 'https://cdn.jobkit.dev/demo.mp4',
      VITE_DEMO_VIDEO_CAPTIONS_URL: '/media/demo.en.vtt',
      VITE_ANGEL_INTERVIEW_VIDEO_URL: 'https://youtu.be/dQw4w9WgXcQ',
      VITE_SUPPORT_VIDEO_MAGIC_CV: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      VITE_SUPPORT_VIDEO_ANGEL_SETUP: 'aBcDeFgHiJk',
      VITE_ANGEL_DOWNLOAD_BASE_URL: 'https://downloads.jobkit.dev/angel/4.0.5/',
      VITE_ANGEL_BUILDS: 'windows, mac-intel',
      VITE_ANGEL_SHA256: `windows=${SHA}`,
      VITE_ANGEL_SIZES: 'windows=92 MB, mac-intel=108 MB',
      VITE_HUMAN_KEYS_WINDOWS_URL: 'https://downloads.jobkit.dev/hk/setup.exe',
    });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      angelWebUrl: 'https://angel.jobkit.dev',
      angelMobileUrl: 'https://angel.jobkit.dev/m',
      supportEmail: 'help@jobkit.dev',
      aiSupportUrl: 'https://help.jobkit.dev',
      founderEmail: 'founder@jobkit.dev',
      demoVideo: { src: 'https://cdn.jobkit.dev/demo.mp4', captions: '/media/demo.en.vtt' },
      angelVideos: { interview: 'https://youtu.be/dQw4w9WgXcQ', hideMode: null },
      supportGuides: { magicCv: 'dQw4w9WgXcQ', angelSetup: 'aBcDeFgHiJk' },
      humanKeys: { windows: 'https://downloads.jobkit.dev/hk/setup.exe', macIntel: null },
    });
    const d = settings.angelDownloads;
    expect(d.baseUrl).toBe('https://downloads.jobkit.dev/angel/4.0.5');
    expect([...d.builds]).toEqual(['windows', 'mac-intel']);
    expect(d.sha256).toEqual({ windows: SHA });
    expect(d.sizes).toEqual({ windows: '92 MB', 'mac-intel': '108 MB' });
  });

  it('publishes every build when VITE_ANGEL_BUILDS is unset', () => {
    const { settings } = parseSiteSettings({ VITE_ANGEL_DOWNLOAD_BASE_URL: 'https://dl.jobkit.dev' });
    expect(settings.angelDownloads.builds).toHaveLength(8);
  });

  it('names each malformed value and leaves it not configured', () => {
    const { settings, problems } = parseSiteSettings({
      VITE_ANGEL_WEB_URL: 'angel.jobkit.dev',
      VITE_ANGEL_MOBILE_URL: 'http://angel.jobkit.dev',
      VITE_SUPPORT_EMAIL: 'support at jobkit',
      VITE_AI_SUPPORT_URL: 'javascript:alert(1)',
      VITE_DEMO_VIDEO_URL: '//cdn.jobkit.dev/x.mp4',
      VITE_SUPPORT_VIDEO_MAGIC_CV: 'jobkitGuide01',
      VITE_ANGEL_BUILDS: 'windows,solaris',
      VITE_ANGEL_SHA256: 'windows=123,beos=' + SHA,
      VITE_ANGEL_SIZES: 'windows=big',
    });
    expect(problems).toHaveLength(10);
    expect(problems.join('\n')).toMatch(/VITE_ANGEL_WEB_URL is not an absolute URL/);
    expect(problems.join('\n')).toMatch(/VITE_ANGEL_MOBILE_URL must start with https:\/\//);
    expect(problems.join('\n')).toMatch(/VITE_SUPPORT_EMAIL is not an e-mail address/);
    expect(problems.join('\n')).toMatch(/VITE_ANGEL_BUILDS: "solaris" is not an Angel build/);
    expect(problems.join('\n')).toMatch(/VITE_ANGEL_SHA256: windows is not a SHA-256/);
    expect(problems.join('\n')).toMatch(/VITE_ANGEL_SHA256: "beos" is not an Angel build/);
    expect(problems.join('\n')).toMatch(/VITE_ANGEL_SIZES: windows is not a size/);
    expect(settings.angelWebUrl).toBeNull();
    expect(settings.supportEmail).toBeNull();
    expect(settings.aiSupportUrl).toBeNull();
    expect(settings.demoVideo).toEqual(SHIPPED_DEMO_VIDEO);
    expect(settings.supportGuides.magicCv).toBeNull();
    expect([...settings.angelDownloads.builds]).toEqual(['windows']);
    expect(settings.angelDownloads.sha256).toEqual({});
  });

  it('refuses the placeholder and reserved hosts no visitor can reach', () => {
    for (const url of [
      'https://angel.example.app',
      'https://downloads.example.app/angel/4.0.5',
      'https://example.com',
      'https://dl.test/x.exe',
      'https://site.invalid',
      'https://app.localhost',
    ]) {
      expect(webUrlProblem(url)).toMatch(/no visitor can reach/);
    }
    const { problems } = parseSiteSettings({ VITE_SUPPORT_EMAIL: 'support@example.com' });
    expect(problems).toEqual([
      'VITE_SUPPORT_EMAIL names a domain no mail reaches (example.com): "support@example.com"',
    ]);
  });

  it('allows plain http only on this machine', () => {
    expect(webUrlProblem('http://127.0.0.1:5173/installers')).toBeNull();
    expect(webUrlProblem('http://localhost:8080')).toBeNull();
    expect(webUrlProblem('http://downloads.jobkit.dev')).toMatch(/https/);
    expect(webUrlProblem('https://user:pw@downloads.jobkit.dev')).toMatch(/user name/);
  });
});
