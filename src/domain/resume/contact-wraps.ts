/**
 * Parser step 4a (part): a contact line that wrapped inside one of its items. A typesetter fills
 * a line of items parted by bars or dots word by word, so a long line may break inside an item
 * ("… | +46 8 586 512" / "34 | jo@x.se | …", "Nice, Provence-Alpes-Côte" / "d'Azur | …"). The
 * next line's first item is the rest of the last item above when the two read as one item and
 * one of them is none alone (a phone number's digits; a word in lower case that is no address).
 */
import { stripIcons } from './contact-icons';
import { findPhone } from './contact-phone';
import type { ResumeLine } from './lines';

/** The bars and dots that part contact items, and the space around them. */
const SEPARATOR = /(?:(?<!\s)\s+)?[|•·▪◆♦●]\s*/;
/** A line's first item made of phone characters alone ("19182067"). */
const PHONE_HEAD = /^\(?\d[\d\s().-]*$/;

/** What an e-mail or web address holds: an "@", a slash, a dot before a letter. */
const ADDRESS_RE = /[@/]|\.\p{L}/u;
/** An icon glyph (a private-use code point, contact-icons.ts): the item it leads is one of its own. */
const ICON_LED_RE = /^\s*[\ue000-\uf8ff]/u;

/** A line's last run of phone characters ("+31 6"), read back from its end, or null. */
function phoneTail(text: string): string | null {
  let i = text.length;
  while (i > 0 && /[\d\s().+-]/.test(text[i - 1]!)) i -= 1;
  const run = text.slice(i).trim();
  return /^[+(]?\d/.test(run) ? run : null;
}

/** Whether `head`, the first item of a line, is the rest of `tail`, the last item of the line above. */
function continues(tail: string, head: string): boolean {
  if (!tail || !head) return false;
  const digits = phoneTail(tail);
  if (digits && PHONE_HEAD.test(head)) {
    // One phone number cut in two: the two runs read as one, and one of them is none alone.
    const joined = `${digits} ${head}`;
    return findPhone(joined) === joined && (findPhone(digits) === null || findPhone(head) === null);
  }
  // "d'Azur", "de Mallorca": a word in lower case after a word cut at a space; an e-mail, a web
  // address or a handle starts in lower case too, and is an item of its own, as an address is
  // before it.
  return /^\p{Ll}/u.test(head) && !ADDRESS_RE.test(head) && !ADDRESS_RE.test(tail) && /\p{L}$/u.test(tail);
}

export function joinCutDetails(lines: readonly ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (const line of lines) {
    const above = out.at(-1);
    const text = stripIcons(line.text).trim();
    const parts = text.split(SEPARATOR);
    if (above && !above.bullet && !line.bullet && parts.length > 1 && !ICON_LED_RE.test(line.text)) {
      const tail = stripIcons(above.text).trim().split(SEPARATOR).at(-1)!.trim();
      if (continues(tail, parts[0]!.trim())) {
        out[out.length - 1] = { ...above, text: `${above.text.trimEnd()} ${line.text.trimStart()}` };
        continue;
      }
    }
    out.push(line);
  }
  return out;
}
