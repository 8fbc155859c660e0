import { describe, expect, it } from 'vitest';
import { pinnedStamps } from './pinned-stamps';

const pdf = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const text = (b: Uint8Array) => Buffer.from(b).toString('latin1');

describe('pinnedStamps', () => {
  it("sets a run's dates, job time, random IDs and file ID to fixed ones, each the same length", () => {
    const run = (stamp: string, id: string) =>
      pdf(
        `<</CreationDate(D:${stamp}Z')/ModDate (D:${stamp}-00'00')>> <xmp:CreateDate>2026-12-07T00:05:11</xmp:CreateDate>` +
          `/ConTeXt.Time (2026-12-07 00:05) uuid:b4baaf1e-4fd2-a9b3-de2f-bdc2e250f325 ` +
          `/ID [ <${id}>\n<${id}> ] /DocChecksum /${id}`,
      );
    const a = run('20261207000511', '3C9C4C8BEF9A902EFA5B5EC18F805756');
    const b = run('20251101120000', '57FCA66051177AFFDF505C1C00070AE4');
    expect(text(pinnedStamps(a))).toBe(text(pinnedStamps(b)));
    expect(pinnedStamps(a).length).toBe(a.length);
    expect(text(pinnedStamps(a))).toContain('/CreationDate(D:20231114221320Z');
  });

  it('leaves the rest of the file as it was', () => {
    const body = 'BT /F1 12 Tf (Ana Silva 2024-05) Tj ET';
    expect(text(pinnedStamps(pdf(body)))).toBe(body);
  });
});
