import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { makeZip } from '@/domain/resume/test-utils/make-zip';
import { pinnedZipTimes } from './zip-times';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const docx = () =>
  makeZip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>Ana Silva</w:t></w:r></w:p></w:body></w:document>`,
  });

describe('pinnedZipTimes', () => {
  it("sets only each entry's date, in its local header and its directory entry, and keeps the document readable", async () => {
    const zip = docx();
    const pinned = pinnedZipTimes(zip);
    const changed = [...pinned.keys()].filter((i) => pinned[i] !== zip[i]);
    // Three entries, two headers each, a two-byte date each (the time, midnight, is the writer's zero already).
    expect(changed.length).toBe(12);
    expect(Buffer.from(pinnedZipTimes(pinned)).equals(Buffer.from(pinned))).toBe(true);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(pinned) });
    expect(value.trim()).toBe('Ana Silva');
  });

  it('refuses bytes that are not a zip', () => {
    expect(() => pinnedZipTimes(new Uint8Array(40))).toThrow('not a zip');
  });
});
