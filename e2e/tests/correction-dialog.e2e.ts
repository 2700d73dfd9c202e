import { describe, expect, it } from 'vitest';
import { createLobby, createQuickMatch, type LobbyRef, startReplay } from '../src/game/quick-match';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { apiCall, type Token } from '../src/harness/api';
import { screenshot } from '../src/harness/browser';
import { type ScreenSize, useE2eWorld } from '../src/harness/e2e-world';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';

/**
 * Issue 37 item 2 as the admin meets it: Sam stakes all 100 chips on a goal at 3.84, the goal is
 * recorded in round 1, round 1 settles (384 chips) and he stakes 100 on round 3. Before the admin
 * deletes the goal, the confirm dialog says what that does, on a desktop and on a phone: it takes
 * 284 chips from Sam and voids his later bet. Confirmed, Sam stands on 0 chips.
 */
const CLOCK_SPEED = 30;
const ODDS = [
  { eventType: 'Goal', betType: 'over' as const, threshold: 0.5, odds: 3.84 },
  { eventType: 'Goal', betType: 'under' as const, threshold: 0.5, odds: 2 },
];
const TIMELINE = [
  'half,second,eventType,team',
  '1,60,Goal,home',
  '1,1200,end,',
  '2,60,Corner,',
  '2,120,end,',
].join('\n');
const SETTINGS = { startingChips: 100, inactivityPenalty: 0, enableBetChipCards: false };
const SENTENCE = 'Undoing this goal takes 284 chips from Sam and voids 1 later bet of theirs.';

describe('the confirm of a correction names who loses what', () => {
  const world = useE2eWorld();
  let sam: Token;
  let lobby: LobbyRef;
  let match: Awaited<ReturnType<typeof createQuickMatch>>;

  const samChips = async () => {
    const { leaderboard } = await apiCall<{ leaderboard: { chips: number }[] }>(
      world.url,
      'GET',
      `/api/app/game/leaderboard/${lobby.lobbyId}`,
      { token: sam },
    );
    return leaderboard[0]!.chips;
  };
  const bet = (round: number) =>
    apiCall(world.url, 'POST', '/api/app/game/place-bet', {
      token: sam,
      body: {
        lobbyId: lobby.lobbyId,
        oddsId: match.oddIds['Over 0.5 Goal'],
        matchRoundId: match.roundIds[round],
        stake: 100,
      },
    });

  async function openTheGoal(size: ScreenSize) {
    const page = await world.open(`admin-${size}`, world.adminToken, size);
    await page.goto(`${world.url}/admin/events?match=${match.matchId}`);
    const log = page.getByRole('list', { name: 'Match events, newest first' });
    await log
      .getByRole('button', { name: /^Goal · Harbour FC at .*Round 1, delete$/ })
      .click({ timeout: 30_000 });
    const dialog = page.getByRole('alertdialog', { name: 'Are You Sure?' });
    await dialog.getByText(SENTENCE).waitFor();
    await expectNoSidewaysScroll(page, `correction-dialog-${size}`);
    await screenshot(page, `correction-dialog-${size}`);
    await expectNoSeriousA11yViolations(page, `correction-dialog-${size}`);
    return { page, dialog };
  }

  it('Sam wins 384 on the goal and stakes 100 of it on round 3', { timeout: 120_000 }, async () => {
    sam = await world.register('Sam');
    match = await createQuickMatch(world.url, world.adminToken, {
      clockSpeed: CLOCK_SPEED,
      rounds: [
        { roundNumber: 1, startMinute: 0, endMinute: 3 },
        { roundNumber: 2, startMinute: 3, endMinute: 9 },
        { roundNumber: 3, startMinute: 9, endMinute: 15 },
      ],
      odds: ODDS,
    });
    lobby = await createLobby(world.url, sam, match.matchId, SETTINGS);
    await bet(1);
    await startReplay(world.url, world.adminToken, match.matchId, TIMELINE, CLOCK_SPEED);
    // round 1 ends 6 s after kick-off; betting on round 3 is open until 15.6 s after it
    await expect.poll(samChips, { timeout: 30_000, interval: 250 }).toBe(384);
    await bet(3);
    expect(await samChips()).toBe(284);
  });

  it('on a desktop, the dialog says it takes 284 chips from Sam and voids his later bet; Cancel keeps it', {
    timeout: 60_000,
  }, async () => {
    const { page, dialog } = await openTheGoal('desktop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Match events, newest first' }).getByText('Goal').first().waitFor();
    expect(await samChips()).toBe(284);
  });

  it('on a phone, the same sentence; confirmed, Sam stands on 0 chips and his later bet is void', {
    timeout: 60_000,
  }, async () => {
    const { dialog } = await openTheGoal('phone');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(samChips, { timeout: 10_000 }).toBe(0);
    const { bets } = await apiCall<{ bets: { status: string; voidReason?: string | null }[] }>(
      world.url,
      'GET',
      `/api/app/user-bet/all?lobbyId=${lobby.lobbyId}`,
      { token: sam },
    );
    expect(bets.map((b) => [b.status, b.voidReason ?? null]).sort()).toEqual([
      ['lost', null],
      ['void', 'Void: after a correction to round 1, your chips did not cover this stake'],
    ]);
  });
});
