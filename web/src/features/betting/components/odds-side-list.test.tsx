import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchOdd } from '../api/use-match-odds';
import { OddsSideList } from './odds-side-list';

const line = (threshold: number, odds: number, previousOdds: number | null): MatchOdd => ({
  _id: `o-${threshold}`,
  match: 'match-1',
  eventType: 'Corner',
  betType: 'over',
  threshold,
  odds,
  previousOdds,
  roundId: null,
});

/** One page of three: up, down and a price that stayed. */
const LINES = [line(2.5, 2.4, 2.1), line(3.5, 1.9, 2.35), line(4.5, 3.1, 3.1)];

const renderLines = (amount: number, selectedId: string | null = null, odds = LINES) =>
  render(
    <OddsSideList
      side="over"
      category="Corner"
      odds={odds}
      amount={amount}
      selectedId={selectedId}
      onToggle={() => {}}
      blockedReason={null}
    />,
  );

describe('a line whose price moved since the round before', () => {
  it('says which way, beside the price, without changing what the line is called', () => {
    renderLines(0);
    const up = screen.getByRole('button', { name: 'Over 2.5 Corner, x2.4' });
    expect(up).toHaveAccessibleDescription('up from x2.1');
    expect(up.querySelector('svg.lucide-arrow-up')).not.toBeNull();
    const down = screen.getByRole('button', { name: 'Over 3.5 Corner, x1.9' });
    expect(down).toHaveAccessibleDescription('down from x2.35');
    expect(down.querySelector('svg.lucide-arrow-down')).not.toBeNull();
  });

  it('shows no mark on a line whose price stayed, or that was not offered the round before', () => {
    renderLines(0);
    const stayed = screen.getByRole('button', { name: 'Over 4.5 Corner, x3.1' });
    expect(stayed).not.toHaveAttribute('aria-describedby');
    expect(stayed.querySelector('svg')).toBeNull();
    expect(screen.queryByText(/from x3\.1$/)).toBeNull();
    renderLines(0, null, [line(5.5, 4.2, null)]);
    const fresh = screen.getByRole('button', { name: 'Over 5.5 Corner, x4.2' });
    expect(fresh).not.toHaveAttribute('aria-describedby');
    expect(fresh.querySelector('svg')).toBeNull();
  });

  it('keeps the mark beside the payout once an amount is entered, and on the chosen line', () => {
    renderLines(10, 'o-2.5');
    const up = screen.getByRole('button', { name: 'Over 2.5 Corner, pays 24 chips' });
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(up).toHaveAccessibleDescription('up from x2.1');
    expect(
      screen.getByRole('button', { name: 'Over 3.5 Corner, pays 19 chips' }),
    ).toHaveAccessibleDescription('down from x2.35');
  });
});
