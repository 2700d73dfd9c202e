import type { CardsOutput, UserBetsOutput } from '@kickchips/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/mock-api';
import { gameKeys } from './api/game-keys';
import { liveDetails, minute, PANEL_TEST_TIMEOUT_MS, placedAnswer, renderPanel } from './quick-bet-fixture';

// the push stream is live: the bet's own notice brings the chips and the leaderboard
vi.mock('../realtime', async (original) => ({
  ...(await original<typeof import('../realtime')>()),
  isPushConnected: () => true,
}));

const boost = { _id: 'c1', kind: 'boost', description: 'A win pays 1.5x', usedInRoundNumber: null };

describe("a placed bet's answer", { timeout: PANEL_TEST_TIMEOUT_MS }, () => {
  it('shows the bet in the own bets and the hand after it, with no read', async () => {
    const after: CardsOutput = { cards: [{ ...boost, usedInRoundNumber: 2 }], cooldownUntilRound: 4 };
    const answer = placedAnswer(after, { _id: 'c1', kind: 'boost' });
    const { user, api, queryClient } = renderPanel(liveDetails(), minute(5), {
      'GET /api/app/game/cards': ok({ cards: [boost], cooldownUntilRound: null }),
      'POST /api/app/game/place-bet': ok(answer),
    });
    await user.click(await screen.findByRole('button', { name: /^Over 1.5 Goal/ }));
    await user.click(await screen.findByRole('button', { name: /Boost/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm Bet' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(await screen.findByText('Bet placed on Round 2')).toBeInTheDocument();
    expect(queryClient.getQueryData<UserBetsOutput>(gameKeys.userBets('lobby-1'))?.bets).toEqual([
      answer.bet,
    ]);
    expect(queryClient.getQueryData<CardsOutput>(gameKeys.cards('lobby-1'))).toEqual(after);
    expect(screen.queryByRole('button', { name: /Boost/ })).toBeNull();
    expect(api.to('/api/app/user-bet/all')).toHaveLength(1);
    expect(api.to('/api/app/game/cards')).toHaveLength(1);
    expect(api.to('/api/app/game/lobby-details/lobby-1')).toHaveLength(0);
  });
});
