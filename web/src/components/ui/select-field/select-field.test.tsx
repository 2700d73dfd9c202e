import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { SelectField } from './select-field';

const json = (data: unknown) =>
  new Response(JSON.stringify({ status: 200, message: 'ok', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

type Props = Omit<ComponentProps<typeof SelectField>, 'value' | 'onChange'>;

function Harness({ onChange, ...props }: Props & { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SelectField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderField(props: Props) {
  const onChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness {...props} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onChange, select: screen.getByRole('combobox', { name: props.label }) };
}

describe('SelectField', () => {
  beforeEach(() => {
    writeSessionToken({ accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer' });
  });

  it("starts on 'Select...' with value NULL and reports null for it", async () => {
    const { onChange, select } = renderField({
      label: 'Status',
      options: [
        { _id: 'scheduled', name: 'Scheduled' },
        { _id: 'active', name: 'Active' },
      ],
    });
    const empty = screen.getByRole('option', { name: 'Select...' });
    expect(empty).toHaveValue('NULL');
    expect(select).toHaveValue('NULL');
    await userEvent.selectOptions(select, 'Active');
    expect(onChange).toHaveBeenLastCalledWith('active');
    await userEvent.selectOptions(select, 'Select...');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('reads options from an endpoint with its own text and value keys', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json([
        { id: 7, homeTeam: 'Arsenal' },
        { id: 8, homeTeam: 'Chelsea' },
      ]),
    );
    const { onChange, select } = renderField({
      label: 'Match',
      endpoint: '/api/admin/match',
      textKey: 'homeTeam',
      valueKey: 'id',
    });
    expect(await screen.findByRole('option', { name: 'Chelsea' })).toHaveValue('8');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/match');
    await userEvent.selectOptions(select, 'Chelsea');
    expect(onChange).toHaveBeenLastCalledWith('8');
  });

  it('says so when the endpoint does not answer with an array', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ nope: true }));
    const { select } = renderField({ label: 'Avatar', endpoint: '/api/app/avatar' });
    expect(await screen.findByText('The options could not be read')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates an option by POSTing one text field, then selects it', async () => {
    let teams = [{ _id: 't1', name: 'Arsenal' }];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      if (init?.method === 'POST') {
        const created = { _id: 't2', ...JSON.parse(String(init.body)) };
        teams = [...teams, created];
        return json(created);
      }
      return json(teams);
    });
    const { onChange, select } = renderField({
      label: 'Team',
      endpoint: '/api/admin/team',
      createOption: {},
    });
    await screen.findByRole('option', { name: 'Arsenal' });
    await userEvent.click(screen.getByRole('button', { name: 'Add new team' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Add new team' }), 'Brentford{Enter}');

    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith('t2'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/admin/team');
    expect(JSON.parse(String(post[1]?.body))).toEqual({ name: 'Brentford' });
    expect(select).toHaveValue('t2');
    expect(screen.getByRole('option', { name: 'Brentford' })).toBeInTheDocument();
  });
});
