import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';
import { sanitizeHtml } from './sanitize-html';

const DIRTY = `<!DOCTYPE html><html><head><title>CV</title>
<style>body { font-family: Arial; color: #222 } @import url("https://evil.test/x.css"); h1 { background: url(https://evil.test/t.png) }</style>
<script>alert(1)</script><link rel="stylesheet" href="https://cdn.test/a.css"><meta http-equiv="refresh" content="0;url=https://evil.test">
</head><body onload="steal()">
<h1 onclick="x()">Jane Roe</h1>
<p>Contact: <a href="mailto:jane@example.com">jane@example.com</a> · <a href="https://github.com/jane" onmouseover="y()">GitHub</a> · <a href="javascript:alert(2)">click</a></p>
<img src="https://tracker.test/pixel.gif" alt="t"><img src="data:image/png;base64,iVBORw0KGgo=" alt="ok">
<iframe src="https://evil.test"></iframe><form action="https://evil.test"><input name="q"></form>
<ul><li style="color:red; background-image:url('https://evil.test/b.png')">Built things</li></ul>
<svg><script>alert(3)</script></svg>
</body></html>`;

describe('sanitizeHtml', () => {
  it('removes scripts, handlers, javascript: URLs, frames, forms and remote resources', async () => {
    const clean = await sanitizeHtml(DIRTY);
    expect(clean.startsWith('<!DOCTYPE html>\n<html')).toBe(true);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/<iframe|<form|<input|<link|<svg|http-equiv/i);
    expect(clean).not.toContain('tracker.test');
    expect(clean).not.toContain('evil.test');
    expect(clean).not.toContain('cdn.test');
  });

  it('keeps styles, text, safe links and inline data images', async () => {
    const clean = await sanitizeHtml(DIRTY);
    expect(clean).toMatch(/<style>[^<]*font-family: Arial/);
    expect(clean).toContain('<h1>Jane Roe</h1>');
    expect(clean).toContain('href="mailto:jane@example.com"');
    expect(clean).toContain('href="https://github.com/jane"');
    expect(clean).toContain('src="data:image/png;base64,');
    expect(clean).toContain('style="color:red;');
    expect(clean).toContain('Built things');
  });

  it('wraps a fragment into a whole document', async () => {
    const clean = await sanitizeHtml('<h1>Only a heading</h1>');
    expect(clean).toMatch(
      /^<!DOCTYPE html>\n<html><head><meta charset="utf-8"><\/head><body><h1>Only a heading<\/h1><\/body><\/html>$/,
    );
  });
});

describe('htmlToText', () => {
  it('puts block elements on their own lines and skips styles', async () => {
    const text = htmlToText(
      '<html><head><style>p{}</style></head><body><h1>Jane  Roe</h1><h2>Experience</h2><p>Engineer, <b>Acme</b></p><ul><li>One</li><li>Two</li></ul></body></html>',
    );
    expect(text).toBe('Jane Roe\nExperience\nEngineer, Acme\n• One\n• Two');
  });
});
