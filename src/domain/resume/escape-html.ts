/** Resume text is user data: every string that goes into HTML passes through here. */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string | null | undefined): string {
  return (text ?? '').replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}

/** A CSS colour we are willing to put into a style sheet, or the fallback. */
export function safeColor(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  const v = value.trim();
  return /^#[0-9a-f]{3,8}$/i.test(v) || /^[a-z]{3,20}$/i.test(v) || /^rgba?\([\d\s.,%]+\)$/i.test(v)
    ? v
    : fallback;
}
