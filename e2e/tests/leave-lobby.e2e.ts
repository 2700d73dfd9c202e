import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLobby, createQuickMatch, enterLobby, joinLobby, type LobbyRef } from '../src/game/quick-match';
import { apiCall, PLAYER_PASSWORD, type Token } from '../src/harness/api';
import { screenshot } from '../src/harness/browser';
import { useE2eWorld } from '../src/harness/e2e-world';

const GONE = 'You are not in this lobby any more.';
const ODDS = [{ eventType: 'Corner', betType: 'over', threshold: 1.5, odds: 2.5 }] as const;

/**
 * Issue 19 item 1: leaving a lobby, reopening the app after leaving, and the next account on a
 * shared browser all land on the player home, never on /forbidden.
 */
describe('leaving a lobby', () => {
  const world = useE2eWorld();
  const pages = world.pages;
  let lobby: LobbyRef;
  let tokens: Record<'alice' | 'bob' | 'carol', Token>;

  const open = (name: string, token: Token, phone = false): Promise<Page> =>
    world.open(name, token, phone ? 'phone' : 'desktop');

  const activeLobby = (page: Page) => page.evaluate(() => localStorage.getItem('kickchips.activeLobby'));

  beforeAll(async () => {
    const match = await createQuickMatch(world.url, world.adminToken, {
      clockSpeed: 1,
      rounds: [{ roundNumber: 1, startMinute: 0, endMinute: 5 }],
      odds: [...ODDS],
    });
    tokens = {
      alice: await world.register('Alice'),
      bob: await world.register('Bob'),
      carol: await world.register('Carol'),
    };
    lobby = await createLobby(world.url, tokens.alice, match.matchId, { allowSpectators: false });
    await joinLobby(world.url, tokens.bob, lobby.lobbyCode);
  });

  it('leaves while a lobby-details refresh is in flight and lands home, not on /forbidden', async () => {
    const page = await open('alice', tokens.alice);
    await enterLobby(page, world.url, lobby);
    await page.getByRole('button', { name: 'Leave Game' }).waitFor();
    const held: Route[] = [];
    await page.route('**/api/app/game/lobby-details/**', (route) => void held.push(route));
    // a refresh goes out (window focus refetches; at the latest the 30 s poll) and is held until the
    // leave has gone through
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => held.length, { timeout: 45_000 }).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Leave Game' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are You Sure?' });
    await dialog.waitFor();
    await screenshot(page, 'leave-confirm-desktop');
    const left = page.waitForResponse('**/api/app/game/leave-lobby');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect((await left).status()).toBe(200);
    const refused = page.waitForResponse('**/api/app/game/lobby-details/**');
    for (const route of held) await route.continue();
    await page.unroute('**/api/app/game/lobby-details/**');
    expect((await refused).status()).toBe(403);

    await page.getByRole('tab', { name: 'JOIN GAME' }).waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText("You can't access that").count()).toBe(0);
    expect(await activeLobby(page)).toBeNull();
  });

  it('reopening the app after leaving elsewhere goes home and says so', async () => {
    const page = await open('bob', tokens.bob, true);
    await enterLobby(page, world.url, lobby);
    await page.getByRole('button', { name: 'Leave Game' }).waitFor();
    await page.evaluate(() => localStorage.setItem('kickchips.chat.probe', '{}'));
    // the app is closed meanwhile (an open one would hear of the leave at once through its stream)
    await page.goto('about:blank');
    await apiCall(world.url, 'POST', '/api/app/game/leave-lobby', {
      token: tokens.bob,
      body: { lobbyId: lobby.lobbyId },
    });
    await page.goto(`${world.url}/`, { waitUntil: 'commit' });
    await page.getByText(GONE).waitFor({ timeout: 20_000 });
    await screenshot(page, 'lobby-gone-toast-phone');
    await page.getByRole('tab', { name: 'JOIN GAME' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await activeLobby(page)).toBeNull();
  });

  it('a /chat link for a lobby you left says so on the chat route', async () => {
    const page = pages.bob!;
    await page.goto(`${world.url}/chat?lobbyId=${lobby.lobbyId}`);
    await page.getByText(GONE).waitFor();
    expect(new URL(page.url()).pathname).toBe('/chat');
    await screenshot(page, 'chat-left-lobby-phone');
  });

  it('the next account signing in on the same browser starts at its own home', async () => {
    const page = pages.bob!;
    await joinLobby(world.url, tokens.bob, lobby.lobbyCode);
    await enterLobby(page, world.url, lobby);
    await page.getByRole('button', { name: 'Leave Game' }).waitFor();
    await page.evaluate(() => localStorage.setItem('kickchips.chat.probe', '{}'));
    await page.goto(`${world.url}/logout`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('kickchips.session'))).toBeNull();
    expect(await activeLobby(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('kickchips.chat.probe'))).toBeNull();

    await page.goto(`${world.url}/login`);
    await page.getByLabel(/^Email/).fill('carol@e2e.test');
    await page.getByLabel(/^Password/).fill(PLAYER_PASSWORD);
    await page
      .getByRole('button', { name: /Sign In|Submit/ })
      .first()
      .click();
    await page.getByRole('tab', { name: 'JOIN GAME' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText("You can't access that").count()).toBe(0);
  });

  it('a stale lobby stored by another account sends the next one home, not to /forbidden', async () => {
    const page = await open('carol', tokens.carol);
    await enterLobby(page, world.url, lobby);
    await page.getByText(GONE).waitFor();
    await page.getByRole('tab', { name: 'JOIN GAME' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'lobby-gone-toast-desktop');
  });
});
