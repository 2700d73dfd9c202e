import path from 'node:path';
import type { Database } from '@kickchips/server/src/db/database';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrowdMember, crowdBets, insertLiveMatch, joinCrowd, type LiveMatch } from '../src/game/crowd';
import { gameScreen } from '../src/game/game-screen';
import { createLobby, enterLobby, joinLobby, type LobbyRef } from '../src/game/quick-match';
import { openSignedIn, registerPlayer } from '../src/harness/api';
import { launchBrowser, outputDir, screenshotOnFailure, viewports } from '../src/harness/browser';
import { type FreshPostgres, freshPostgres, postgresReachable } from '../src/harness/fresh-postgres';
import { watchErrors } from '../src/harness/page-checks';
import { type RunningServer, startServer } from '../src/harness/start-server';

/** The crowd: members who only bet, through the API. */
const CROWD = 200;
/** The crowd's bets arrive one after another over this long. */
const BETS_SPREAD_MS = 4000;

type Watched = {
  name: string;
  page: Page;
  errors: string[];
  /** When (ms since the epoch) each lobby-details request left the page. */
  detailsReads: number[];
  navigations: number;
};

const betPlacedBadges = (page: Page) =>
  gameScreen.gameRank(page).getByText('Bet placed', { exact: true }).count();

const onPostgres = await postgresReachable();
if (!onPostgres)
  console.warn('big-lobby: no PostgreSQL answers (TEST_DATABASE_URL or 127.0.0.1:5432), skipped');

/**
 * Issue 32: a lobby of 202, Alice on a desktop and Bob on a phone beside 200 members who only bet.
 * The match is in play (inserted beside the server on PostgreSQL, round 2 taking bets for minutes),
 * so nothing waits on the match clock. As the crowd's bets arrive over 4 s, both screens count
 * them up in GAME RANK without reloading, and neither reads the lobby details again for them.
 */
describe.runIf(onPostgres)('a lobby of 202 on match night', () => {
  let database: FreshPostgres;
  let db: Database;
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let match: LiveMatch;
  let lobby: LobbyRef;
  let crowd: CrowdMember[];
  const watched: Watched[] = [];

  async function open(name: string, token: Parameters<typeof openSignedIn>[2], phone: boolean) {
    const opened = await openSignedIn(browser, server.url, token, {
      viewport: phone ? viewports.phone : viewports.desktop,
      isMobile: phone,
    });
    contexts.push(opened.context);
    const entry: Watched = {
      name,
      page: opened.page,
      errors: watchErrors(opened.page),
      detailsReads: [],
      navigations: 0,
    };
    opened.page.on('request', (request) => {
      if (request.url().includes('/api/app/game/lobby-details/')) entry.detailsReads.push(Date.now());
    });
    opened.page.on('framenavigated', (frame) => {
      if (frame === opened.page.mainFrame()) entry.navigations++;
    });
    watched.push(entry);
  }

  beforeAll(async () => {
    database = await freshPostgres();
    server = await startServer({ DATABASE_URL: database.url, SEED_DEMO: 'false' });
    db = database.open();
    match = await insertLiveMatch(db.db);
    const aliceToken = await registerPlayer(server.url, 'Alice');
    const bobToken = await registerPlayer(server.url, 'Bob');
    lobby = await createLobby(server.url, aliceToken, match.matchId, {
      maxPlayers: 999,
      startingChips: 100,
      inactivityPenalty: 0,
      enableBetChipCards: false,
    });
    await joinLobby(server.url, bobToken, lobby.lobbyCode);
    crowd = await joinCrowd(server.url, db.db, lobby.lobbyCode, CROWD);
    browser = await launchBrowser();
    await open('Alice', aliceToken, false);
    await open('Bob', bobToken, true);
  });
  screenshotOnFailure(() => Object.fromEntries(watched.map((w) => [w.name, w.page])));
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await db?.close();
    await database?.drop();
  });

  it('counts the crowd’s bets up on both screens as they arrive, without reloading or reading the lobby for them', async () => {
    for (const { page } of watched) {
      const streamOpened = page.waitForRequest((request) => request.url().includes('/api/app/stream?'), {
        timeout: 30_000,
      });
      await enterLobby(page, server.url, lobby);
      await streamOpened;
      const ranked = gameScreen
        .gameRank(page)
        .getByRole('list', { name: 'Players by rank' })
        .getByRole('listitem');
      await expect.poll(() => ranked.count(), { timeout: 20_000 }).toBe(CROWD + 2);
      expect(await betPlacedBadges(page)).toBe(0);
    }
    // the stream's ready has come, and the first reads are in
    await new Promise((r) => setTimeout(r, 1000));
    const before = watched.map((w) => ({ reads: w.detailsReads.length, navigations: w.navigations }));

    const seen = watched.map(() => new Set<number>());
    let betting = true;
    const bets = crowdBets(server.url, lobby.lobbyId, match, crowd, BETS_SPREAD_MS).finally(() => {
      betting = false;
    });
    while (betting) {
      const counts = await Promise.all(watched.map((w) => betPlacedBadges(w.page)));
      for (const [i, n] of counts.entries()) seen[i]!.add(n);
      await new Promise((r) => setTimeout(r, 150));
    }
    await bets;
    const betsDone = Date.now();
    for (const [i, w] of watched.entries()) {
      await expect.poll(() => betPlacedBadges(w.page), { timeout: 5000 }).toBe(CROWD);
      // counted up as the bets came: several counts between none and all were on show
      const between = [...seen[i]!].filter((n) => n > 0 && n < CROWD);
      expect(
        between.length,
        `${w.name} saw ${[...seen[i]!].sort((a, b) => a - b).join(', ')}`,
      ).toBeGreaterThanOrEqual(3);
      expect(w.navigations, `${w.name} reloaded`).toBe(before[i]!.navigations);
      // no read of the lobby for the bets: at most the push-aware poll (every 30 s) fell in the window
      const reads = w.detailsReads.length - before[i]!.reads;
      expect(
        reads,
        `${w.name} read the lobby details ${reads} times during ${CROWD} bets`,
      ).toBeLessThanOrEqual(1);
      // the top of GAME RANK on the screen (the whole page is 202 rows long)
      await gameScreen.gameRank(w.page).getByRole('heading', { name: 'GAME RANK' }).scrollIntoViewIfNeeded();
      await w.page.screenshot({
        path: path.join(outputDir, `big-lobby-${i === 0 ? 'desktop' : 'phone'}.png`),
      });
      expect(w.errors).toEqual([]);
    }
    expect(Date.now() - betsDone).toBeLessThan(5000);
  });
});
