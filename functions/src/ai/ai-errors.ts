/**
 * Provider failures as one typed error, so the handler can tell "try again in a moment" (busy)
 * from "this did not work" without knowing which provider is configured.
 */
export type AiErrorKind = 'busy' | 'failed';

export class AiError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

/** 429 (quota, rate) and 503 (overloaded) are the providers' ways of saying "busy". */
export function aiErrorForStatus(provider: string, status: number, body: string): AiError {
  const busy = status === 429 || status === 503;
  // The body may echo the prompt; only a short head of it goes into logs.
  return new AiError(busy ? 'busy' : 'failed', `${provider} HTTP ${status}: ${body.slice(0, 300)}`, status);
}

/** Models like to wrap HTML in Markdown fences even when asked not to. */
export function stripCodeFences(text: string): string {
  const t = text.trim();
  const m = /^```[a-zA-Z]*[^\S\n]*\n([\s\S]*?)\n?```\s*$/.exec(t);
  if (m) return m[1]!.trim();
  return t
    .replace(/^```[a-zA-Z]*\s*\n/, '')
    .replace(/\n```\s*$/, '')
    .trim();
}

/** The model's text must at least look like an HTML document. */
export function requireHtml(provider: string, text: string): string {
  const html = stripCodeFences(text);
  if (!/<(html|body|h1|h2|section|div|p|ul)\b/i.test(html)) {
    throw new AiError('failed', `${provider} returned no HTML`);
  }
  return html;
}
