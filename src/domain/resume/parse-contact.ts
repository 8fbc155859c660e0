/**
 * Parser step 4a: the header (and any "Contact" section) -> name, e-mail, phone, location,
 * links, headline, and an untitled summary paragraph if the resume opens with one.
 */
import type { ContactInfo } from './types';
import { looksLikeLocation, looksLikeTitle } from './entry-fields';
import type { ResumeLine } from './lines';

const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE_RE = /(?:\+|\(|\b)\d[\d\s().-]{5,18}\d\b/g;
const LINK_RE =
  /(?:https?:\/\/[^\s|,]+|www\.[^\s|,]+|\b(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com)\/[^\s|,]*)/gi;
const LABEL_RE =
  /^(?:e-?mail|phone|tel|mobile|cell|linkedin|github|website|portfolio|address|location|web)\s*[:\-–]\s*/i;
const SEGMENT_SPLIT = /\s*[|•·▪◆♦●]\s*|\s{3,}/;

export function findPhone(text: string): string | null {
  for (const m of text.matchAll(PHONE_RE)) {
    const candidate = m[0].trim();
    const digits = candidate.replace(/\D/g, '');
    // A year range ("2019 - 2021") or a zip code is not a phone number.
    if (digits.length < 7 || digits.length > 15) continue;
    if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(candidate)) continue;
    return candidate;
  }
  return null;
}

/** Icons glued to details ("✉jane@x.com", "📞 555...") and labels ("Phone:") are dropped. */
const stripDecor = (s: string): string =>
  s
    .replace(/^[^\p{L}\p{N}+(]+/u, '')
    .replace(LABEL_RE, '')
    .trim();

function looksLikeName(text: string): boolean {
  if (EMAIL_RE.test(text) || /\d|https?:|www\./i.test(text)) return false;
  const ws = text.split(/\s+/);
  return ws.length >= 1 && ws.length <= 5 && /^[\p{L}][\p{L}'’.,\- ]*$/u.test(text);
}

export interface HeaderFields {
  contact: ContactInfo;
  headline: string | null;
  summaryLines: string[];
}

export function parseHeader(lines: ResumeLine[]): HeaderFields {
  const contact: ContactInfo = { name: null, email: null, phone: null, location: null, links: [] };
  let headline: string | null = null;
  const summaryLines: string[] = [];
  for (const { text } of lines) {
    // 1. Details found anywhere on the line, whatever joins them.
    const email = EMAIL_RE.exec(text)?.[0] ?? null;
    const links = [...text.matchAll(LINK_RE)].map((m) => m[0].replace(/[.,;)]+$/, ''));
    const rest = links.reduce((t, l) => t.replace(l, ' '), email ? text.replace(email, ' ') : text);
    const phone = findPhone(rest);
    contact.email ??= email;
    contact.phone ??= phone;
    for (const l of links) if (!contact.links.includes(l) && !l.includes('@')) contact.links.push(l);
    const segments = text.split(SEGMENT_SPLIT).map(stripDecor).filter(Boolean);
    const hasDetail = Boolean(email || phone || links.length);
    // 2. The name: the first line, or the first segment of a line that also carries details.
    if (
      !contact.name &&
      !hasDetail &&
      looksLikeName(text) &&
      !/^(?:resume|curriculum vitae|cv)$/i.test(text)
    ) {
      contact.name = text.replace(/\s+/g, ' ').trim();
      continue;
    }
    if (!contact.name && segments[0] && looksLikeName(segments[0])) contact.name = segments[0];
    // 3. The location is a segment shaped like one, or whatever follows an "Address:" label.
    for (const raw of text.split(SEGMENT_SPLIT)) {
      const seg = stripDecor(raw);
      if (!contact.location && seg && (looksLikeLocation(seg) || /^\W*(?:address|location)\s*:/i.test(raw))) {
        contact.location = seg;
      }
    }
    if (hasDetail || (contact.location && text.includes(contact.location))) continue;
    // 4. A short line after the name is a headline; a long one is an untitled summary.
    const wordCount = text.split(/\s+/).length;
    if (
      !headline &&
      contact.name &&
      wordCount <= 10 &&
      summaryLines.length === 0 &&
      looksLikeTitleLine(text)
    ) {
      headline = text.trim();
    } else if (wordCount > 6) {
      summaryLines.push(text.trim());
    }
  }
  return { contact, headline, summaryLines };
}

function looksLikeTitleLine(text: string): boolean {
  return looksLikeTitle(text) || /^[A-Z][\w&/+ ,-]*$/.test(text);
}
