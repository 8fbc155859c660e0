/** The name block and contact items every layout places somewhere. */
import type { ContactInfo } from '../../resume/types';
import { icon, type IconName } from './icons';
import { esc } from './text';

interface ContactItem {
  kind: IconName;
  text: string;
  href: string | null;
}

const WEB_LINK = /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i;
const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,}$/i;

function items(c: ContactInfo): ContactItem[] {
  const out: ContactItem[] = [];
  const email = c.email?.trim();
  if (email) out.push({ kind: 'mail', text: email, href: EMAIL.test(email) ? `mailto:${email}` : null });
  if (c.phone?.trim()) out.push({ kind: 'phone', text: c.phone.trim(), href: null });
  if (c.location?.trim()) out.push({ kind: 'pin', text: c.location.trim(), href: null });
  for (const raw of c.links) {
    const link = raw.trim();
    if (!link) continue;
    const href = WEB_LINK.test(link) ? (/^https?:\/\//i.test(link) ? link : `https://${link}`) : null;
    // Shown as the person wrote it: the scheme they typed is part of their text.
    out.push({ kind: 'link', text: link, href });
  }
  return out;
}

/** `<ul class="contact">`, or '' with no contact details; `variant` picks a row or a stack. */
export function contactList(c: ContactInfo, variant: 'row' | 'stack', icons: boolean): string {
  const all = items(c);
  if (!all.length) return '';
  const li = all.map((i) => {
    const ico = icons ? `<span class="ci">${icon(i.kind)}</span>` : '';
    const text = i.href ? `<a href="${esc(i.href)}">${esc(i.text)}</a>` : esc(i.text);
    return `<li class="contact-${i.kind}">${ico}<span class="ct">${text}</span></li>`;
  });
  return `<ul class="contact contact-${variant}${icons ? ' contact-icons' : ''}">${li.join('')}</ul>`;
}

/** The name (h1) and headline; the name falls back to 'Resume' so the page always has a title. */
export function nameBlock(name: string | null, headline: string | null | undefined): string {
  const h = headline?.trim();
  return (
    `<h1 class="name">${esc(name?.trim() || 'Resume')}</h1>` + (h ? `<p class="headline">${esc(h)}</p>` : '')
  );
}
