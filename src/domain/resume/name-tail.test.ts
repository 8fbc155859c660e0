import { describe, expect, it } from 'vitest';
import { nameTailGoesOn } from './name-tail';

describe('nameTailGoesOn (a name cut in two by a narrow cell)', () => {
  it('finishes a name with a legal form alone, or a name of no known kind with its tail', () => {
    expect(nameTailGoesOn('Mahindra & Mahindra', 'Ltd. — Noida, Uttar Pradesh')).toBe(true);
    expect(nameTailGoesOn('Électricité Générale Moreau', 'SARL — Lyon')).toBe(true);
    expect(nameTailGoesOn('Yorkshire Ambulance', 'Service NHS Trust — Leeds')).toBe(true);
  });

  it('keeps a whole name over a field of its own, a place, a title or a degree apart', () => {
    expect(nameTailGoesOn('University of California', 'Computer Science')).toBe(false);
    expect(nameTailGoesOn('University of Leeds', 'Bachelor of Science')).toBe(false);
    expect(nameTailGoesOn('Volvo Group', 'Design Engineer')).toBe(false);
    expect(nameTailGoesOn('Acme Ltd', 'London, UK')).toBe(false);
    expect(nameTailGoesOn('Yorkshire Ambulance', 'Experience')).toBe(false);
  });
});
