import { describe, expect, it } from 'vitest';
import { detectHeading } from './headings';

const kindOf = (text: string) => detectHeading(text)?.kind ?? null;

describe('Italian, Dutch, Polish and Chinese section headings', () => {
  it.each([
    ['Esperienza professionale', 'experience'],
    ['Istruzione e formazione', 'education'],
    ['Competenze', 'skills'],
    ['Werkervaring', 'experience'],
    ['Opleiding', 'education'],
    ['Vaardigheden', 'skills'],
    ['Personalia', 'contact'],
    ['DOŚWIADCZENIE ZAWODOWE', 'experience'],
    ['WYKSZTAŁCENIE', 'education'],
    ['UMIEJĘTNOŚCI', 'skills'],
    ['JĘZYKI OBCE', 'other'],
    ['工作经历', 'experience'],
    ['教育背景', 'education'],
  ])('%s opens a %s section', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });
});
