import { describe, expect, it } from 'vitest';
import { missingContactLinks, withContactLinks } from './profile-links';

describe('contact links held only by clickable areas', () => {
  const text = 'Jane Doe\nLinkedIn   GitHub\n(555) 123-4567\nCompany site: acme.example.com';

  it('adds profiles, and an e-mail or phone when the text shows none, and nothing else', () => {
    expect(
      missingContactLinks(
        [
          'https://linkedin.com/in/janedoe',
          'https://github.com/janedoe',
          'https://github.com/acme/project/pull/1',
          'https://acme.example.com/',
          'https://blog.example.org/posts/rag',
          'mailto:jane@example.com',
          'tel:(555) 123-4567',
          'tel:+1 555 987 6543',
        ],
        text,
      ),
    ).toEqual(['https://linkedin.com/in/janedoe', 'https://github.com/janedoe', 'jane@example.com']);
    expect(missingContactLinks(['tel:+1 555 987 6543'], 'Jane Doe\njane@example.com')).toEqual([
      '+1 555 987 6543',
    ]);
  });

  it('adds no e-mail or phone link when the text shows one of its kind (a link scrambled against spam robots)', () => {
    expect(
      missingContactLinks(
        ['mailto:wnar@rknzcyr.pbz', 'tel:53578791889'],
        'Jane Doe\n080-2324 6334\njane@example.com',
      ),
    ).toEqual([]);
  });

  it('adds nothing the text already shows, with or without its scheme', () => {
    expect(
      missingContactLinks(
        ['https://www.linkedin.com/in/janedoe/', 'mailto:Jane@Example.com'],
        'linkedin.com/in/janedoe jane@example.com',
      ),
    ).toEqual([]);
  });

  it('puts the added lines after the first line', () => {
    expect(withContactLinks(['Jane Doe', 'Experience'], ['https://github.com/janedoe'])).toEqual([
      'Jane Doe',
      'https://github.com/janedoe',
      'Experience',
    ]);
  });
});
