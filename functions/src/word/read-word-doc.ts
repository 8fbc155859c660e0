/**
 * The text of a Word 97-2003 document (.doc, an OLE compound file) with `word-extractor`, a pure
 * JavaScript reader that needs nothing from outside. Resumes often keep the name and contact
 * line in the page header and columns in text boxes, so those come with the body: header first,
 * then the body, then the text boxes. Throws when the file cannot be read as a Word document.
 */
import WordExtractor from 'word-extractor';

export async function readWordDocText(bytes: Uint8Array): Promise<string> {
  const doc = await new WordExtractor().extract(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
  return [
    doc.getHeaders({ includeFooters: false }),
    doc.getBody(),
    doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }),
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n');
}
