import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../src/harness/api';
import { screenshot } from '../src/harness/browser';
import { type ScreenSize, useE2eWorld } from '../src/harness/e2e-world';
import { expectNoSidewaysScroll } from '../src/harness/page-checks';
import { skipToKickOff } from '../src/harness/server-clock';

type Line = {
  _id: string;
  eventType: string;
  betType: 'over' | 'under';
  threshold: number;
  odds: number;
  pinned: boolean;
  offered: boolean;
  withdrawn: boolean;
  chance: number | null;
  roundId: string | null;
  returnPerChip: number | null;
  team?: string;
};

/** 60 match minutes a real minute, the fastest a match may run: a 3-minute round lasts 3 s. */
const CLOCK_SPEED = 60;
const ROUND_MINUTES = 3;
const ROUNDS = [1, 2, 3, 4, 5].map((roundNumber) => ({
  roundNumber,
  startMinute: (roundNumber - 1) * ROUND_MINUTES,
  endMinute: roundNumber * ROUND_MINUTES,
}));
/** Up to a minute to the next full minute's kick-off, then the rounds at 3 s each. */
const JOURNEY_MS = 150_000;

const lineName = (line: Line) =>
  `${line.betType === 'over' ? 'Over' : 'Under'} ${line.threshold} ${line.eventType}`;

/**
 * Issue 37 item 4 (game-rules 20, "The admin's hand"), at desktop and phone sizes: on a match the
 * game prices, the admin removes an automatic line, which shows "Withdrawn" with "Offer again" and
 * stays out of the players' lines through three repricings as the rounds start at 60 match minutes
 * a minute; and the admin pins another line at about twice its fair price, which shows "Above fair"
 * with what it returns per chip.
 */
describe("the admin's hand on automatic lines", () => {
  const world = useE2eWorld();
  const call = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(world.url, method, path, { token: world.adminToken, body });
  const lines = async (matchId: string) =>
    (await call<{ odds: Line[] }>('GET', `/api/admin/match/${matchId}`)).odds.filter((line) => !line.team);
  const playerLineIds = async (matchId: string) =>
    (await call<{ odds: { _id: string }[] }>('GET', `/api/app/odds/match/${matchId}`)).odds.map(
      (line) => line._id,
    );

  async function createPricedMatch(size: ScreenSize) {
    const made = await call<{ match: { _id: string }; halfs: { _id: string; halfNumber: number }[] }>(
      'POST',
      '/api/admin/game/create-match',
      {
        homeTeam: `Withdrawn Rovers ${size}`,
        awayTeam: 'Fair City',
        scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
        clockSpeed: CLOCK_SPEED,
      },
    );
    const matchId = made.match._id;
    const halfId = made.halfs.find((half) => half.halfNumber === 1)!._id;
    const roundIds: string[] = [];
    for (const round of ROUNDS) {
      const saved = await call<{ round: { _id: string } }>('POST', '/api/admin/game/create-round', {
        halfId,
        ...round,
      });
      roundIds.push(saved.round._id);
    }
    // the clock prices round 1 within a tick of it being set up
    await expect.poll(async () => (await lines(matchId)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    return { matchId, roundIds };
  }

  /** The line's own row and the status line beneath it, where its badges and actions are. */
  const statusOf = (page: Page, line: Line) => page.locator(`tr[data-odd-id="${line._id}"] + tr`);

  async function journey(size: ScreenSize) {
    const { matchId, roundIds } = await createPricedMatch(size);
    const page = await world.open(size, world.adminToken, size);
    await page.goto(`${world.url}/admin/manage-match/${matchId}`);
    const section = page.getByRole('region', { name: 'Match Odds' });
    await section.getByRole('switch', { name: 'Price automatically' }).waitFor({ timeout: 30_000 });

    const offered = (await lines(matchId)).filter((line) => !line.pinned && line.offered && line.chance);
    const removed = offered.find((line) => line.eventType === 'Throw') ?? offered[0]!;
    const pinnedLine = offered.find((line) => line.eventType !== removed.eventType && line.chance! > 0.2)!;
    expect(await playerLineIds(matchId)).toContain(removed._id);

    // Remove on an automatic line withdraws it: it stays, marked so, with Offer again
    const removedStatus = statusOf(page, removed);
    await removedStatus.getByRole('button', { name: 'Remove' }).click();
    await page.getByText(`${lineName(removed)} is withdrawn for the rest of the match`).waitFor();
    await removedStatus.getByText('Withdrawn', { exact: true }).waitFor();
    await removedStatus.getByRole('button', { name: `Offer again ${lineName(removed)}` }).waitFor();
    expect(await playerLineIds(matchId)).not.toContain(removed._id);

    // a price about twice the fair one returns about two chips per chip: Above fair
    const generous = (Math.ceil((2 / pinnedLine.chance!) * 100) / 100).toFixed(2);
    const price = page.locator(`tr[data-odd-id="${pinnedLine._id}"]`).getByLabel(/odds value$/);
    await price.fill(generous);
    await price.press('Tab');
    await page.getByText('Odd saved successfully!').waitFor();
    const pinnedStatus = statusOf(page, pinnedLine);
    await pinnedStatus.getByText('Pinned', { exact: true }).waitFor();
    await pinnedStatus.getByText('Above fair', { exact: true }).waitFor();
    const worth = await pinnedStatus
      .getByText(/^Fair x\d+\.\d\d · returns \d+\.\d\d per chip$/)
      .textContent();
    const returns = Number(/returns (\d+\.\d\d)/.exec(worth ?? '')?.[1]);
    expect(returns).toBeGreaterThan(1.8);
    const pinned = (await lines(matchId)).find((line) => line._id === pinnedLine._id)!;
    expect(pinned).toMatchObject({ pinned: true, odds: Number(generous) });
    expect(pinned.returnPerChip!).toBeGreaterThan(1);
    await expectNoSidewaysScroll(page, `withdrawn and above fair (${size})`);
    await screenshot(page, `admin-lines-before-kick-off-${size}`);

    // three repricings as rounds 1, 2 and 3 start (rounds 2, 3 and 4 priced): the line stays out
    await call('POST', '/api/admin/game/start-half-1', { matchId });
    await skipToKickOff(world.url, world.adminToken, matchId);
    const seen = new Set<string>();
    const deadline = Date.now() + 80_000;
    while (!seen.has(roundIds[3]!)) {
      expect(Date.now(), 'round 4 was priced in time').toBeLessThan(deadline);
      const now = await lines(matchId);
      expect(now.find((other) => other._id === removed._id)).toMatchObject({
        withdrawn: true,
        offered: false,
      });
      expect(now.filter((other) => lineName(other) === lineName(removed))).toHaveLength(1);
      expect(await playerLineIds(matchId)).not.toContain(removed._id);
      for (const other of now) if (other.roundId && !other.pinned) seen.add(other.roundId);
      await page.waitForTimeout(250);
    }
    expect([...seen].filter((id) => roundIds.slice(1, 4).includes(id)).length).toBeGreaterThanOrEqual(2);
    await removedStatus.getByText('Withdrawn', { exact: true }).waitFor();
    await pinnedStatus.getByText('Above fair', { exact: true }).waitFor();
    await expectNoSidewaysScroll(page, `after three repricings (${size})`);
    await screenshot(page, `admin-lines-after-three-repricings-${size}`);

    // Offer again hands it back to the model, which offers it again at the next tick
    await removedStatus.getByRole('button', { name: `Offer again ${lineName(removed)}` }).click();
    await page
      .getByText(`${lineName(removed)} is offered again: the game prices it for the next round`)
      .waitFor();
    await expect
      .poll(async () => (await lines(matchId)).find((line) => line._id === removed._id)?.withdrawn)
      .toBe(false);
    expect(world.errors[size]).toEqual([]);
  }

  it(
    'keeps a removed automatic line withdrawn through three repricings and warns of a price above fair, on a desktop',
    () => journey('desktop'),
    JOURNEY_MS,
  );
  it(
    'keeps a removed automatic line withdrawn through three repricings and warns of a price above fair, on a phone',
    () => journey('phone'),
    JOURNEY_MS,
  );
});
