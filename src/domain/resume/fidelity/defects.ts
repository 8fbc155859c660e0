/**
 * The defects a person notices in a rebuilt resume, each found in the output's text alone or
 * against the source's text:
 *   - numbers the source never states ("10 years" for a resume that says "over 5 years");
 *   - words broken by a hyphen and a space ("Imple- mented", "deploy- ment");
 *   - entry headings that repeat a part ("Java Developer — Java Developer, ABC Company");
 *   - icon glyphs (private-use characters and pictographs) left in the text.
 */
import { tokens } from './words';

/** Numbers as written, without thousands separators: "1,200" -> "1200", "98.5" stays. */
function numbers(text: string): string[] {
  return (text.normalize('NFKC').match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) =>
    /^\d{1,3}(?:,\d{3})+$/.test(n) ? n.replace(/,/g, '') : n.replace(',', '.'),
  );
}

/** Numbers of the output that the source never states (each once). */
export function inventedNumbers(source: string, output: string): string[] {
  const known = new Set(numbers(source));
  // "2019-2021" in the source also reads as the parts "2019" and "2021".
  for (const n of numbers(source)) for (const part of n.split('.')) known.add(part);
  return [
    ...new Set(numbers(output).filter((n) => !known.has(n) && !n.split('.').every((p) => known.has(p)))),
  ];
}

/**
 * Words that may follow a hyphen and a space in a real compound ("short- and long-term",
 * German "Vor- und Nachteile", Dutch "arbeids- en ondernemingsrecht", Polish "krótko- i
 * długoterminowy").
 */
const CONTINUES = new Set('and or to nor und oder bis et ou y o e ed en of tot i lub oraz albo'.split(' '));

/** Word fragments joined by a hyphen and a space, e.g. "deploy- ment". */
export function brokenWords(output: string): string[] {
  const found: string[] = [];
  for (const m of output
    .normalize('NFKC')
    .matchAll(/(?<!\p{L})(\p{L}{2,})[-\u00ad\u2010]\s+(\p{Ll}{2,})/gu)) {
    if (!CONTINUES.has(m[2]!)) found.push(m[0]);
  }
  return found;
}

/**
 * An entry heading in which one part repeats another ("A — A, B", "Java Developer — Senior Java
 * Developer"). One word inside a longer part is a name the source gives twice, no repeat
 * ("Microsoft Certified: Azure Fundamentals — Microsoft": a certificate and its issuer).
 */
export function doubledHeading(heading: string): boolean {
  const parts = heading
    .split(/(?<!\s)\s+[—–|@]\s+|,\s+|(?<!\s)\s+at\s+/)
    .map((p) => tokens(p).join(' '))
    .filter((p) => p.length >= 4);
  const repeats = (p: string, q: string) => p === q || (p.includes(' ') && ` ${q} `.includes(` ${p} `));
  return parts.some((p, i) => parts.some((q, j) => j !== i && repeats(p, q)));
}

/** Characters that draw icons: private-use glyphs and pictographs (not ©, ®, ™, °). */
const ICON = /[\p{Co}\u2600-\u27bf\u{1f300}-\u{1faff}\u{e000}-\u{f8ff}]|§(?=\s*[\p{L}+@])/gu;

export function iconGlyphs(output: string): string[] {
  return output.match(ICON) ?? [];
}
