import { describe, expect, it } from 'vitest';
import { extractJobText } from './extract-job-text';

describe('extractJobText', () => {
  it('reads a JobPosting from JSON-LD whatever the case of its script type', async () => {
    const ld = {
      '@type': 'JobPosting',
      title: 'Nurse',
      hiringOrganization: { name: 'Mercy' },
      description: '<p>Night shifts</p>',
    };
    const page = `<html><head><script type=" Application/LD+JSON ">${JSON.stringify(ld)}</script></head><body><main>Layout</main></body></html>`;
    expect(await extractJobText(page)).toBe('Nurse at Mercy\n\nNight shifts');
  });

  it('takes the first role="main" or article element, without the chrome inside it', async () => {
    const page = `<html><body><nav>Menu</nav><div role="main"><h1>Welder</h1><aside>Share</aside><p>TIG welding.</p></div>
      <article>Other story</article></body></html>`;
    expect(await extractJobText(page)).toBe('Welder\nTIG welding.');
  });

  it('puts the page title first when the main content does not start with it', async () => {
    const page = `<html><body><h1>Baker</h1><article><p>Early starts.</p></article><footer>© Site</footer></body></html>`;
    expect(await extractJobText(page)).toBe('Baker\nEarly starts.');
  });
});
