import type { CareerRole } from './types';

/** Career Path rules (docs/product-rules.md 11): exactly 5 of 21 skills, then the 5 best roles. */
export const REQUIRED_SKILLS = 5;
export const ROLES_SHOWN = 5;

export interface RankedRole extends CareerRole {
  matches: string[];
}

export interface CareerPathState {
  picked: string[];
  /** A 6th skill was just refused. */
  refused: boolean;
  results: RankedRole[] | null;
}

export type CareerPathAction =
  { type: 'toggle'; skill: string } | { type: 'find'; roles: readonly CareerRole[] } | { type: 'reset' };

export const initialCareerPath: CareerPathState = { picked: [], refused: false, results: null };

/** Most shared skills first; ties keep the content order, so the ranking is stable. */
export function rankRoles(
  picked: readonly string[],
  roles: readonly CareerRole[],
  count = ROLES_SHOWN,
): RankedRole[] {
  return roles
    .map((role, order) => ({ ...role, matches: role.skills.filter((s) => picked.includes(s)), order }))
    .sort((a, b) => b.matches.length - a.matches.length || a.order - b.order)
    .slice(0, count)
    .map(({ order: _order, ...role }) => role);
}

export function careerPathReducer(state: CareerPathState, action: CareerPathAction): CareerPathState {
  switch (action.type) {
    case 'reset':
      return initialCareerPath;
    case 'toggle': {
      if (state.results) return state;
      if (state.picked.includes(action.skill)) {
        return { ...state, picked: state.picked.filter((s) => s !== action.skill), refused: false };
      }
      if (state.picked.length >= REQUIRED_SKILLS) return { ...state, refused: true };
      return { ...state, picked: [...state.picked, action.skill], refused: false };
    }
    case 'find':
      if (state.picked.length !== REQUIRED_SKILLS) return state;
      return { ...state, refused: false, results: rankRoles(state.picked, action.roles) };
  }
}
