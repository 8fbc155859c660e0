/**
 * Rewrites a resume document's stylesheet so it applies only under one root element of the app's
 * page. jsPDF's `.html()` renders in the app's own document (it clones the source there), so an
 * unscoped `body { ... }` from the resume would restyle the app while the PDF is drawn.
 */

/** The resume's html/body/:root all become the scope root; everything else is nested under it. */
export function scopeSelector(selector: string, scope: string): string {
  const s = selector.trim().replace(/^(?::root|html)(?![-\w])\s*>?\s*(?=body(?![-\w]))/, '');
  const root = /^(?::root|html|body)(?![-\w])/.exec(s);
  if (root) return `${scope}${s.slice(root[0].length)}`;
  return `${scope} ${s}`;
}

/** Splits a selector list at its top-level commas (not inside :is(...), [..] or quotes). */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * The server prints with Chromium's print media; here the page is a screen. Print queries become
 * `all`, screen-only queries are dropped (that is where templates keep their screen motion).
 * Returns null when no query would match in print.
 */
export function printMediaText(mediaText: string): string | null {
  const kept: string[] = [];
  for (const query of splitSelectorList(mediaText)) {
    const m = /^(only\s+|not\s+)?(print|screen)\b(.*)$/i.exec(query);
    if (!m) {
      kept.push(query);
      continue;
    }
    const negated = /^not/i.test(m[1] ?? '');
    const isPrint = m[2]!.toLowerCase() === 'print';
    if (isPrint === negated) continue;
    kept.push(negated ? 'all' : `all${m[3]}`);
  }
  return kept.length ? kept.join(', ') : null;
}

function scopeRules(rules: CSSRuleList, scope: string): string[] {
  const out: string[] = [];
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      const selectors = splitSelectorList(rule.selectorText).map((s) => scopeSelector(s, scope));
      out.push(`${selectors.join(', ')}${rule.cssText.slice(rule.selectorText.length)}`);
    } else if (rule instanceof CSSMediaRule) {
      const media = printMediaText(rule.media.mediaText);
      if (media === null) continue;
      const inner = scopeRules(rule.cssRules, scope).join('\n');
      out.push(media === 'all' ? inner : `@media ${media} {\n${inner}\n}`);
    } else if (rule instanceof CSSSupportsRule) {
      out.push(`@supports ${rule.conditionText} {\n${scopeRules(rule.cssRules, scope).join('\n')}\n}`);
    } else if (rule instanceof CSSFontFaceRule || rule instanceof CSSKeyframesRule) {
      out.push(rule.cssText);
    }
    // @page, @import and anything unknown have no meaning inside a page of the app.
  }
  return out;
}

/** Parses `css` with the browser's own parser (never applied) and scopes every rule to `scope`. */
export function scopeCss(css: string, scope: string): string {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return scopeRules(sheet.cssRules, scope).join('\n');
}
