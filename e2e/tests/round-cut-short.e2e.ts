import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameScreen } from '../src/game/game-screen';
import { placeBet } from '../src/game/place-bet';
import {
  createLobby,
  createQuickMatch,
  enterLobby,
  joinLobby,
  type LobbyRef,
  startReplay,
} from '../src/game/quick-match';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { apiCall, type Token } from '../src/harness/api';
import { screenshot } from '../src/harness/browser';
import { type ScreenSize, useE2eWorld } from '../src/harness/e2e-world';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';

/**
 * Issue 37 item 3 as an admin and players meet it. The admin cannot add a round after the
 * open-ended last round of a half: the form says which round it overlaps. Alice (desktop) and Bob
 * (phone) bet on round 1, planned for minutes 0 to 10, and the half ends at 5' (10 s after kick-off
 * at 30 match minutes a real minute): the lines were priced for ten minutes, so both bets are void,
 * stakes back, and the bet card and the result moment say why.
 */
const CLOCK_SPEED = 30;
const ODDS = [
  { eventType: 'Corner', betType: 'over' as const, threshold: 0.5, odds: 2 },
  { eventType: 'Corner', betType: 'under' as const, threshold: 0.5, odds: 2 },
];
const TIMELINE = [
  'half,second,eventType,team',
  '1,120,Corner,home',
  '1,300,end,',
  '2,60,Throw,',
  '2,360,end,',
].join('\n');
const SETTINGS = { startingChips: 1000, inactivityPenalty: 0, enableBetChipCards: false };
const STAKE = 10;
const VOID_REASON = "Void: the half ended at 5', before this round's end";
const OVERLAP =
  'Error creating round: Round 3 (minutes 45 to 55) overlaps round 2 (minute 6 to the end of the half) in this half';

describe('a round cut short: overlaps refused, bets priced for more minutes void with their reason', () => {
  const world = useE2eWorld();
  const tokens: Record<string, Token> = {};
  let alice: Page;
  let bob: Page;
  let lobby: LobbyRef;
  let matchId = '';

  async function look(page: Page, name: string): Promise<void> {
    await expectNoSidewaysScroll(page, name);
    await screenshot(page, `round-cut-short-${name}`);
    await expectNoSeriousA11yViolations(page, name);
  }

  async function refuseOverlap(size: ScreenSize): Promise<void> {
    const made = await createQuickMatch(world.url, world.adminToken, {
      clockSpeed: CLOCK_SPEED,
      rounds: [{ roundNumber: 1, startMinute: 0, endMinute: 6 }],
      odds: [],
    });
    await apiCall(world.url, 'POST', '/api/admin/game/create-round', {
      token: world.adminToken,
      body: { halfId: made.halfIds[1], roundNumber: 2, startMinute: 6 },
    });
    const page = await world.open(`admin-${size}`, world.adminToken, size);
    await page.goto(`${world.url}/admin/manage-match/${made.matchId}`);
    const rounds = page.getByRole('region', { name: 'Match Rounds' });
    await rounds
      .getByText('Round 2 runs until the end of the half: give it an end minute to add a round after it')
      .waitFor({ timeout: 30_000 });
    const form = rounds.getByRole('form', { name: 'Add Round' });
    await form.getByLabel(/Round Number/).fill('3');
    await form.getByLabel(/Start Minute/).fill('45');
    await form.getByLabel(/End Minute/).fill('55');
    await form.getByRole('button', { name: 'Add Round' }).click();
    await form.getByText(OVERLAP).waitFor();
    const saved = await apiCall<{ matchRounds: { roundNumber: number }[] }>(
      world.url,
      'GET',
      `/api/admin/match-round/match/${made.matchId}`,
      { token: world.adminToken },
    );
    expect(saved.matchRounds.map((round) => round.roundNumber)).toEqual([1, 2]);
    await look(page, `overlap-${size}`);
  }

  it('refuses a round after the open-ended last round, naming it, in the admin form on a desktop', {
    timeout: 90_000,
  }, async () => {
    await refuseOverlap('desktop');
  });

  it('refuses it the same way on a phone', { timeout: 90_000 }, async () => {
    await refuseOverlap('phone');
  });

  it('both players bet on round 1 before kick-off', { timeout: 120_000 }, async () => {
    tokens.Alice = await world.register('Alice');
    tokens.Bob = await world.register('Bob');
    ({ matchId } = await createQuickMatch(world.url, world.adminToken, {
      clockSpeed: CLOCK_SPEED,
      rounds: [
        { roundNumber: 1, startMinute: 0, endMinute: 10 },
        { roundNumber: 2, startMinute: 0, endMinute: 6, halfNumber: 2 },
      ],
      odds: ODDS,
    }));
    lobby = await createLobby(world.url, tokens.Alice, matchId, SETTINGS);
    await joinLobby(world.url, tokens.Bob, lobby.lobbyCode);
    alice = await world.open('alice-desktop', tokens.Alice, 'desktop');
    bob = await world.open('bob-phone', tokens.Bob, 'phone');
    await enterLobby(alice, world.url, lobby);
    await enterLobby(bob, world.url, lobby);
    await placeBet(alice, { category: 'Corner', odd: 'Over 0.5 Corner', amount: STAKE, round: 1 });
    await placeBet(bob, { category: 'Corner', odd: 'Under 0.5 Corner', amount: STAKE, round: 1 });
    await gameScreen.betCard(alice, 'Round 1 Corner OVER 0.5').waitFor();
    await gameScreen.betCard(bob, 'Round 1 Corner UNDER 0.5').waitFor();
  });

  it("the half ends at 5' of a round planned to 10': both bets are void, stakes back, and say why", {
    timeout: 150_000,
  }, async () => {
    // half 1 kicks off at the next full minute of the server's clock, moved to just before it
    const kickOff = await startReplay(world.url, world.adminToken, matchId, TIMELINE, CLOCK_SPEED);
    const halfEnd = kickOff + 10_000;
    const moment = alice.getByTestId('result-moment').filter({ hasText: 'Round 1 result' });
    await moment.waitFor({ timeout: halfEnd - Date.now() + 45_000 });
    const text = (await moment.textContent()) ?? '';
    expect(text).toContain('Corner OVER 0.5: REFUNDED 0');
    expect(text).toContain(VOID_REASON);
    await screenshot(alice, 'round-cut-short-result-desktop');
    for (const [page, label, size] of [
      [alice, 'Round 1 Corner OVER 0.5', 'desktop'],
      [bob, 'Round 1 Corner UNDER 0.5', 'phone'],
    ] as const) {
      const card = gameScreen.betCard(page, label);
      await card.and(page.locator('[data-status="REFUNDED"]')).waitFor({ timeout: 20_000 });
      expect(await card.textContent()).toContain(VOID_REASON);
      await card.scrollIntoViewIfNeeded();
      await look(page, `void-${size}`);
    }
    const { bets } = await apiCall<{ bets: { status: string; payout: number; voidReason?: string }[] }>(
      world.url,
      'GET',
      `/api/app/user-bet/all?lobbyId=${lobby.lobbyId}`,
      { token: tokens.Alice },
    );
    expect(bets).toMatchObject([{ status: 'void', payout: STAKE, voidReason: VOID_REASON }]);
  });

  it('has no page errors', () => {
    expect(world.errors).toEqual({
      'admin-desktop': [],
      'admin-phone': [],
      'alice-desktop': [],
      'bob-phone': [],
    });
  });
});
