import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/mock-api';
import { liveDetails, minute, PANEL_TEST_TIMEOUT_MS, renderPanel } from './quick-bet-fixture';

const NOW = minute(5);
const card = (id: string, kind: string, description: string, usedInRoundNumber: number | null = null) => ({
  _id: id,
  kind,
  description,
  usedInRoundNumber,
});
const BOOST = card('c1', 'boost', 'A winning bet pays 1.5x its payout.');
const SHIELD = card('c2', 'shield', 'A losing bet returns 33% of its stake.');

const cardsGroup = async () => screen.findByRole('group', { name: 'Cards (optional)' });

describe('bet chip cards in the panel', { timeout: PANEL_TEST_TIMEOUT_MS }, () => {
  it('plays the chosen card with the bet', async () => {
    const { user, api } = renderPanel(liveDetails(), NOW, {
      'GET /api/app/game/cards': ok({ cards: [BOOST, SHIELD], cooldownUntilRound: null }),
      'POST /api/app/game/place-bet': ok({ bet: {} }),
    });
    const boost = await within(await cardsGroup()).findByRole('button', { name: /Boost/ });
    expect(boost).toHaveTextContent('A winning bet pays 1.5x its payout.');
    await user.click(boost);
    expect(boost).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /^Under 0.5 Goal/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm Bet' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await screen.findByText('Bet placed on Round 2');
    expect(api.to('/api/app/game/place-bet')[0]!.body).toEqual({
      lobbyId: 'lobby-1',
      oddsId: 'u-g05',
      matchRoundId: 'r2',
      stake: 10,
      cardId: 'c1',
    });
  });

  it('shows a used card and the cooldown on the others', async () => {
    const { user } = renderPanel(liveDetails(), NOW, {
      'GET /api/app/game/cards': ok({
        cards: [card('c1', 'boost', 'A winning bet pays 1.5x its payout.', 1), SHIELD],
        cooldownUntilRound: 7,
      }),
    });
    const group = await cardsGroup();
    const boost = await within(group).findByRole('button', { name: /Boost/ });
    expect(boost).toHaveTextContent('Used in Round 1');
    const shield = within(group).getByRole('button', { name: /Shield/ });
    expect(shield).toHaveTextContent('You can use another card in 5 rounds');
    expect(shield).toHaveAttribute('aria-disabled', 'true');
    await user.click(shield);
    expect(shield).toHaveAttribute('aria-pressed', 'false');
  });

  it('says the cards are dealt at kick-off while there are none', async () => {
    renderPanel(liveDetails(), NOW);
    expect(await screen.findByText('Your cards are dealt at kick-off.')).toBeInTheDocument();
  });
});
