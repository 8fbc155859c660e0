/**
 * A storage-safe file name: ASCII letters, digits, dot, dash and underscore, the right extension.
 * (Magic CV has the same rule; features do not share code, so it is repeated here.)
 */
export function safeFileName(name: string, extension: string, fallback = 'file'): string {
  const base = name
    .replace(/^.*[\\/]/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 80);
  return `${base || fallback}.${extension}`;
}
