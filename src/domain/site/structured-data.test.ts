import { describe, expect, it } from 'vitest';
import { toBlogItem } from '../blog';
import { PRICING_PLANS } from '../pricing/plans';
import { blogPostingJsonLd, jsonLdText, pricingJsonLd } from './structured-data';

describe('structured data', () => {
  it('offers every plan at its monthly US dollar price', () => {
    const ld = pricingJsonLd(PRICING_PLANS) as { offers: { name: string; price: string }[] };
    expect(ld.offers.map((o) => o.name)).toEqual(PRICING_PLANS.map((p) => p.name));
    expect(ld.offers.find((o) => o.name === 'Pro')?.price).toBe('28.00');
    expect(ld.offers.find((o) => o.name === 'Free')?.price).toBe('0.00');
  });

  it('describes a post by its title, author and last update, leaving out what it lacks', () => {
    const post = toBlogItem('p1', {
      title: 'Five resume fixes',
      author: 'Dana',
      excerpt: '',
      lastUpdated: new Date('2026-02-03T04:05:06Z'),
    });
    const ld = blogPostingJsonLd(post, 'https://jobkit.example/blog/p1');
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Five resume fixes',
      author: { name: 'Dana' },
      dateModified: '2026-02-03T04:05:06.000Z',
      url: 'https://jobkit.example/blog/p1',
    });
    expect(ld).not.toHaveProperty('description');
    expect(ld).not.toHaveProperty('image');
  });

  it('never lets a value close its script element', () => {
    const text = jsonLdText({ headline: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
