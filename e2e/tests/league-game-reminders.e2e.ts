import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createQuickMatch,
  enterLobby,
  joinLobby,
  MATCH_NAME,
  type QuickMatch,
} from '../src/game/quick-match';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { apiCall, type Token } from '../src/harness/api';
import { screenshot } from '../src/harness/browser';
import { useE2eWorld } from '../src/harness/e2e-world';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';
import { moveToSecondOfMinute } from '../src/harness/server-clock';

const ODDS = [{ eventType: 'Goal', betType: 'over' as const, threshold: 0.5, odds: 1.8 }];
const REMINDER = /^Betting on Round 1 closes in \d+ s$/;

/**
 * Issue 17: a league game started from the league page through CREATE GAME (League chosen, "Starts
 * in" on the server clock), and the opt-in reminder before betting on round 1 closes, on the page
 * since this browser gives no notification permission. Alice on a desktop, Bob on a phone.
 */
describe('a league game and betting reminders', () => {
  const world = useE2eWorld();
  let match: QuickMatch;
  let aliceToken: Token;
  let bobToken: Token;
  let league: { _id: string; name: string; inviteCode: string };
  let alice: Page;
  let bob: Page;

  beforeAll(async () => {
    match = await createQuickMatch(world.url, world.adminToken, {
      clockSpeed: 6,
      rounds: [1, 2, 3].map((n) => ({ roundNumber: n, startMinute: (n - 1) * 2, endMinute: n * 2 })),
      odds: ODDS,
    });
    aliceToken = await world.register('Alice');
    bobToken = await world.register('Bob');
    ({ league } = await apiCall<{ league: typeof league }>(world.url, 'POST', '/api/app/league', {
      token: aliceToken,
      body: { name: 'Friday Five' },
    }));
    await apiCall(world.url, 'POST', '/api/app/league/join', {
      token: bobToken,
      body: { inviteCode: league.inviteCode },
    });
  });

  it('shows "Starts in" on CREATE GAME at phone size', async () => {
    bob = await world.open('bob', bobToken, 'phone');
    await bob.goto(`${world.url}/`);
    await bob.getByRole('tab', { name: 'CREATE GAME' }).click();
    const item = bob.getByRole('listitem').filter({ hasText: MATCH_NAME });
    await item.getByText(/Starts in (59:\d\d|1h 0m)/).waitFor();
    await expectNoSidewaysScroll(bob, 'CREATE GAME on a phone');
    await screenshot(bob, 'league-create-game-phone');
  });

  it('opens CREATE GAME from the league page with the league chosen, and creates the game in it', async () => {
    alice = await world.open('alice', aliceToken, 'desktop');
    await alice.goto(`${world.url}/leagues/${league._id}`);
    await alice.getByRole('link', { name: 'Create League Game' }).click();
    await expect
      .poll(() => alice.getByRole('tab', { name: 'CREATE GAME' }).getAttribute('aria-selected'))
      .toBe('true');
    await alice
      .getByRole('listitem')
      .filter({ hasText: MATCH_NAME })
      .getByRole('button', { name: 'CREATE GAME' })
      .click();
    const dialog = alice.getByRole('dialog');
    const select = dialog.getByRole('combobox', { name: 'League' });
    await dialog.getByRole('option', { name: 'Friday Five' }).waitFor({ state: 'attached' });
    expect(await select.inputValue()).toBe(league._id);
    await dialog.getByText('Every member of the league is told the lobby code.').waitFor();
    await expectNoSeriousA11yViolations(alice, 'game settings with a league');
    await screenshot(alice, 'league-create-game-dialog-desktop');
    await dialog.getByRole('button', { name: 'Create game' }).click();
    await alice.getByRole('switch', { name: 'Remind me before betting closes' }).waitFor();

    const details = await apiCall<{ lobbies: { _id: string; lobbyCode: string }[] }>(
      world.url,
      'GET',
      `/api/app/league/${league._id}`,
      { token: bobToken },
    );
    expect(details.lobbies).toHaveLength(1);
    const { _id: lobbyId, lobbyCode } = details.lobbies[0]!;
    await joinLobby(world.url, bobToken, lobbyCode);
    await enterLobby(bob, world.url, { lobbyId, lobbyCode });
    await bob.getByRole('switch', { name: 'Remind me before betting closes' }).waitFor();
  });

  it('reminds each player without a bet once, on the page, when they switched reminders on', async () => {
    for (const page of [alice, bob]) {
      const toggle = page.getByRole('switch', { name: 'Remind me before betting closes' });
      await toggle.click();
      expect(await toggle.isChecked()).toBe(true);
      await page.getByText('Reminders show on this page.').waitFor();
    }
    // round 1 takes bets until kick-off, the next full minute of the server's clock: started 35 s
    // before it (the clock moved to 25 s past a minute), so that each page reads the kick-off before
    // the 30 s mark
    await moveToSecondOfMinute(world.url, world.adminToken, 25);
    await apiCall(world.url, 'POST', '/api/admin/game/start-half-1', {
      token: world.adminToken,
      body: { matchId: match.matchId },
    });
    for (const [name, page] of [
      ['desktop', alice],
      ['phone', bob],
    ] as const) {
      const reminder = page.getByRole('status').filter({ hasText: REMINDER });
      await reminder.waitFor({ timeout: 75_000 });
      await screenshot(page, `league-reminder-${name}`);
    }
    await expectNoSidewaysScroll(bob, 'the reminder on a phone');
    await bob.getByRole('button', { name: 'Dismiss' }).click();
    await bob.getByRole('status').filter({ hasText: REMINDER }).waitFor({ state: 'detached' });
    expect(await bob.evaluate(() => localStorage.getItem('kickchips.bettingReminders'))).toBe('true');
  });
});
