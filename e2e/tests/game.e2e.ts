import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betStatus, gameScreen, shownChips } from '../src/game/game-screen';
import {
  AWAY_TEAM,
  createLobby,
  createQuickMatch,
  enterLobby,
  HOME_TEAM,
  joinLobby,
  type LobbyRef,
  type QuickMatch,
} from '../src/game/quick-match';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { loginAdmin, openSignedIn, registerPlayer, type Token } from '../src/harness/api';
import { launchBrowser, screenshot, screenshotOnFailure, viewports } from '../src/harness/browser';
import { expectNoSidewaysScroll, watchErrors } from '../src/harness/page-checks';
import { skipToKickOff } from '../src/harness/server-clock';
import { type RunningServer, startServer } from '../src/harness/start-server';

/**
 * Issue #7's whole game in three browser contexts: Alice on a desktop, Bob on a phone and the
 * admin's Realtime Match Updates screen. The match runs at 6 match minutes a real minute, so a
 * match minute lasts 10 s: round 1 is minutes 0-5 (50 s), round 2 minutes 7-9.
 */
const CLOCK_SPEED = 6;
const ROUND_1 = { roundNumber: 1, startMinute: 0, endMinute: 5 };
const ROUND_2 = { roundNumber: 2, startMinute: 7, endMinute: 9 };
const ODDS = [
  { eventType: 'Corner', betType: 'over', threshold: 1.5, odds: 2.5 },
  { eventType: 'Corner', betType: 'under', threshold: 1.5, odds: 1.8 },
  { eventType: 'Goal', betType: 'over', threshold: 0.5, odds: 1.6 },
  { eventType: 'Goal', betType: 'under', threshold: 0.5, odds: 2.2 },
] as const;
const STARTING_CHIPS = 100;
const ALICE_STAKE = 10; // Corner OVER 1.5 at x2.5 pays 25
const BOB_STAKE = 25; // Corner UNDER 1.5 at x1.8 would pay 45
const ALICE_BET = 'Round 1 Corner OVER 1.5';
const BOB_BET = 'Round 1 Corner UNDER 1.5';

describe('a whole game: two players and an admin', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adminToken: Token;
  let match: QuickMatch;
  let lobby: LobbyRef;
  let alice: Page;
  let bob: Page;
  let admin: Page;
  const errors: Record<string, string[]> = {};

  /** Both players' pages with their size, for steps that look at each. */
  const players = () =>
    [
      { page: alice, size: 'desktop', name: 'Alice' },
      { page: bob, size: 'phone', name: 'Bob' },
    ] as const;

  async function open(token: Token, name: string, phone: boolean): Promise<Page> {
    const opened = await openSignedIn(browser, server.url, token, {
      viewport: phone ? viewports.phone : viewports.desktop,
      isMobile: phone,
    });
    contexts.push(opened.context);
    errors[name] = watchErrors(opened.page);
    return opened.page;
  }

  beforeAll(async () => {
    server = await startServer();
    adminToken = await loginAdmin(server.url);
    match = await createQuickMatch(server.url, adminToken, {
      clockSpeed: CLOCK_SPEED,
      rounds: [ROUND_1, ROUND_2],
      odds: [...ODDS],
    });
    const aliceToken = await registerPlayer(server.url, 'Alice');
    const bobToken = await registerPlayer(server.url, 'Bob');
    lobby = await createLobby(server.url, aliceToken, match.matchId, {
      startingChips: STARTING_CHIPS,
      inactivityPenalty: 0,
      enableBetChipCards: false,
    });
    await joinLobby(server.url, bobToken, lobby.lobbyCode);
    browser = await launchBrowser();
    alice = await open(aliceToken, 'Alice', false);
    bob = await open(bobToken, 'Bob', true);
    admin = await open(adminToken, 'admin', false);
  });
  screenshotOnFailure(() => ({ alice, bob, admin }));
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  /** Picks Corner, an amount and an odd, confirms, and places the bet through the dialog. */
  async function betOnRound1(page: Page, size: string, odd: string, amount: number): Promise<void> {
    await enterLobby(page, server.url, lobby);
    const panel = gameScreen.quickBet(page);
    await panel.getByRole('heading', { name: 'Pre-match betting' }).waitFor({ timeout: 20_000 });
    await panel.getByText('Betting open for Round 1').waitFor();
    await gameScreen.categories(page).getByRole('button', { name: 'Corner' }).click();
    if (amount !== 10) await panel.getByRole('button', { name: String(amount), exact: true }).click();
    await panel.getByRole('button', { name: new RegExp(`^${odd}, pays \\d+ chips$`) }).click();
    expect(
      await panel.getByRole('button', { name: new RegExp(`^${odd},`) }).getAttribute('aria-pressed'),
    ).toBe('true');
    await expectNoSidewaysScroll(page, `quick-bet panel (${size})`);
    await screenshot(page, `game-quick-bet-${size}`);
    await expectNoSeriousA11yViolations(page, `quick-bet panel (${size})`);

    await panel.getByRole('button', { name: 'Confirm Bet' }).click();
    const dialog = gameScreen.confirmDialog(page);
    await dialog.getByText('This bet will apply to Round 1').waitFor();
    await screenshot(page, `game-confirm-${size}`);
    await expectNoSeriousA11yViolations(page, `confirm bet dialog (${size})`);
    await dialog.getByRole('button', { name: 'Place Bet' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByRole('status').filter({ hasText: 'Bet placed on Round 1' }).waitFor();
  }

  it('lets both players bet on round 1 before kick-off, through the confirm dialog', async () => {
    await betOnRound1(alice, 'desktop', 'Over 1.5 Corner', ALICE_STAKE);
    await betOnRound1(bob, 'phone', 'Under 1.5 Corner', BOB_STAKE);

    for (const [page, label, stake] of [
      [alice, 'Round 1 Corner OVER 1.5', ALICE_STAKE],
      [bob, 'Round 1 Corner UNDER 1.5', BOB_STAKE],
    ] as const) {
      const card = gameScreen.betCard(page, label);
      await expect.poll(() => betStatus(card), { timeout: 15_000 }).toBe('UPCOMING');
      await expect.poll(() => shownChips(page), { timeout: 15_000 }).toBe(STARTING_CHIPS - stake);
    }
  });

  it('shows kick-off to everyone once the admin starts half 1', { timeout: 150_000 }, async () => {
    await admin.goto(`${server.url}/admin/events?match=${match.matchId}`);
    await admin.getByRole('button', { name: 'Start Half 1' }).click({ timeout: 30_000 });
    await admin.getByRole('button', { name: 'Yes, start Half 1' }).click();
    await admin.getByRole('button', { name: 'Update Rounds' }).waitFor();
    await expectNoSeriousA11yViolations(admin, 'realtime match updates, half started (desktop)');
    // the half kicks off at the next full minute of the server's clock, moved to just before it;
    // events before it belong to no half
    const kickOff = await skipToKickOff(server.url, adminToken, match.matchId);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, kickOff - Date.now()) + 1500));

    // no corner yet: Bob's UNDER 1.5 is winning from the first second, Alice's OVER 1.5 is only active
    await expect.poll(() => betStatus(gameScreen.betCard(bob, BOB_BET)), { timeout: 20_000 }).toBe('WINNING');
    await expect
      .poll(() => betStatus(gameScreen.betCard(alice, ALICE_BET)), { timeout: 20_000 })
      .toBe('ACTIVE');
    await alice.getByText('LIVE ROUND').first().waitFor();
    await screenshot(bob, 'game-my-bets-winning-phone');
    await expectNoSeriousA11yViolations(bob, 'live round, my bet winning (phone)');
  });

  it('turns Alice WINNING and Bob ACTIVE when the admin records two corners', async () => {
    const corner = admin.getByRole('button', { name: `Corner · ${HOME_TEAM}`, exact: true });
    for (let n = 0; n < 2; n++) await corner.click();
    const log = admin.getByRole('list', { name: 'Match events, newest first' });
    await expect.poll(() => log.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => log.getByText('Saving...').count()).toBe(0);

    const aliceCard = gameScreen.betCard(alice, ALICE_BET);
    await expect.poll(() => betStatus(aliceCard), { timeout: 15_000 }).toBe('WINNING');
    await expect.poll(() => betStatus(gameScreen.betCard(bob, BOB_BET)), { timeout: 15_000 }).toBe('ACTIVE');
    // the change is said to screen readers through the My Bets live region
    await gameScreen
      .myBets(alice)
      .getByRole('status')
      .filter({ hasText: `${ALICE_BET}: WINNING` })
      .waitFor();
    await screenshot(alice, 'game-my-bets-winning-desktop');
    await expectNoSeriousA11yViolations(alice, 'live round, my bet winning (desktop)');
  });

  it('settles round 1: the transition, then WON and LOST and chips moved by the exact payout', {
    timeout: 120_000,
  }, async () => {
    // the betting window for round 2 closes during round 1, and the status line says so as it goes
    const status = gameScreen.quickBet(alice).getByRole('status');
    await status.filter({ hasText: 'Betting closes soon for Round 2' }).waitFor({ timeout: 60_000 });
    await status.filter({ hasText: 'Betting closed for Round 2' }).waitFor({ timeout: 30_000 });

    await Promise.all(
      players().map(async ({ page, size }) => {
        const transition = gameScreen.transition(page);
        await transition.getByRole('heading', { name: 'Round 1 complete' }).waitFor({ timeout: 60_000 });
        await screenshot(page, `game-transition-${size}`);
      }),
    );
    await expectNoSeriousA11yViolations(alice, 'transition (desktop)');

    await expect.poll(() => betStatus(gameScreen.betCard(alice, ALICE_BET)), { timeout: 20_000 }).toBe('WON');
    await expect.poll(() => betStatus(gameScreen.betCard(bob, BOB_BET)), { timeout: 20_000 }).toBe('LOST');
    const alicePaid = Math.floor(2.5 * ALICE_STAKE);
    await expect
      .poll(() => shownChips(alice), { timeout: 15_000 })
      .toBe(STARTING_CHIPS - ALICE_STAKE + alicePaid);
    await expect.poll(() => shownChips(bob), { timeout: 15_000 }).toBe(STARTING_CHIPS - BOB_STAKE);

    for (const { page, size } of players()) {
      const rank = gameScreen.gameRank(page);
      // each row is a button that shows that player's stats (the host also has a menu per player)
      const ranked = rank.getByRole('list', { name: 'Players by rank' }).locator('button[aria-pressed]');
      await expect
        .poll(() => ranked.allTextContents(), { timeout: 15_000 })
        .toEqual([expect.stringMatching(/^#1Alice.*115 chips$/), expect.stringMatching(/^#2Bob.*75 chips$/)]);
      await rank.scrollIntoViewIfNeeded();
      await screenshot(page, `game-rank-${size}`);
      await expectNoSeriousA11yViolations(page, `round break with GAME RANK (${size})`);
    }
  });

  it('ends the match: the final screen names Alice the winner', { timeout: 120_000 }, async () => {
    await admin.getByRole('button', { name: 'End Match' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Are You Sure?' });
    await confirm.waitFor();
    await expectNoSeriousA11yViolations(admin, 'end match confirm (desktop)');
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    for (const { page, size, name } of players()) {
      const final = gameScreen.finalScreen(page);
      await final.getByRole('heading', { name: 'Match Complete' }).waitFor({ timeout: 90_000 });
      await final.getByRole('heading', { name: 'Final Standings' }).waitFor({ timeout: 30_000 });
      await final.getByText(lobby.lobbyCode, { exact: true }).waitFor();
      await final.getByText('Thanks for playing!').waitFor();
      expect(await final.getByText('You won!').count(), `${name} sees You won!`).toBe(
        name === 'Alice' ? 1 : 0,
      );
      // issue 29 item 6: the home's join and create tabs under the final screen, to move on
      const moveOn = page.getByRole('region', { name: 'PLAY ANOTHER GAME' });
      await moveOn.getByRole('tab', { name: 'JOIN GAME', selected: true }).waitFor();
      await moveOn.getByRole('tab', { name: 'CREATE GAME' }).waitFor();
      await page.getByRole('link', { name: 'Find another game' }).click();
      const tabsBox = await moveOn.getByRole('tab', { name: 'JOIN GAME' }).boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      expect(tabsBox && tabsBox.y >= 0 && tabsBox.y < height, `tabs at ${JSON.stringify(tabsBox)}`).toBe(
        true,
      );
      await screenshot(page, `game-final-play-another-${size}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoSidewaysScroll(page, `final screen (${size})`);
      await screenshot(page, `game-final-${size}`);
      await expectNoSeriousA11yViolations(page, `final screen (${size})`);
    }
  });

  it('shows the game in previous results: WIN for Alice, LOSS for Bob', async () => {
    for (const { page, size, name } of players()) {
      await page.goto(`${server.url}/previous-results`);
      // the match is named by its score: the admin recorded corners only
      const row = page.getByRole('row').filter({ hasText: `${HOME_TEAM} 0–0 ${AWAY_TEAM}` });
      await row.waitFor({ timeout: 15_000 });
      const text = (await row.textContent()) ?? '';
      if (name === 'Alice') expect(text).toMatch(/1 of 2.*WIN/);
      else expect(text).toMatch(/2 of 2.*LOSS/);
      await screenshot(page, `game-previous-results-${size}`);
      await expectNoSeriousA11yViolations(page, `previous results (${size})`);
    }
    expect(errors).toEqual({ Alice: [], Bob: [], admin: [] });
  });
});
