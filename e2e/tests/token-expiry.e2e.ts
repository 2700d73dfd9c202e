import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { label } from '../src/accounts/label';
import {
  createLobby,
  createQuickMatch,
  enterLobby,
  joinLobby,
  type LobbyRef,
  type OddDraft,
  oddLabel,
  type QuickMatch,
} from '../src/game/quick-match';
import { apiCall, loginAdmin, PLAYER_PASSWORD, type Token } from '../src/harness/api';
import { screenshot } from '../src/harness/browser';
import { useE2eWorld } from '../src/harness/e2e-world';

/** Access tokens last this long here, so the test sees several expire in a few seconds. */
const ACCESS_TOKEN_SECONDS = 5;
const ODD: OddDraft = { eventType: 'Corner', betType: 'over', threshold: 1.5, odds: 2.5 };

/**
 * Issue 29 item 1: a player with a valid session is never signed out however many calls meet an
 * expired token at once, in however many tabs; one who must sign in again comes back to the lobby
 * they were in, in the role they had.
 */
describe('access tokens expiring during a match', () => {
  const world = useE2eWorld({ ACCESS_TOKEN_SECONDS: String(ACCESS_TOKEN_SECONDS) });
  let match: QuickMatch;
  let lobby: LobbyRef;
  let alice: Token;
  let sam: Token;
  /** Every answer to Alice's browser, both tabs: `status path`. */
  const answers: string[] = [];

  beforeAll(async () => {
    // a token lasts seconds here: each admin step signs in afresh
    match = await createQuickMatch(world.url, await loginAdmin(world.url), {
      clockSpeed: 1,
      rounds: [{ roundNumber: 1, startMinute: 0, endMinute: 5 }],
      odds: [ODD],
    });
    // each newcomer's token is used at once, before it lapses
    lobby = await createLobby(world.url, await world.register('Hannah'), match.matchId, {
      allowSpectators: true,
    });
    alice = await world.register('Alice');
    await joinLobby(world.url, alice, lobby.lobbyCode);
    sam = await world.register('Sam');
    await apiCall(world.url, 'POST', '/api/app/game/join-lobby', {
      token: sam,
      body: { lobbyCode: lobby.lobbyCode, role: 'spectator' },
    });
  });

  /**
   * A match notice to every screen on the lobby (the admin saves the match's odd again), which
   * makes each refetch the whole game screen at once. The admin signs in afresh: their token
   * expires as fast as everyone's.
   */
  let oddsValue = ODD.odds;
  const pushToEveryScreen = async () => {
    oddsValue = oddsValue === ODD.odds ? ODD.odds + 0.1 : ODD.odds;
    await apiCall(world.url, 'POST', '/api/admin/odds', {
      token: await loginAdmin(world.url),
      body: { _id: match.oddIds[oddLabel(ODD)], match: match.matchId, ...ODD, odds: oddsValue },
    });
  };

  /** When the access token the page holds expires, in ms since the epoch. */
  const expiryOf = (page: Page) =>
    page.evaluate(() => {
      const token = JSON.parse(localStorage.getItem('kickchips.session') ?? 'null');
      const payload = token.accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      return (JSON.parse(atob(payload)) as { exp: number }).exp * 1000;
    });

  const onGameScreen = async (page: Page) => {
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: 'Leave Game' }).waitFor();
  };

  it('keeps a player with the game screen in two tabs signed in through several expiries and bursts', async () => {
    const first = await world.open('alice tab 1', alice, 'phone');
    const context: BrowserContext = first.context();
    context.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/')) answers.push(`${response.status()} ${pathname}`);
    });
    const visited: string[] = [];
    context.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
    await enterLobby(first, world.url, lobby);
    const second = await context.newPage();
    second.setDefaultTimeout(10_000);
    await second.goto(`${world.url}/`);
    for (const page of [first, second]) await onGameScreen(page);

    for (let expiry = 0; expiry < 3; expiry++) {
      const expiresAt = await expiryOf(first);
      await first.waitForTimeout(Math.max(0, expiresAt - Date.now()) + 30);
      // at the instant of expiry: both tabs refetch everything they show (window focus), and a
      // push makes every screen refetch it again
      await Promise.all([
        ...[first, second].map((page) => page.evaluate(() => window.dispatchEvent(new Event('focus')))),
        pushToEveryScreen(),
      ]);
      await expect.poll(async () => (await expiryOf(first)) > expiresAt, { timeout: 10_000 }).toBe(true);
      await first.waitForTimeout(1000);
      for (const page of [first, second]) await onGameScreen(page);
    }

    expect(visited.filter((path) => path === '/login')).toEqual([]);
    const refreshes = answers.filter((answer) => answer.endsWith(' /api/auth/refresh'));
    expect(refreshes.length).toBeGreaterThanOrEqual(3);
    expect(refreshes.filter((answer) => !answer.startsWith('200 '))).toEqual([]);
    // the bursts did meet the expired token, and nothing was refused for it
    expect(answers.filter((answer) => answer.startsWith('302 ')).length).toBeGreaterThanOrEqual(3);
    expect(answers.filter((answer) => answer.startsWith('401 '))).toEqual([]);
    await screenshot(second, 'token-expiry-second-tab-phone');
  });

  it('brings a spectator whose session ended back to the lobby, as a spectator, once signed in again', async () => {
    const page = await world.open('sam', sam, 'desktop');
    await enterLobby(page, world.url, lobby);
    await page.getByRole('heading', { name: 'SPECTATOR MODE' }).waitFor();
    // the JOIN LOBBY dialog (Player or Spectator) must never be shown on the way back
    let askedRole = false;
    await page.exposeFunction('roleAsked', () => {
      askedRole = true;
    });
    const watchForRoleDialog = () =>
      new MutationObserver(() => {
        const dialog = document.querySelector('[role="dialog"]');
        if (dialog?.textContent?.includes('JOIN LOBBY'))
          (window as unknown as { roleAsked(): void }).roleAsked();
      }).observe(document, { childList: true, subtree: true });
    await page.addInitScript(watchForRoleDialog);
    await page.evaluate(watchForRoleDialog);

    // Sam signs out everywhere from another device: this browser's session has really ended
    const elsewhere = await apiCall<{ token: Token }>(world.url, 'POST', '/api/auth/login', {
      body: { email: 'sam@e2e.test', password: PLAYER_PASSWORD },
    });
    await apiCall(world.url, 'GET', '/api/auth/logout', { token: elsewhere.token });
    await pushToEveryScreen();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/join/${lobby.lobbyCode}`);

    await page.getByLabel(label('Email')).fill('sam@e2e.test');
    await page.getByLabel(label('Password')).fill(PLAYER_PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'SPECTATOR MODE' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: 'Leave Game' }).waitFor();
    expect(askedRole).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('kickchips.activeLobby'))).toBe(
      JSON.stringify({ lobbyId: lobby.lobbyId, lobbyCode: lobby.lobbyCode }),
    );
    await screenshot(page, 'token-expiry-back-in-lobby-desktop');
  });
});
