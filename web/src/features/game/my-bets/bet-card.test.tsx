import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BetCard } from './bet-card';
import { makeBet } from './bet-fixture';

const teams = { homeTeam: 'Riverside Rovers', awayTeam: 'Harbour City' };
const teamBet = (status: string, roundStatus: string) => {
  const bet = makeBet({ id: 'b1', round: 3, roundStatus, threshold: 0.5 });
  return { ...bet, odds: { ...bet.odds, team: 'away' as const }, status, payout: 10 };
};

describe('BetCard', () => {
  it("names a team line by the team's events and says why it was refunded", () => {
    render(
      <BetCard bet={teamBet('void', 'finished')} status="REFUNDED" cardEffectStrength={1} teams={teams} />,
    );
    expect(
      screen.getByRole('article', { name: 'Round 3 Corners by Harbour City OVER 0.5: REFUNDED' }),
    ).toBeVisible();
    expect(
      screen.getByText('Void: a Corner this round was recorded without a team, so team lines are refunded'),
    ).toBeInTheDocument();
  });

  it('gives no such reason for a refund of a round that never started', () => {
    render(<BetCard bet={teamBet('void', 'void')} status="REFUNDED" cardEffectStrength={1} teams={teams} />);
    expect(screen.queryByText(/^Void:/)).not.toBeInTheDocument();
  });

  it('says the reason stored with a void bet, a round cut short by the end of its half', () => {
    const reason = "Void: the half ended at 45+2', before this round's end";
    const bet = {
      ...makeBet({ id: 'c', round: 6, roundStatus: 'finished' }),
      status: 'void',
      payout: 10,
      voidReason: reason,
    };
    render(<BetCard bet={bet} status="REFUNDED" cardEffectStrength={1} teams={teams} />);
    expect(screen.getByRole('article', { name: 'Round 6 Corner OVER 1.5: REFUNDED' })).toBeVisible();
    expect(screen.getByText(reason)).toBeVisible();
  });
});
