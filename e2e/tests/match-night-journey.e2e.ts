import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameScreen, shownChips } from '../src/game/game-screen';
import { placeBet } from '../src/game/place-bet';
import {
  AWAY_TEAM,
  createLobby,
  createQuickMatch,
  enterLobby,
  HOME_TEAM,
  type LobbyRef,
  type OddDraft,
  oddLabel,
  type QuickMatch,
  startReplay,
} from '../src/game/quick-match';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { apiCall, PLAYER_PASSWORD, type Token } from '../src/harness/api';
import { screenshot } from '../src/harness/browser';
import { useE2eWorld } from '../src/harness/e2e-world';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';
import { skipToKickOff } from '../src/harness/server-clock';

/**
 * Issue 19's match night, played through as its users would: Alice on a desktop (she hosts), Bob
 * on a phone, Sam watching on a phone, and Carol, a friend who comes in by the invite link. The
 * admin replays a recorded match at 10 match minutes a real minute: two halves of 10 minutes
 * (60 s each), two rounds of 5 minutes (30 s) per half.
 */
const CLOCK_SPEED = 10;
const ROUND_SECONDS = 30;
const ROUNDS = [
  { halfNumber: 1, roundNumber: 1, startMinute: 0, endMinute: 5 },
  { halfNumber: 1, roundNumber: 2, startMinute: 5, endMinute: 10 },
  { halfNumber: 2, roundNumber: 3, startMinute: 0, endMinute: 5 },
  { halfNumber: 2, roundNumber: 4, startMinute: 5, endMinute: 10 },
];
const ODDS: OddDraft[] = ['Goal', 'Corner', 'Shot', 'Card'].flatMap((eventType) =>
  [0.5, 1.5].flatMap((threshold) => [
    { eventType, betType: 'over' as const, threshold, odds: 2.5 },
    { eventType, betType: 'under' as const, threshold, odds: 1.8 },
  ]),
);
/**
 * What happens on the pitch, in seconds of each half, and which team it went to: round 1 has two
 * corners, round 2 a goal by the home team (in the 7th minute), round 3 three corners, round 4 a card.
 */
const TIMELINE = `half,second,eventType,team
1,40,Corner,home
1,95,Shot,away
1,150,Corner,away
1,200,Throw,
1,330,Throw,home
1,410,Goal,home
1,412,Shot,away
1,500,Free-Kick,away
1,600,end,
2,30,Corner,home
2,120,Corner,away
2,240,Corner,home
2,270,Offside,away
2,350,Card,away
2,450,Throw,home
2,520,Goal-Kick,away
2,600,end,`;
/** The score once round 2's goal is in, as every screen writes it. */
const SCORE_AFTER_GOAL = `${HOME_TEAM} 1–0 ${AWAY_TEAM}`;
/** The goal as the live feed tells it: the match minute, the event, its team and its round. */
const GOAL_IN_FEED = `7' Goal – ${HOME_TEAM} · Round 2`;
const SETTINGS = {
  startingChips: 1000,
  maxBetAmount: 250,
  inactivityPenalty: 10,
  allowSpectators: true,
  enableBetChipCards: false,
};

describe('a match night, played through by two players, a spectator and a friend from the invite link', () => {
  const world = useE2eWorld();
  const tokens: Record<string, Token> = {};
  let match: QuickMatch;
  let lobby: LobbyRef;
  let alice: Page;
  let bob: Page;
  let sam: Page;
  let carol: Page;
  /**
   * When half 1 kicks off on this process's clock (ms): first as the replay set it, then as the
   * server's clock, moved to just before it, brings it.
   */
  let kickOff = 0;
  /** When half 2 kicks off on this process's clock (ms), once the server's clock skipped to it. */
  let halfTwo = 0;

  async function betByApi(who: string, round: number, odd: string, stake: number): Promise<void> {
    await apiCall(world.url, 'POST', '/api/app/game/place-bet', {
      token: tokens[who],
      body: { lobbyId: lobby.lobbyId, oddsId: match.oddIds[odd], matchRoundId: match.roundIds[round], stake },
    });
  }

  /**
   * Waits for the page's result moment of a round (it shows within seconds of the settlement, then
   * goes by itself) and answers its text and how many seconds after `settledBy` it showed.
   */
  async function resultMoment(page: Page, round: number, settledBy: number) {
    const moment = page.getByTestId('result-moment').filter({ hasText: `Round ${round} result` });
    // generous: on a busy machine the clock's tick itself can run late; the seconds are printed
    await moment.waitFor({ timeout: Math.max(settledBy - Date.now(), 0) + 45_000 });
    return { text: (await moment.textContent()) ?? '', after: (Date.now() - settledBy) / 1000 };
  }
  const waits: string[] = [];

  /** The My Bets card of a settled bet shows its outcome. */
  const wonOrLost = (page: Page, label: string, status: 'WON' | 'LOST') =>
    gameScreen
      .betCard(page, label)
      .and(page.locator(`[data-status="${status}"]`))
      .waitFor();

  async function look(page: Page, name: string): Promise<void> {
    await expectNoSidewaysScroll(page, name);
    await screenshot(page, `journey-${name}`);
    await expectNoSeriousA11yViolations(page, name);
  }

  it('friends gather in the waiting room: one by the code, one by the invite link, one to watch', {
    timeout: 120_000,
  }, async () => {
    for (const name of ['Alice', 'Bob', 'Sam', 'Carol']) tokens[name] = await world.register(name);
    match = await createQuickMatch(world.url, world.adminToken, {
      clockSpeed: CLOCK_SPEED,
      rounds: ROUNDS,
      odds: ODDS,
    });
    expect(Object.keys(match.oddIds)).toContain(oddLabel(ODDS[0]!));
    lobby = await createLobby(world.url, tokens.Alice!, match.matchId, SETTINGS);

    alice = await world.open('alice-desktop', tokens.Alice!, 'desktop');
    await enterLobby(alice, world.url, lobby);
    await alice.getByTestId('kick-off-countdown').waitFor({ timeout: 20_000 });

    bob = await world.open('bob-phone', tokens.Bob!, 'phone');
    await bob.goto(`${world.url}/`);
    await bob.getByLabel('Lobby code').fill(lobby.lobbyCode);
    await bob.getByRole('button', { name: 'JOIN GAME' }).click();
    await bob.getByRole('dialog', { name: 'JOIN LOBBY' }).getByRole('button', { name: 'PLAYER' }).click();
    await bob.getByTestId('kick-off-countdown').waitFor({ timeout: 20_000 });

    carol = await world.open('carol-phone', null, 'phone');
    await carol.goto(`${world.url}/join/${lobby.lobbyCode}`);
    await carol.waitForURL(/\/login\?next=/);
    await carol.getByLabel(/^Email/).fill('carol@e2e.test');
    await carol.getByLabel(/^Password/).fill(PLAYER_PASSWORD);
    await carol.getByRole('form', { name: 'Sign In' }).getByRole('button').last().click();
    await carol.getByRole('dialog', { name: 'JOIN LOBBY' }).getByRole('button', { name: 'PLAYER' }).click();
    await carol.getByTestId('kick-off-countdown').waitFor({ timeout: 20_000 });

    sam = await world.open('sam-phone', tokens.Sam!, 'phone');
    await apiCall(world.url, 'POST', '/api/app/game/join-lobby', {
      token: tokens.Sam,
      body: { lobbyCode: lobby.lobbyCode, role: 'spectator' },
    });
    await enterLobby(sam, world.url, lobby);
    await sam.getByRole('heading', { name: 'SPECTATOR MODE' }).waitFor({ timeout: 20_000 });

    const players = alice.getByRole('region', { name: 'LOBBY PLAYERS' });
    for (const name of ['Bob', 'Carol', 'Sam']) await players.getByText(name).waitFor({ timeout: 20_000 });

    // the replay kicks off at the next full minute of the server's clock, 59 s away: the players
    // have 45 s or more to bet on round 1 before kick-off
    kickOff = await startReplay(world.url, world.adminToken, match.matchId, TIMELINE, CLOCK_SPEED, 59_000);
    await bob
      .getByTestId('kick-off-countdown')
      .getByText(/^Match starts in 0:\d\d$/)
      .waitFor({ timeout: 20_000 });
    await look(alice, 'waiting-room-desktop');
    await look(bob, 'waiting-room-phone');
    await look(sam, 'waiting-room-spectator-phone');
  });

  it("before kick-off both players bet on round 1, Bob with the lobby's max bet of 250", {
    timeout: 60_000,
  }, async () => {
    await placeBet(alice, { category: 'Corner', odd: 'Over 1.5 Corner', amount: 20, round: 1 });
    const hint = gameScreen.quickBet(bob).getByText(/250 chips/);
    await placeBet(bob, { category: 'Corner', odd: 'Under 1.5 Corner', amount: 250, round: 1 });
    expect(await hint.count()).toBeGreaterThan(0);
    await gameScreen.betCard(bob, 'Round 1 Corner UNDER 1.5').waitFor();
    expect(await shownChips(bob)).toBe(750);
    expect(Date.now(), 'both bets went in before kick-off').toBeLessThan(kickOff);
  });

  it('in round 1 the phone keeps the round in a sticky bar, and both bet on round 2 from there', {
    timeout: 90_000,
  }, async () => {
    kickOff = await skipToKickOff(world.url, world.adminToken, match.matchId);
    const bar = bob.getByTestId('bet-bar');
    await bar
      .getByText(/^Round 1 in play · betting on Round 2 · closes in \d:\d\d$/)
      .waitFor({ timeout: kickOff - Date.now() + 20_000 });
    await bob.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await look(bob, 'round-1-in-play-phone');
    await placeBet(bob, { category: 'Goal', odd: 'Over 0.5 Goal', amount: 50, round: 2 });
    await betByApi('Alice', 2, 'Under 1.5 Shot', 10);
    await betByApi('Carol', 2, 'Over 0.5 Card', 10);
    await look(alice, 'round-1-in-play-desktop');
    await sam.getByRole('heading', { name: 'Round 1 in play' }).waitFor({ timeout: 20_000 });
    for (const prompt of [/Betting open/, /Chip balance/i, /Confirm Bet/]) {
      expect(await sam.getByText(prompt).count(), `spectator sees ${prompt}`).toBe(0);
    }
    await look(sam, 'round-1-spectator-phone');
  });

  it('round 1 settles: a result moment tells Alice she won and Bob he lost his 250', {
    timeout: 90_000,
  }, async () => {
    const roundEnd = kickOff + ROUND_SECONDS * 1000;
    const [forAlice, forBob] = await Promise.all([
      resultMoment(alice, 1, roundEnd),
      resultMoment(bob, 1, roundEnd),
    ]);
    expect(forAlice.text).toContain('Corner OVER 1.5: WON +30');
    expect(forBob.text).toContain('Corner UNDER 1.5: LOST −250');
    waits.push(`round 1: ${forAlice.after.toFixed(1)} s (desktop), ${forBob.after.toFixed(1)} s (phone)`);
    await screenshot(alice, 'journey-round-1-result-desktop');
    await screenshot(bob, 'journey-round-1-result-phone');
    await expectNoSeriousA11yViolations(bob, 'result moment (phone)');
    expect(await sam.getByTestId('result-moment').count(), 'a spectator has no result moment').toBe(0);
    await wonOrLost(alice, 'Round 1 Corner OVER 1.5', 'WON');
    await wonOrLost(bob, 'Round 1 Corner UNDER 1.5', 'LOST');
  });

  it('at half-time Bob leaves by mistake and comes back with his chips and bets', {
    timeout: 120_000,
  }, async () => {
    const halfTime = kickOff + 2 * ROUND_SECONDS * 1000;
    const [forAlice, forBob] = await Promise.all([
      resultMoment(alice, 2, halfTime),
      resultMoment(bob, 2, halfTime),
    ]);
    expect(forAlice.text).toContain('Shot UNDER 1.5: WON +8');
    expect(forBob.text).toContain('Goal OVER 0.5: WON +75');
    waits.push(`round 2: ${forAlice.after.toFixed(1)} s (desktop), ${forBob.after.toFixed(1)} s (phone)`);
    await wonOrLost(bob, 'Round 2 Goal OVER 0.5', 'WON');
    const chips = await shownChips(bob);
    await bob.getByRole('button', { name: 'Leave Game' }).click();
    await bob
      .getByRole('alertdialog', { name: 'Are You Sure?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await bob.getByRole('tab', { name: 'JOIN GAME' }).waitFor();
    await bob.getByLabel('Lobby code').fill(lobby.lobbyCode);
    await bob.getByRole('button', { name: 'JOIN GAME' }).click();
    await bob.getByRole('dialog', { name: 'JOIN LOBBY' }).getByRole('button', { name: 'PLAYER' }).click();
    await gameScreen.betCard(bob, 'Round 2 Goal OVER 0.5').waitFor({ timeout: 20_000 });
    expect(await shownChips(bob)).toBe(chips);
    // half-time betting on round 3: Bob and Carol bet, Alice forgets
    await placeBet(bob, { category: 'Corner', odd: 'Over 1.5 Corner', amount: 30, round: 3 });
    await betByApi('Carol', 3, 'Under 1.5 Corner', 10);
    await look(bob, 'half-time-phone');
    await look(alice, 'half-time-desktop');
  });

  it('the goal shows in the score and the live feed: beside the game on a desktop, one tap away on a phone under the round bar', {
    timeout: 90_000,
  }, async () => {
    for (const page of [alice, bob, sam]) {
      await expect
        .poll(() => page.getByTestId('scoreline').textContent(), { timeout: 20_000 })
        .toBe(SCORE_AFTER_GOAL);
    }
    // Alice's screen was open when the goal came in: its polite live region told it, once
    expect(await alice.getByTestId('goal-announcement').textContent()).toBe(
      `Goal – ${HOME_TEAM}. ${SCORE_AFTER_GOAL}`,
    );
    const deskFeed = alice.getByRole('list', { name: 'Match events, newest first' });
    await deskFeed.getByRole('listitem').filter({ hasText: GOAL_IN_FEED }).waitFor({ timeout: 20_000 });
    const feedItems = await deskFeed.getByRole('listitem').allTextContents();
    expect(feedItems[0], 'newest first').not.toBe(`1' Corner – ${HOME_TEAM} · Round 1`);
    expect(feedItems).toContain(`4' Throw · Round 1`);
    expect(feedItems.at(-1)).toBe(`1' Corner – ${HOME_TEAM} · Round 1`);
    const feedBox = await deskFeed.boundingBox();
    const betsBox = await gameScreen.myBets(alice).boundingBox();
    expect(feedBox!.x, 'the feed sits beside the game').toBeGreaterThan(betsBox!.x + betsBox!.width - 1);
    await look(alice, 'live-feed-desktop');

    // the phone: LIVE FEED is one tap, and the round bar stays on top of the feed
    await bob.getByRole('link', { name: 'LIVE FEED' }).click();
    await bob.waitForURL(/\/live-feed\?lobbyId=/);
    const phoneFeed = bob.getByRole('list', { name: 'Match events, newest first' });
    await phoneFeed.getByRole('listitem').filter({ hasText: GOAL_IN_FEED }).waitFor({ timeout: 20_000 });
    const bar = bob.getByTestId('bet-bar');
    await bar.waitFor();
    const barBox = await bar.boundingBox();
    expect(barBox!.y, 'the round bar is on screen above the feed').toBeGreaterThanOrEqual(0);
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual((await phoneFeed.boundingBox())!.y);
    expect(await bob.getByTestId('feed-scoreline').textContent()).toBe(SCORE_AFTER_GOAL);
    await look(bob, 'live-feed-phone');
    await bob.getByRole('link', { name: 'Back to game' }).click();
    await expect
      .poll(() => bob.getByTestId('scoreline').textContent(), { timeout: 20_000 })
      .toBe(SCORE_AFTER_GOAL);
  });

  it('round 3 closes: Alice, who did not bet, is told of her penalty', { timeout: 120_000 }, async () => {
    // charged when betting on round 3 closes, at the second half's kick-off (the next full minute of
    // the server's clock after half 1 ended, moved to just before it): a toast, and a My Bets line
    halfTwo = await skipToKickOff(world.url, world.adminToken, match.matchId);
    await alice
      .getByText('Round 3: no bet −10')
      .first()
      .waitFor({ timeout: Math.max(halfTwo - Date.now(), 0) + 20_000 });
    await gameScreen.myBets(alice).getByText('Round 3: no bet −10').waitFor();
    await look(alice, 'penalty-desktop');
    await placeBet(alice, { category: 'Card', odd: 'Over 0.5 Card', amount: 20, round: 4 });
    await betByApi('Bob', 4, 'Over 0.5 Goal', 10);
  });

  it('rounds 3 and 4 settle with a result moment each, the skipped round with its penalty', {
    timeout: 150_000,
  }, async () => {
    const roundThreeEnd = halfTwo + ROUND_SECONDS * 1000;
    const [forAlice, forBob] = await Promise.all([
      resultMoment(alice, 3, roundThreeEnd),
      resultMoment(bob, 3, roundThreeEnd),
    ]);
    expect(forAlice.text).toContain('No bet −10');
    expect(forBob.text).toContain('Corner OVER 1.5: WON +45');
    waits.push(`round 3: ${forAlice.after.toFixed(1)} s (desktop), ${forBob.after.toFixed(1)} s (phone)`);
    const fullTime = halfTwo + 60_000;
    const [lastForAlice, lastForBob] = await Promise.all([
      resultMoment(alice, 4, fullTime),
      resultMoment(bob, 4, fullTime),
    ]);
    expect(lastForAlice.text).toContain('Card OVER 0.5: WON +30');
    expect(lastForBob.text).toContain('Goal OVER 0.5: LOST −10');
    waits.push(
      `round 4: ${lastForAlice.after.toFixed(1)} s (desktop), ${lastForBob.after.toFixed(1)} s (phone)`,
    );
    console.info(`each result moment, after its round ended:\n${waits.join('\n')}`);
  });

  it('full time: everyone sees the final standings', { timeout: 120_000 }, async () => {
    const fullTime = halfTwo + 60_000;
    for (const page of [alice, bob, carol, sam]) {
      await gameScreen.finalScreen(page).waitFor({ timeout: Math.max(fullTime - Date.now(), 0) + 60_000 });
    }
    for (const page of [alice, bob]) {
      expect(await page.getByTestId('final-score').textContent()).toBe(SCORE_AFTER_GOAL);
    }
    await look(alice, 'final-desktop');
    await look(bob, 'final-phone');
    await look(sam, 'final-spectator-phone');
  });

  it('has no page errors', () => {
    expect(world.errors).toEqual({
      'alice-desktop': [],
      'bob-phone': [],
      'carol-phone': [],
      'sam-phone': [],
    });
  });
});
