/**
 * Structured data (schema.org JSON-LD) the public pages carry for search engines: the
 * organisation (index.html), the plans on offer (/pricing) and each blog post.
 */
import type { BlogItem } from '../blog';
import type { PricingPlan } from '../pricing/plans';

export type JsonLd = Record<string, unknown>;

/** The product with one offer per plan at its monthly price in US dollars. */
export function pricingJsonLd(plans: readonly PricingPlan[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'JobKit',
    description: 'AI tools for job seekers: tailored resumes, resume templates, job suggestions and Angel.',
    offers: plans.map((p) => ({
      '@type': 'Offer',
      name: p.name,
      description: p.description,
      price: p.monthlyUsd.toFixed(2),
      priceCurrency: 'USD',
    })),
  };
}

/** A post with its own address (`url`, absolute). */
export function blogPostingJsonLd(post: BlogItem, url: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    author: { '@type': 'Person', name: post.author },
    ...(post.lastUpdated ? { dateModified: post.lastUpdated.toISOString() } : {}),
    ...(post.imageUrl ? { image: post.imageUrl } : {}),
    mainEntityOfPage: url,
    url,
  };
}

/** The JSON for a script element: `<` escaped so a value can never close the element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
