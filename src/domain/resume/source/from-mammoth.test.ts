import { describe, expect, it } from 'vitest';
import { collectDocxSource, htmlText, type MammothInput } from './from-mammoth';

describe('collectDocxSource', () => {
  it('reads the text and counts tables and images in the HTML', async () => {
    const seen: MammothInput[] = [];
    const data = new ArrayBuffer(8);
    const mammoth = {
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
    expect(source).toEqual({ kind: 'docx', text: 'Jordan\n\n2019\n\ntableau', tables: 2, images: 2 });
    // The buffer reaches mammoth (and Node's build finds it under `buffer`).
    expect(seen.map((i) => i.arrayBuffer)).toEqual([data]);
    expect(seen.every((i) => (i as MammothInput & { buffer?: ArrayBuffer }).buffer === data)).toBe(true);
  });

  it('passes on a failure to read the document', async () => {
    const broken = {
      convertToHtml: async () => Promise.reject(new Error('Could not find main document part')),
    };
    await expect(collectDocxSource(broken, new ArrayBuffer(4))).rejects.toThrow('main document part');
  });
});

describe('htmlText', () => {
  it('keeps a line break inside a paragraph, list bullets and entities', () => {
    expect(
      htmlText('<p><strong>Kees<br />Bouzid</strong></p><ul><li>GD&amp;T</li></ul><p>Tom &amp; Co</p>'),
    ).toBe('Kees\nBouzid\n\n• GD&T\n\nTom & Co');
  });
});
