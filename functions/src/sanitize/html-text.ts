/**
 * Readable text from HTML, with a line break after every block, so the resume parser sees
 * lines the way it sees a pasted resume (textContent alone would glue headings to bullets).
 */
import { parseHtml } from './dom';

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
  'td',
  'th',
  'title',
  'body',
  'html',
]);
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'head']);

/** Text of a DOM node with block breaks; whitespace inside lines collapsed, empty lines dropped. */
export function nodeText(root: Node): string {
  const out: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeType === 3) {
      out.push(n.nodeValue ?? '');
      return;
    }
    if (n.nodeType !== 1 && n.nodeType !== 9 && n.nodeType !== 11) return;
    const tag = n.nodeType === 1 ? (n as Element).tagName.toLowerCase() : '';
    if (SKIP.has(tag)) return;
    const block = BLOCK.has(tag);
    if (block) out.push('\n');
    if (tag === 'li') out.push('• ');
    n.childNodes.forEach(walk);
    if (block) out.push('\n');
    if (tag === 'td' || tag === 'th') out.push(' ');
  };
  walk(root);
  return out
    .join('')
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((l) => l !== '')
    .join('\n');
}

/**
 * The last few texts made, by their HTML: one tailoring reads the same HTML up to three times
 * (the fact check, the completeness check, the score after), and parsing is most of its time.
 */
const recent = new Map<string, string>();
const RECENT = 4;

export async function htmlToText(html: string): Promise<string> {
  const known = recent.get(html);
  if (known !== undefined) return known;
  const doc = await parseHtml(html);
  const text = nodeText(doc.body ?? doc);
  recent.set(html, text);
  if (recent.size > RECENT) recent.delete(recent.keys().next().value!);
  return text;
}
