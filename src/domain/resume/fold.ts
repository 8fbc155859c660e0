/**
 * Accent folding shared by the parser steps: "Educación", "Berufserfahrung" and "Expérience"
 * are matched against plain-ASCII word lists, so "EDUCACIÓN" and "educacion" compare equal.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');
}
