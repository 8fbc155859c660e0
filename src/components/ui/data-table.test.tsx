import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

describe('DataTable', () => {
  it('renders the caption, the column headers with their sort state, and the rows', () => {
    render(
      <DataTable
        caption="Fruit"
        minWidth="min-w-[10rem]"
        columns={[
          { key: 'name', label: 'Name', ariaSort: 'ascending' },
          { key: 'qty', label: 'Quantity', className: 'text-right' },
        ]}
      >
        <tr>
          <td>Apple</td>
          <td>3</td>
        </tr>
      </DataTable>,
    );
    expect(screen.getByRole('table', { name: 'Fruit' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Quantity' })).not.toHaveAttribute('aria-sort');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
