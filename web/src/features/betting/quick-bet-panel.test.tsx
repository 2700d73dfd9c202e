import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/mock-api';
import { liveDetails, minute, ODDS, PANEL_TEST_TIMEOUT_MS, renderPanel } from './quick-bet-fixture';

const NOW = minute(5);
const overList = () => screen.getByRole('heading', { name: 'OVER' }).closest('div')!.parentElement!;
const oddButtons = (side: 'Over' | 'Under') =>
  screen.getAllByRole('button', { name: new RegExp(`^${side} `) });
const amountBox = () => screen.getByLabelText('Bet amount');

describe('QuickBetPanel odds', { timeout: PANEL_TEST_TIMEOUT_MS }, () => {
  it('shows the chip balance and the event categories, Goal first', async () => {
    renderPanel(
      liveDetails({ currentUser: { _id: 'u2', role: 'player', chips: 73, eliminated: false } }),
      NOW,
    );
    expect(screen.getByRole('region', { name: 'Quick bet' })).toHaveAttribute('data-slot', 'quick-bet');
    expect(screen.getByText('Chip balance').parentElement).toHaveTextContent('73 chips');
    const categories = await screen.findByRole('navigation', { name: 'Event categories' });
    const names = within(categories)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Goal2 this round', 'Corner1 this round']);
    expect(within(categories).getByRole('button', { name: /Goal/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages the OVER list three at a time with n/m', async () => {
    const { user } = renderPanel(liveDetails(), NOW);
    await screen.findByRole('heading', { name: 'OVER' });
    expect(oddButtons('Over').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Over 0.5 Goal, pays 18 chips',
      'Over 1.5 Goal, pays 22 chips',
      'Over 2.5 Goal, pays 30 chips',
    ]);
    expect(within(overList()).getByText('1/2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous OVER odds' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next OVER odds' }));
    expect(within(overList()).getByText('2/2')).toBeInTheDocument();
    expect(oddButtons('Over').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Over 3.5 Goal, pays 50 chips',
    ]);
    expect(screen.getByRole('button', { name: 'Next OVER odds' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous OVER odds' }));
    expect(within(overList()).getByText('1/2')).toBeInTheDocument();
    expect(oddButtons('Under')).toHaveLength(2);
    expect(screen.getByText('1/1')).toBeInTheDocument();
  });

  it("switches to another category's odds", async () => {
    const { user } = renderPanel(liveDetails(), NOW);
    await user.click(await screen.findByRole('button', { name: /^Corner/ }));
    expect(oddButtons('Over').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Over 4.5 Corner, pays 15 chips',
    ]);
    expect(screen.getByText('No UNDER odds for Corner')).toBeInTheDocument();
  });

  it("never shows a line at the round before's price: it waits for the price of the round bets go on", async () => {
    const forRound = (roundId: string) => ODDS.map((odd) => ({ ...odd, roundId }));
    renderPanel(liveDetails(), NOW, { 'GET /api/app/odds/match/match-1': ok({ odds: forRound('r1') }) });
    expect(await screen.findByText('Pricing Round 2…')).toHaveAttribute('role', 'status');
    expect(screen.queryAllByRole('button', { name: /^Over / })).toHaveLength(0);
  });

  it("shows the lines priced for the round bets go on, and an admin's price in any round", async () => {
    const lines = ODDS.map((odd, i) => ({ ...odd, roundId: i === 1 ? null : 'r2' }));
    renderPanel(liveDetails(), NOW, { 'GET /api/app/odds/match/match-1': ok({ odds: lines }) });
    await screen.findByRole('heading', { name: 'OVER' });
    expect(oddButtons('Over')).toHaveLength(3);
    expect(screen.queryByText('Pricing Round 2…')).toBeNull();
  });

  it("offers a category's lines on one team beside the whole match's, named by the team (issue 31)", async () => {
    const teamOdd = { ...ODDS[0]!, _id: 'o-corner-away', threshold: 0.5, odds: 1.8, team: 'away' as const };
    const { user } = renderPanel(liveDetails(), NOW, {
      'GET /api/app/odds/match/match-1': ok({ odds: [...ODDS, teamOdd] }),
    });
    await user.click(await screen.findByRole('button', { name: /^Corner/ }));
    const linesOn = screen.getByRole('group', { name: 'Lines on' });
    expect(within(linesOn).getByRole('button', { name: 'Whole match' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(oddButtons('Over').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Over 4.5 Corner, pays 15 chips',
    ]);
    await user.click(within(linesOn).getByRole('button', { name: 'Chelsea' }));
    expect(oddButtons('Over').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Over 0.5 Corners by Chelsea, pays 18 chips',
    ]);
    expect(screen.getByText('No UNDER odds for Corners by Chelsea')).toBeInTheDocument();
    await user.click(oddButtons('Over')[0]!);
    expect(screen.getByText('Over 0.5 Corners by Chelsea, 10 chips, pays 18')).toBeInTheDocument();
  });

  it("shows no team choice where a category has only the whole match's lines", async () => {
    renderPanel(liveDetails(), NOW);
    await screen.findByRole('heading', { name: 'OVER' });
    expect(screen.queryByRole('group', { name: 'Lines on' })).not.toBeInTheDocument();
  });

  it('starts at 10, reads empty as 0 (multipliers), caps at the maximum and refuses non-integers', async () => {
    const details = liveDetails();
    const { user } = renderPanel(
      {
        ...details,
        lobby: { ...details.lobby, gameSettings: { ...details.lobby.gameSettings, maxBetAmount: 50 } },
      },
      NOW,
    );
    await screen.findByRole('heading', { name: 'OVER' });
    expect(amountBox()).toHaveValue('10');
    await user.clear(amountBox());
    expect(amountBox()).toHaveValue('');
    expect(oddButtons('Over')[0]).toHaveAccessibleName('Over 0.5 Goal, x1.8');
    expect(oddButtons('Over')[0]).toHaveTextContent('x1.8');
    await user.type(amountBox(), '75');
    expect(amountBox()).toHaveValue('50');
    expect(screen.getByText('1 to 50 chips')).toBeInTheDocument();
    await user.clear(amountBox());
    await user.type(amountBox(), '12');
    await user.paste('.5');
    expect(amountBox()).toHaveValue('12');
    expect(amountBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Whole chips only')).toBeInTheDocument();
    await user.type(amountBox(), '0');
    expect(amountBox()).toHaveValue('50');
    expect(amountBox()).not.toHaveAttribute('aria-invalid');
    await user.clear(amountBox());
    await user.type(amountBox(), '0');
    expect(amountBox()).toHaveValue('1');
  });

  it('sets the quick amounts 5, 10, 25, 50 and 100, and Clear empties the box and the selection', async () => {
    const { user } = renderPanel(liveDetails(), NOW);
    await screen.findByRole('heading', { name: 'OVER' });
    const quick = within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(['5', '10', '25', '50', '100']);
    await user.click(quick[2]!);
    expect(amountBox()).toHaveValue('25');
    expect(quick[2]).toHaveAttribute('aria-pressed', 'true');
    expect(oddButtons('Over')[1]).toHaveAccessibleName('Over 1.5 Goal, pays 55 chips');
    await user.click(quick[4]!);
    expect(amountBox()).toHaveValue('100');
    await user.click(oddButtons('Over')[1]!);
    expect(oddButtons('Over')[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Over 1.5 Goal, 100 chips, pays 220')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(amountBox()).toHaveValue('');
    expect(oddButtons('Over')[1]).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the box on the amount the payouts use when the chips drop under it (issue 29 item 8)', async () => {
    const withChips = (chips: number) =>
      liveDetails({ currentUser: { _id: 'u2', role: 'player', chips, eliminated: false } });
    const { user, show } = renderPanel(withChips(95), NOW);
    await screen.findByRole('heading', { name: 'OVER' });
    await user.click(screen.getByRole('button', { name: '50' }));
    expect(amountBox()).toHaveValue('50');
    show(NOW, withChips(45));
    expect(amountBox()).toHaveValue('45');
    expect(screen.getByText('1 to 45 chips (your chips; lobby max 100)')).toBeInTheDocument();
    expect(oddButtons('Over')[0]).toHaveAccessibleName('Over 0.5 Goal, pays 81 chips');
  });

  it('says when a win would only give the stake back (issue 29 item 8)', async () => {
    const { user } = renderPanel(liveDetails(), NOW, {
      'GET /api/app/odds/match/match-1': ok({
        odds: [
          {
            _id: 'o-safe',
            match: 'match-1',
            eventType: 'Goal',
            betType: 'over',
            threshold: 0.5,
            odds: 1.05,
            roundId: null,
          },
        ],
      }),
    });
    const safe = await screen.findByRole('button', {
      name: 'Over 0.5 Goal, pays 10 chips (your stake back)',
    });
    expect(safe).toHaveTextContent('your stake back');
    await user.click(safe);
    expect(screen.getByText('Over 0.5 Goal, 10 chips, pays 10 (your stake back)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '25' }));
    expect(screen.getByRole('button', { name: 'Over 0.5 Goal, pays 26 chips' })).not.toHaveTextContent(
      'stake back',
    );
  });

  it('says when the match has no odds', async () => {
    renderPanel(liveDetails(), NOW, { 'GET /api/app/odds/match/match-1': ok({ odds: [] }) });
    expect(await screen.findByText('No odds for this match yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Event categories' })).toBeNull();
  });

  it('shows loading, then a failure with Retry that loads the odds again', async () => {
    let calls = 0;
    const { user } = renderPanel(liveDetails(), NOW, {
      'GET /api/app/odds/match/match-1': () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Database down') : ok({ odds: [] });
      },
    });
    expect(screen.getByText('Loading odds')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the odds.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No odds for this match yet.')).toBeInTheDocument();
  });
});
