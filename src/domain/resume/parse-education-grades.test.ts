import { describe, expect, it } from 'vitest';
import { parseEducation } from './parse-education';

const lines = (texts: string[]) => texts.map((text) => ({ text, bullet: false }));

describe('grades after a degree', () => {
  it.each([
    ['BSc (Hons) Economics, 2:1', 'BSc (Hons) Economics'],
    ['Laurea in Economia – 108/110', 'Laurea in Economia'],
    ['Bachelor of Arts – First Class Honours', 'Bachelor of Arts'],
    ['Master of Science in Physics, 3.9/4.0', 'Master of Science in Physics'],
  ])('%s keeps the degree apart from the grade', (line, degree) => {
    const [entry] = parseEducation(lines(['University of Leeds', line]));
    expect(entry).toMatchObject({ school: 'University of Leeds', degree });
  });
});

describe('schools and degrees in other languages', () => {
  it('knows Dutch, Polish, Italian and Chinese schools and degrees', () => {
    const [nl] = parseEducation(lines(['Hogeschool Rotterdam', 'Bachelor Bedrijfskunde, 2015']));
    expect(nl).toMatchObject({ school: 'Hogeschool Rotterdam', degree: 'Bachelor Bedrijfskunde' });
    const [pl] = parseEducation(lines(['Politechnika Gdańska', 'Licencjat z informatyki']));
    expect(pl).toMatchObject({ school: 'Politechnika Gdańska', degree: 'Licencjat z informatyki' });
    const [zh] = parseEducation(lines(['软件工程学士    复旦大学']));
    expect(zh).toMatchObject({ school: '复旦大学', degree: '软件工程学士' });
  });
});
