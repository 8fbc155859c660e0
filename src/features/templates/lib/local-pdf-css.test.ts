import { describe, expect, it } from 'vitest';
import { pageMarginsMm } from './page-margins';
import { drawableFontSizePx, pdfFontStack } from './pdf-fonts';
import { buildPrintRoot } from './print-root';
import { lengthsToPx } from './restate-styles';
import { meanColor, over, parseRgba, rgbaCss } from './rgba';
import { printMediaText, scopeCss, scopeSelector, splitSelectorList } from './scope-css';

const S = '.s';

describe('scopeSelector', () => {
  it('makes html, body and :root the scope root and nests the rest', () => {
    expect(scopeSelector('body', S)).toBe('.s');
    expect(scopeSelector('html', S)).toBe('.s');
    expect(scopeSelector(':root', S)).toBe('.s');
    expect(scopeSelector('html body .x', S)).toBe('.s .x');
    expect(scopeSelector(':root > body', S)).toBe('.s');
    expect(scopeSelector('body.dark h1', S)).toBe('.s.dark h1');
    expect(scopeSelector('h1 > b', S)).toBe('.s h1 > b');
    expect(scopeSelector('.body-copy', S)).toBe('.s .body-copy');
    expect(scopeSelector('bodyguard', S)).toBe('.s bodyguard');
  });

  it('splits selector lists only at top-level commas', () => {
    expect(splitSelectorList('a, :is(b, c), [d="e,f"], g')).toEqual(['a', ':is(b, c)', '[d="e,f"]', 'g']);
  });
});

describe('printMediaText', () => {
  it('keeps what matches in print and drops screen-only queries', () => {
    expect(printMediaText('print')).toBe('all');
    expect(printMediaText('print and (max-width: 600px)')).toBe('all and (max-width: 600px)');
    expect(printMediaText('screen and (prefers-reduced-motion: no-preference)')).toBeNull();
    expect(printMediaText('not print')).toBeNull();
    expect(printMediaText('not screen')).toBe('all');
    expect(printMediaText('(min-width: 700px)')).toBe('(min-width: 700px)');
    expect(printMediaText('screen, print')).toBe('all');
  });
});

describe('scopeCss', () => {
  it('scopes rules, unwraps print, drops screen motion and @page', () => {
    const css = scopeCss(
      `@page { size: A4; margin: 0 }
       body { margin: 0 } h1, .name { color: red }
       @media print { .entry { break-inside: avoid } }
       @media screen and (prefers-reduced-motion: no-preference) { .sec { animation: rise 1s } }`,
      S,
    );
    expect(css).toContain('.s {');
    expect(css).toMatch(/\.s h1, \.s \.name \{/);
    expect(css).toMatch(/\.s \.entry \{/);
    expect(css).not.toContain('@media');
    expect(css).not.toContain('animation');
    expect(css).not.toContain('@page');
  });
});

describe('pageMarginsMm', () => {
  it('reads @page margins in any absolute unit, and falls back without one', () => {
    expect(pageMarginsMm('@page { size: A4; margin: 0; }')).toEqual([0, 0, 0, 0]);
    const [top, right] = pageMarginsMm('@page { margin: 0.5in 10mm; }');
    expect(top).toBeCloseTo(12.7);
    expect(right).toBe(10);
    expect(pageMarginsMm('body { margin: 0 }', [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
  });
});

describe('buildPrintRoot', () => {
  it('keeps the body under a scoped root, without scripts or handlers', () => {
    const { root, css } = buildPrintRoot(
      `<!doctype html><html><head><style>body { color: #123456 }</style><script>alert(1)</script>
       <link rel="stylesheet" href="https://x.test/a.css"></head>
       <body class="r" style="margin: 0"><h1 onclick="alert(2)">Maya</h1>
       <a href="javascript:alert(3)">x</a><img src="data:image/png;base64,AA" onerror="alert(4)">
       <iframe src="https://x.test"></iframe><script>alert(5)</script></body></html>`,
      'scope-1',
    );
    expect(root.className).toBe('scope-1 r');
    expect(root.getAttribute('style')).toBe('margin: 0');
    expect(root.querySelector('script, iframe, link')).toBeNull();
    expect(root.querySelector('h1')!.hasAttribute('onclick')).toBe(false);
    expect(root.querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(root.querySelector('img')!.hasAttribute('onerror')).toBe(false);
    expect(root.textContent).toContain('Maya');
    expect(css).toContain('#123456');
    const style = root.querySelector('style')!.textContent!;
    expect(style).toContain('@layer jobkit-local-pdf');
    expect(style).toMatch(/\.scope-1 \{ color: (#123456|rgb\(18, 52, 86\)); \}/);
  });
});

describe('colour and length helpers', () => {
  it('parses, composites and writes rgb() colours', () => {
    expect(parseRgba('rgba(10, 20, 30, 0.5)')).toEqual([10, 20, 30, 0.5]);
    expect(parseRgba('rgb(1 2 3 / 25%)')).toEqual([1, 2, 3, 0.25]);
    expect(parseRgba('transparent')).toEqual([0, 0, 0, 0]);
    expect(over([0, 0, 255, 0.5], [255, 255, 255, 1])).toEqual([128, 128, 255, 1]);
    expect(rgbaCss([1, 2, 3, 1])).toBe('rgb(1, 2, 3)');
    expect(rgbaCss([1, 2, 3, 0.25])).toBe('rgba(1, 2, 3, 0.25)');
    expect(meanColor('linear-gradient(90deg, rgb(0, 0, 0) 0px, rgb(200, 100, 50) 10px)')).toEqual([
      100, 50, 25, 1,
    ]);
    expect(meanColor('none')).toBeNull();
  });

  it('restates absolute lengths in px, but not inside url()', () => {
    expect(lengthsToPx('linear-gradient(to right, red 0px, red 68mm, white 68mm)')).toBe(
      'linear-gradient(to right, red 0px, red 257.008px, white 257.008px)',
    );
    expect(lengthsToPx('0 0 0 1in blue, 1pt 2pc')).toBe('0 0 0 96px blue, 1.333px 32px');
    expect(lengthsToPx('url(data:image/png;base64,A3in+)')).toBe('url(data:image/png;base64,A3in+)');
  });

  it('lays text out in the widths of the font jsPDF will draw', () => {
    expect(pdfFontStack('"Helvetica Neue", Helvetica, Arial, sans-serif')).toMatch(
      /^Arial, .*Helvetica, sans-serif$/,
    );
    expect(pdfFontStack('Georgia, Cambria, "Times New Roman", serif')).toMatch(/Times, serif$/);
    expect(pdfFontStack('"SF Mono", Menlo, monospace')).toMatch(/Courier, monospace$/);
    expect(pdfFontStack('"Segoe UI", "DejaVu Sans", sans-serif')).toMatch(/Helvetica, sans-serif$/);
    expect(pdfFontStack('Inter')).toMatch(/Times, serif$/);
  });

  it('lays text out at a size jsPDF draws exactly (it floors px * 72 / 25.4)', () => {
    const k = 72 / 25.4;
    for (const px of [12.6667, 16, 9.5 * (4 / 3), 31.4]) {
      const laid = drawableFontSizePx(px);
      expect(laid).toBeLessThanOrEqual(px + 0.01);
      expect(Math.floor(laid * k)).toBe(Math.floor(px * k + 1e-6));
      expect(laid * k - Math.floor(laid * k)).toBeLessThan(0.02);
    }
  });
});
