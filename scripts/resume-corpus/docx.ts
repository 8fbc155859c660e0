/**
 * WordprocessingML for corpus cases: paragraphs (bold, size, bullets as "• " text runs) and
 * tables whose cells hold paragraphs, zipped with the tests' minimal zip writer.
 */
import { makeZip } from '@/domain/resume/test-utils/make-zip';
import type { DocxBlock } from './types';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function paragraph(b: Extract<DocxBlock, { p: string }>): string {
  const size = b.size ?? (b.heading ? 26 : 21);
  const props = `<w:rPr>${b.bold || b.heading ? '<w:b/>' : ''}<w:sz w:val="${size}"/></w:rPr>`;
  const text = b.bullet ? `• ${b.p}` : b.p;
  // A tab inside the text is a real <w:tab/> (Word resumes put dates after a tab stop).
  const runs = text
    .split('\t')
    .map((part) => `<w:r>${props}<w:t xml:space="preserve">${esc(part)}</w:t></w:r>`)
    .join(`<w:r><w:tab/></w:r>`);
  return `<w:p>${runs}</w:p>`;
}

function table(b: Extract<DocxBlock, { table: DocxBlock[][][] }>): string {
  const cols = b.table[0]?.length ?? 1;
  const widths = b.widths ?? Array.from({ length: cols }, () => Math.floor(9000 / cols));
  const grid = widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('');
  const rows = b.table
    .map(
      (row) =>
        `<w:tr>${row
          .map(
            (cell, i) =>
              `<w:tc><w:tcPr><w:tcW w:w="${widths[i] ?? 3000}" w:type="dxa"/></w:tcPr>` +
              `${cell.map(block).join('') || '<w:p/>'}</w:tc>`,
          )
          .join('')}</w:tr>`,
    )
    .join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${rows}</w:tbl>`;
}

function block(b: DocxBlock): string {
  return 'table' in b ? table(b) : paragraph(b);
}

export function renderDocx(blocks: DocxBlock[]): Uint8Array {
  return makeZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>` +
      `${blocks.map(block).join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>` +
      `<w:pgMar w:top="1000" w:right="1000" w:bottom="1000" w:left="1000"/></w:sectPr></w:body></w:document>`,
  });
}
