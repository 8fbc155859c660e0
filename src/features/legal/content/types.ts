/**
 * Legal text as data: a document is a list of sections, each a list of blocks. Paragraphs and
 * list items may carry inline links written `[text](href)` (an in-app path, `#anchor`, `mailto:`
 * or `https:`), so the content files stay plain text.
 */
export type LegalBlock =
  | string
  | { list: readonly string[] }
  | { table: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] } }
  | { faq: readonly { question: string; answer: string }[] };

export interface LegalSection {
  /** The in-page anchor (table of contents, links from other pages). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** Shown under the heading as "Last updated {lastUpdated}". */
  lastUpdated: string;
  /** Document title and meta description of the page. */
  metaTitle: string;
  metaDescription: string;
  intro?: string;
  sections: readonly LegalSection[];
}
