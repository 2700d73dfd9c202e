import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameScreen } from '../src/game/game-screen';
import {
  createQuickMatch,
  enterLobby,
  joinLobby,
  type LobbyRef,
  MATCH_NAME,
  type QuickMatch,
  startReplay,
} from '../src/game/quick-match';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { apiCall, type Token } from '../src/harness/api';
import { screenshot } from '../src/harness/browser';
import { useE2eWorld } from '../src/harness/e2e-world';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';

/**
 * Issue 17's journey: Alice (desktop) makes a league and invites Bob (phone) by its link; Carol
 * joins by the code. Alice opens a league game, Bob comes in from his notification, and a short
 * replayed match (one half of 10 minutes at 10 match minutes a real minute, two rounds, a corner in
 * each) is played to its end. The league table counts it; the host's controls and a rematch follow.
 */
const CLOCK_SPEED = 10;
const ROUNDS = [
  { roundNumber: 1, startMinute: 0, endMinute: 5 },
  { roundNumber: 2, startMinute: 5, endMinute: 10 },
];
/** What happens on the pitch, in seconds of the one half: a corner in each round. */
const TIMELINE = `half,second,eventType
1,60,Corner
1,400,Corner
1,600,end`;
const ODDS = [
  { eventType: 'Corner', betType: 'over' as const, threshold: 0.5, odds: 2 },
  { eventType: 'Corner', betType: 'under' as const, threshold: 0.5, odds: 2 },
];

describe('a league of friends: invite, a league game, the table, host controls and a rematch', () => {
  const world = useE2eWorld();
  const tokens: Record<string, Token> = {};
  let match: QuickMatch;
  let lobby: LobbyRef;
  let inviteCode = '';
  let leagueUrl = '';
  let rematch: LobbyRef;
  let alice: Page;
  let bob: Page;
  let carol: Page;

  async function look(page: Page, name: string): Promise<void> {
    await expectNoSidewaysScroll(page, name);
    await screenshot(page, `league-${name}`);
    await expectNoSeriousA11yViolations(page, name);
  }

  async function bet(who: string, round: number, odd: string): Promise<void> {
    await apiCall(world.url, 'POST', '/api/app/game/place-bet', {
      token: tokens[who],
      body: {
        lobbyId: lobby.lobbyId,
        oddsId: match.oddIds[odd],
        matchRoundId: match.roundIds[round],
        stake: 50,
      },
    });
  }

  it('Alice makes a league; Bob joins by its link on his phone, Carol by its code', {
    timeout: 90_000,
  }, async () => {
    for (const name of ['Alice', 'Bob', 'Carol']) tokens[name] = await world.register(name);
    alice = await world.open('alice-desktop', tokens.Alice!, 'desktop');
    await alice.goto(`${world.url}/`);
    await alice.getByRole('button', { name: 'Account menu' }).click();
    await alice.getByRole('menuitem', { name: 'Leagues' }).click();
    await alice.getByRole('heading', { name: 'LEAGUES' }).waitFor();
    await alice.getByText('You are in no league yet.', { exact: false }).waitFor();
    await alice.getByLabel('League name').fill('Friday Five');
    await alice.getByRole('button', { name: 'Create League' }).click();
    await alice.getByRole('heading', { name: 'Friday Five', level: 1 }).waitFor();
    leagueUrl = alice.url();
    inviteCode = (await alice.locator('.font-mono').first().textContent())?.trim() ?? '';
    expect(inviteCode).toMatch(/^[A-Z0-9]{6}$/);

    bob = await world.open('bob-phone', tokens.Bob!, 'phone');
    await bob.goto(`${world.url}/league/join/${inviteCode}`);
    await bob.getByRole('heading', { name: 'Friday Five', level: 1 }).waitFor({ timeout: 20_000 });
    await apiCall(world.url, 'POST', '/api/app/league/join', { token: tokens.Carol, body: { inviteCode } });

    await alice.reload();
    const members = alice.getByRole('region', { name: /^Members/ });
    for (const name of ['Bob', 'Carol']) await members.getByText(name).waitFor({ timeout: 20_000 });
    await look(alice, 'league-desktop');
    await look(bob, 'league-phone');
  });

  it('Alice opens a league game; Bob comes in from his notification, Carol by the code', {
    timeout: 90_000,
  }, async () => {
    match = await createQuickMatch(world.url, world.adminToken, {
      clockSpeed: CLOCK_SPEED,
      rounds: ROUNDS,
      odds: ODDS,
    });
    // a one-half match: the replay plays half 1, and the match is complete when it ends
    await apiCall(world.url, 'DELETE', `/api/admin/match-half/${match.halfIds[2]}`, {
      token: world.adminToken,
    });
    await alice.goto(leagueUrl);
    await alice.getByRole('link', { name: 'Create League Game' }).click();
    await alice
      .getByRole('listitem')
      .filter({ hasText: MATCH_NAME })
      .getByRole('button', { name: 'CREATE GAME' })
      .click();
    const settings = alice.getByRole('dialog');
    const league = settings.getByRole('combobox', { name: 'League' });
    await expect
      .poll(() => league.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text))
      .toBe('Friday Five');
    await screenshot(alice, 'league-game-settings-desktop');
    await settings.getByRole('button', { name: 'Create game' }).click();
    await alice.getByTestId('kick-off-countdown').waitFor({ timeout: 20_000 });
    const stored = await alice.evaluate(() => localStorage.getItem('kickchips.activeLobby'));
    lobby = JSON.parse(stored ?? '{}') as LobbyRef;
    expect(lobby.lobbyCode).toMatch(/^[A-Z0-9]{6}$/);

    const bell = bob.getByRole('button', { name: /^Notifications, 1 unread$/ });
    await bell.waitFor({ timeout: 20_000 });
    await bell.click();
    await bob.getByRole('link', { name: `Alice opened lobby ${lobby.lobbyCode} in Friday Five` }).click();
    await bob.getByRole('dialog', { name: 'JOIN LOBBY' }).getByRole('button', { name: 'PLAYER' }).click();
    // followed, the notice is read
    await bob.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await bob.getByTestId('kick-off-countdown').waitFor({ timeout: 20_000 });
    await joinLobby(world.url, tokens.Carol!, lobby.lobbyCode);

    const players = alice.getByRole('region', { name: 'LOBBY PLAYERS' });
    for (const name of ['Bob', 'Carol']) await players.getByText(name).waitFor({ timeout: 20_000 });
    await look(alice, 'waiting-room-desktop');
    await look(bob, 'waiting-room-phone');
  });

  it('the match is played: Alice and Bob bet over on both rounds and win, Carol under and loses', {
    timeout: 240_000,
  }, async () => {
    const betAll = async (round: number) => {
      await bet('Alice', round, 'Over 0.5 Corner');
      await bet('Bob', round, 'Over 0.5 Corner');
      await bet('Carol', round, 'Under 0.5 Corner');
    };
    await betAll(1);
    // half 1 kicks off at the next full minute of the server's clock, moved to just before it;
    // round 2 takes bets once round 1 is in play
    const kickOff = await startReplay(world.url, world.adminToken, match.matchId, TIMELINE, CLOCK_SPEED);
    await alice.waitForTimeout(kickOff - Date.now() + 3000);
    await betAll(2);
    for (const page of [alice, bob]) await gameScreen.finalScreen(page).waitFor({ timeout: 200_000 });
    await look(alice, 'final-desktop');
    await look(bob, 'final-phone');
  });

  it('the league table counts the game once: Alice and Bob share first place, Carol third', {
    timeout: 60_000,
  }, async () => {
    for (const page of [alice, bob]) {
      await page.goto(leagueUrl);
      const table = page.getByRole('table', { name: 'League table' });
      await table.waitFor();
      const rows = table.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(3);
      const cells = async (i: number) =>
        (await rows.nth(i).locator('td').allTextContents()).slice(0, 5).map((t) => t.trim());
      const shown = [await cells(0), await cells(1), await cells(2)];
      const byName = Object.fromEntries(shown.map((row) => [row[1]!.replace(' (you)', ''), row]));
      expect(byName.Alice).toEqual(['1', expect.stringMatching(/^Alice/), '1', '1', '5']);
      expect(byName.Bob).toEqual(['1', expect.stringMatching(/^Bob/), '1', '1', '5']);
      expect(byName.Carol).toEqual(['3', 'Carol', '1', '0', '2']);
    }
    await alice.getByRole('region', { name: 'Games' }).getByText(lobby.lobbyCode, { exact: false }).waitFor();
    await bob.getByRole('status').filter({ hasText: 'Bob 0 – 0 Alice (1 draw) in 1 game' }).waitFor();
    await look(alice, 'table-desktop');
    await look(bob, 'table-phone');
  });

  it('Alice starts the next match with the group from the final screen; Bob comes in from his notice', {
    timeout: 90_000,
  }, async () => {
    await createQuickMatch(world.url, world.adminToken, {
      clockSpeed: CLOCK_SPEED,
      rounds: ROUNDS,
      odds: ODDS,
      teams: ['Northbridge', 'Eastfield'],
    });
    await alice.goto(`${world.url}/`);
    const offer = alice.getByRole('region', { name: 'Play the next match with this group' });
    await offer.getByRole('button', { name: 'Play Northbridge vs Eastfield with this group' }).click();
    await alice.getByTestId('kick-off-countdown').waitFor({ timeout: 20_000 });
    await alice
      .getByRole('heading', { name: /Northbridge vs Eastfield/i })
      .first()
      .waitFor();
    rematch = JSON.parse((await alice.evaluate(() => localStorage.getItem('kickchips.activeLobby'))) ?? '{}');
    expect(rematch.lobbyCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(rematch.lobbyCode).not.toBe(lobby.lobbyCode);

    await bob.goto(`${world.url}/`);
    await bob.getByRole('button', { name: /^Notifications, 1 unread$/ }).click();
    await bob.getByRole('link', { name: `Alice opened lobby ${rematch.lobbyCode} in Friday Five` }).click();
    await bob.getByRole('dialog', { name: 'JOIN LOBBY' }).getByRole('button', { name: 'PLAYER' }).click();
    await bob.getByTestId('kick-off-countdown').waitFor({ timeout: 20_000 });
    carol = await world.open('carol-phone', tokens.Carol!, 'phone');
    await joinLobby(world.url, tokens.Carol!, rematch.lobbyCode);
    await enterLobby(carol, world.url, rematch);
    await carol.getByTestId('kick-off-countdown').waitFor({ timeout: 20_000 });
    const players = alice.getByRole('region', { name: 'LOBBY PLAYERS' });
    for (const name of ['Bob', 'Carol']) await players.getByText(name).waitFor({ timeout: 20_000 });
  });

  it('the host removes Carol and locks the lobby: neither Carol nor a newcomer gets in, each told why', {
    timeout: 90_000,
  }, async () => {
    const players = alice.getByRole('region', { name: 'LOBBY PLAYERS' });
    await players.getByRole('button', { name: 'Host actions for Carol' }).click();
    await alice.getByRole('menuitem', { name: 'Remove from lobby' }).click();
    const confirm = alice.getByRole('alertdialog', { name: 'Remove Carol from this lobby?' });
    await screenshot(alice, 'league-remove-confirm-desktop');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await players.getByText('Carol').waitFor({ state: 'detached', timeout: 20_000 });
    await carol.getByText('The host removed you from this lobby').first().waitFor({ timeout: 20_000 });
    expect(new URL(carol.url()).pathname).not.toBe('/forbidden');
    // the lobby she was removed from is not offered to her (the only other one has finished)
    await carol.getByText('NO LOBBIES FOUND').waitFor({ timeout: 20_000 });
    await carol.waitForTimeout(600); // the toast's entrance, for the screenshot
    await look(carol, 'removed-phone');

    await alice.getByRole('button', { name: 'Lock lobby' }).click();
    await alice.getByRole('button', { name: 'Unlock lobby' }).waitFor();
    await bob.getByText('Locked', { exact: true }).first().waitFor({ timeout: 20_000 });
    await look(alice, 'locked-desktop');
    await look(bob, 'locked-phone');

    tokens.Dave = await world.register('Dave');
    const dave = await world.open('dave-desktop', tokens.Dave, 'desktop');
    await dave.goto(`${world.url}/join/${rematch.lobbyCode}`);
    await dave.getByText('This lobby is locked by its host').first().waitFor({ timeout: 20_000 });
    await look(dave, 'locked-join-desktop');
    await carol.goto(`${world.url}/join/${rematch.lobbyCode}`);
    await carol.getByText('The host removed you from this lobby').first().waitFor({ timeout: 20_000 });
    // told at once: neither was asked how to take part first
    for (const page of [dave, carol])
      expect(await page.getByRole('dialog', { name: 'JOIN LOBBY' }).count()).toBe(0);
  });

  it('Alice hands hosting to Bob, who now holds the controls', { timeout: 60_000 }, async () => {
    const players = alice.getByRole('region', { name: 'LOBBY PLAYERS' });
    await players.getByRole('button', { name: 'Host actions for Bob' }).click();
    await alice.getByRole('menuitem', { name: 'Make host' }).click();
    await bob.getByRole('button', { name: 'Unlock lobby' }).waitFor({ timeout: 20_000 });
    await alice.getByRole('button', { name: 'Unlock lobby' }).waitFor({ state: 'detached', timeout: 20_000 });
    await look(bob, 'new-host-phone');
  });

  it('has no page errors', () => {
    for (const [name, errors] of Object.entries(world.errors)) expect(errors, name).toEqual([]);
  });
});
