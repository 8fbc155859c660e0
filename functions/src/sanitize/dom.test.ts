import { describe, expect, it } from 'vitest';
import { elementsWhere, parseHtml, tagOf } from './dom';

describe('elementsWhere', () => {
  it('returns the matching elements under the root in document order', async () => {
    const doc = await parseHtml('<body><ul><li>a</li><li><p>b</p></li></ul><p>c</p></body>');
    const found = elementsWhere(doc.body, (el) => ['li', 'p'].includes(tagOf(el)));
    expect(found.map((el) => `${tagOf(el)}:${el.textContent}`)).toEqual(['li:a', 'li:b', 'p:b', 'p:c']);
    expect(elementsWhere(doc.body, (el) => tagOf(el) === 'table')).toEqual([]);
  });
});
