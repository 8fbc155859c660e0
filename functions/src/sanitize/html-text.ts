/**
 * Readable text from HTML, with a line break after every block, so the resume parser sees
 * lines the way it sees a pasted resume (textContent alone would glue headings to bullets).
 *
 * htmlToText parses with parse5, the HTML parser jsdom itself runs (the same tree, scripting
 * off as in DOMParser), without building a DOM: a jsdom document costs several times the
 * parse in objects, which jsdom keeps alive until the running task ends, and a tailoring reads
 * its HTML back once for every check (`npm run bench -- fuzz`). nodeText reads a DOM that a
 * caller already holds; both walk the tree one way.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

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

/** How the block walk sees a tree: a DOM's nodes, or parse5's. */
interface TreeView<N> {
  /** A text node's text, or null for any other node. */
  text(n: N): string | null;
  /** An element's lower-case tag; '' for a document or fragment; null for anything else (comments). */
  tag(n: N): string | null;
  children(n: N): Iterable<N>;
}

/** Text of a tree with block breaks; whitespace inside lines collapsed, empty lines dropped. */
function blockText<N>(root: N, view: TreeView<N>): string {
  const out: string[] = [];
  const walk = (n: N) => {
    const text = view.text(n);
    if (text !== null) {
      out.push(text);
      return;
    }
    const tag = view.tag(n);
    if (tag === null || SKIP.has(tag)) return;
    const block = BLOCK.has(tag);
    if (block) out.push('\n');
    if (tag === 'li') out.push('• ');
    for (const child of view.children(n)) walk(child);
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

const DOM_VIEW: TreeView<Node> = {
  text: (n) => (n.nodeType === 3 ? (n.nodeValue ?? '') : null),
  tag: (n) =>
    n.nodeType === 1
      ? (n as Element).tagName.toLowerCase()
      : n.nodeType === 9 || n.nodeType === 11
        ? ''
        : null,
  children: (n) => n.childNodes,
};

/** Text of a DOM node with block breaks; whitespace inside lines collapsed, empty lines dropped. */
export const nodeText = (root: Node): string => blockText(root, DOM_VIEW);

type Parse5Node = DefaultTreeAdapterMap['node'];

const PARSE5_VIEW: TreeView<Parse5Node> = {
  text: (n) => (n.nodeName === '#text' ? (n as DefaultTreeAdapterMap['textNode']).value : null),
  tag: (n) =>
    'tagName' in n
      ? n.tagName
      : n.nodeName === '#document' || n.nodeName === '#document-fragment'
        ? ''
        : null,
  children: (n) => ('childNodes' in n ? n.childNodes : []),
};

const childNamed = (n: Parse5Node | undefined, name: string): Parse5Node | undefined =>
  n && 'childNodes' in n ? n.childNodes.find((c) => c.nodeName === name) : undefined;

/** Readable text of an HTML document or fragment (its body's, when it has one). */
export function htmlToText(html: string): string {
  const doc = parse(html, { scriptingEnabled: false });
  const body = childNamed(childNamed(doc, 'html'), 'body');
  return blockText(body ?? doc, PARSE5_VIEW);
}
