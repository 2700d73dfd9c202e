import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameScreen } from '../src/game/game-screen';
import {
  AWAY_TEAM,
  createLobby,
  createQuickMatch,
  enterLobby,
  HOME_TEAM,
  joinLobby,
  type LobbyRef,
  startReplay,
} from '../src/game/quick-match';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import type { Token } from '../src/harness/api';
import { outputDir, screenshot } from '../src/harness/browser';
import { useE2eWorld } from '../src/harness/e2e-world';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';

/**
 * Issue 31 item 4 as players meet it: a match the game prices itself offers lines on each team's
 * count beside the match's. Alice on a desktop bets on the away team's corners, Bob on a phone on
 * the home team's shots. Round 1 (6 match minutes, 12 s at 30 match minutes a real minute) brings a
 * corner recorded without a team: Alice's team line is void and refunded, and she is told why.
 */
const CLOCK_SPEED = 30;
const ROUNDS = [1, 2].map((roundNumber) => ({
  roundNumber,
  startMinute: (roundNumber - 1) * 6,
  endMinute: roundNumber * 6,
}));
const TIMELINE = [
  'half,second,eventType,team',
  '1,60,Corner,',
  '1,120,Corner,away',
  '1,900,end,',
  '2,60,Throw,',
  '2,300,end,',
].join('\n');
const SETTINGS = { startingChips: 1000, inactivityPenalty: 0, enableBetChipCards: false };
const STAKE = 10;
const VOID_REASON = 'Void: a Corner this round was recorded without a team, so team lines are refunded';

describe('lines on a team: offered by team, named by the team, void when an event had no team', () => {
  const world = useE2eWorld();
  const tokens: Record<string, Token> = {};
  let alice: Page;
  let bob: Page;
  let lobby: LobbyRef;
  let matchId = '';
  /** The labels of the lines each placed, as bet cards name them. */
  const bets: Record<string, string> = {};

  async function look(page: Page, name: string): Promise<void> {
    await expectNoSidewaysScroll(page, name);
    await screenshot(page, `team-lines-${name}`);
    await expectNoSeriousA11yViolations(page, name);
  }

  /** Bets on the first OVER line of `category` on `team`'s count, from the slip, as a player does. */
  async function betOnTeamLine(page: Page, size: string, category: string, team: string): Promise<string> {
    const bar = page.getByTestId('bet-bar');
    if (await bar.isVisible()) await bar.getByRole('button', { name: 'Bet slip' }).click();
    const panel = gameScreen.quickBet(page);
    await gameScreen
      .categories(page)
      .getByRole('button', { name: new RegExp(`^${category}( |$)`) })
      .click();
    const linesOn = panel.getByRole('group', { name: 'Lines on' });
    await linesOn.waitFor({ timeout: 20_000 });
    expect(await linesOn.getByRole('button', { name: 'Whole match' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await linesOn.getByRole('button', { name: team }).click();
    const subject = `${category}s by ${team}`;
    const line = panel.getByRole('button', {
      name: new RegExp(`^Over [\\d.]+ ${subject}, pays \\d+ chips$`),
    });
    await panel.getByLabel('Bet amount').fill(String(STAKE));
    await line.first().click();
    const threshold = /^Over ([\d.]+) /.exec((await line.first().getAttribute('aria-label')) ?? '')![1]!;
    await panel.getByText(new RegExp(`^Over ${threshold} ${subject}, ${STAKE} chips, pays \\d+`)).waitFor();
    await panel
      .getByRole('group', { name: 'Bet slip' })
      .screenshot({ path: path.join(outputDir, `team-lines-slip-${size}.png`) });
    await panel.getByRole('button', { name: 'Confirm Bet' }).click();
    const dialog = gameScreen.confirmDialog(page);
    await dialog.getByText('This bet will apply to Round 1').waitFor();
    await dialog.getByRole('button', { name: 'Place Bet' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByRole('status').filter({ hasText: 'Bet placed on Round 1' }).waitFor();
    return `Round 1 ${subject} OVER ${threshold}`;
  }

  it('offers each team its lines under the event type, and both bet on one before kick-off', {
    timeout: 120_000,
  }, async () => {
    tokens.Alice = await world.register('Alice');
    tokens.Bob = await world.register('Bob');
    ({ matchId } = await createQuickMatch(world.url, world.adminToken, {
      clockSpeed: CLOCK_SPEED,
      rounds: ROUNDS,
      odds: [],
    }));
    lobby = await createLobby(world.url, tokens.Alice, matchId, SETTINGS);
    await joinLobby(world.url, tokens.Bob, lobby.lobbyCode);
    alice = await world.open('alice-desktop', tokens.Alice, 'desktop');
    bob = await world.open('bob-phone', tokens.Bob, 'phone');
    await enterLobby(alice, world.url, lobby);
    await enterLobby(bob, world.url, lobby);
    bets.alice = await betOnTeamLine(alice, 'desktop', 'Corner', AWAY_TEAM);
    bets.bob = await betOnTeamLine(bob, 'phone', 'Shot', HOME_TEAM);
    await gameScreen.betCard(alice, bets.alice).waitFor();
    await gameScreen.betCard(bob, bets.bob).waitFor();
    await look(alice, 'bet-desktop');
    await look(bob, 'bet-phone');
  });

  it("round 1's corner without a team voids the away team's corner line: the stake comes back, and why", {
    timeout: 150_000,
  }, async () => {
    // half 1 kicks off at the next full minute of the server's clock, moved to just before it
    const kickOff = await startReplay(world.url, world.adminToken, matchId, TIMELINE, CLOCK_SPEED);
    const roundEnd = kickOff + 12_000;
    const moment = alice.getByTestId('result-moment').filter({ hasText: 'Round 1 result' });
    await moment.waitFor({ timeout: roundEnd - Date.now() + 45_000 });
    const text = (await moment.textContent()) ?? '';
    expect(text).toContain(`${bets.alice!.replace('Round 1 ', '')}: REFUNDED 0`);
    expect(text).toContain(VOID_REASON);
    await screenshot(alice, 'team-lines-void-result-desktop');
    const card = gameScreen.betCard(alice, bets.alice!);
    await card.and(alice.locator('[data-status="REFUNDED"]')).waitFor({ timeout: 20_000 });
    expect(await card.textContent()).toContain(VOID_REASON);
    // Bob's line on the home team's shots settles on their count: none, so OVER lost
    await gameScreen
      .betCard(bob, bets.bob!)
      .and(bob.locator('[data-status="LOST"]'))
      .waitFor({ timeout: 20_000 });
    await look(alice, 'void-desktop');
    await look(bob, 'settled-phone');
  });

  it('has no page errors', () => {
    expect(world.errors).toEqual({ 'alice-desktop': [], 'bob-phone': [] });
  });
});
