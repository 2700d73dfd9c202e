import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameScreen } from '../src/game/game-screen';
import {
  createLobby,
  createQuickMatch,
  enterLobby,
  joinLobby,
  type QuickMatch,
  startReplay,
} from '../src/game/quick-match';
import { expectNoSeriousA11yViolations } from '../src/harness/a11y';
import { apiCall, type Token } from '../src/harness/api';
import { outputDir, screenshot } from '../src/harness/browser';
import { useE2eWorld } from '../src/harness/e2e-world';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';
import { skipToKickOff } from '../src/harness/server-clock';

/**
 * Issue 30 items 2 and 4 (game-rules 20), as players meet them: a match the game prices itself (the
 * admin gives it no odds), Alice on a desktop and Bob on a phone. Before kick-off each opens the slip
 * on a line whose price the admin then changes: Confirm Bet is refused with the new price, shown in
 * the slip, and a second confirm bets at it. Then a match is replayed at 30 match minutes a real
 * minute, four rounds of 6 minutes (12 s each): round 1 brings eight corners and twelve throw-ins,
 * so when round 2 starts the prices worked out for round 3 move, and the lines say which way.
 */
const CLOCK_SPEED = 30;
const ROUND_MINUTES = 6;
const ROUNDS = [1, 2, 3, 4].map((roundNumber) => ({
  roundNumber,
  startMinute: (roundNumber - 1) * ROUND_MINUTES,
  endMinute: roundNumber * ROUND_MINUTES,
}));
const ROUND_1_EVENTS = [
  // none in round 1's first minute and a half: round 2's prices, worked out as round 1 starts, see none
  ...[90, 120, 150, 180, 210, 240, 270, 300].map((second) => `1,${second},Corner`),
  ...[10, 35, 60, 80, 110, 140, 160, 190, 220, 240, 270, 310].map((second) => `1,${second},Throw`),
];
const TIMELINE = [
  'half,second,eventType',
  ...ROUND_1_EVENTS,
  '1,400,Shot',
  '1,700,Corner',
  '1,1440,end',
  '2,60,Corner',
  '2,300,end',
].join('\n');
const SETTINGS = { startingChips: 1000, inactivityPenalty: 0, enableBetChipCards: false };
const STAKE = 10;
const MINUTE = 60_000;
const MOVE_TEXT = /^(up|down) from x\d+(\.\d+)?$/;

type Line = {
  _id: string;
  eventType: string;
  betType: 'over' | 'under';
  threshold: number;
  odds: number;
  previousOdds: number | null;
  /** A line on one team's count; the slip opens on the whole match's lines. */
  team?: 'home' | 'away';
};

const lineLabel = (line: Line) =>
  `${line.betType === 'over' ? 'Over' : 'Under'} ${line.threshold} ${line.eventType}`;
/** The category button: its name may carry the round's live count, and Goal must not find Goal-Kick. */
const categoryName = (category: string) => new RegExp(`^${category}( |$)`);

describe('fair lines: prices the game makes, moving between rounds, and a price that moved under the slip', () => {
  const world = useE2eWorld();
  const tokens: Record<string, Token> = {};
  const pages: Record<string, Page> = {};
  let match: QuickMatch;
  let lobbyId = '';
  /** When half 1 kicks off (ms), once the replay is asked for; 0 before. */
  let kickOff = 0;
  /** How long each player waited, printed at the end. */
  const waits: string[] = [];

  /** The lines on the whole match on offer, as the slip first shows them. */
  const offeredLines = async () =>
    (
      await apiCall<{ odds: Line[] }>(world.url, 'GET', `/api/app/odds/match/${match.matchId}`, {
        token: tokens.Alice,
      })
    ).odds.filter((line) => !line.team);

  /**
   * Has the server replay the match: half 1 kicks off at the next full minute of the server's
   * clock, 59 s away, time enough for the stale-price bets on round 1.
   */
  async function startMatch(): Promise<void> {
    kickOff = await startReplay(world.url, world.adminToken, match.matchId, TIMELINE, CLOCK_SPEED, 59_000);
  }

  async function look(page: Page, name: string): Promise<void> {
    await expectNoSidewaysScroll(page, name);
    await screenshot(page, `fair-lines-${name}`);
    await expectNoSeriousA11yViolations(page, name);
  }

  /** The bet slip alone, as the player sees it: a full-page picture puts the sticky bars over it. */
  async function slipShot(page: Page, name: string): Promise<void> {
    await page
      .getByRole('group', { name: 'Bet slip' })
      .screenshot({ path: path.join(outputDir, `fair-lines-${name}.png`) });
  }

  /** On a phone the slip sits below the round: its sticky bar's Bet slip goes there. */
  async function openSlip(page: Page, category: string): Promise<void> {
    const bar = page.getByTestId('bet-bar');
    if (await bar.isVisible()) await bar.getByRole('button', { name: 'Bet slip' }).click();
    await gameScreen
      .categories(page)
      .getByRole('button', { name: categoryName(category) })
      .click();
  }

  it('prices a match no admin priced: both players see each line with its price, none moved yet', {
    timeout: 60_000,
  }, async () => {
    tokens.Alice = await world.register('Alice');
    tokens.Bob = await world.register('Bob');
    match = await createQuickMatch(world.url, world.adminToken, {
      clockSpeed: CLOCK_SPEED,
      rounds: ROUNDS,
      odds: [],
    });
    const lobby = await createLobby(world.url, tokens.Alice, match.matchId, SETTINGS);
    lobbyId = lobby.lobbyId;
    await joinLobby(world.url, tokens.Bob, lobby.lobbyCode);
    pages.alice = await world.open('alice-desktop', tokens.Alice, 'desktop');
    pages.bob = await world.open('bob-phone', tokens.Bob, 'phone');

    for (const page of Object.values(pages)) {
      const opened = Date.now();
      await enterLobby(page, world.url, lobby);
      await openSlip(page, 'Corner');
      const corner = gameScreen
        .quickBet(page)
        .getByRole('button', { name: /^(Over|Under) [\d.]+ Corner, pays \d+ chips$/ });
      await corner.first().waitFor({ timeout: 20_000 });
      waits.push(
        `${page === pages.alice ? 'desktop' : 'phone'}: lobby opened to priced lines shown ${Date.now() - opened} ms`,
      );
      // the lines are new: there is no round before them to have moved from
      expect(await gameScreen.quickBet(page).getByText(MOVE_TEXT).count()).toBe(0);
    }
    const lines = await offeredLines();
    expect(lines.length, 'the model offers lines for round 1').toBeGreaterThan(10);
    expect(new Set(lines.map((line) => line.eventType))).toContain('Corner');
    await look(pages.alice!, 'pre-match-desktop');
    await look(pages.bob!, 'pre-match-phone');
  });

  /**
   * Opens the confirm dialog on `line`, has the admin price it `bump` higher meanwhile (which pins
   * it), and goes through the refusal and the second confirm. Answers the new price.
   */
  async function betThroughAMove(page: Page, size: string, line: Line): Promise<number> {
    const panel = gameScreen.quickBet(page);
    const label = lineLabel(line);
    await openSlip(page, line.eventType);
    await panel.getByLabel('Bet amount').fill(String(STAKE));
    await panel.getByRole('button', { name: new RegExp(`^${label}, pays \\d+ chips$`) }).click();
    await panel.getByRole('button', { name: 'Confirm Bet' }).click();
    const dialog = gameScreen.confirmDialog(page);
    await dialog.getByText('This bet will apply to Round 1').waitFor();
    await dialog
      .getByText(`${label}, ${STAKE} chips, pays ${Math.floor(line.odds * STAKE + 1e-9)}`)
      .waitFor();

    const newPrice = Math.round((line.odds + 0.4) * 10) / 10;
    const newPayout = Math.round(newPrice * STAKE);
    await apiCall(world.url, 'POST', '/api/admin/odds', {
      token: world.adminToken,
      body: {
        _id: line._id,
        match: match.matchId,
        eventType: line.eventType,
        betType: line.betType,
        threshold: line.threshold,
        odds: newPrice,
      },
    });

    const sentence = `The price changed to x${newPrice}. Confirm to bet at the new price.`;
    const refusedAt = Date.now();
    await dialog.getByRole('button', { name: 'Place Bet' }).click();
    await panel.getByRole('alert').filter({ hasText: sentence }).waitFor();
    waits.push(`${size}: Place Bet to the new price's sentence ${Date.now() - refusedAt} ms`);
    const chosen = panel.getByRole('button', { name: `${label}, pays ${newPayout} chips` });
    expect(await chosen.getAttribute('aria-pressed')).toBe('true');
    await panel.getByText(`${label}, ${STAKE} chips, pays ${newPayout}`, { exact: true }).waitFor();
    expect(await panel.getByText(/^Failed to place bet/).count()).toBe(0);
    // what the player sees the moment the dialog closes on the refusal, then the slip itself
    await page.screenshot({ path: path.join(outputDir, `fair-lines-price-changed-view-${size}.png`) });
    await slipShot(page, `price-changed-slip-${size}`);
    await look(page, `price-changed-${size}`);

    await panel.getByRole('button', { name: 'Confirm Bet' }).click();
    await dialog.getByText(`${label}, ${STAKE} chips, pays ${newPayout}`).waitFor();
    const placedAt = Date.now();
    await dialog.getByRole('button', { name: 'Place Bet' }).click();
    await panel.getByRole('status').filter({ hasText: 'Bet placed on Round 1' }).waitFor();
    waits.push(`${size}: second Place Bet to 'Bet placed on Round 1' ${Date.now() - placedAt} ms`);
    expect(await panel.getByText(sentence).count(), 'the sentence goes once the bet is placed').toBe(0);
    if (kickOff > 0) expect(Date.now(), 'the bet went in before kick-off').toBeLessThan(kickOff);
    return newPrice;
  }

  it('a price that moved while the slip was open is refused with the new price, and a second confirm bets at it', {
    timeout: 60_000,
  }, async () => {
    await startMatch();
    const lines = await offeredLines();
    const shot = lines.find((line) => line.eventType === 'Shot' && line.betType === 'over')!;
    const freeKick = lines.find((line) => line.eventType === 'Free-Kick' && line.betType === 'under')!;
    const prices = {
      Alice: await betThroughAMove(pages.alice!, 'desktop', shot),
      Bob: await betThroughAMove(pages.bob!, 'phone', freeKick),
    };
    for (const [who, price] of Object.entries(prices)) {
      const { bets } = await apiCall<{ bets: { odds: { odds: number } }[] }>(
        world.url,
        'GET',
        `/api/app/user-bet/all?lobbyId=${lobbyId}`,
        { token: tokens[who] },
      );
      expect(
        bets.map((bet) => bet.odds.odds),
        `${who}'s bet keeps the price confirmed`,
      ).toEqual([price]);
    }
  });

  it("after round 1's corners and throw-ins, the prices for round 3 move, and the lines say which way", {
    timeout: 100_000,
  }, async () => {
    if (kickOff === 0) await startMatch();
    kickOff = await skipToKickOff(world.url, world.adminToken, match.matchId);
    const round2Starts = kickOff + (ROUND_MINUTES / CLOCK_SPEED) * MINUTE;
    const players = [
      ['desktop', pages.alice!],
      ['phone', pages.bob!],
    ] as const;
    for (const [, page] of players) await openSlip(page, 'Corner');
    // round 2's prices, worked out when round 1 started (ticks are a second apart)
    await pages.alice!.waitForTimeout(Math.max(kickOff + 5_000 - Date.now(), 0));
    const overHalf = (line: Line) =>
      line.eventType === 'Corner' && line.betType === 'over' && line.threshold === 0.5;
    const round2Price = (await offeredLines()).find(overHalf)!.odds;
    // both wait at once, each timed from the moment round 2 starts
    await Promise.all(
      players.map(async ([size, page]) => {
        // eight corners where the model expected under one: OVER gets cheaper for round 3 (a move
        // the rounds' lengths alone, all 6 minutes with corners flat, would not make)
        const cheaper = gameScreen
          .quickBet(page)
          .getByRole('button', { name: /^Over 0\.5 Corner, pays/ })
          .getByText(`down from x${round2Price}`, { exact: true });
        await cheaper.waitFor({ timeout: Math.max(round2Starts - Date.now(), 0) + 30_000 });
        waits.push(`${size}: round 2's start to Over 0.5 Corner's move mark ${Date.now() - round2Starts} ms`);
      }),
    );
    for (const [size, page] of players) {
      const panel = gameScreen.quickBet(page);
      const moved = panel.locator('button[aria-describedby]').filter({ has: page.getByText(MOVE_TEXT) });
      const described = await moved.evaluateAll((buttons) =>
        buttons.map((button) => ({
          name: button.getAttribute('aria-label'),
          description: document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
        })),
      );
      // the corners moved; other lines may too, as each round of the match has its own expected rate
      expect(described.some(({ name }) => / Corner, pays /.test(name ?? ''))).toBe(true);
      for (const { name, description } of described) {
        // the name stays what the line pays; which way it moved is its description
        expect(name).toMatch(/^(Over|Under) [\d.]+ [\w-]+, pays \d+ chips$/);
        expect(description).toMatch(MOVE_TEXT);
      }
      waits.push(`${size}: ${described.map((line) => `${line.name} (${line.description})`).join('; ')}`);
      await slipShot(page, `prices-moved-slip-${size}`);
      await look(page, `prices-moved-${size}`);
    }
    const corners = (await offeredLines()).filter((line) => line.eventType === 'Corner');
    expect(corners.some((line) => line.previousOdds !== null && line.previousOdds !== line.odds)).toBe(true);
    console.log(`fair lines, what the players waited for:\n  ${waits.join('\n  ')}`);
  });
});
