/**
 * Links a PDF holds only as clickable areas ("LinkedIn" over https://linkedin.com/in/jdoe, an
 * envelope icon over mailto:…): the person's profiles, e-mail and phone are theirs to keep, so
 * those the text does not show are added as lines after the first (the header, where the contact
 * parser reads them). An e-mail or phone link is added only when the text shows none of its kind:
 * what the page shows is the person's, and a link's target may be scrambled against spam robots
 * ("mailto:wnar@rknzcyr.pbz", unscrambled by the page's script). Other links (articles,
 * employers' sites) stay where they are: not added.
 */
import { findPhone } from '../contact-phone';
import { EMAIL_RE } from '../parse-contact';

const PROFILE_HOSTS =
  /^(?:[a-z]{2,3}\.)?(?:linkedin\.com\/in\/|github\.com\/[^/]+\/?$|gitlab\.com\/[^/]+\/?$|behance\.net\/|dribbble\.com\/|stackoverflow\.com\/users\/|kaggle\.com\/|orcid\.org\/|medium\.com\/@|(?:twitter|x)\.com\/[^/]+\/?$)/i;

const bare = (s: string) =>
  s
    .toLowerCase()
    .replace(/^(?:https?:\/\/)?(?:www\.)?/, '')
    .replace(/(?<!\/)\/+$/, '');

const digits = (s: string) => s.replace(/\D/g, '');

/** The contact details among `urls` that `text` does not already show, as lines. */
export function missingContactLinks(urls: readonly string[], text: string): string[] {
  const flat = text.toLowerCase();
  const textDigits = digits(text);
  const showsEmail = EMAIL_RE.test(text);
  const showsPhone = text.split('\n').some((line) => findPhone(line) !== null);
  const out: string[] = [];
  const add = (line: string) => {
    if (!out.includes(line)) out.push(line);
  };
  for (const url of urls) {
    if (/^mailto:/i.test(url)) {
      if (showsEmail) continue;
      const email = decodeURIComponent(url.slice(7).split('?')[0] ?? '').trim();
      if (/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email) && !flat.includes(email.toLowerCase())) add(email);
    } else if (/^tel:/i.test(url)) {
      if (showsPhone) continue;
      const phone = decodeURIComponent(url.slice(4)).trim();
      if (digits(phone).length >= 7 && !textDigits.includes(digits(phone))) add(phone);
    } else if (/^https?:\/\//i.test(url) && PROFILE_HOSTS.test(bare(url)) && !flat.includes(bare(url))) {
      add(url);
    }
  }
  return out;
}

/** The lines with the missing contact links inserted after the first line. */
export function withContactLinks(lines: string[], urls: readonly string[]): string[] {
  const missing = missingContactLinks(urls, lines.join('\n'));
  return missing.length ? [...lines.slice(0, 1), ...missing, ...lines.slice(1)] : lines;
}
