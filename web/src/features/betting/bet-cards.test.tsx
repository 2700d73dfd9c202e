import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/mock-api';
import { liveDetails, minute, PANEL_TEST_TIMEOUT_MS, placedAnswer, renderPanel } from './quick-bet-fixture';

const NOW = minute(5);
const card = (id: string, kind: string, usedInRoundNumber: number | null = null) => ({
  _id: id,
  kind,
  description: 'the server’s sentence, not shown',
  usedInRoundNumber,
});
const BOOST = card('c1', 'boost');
const SHIELD = card('c2', 'shield');
const DOUBLE = card('c3', 'double-or-nothing');
const hand = (...cards: ReturnType<typeof card>[]) => ({
  'GET /api/app/game/cards': ok({ cards, cooldownUntilRound: null }),
});

const cardsGroup = async () => screen.findByRole('group', { name: 'Cards (optional)' });
const cardNames = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('button')
    .map((button) => button.firstChild?.textContent);

describe('bet chip cards in the panel', { timeout: PANEL_TEST_TIMEOUT_MS }, () => {
  it('explains each card in one line with what it pays on the amount entered, and plays the chosen one', async () => {
    const { user, api } = renderPanel(liveDetails(), NOW, {
      ...hand(BOOST, SHIELD, DOUBLE),
      'POST /api/app/game/place-bet': ok(placedAnswer()),
    });
    const group = await cardsGroup();
    const boost = await within(group).findByRole('button', { name: /Boost/ });
    expect(boost).toHaveTextContent('A win pays 1.5x; a loss loses the stake.');

    // Under 0.5 Goal pays x2: 10 chips pay 20 without a card
    await user.click(screen.getByRole('button', { name: /^Under 0.5 Goal/ }));
    expect(boost).toHaveTextContent('Win pays 30, lose −10');
    expect(within(group).getByRole('button', { name: /Shield/ })).toHaveTextContent('Win pays 20, lose −7');
    expect(within(group).getByRole('button', { name: /Double or Nothing/ })).toHaveTextContent(
      'Win pays 60, lose −20',
    );
    await user.click(boost);
    expect(boost).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Under 0.5 Goal, 10 chips, Boost: win pays 30, lose −10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Bet' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await screen.findByText('Bet placed on Round 2');
    expect(api.to('/api/app/game/place-bet')[0]!.body).toEqual({
      lobbyId: 'lobby-1',
      oddsId: 'u-g05',
      matchRoundId: 'r2',
      stake: 10,
      oddsValue: 2,
      cardId: 'c1',
    });
  });

  it('hides double or nothing when the chips cannot cover its second stake, and bets without it', async () => {
    const { user, api } = renderPanel(liveDetails(), NOW, {
      ...hand(BOOST, DOUBLE),
      'POST /api/app/game/place-bet': ok(placedAnswer()),
    });
    const group = await cardsGroup();
    await user.click(await within(group).findByRole('button', { name: /Double or Nothing/ }));
    await user.click(screen.getByRole('button', { name: /^Under 0.5 Goal/ }));
    const amount = screen.getByLabelText('Bet amount');
    await user.clear(amount);
    await user.type(amount, '50');
    expect(cardNames(group)).toEqual(['Boost', 'Double or Nothing']);
    await user.type(amount, '{Backspace}1');
    expect(cardNames(group)).toEqual(['Boost']);
    await user.click(screen.getByRole('button', { name: 'Confirm Bet' }));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await screen.findByText('Bet placed on Round 2');
    expect(api.to('/api/app/game/place-bet')[0]!.body).toEqual({
      lobbyId: 'lobby-1',
      oddsId: 'u-g05',
      matchRoundId: 'r2',
      stake: 51,
      oddsValue: 2,
    });
  });

  it('hides every card while the cooldown runs and says how long it lasts', async () => {
    renderPanel(liveDetails(), NOW, hand(card('c1', 'boost', 1), SHIELD));
    const group = await cardsGroup();
    expect(await within(group).findByText('You can use another card in 5 rounds')).toBeInTheDocument();
    expect(cardNames(group)).toEqual([]);
  });

  it('hides used cards and the cards for an amount outside the lobby range', async () => {
    const { user } = renderPanel(liveDetails(), NOW, hand(card('c1', 'boost', -5), SHIELD));
    const group = await cardsGroup();
    await within(group).findByRole('button', { name: /Shield/ });
    expect(cardNames(group)).toEqual(['Shield']);
    await user.clear(screen.getByLabelText('Bet amount'));
    expect(cardNames(group)).toEqual([]);
    expect(within(group).getByText('No card fits this amount.')).toBeInTheDocument();
  });

  it('says the cards are dealt at kick-off while there are none', async () => {
    renderPanel(liveDetails(), NOW);
    expect(await screen.findByText('Your cards are dealt at kick-off.')).toBeInTheDocument();
  });
});
