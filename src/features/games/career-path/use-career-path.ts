import { useReducer } from 'react';
import { careerPathReducer, initialCareerPath, REQUIRED_SKILLS } from '@/domain/games/career-path';
import { CAREER_ROLES, CAREER_SKILLS } from '@/domain/games/content/career';
import type { CareerRole } from '@/domain/games/types';

/** Career Path: pick exactly 5 of the 21 skills, then see the 5 roles that fit best. */
export function useCareerPath({
  skills = CAREER_SKILLS,
  roles = CAREER_ROLES,
}: { skills?: readonly string[]; roles?: readonly CareerRole[] } = {}) {
  const [state, dispatch] = useReducer(careerPathReducer, initialCareerPath);
  return {
    ...state,
    skills,
    canFind: state.picked.length === REQUIRED_SKILLS,
    toggle: (skill: string) => dispatch({ type: 'toggle', skill }),
    find: () => dispatch({ type: 'find', roles }),
    reset: () => dispatch({ type: 'reset' }),
  };
}
