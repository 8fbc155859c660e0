/**
 * The fields of a person a theme never prints: their truth is then "none shown" (a theme's
 * `omits`, docs/architecture.md "The generated corpus").
 */
import type { ExpectedFields } from '../../lib/resume-compare';

export type ThemeOmits = readonly ('email' | 'phone' | 'skills' | 'title' | 'degree')[];

export function withoutOmitted<
  T extends Pick<ExpectedFields, 'email' | 'phone' | 'skills' | 'roles' | 'schools'>,
>(expected: T, omits: ThemeOmits = []): T {
  return {
    ...expected,
    ...(omits.includes('email') ? { email: '' } : {}),
    ...(omits.includes('phone') ? { phone: '' } : {}),
    ...(omits.includes('skills') ? { skills: [] } : {}),
    ...(omits.includes('title') ? { roles: expected.roles.map((r) => ({ ...r, title: '' })) } : {}),
    ...(omits.includes('degree') ? { schools: expected.schools.map((s) => ({ ...s, degree: '' })) } : {}),
  };
}
