/**
 * The site's outside links, downloads and media, read from the build's `VITE_*` settings
 * (README.md, "Browser build"). Every value is optional: unset (or empty) means "not configured",
 * and the page says so instead of linking to a host that does not exist. A value that is set but
 * malformed is a problem: `vite build` stops on it and the dev server leaves it out with a warning.
 *
 * Runs in Node when Vite starts (scripts/lib/site-settings-plugin.ts), which hands the result to
 * the app as a constant (src/config/site-settings.ts): none of this code reaches the browser.
 */
// With extensions: vite.config.ts loads this module in Node (scripts/lib/site-settings-plugin.ts).
import { ANGEL_BUILD_IDS, isSha256, type AngelBuildId } from '../angel-builds.ts';
import { youtubeVideoId } from '../video-embed.ts';

export type SiteEnv = Readonly<Record<string, string | boolean | undefined>>;

/** The walkthrough the project ships (public/media, made by `npm run demo-video`). */
export const SHIPPED_DEMO_VIDEO = {
  src: '/media/angel-walkthrough.mp4',
  captions: '/media/angel-walkthrough.en.vtt',
} as const;

export interface AngelDownloadSettings {
  /** The folder holding this version's installers under their usual names; null: none published. */
  baseUrl: string | null;
  /** The builds published in that folder (all of them unless VITE_ANGEL_BUILDS names some). */
  builds: readonly AngelBuildId[];
  sha256: Partial<Record<AngelBuildId, string>>;
  sizes: Partial<Record<AngelBuildId, string>>;
}

export interface SiteSettings {
  angelWebUrl: string | null;
  angelMobileUrl: string | null;
  supportEmail: string | null;
  aiSupportUrl: string | null;
  founderEmail: string | null;
  /** The landing page's demo video: the configured one, else the shipped walkthrough. */
  demoVideo: { src: string; captions: string | null };
  /** The two extra demo videos of /angel (a YouTube link or a video file). */
  angelVideos: { interview: string | null; hideMode: string | null };
  /** The YouTube ids of the two video guides of /support. */
  supportGuides: { magicCv: string | null; angelSetup: string | null };
  angelDownloads: AngelDownloadSettings;
  humanKeys: {
    windows: string | null;
    macIntel: string | null;
    macAppleSilicon: string | null;
    demoVideoUrl: string | null;
  };
}

/** Every setting this module reads, with what it holds (README.md's table says the same). */
export const SITE_SETTING_NAMES = [
  'VITE_ANGEL_WEB_URL',
  'VITE_ANGEL_MOBILE_URL',
  'VITE_SUPPORT_EMAIL',
  'VITE_AI_SUPPORT_URL',
  'VITE_FOUNDER_EMAIL',
  'VITE_DEMO_VIDEO_URL',
  'VITE_DEMO_VIDEO_CAPTIONS_URL',
  'VITE_ANGEL_INTERVIEW_VIDEO_URL',
  'VITE_ANGEL_HIDE_MODE_VIDEO_URL',
  'VITE_SUPPORT_VIDEO_MAGIC_CV',
  'VITE_SUPPORT_VIDEO_ANGEL_SETUP',
  'VITE_ANGEL_DOWNLOAD_BASE_URL',
  'VITE_ANGEL_BUILDS',
  'VITE_ANGEL_SHA256',
  'VITE_ANGEL_SIZES',
  'VITE_HUMAN_KEYS_WINDOWS_URL',
  'VITE_HUMAN_KEYS_MAC_INTEL_URL',
  'VITE_HUMAN_KEYS_MAC_ARM_URL',
  'VITE_HUMAN_KEYS_DEMO_VIDEO_URL',
] as const;

type Name = (typeof SITE_SETTING_NAMES)[number];

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * Names reserved for examples and tests (RFC 2606, RFC 6761) and the `example.*` placeholders
 * this site once shipped: no visitor can reach them.
 */
function placeholderHost(host: string): boolean {
  return (
    /(^|\.)(example|invalid|test)$/.test(host) ||
    /(^|\.)example\.[a-z]+$/.test(host) ||
    (host.endsWith('.localhost') && host !== 'localhost')
  );
}

/** Why `raw` is not a link a visitor can follow, or null when it is one. */
export function webUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not an absolute URL';
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.test(host))) {
    return 'must start with https:// (http:// only for 127.0.0.1 or localhost)';
  }
  if (placeholderHost(host)) return `names a host no visitor can reach (${host})`;
  if (url.username || url.password) return 'must not carry a user name or password';
  return null;
}

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

function emailProblem(raw: string): string | null {
  if (!EMAIL.test(raw)) return 'is not an e-mail address';
  const host = raw.slice(raw.indexOf('@') + 1).toLowerCase();
  return placeholderHost(host) ? `names a domain no mail reaches (${host})` : null;
}

/** A web URL, or a path on this site (`/media/...`), for files the site may serve itself. */
function mediaProblem(raw: string): string | null {
  if (/^\/(?!\/)/.test(raw)) return /\s/.test(raw) ? 'must not contain spaces' : null;
  return webUrlProblem(raw);
}

function youtubeProblem(raw: string): string | null {
  return youtubeVideoId(raw) ? null : 'is not a YouTube link or video id';
}

/** `id=value` pairs separated by commas (or new lines), keyed by Angel build id. */
function buildMap(
  raw: string,
  name: Name,
  check: (value: string) => string | null,
  problems: string[],
): Partial<Record<AngelBuildId, string>> {
  const out: Partial<Record<AngelBuildId, string>> = {};
  for (const part of raw.split(/[,\n]/).map((p) => p.trim())) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const id = (eq < 0 ? part : part.slice(0, eq)).trim();
    const value = eq < 0 ? '' : part.slice(eq + 1).trim();
    if (!(ANGEL_BUILD_IDS as readonly string[]).includes(id)) {
      problems.push(`${name}: "${id}" is not an Angel build (${ANGEL_BUILD_IDS.join(', ')})`);
      continue;
    }
    const problem = value ? check(value) : 'has no value';
    if (problem) problems.push(`${name}: ${id} ${problem}`);
    else out[id as AngelBuildId] = value;
  }
  return out;
}

/**
 * Reads the settings; `problems` lists each value that is set but unusable (that value is then
 * treated as not configured). The result is plain JSON: Vite hands it to the app as a constant.
 */
export function parseSiteSettings(env: SiteEnv): { settings: SiteSettings; problems: string[] } {
  const problems: string[] = [];
  const text = (name: Name): string | null => {
    const v = env[name];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  };
  const read = (name: Name, check: (raw: string) => string | null): string | null => {
    const raw = text(name);
    if (raw === null) return null;
    const problem = check(raw);
    if (problem) problems.push(`${name} ${problem}: "${raw}"`);
    return problem ? null : raw;
  };
  const url = (name: Name) => read(name, webUrlProblem);
  const media = (name: Name) => read(name, mediaProblem);
  const email = (name: Name) => read(name, emailProblem);
  const youtube = (name: Name) => {
    const raw = read(name, youtubeProblem);
    return raw && youtubeVideoId(raw);
  };

  const configuredVideo = media('VITE_DEMO_VIDEO_URL');
  const configuredCaptions = media('VITE_DEMO_VIDEO_CAPTIONS_URL');

  const baseUrl = url('VITE_ANGEL_DOWNLOAD_BASE_URL')?.replace(/(?<!\/)\/+$/, '') ?? null;
  const buildList = text('VITE_ANGEL_BUILDS');
  let builds: AngelBuildId[] = [...ANGEL_BUILD_IDS];
  if (buildList) {
    builds = [];
    for (const id of buildList
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if ((ANGEL_BUILD_IDS as readonly string[]).includes(id)) builds.push(id as AngelBuildId);
      else problems.push(`VITE_ANGEL_BUILDS: "${id}" is not an Angel build (${ANGEL_BUILD_IDS.join(', ')})`);
    }
  }
  const sha256 = buildMap(
    text('VITE_ANGEL_SHA256') ?? '',
    'VITE_ANGEL_SHA256',
    (v) => (isSha256(v) ? null : 'is not a SHA-256 (64 hexadecimal digits)'),
    problems,
  );
  const sizes = buildMap(
    text('VITE_ANGEL_SIZES') ?? '',
    'VITE_ANGEL_SIZES',
    (v) => (/^\d+(\.\d+)?\s?(KB|MB|GB)$/i.test(v) ? null : 'is not a size such as "92 MB"'),
    problems,
  );

  return {
    problems,
    settings: {
      angelWebUrl: url('VITE_ANGEL_WEB_URL'),
      angelMobileUrl: url('VITE_ANGEL_MOBILE_URL'),
      supportEmail: email('VITE_SUPPORT_EMAIL'),
      aiSupportUrl: url('VITE_AI_SUPPORT_URL'),
      founderEmail: email('VITE_FOUNDER_EMAIL'),
      // A configured video brings its own captions (or none); the shipped one has its own.
      demoVideo: configuredVideo
        ? { src: configuredVideo, captions: configuredCaptions }
        : { ...SHIPPED_DEMO_VIDEO },
      angelVideos: {
        interview: media('VITE_ANGEL_INTERVIEW_VIDEO_URL'),
        hideMode: media('VITE_ANGEL_HIDE_MODE_VIDEO_URL'),
      },
      supportGuides: {
        magicCv: youtube('VITE_SUPPORT_VIDEO_MAGIC_CV'),
        angelSetup: youtube('VITE_SUPPORT_VIDEO_ANGEL_SETUP'),
      },
      angelDownloads: { baseUrl, builds, sha256: { ...sha256 }, sizes: { ...sizes } },
      humanKeys: {
        windows: url('VITE_HUMAN_KEYS_WINDOWS_URL'),
        macIntel: url('VITE_HUMAN_KEYS_MAC_INTEL_URL'),
        macAppleSilicon: url('VITE_HUMAN_KEYS_MAC_ARM_URL'),
        demoVideoUrl: media('VITE_HUMAN_KEYS_DEMO_VIDEO_URL'),
      },
    },
  };
}
