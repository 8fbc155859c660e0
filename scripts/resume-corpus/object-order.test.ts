import { describe, expect, it } from 'vitest';
import { inObjectOrder } from './object-order';

const text = (b: Uint8Array) => Buffer.from(b).toString('latin1');

/** A classic PDF holding the objects in the order given, with its table and trailer. */
function pdf(order: number[]): Uint8Array {
  let out = '%PDF-1.3\n%\xff\xff\xff\xff\n';
  const at: number[] = [];
  for (const n of order) {
    at[n] = out.length;
    out += `${n} 0 obj\n<< /N ${n} /Length 9 >>\nstream\nendobj ${n}\nendstream\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${order.length + 1}\n0000000000 65535 f \n`;
  for (let n = 1; n <= order.length; n++) out += `${String(at[n]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${order.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

describe('inObjectOrder', () => {
  it('writes the same objects in number order whatever order they came in, the table pointing at each', () => {
    const a = inObjectOrder(pdf([3, 1, 4, 2]));
    const b = inObjectOrder(pdf([2, 4, 1, 3]));
    expect(text(a)).toBe(text(b));
    expect(text(a)).toBe(text(pdf([1, 2, 3, 4])));
    const out = text(a);
    const xref = Number(/startxref\n(\d+)/.exec(out)![1]);
    expect(out.slice(xref, xref + 4)).toBe('xref');
    const rows = out.slice(xref).split('\n').slice(3, 7);
    rows.forEach((row, i) =>
      expect(out.slice(Number(row.slice(0, 10)))).toMatch(new RegExp(`^${i + 1} 0 obj`)),
    );
  });

  it('returns a file without one classic table as it came', () => {
    const odd = new Uint8Array(
      Buffer.from('%PDF-1.5\n1 0 obj\n<<>>\nendobj\nstartxref\n9\n%%EOF\n', 'latin1'),
    );
    expect(inObjectOrder(odd)).toBe(odd);
  });
});
