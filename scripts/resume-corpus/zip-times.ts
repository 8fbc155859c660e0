/**
 * A zip (a .docx) with every entry's modification time set to one fixed moment: LibreOffice stamps
 * the time of the save into each entry, whatever SOURCE_DATE_EPOCH says, and the corpus is rebuilt
 * byte for byte. The times are fixed in place (local headers and the central directory), so the
 * entries, their order and their compressed bytes stay the writer's own.
 */

/** 2023-11-14 00:00 as a DOS date and time (the corpus's other pinned dates fall on that day). */
const DOS_DATE = ((2023 - 1980) << 9) | (11 << 5) | 14;
const DOS_TIME = 0;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export function pinnedZipTimes(zip: Uint8Array): Uint8Array {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  // The end-of-directory record is the last 22 bytes, or earlier by a comment of up to 64 KB.
  let end = out.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== END_OF_DIRECTORY) end -= 1;
  if (end < 0) throw new Error('not a zip: no end-of-directory record');
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < entries; i += 1) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Error(`zip directory entry ${i} is damaged`);
    view.setUint16(at + 12, DOS_TIME, true);
    view.setUint16(at + 14, DOS_DATE, true);
    const local = view.getUint32(at + 42, true);
    if (view.getUint32(local, true) !== LOCAL_HEADER) throw new Error(`zip entry ${i}'s header is damaged`);
    view.setUint16(local + 10, DOS_TIME, true);
    view.setUint16(local + 12, DOS_DATE, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return out;
}
