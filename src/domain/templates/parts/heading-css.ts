/** Section-title treatments. Colours come from variables, so the same rule works on panels. */
import type { HeadingStyle } from '../catalogue';

const STYLES: Record<HeadingStyle, string> = {
  rule: `.sec-title { text-transform: uppercase; letter-spacing: .08em; font-size: 1.02em;
  padding-bottom: .3em; border-bottom: 1.5px solid var(--accent); }`,
  'line-after': `.sec-title { text-transform: uppercase; letter-spacing: .1em; font-size: .98em; }
.sec-title::after { content: ''; flex: 1 1 0; min-width: 1.5em; height: 1px;
  background: color-mix(in srgb, var(--accent) 50%, transparent); }`,
  caps: `.sec-title { text-transform: uppercase; letter-spacing: .2em; font-size: .88em; }`,
  bar: `.sec-title { padding-left: .55em; border-left: 4px solid var(--accent); color: var(--ink);
  text-transform: uppercase; letter-spacing: .06em; font-size: 1em; }
.sec-title .sec-icon { color: var(--accent); }`,
  pill: `.sec-title { width: fit-content; max-width: 100%; padding: .3em .95em; border-radius: 999px;
  background: var(--accent); color: var(--on-accent); text-transform: uppercase; letter-spacing: .1em;
  font-size: .84em; }`,
  smallcaps: `.sec-title { font-variant: small-caps; letter-spacing: .07em; font-size: 1.2em; font-weight: 600;
  padding-bottom: .12em; border-bottom: .75px solid var(--line); }`,
  'double-rule': `.sec-title { justify-content: center; padding: .3em 0; text-transform: uppercase;
  letter-spacing: .22em; font-size: .92em; border-top: 2px solid var(--accent);
  border-bottom: .75px solid var(--accent); }`,
  'short-underline': `.sec-title { position: relative; padding-bottom: .5em; font-size: 1.1em; letter-spacing: .01em;
  color: var(--ink); }
.sec-title .sec-icon { color: var(--accent); }
.sec-title::after { content: ''; position: absolute; left: 0; bottom: 0; width: 2.4em;
  border-top: 3px solid var(--accent); border-radius: 2px; }`,
};

export const headingCss = (style: HeadingStyle): string => STYLES[style];
