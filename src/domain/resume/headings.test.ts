import { describe, expect, it } from 'vitest';
import { detectHeading } from './headings';

const kindOf = (text: string) => detectHeading(text)?.kind ?? null;

describe('section headings', () => {
  it('reads research and academic posts as experience', () => {
    for (const h of ['Research Experience', 'ACADEMIC EXPERIENCE', 'Academic Appointments'])
      expect(kindOf(h), h).toBe('experience');
  });

  it('knows singular and regional variants', () => {
    expect(kindOf('PROJECT')).toBe('projects');
    expect(kindOf('Personal Profile')).toBe('summary');
    expect(kindOf('Licensure and Certification')).toBe('certifications');
    expect(kindOf('Professional Qualifications')).toBe('certifications');
    expect(kindOf('Personal')).toBe('contact');
    expect(kindOf('Personal Info')).toBe('contact');
    expect(kindOf('INFO')).toBe('summary');
  });

  it('reads a known heading summed up ("Professional Skills Summary") as that heading', () => {
    expect(kindOf('PROFESSIONAL SKILLS SUMMARY')).toBe('skills');
    expect(kindOf('Experience Overview')).toBe('experience');
    expect(kindOf('Summary')).toBe('summary');
    expect(kindOf('Budget Summary')).toBe(null);
    // The person's details are not summed up.
    expect(kindOf('PERSONAL SUMMARY')).toBe('summary');
  });

  it('reads two known headings of one kind joined by "and" or "&" as that kind', () => {
    for (const h of [
      'SKILLS & PROFICIENCY',
      'Skills and Expertise',
      'Skills & Competencies',
      'Proficiencies',
    ])
      expect(kindOf(h), h).toBe('skills');
    expect(kindOf('Projects & Skills')).not.toBe('skills');
  });

  it('reads a known heading and one capitalised word more that names no section as the known one', () => {
    expect(kindOf('Skills and Tech')).toBe('skills');
    expect(kindOf('EXPERIENCE & IMPACT')).toBe('experience');
    // Not in a sentence's case, nor with a word that names a section of its own, nor two words.
    expect(kindOf('Skills and tech')).toBe(null);
    expect(kindOf('Skills & Interests')).not.toBe('skills');
    expect(kindOf('Skills and Modern Tech')).toBe(null);
  });

  it('opens a kept section for academic and regional headings', () => {
    for (const h of [
      'REFEREES',
      'Selected Publications',
      'Invited Talks',
      'Security Clearance',
      'ON CAMPUS INVOLVEMENT',
      'Software',
    ])
      expect(kindOf(h), h).toBe('other');
    // Inside a skills list only capitals make "Software" a heading.
    expect(detectHeading('Software', true)).toBeNull();
  });

  it('knows more Spanish, French and German headings', () => {
    expect(kindOf('Arbeitserfahrung')).toBe('experience');
    expect(kindOf('Herramientas y competencias')).toBe('skills');
    expect(kindOf('Concours et distinctions')).toBe('other');
    expect(kindOf('Premios y exposiciones')).toBe('other');
  });

  it('still refuses a line of content words', () => {
    expect(kindOf('Security Engineer')).toBeNull();
    expect(kindOf('Writing Python services')).toBeNull();
  });

  it('reads a numbered heading by its words', () => {
    expect(kindOf('1 Education')).toBe('education');
    expect(kindOf('2. Work Experience')).toBe('experience');
    expect(kindOf('III) Skills')).toBe('skills');
    expect(kindOf('3 Years')).toBeNull();
  });

  it('reads a heading carried over a page break by its words', () => {
    expect(kindOf('Experience (continued)')).toBe('experience');
    expect(kindOf('EDUCATION, CONT’D')).toBe('education');
    expect(kindOf('Berufserfahrung (Fortsetzung)')).toBe('experience');
    expect(kindOf('Continued')).toBeNull();
  });
});

describe('a lone "Technical" heading', () => {
  it('names the skills section', () => {
    expect(kindOf('Technical')).toBe('skills');
  });
});
