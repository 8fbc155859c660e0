import { describe, expect, it } from 'vitest';
import { parseSkills } from './parse-lists';

const lines = (texts: string[]) => texts.map((text) => ({ text, bullet: false }));

describe('skills written with spaced dashes or slashes', () => {
  it('splits them into items, with or without a category', () => {
    expect(
      parseSkills(
        lines(['Mapping    QGIS - ArcGIS - PostGIS', 'Scripting    Python / Bash', 'Go – Rust – Zig']),
      ),
    ).toEqual(['QGIS', 'ArcGIS', 'PostGIS', 'Python', 'Bash', 'Go', 'Rust', 'Zig']);
  });

  it('keeps hyphenated and slashed names whole', () => {
    expect(parseSkills(lines(['Front-end, CI/CD, Test-driven development']))).toEqual([
      'Front-end',
      'CI/CD',
      'Test-driven development',
    ]);
  });
});
