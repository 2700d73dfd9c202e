import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSessionToken } from '../../../lib/session-token';
import { SearchField } from './search-field';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

// fireEvent rather than user-event: user-event's waits never end under vitest's fake timers
function type(text: string) {
  const box = screen.getByRole('searchbox');
  for (let i = 1; i <= text.length; i++) {
    fireEvent.change(box, { target: { value: text.slice(0, i) } });
    act(() => vi.advanceTimersByTime(100));
  }
}

describe('SearchField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once typing has paused for 500 ms', () => {
    const onSearch = vi.fn();
    render(<SearchField onSearch={onSearch} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    type('arse');
    act(() => vi.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('arse');
  });

  it('searches at once on Enter and when cleared', () => {
    const onSearch = vi.fn();
    render(<SearchField onSearch={onSearch} />);
    type('spurs');
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('spurs');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('fetches the endpoint and hands over the array in data', async () => {
    writeSessionToken({ accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer' });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json({ status: 200, message: 'ok', data: [{ _id: '1', name: 'Arsenal' }] }));
    const onResults = vi.fn();
    render(<SearchField endpoint="/api/app/match" onResults={onResults} />);
    type('ars & co');
    await act(async () => vi.advanceTimersByTime(500));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/app/match?search=ars%20%26%20co');
    await vi.waitFor(() => expect(onResults).toHaveBeenCalledWith([{ _id: '1', name: 'Arsenal' }]));
  });

  it('says so when the endpoint does not answer with an array', async () => {
    writeSessionToken({ accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ status: 200, message: 'ok', data: { x: 1 } }));
    const onResults = vi.fn();
    render(<SearchField endpoint={(text) => `/api/app/find/${text}`} onResults={onResults} />);
    type('x');
    await act(async () => vi.advanceTimersByTime(500));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unexpected search results'));
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
    expect(onResults).not.toHaveBeenCalled();
  });
});
