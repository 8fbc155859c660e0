import { describe, expect, it } from 'vitest';
import { collectDocxSource, type MammothInput } from './from-mammoth';

describe('collectDocxSource', () => {
  it('takes the raw text and counts tables and images in the HTML', async () => {
    const seen: MammothInput[] = [];
    const data = new ArrayBuffer(8);
    const mammoth = {
      extractRawText: async (input: MammothInput) => {
        seen.push(input);
        return { value: 'Jordan Rivera\n\nExperience' };
      },
      convertToHtml: async (input: MammothInput) => {
        seen.push(input);
        return {
          value:
            '<p>Jordan</p><table><tr><td><img src="data:image/png;base64,AA" /></td></tr></table>' +
            '<TABLE class="x"><tr><td>2019</td></tr></TABLE><p><img alt="logo"></p><p>tableau</p>',
        };
      },
    };
    const source = await collectDocxSource(mammoth, data);
    expect(source).toEqual({ kind: 'docx', text: 'Jordan Rivera\n\nExperience', tables: 2, images: 2 });
    // The same buffer reaches both calls (and Node's build finds it under `buffer`).
    expect(seen.map((i) => i.arrayBuffer)).toEqual([data, data]);
    expect(seen.every((i) => (i as MammothInput & { buffer?: ArrayBuffer }).buffer === data)).toBe(true);
  });

  it('passes on a failure to read the document', async () => {
    const broken = {
      extractRawText: async () => Promise.reject(new Error('Could not find main document part')),
      convertToHtml: async () => ({ value: '' }),
    };
    await expect(collectDocxSource(broken, new ArrayBuffer(4))).rejects.toThrow('main document part');
  });
});
