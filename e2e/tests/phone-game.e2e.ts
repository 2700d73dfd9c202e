import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameScreen } from '../src/game/game-screen';
import {
  createLobby,
  createQuickMatch,
  enterLobby,
  type LobbyRef,
  type QuickMatch,
} from '../src/game/quick-match';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { apiCall, loginAdmin, openSignedIn, registerPlayer, type Token } from '../src/harness/api';
import { launchBrowser, outputDir, screenshot, screenshotOnFailure, viewports } from '../src/harness/browser';
import { expectNoSidewaysScroll, watchErrors } from '../src/harness/page-checks';
import { skipToKickOff } from '../src/harness/server-clock';
import { type RunningServer, startServer } from '../src/harness/start-server';

/**
 * Issue 19, the game screen in real hands: Alice plays on a phone (and on a desktop), Sam watches
 * as a spectator on a phone. At 6 match minutes a real minute a match minute lasts 10 s, so
 * round 1 (minutes 0-5) is 50 s long and betting on round 2 closes during it.
 */
const CLOCK_SPEED = 6;
const ROUNDS = [
  { roundNumber: 1, startMinute: 0, endMinute: 5 },
  { roundNumber: 2, startMinute: 5, endMinute: 10 },
  { roundNumber: 3, startMinute: 10, endMinute: 15 },
];
const ODDS = ['Goal', 'Corner', 'Shot', 'Card'].flatMap((eventType) => [
  { eventType, betType: 'over' as const, threshold: 1.5, odds: 2.5 },
  { eventType, betType: 'under' as const, threshold: 1.5, odds: 1.8 },
]);

/** The page's height and how far down the Confirm Bet button sits, in CSS px. */
function measureBetFlow(page: Page) {
  return page.evaluate(() => {
    const confirm = Array.from(document.querySelectorAll('button')).find(
      (button) => button.textContent?.trim() === 'Confirm Bet',
    );
    return {
      pageHeight: document.documentElement.scrollHeight,
      confirmTop: confirm ? Math.round(confirm.getBoundingClientRect().top + window.scrollY) : null,
    };
  });
}

describe('the game screen on a phone, for a player and a spectator', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adminToken: Token;
  let samToken: Token;
  let match: QuickMatch;
  let lobby: LobbyRef;
  let alice: Page;
  let aliceDesktop: Page;
  let sam: Page;
  const errors: Record<string, string[]> = {};

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
      rounds: ROUNDS,
      odds: ODDS,
    });
    const aliceToken = await registerPlayer(server.url, 'Alice');
    samToken = await registerPlayer(server.url, 'Sam');
    lobby = await createLobby(server.url, aliceToken, match.matchId, {
      inactivityPenalty: 0,
      enableBetChipCards: false,
    });
    await apiCall(server.url, 'POST', '/api/app/game/join-lobby', {
      token: samToken,
      body: { lobbyCode: lobby.lobbyCode, role: 'spectator' },
    });
    browser = await launchBrowser();
    alice = await open(aliceToken, 'Alice', true);
    aliceDesktop = await open(aliceToken, 'Alice (desktop)', false);
    sam = await open(samToken, 'Sam', true);
  });
  screenshotOnFailure(() => ({ alice, aliceDesktop, sam }));
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('before kick-off: a waiting room with the countdown and who is in and has bet', async () => {
    for (const [page, size] of [
      [alice, 'phone'],
      [aliceDesktop, 'desktop'],
    ] as const) {
      await enterLobby(page, server.url, lobby);
      await page
        .getByTestId('kick-off-countdown')
        .getByText(/^Match starts in \d/)
        .waitFor({ timeout: 20_000 });
      const players = page.getByRole('region', { name: 'LOBBY PLAYERS' });
      await players.getByText('Sam').waitFor();
      expect(await players.getByRole('listitem').filter({ hasText: 'Alice' }).textContent()).toContain(
        'No bet yet',
      );
      await page
        .getByTestId('match-clock')
        .getByText(/^Match starts in/)
        .waitFor();
      await expectNoSidewaysScroll(page, `waiting room (${size})`);
      await screenshot(page, `phone-game-waiting-room-${size}`);
      await expectNoSeriousA11yViolations(page, `waiting room (${size})`);
    }
  });

  it('shows a spectator the match and SPECTATOR MODE, with no betting prompt', async () => {
    await enterLobby(sam, server.url, lobby);
    await sam.getByRole('heading', { name: 'SPECTATOR MODE' }).waitFor({ timeout: 20_000 });
    await sam.getByRole('region', { name: 'Match statistics' }).waitFor();
    for (const prompt of [/Betting open/, /Chip balance/i, /Confirm Bet/]) {
      expect(await sam.getByText(prompt).count(), `spectator sees ${prompt}`).toBe(0);
    }
    await screenshot(sam, 'phone-game-spectator-pre-match-phone');
    await expectNoSeriousA11yViolations(sam, 'spectator before kick-off (phone)');
  });

  it('in play on a phone: a sticky bar with the round, and the bet slip one tap away', {
    timeout: 150_000,
  }, async () => {
    await apiCall(server.url, 'POST', '/api/admin/game/start-half-1', {
      token: adminToken,
      body: { matchId: match.matchId },
    });
    // the half starts at the next full minute: the waiting room counts down to it
    await alice
      .getByTestId('kick-off-countdown')
      .getByText(/^Match starts in 0:\d\d$/)
      .waitFor({ timeout: 20_000 });
    await screenshot(alice, 'phone-game-kick-off-countdown-phone');
    await skipToKickOff(server.url, adminToken, match.matchId);
    const bar = alice.getByTestId('bet-bar');
    await bar
      .getByText(/^Round 1 in play · betting on Round 2 · closes in \d:\d\d$/)
      .waitFor({ timeout: 90_000 });
    const measured = await measureBetFlow(alice);
    console.info(`phone bet flow at 390x844 in play: ${JSON.stringify(measured)}`);
    const widths = await alice.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(widths.scrollWidth, `page widths ${JSON.stringify(widths)}`).toBeLessThanOrEqual(390);
    await screenshot(alice, 'phone-game-in-play-phone');

    // the bar stays on screen at the bottom of the page, and the slip is one tap from there
    await alice.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barBox = await bar.boundingBox();
    expect(barBox && barBox.y >= 0 && barBox.y < 200, `bar at ${JSON.stringify(barBox)}`).toBe(true);
    await bar.getByText('No bet yet').waitFor();
    await alice.screenshot({ path: `${outputDir}/phone-game-bar-at-bottom-phone.png` });
    await bar.getByRole('button', { name: 'Bet slip' }).click();
    const confirm = gameScreen.quickBet(alice).getByRole('button', { name: 'Confirm Bet' });
    const confirmBox = await confirm.boundingBox();
    expect(
      confirmBox && confirmBox.y + confirmBox.height <= 844,
      `Confirm Bet at ${JSON.stringify(confirmBox)}`,
    ).toBe(true);
    await gameScreen.categories(alice).getByRole('button', { name: 'Card' }).click();
    await gameScreen
      .quickBet(alice)
      .getByRole('button', { name: /^Over 1.5 Card, pays \d+ chips$/ })
      .click();
    await confirm.click();
    await gameScreen.confirmDialog(alice).getByRole('button', { name: 'Place Bet' }).click();
    await bar.getByText('Bet placed').waitFor({ timeout: 15_000 });
    // back to the round: the panel's status line is in view again
    const placed = gameScreen
      .quickBet(alice)
      .getByRole('status')
      .filter({ hasText: 'Bet placed on Round 2' });
    await placed.waitFor();
    const placedBox = await placed.boundingBox();
    expect(placedBox && placedBox.y >= 0 && placedBox.y < 844, `status at ${JSON.stringify(placedBox)}`).toBe(
      true,
    );
    await expectNoSidewaysScroll(alice, 'in play (phone)');
    await expectNoSeriousA11yViolations(alice, 'in play, sticky bar (phone)');
  });

  it('in play on a desktop: the one-line round status sits in the quick-bet panel', async () => {
    const line = gameScreen.quickBet(aliceDesktop).getByTestId('round-status');
    await line.getByText(/^Round 1 in play · betting on Round 2/).waitFor({ timeout: 20_000 });
    expect(await aliceDesktop.getByTestId('bet-bar').isVisible()).toBe(false);
    await aliceDesktop
      .getByTestId('match-clock')
      .getByText(/^Match time \d+'$/)
      .waitFor();
    await screenshot(aliceDesktop, 'phone-game-in-play-desktop');
    await expectNoSeriousA11yViolations(aliceDesktop, 'in play (desktop)');
  });

  it('keeps the Statistics Total column in view at 390 px', async () => {
    const panel = gameScreen.quickBet(alice);
    await panel.getByRole('tab', { name: 'Statistics' }).click();
    const total = panel.getByRole('columnheader', { name: 'Total' });
    await total.waitFor();
    const box = await total.boundingBox();
    expect(box && box.x + box.width <= 390, `Total at ${JSON.stringify(box)}`).toBe(true);
    // issue 29 item 7: rounds that do not fit scroll between Event and Total, and a hint says so
    const scrolls = await panel
      .getByRole('table')
      .evaluate((table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth);
    expect(await panel.getByTestId('statistics-hint').isVisible()).toBe(scrolls);
    if (scrolls) {
      const region = panel.getByRole('region', { name: 'Event counts, scrolling sideways' });
      await region.focus();
      for (let press = 0; press < 5; press += 1) await alice.keyboard.press('ArrowRight');
      expect(await region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
      const event = await panel.getByRole('columnheader', { name: 'Event' }).boundingBox();
      expect(event && event.x >= 0, `Event at ${JSON.stringify(event)}`).toBe(true);
      expect(await total.boundingBox(), 'Total stays in view').toEqual(box);
    }
    await panel.screenshot({ path: `${outputDir}/phone-game-statistics-phone.png` });
  });

  it('shows a spectator in play the round, statistics and leaderboard, and no betting prompt', async () => {
    await sam.getByRole('heading', { name: 'Round 1 in play' }).waitFor({ timeout: 20_000 });
    await sam.getByRole('region', { name: 'GAME RANK' }).waitFor();
    for (const prompt of [/Betting open/, /Chip balance/i, /Confirm Bet/, /MY BETS/]) {
      expect(await sam.getByText(prompt).count(), `spectator sees ${prompt}`).toBe(0);
    }
    expect(await sam.getByTestId('bet-bar').count()).toBe(0);
    await screenshot(sam, 'phone-game-spectator-in-play-phone');
    await expectNoSeriousA11yViolations(sam, 'spectator in play (phone)');
  });

  it('counts unread messages on CHAT and opens the chat full-screen on a phone', async () => {
    await apiCall(server.url, 'POST', '/api/app/chat/send', {
      token: samToken,
      body: { lobbyId: lobby.lobbyId, message: 'Come on, corners!' },
    });
    const chat = alice.getByRole('link', { name: /^CHAT/ });
    await chat.getByTestId('chat-unread').getByText(/^1/).waitFor({ timeout: 20_000 });
    await chat.click();
    await alice.getByText('Come on, corners!').waitFor({ timeout: 15_000 });
    expect(await alice.getByText('KickChips: virtual chips only', { exact: false }).count()).toBe(0);
    expect(await alice.getByRole('banner').count()).toBe(0);
    // issue 29 item 7: the round, its countdown and the bet stay in sight on the chat
    const roundBar = alice.getByTestId('bet-bar');
    await roundBar.getByTestId('round-status').waitFor({ timeout: 20_000 });
    expect(await roundBar.getByTestId('round-status').textContent()).toMatch(/in play|No round in play/);
    const barBox = await roundBar.boundingBox();
    expect(
      barBox && barBox.y >= 0 && barBox.y + barBox.height <= 844,
      `bar at ${JSON.stringify(barBox)}`,
    ).toBe(true);
    await screenshot(alice, 'phone-game-chat-phone');
    await expectNoSeriousA11yViolations(alice, 'full-screen chat (phone)');
    await alice.getByRole('link', { name: 'Back to game' }).click();
    await alice.getByRole('link', { name: /^CHAT/ }).waitFor();
    expect(await alice.getByTestId('chat-unread').count()).toBe(0);
  });

  it('has no page errors', () => {
    expect(errors).toEqual({ Alice: [], 'Alice (desktop)': [], Sam: [] });
  });
});
