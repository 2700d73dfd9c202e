import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameScreen, shownChips } from '../src/game/game-screen';
import {
  createLobby,
  createQuickMatch,
  enterLobby,
  joinLobby,
  type LobbyRef,
  type QuickMatch,
} from '../src/game/quick-match';
import { apiCall, type Token } from '../src/harness/api';
import { screenshot } from '../src/harness/browser';
import { useE2eWorld } from '../src/harness/e2e-world';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';

const RUDE = 'Something rude about the ref';
const ODDS = [{ eventType: 'Corner', betType: 'over', threshold: 1.5, odds: 2.5 }] as const;

/** Issue 16: the admin's Lobbies, Lobby and Audit screens, chat moderation, removing and suspending. */
describe('admin oversight', () => {
  const world = useE2eWorld();
  const pages = world.pages;
  let lobby: LobbyRef;
  let match: QuickMatch;
  let admin: Token;
  let players: Record<'alice' | 'bob' | 'carol', Token>;

  const open = (name: string, token: Token, phone: boolean): Promise<Page> =>
    world.open(name, token, phone ? 'phone' : 'desktop');

  beforeAll(async () => {
    admin = world.adminToken;
    match = await createQuickMatch(world.url, admin, {
      clockSpeed: 1,
      rounds: [{ roundNumber: 1, startMinute: 0, endMinute: 5 }],
      odds: [...ODDS],
    });
    players = {
      alice: await world.register('Alice'),
      bob: await world.register('Bob'),
      carol: await world.register('Carol'),
    };
    lobby = await createLobby(world.url, players.alice, match.matchId, { isPrivate: true });
    await joinLobby(world.url, players.bob, lobby.lobbyCode);
    await joinLobby(world.url, players.carol, lobby.lobbyCode);
    for (const [token, message] of [
      [players.carol, RUDE],
      [players.bob, 'Great save!'],
    ] as const) {
      await apiCall(world.url, 'POST', '/api/app/chat/send', {
        token,
        body: { lobbyId: lobby.lobbyId, message },
      });
    }
  });

  it('opens the Lobbies screen and a lobby, deletes a chat message that leaves the player’s chat', async () => {
    const bob = await open('bob', players.bob, false);
    await enterLobby(bob, world.url, lobby);
    await bob.getByText(RUDE).waitFor({ timeout: 15_000 });

    const page = await open('admin', admin, false);
    await page.goto(`${world.url}/admin/lobbies`);
    const row = page.getByRole('row').filter({ hasText: lobby.lobbyCode });
    await row.waitFor();
    expect(await row.textContent()).toContain('Private');
    await screenshot(page, 'admin-lobbies-desktop');
    await row.getByRole('link', { name: lobby.lobbyCode }).click();
    await page.getByRole('heading', { name: `Lobby ${lobby.lobbyCode}` }).waitFor();
    await page.getByText('ledger 100', { exact: false }).first().waitFor();
    await screenshot(page, 'admin-lobby-desktop');

    await page.getByRole('button', { name: `Delete message "${RUDE}"` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Removed by an admin').waitFor();
    await expect.poll(() => bob.getByText(RUDE).count(), { timeout: 15_000 }).toBe(0);
    await bob.getByText('Great save!').waitFor();
    await screenshot(bob, 'admin-oversight-player-chat-desktop');
  });

  it('removes a member, who cannot rejoin', async () => {
    const page = pages.admin!;
    await page.getByRole('button', { name: 'Remove Carol' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText(/· removed/).waitFor();
    await expect(
      apiCall(world.url, 'POST', '/api/app/game/join-lobby', {
        token: players.carol,
        body: { lobbyCode: lobby.lobbyCode },
      }),
    ).rejects.toThrow('An admin removed you from this lobby');
  });

  it('suspends a user from the users table, and reads the audit log', async () => {
    const page = pages.admin!;
    await page.goto(`${world.url}/admin`);
    await page.getByRole('button', { name: 'Suspend Carol' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
    const carol = page.getByRole('row').filter({ hasText: 'carol@e2e.test' });
    await carol.getByText('Suspended', { exact: true }).waitFor();
    await carol.getByRole('button', { name: 'Unsuspend' }).waitFor();
    await screenshot(page, 'admin-users-suspended-desktop');

    await page.goto(`${world.url}/admin/audit`);
    await page.getByRole('cell', { name: 'suspend', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'chat-message', exact: true }).waitFor();
    await screenshot(page, 'admin-audit-desktop');
    // the server filters the whole log by kind of record, not only the rows on screen
    await page.getByLabel('Records of').selectOption('user');
    await expect.poll(() => page.getByRole('cell', { name: 'chat-message', exact: true }).count()).toBe(0);
    await page.getByRole('cell', { name: 'suspend', exact: true }).waitFor();
  });

  it('abandons the match from Manage Match: the open stake goes back and the lobby says so', async () => {
    await apiCall(world.url, 'POST', '/api/app/game/place-bet', {
      token: players.bob,
      body: {
        lobbyId: lobby.lobbyId,
        oddsId: match.oddIds['Over 1.5 Corner'],
        matchRoundId: match.roundIds[1],
        stake: 30,
      },
    });
    const bob = pages.bob!;
    await expect.poll(() => shownChips(bob), { timeout: 20_000 }).toBe(70);
    const page = pages.admin!;
    await page.goto(`${world.url}/admin/manage-match/${match.matchId}`);
    await page.getByRole('button', { name: 'Abandon match' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Abandon this match?' });
    await dialog.getByText(/stakes go back to the players/).waitFor();
    await screenshot(page, 'admin-abandon-confirm-desktop');
    await dialog.getByRole('button', { name: 'Abandon match' }).click();
    await page.getByText(/^Match abandoned: 1 round voided, 1 stake refunded$/).waitFor();
    await bob.getByText('Match abandoned: open stakes refunded').first().waitFor({ timeout: 20_000 });
    await gameScreen.finalScreen(bob).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => bob.getByRole('row').filter({ hasText: 'Bob' }).first().textContent())
      .toContain('100');
    await screenshot(bob, 'admin-abandon-player-desktop');
  });

  it('shows the same screens at phone size without sideways scrolling', async () => {
    const page = await open('admin-phone', admin, true);
    for (const [name, path] of [
      ['lobbies', '/admin/lobbies'],
      ['lobby', `/admin/lobbies/${lobby.lobbyId}`],
      ['audit', '/admin/audit'],
      ['users', '/admin'],
    ] as const) {
      await page.goto(`${world.url}${path}`);
      await page.getByRole('table').first().waitFor();
      await expectNoSidewaysScroll(page, name);
      await screenshot(page, `admin-oversight-${name}-phone`);
    }
  });
});
