import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { betStatus, gameScreen } from '../src/game/game-screen';
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
import { apiCall, type Token } from '../src/harness/api';
import { screenshot } from '../src/harness/browser';
import { type ScreenSize, useE2eWorld } from '../src/harness/e2e-world';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';
import { skipToKickOff } from '../src/harness/server-clock';

/**
 * Issue 37 item 5 as players meet it: lines on a team are followed live by that team's count. Alice
 * on a desktop and Bob on a phone bet on "Corners by Valley United OVER 0.5" (the away team's)
 * before kick-off. In round 1 (10 match minutes, 30 s at 20 match minutes a real minute) a home
 * corner leaves their cards ACTIVE without confetti while the Statistics tab shows it under the
 * home team; the away team's corner turns them WINNING, with confetti, and the round settles them
 * WON. A goal is told in the header's live region and, once the admin undoes it, the corrected
 * score is read. Nothing waits for the wall clock: the server's test clock skips to kick-off and
 * to the round's end.
 */
const CLOCK_SPEED = 20;
const ROUNDS = [{ roundNumber: 1, startMinute: 0, endMinute: 10 }];
const ROUND_MS = (10 / CLOCK_SPEED) * 60_000;
const SETTINGS = { startingChips: 1000, inactivityPenalty: 0, enableBetChipCards: false };
const STAKE = 10;
const SIZES: ScreenSize[] = ['desktop', 'phone'];

type Line = {
  _id: string;
  eventType: string;
  betType: string;
  threshold: number;
  odds: number;
  team?: string;
};

describe('lines on a team followed live: the card, the confetti, the statistics and the live region', () => {
  const world = useE2eWorld();
  const pages: Partial<Record<ScreenSize, Page>> = {};
  let match: QuickMatch;
  let lobby: LobbyRef;
  let line: Line;
  let label = '';
  let kickOff = 0;

  const admin = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(world.url, method, path, { token: world.adminToken, body });
  const record = (eventType: string, team: 'home' | 'away') =>
    admin<{ event: { _id: string } }>('POST', '/api/admin/event', { match: match.matchId, eventType, team });
  const both = (check: (page: Page, size: ScreenSize) => Promise<void>) =>
    Promise.all(SIZES.map((size) => check(pages[size]!, size)));
  const card = (page: Page) => gameScreen.betCard(page, label);
  /** How many confetti canvases the page has drawn since it was watched (see `watchConfetti`). */
  const confettiShown = (page: Page) => page.evaluate(() => (window as { confetti?: number }).confetti ?? 0);
  /** Round 1's count in the Statistics tab's row `name` ("Corner", "Corners by Harbour FC"). */
  const roundOneCount = (page: Page, name: string) =>
    gameScreen
      .quickBet(page)
      .getByRole('table', { name: 'Event counts per round' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .getByRole('cell')
      .first()
      .textContent();
  const announced = (page: Page) => page.getByTestId('goal-announcement').textContent();
  const scoreline = (home: number, away: number) => `${HOME_TEAM} ${home}–${away} ${AWAY_TEAM}`;

  async function look(page: Page, name: string): Promise<void> {
    await expectNoSidewaysScroll(page, name);
    await screenshot(page, `team-line-live-${name}`);
    await expectNoSeriousA11yViolations(page, name);
  }

  /** Counts every canvas the page adds from now on: canvas-confetti draws on one it adds to the body. */
  async function watchConfetti(page: Page): Promise<void> {
    await page.evaluate(() => {
      const counted = window as { confetti?: number };
      counted.confetti = 0;
      new MutationObserver((changes) => {
        for (const change of changes) {
          change.addedNodes.forEach((node) => {
            if (node.nodeName === 'CANVAS') counted.confetti! += 1;
          });
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  }

  it("Alice (desktop) and Bob (phone) bet on the away team's corners over 0.5 before kick-off", {
    timeout: 120_000,
  }, async () => {
    const players: Record<ScreenSize, Token> = {
      desktop: await world.register('Alice'),
      phone: await world.register('Bob'),
    };
    match = await createQuickMatch(world.url, world.adminToken, {
      clockSpeed: CLOCK_SPEED,
      rounds: ROUNDS,
      odds: [],
    });
    lobby = await createLobby(world.url, players.desktop, match.matchId, SETTINGS);
    await joinLobby(world.url, players.phone, lobby.lobbyCode);
    // the game prices round 1's lines (a 10-minute round: the away team's corners at 0.5) at its step
    const awayOver = async () => {
      const { odds } = await apiCall<{ odds: Line[] }>(
        world.url,
        'GET',
        `/api/app/odds/match/${match.matchId}`,
        {
          token: players.desktop,
        },
      );
      return odds.find(
        (odd) =>
          odd.eventType === 'Corner' &&
          odd.team === 'away' &&
          odd.betType === 'over' &&
          odd.threshold === 0.5,
      );
    };
    await expect.poll(awayOver, { timeout: 30_000 }).toBeDefined();
    line = (await awayOver())!;
    label = `Round 1 Corners by ${AWAY_TEAM} OVER 0.5`;
    for (const size of SIZES) {
      await apiCall(world.url, 'POST', '/api/app/game/place-bet', {
        token: players[size],
        body: {
          lobbyId: lobby.lobbyId,
          oddsId: line._id,
          matchRoundId: match.roundIds[1],
          stake: STAKE,
          oddsValue: line.odds,
        },
      });
      pages[size] = await world.open(`${size === 'desktop' ? 'alice' : 'bob'}-${size}`, players[size], size);
      await enterLobby(pages[size]!, world.url, lobby);
    }
    await both(async (page) => {
      await card(page).and(page.locator('[data-status="UPCOMING"]')).waitFor({ timeout: 30_000 });
      await watchConfetti(page);
    });
  });

  it("kicks off at the next full minute of the server's clock: both cards turn ACTIVE", async () => {
    await admin('POST', '/api/admin/game/start-half-1', { matchId: match.matchId });
    kickOff = await skipToKickOff(world.url, world.adminToken, match.matchId);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, kickOff - Date.now())));
    await both(async (page) => {
      await card(page).and(page.locator('[data-status="ACTIVE"]')).waitFor({ timeout: 30_000 });
      await gameScreen.quickBet(page).getByRole('tab', { name: 'Statistics' }).click();
    });
  });

  it("a home corner shows under the home team and leaves the away team's OVER ACTIVE, without confetti", async () => {
    await record('Corner', 'home');
    await both(async (page, size) => {
      // the tab and the card read the same event counts: once the tab shows the corner, so could the card
      await expect.poll(() => roundOneCount(page, `Corners by ${HOME_TEAM}`), { timeout: 15_000 }).toBe('1');
      expect(await roundOneCount(page, 'Corner')).toBe('1');
      expect(await roundOneCount(page, `Corners by ${AWAY_TEAM}`)).toBe('0');
      expect(await betStatus(card(page))).toBe('ACTIVE');
      expect(await confettiShown(page)).toBe(0);
      await look(page, `home-corner-${size}`);
    });
  });

  it("the away team's corner turns both cards WINNING, with confetti, and the round settles them WON", async () => {
    await record('Corner', 'away');
    await both(async (page, size) => {
      await card(page).and(page.locator('[data-status="WINNING"]')).waitFor({ timeout: 15_000 });
      expect(await roundOneCount(page, `Corners by ${AWAY_TEAM}`)).toBe('1');
      await expect.poll(() => confettiShown(page)).toBeGreaterThan(0);
      await screenshot(page, `team-line-live-winning-${size}`);
    });
    // the server's clock skips to the round's end instead of the test waiting for it
    await admin('POST', '/api/test/clock', {
      advanceMs: Math.max(0, Math.round(kickOff + ROUND_MS - Date.now())),
    });
    await both(async (page) => {
      await card(page).and(page.locator('[data-status="WON"]')).waitFor({ timeout: 30_000 });
    });
  });

  it('reads the goal in the live region, and the corrected score once the admin undoes it', async () => {
    const { event } = await record('Goal', 'home');
    await both(async (page) => {
      await expect
        .poll(() => announced(page), { timeout: 15_000 })
        .toBe(`Goal – ${HOME_TEAM}. ${scoreline(1, 0)}`);
    });
    await admin('DELETE', `/api/admin/event/delete-event/${event._id}`);
    await both(async (page, size) => {
      await expect
        .poll(() => announced(page), { timeout: 15_000 })
        .toBe(`Score corrected. ${scoreline(0, 0)}`);
      expect(await page.getByTestId('scoreline').textContent()).toBe(scoreline(0, 0));
      expect(await page.getByTestId('goal-announcement').getAttribute('role')).toBe('status');
      await screenshot(page, `team-line-live-undone-${size}`);
    });
  });

  it('has no page errors', () => {
    expect(world.errors).toEqual({ 'alice-desktop': [], 'bob-phone': [] });
  });
});
