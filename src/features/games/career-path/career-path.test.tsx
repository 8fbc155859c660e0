import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAREER_SKILLS } from '@/domain/games/content/career';
import { CareerPath } from './career-path';

const skill = (name: string) => screen.getByRole('button', { name });
const findRoles = () => screen.getByRole('button', { name: 'Find Roles' });

describe('Career Path', () => {
  it('offers 21 skills and keeps Find Roles disabled until exactly 5 are picked', () => {
    render(<CareerPath />);
    expect(within(screen.getByRole('group', { name: 'Skills' })).getAllByRole('button')).toHaveLength(21);
    for (const [i, name] of CAREER_SKILLS.slice(0, 5).entries()) {
      expect(findRoles()).toBeDisabled();
      fireEvent.click(skill(name));
      expect(skill(name)).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText(`Selected: ${i + 1}/5`)).toBeInTheDocument();
    }
    expect(findRoles()).toBeEnabled();
    fireEvent.click(skill(CAREER_SKILLS[0]));
    expect(findRoles()).toBeDisabled();
  });

  it('refuses a 6th skill', () => {
    render(<CareerPath />);
    for (const name of CAREER_SKILLS.slice(0, 5)) fireEvent.click(skill(name));
    fireEvent.click(skill(CAREER_SKILLS[5]));
    expect(skill(CAREER_SKILLS[5])).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Selected: 5/5')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You can pick exactly 5 skills.');
    expect(findRoles()).toBeEnabled();
  });

  it('returns 5 roles ranked by overlap with the picked skills, then starts over', () => {
    render(<CareerPath />);
    for (const name of [
      'Programming',
      'Cloud Computing',
      'Problem Solving',
      'Attention to Detail',
      'Teamwork',
    ]) {
      fireEvent.click(skill(name));
    }
    fireEvent.click(findRoles());
    const roles = screen.getAllByRole('listitem');
    expect(roles).toHaveLength(5);
    expect(within(roles[0]!).getByRole('heading')).toHaveTextContent('Software Engineer');
    expect(within(roles[0]!).getByText('5/5 skills match')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByText('Selected: 0/5')).toBeInTheDocument();
  });
});
