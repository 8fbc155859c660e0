/**
 * A PDF whose objects are written in the order of their numbers. pdfkit (under @react-pdf/renderer)
 * compresses each stream on its own and writes the object when its compression ends, so two runs
 * write the same objects in different orders. Each object is cut from the file at the offset the
 * cross-reference table gives it, the objects are put in number order and the table is written
 * again: the same objects, the same bytes each run. For a file with one classic table (no object
 * streams, no incremental updates), as pdfkit writes; anything else is returned as it came.
 */
const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1');

export function inObjectOrder(pdf: Uint8Array): Uint8Array {
  const text = latin1(pdf);
  const start = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!start) return pdf;
  const xrefAt = Number(start[1]);
  const table = /^xref\s+0 (\d+)\s+/.exec(text.slice(xrefAt));
  if (!table) return pdf;
  const count = Number(table[1]);
  const rows = text.slice(xrefAt + table[0].length).split(/\r?\n/, count);
  const offsets = rows.map((row, n) => ({
    n,
    at: Number(row.slice(0, 10)),
    used: row.slice(17, 18) === 'n',
  }));
  const used = offsets.filter((o) => o.used);
  if (used.length !== count - 1) return pdf;
  const byOffset = [...used].sort((a, b) => a.at - b.at);
  const trailer = text.slice(xrefAt).indexOf('trailer');
  if (trailer < 0) return pdf;
  const bodies = new Map<number, string>();
  byOffset.forEach((o, i) => bodies.set(o.n, text.slice(o.at, byOffset[i + 1]?.at ?? xrefAt)));
  let out = text.slice(0, byOffset[0]!.at);
  const at: number[] = [];
  for (const { n } of used) {
    at[n] = out.length;
    out += bodies.get(n)!;
  }
  const xref = [
    'xref',
    `0 ${count}`,
    '0000000000 65535 f ',
    ...used.map(({ n }) => `${String(at[n]).padStart(10, '0')} 00000 n `),
  ].join('\n');
  out += `${xref}\n${text.slice(xrefAt + trailer).replace(/startxref\s+\d+/, `startxref\n${out.length}`)}`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
