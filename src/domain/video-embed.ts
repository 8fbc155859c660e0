/**
 * How to show a configured demo video: YouTube links become privacy-enhanced embeds
 * (youtube-nocookie sets no cookies until the visitor plays), anything else (a web address or a
 * file this site serves, `/media/...`) is played by a <video> element. An empty or unparsable
 * address shows nothing.
 */
export type VideoEmbed = { kind: 'youtube'; src: string } | { kind: 'file'; src: string } | null;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

function rawYoutubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  return url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null;
}

function youtubeId(url: URL): string | null {
  const id = rawYoutubeId(url);
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** A YouTube video's id from any of its links, or a bare id (11 characters); else null. */
export function youtubeVideoId(value: string): string | null {
  const v = value.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(v)) return v;
  try {
    return youtubeId(new URL(v));
  } catch {
    return null;
  }
}

export function videoEmbed(address: string): VideoEmbed {
  const trimmed = address.trim();
  // A file of this site (never `//host`, which is another site's).
  if (/^\/(?!\/)\S*$/.test(trimmed)) return { kind: 'file', src: trimmed };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const id = youtubeId(url);
  if (id) return { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}` };
  if (/(^|\.)youtube(-nocookie)?\.com$|^youtu\.be$/.test(url.hostname)) return null;
  return { kind: 'file', src: url.href };
}
