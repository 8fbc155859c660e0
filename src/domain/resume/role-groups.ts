/**
 * Roles by the heading they are shown under: those with no group of their own under the
 * resume's experience heading, the others under their group's heading ("Academic /
 * Managerial"). Groups come in the order of their first role, each holding its roles in order,
 * so reordering roles (newest first) never splits a heading in two.
 */
import type { ExperienceEntry } from './types';

export interface RoleGroup {
  /** null: the standard experience heading. */
  heading: string | null;
  roles: ExperienceEntry[];
}

export function roleGroups(roles: ExperienceEntry[]): RoleGroup[] {
  const groups: RoleGroup[] = [];
  for (const role of roles) {
    const heading = role.group?.trim() || null;
    const group = groups.find((g) => g.heading === heading);
    if (group) group.roles.push(role);
    else groups.push({ heading, roles: [role] });
  }
  return groups;
}
