import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-types';

type Row = { id: string; name: string; role: string; createdAt: Date | null };

const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: String(i),
  name: `Player ${String(i).padStart(2, '0')}`,
  role: i % 5 === 0 ? 'admin' : 'player',
  createdAt: i === 3 ? null : new Date(2026, 0, i + 1),
}));

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'role', header: 'Role', value: (r) => r.role, filterable: true },
  {
    id: 'createdAt',
    header: 'Created Date',
    value: (r) => r.createdAt,
    format: (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : '-'),
  },
];

function renderTable(data = rows) {
  return render(
    <DataTable
      caption="Users"
      data={data}
      columns={columns}
      getRowId={(r) => r.id}
      exportColumns={[{ header: 'name', value: (r) => r.name }]}
      exportFileName="users.csv"
    />,
  );
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('shows 10 rows per page by default and pages on', async () => {
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Player 10')).toBeInTheDocument();
  });

  it('offers 10/20/30/50/100 per page', async () => {
    renderTable();
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 per page', '20 per page', '30 per page', '50 per page', '100 per page']);
    await userEvent.selectOptions(select, '30');
    expect(bodyRows()).toHaveLength(25);
  });

  it('searches case-insensitively and literally', async () => {
    renderTable([...rows, { id: 'x', name: 'a.b (c)', role: 'player', createdAt: null }]);
    await userEvent.type(screen.getByRole('searchbox'), 'PLAYER 07');
    expect(bodyRows()).toHaveLength(1);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), '.b (');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('a.b (c)')).toBeInTheDocument();
  });

  it('sorts a column ascending then descending', async () => {
    renderTable();
    const sort = screen.getByRole('button', { name: 'Name' });
    await userEvent.click(sort);
    expect(within(bodyRows()[0]!).getByText('Player 00')).toBeInTheDocument();
    await userEvent.click(sort);
    expect(within(bodyRows()[0]!).getByText('Player 24')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters by a column checkbox and resets with Show all', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Filter Role' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'player' }));
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show all' }));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('exports the filtered rows as CSV with a BOM and header row', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderTable();
    await userEvent.type(screen.getByRole('searchbox'), 'Player 1');
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    const text = await (created.mock.calls[0]![0] as Blob).text();
    const lines = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('"name"');
    expect(lines).toHaveLength(11);
  });

  it('shows the empty text when nothing matches', async () => {
    render(
      <DataTable
        caption="Users"
        data={[]}
        columns={columns}
        getRowId={(r) => r.id}
        emptyText="No users yet"
      />,
    );
    expect(screen.getByText('No users yet')).toBeInTheDocument();
  });
});
