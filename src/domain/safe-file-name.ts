/**
 * A storage-safe file name: ASCII letters, digits, dot, dash and underscore, the right extension.
 * `fallback` names a file whose name has nothing usable left.
 */
export function safeFileName(name: string, extension: string, fallback = 'resume'): string {
  const base = name
    .replace(/^.*[\\/]/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+|(?<![._])[._]+$/g, '')
    .slice(0, 80);
  return `${base || fallback}.${extension}`;
}
