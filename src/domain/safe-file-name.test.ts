import { describe, expect, it } from 'vitest';
import { safeFileName } from './safe-file-name';

describe('safeFileName', () => {
  it('keeps a readable ASCII name with the right extension', () => {
    expect(safeFileName('Jordan Rivera CV (final).PDF', 'pdf')).toBe('Jordan_Rivera_CV_final.pdf');
    expect(safeFileName('Résumé 2025.docx', 'docx')).toBe('Resume_2025.docx');
    expect(safeFileName('Mé photo (1).JPEG', 'jpg')).toBe('Me_photo_1.jpg');
    expect(safeFileName('../../etc/passwd', 'txt')).toBe('passwd.txt');
  });

  it('falls back to "resume" or the given name when nothing usable is left', () => {
    expect(safeFileName('???', 'pdf')).toBe('resume.pdf');
    expect(safeFileName('???', 'png', 'image')).toBe('image.png');
  });
});
