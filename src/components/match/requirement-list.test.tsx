import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RequirementCheck } from '@/domain/resume/types';
import { RequirementList } from './requirement-list';

const checks: RequirementCheck[] = [
  {
    requirement: { label: 'SQL', kind: 'tool', required: true, line: 'Strong SQL' },
    evidence: 'Wrote SQL daily',
  },
  {
    requirement: { label: 'React', kind: 'tool', required: true, line: 'React 18', version: '18' },
    evidence: 'Built React apps',
  },
  {
    requirement: { label: 'Python', kind: 'tool', required: true, line: 'Python for analysis' },
    evidence: null,
  },
  {
    requirement: {
      label: 'Ability to lift 50 lbs',
      kind: 'condition',
      required: true,
      line: 'Able to lift 50 lbs',
    },
    evidence: null,
  },
];

describe('RequirementList', () => {
  it('shows what backs a requirement, offers "I have this" for a missing one, and only lists a condition', () => {
    render(
      <RequirementList
        title="Required by the job"
        checks={checks}
        confirmed={new Set()}
        onConfirm={vi.fn()}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Required by the job' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Met')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Backed by: “Wrote SQL daily”')).toBeInTheDocument();
    // The version the posting names is shown beside the name.
    expect(within(rows[1]!).getByText('React 18')).toBeInTheDocument();
    rows.splice(1, 1);
    expect(within(rows[1]!).getByText('Missing')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'I have this' })).toBeInTheDocument();
    // A condition of the job is neither met nor missing, and nothing can be confirmed for it.
    expect(within(rows[2]!).getByText('Not scored')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('The job says: “Able to lift 50 lbs”')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('Missing')).toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });
});
